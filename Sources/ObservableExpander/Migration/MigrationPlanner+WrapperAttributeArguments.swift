import ObservableSyntax

/// The attribute form of a generic property wrapper's initializer (review 18c/04b): `@W var
/// inner: Inner = Inner()` calls `W(wrappedValue: Inner())`, so it passes `Inner` to `W` as
/// the call form does. When `W` is written against `ObservableObject` (`struct W<Value:
/// ObservableObject>`, or an initializer's `where Value: ObservableObject`), the wrapped
/// property's type is an argument of the generic rule: a class of the run stays (reported at
/// the attribute) unless `W` moves to Observation with it; a type that cannot be told keeps
/// every class. Rule: README, migrate table, row `struct Panel<Model: ObservableObject>`.
extension MigrationPlanner {
    /// The blocker of the property that attribute `@Name` at token `attribute` (the name's
    /// token, after its `@`) of `file` wraps, when `owner` receives a wrapped value (its
    /// `wrappedValue` is written against a generic parameter, or no label could be told);
    /// nil when the token is no attribute of a `var`/`let`, or the property holds no class of
    /// the run.
    func wrapperAttributeBlocker(owner: GenericOwner, file: Int, attribute: Int, candidates: [String]) -> MigrationBlocker? {
        let source = sources[file]
        let start = writtenPathStart(file: file, token: attribute)
        guard start > 0, source.kind(start - 1) == .atSign, owner.labels.isEmpty || owner.labels.contains("wrappedValue"),
              let keyword = attributedKeyword(after: attribute, in: source) else { return nil }
        // `@Watched(Store.shared, \.count) var count: Int`: the wrapped value binds `Value`, a
        // parameter not written against `ObservableObject`; `@Watched<Item, [Int]?>`: the written
        // arguments tell the types (read by the caller). Review 25a/01-02.
        if !wrappedValuePassesObservable(owner: owner) { return nil }
        if source.kind(attribute + 1) == .operator && source.firstByte(attribute + 1) == UInt8(ascii: "<") { return nil }
        // The type cannot be told: every class may be passed, and the message says so.
        let untold = { (classes: [String]) in MigrationBlocker(kind: .genericUntoldArgument, name: owner.name, file: file, token: attribute, classes: classes) }
        // A stored property of a type or of the file: the binding the parser read.
        if let binding = attributedBinding(keyword: keyword, file: file) {
            guard let type = resolvedType(of: binding, file: file) else { return untold(candidates) }
            return typedArgumentBlocker(type, owner: owner, file: file, token: attribute, candidates: candidates)
        }
        // A local (`@W var x: T = …` in a body): its annotation or its initializer's call.
        let name = keyword + 1
        guard source.kind(name) == .identifier else { return untold(candidates) }
        var end = name + 2
        while end + 1 < source.tokens.count, !source.tokens[end + 1].isAtStartOfLine,
              ![.equal, .leftBrace, .endOfFile, .semicolon].contains(source.kind(end + 1)) { end += 1 }
        // The type as written (`CheckOutPanel.Model()`), resolved in the scopes of the use (review 47/04).
        if source.kind(name + 1) == .colon, end < source.tokens.count, let type = source.writtenTypeName(ofAnnotation: TokenSpan(name + 2, end)) {
            return typedArgumentBlocker(typeKey(type, file: file, token: name + 2), owner: owner, file: file, token: attribute, candidates: candidates)
        }
        if source.kind(name + 1) == .equal, let type = source.writtenTypeName(ofCallAt: name + 2, end: min(name + 40, source.tokens.count - 1)) {
            return typedArgumentBlocker(typeKey(type, file: file, token: name + 2), owner: owner, file: file, token: attribute, candidates: candidates)
        }
        return untold(candidates)
    }

    /// The `var`/`let` that the attribute whose name is token `attribute` is written on: past
    /// its arguments, the other attributes and the modifiers; nil when a `func`, `init` or
    /// anything else comes first.
    func attributedKeyword(after attribute: Int, in source: MigrationSource) -> Int? {
        var k = attribute + 1
        while k < source.tokens.count {
            switch source.kind(k) {
            case .period where source.kind(k + 1) == .identifier: k += 2
            case .operator where source.firstByte(k) == UInt8(ascii: "<"):
                var depth = 0
                while k < source.tokens.count {
                    if source.kind(k) == .operator { depth += source.angleDelta(k) }
                    k += 1
                    if depth <= 0 { break }
                }
            case .leftParen:
                guard let close = source.closingBracket(of: k) else { return nil }
                k = close + 1
            case .atSign:
                k += 2
            case .identifier:
                if source.isWord(k, "var") || source.isWord(k, "let") { return k }
                guard Self.declarationModifiers.contains(source.text(k)) else { return nil }
                k += 1
            default:
                return nil
            }
        }
        return nil
    }

    /// The words that may stand between a declaration's attributes and its introducer
    /// (`var`/`let`, or a type's: `indirect`).
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "lazy", "weak", "unowned",
        "final", "override", "nonisolated", "dynamic", "required", "mutating", "nonmutating", "optional", "convenience", "indirect",
    ]

    /// The binding of the type member or file-scope variable whose `var`/`let` is token `keyword`.
    func attributedBinding(keyword: Int, file: Int) -> PatternBinding? {
        var variables = ModelCatalogue.variables(sources[file].tree.members)
        for k in catalogue.sitesByFile[file] { variables += ModelCatalogue.variables(catalogue.sites[k].declaration.members) }
        return variables.first { $0.keyword == keyword }?.bindings.first
    }
}
