/// A type as a value: what a written type means (`Memory.Snapshot?`, `[String: Int]`,
/// `(a: Int, String)`, `@Sendable (Int) async throws -> Bool`, `some View & Sendable`), made by
/// `TypeExprParser` from a type's tokens, or by the tool for a type it writes itself.
///
/// It is for reasoning (substituting `Self` and generic parameters, resolving names, telling an
/// optional from a tuple); the text is made in one place, `TypeExpr.text` (TypeExpr+Printing).
/// A parsed type keeps where its tokens had trivia (`spacing`), so that its text is the written
/// one with trivia reduced to single spaces, byte for byte as `normalizedText` gives it; a type
/// the tool makes (`spacing` nil) prints in the compiler's spelling (`[K: V]`, `(A, B) -> C`).
package struct TypeExpr: Sendable, Hashable {
    /// Only the cases that hold a `TypeExpr` directly are boxed (`indirect`): a plain name,
    /// the commonest type, costs one array.
    package enum Kind: Sendable, Hashable {
        /// `A.B<C>.D`: dotted components, each with its generic arguments.
        case named([Component])
        /// `base.Component…` after a type that is not a name: `(any P).Type`, `[Int].Element`.
        indirect case member(TypeExpr, [Component])
        /// `T?` (`implicitlyUnwrapped`: `T!`).
        indirect case optional(TypeExpr, implicitlyUnwrapped: Bool)
        /// `[T]`.
        indirect case array(TypeExpr)
        /// `[K: V]`.
        indirect case dictionary(key: TypeExpr, value: TypeExpr)
        /// `(a: A, B)`; one element without a label is a parenthesised type.
        case tuple([Element])
        /// `(A, b: B) async throws(E) -> R`.
        indirect case function(Function)
        /// `A & B & C`.
        case composition([TypeExpr])
        /// A leading word: `some`, `any`, `inout`, `borrowing`, `consuming`, `sending`, `each`,
        /// `repeat`, `isolated`, `__owned`, `__shared`.
        indirect case specified(String, TypeExpr)
        /// `~Copyable`.
        indirect case suppressed(TypeExpr)
        /// `@escaping T`, `@Sendable T`, `@convention(c) T`: the attribute's text as written.
        indirect case attributed(String, TypeExpr)
        /// `T...` (a variadic parameter).
        indirect case variadic(TypeExpr)
        /// Tokens the parser does not read as a type (a value generic's `3`, a broken type): its
        /// normalized text.
        case opaque(String)
    }

    /// One dotted component of a name: `Box<Int>`.
    package struct Component: Sendable, Hashable {
        /// The name as written, backticks kept.
        package var name: String
        /// Generic arguments (empty without `<…>`).
        package var arguments: [TypeExpr]
        /// Whether `<>` were written (an empty `<>` is kept as written).
        package var hasArgumentClause: Bool

        package init(_ name: String, arguments: [TypeExpr] = []) {
            self.name = name
            self.arguments = arguments
            self.hasArgumentClause = !arguments.isEmpty
        }
    }

    /// One element of a tuple or a function type's parameter list: `label: T`, `_ name: T`.
    package struct Element: Sendable, Hashable {
        /// The labels before the `:` (none, one, or two in a function type), as written.
        package var labels: [String]
        package var type: TypeExpr

        package init(labels: [String] = [], type: TypeExpr) {
            self.labels = labels
            self.type = type
        }
    }

    /// A function type.
    package struct Function: Sendable, Hashable {
        package var parameters: [Element]
        /// The effect words in order as written: `async`, `throws`, `rethrows`.
        package var effects: [String]
        /// `throws(E)`'s error type.
        package var thrownType: TypeExpr?
        package var result: TypeExpr

        package init(parameters: [Element], effects: [String] = [], thrownType: TypeExpr? = nil, result: TypeExpr) {
            self.parameters = parameters
            self.effects = effects
            self.thrownType = thrownType
            self.result = result
        }
    }

    package var kind: Kind
    /// For a parsed type, bit n set when trivia stood before the node's piece n (its own
    /// tokens and its children, in source order; `TypeExpr+Printing` lists them). Nil for a
    /// type the tool made: it prints with the compiler's spacing.
    package var spacing: UInt64?

    package init(_ kind: Kind, spacing: UInt64? = nil) {
        self.kind = kind
        self.spacing = spacing
    }

    /// `Name` (dotted names split into components: `Swift.Int`).
    package static func name(_ dotted: String, arguments: [TypeExpr] = []) -> TypeExpr {
        if !dotted.utf8.contains(UInt8(ascii: ".")) { return TypeExpr(.named([Component(dotted, arguments: arguments)])) }
        var components = dotted.split(separator: ".", omittingEmptySubsequences: false).map { Component(String($0)) }
        components[components.count - 1].arguments = arguments
        components[components.count - 1].hasArgumentClause = !arguments.isEmpty
        return TypeExpr(.named(components))
    }

    /// The components of a plain name (`A.B<C>`), or nil for any other type.
    package var components: [Component]? {
        if case let .named(components) = kind { return components }
        return nil
    }

    /// `Name<A, B>` as the dotted name without arguments and the last component's arguments;
    /// nil when an inner component has arguments or the type is not a name (optionals, arrays,
    /// tuples, functions).
    package var nominal: (name: String, arguments: [TypeExpr])? {
        guard let components, components.dropLast().allSatisfy({ !$0.hasArgumentClause }) else { return nil }
        return (components.map(\.name).joined(separator: "."), components[components.count - 1].arguments)
    }

    /// The wrapped type of `T?` / `T!`, looking through parentheses (`(T)?`).
    package var optionalWrapped: TypeExpr? {
        guard case let .optional(wrapped, _) = kind else { return nil }
        if case let .tuple(elements) = wrapped.kind, elements.count == 1, elements[0].labels.isEmpty { return elements[0].type }
        return wrapped
    }

    /// `Self`, the type of an enumeration's case and an initializer's result in the index.
    package static let selfType = TypeExpr.name("Self")
    /// `Self?`, a failable initializer's result.
    package static let optionalSelf = TypeExpr(.optional(selfType, implicitlyUnwrapped: false))

    /// Whether the type starts with `word` followed by a space (`some View`, `sending T`), as
    /// its text reads.
    package func startsWithWord(_ word: String) -> Bool {
        guard case .specified(word, _) = kind else { return false }
        return spacing.map { $0 & 0b10 != 0 } ?? true
    }

    /// Equal: the same structure printing the same text (a made `Int` equals a parsed one;
    /// spacing bits that print nothing do not count).
    package static func == (lhs: TypeExpr, rhs: TypeExpr) -> Bool {
        lhs.kind == rhs.kind && (lhs.spacing == rhs.spacing || lhs.text == rhs.text)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// Whether this is `Self?` (an initializer the index records as failable).
    package var isOptionalSelf: Bool {
        guard case let .optional(wrapped, false) = kind, let components = wrapped.components else { return false }
        return components.count == 1 && components[0].name == "Self" && !components[0].hasArgumentClause
    }
}
