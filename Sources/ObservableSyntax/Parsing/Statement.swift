/// A statement of a body as a value, made by `BodyReader` from tokens: what `migrate` walks
/// (with `BodyWalker`) to find the uses of models inside functions, initializers, accessors,
/// closures and type bodies.
///
/// Every node keeps the tokens it was read from (`span`, inclusive). What the reader cannot
/// read is kept as `.unread` over its tokens, so a reader of the tree can tell.
package struct Statement: Sendable {
    package indirect enum Kind: Sendable {
        /// `let`/`var` (a local, or a stored or computed property in a type body).
        case binding(Binding)
        /// An expression, assignments included (`=` in the sequence).
        case expression(Expr)
        /// `return`, `return value`.
        case `return`(Expr?)
        /// `throw value`.
        case `throw`(Expr)
        /// `if conditions { then } else …`: an `else if` is an `.if` alone in `otherwise`.
        case `if`([Condition], then: [Statement], otherwise: [Statement]?)
        /// `guard conditions else { … }`: its bindings are visible after it.
        case `guard`([Condition], otherwise: [Statement])
        case `while`([Condition], [Statement])
        /// `repeat { … } while condition`.
        case `repeat`([Statement], Expr?)
        /// `for pattern in sequence where filter { … }`.
        case `for`(Pattern, sequence: Expr?, filter: Expr?, [Statement])
        /// `switch subject { case …: … }`.
        case `switch`(Expr?, [Clause])
        /// `do { … } catch pattern { … }`: catch clauses are `Clause`s (label `catch …`).
        case `do`([Statement], catches: [Clause])
        case `defer`([Statement])
        /// `func`, `init`, `deinit`, `subscript`: parameters and body (nil without one).
        case function(Function)
        /// `class`, `struct`, `enum`, `actor`, `protocol`, `extension`: the members.
        case type(TypeBody)
        /// `#if … #elseif … #else … #endif`: each clause's statements (conditions as tokens).
        case ifConfig([[Statement]])
        /// `break`, `continue`, `fallthrough` (with any label).
        case control
        /// A declaration read no further: `import`, `typealias`, `case` of an enum, `operator`.
        case other
        /// Tokens not read as a statement.
        case unread
    }

    package var kind: Kind
    /// The tokens it was read from (inclusive).
    package var span: TokenSpan

    package init(_ kind: Kind, _ span: TokenSpan) {
        self.kind = kind
        self.span = span
    }
}

extension Statement {
    /// A pattern that may bind names: `x`, `(a, b)`, `.some(let v)`, `let .a(x, y)`, `x?`.
    package struct Pattern: Sendable {
        /// The names it binds, each with its token (`_` binds nothing).
        package var names: [(name: String, token: Int)]
        /// The tokens (inclusive).
        package var span: TokenSpan
    }

    /// One `let`/`var` declaration: `let a = 1, b: Int`.
    package struct Binding: Sendable {
        package var isLet: Bool
        /// The `let`/`var` token.
        package var keyword: Int
        package var entries: [Entry]

        /// `pattern: Type = value { accessors }`.
        package struct Entry: Sendable {
            package var pattern: Pattern
            package var type: TypeExpr?
            package var typeSpan: TokenSpan?
            package var value: Expr?
            /// `get`/`set`/`willSet`/`didSet` bodies, or one unnamed getter (`var x: T { … }`).
            package var accessors: [Accessor]
        }
    }

    /// An accessor: `get { … }`, `set(newValue) { … }`, `didSet { … }`, or an implicit getter
    /// (`name` nil).
    package struct Accessor: Sendable {
        package var name: String?
        /// The parameter written in `set(value)`, `willSet(value)`.
        package var parameter: String?
        package var body: [Statement]
    }

    /// A condition of `if`/`guard`/`while`.
    package enum Condition: Sendable {
        /// A Boolean expression.
        case expression(Expr)
        /// `let x = value`, `var x: T = value`, `let x` (the shorthand: `value` nil).
        case optionalBinding(isLet: Bool, Pattern, type: TypeExpr?, value: Expr?)
        /// `case pattern = value`.
        case match(Pattern, Expr?)
        /// `#available(…)`, `#unavailable(…)`.
        case availability(TokenSpan)
    }

    /// A `case`/`default` clause of a `switch`, or a `catch` clause: its patterns (names bound),
    /// its `where` filter, and its statements.
    package struct Clause: Sendable {
        /// The label's tokens: `case .a(let x), .b where x > 0:` up to the `:`, `catch let e as E`.
        package var label: TokenSpan
        /// Patterns (one per comma-separated pattern; none for `default` and a bare `catch`).
        package var patterns: [Pattern]
        /// `where` filter.
        package var filter: Expr?
        package var body: [Statement]
    }

    /// A function, initializer, deinitializer or subscript.
    package struct Function: Sendable {
        /// `func`, `init`, `deinit`, `subscript`.
        package var keyword: String
        /// The keyword's token.
        package var keywordToken: Int
        /// The name as written (`init`, `subscript`, `==`, `update`).
        package var name: String
        package var parameters: [Parameter]
        /// `-> T`: the result type.
        package var result: TypeExpr?
        /// The body's statements; nil when it has none (a protocol requirement). A subscript's
        /// accessors are in `accessors` instead.
        package var body: [Statement]?
        package var accessors: [Accessor]
    }

    /// A parameter: `label name: Type = default`.
    package struct Parameter: Sendable {
        package var label: String?
        package var name: String
        package var nameToken: Int
        package var type: TypeExpr?
        package var typeSpan: TokenSpan?
        package var defaultValue: Expr?
    }

    /// A type declaration: its name and members (read as statements).
    package struct TypeBody: Sendable {
        /// `class`, `struct`, `enum`, `actor`, `protocol`, `extension`.
        package var keyword: String
        /// The name as written (`Foo`, `Foo.Bar` for an extension).
        package var name: String
        /// The `{ … }` tokens (inclusive); nil when it has none.
        package var block: TokenSpan?
        package var members: [Statement]
    }

    /// A closure's capture: `weak self`, `x = y`, `self`.
    package struct Capture: Sendable {
        /// `weak`, `unowned`, `unowned(unsafe)`; nil when none.
        package var specifier: String?
        /// The name it binds.
        package var name: String
        package var nameToken: Int
        /// `x = value`: the value; nil when it captures the name itself.
        package var value: Expr?
    }
}
