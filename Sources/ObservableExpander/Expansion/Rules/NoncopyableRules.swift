import ObservableSyntax

/// The noncopyable rules (issue 29). Swift 6.3 answers, checked with `swiftc -c`:
/// - `access(keyPath: \.x)` needs a `KeyPath<C, T>`, and a key path's value must be `Copyable`:
///   a tracked property whose type is noncopyable cannot be observed (the macro's output stops
///   with "requires that 'T' conform to 'Copyable'"), so it is a located error.
/// - An extension of a class generic over `Element: ~Copyable` implies `Element: Copyable`:
///   the macro's `extension B: Observable {}` makes a conditional conformance, and the
///   registrar's calls (which need `B: Observable` for every `Element`) fail. The conformance
///   written here restates the suppression: `where Element: ~Copyable`.
extension ObservationRules {
    /// The protocols whose implied requirement a generic parameter can suppress with `~`.
    static let suppressibleProtocols: Set<String> = ["Copyable", "Escapable"]

    /// The generic parameters of `type` (a class) whose `Copyable` or `Escapable` is suppressed,
    /// in its generic parameter clause (`<Element: ~Copyable>`) or its `where` clause, with the
    /// protocol, in order of appearance: `["Element: ~Copyable"]`, as a `where` clause states it.
    static func suppressedRequirements<Source: TokenQueries>(of type: TypeDeclaration, in source: Source) -> [String] {
        guard !type.genericParameters.isEmpty, let first = type.nameToken, let brace = type.leftBrace else { return [] }
        let parameters = Set(type.genericParameters.map(\.name))
        var requirements: [String] = []
        var subject: String?
        var i = first + 1
        while i < brace {
            switch source.kind(i) {
            case .colon:
                // The name the requirement is on: `Element:` (not `>:`, the inheritance clause).
                subject = source.kind(i - 1) == .identifier ? source.text(i - 1) : nil
            case .comma, .leftBrace:
                subject = nil
            case .operator where source.text(i) == "~" && i + 1 < brace && source.kind(i + 1) == .identifier:
                let name = source.text(i + 1)
                if let subject, parameters.contains(subject), suppressibleProtocols.contains(name) {
                    let requirement = subject + ": ~" + name
                    if !requirements.contains(requirement) { requirements.append(requirement) }
                }
            default:
                break
            }
            i += 1
        }
        return requirements
    }

    /// The type named by a property's type `spelled` (as written or inferred) once optionality
    /// is removed: `NC?` and `NC!` name `NC` (an `Optional` of a noncopyable type is itself
    /// noncopyable); nil when it is not a plain name (`[NC]`, `(NC, Int)`, `Box<NC>`).
    static func noncopyableCandidate(_ spelled: String) -> String? {
        var name = Substring(spelled).drop { $0 == " " }
        while let last = name.last, last == "?" || last == "!" || last == " " { name = name.dropLast() }
        guard let head = name.first, head.isLetter || head == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(name)
    }
}
