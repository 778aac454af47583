import ObservableSyntax

/// Which mentions of a generic function's name are calls of it (review 24c/03, SwiftUIX: `case
/// .insert(let offset, let element, _)` of `CollectionDifference.Change`, and a Set's
/// `.insert(x)`, were taken as calls of a private `insert<B: ObservableObject>(_:withKey:)` in
/// another file: every class was kept, or with one class the unrelated function's constraint
/// was rewritten and its caller no longer built). A mention is a call of the function only when
/// the compiler could pick it there: a call (not a `case` pattern nor an implicit member of an
/// instance method), in its file when it is `private`/`fileprivate`, with its argument labels
/// and count (parameters with a default value, variadic ones and trailing closures aside), and
/// on its type: `self`, `Self`, the type's name, a value whose type is told to be it, a receiver
/// whose type cannot be told, or no receiver inside the type (or a type that names it in its
/// clause). A free function is never called on a value. Rule: Swift's overload resolution
/// (visibility, argument labels, member lookup on the receiver's type) comes before a
/// generic constraint decides anything.
extension MigrationPlanner {
    /// What a call of a generic function must match: see the extension's comment.
    struct GenericCallShape: Equatable {
        /// One parameter: its label (`_` when none), whether it has a default value, whether it
        /// is variadic.
        struct Slot: Equatable {
            var label: String
            var defaulted: Bool
            var variadic: Bool
        }

        var parameters: [Slot]
        /// `private` or `fileprivate`: called in its own file only.
        var fileOnly: Bool
        /// The key of the type that declares it (an extension's: the extended type's); nil at
        /// file scope.
        var typeKey: String?
        /// `static`/`class`: may be called as an implicit member (`.make(…)`).
        var isStatic: Bool
    }

    /// The call shape of `function`, declared in `file`.
    func callShape(of function: FunctionDeclaration, file: Int) -> GenericCallShape {
        let source = sources[file]
        let slots = function.parameters.map { parameter -> GenericCallShape.Slot in
            guard let type = parameter.type else { return .init(label: parameter.label, defaulted: false, variadic: false) }
            let after = type.last + 1
            let variadic = source.text(type.last) == "..." || (after < source.tokens.count && source.text(after) == "...")
            let equal = variadic ? after + 1 : after
            let defaulted = equal < source.tokens.count && source.kind(equal) == .equal
            return .init(label: parameter.label, defaulted: defaulted, variadic: variadic)
        }
        let fileOnly = function.modifiers.contains { $0.name == "private" || $0.name == "fileprivate" }
        let typeKey = catalogue.enclosingSites(file: file, token: function.head.keyword).first.map { catalogue.sites[$0].key }
        return GenericCallShape(parameters: slots, fileOnly: fileOnly, typeKey: typeKey, isStatic: function.head.isStatic)
    }

    /// Whether the mention of `owner`'s name at token `j` of `file` may be a call of the function
    /// whose shape is `shape`.
    func mayCall(_ shape: GenericCallShape, owner: GenericOwner, file: Int, token j: Int) -> Bool {
        let source = sources[file]
        guard j + 1 < source.tokens.count, source.kind(j + 1) == .leftParen, let close = source.closingBracket(of: j + 1) else { return false }
        if shape.fileOnly && file != owner.file { return false }
        let labels = arguments(open: j + 1, close: close, in: source).map(\.label)
        let trailing = close + 1 < source.tokens.count && source.kind(close + 1) == .leftBrace
        guard Self.labelsMatch(labels, shape.parameters, trailingClosure: trailing) else { return false }
        guard j > 0, source.kind(j - 1) == .period else {
            // No receiver: a free function, or inside the type (or one naming it in its clause).
            guard let typeKey = shape.typeKey else { return true }
            return catalogue.enclosingSites(file: file, token: j).contains { k in
                catalogue.sites[k].key == typeKey || catalogue.sites[k].declaration.inheritance.contains { $0.components.last == simpleName(of: typeKey) }
            }
        }
        guard j >= 2, Self.endsExpression(j - 2, in: source) else {
            // `.insert(…)` with nothing before: an implicit member (`case .insert(let x)`), which
            // names a static function or an enumeration case, never an instance method.
            return shape.isStatic
        }
        let receiver = j - 2
        let single = receiver == 0 || source.kind(receiver - 1) != .period
        guard let typeKey = shape.typeKey else {
            // A free function called as `Module.name(…)`: a capitalised name no type of the run has.
            return single && TypeInference.startsUppercase(source.text(receiver)) && catalogue.keysBySimpleName[source.text(receiver)] == nil
        }
        guard single, source.kind(receiver) == .identifier else { return true }
        let name = source.text(receiver)
        if name == "self" || name == "Self" || name == "super" { return true }
        if name == simpleName(of: typeKey) { return true }
        if TypeInference.startsUppercase(name), catalogue.keysBySimpleName[name] != nil {
            return catalogue.typesByName[name]?.contains { catalogue.sites[$0].declaration.inheritance.contains { $0.components.last == simpleName(of: typeKey) } } ?? false
        }
        guard let type = resolveType(of: name, file: file, token: receiver) else { return true }
        if type == typeKey || type == simpleName(of: typeKey) { return true }
        return catalogue.typesByName[type]?.contains { catalogue.sites[$0].declaration.inheritance.contains { $0.components.last == simpleName(of: typeKey) } } ?? false
    }

    /// The last component of a type key (`Outer.Inner` → `Inner`).
    func simpleName(of key: String) -> String {
        key.split(separator: ".").last.map(String.init) ?? key
    }

    /// Whether argument labels `labels` (in order, `_` for none) fill `parameters`: each label
    /// in turn takes the next parameter of its label; a parameter with a default value, a
    /// variadic one, or (with a trailing closure) any after the last argument may be left out;
    /// a variadic parameter also takes the unlabelled arguments after it.
    static func labelsMatch(_ labels: [String], _ parameters: [GenericCallShape.Slot], trailingClosure: Bool) -> Bool {
        var i = 0
        for parameter in parameters {
            if i < labels.count && labels[i] == parameter.label {
                i += 1
                if parameter.variadic { while i < labels.count && labels[i] == "_" { i += 1 } }
                continue
            }
            if parameter.defaulted || parameter.variadic || (trailingClosure && i == labels.count) { continue }
            return false
        }
        return i == labels.count
    }

    /// Words after which a `.` starts an implicit member, not a member of a value.
    static let expressionStarters: Set<String> = [
        "case", "return", "in", "try", "await", "throw", "where", "else", "if", "guard", "while",
        "switch", "is", "as", "let", "var", "yield", "repeat", "defer", "do", "catch", "some", "any",
    ]

    /// Whether token `k` may end an expression (so a `.` after it reads a member of its value).
    static func endsExpression(_ k: Int, in source: MigrationSource) -> Bool {
        switch source.kind(k) {
        case .identifier: return !expressionStarters.contains(source.text(k))
        case .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral, .rightParen, .rightSquare, .rightBrace: return true
        // `x?.insert`, `x!.insert`: a postfix operator glued to its operand.
        case .operator: return (source.text(k) == "?" || source.text(k) == "!") && source.isGluedToPrevious(k)
        default: return false
        }
    }

    /// Whether an argument passes no class at all (`nil`): it tells nothing and keeps nothing.
    func passesNoClass(_ value: TokenSpan, in source: MigrationSource) -> Bool {
        value.first == value.last && source.isWord(value.first, "nil")
    }
}
