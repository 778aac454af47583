import ObservableSyntax

/// A member type named after generic arguments (`Panel<Never>.Model`, `Outer<Int>.Store()`),
/// read as the type value (`TypeExpr`) the parser makes, so that migrate resolves the member
/// (`Panel.Model`) and not the generic type it is nested in.
extension MigrationSource {
    /// The component names of the type that starts at `span.first` (`?`/`!` and a leading
    /// `any`/`some` looked through), generic arguments dropped: `["Panel", "Model"]` for
    /// `Panel<Never>.Model?`. Nil unless a component before the last has generic arguments
    /// (every other written name is read as before, by `writtenTypeName`).
    func genericMemberPath(ofAnnotation span: TokenSpan) -> [String]? {
        var parser = TypeExprParser(tokens: tokens, bytes: bytes)
        guard span.first <= span.last, let leading = parser.parseLeading(span) else { return nil }
        return Self.genericMemberPath(of: leading.type)
    }

    /// The component names of `type` when it is (an optional of) a name one of whose
    /// components before the last has generic arguments; nil otherwise.
    static func genericMemberPath(of type: TypeExpr) -> [String]? {
        switch type.kind {
        case let .optional(wrapped, _): return genericMemberPath(of: wrapped)
        case let .specified(word, wrapped) where word == "any" || word == "some": return genericMemberPath(of: wrapped)
        case let .named(components):
            guard components.count > 1, components.dropLast().contains(where: \.hasArgumentClause) else { return nil }
            return components.map(\.name)
        default: return nil
        }
    }

    /// The component names of the type an initializer call on a member type after generic
    /// arguments creates: `Outer<Int>.Store(…)`, `Outer<Int>.Store.init(…)`,
    /// `Outer<Int>.Box<T>(…)`, the call ending at `end`. Nil for anything else, and when the
    /// last name starts in lowercase (`Box<Int>.make()`, a static function's call).
    func genericMemberCallPath(at start: Int, end: Int) -> [String]? {
        guard start <= end, kind(start) == .identifier else { return nil }
        var parser = TypeExprParser(tokens: tokens, bytes: bytes)
        guard let leading = parser.parseLeading(TokenSpan(start, end)), case .named = leading.type.kind,
              var path = Self.genericMemberPath(of: leading.type) else { return nil }
        // `.init` read as a last component: the initializer, not a member type.
        if path.count > 2, path.last == "init" { path.removeLast() }
        guard let first = path.last?.unicodeScalars.first, first.properties.isUppercase else { return nil }
        var j = leading.last + 1
        if j + 1 <= end && kind(j) == .period && isWord(j + 1, "init") { j += 2 }
        guard j <= end, kind(j) == .leftParen, let close = closingBracket(of: j), close == end else { return nil }
        return path
    }
}
