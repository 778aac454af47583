/// The members `@Observable` adds after the class's last member, and the macro's rule for
/// leaving one out when the class already declares an equivalent one (R3.3, `addIfNeeded`).
extension ExpansionPlanner {
    /// ObservableMacro's "signature standin" of a function: what two declarations must share to
    /// count as the same member.
    struct SignatureStandin: Hashable {
        var isInstance: Bool
        var name: String
        /// `label:substituted type`; just `label:` when the type names an unconstrained generic
        /// parameter.
        var parameters: [String]
        var returnType: String
    }

    /// What the class body already declares directly (not in `#if` clauses, not in extensions:
    /// the macro only sees the body's direct members).
    struct ExistingMembers {
        var hasRegistrar = false
        var functions: Set<SignatureStandin> = []
    }

    /// Whether `name` is one of `addedFunctionNames`, checked by its length first (no hashing
    /// for most names).
    static func mayBeAddedFunctionName(_ name: String) -> Bool {
        switch name.utf8.count {
        case 6, 12, 21: return addedFunctionNames.contains(name)
        default: return false
        }
    }

    /// Whether a name token reads `_$observationRegistrar`, with or without backticks.
    static func isRegistrarName(_ name: ArraySlice<UInt8>) -> Bool {
        let registrar = "_$observationRegistrar".utf8
        if name.count == registrar.count { return name.elementsEqual(registrar) }
        return name.count == registrar.count + 2 && name.first == 0x60 && name.last == 0x60
            && name.dropFirst().dropLast().elementsEqual(registrar)
    }

    func standin(of function: FunctionDeclaration) -> SignatureStandin {
        let generics = Dictionary(function.genericParameters.map { ($0.name, $0.firstConstraint) }, uniquingKeysWith: { a, _ in a })
        let parameters = function.parameters.map { parameter -> String in
            let type = parameter.type.flatMap { substitute($0, generics) } ?? ""
            return parameter.label + ":" + type
        }
        let returnType = function.returnType.flatMap { substitute($0, generics) } ?? "Void"
        let isInstance = !function.modifiers.contains { $0.name == "static" || $0.name == "class" }
        return SignatureStandin(isInstance: isInstance, name: function.name, parameters: parameters, returnType: returnType)
    }

    /// A type's text with generic parameters replaced: a constrained one by `some` + its first
    /// constraint, an unconstrained one makes the whole type fail (nil). Punctuation other than
    /// `<`, `>` and `,` is dropped, as in ObservableMacro's standin.
    func substitute(_ span: TokenSpan, _ generics: [String: String?]) -> String? {
        var result = ""
        for index in span.first ... span.last {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                let word = text(index)
                if let constraint = generics[word] {
                    guard let constraint else { return nil }
                    result += (result.isEmpty ? "" : " ") + "some " + constraint
                } else {
                    result += (result.isEmpty || result.hasSuffix("<") || result.hasSuffix(",") ? "" : " ") + word
                }
            case .operator:
                for byte in bytes[token.textRange] where byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") {
                    result.append(Character(UnicodeScalar(byte)))
                }
            case .comma:
                result += ","
            default:
                if index == span.first { result += text(index) }
            }
        }
        return result
    }

    /// Which of the added members a class gets: bit 0 the registrar, bit `1 + k` the function
    /// `functionMembers[k]`.
    struct AddedMemberSet: OptionSet, Equatable {
        var rawValue: UInt8
        static let all = AddedMemberSet(rawValue: 0x7F)
    }

    /// What the added members' text depends on besides the file's line break.
    struct AddedMembersLayout: Equatable {
        var members: AddedMemberSet
        /// The generic parameter names (`uniqueGenericNames`).
        var genericNames: [String]
        /// The members' indentation and the unit per level (UTF-8).
        var indent: [UInt8]
        var unit: [UInt8]
    }

    /// The added members, in the macro's order, without those the class already has.
    static func addedMemberSet(existing: ExistingMembers) -> AddedMemberSet {
        var members = AddedMemberSet.all
        if existing.hasRegistrar { members.remove(AddedMemberSet(rawValue: 1)) }
        // Most classes declare none of the functions: no standin hashed then.
        guard !existing.functions.isEmpty else { return members }
        for (k, member) in functionMembers.enumerated() where existing.functions.contains(member.standin) {
            members.remove(AddedMemberSet(rawValue: 2 << k))
        }
        return members
    }

    /// The added members of `layout` as one template, each indented, each after the first
    /// preceded by two line breaks, the generic names written in; hole 0 is the type's name.
    /// Names the expansion relies on are module-qualified so that a user type named `KeyPath`
    /// or `Bool` cannot capture them.
    static func addedMembersTemplate(_ layout: AddedMembersLayout, newline: [UInt8]) -> ByteTemplate {
        var template = ByteTemplate()
        let generics = layout.genericNames.map { ArraySlice($0.utf8) }
        let lines = [registrarLines] + functionMembers.map(\.lines)
        var first = true
        for (k, member) in lines.enumerated() where layout.members.contains(AddedMemberSet(rawValue: 1 << k)) {
            if !first {
                template.append(raw: newline)
                template.append(raw: newline)
            }
            first = false
            template.append(member, indent: layout.indent[...], unit: layout.unit, newline: newline, indentsFirstLine: true) { hole in
                hole == 0 ? nil : generics[hole - 1]
            }
        }
        return template
    }

    /// The names of the functions the macro adds.
    static let addedFunctionNames: Set<String> = ["access", "withMutation", "shouldNotifyObservers"]

    private static let registrarLines: [ByteTemplate.Line] = [(0, [.text("private let _$observationRegistrar = Observation.ObservationRegistrar()")])]

    /// The added functions with the standin a declaration of the class must match to replace
    /// each, in the macro's order.
    private static let functionMembers: [(standin: SignatureStandin, lines: [ByteTemplate.Line])] = {
        let type = ByteTemplate.Piece.hole(0)
        func g(_ k: Int) -> ByteTemplate.Piece { .hole(1 + k) }
        var members: [(standin: SignatureStandin, lines: [ByteTemplate.Line])] = [
            (SignatureStandin(isInstance: true, name: "access", parameters: ["keyPath:"], returnType: "Void"), [
                (0, [.text("internal nonisolated func access<"), g(0), .text(">(")]),
                (1, [.text("keyPath: Swift.KeyPath<"), type, .text(", "), g(0), .text(">")]),
                (0, [.text(") {")]),
                (1, [.text("_$observationRegistrar.access(self, keyPath: keyPath)")]),
                (0, [.text("}")]),
            ]),
            (SignatureStandin(isInstance: true, name: "withMutation", parameters: ["keyPath:", "_:"], returnType: "Void"), [
                (0, [.text("internal nonisolated func withMutation<"), g(1), .text(", "), g(2), .text(">(")]),
                (1, [.text("keyPath: Swift.KeyPath<"), type, .text(", "), g(1), .text(">,")]),
                (1, [.text("_ mutation: () throws -> "), g(2)]),
                (0, [.text(") rethrows -> "), g(2), .text(" {")]),
                (1, [.text("try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)")]),
                (0, [.text("}")]),
            ]),
        ]
        let helpers: [(constraint: StaticString?, standinType: String, body: StaticString)] = [
            (nil, "", "true"),
            ("Swift.Equatable", "some Equatable", "lhs != rhs"),
            ("AnyObject", "some AnyObject", "lhs !== rhs"),
            ("Swift.Equatable & AnyObject", "some Equatable", "lhs != rhs"),
        ]
        for (k, helper) in helpers.enumerated() {
            let standin = SignatureStandin(isInstance: true, name: "shouldNotifyObservers",
                                           parameters: ["_:" + helper.standinType, "_:" + helper.standinType], returnType: "Bool")
            let parameter = g(3 + k)
            var clause: [ByteTemplate.Piece] = [parameter]
            if let constraint = helper.constraint { clause += [.text(": "), .text(constraint)] }
            members.append((standin, [
                (0, [.text("private nonisolated func shouldNotifyObservers<")] + clause
                    + [.text(">(_ lhs: "), parameter, .text(", _ rhs: "), parameter, .text(") -> Swift.Bool {")]),
                (1, [.text(helper.body)]),
                (0, [.text("}")]),
            ]))
        }
        return members
    }()
}
