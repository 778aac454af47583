import ObservableSyntax

/// Swift Testing's `#require(e)` (`let item = try #require(try manager.load())`): the macro
/// returns `e`'s value unwrapped (`#require(_ optionalValue: T?) -> T`), so a local bound to it
/// has `e`'s type without its optionality (review 18c/01, threema-ios: `loadedItem.$identity` of
/// a struct's wrapper read as a class's publisher). Its other form, `#require(_ condition:
/// Bool)`, returns nothing.
extension MigrationPlanner {
    /// The value `e` of `#require(e)` when tokens `first...last` of `file` are exactly that
    /// macro with unlabelled arguments (`#require(e)`, `#require(e, "why")`), `try` and `await`
    /// before `e` skipped; nil otherwise (`#require(throws: E.self) { … }` is another form).
    func requireMacroValue(file: Int, first: Int, last: Int) -> (first: Int, last: Int)? {
        let source = sources[file]
        guard first + 2 < last, source.kind(first) == .poundKeyword, source.text(first) == "#require",
              source.kind(first + 1) == .leftParen, source.closingBracket(of: first + 1) == last else { return nil }
        let arguments = arguments(open: first + 1, close: last, in: source)
        guard let value = arguments.first, value.label == "_", arguments.dropFirst().allSatisfy({ $0.label == "_" }) else { return nil }
        var start = value.value.first
        while start < value.value.last, source.isWord(start, "try") || source.isWord(start, "await") {
            start += 1
            if source.kind(start) == .operator, source.text(start) == "?" || source.text(start) == "!" { start += 1 }
        }
        return (start, value.value.last)
    }

    /// The type of `#require(e)` at tokens `first...last` of `file`: the type `argumentType` or
    /// `ownMethodCallResultType` tells for `e` (types are read without their optionality, as
    /// the macro unwraps); nil when it is not that macro, `e` cannot be typed, or `e` is a
    /// `Bool` condition (that form returns nothing).
    func requireMacroType(file: Int, first: Int, last: Int) -> String? {
        guard let value = requireMacroValue(file: file, first: first, last: last) else { return nil }
        guard var type = argumentType(file: file, first: value.first, last: value.last)
                ?? ownMethodCallResultType(file: file, first: value.first, last: value.last) else { return nil }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type == "Bool" || type == "Swift.Bool" ? nil : type
    }
}
