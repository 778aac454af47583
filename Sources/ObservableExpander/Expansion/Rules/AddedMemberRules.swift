import ObservableSyntax

/// The added-member rules (R3): the members `@Observable` adds after the class's last member,
/// and the macro's rule for leaving one out when the class already declares an equivalent one
/// (R3.3, ObservableMacro's `addIfNeeded`). Their text: `AddedMembersTemplate.swift`.

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
struct ExistingMembers: Equatable {
    var hasRegistrar = false
    var functions: Set<SignatureStandin> = []
}

/// Which of the added members a class gets: bit 0 the registrar, bit `1 + k` the function
/// `ObservationRules.addedFunctionStandins[k]`.
struct AddedMemberSet: OptionSet, Equatable {
    var rawValue: UInt8
    static let registrar = AddedMemberSet(rawValue: 1)
    static let all = AddedMemberSet(rawValue: 0x7F)
}

extension ObservationRules {
    /// The added members, in the macro's order, without those the class already has.
    static func addedMembers(existing: ExistingMembers) -> AddedMemberSet {
        var members = AddedMemberSet.all
        if existing.hasRegistrar { members.remove(.registrar) }
        // Most classes declare none of the functions: no standin hashed then.
        guard !existing.functions.isEmpty else { return members }
        for (k, standin) in addedFunctionStandins.enumerated() where existing.functions.contains(standin) {
            members.remove(AddedMemberSet(rawValue: 2 << k))
        }
        return members
    }

    /// The names the real macro's expansion writes unqualified (or, `Observation`, as the
    /// qualifier of `Observation.ObservationRegistrar` and `Observation.Observable`), which a
    /// type of that name that the class's body sees captures: `KeyPath` (`access`,
    /// `withMutation`), `Bool` and `Equatable` (`shouldNotifyObservers`). Source: swiftc 6.3, a
    /// `struct` of each name beside an `@Observable` class breaks its expansion (`Never`,
    /// `Void`, `AnyKeyPath`, `ObservationRegistrar` do not). This tool's added members write
    /// `Swift.KeyPath`, `Swift.Bool`, `Swift.Equatable` (`ExpansionPlanner.addedMembersTemplate`);
    /// `migrate` asks it for the attribute it writes (`migrate-blocked-shadowed-name`).
    static let macroCapturedNames = ["Bool", "Equatable", "KeyPath", "Observation"]

    /// The names of the functions the macro adds.
    static let addedFunctionNames: Set<String> = ["access", "withMutation", "shouldNotifyObservers"]

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

    /// The standins a declaration of the class must match to replace each added function, in
    /// the macro's order (`access`, `withMutation`, the four `shouldNotifyObservers`).
    static let addedFunctionStandins: [SignatureStandin] = {
        var standins = [
            SignatureStandin(isInstance: true, name: "access", parameters: ["keyPath:"], returnType: "Void"),
            SignatureStandin(isInstance: true, name: "withMutation", parameters: ["keyPath:", "_:"], returnType: "Void"),
        ]
        for type in ["", "some Equatable", "some AnyObject", "some Equatable"] {
            standins.append(SignatureStandin(isInstance: true, name: "shouldNotifyObservers", parameters: ["_:" + type, "_:" + type], returnType: "Bool"))
        }
        return standins
    }()

    /// The standin of `function`, whose tokens `source` holds.
    static func standin<Source: TokenQueries>(of function: FunctionDeclaration, in source: Source) -> SignatureStandin {
        let generics = Dictionary(function.genericParameters.map { ($0.name, $0.firstConstraint) }, uniquingKeysWith: { a, _ in a })
        let parameters = function.parameters.map { parameter -> String in
            let type = parameter.type.flatMap { substitute($0, generics, in: source) } ?? ""
            return parameter.label + ":" + type
        }
        let returnType = function.returnType.flatMap { substitute($0, generics, in: source) } ?? "Void"
        let isInstance = !function.modifiers.contains { $0.name == "static" || $0.name == "class" }
        return SignatureStandin(isInstance: isInstance, name: function.name, parameters: parameters, returnType: returnType)
    }

    /// A type's text with generic parameters replaced: a constrained one by `some` + its first
    /// constraint, an unconstrained one makes the whole type fail (nil). Punctuation other than
    /// `<`, `>` and `,` is dropped, as in ObservableMacro's standin.
    static func substitute<Source: TokenQueries>(_ span: TokenSpan, _ generics: [String: String?], in source: Source) -> String? {
        var result = ""
        for index in span.first ... span.last {
            let token = source.tokens[index]
            switch token.kind {
            case .identifier:
                let word = source.text(index)
                if let constraint = generics[word] {
                    guard let constraint else { return nil }
                    result += (result.isEmpty ? "" : " ") + "some " + constraint
                } else {
                    result += (result.isEmpty || result.hasSuffix("<") || result.hasSuffix(",") ? "" : " ") + word
                }
            case .operator:
                for byte in source.bytes[token.textRange] where byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") {
                    result.append(Character(UnicodeScalar(byte)))
                }
            case .comma:
                result += ","
            default:
                if index == span.first { result += source.text(index) }
            }
        }
        return result
    }
}
