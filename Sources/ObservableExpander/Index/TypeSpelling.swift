import ObservableSyntax

/// Rewrites a type as declared (`Snapshot?`, `Self`, `[T]`, `Swift.Duration`) into how it is
/// written outside its declaration: nested names qualified by the scope that declares them
/// (`Memory.Snapshot?`), `Self` and the owner's generic parameters replaced
/// (`Box<Int>`, `[Int]`), a module prefix left out when nothing else of that name is declared
/// (`Duration`, as the compiler prints it). Nil when the type names a generic parameter that no
/// argument fixes (a generic function's result) or the type cannot be read.
///
/// Input: the declared type's text (tokens separated by single spaces where the source had
/// trivia), the member's declaring scope, and the owner as used (`TypeValue`). Output: Swift
/// source text of the type.
struct TypeSpelling {
    let index: DeclarationIndex
    /// Every name must be declared in the index (or be `Self`, a substituted parameter or a
    /// keyword): for members found through a protocol, whose types may name its associated
    /// types.
    var strict = false
    /// Where `spell(_:member:owner:)` keeps its answers for the run (the index's own
    /// `DeferredIndex`, whose index is `index`); nil: each spelled anew.
    var memo: DeferredIndex?

    /// The value an expression has: a type as written (`Box<Int>`), and its declaration.
    struct TypeValue {
        /// The qualified name the index declares, without module and generic arguments.
        var name: String
        /// How the type is written: `Memory.Snapshot`, `Box<Int>`, `Models.Visibility`.
        var type: TypeExpr
        /// Explicit generic arguments as written (empty when none).
        var arguments: [TypeExpr]

        var spelling: String { type.text }

        /// The value of the file scope (free functions, globals): no owner.
        static let none = TypeValue(name: "", type: TypeExpr(.opaque("")), arguments: [])
    }

    /// Words of a type that are not names to resolve.
    static let keywords: Set<String> = [
        "any", "some", "inout", "throws", "rethrows", "async", "sending", "borrowing", "consuming",
        "Any", "AnyObject", "Void", "Never", "Type", "Protocol", "each", "repeat", "isolated",
    ]

    /// What `spell(_:member:owner:)` reads: the answer is the same for equal keys in one index.
    struct MemoKey: Hashable {
        var type: TypeExpr
        var declaringScope: [String]
        var module: String?
        var ownGenericParameters: [String]
        var ownerName: String
        var ownerType: TypeExpr
        var ownerArguments: [TypeExpr]
        var strict: Bool
    }

    /// `type` as declared by `member` of `owner`, written for use anywhere in the module. The
    /// same member's type is spelled for the same owner again and again (`Int.max`, `Duration.zero`
    /// in every model), so the answer is kept in `memo` when there is one.
    func spell(_ type: TypeExpr, member: DeclarationIndex.MemberEntry, owner: TypeValue) -> TypeExpr? {
        guard let memo else { return spellAnew(type, member: member, owner: owner) }
        let key = MemoKey(type: type, declaringScope: member.declaringScope, module: member.module,
                          ownGenericParameters: member.ownGenericParameters, ownerName: owner.name, ownerType: owner.type,
                          ownerArguments: owner.arguments, strict: strict)
        return memo.spelled(key) { spellAnew(type, member: member, owner: owner) }
    }

    private func spellAnew(_ type: TypeExpr, member: DeclarationIndex.MemberEntry, owner: TypeValue) -> TypeExpr? {
        let parameters = index.typeEntries(owner.name)?.first?.genericParameters ?? []
        // A protocol's associated types are not known for the conforming type.
        let associated = member.declaringScope.last.flatMap { index.storedAssociatedTypes($0) ?? index.fallback?.shared.index.storedAssociatedTypes($0) } ?? []
        var substitutions: [String: TypeExpr] = ["Self": owner.type]
        if !parameters.isEmpty {
            if owner.arguments.count == parameters.count {
                for (parameter, argument) in zip(parameters, owner.arguments) { substitutions[parameter] = argument }
            }
        }
        return spell(type, scope: member.declaringScope, module: member.module, substitutions: substitutions,
                     unknown: Set(parameters).union(member.ownGenericParameters).union(associated))
    }

    /// The general form: names in `substitutions` are replaced; names in `unknown` (not
    /// substituted) make the result nil; other names are resolved in `scope`. Labels,
    /// attributes and effect words are not names. Nil also for a type kept as written
    /// (`.opaque`) that holds a name.
    func spell(_ type: TypeExpr, scope: [String], module: String?, substitutions: [String: TypeExpr], unknown: Set<String>) -> TypeExpr? {
        var result = type
        func each(_ types: [TypeExpr]) -> [TypeExpr]? {
            var spelled: [TypeExpr] = []
            spelled.reserveCapacity(types.count)
            for part in types {
                guard let done = spell(part, scope: scope, module: module, substitutions: substitutions, unknown: unknown) else { return nil }
                spelled.append(done)
            }
            return spelled
        }
        func one(_ part: TypeExpr) -> TypeExpr? { spell(part, scope: scope, module: module, substitutions: substitutions, unknown: unknown) }
        func elements(_ list: [TypeExpr.Element]) -> [TypeExpr.Element]? {
            guard let types = each(list.map(\.type)) else { return nil }
            return zip(list, types).map { TypeExpr.Element(labels: $0.labels, type: $1) }
        }
        switch type.kind {
        case let .named(components):
            return spell(components, spacing: type.spacing, scope: scope, module: module, substitutions: substitutions, unknown: unknown)
        case let .member(base, components):
            // A member after a type that is not a name is kept as written (`(any P).Type`).
            guard let base = one(base), let rest = arguments(of: components, each) else { return nil }
            result.kind = .member(base, rest)
        case let .optional(wrapped, iuo):
            guard let wrapped = one(wrapped) else { return nil }
            result.kind = .optional(wrapped, implicitlyUnwrapped: iuo)
        case let .array(element):
            guard let element = one(element) else { return nil }
            result.kind = .array(element)
        case let .dictionary(key, value):
            guard let key = one(key), let value = one(value) else { return nil }
            result.kind = .dictionary(key: key, value: value)
        case let .tuple(list):
            guard let list = elements(list) else { return nil }
            result.kind = .tuple(list)
        case let .function(function):
            guard let parameters = elements(function.parameters), let value = one(function.result) else { return nil }
            var thrown: TypeExpr?
            if let written = function.thrownType {
                guard let done = one(written) else { return nil }
                thrown = done
            }
            result.kind = .function(TypeExpr.Function(parameters: parameters, effects: function.effects, thrownType: thrown, result: value))
        case let .composition(parts):
            guard let parts = each(parts) else { return nil }
            result.kind = .composition(parts)
        case let .specified(word, inner):
            guard let inner = one(inner) else { return nil }
            result.kind = .specified(word, inner)
        case let .suppressed(inner):
            guard let inner = one(inner) else { return nil }
            result.kind = .suppressed(inner)
        case let .attributed(attribute, inner):
            guard let inner = one(inner) else { return nil }
            result.kind = .attributed(attribute, inner)
        case let .variadic(inner):
            guard let inner = one(inner) else { return nil }
            result.kind = .variadic(inner)
        case let .opaque(text):
            // Not read as a type: kept only when it names nothing (a value generic's `3`).
            return text.utf8.contains(where: Self.isIdentifierStart) ? nil : type
        }
        return result
    }

    /// `components` with every generic argument spelled.
    private func arguments(of components: [TypeExpr.Component], _ each: ([TypeExpr]) -> [TypeExpr]?) -> [TypeExpr.Component]? {
        var spelled = components
        for n in spelled.indices where spelled[n].hasArgumentClause {
            guard let arguments = each(spelled[n].arguments) else { return nil }
            spelled[n].arguments = arguments
        }
        return spelled
    }

    /// A name: its leading path (up to the first component with generic arguments, or `Type`/
    /// `Protocol`) substituted or resolved; later components are members of it, as written.
    private func spell(_ components: [TypeExpr.Component], spacing: UInt64?, scope: [String], module: String?,
                       substitutions: [String: TypeExpr], unknown: Set<String>) -> TypeExpr? {
        var pathCount = 1
        while pathCount < components.count, !components[pathCount - 1].hasArgumentClause,
              components[pathCount - 1].name != "Type", components[pathCount - 1].name != "Protocol" {
            pathCount += 1
        }
        let each: ([TypeExpr]) -> [TypeExpr]? = { types in
            var spelled: [TypeExpr] = []
            for part in types {
                guard let done = self.spell(part, scope: scope, module: module, substitutions: substitutions, unknown: unknown) else { return nil }
                spelled.append(done)
            }
            return spelled
        }
        guard let rest = arguments(of: components, each) else { return nil }
        let first = components[0].name
        if let substitute = substitutions[first] {
            if components.count == 1 { return substitute }
            // `T.Element`: `Box<Int>.Element` for a plain name, else `(T?).Element`.
            let after = Array(rest.dropFirst())
            if substitute.nominal != nil, let named = substitute.components {
                return Self.joined(named, substitute.spacing, after, from: Self.pieceCount(rest.prefix(1)), spacing)
            }
            let base = TypeExpr(.tuple([TypeExpr.Element(type: substitute)]))
            return TypeExpr(.member(base, after), spacing: spacing.map { Self.shift($0, from: Self.pieceCount(rest.prefix(1)), to: 1) })
        }
        if unknown.contains(first) { return nil }
        if Self.keywords.contains(first) && pathCount == 1 { return TypeExpr(.named(rest), spacing: spacing) }
        guard let name = written(components.prefix(pathCount).map(\.name), scope: scope, module: module) else { return nil }
        let path = components.prefix(pathCount).map(\.name)
        if name.utf8.count == path.reduce(pathCount - 1, { $0 + $1.utf8.count }), name == path.joined(separator: ".") {
            return TypeExpr(.named(rest), spacing: spacing) // unchanged: the written spacing stays
        }
        // The resolved path, then the path's arguments and the rest as written.
        var resolved = TypeExpr.name(name).components!
        resolved[resolved.count - 1].arguments = rest[pathCount - 1].arguments
        resolved[resolved.count - 1].hasArgumentClause = rest[pathCount - 1].hasArgumentClause
        let after = Array(rest.dropFirst(pathCount))
        let end = Self.pieceCount(rest.prefix(pathCount - 1)) + (pathCount > 1 ? 1 : 0) + 1 // past the path's last name
        let resolvedEnd = 2 * resolved.count - 1
        return TypeExpr(.named(resolved + after),
                        spacing: spacing.map { Self.shift($0, from: end, to: resolvedEnd) })
    }

    // MARK: - Spacing of rebuilt names

    /// How many pieces (`TypeExpr+Printing`) `components` print as.
    static func pieceCount<C: Collection>(_ components: C) -> Int where C.Element == TypeExpr.Component {
        var count = 0
        for (n, component) in components.enumerated() {
            count += n > 0 ? 2 : 1
            if component.hasArgumentClause { count += 2 + max(0, 2 * component.arguments.count - 1) }
        }
        return count
    }

    /// Spacing bits from piece `from` on, moved to start at piece `to` (lower bits cleared).
    static func shift(_ spacing: UInt64, from: Int, to: Int) -> UInt64 {
        guard from < 64, to < 64 else { return 0 }
        return (spacing >> UInt64(from)) << UInt64(to)
    }

    /// The spacing a made name prints with, as bits: a space after each `,` of its arguments.
    static func canonicalSpacing(_ components: [TypeExpr.Component]) -> UInt64 {
        var bits: UInt64 = 0
        var piece = 0
        for (n, component) in components.enumerated() {
            piece += n > 0 ? 2 : 1
            guard component.hasArgumentClause else { continue }
            piece += 1 // `<`
            for m in component.arguments.indices {
                if m > 0 {
                    piece += 1 // `,`
                    if piece < 64 { bits |= 1 << UInt64(piece) }
                }
                piece += 1
            }
            piece += 1 // `>`
        }
        return bits
    }

    /// `head` (a substitute's components) followed by `tail`, the components after piece
    /// `from` of a written name with `spacing`: each part keeps its spacing.
    static func joined(_ head: [TypeExpr.Component], _ headSpacing: UInt64?, _ tail: [TypeExpr.Component], from: Int,
                       _ spacing: UInt64?) -> TypeExpr {
        if headSpacing == nil && spacing == nil { return TypeExpr(.named(head + tail)) }
        let start = pieceCount(head)
        let headBits = (headSpacing ?? canonicalSpacing(head)) & (start >= 64 ? ~0 : (1 << UInt64(start)) - 1)
        let tailBits = spacing.map { shift($0, from: from, to: start) } ?? shift(canonicalSpacing(head + tail), from: start, to: start)
        return TypeExpr(.named(head + tail), spacing: headBits | tailBits)
    }

    /// How `path` (written in `scope` of `module`) is written from anywhere: the qualified name
    /// it resolves to, with a module prefix only where another declaration of the name would
    /// capture it. A name the index does not declare is kept as written.
    func written(_ path: [String], scope: [String], module: String?) -> String? {
        written(path, resolved: index.resolve(path, in: scope), module: module)
    }

    /// `written(path, scope:, module:)` for a path already resolved (`resolved`: what
    /// `index.resolve(path, in: scope)` gave).
    func written(_ path: [String], resolved: String?, module: String?) -> String? {
        guard let resolved else { return strict ? nil : path.joined(separator: ".") }
        let entries = index.typeEntries(resolved) ?? []
        let declaringModules = Set(entries.map(\.module))
        let explicitModule = path.count > 1 && !resolved.hasPrefix(path[0]) ? path[0] : nil
        if declaringModules.count > 1, let explicitModule { return explicitModule + "." + resolved }
        if declaringModules.count > 1, let module { return module + "." + resolved }
        return resolved
    }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c == UInt8(ascii: "`") || c >= 0x80
    }

    /// Splits `Name<A, B>` into the name and its top-level generic arguments; nil for anything
    /// but a nominal type (optionals, arrays, tuples, functions). For texts that are no
    /// declaration's type (migration's inferred types).
    static func nominal(_ type: String) -> (name: String, arguments: [String])? {
        TypeExprParser.parse(text: type).nominal.map { ($0.name, $0.arguments.map(\.text)) }
    }
}

extension String {
    /// Without leading and trailing spaces.
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
