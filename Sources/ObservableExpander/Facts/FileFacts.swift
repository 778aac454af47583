import ObservableSyntax

/// What the expansion needs to know about a whole file before it expands any class, read once
/// from the declaration tree (no tokens are scanned): one immutable value.
struct FileFacts {
    /// Names of the property wrappers the file declares (`@propertyWrapper struct W`).
    var propertyWrapperNames: Set<String> = []
    /// Names of the types and type aliases the file declares (a `struct Bool` shadows
    /// `Swift.Bool`), in source order (a name may repeat).
    var declaredTypeNames: [String] = []
    /// Return types of the non-generic free functions the file declares, by name (nil when
    /// overloads disagree or the type is opaque), so that `var x = make()` can be typed.
    var freeFunctionReturnTypes: [String: String?] = [:]
    /// Each type the file declares or extends, by simple and qualified name: whether it has an
    /// `init?`/`init!`, and an enumeration's cases.
    var declaredTypes = DeclaredTypes()
    /// The names extensions extend that add `Observable` (`extension Model: Observable {}`), as
    /// written.
    var observableExtensionNames: Set<String> = []
    /// Whether the file has an extension (whose members may take a backing store's name).
    var hasExtensions = false
    /// Whether a type of the file suppresses `Copyable` (`struct Token: ~Copyable`).
    var declaresNoncopyableType = false

    /// Reads the facts of `tree`; `text` gives a span's source text (return types).
    init(_ tree: SourceTree, text: (TokenSpan) -> String) {
        // About one entry per top-level declaration: no growth step for small files.
        declaredTypeNames.reserveCapacity(tree.members.count)
        declaredTypes.reserveCapacity(tree.members.count)
        collect(tree.members, prefix: "", text: text)
        declaredTypes.finish()
    }

    /// `prefix`: the qualified name of the enclosing type, or empty at file level.
    private mutating func collect(_ members: [Member], prefix: String, text: (TokenSpan) -> String) {
        MemberWalk(members).forEachInPlace { member in
            switch member.pointee {
            case let .function(function) where prefix.isEmpty:
                let returnType = function.returnType.map(text)
                guard let returnType, function.genericParameters.isEmpty, !returnType.hasPrefix("some ") else {
                    freeFunctionReturnTypes[function.name] = .some(nil)
                    return
                }
                if let existing = freeFunctionReturnTypes[function.name], existing != returnType {
                    freeFunctionReturnTypes[function.name] = .some(nil)
                } else {
                    freeFunctionReturnTypes[function.name] = returnType
                }
            case let .type(type):
                if type.kind != .extension { declaredTypeNames.append(type.name) }
                if type.kind == .extension && ObservationRules.declaresObservable(type) { observableExtensionNames.insert(type.name) }
                if type.kind == .extension { hasExtensions = true }
                if !type.inheritance.isEmpty && type.inheritance.contains(where: { $0.specifiers.contains("~") && $0.qualifiedName == "Copyable" }) {
                    declaresNoncopyableType = true
                }
                let qualified = prefix.isEmpty ? type.name : prefix + "." + type.name
                let failable = Self.hasFailableInitializer(type.members)
                let cases = type.kind == .enum ? Self.caseNames(type.members) : nil
                // By its simple name, and by its qualified name when that differs.
                let isExtension = type.kind == .extension
                declaredTypes.record(type.name, failable: failable, cases: cases, isExtension: isExtension)
                if !prefix.isEmpty { declaredTypes.record(qualified, failable: failable, cases: cases, isExtension: isExtension) }
                if type.attributes.contains(where: { if case let .attribute(a) = $0 { return a.name == "propertyWrapper" } else { return false } }) {
                    propertyWrapperNames.insert(type.name)
                }
                collect(type.members, prefix: qualified, text: text)
            case let .typeAlias(alias):
                // `typealias Double = Float` shadows `Swift.Double` as a struct would.
                declaredTypeNames.append(alias.name)
            default:
                break
            }
        }
    }

    /// Whether a body declares `init?` or `init!` (directly or in `#if` clauses).
    static func hasFailableInitializer(_ members: [Member]) -> Bool {
        MemberWalk(members).containsInPlace { if case let .initializer(initializer) = $0.pointee { initializer.isFailable } else { false } }
    }

    /// The case names without associated values an enumeration body declares (also in `#if`
    /// clauses), in order: `E.name` is an `E` only for those.
    static func caseNames(_ members: [Member]) -> [String] {
        var names: [String] = []
        MemberWalk(members).forEachInPlace { member in
            switch member.pointee {
            case let .enumCase(declaration):
                // Most cases have no associated values: no filtered copy then, and the first
                // declaration's names are taken as they are (no copy).
                if declaration.namesWithAssociatedValues.isEmpty {
                    if names.isEmpty { names = declaration.names } else { names += declaration.names }
                } else {
                    names += declaration.names.filter { !declaration.namesWithAssociatedValues.contains($0) }
                }
            default: break
            }
        }
        return names
    }
}
