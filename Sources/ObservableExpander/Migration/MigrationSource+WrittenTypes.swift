import ObservableSyntax

/// Type names as written at a view or model site, qualification kept (`Feed.ViewModel`), for
/// `MigrationPlanner.typeKey` to resolve through the index in the site's scopes.
extension MigrationSource {
    /// The dotted name a type annotation starts with (`Feed.ViewModel` of `Feed.ViewModel?`,
    /// `any P` -> `P`); nil when it starts with no name (a tuple, a function type).
    func writtenTypeName(ofAnnotation span: TokenSpan) -> String? {
        var j = span.first
        while j <= span.last && (isWord(j, "any") || isWord(j, "some")) { j += 1 }
        guard j <= span.last, kind(j) == .identifier else { return nil }
        // `Panel<Never>.Model`: the member, not `Panel`.
        if let path = genericMemberPath(ofAnnotation: TokenSpan(j, span.last)) { return path.joined(separator: ".") }
        return dottedName(from: j, end: span.last)
    }

    /// The dotted name of the type an initializer call creates (`Feed.ViewModel()`,
    /// `App.Counter.init()`), when `typeName(ofCallAt:end:)` takes the span for one.
    func writtenTypeName(ofCallAt start: Int, end: Int) -> String? {
        if let path = genericMemberCallPath(at: start, end: end) { return path.joined(separator: ".") }
        guard typeName(ofCallAt: start, end: end) != nil else { return nil }
        return dottedName(from: start, end: end)
    }

    /// `A.B.C` from token `start`: names joined by periods, `init` not taken.
    private func dottedName(from start: Int, end: Int) -> String {
        var name = text(start)
        var j = start
        while j + 2 <= end && kind(j + 1) == .period && kind(j + 2) == .identifier && !isWord(j + 2, "init") {
            j += 2
            name += "." + text(j)
        }
        return name
    }

    /// The name token of `x` or `self.x` spanning tokens `first...last`; nil for any other shape.
    func nameOrSelfMember(first: Int, last: Int) -> Int? {
        if first == last, kind(first) == .identifier { return first }
        if last == first + 2, isWord(first, "self"), kind(first + 1) == .period, kind(last) == .identifier { return last }
        return nil
    }
}
