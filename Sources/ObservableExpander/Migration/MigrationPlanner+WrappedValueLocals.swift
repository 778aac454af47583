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
    /// and nothing more, with `other` declared `other: W<T>` or `other = W<T>(…)` for one of
    /// `argumentValueWrappers` (`wrappedValueType`); nil otherwise.
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
              source.kind(d + 3) == .period else { return nil }
        // `= binding.wrappedValue` or `= self.binding.wrappedValue` (review 48/4).
        let viaSelf = source.isWord(d + 2, "self") && source.kind(d + 4) == .identifier && source.kind(d + 5) == .period
        let value = viaSelf ? d + 4 : d + 2
        guard source.isWord(value + 2, "wrappedValue") else { return nil }
        let after = value + 3
        guard after >= source.tokens.count || source.tokens[after].isAtStartOfLine || source.isWord(after, "else")
                || [.leftBrace, .comma, .semicolon, .rightBrace, .endOfFile].contains(source.kind(after)) else { return nil }
        // Read before the declaration: `guard let intent = intent.wrappedValue` reads the property.
        return wrappedValueType(ofValue: source.text(value), file: file, token: d, property: viaSelf)
    }

    /// `other.wrappedValue` or `self.other.wrappedValue` as an expression (tokens `first...last`
    /// of `file`, an argument): the type key of `T` when `other` is declared with `W<T>`
    /// (`wrappedValueType`; after `self.`, the stored property only); nil for any other shape
    /// (review 47/01, Xit: `DialogButtonRow(validator: binding.wrappedValue)`; 48/4: `self.`).
    func wrappedValueChainType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        let viaSelf = last == first + 4 && source.isWord(first, "self") && source.kind(first + 1) == .period
        let value = viaSelf ? first + 2 : first
        guard last == value + 2, source.kind(value) == .identifier, source.kind(value + 1) == .period, source.isWord(last, "wrappedValue"),
              source.text(value).first?.isUppercase == false else { return nil }
        return wrappedValueType(ofValue: source.text(value), file: file, token: value, property: viaSelf)
    }

    /// The type key of `T` when value `other`, as seen at token `index` of `file`, is declared
    /// `other: W<T>` or `other = W<T>(…)` for one of `argumentValueWrappers`: a parameter of the
    /// enclosing function or initializer (review 47/01, Xit: `for binding: Binding<AccountInfo>`),
    /// a local, or a stored property of an enclosing type, as `writtenValueType` finds its
    /// declaration (a local whose type is not written hides the property). Nil otherwise.
    func wrappedValueType(ofValue other: String, file: Int, token index: Int, property: Bool = false) -> String? {
        // A closure parameter or loop variable of the name: its type is not written where the scan reads.
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        let start = enclosing.flatMap { Self.memberStart(in: catalogue.sites[$0].declaration.members, holding: index) ?? catalogue.sites[$0].declaration.leftBrace } ?? 0
        if !property && scopedBinder(of: other, file: file, token: index, from: start) != nil { return nil }
        return writtenValueType(ofValue: other, file: file, token: index, property: property) { text, scope in
            Self.wrapperArgument(text, annotation: true).map { typeKey($0, scope: scope, file: file) }
        }
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
