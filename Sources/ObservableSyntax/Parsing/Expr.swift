/// An expression as a value: a stored property's initializer (for type inference) and, next,
/// the expressions of function bodies (for `migrate`), made by `ExprParser` from tokens.
///
/// Operators are kept as a flat sequence (`.sequence`): folding by precedence is the reader's
/// (type inference knows the standard operators it trusts). Closure bodies and macro arguments
/// are kept as token spans (`.closure`, `.macro`); a `#if` inside an expression other than a
/// postfix one (`.postfixIfConfig`) makes the tokens `.opaque`.
/// Every node has the tokens it was read from (`span`, inclusive), for messages and for the
/// written text of its parts.
package struct Expr: Sendable {
    package indirect enum Kind: Sendable {
        /// `42`, `0x1F`, `1_000`.
        case integer
        /// `1.5`, `1e3`.
        case float
        /// Any string literal form, interpolations included.
        case string
        /// `/…/`, `#/…/#`.
        case regex
        case boolean(Bool)
        case `nil`
        /// `#line`, `#file`, `#function`, …: the word with its `#`.
        case magic(String)
        /// `name`, `` `name` ``, `$0`, `self`, `Self`, `super`: the name as written.
        case name(String)
        /// `.member` (an implicit member).
        case implicitMember(String)
        /// `base.member` (`init`, `self`, `0` are members too).
        case member(Expr, String)
        /// `base?` in an optional chain.
        case optionalChain(Expr)
        /// `base!`.
        case forceUnwrap(Expr)
        /// `T<U>` before a call or member: the callee with its generic arguments (none when
        /// the list between `<` and `>` is not types: `Dictionary<Int, , String>`).
        case specialized(Expr, [TypeExpr])
        /// `callee(args) { trailing } label: { … }`.
        case call(Expr, [Argument], trailing: [Argument])
        /// `base[args]`.
        case subscripted(Expr, [Argument])
        /// `[a, b]` (`[]` when empty).
        case array([Expr])
        /// `[k: v]` (`[:]` when empty).
        case dictionary([(key: Expr, value: Expr)])
        /// `(a, label: b)`; one unlabelled element is a parenthesised expression.
        case tuple([Argument])
        /// `[T]`, `[K: V]` written as a value before `(…)` or `.init` (`[Int]()`).
        case type(TypeExpr)
        /// Operands and operators in order: `a + b * c`, `x as? T ?? y`, `c ? a : b`.
        case sequence([SequenceElement])
        /// `-x`, `!flag`, `&value`, `..<5`.
        case prefix(String, Expr)
        /// `x...`, `value++`-like postfix operators other than `?` and `!`.
        case postfix(Expr, String)
        /// `try e`, `try? e`, `try! e`: the keyword as written (`try`, `try?`, `try!`).
        case `try`(String, Expr)
        case await(Expr)
        /// `if c { a } else if d { b } else { e }`: the conditions' spans, each branch's
        /// statements' spans (a branch of one expression is read: `branches`).
        case ifExpression(conditions: [TokenSpan], branches: [Branch])
        /// `switch s { case …: a default: b }`: the subject, and each clause.
        case switchExpression(subject: Expr, clauses: [Branch])
        /// `{ [captures] (params) -> R in body }`.
        case closure(Closure)
        /// `\Root.path`, `\.path`: the root type (nil for `\.path`) and the path's span.
        case keyPath(root: TypeExpr?, path: TokenSpan)
        /// `#selector(…)`, `#Preview { … }`, `#expect(…)`: the name, arguments kept as tokens.
        case macro(String, TokenSpan)
        /// `base #if c .a(…) #elseif d .b #else … #endif` (a postfix `#if`, SE-0367): the base,
        /// and each clause's links read as a chain from an implicit member (`.a(…)`; `nil` for
        /// an empty clause). Links after `#endif` apply to the whole.
        case postfixIfConfig(Expr, clauses: [Expr?])
        /// Tokens not read as an expression.
        case opaque
    }

    /// An argument or tuple element: `label: value` (`label` nil when unlabelled).
    package struct Argument: Sendable {
        package var label: String?
        package var value: Expr
    }

    /// An element of an operator sequence.
    package enum SequenceElement: Sendable {
        case operand(Expr)
        /// A binary operator as written (`+`, `??`, `..<`, `==`).
        case binary(String)
        /// `as`, `as?`, `as!`, `is`, the type after it and the type's tokens.
        case cast(String, TypeExpr, TokenSpan)
        /// `? middle :` of a ternary.
        case ternary(Expr)
        /// `=` (an assignment inside a closure or a body).
        case assignment
    }

    /// One branch of an `if`/`switch` expression: its label span (`case .a(let x):`; nil for
    /// `if`/`else`), its statements' span, and the expression when the branch is exactly one.
    package struct Branch: Sendable {
        package var label: TokenSpan?
        package var body: TokenSpan?
        package var expression: Expr?
    }

    /// A closure literal's signature; its body stays as tokens.
    package struct Closure: Sendable {
        /// `@MainActor`, `@Sendable`, `@escaping`-like attributes written first in the
        /// signature (`{ @MainActor in … }`): each one's span, its arguments included.
        package var attributes: [TokenSpan] = []
        /// `[weak self, x = y]`: each capture's span.
        package var captures: [TokenSpan]
        /// `(x: Int, _ y: String)`: names and written types (nil when not written); `x, y in`
        /// and `$0` closures have names only or none.
        package var parameters: [(names: [String], type: TypeExpr?)]
        /// Whether the parameters were written in parentheses.
        package var parenthesized: Bool
        /// `async`, `throws`, … as written.
        package var effects: [String]
        package var result: TypeExpr?
        /// The statements after `in` (or after `{` without a signature), up to the `}`; nil
        /// when empty.
        package var body: TokenSpan?
    }

    package var kind: Kind
    /// The tokens it was read from (inclusive).
    package var span: TokenSpan

    package init(_ kind: Kind, _ span: TokenSpan) {
        self.kind = kind
        self.span = span
    }
}
