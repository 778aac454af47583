import ObservableSyntax

/// A local bound to the `wrappedValue` of a SwiftUI wrapper struct declared with its argument
/// written (review 17b/06, ios-kMail: `let resolvedIntent = State<ResolvedIntent?>()`, then
/// `if let resolvedIntent = resolvedIntent.wrappedValue { … .environmentObject(resolvedIntent.mailboxManager) }`):
/// `State<T>`, `Binding<T>`, `Bindable<T>`, `FocusState<T>`, `GestureState<T>`,
/// `AppStorage<T>` and `SceneStorage<T>` declare `wrappedValue: T`, so the local is typed `T`
/// (an optional unwrapped: the class it names is the same).
extension MigrationPlanner {
    /// The SwiftUI wrapper structs whose `wrappedValue` has the type of their generic argument.
    static let argumentValueWrappers: Set<String> = ["State", "Binding", "Bindable", "FocusState", "GestureState", "AppStorage", "SceneStorage"]

    /// The type key of local `name` at token `index` of `file` when its last declaration in
    /// `scope` before `index` (`let`, `var`, `if let`, `guard let`) is `name = other.wrappedValue`
    /// and nothing more, with `other` a stored property of an enclosing type (not hidden by a
    /// local) declared `other: W<T>` or `other = W<T>(…)` for one of `argumentValueWrappers`; nil otherwise.
    func wrappedValueLocalType(of name: String, file: Int, scope: TokenSpan, token index: Int) -> String? {
        let source = sources[file]
        var declaration: Int?
        var j = max(1, scope.first)
        while j < min(index, scope.last) {
            if source.kind(j) == .identifier, source.text(j) == name, source.kind(j - 1) != .period,
               source.isWord(j - 1, "let") || source.isWord(j - 1, "var"), source.isVisible(j, at: index) {
                declaration = j
            }
            j += 1
        }
        guard let d = declaration, d + 4 < source.tokens.count, source.kind(d + 1) == .equal, source.kind(d + 2) == .identifier,
              source.kind(d + 3) == .period, source.isWord(d + 4, "wrappedValue") else { return nil }
        let after = d + 5
        guard after >= source.tokens.count || source.tokens[after].isAtStartOfLine || source.isWord(after, "else")
                || [.leftBrace, .comma, .semicolon, .rightBrace, .endOfFile].contains(source.kind(after)) else { return nil }
        let other = source.text(d + 2)
        // A local, parameter or closure parameter of that name before the declaration is not the property.
        if bindsLocally(other, file: file, token: d - 1) { return nil }
        for k in catalogue.enclosingSites(file: file, token: index) {
            for body in [k] + catalogue.bodies(of: catalogue.sites[k].key).filter({ $0 != k }) {
                let site = catalogue.sites[body]
                let declaring = sources[site.file]
                for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                    for binding in variable.bindings where self.name(of: binding, in: declaring) == other {
                        guard let written = binding.typeAnnotation.map({ declaring.sourceText($0) }) ?? binding.initializer.map({ declaring.sourceText($0) }),
                              let argument = Self.wrapperArgument(written, annotation: binding.typeAnnotation != nil) else { return nil }
                        return typeKey(argument, file: site.file, token: binding.initializer?.first ?? binding.typeAnnotation?.first ?? 0)
                    }
                }
            }
        }
        return nil
    }

    /// `T` of `State<T>` (an annotation) or `State<T>(…)` (an initializer), `SwiftUI.` allowed,
    /// when `T` is a plain (dotted) type name, optional or not (`?`/`!` dropped); nil otherwise.
    static func wrapperArgument(_ written: String, annotation: Bool) -> String? {
        var text = Substring(written.filter { !$0.isWhitespace })
        if text.hasPrefix("SwiftUI.") { text = text.dropFirst("SwiftUI.".count) }
        guard let open = text.firstIndex(of: "<"), argumentValueWrappers.contains(String(text[..<open])),
              let close = text.lastIndex(of: ">"), open < close else { return nil }
        let rest = text[text.index(after: close)...]
        guard annotation ? rest.isEmpty : rest.hasPrefix("(") else { return nil }
        var argument = text[text.index(after: open) ..< close]
        while argument.hasSuffix("?") || argument.hasSuffix("!") { argument = argument.dropLast() }
        guard let first = argument.first, first.isLetter || first == "_",
              argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(argument)
    }
}
