import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Table tests of `BodyReader` (statements as values) and `BodyWalker` (every expression of a
/// body, with the names visible at it).
final class BodyReaderTests: XCTestCase {
    struct Rendering {
        let expressions: ExprParserTests.Rendering

        func text(_ span: TokenSpan) -> String { expressions.text(span) }
        func shape(_ expr: Expr) -> String { expressions.shape(expr) }

        func pattern(_ pattern: Statement.Pattern) -> String { "<" + pattern.names.map(\.name).joined(separator: ",") + ">" }

        func block(_ statements: [Statement]) -> String { "{" + statements.map(shape).joined(separator: "; ") + "}" }

        func conditions(_ conditions: [Statement.Condition]) -> String {
            conditions.map { condition -> String in
                switch condition {
                case let .expression(expr): return shape(expr)
                case let .optionalBinding(isLet, p, type, value):
                    return (isLet ? "let " : "var ") + pattern(p) + (type.map { ": " + $0.text } ?? "") + (value.map { " = " + shape($0) } ?? "")
                case let .match(p, value): return "case \(pattern(p)) = " + (value.map(shape) ?? "?")
                case let .availability(span): return text(span)
                }
            }.joined(separator: ", ")
        }

        func clause(_ clause: Statement.Clause) -> String {
            text(clause.label) + " " + clause.patterns.map(pattern).joined() + (clause.filter.map { " where " + shape($0) } ?? "") + " " + block(clause.body)
        }

        func accessors(_ accessors: [Statement.Accessor]) -> String {
            accessors.map { ($0.name ?? "get*") + ($0.parameter.map { "(\($0))" } ?? "") + block($0.body) }.joined(separator: " ")
        }

        func shape(_ statement: Statement) -> String {
            switch statement.kind {
            case let .binding(binding):
                return (binding.isLet ? "let " : "var ") + binding.entries.map { entry in
                    pattern(entry.pattern) + (entry.type.map { ": " + $0.text } ?? "") + (entry.value.map { " = " + shape($0) } ?? "")
                        + (entry.accessors.isEmpty ? "" : " " + accessors(entry.accessors))
                }.joined(separator: ", ")
            case let .expression(expr): return shape(expr)
            case let .return(value): return "return" + (value.map { " " + shape($0) } ?? "")
            case let .throw(value): return "throw " + shape(value)
            case let .if(c, then, otherwise): return "if \(conditions(c)) \(block(then))" + (otherwise.map { " else " + block($0) } ?? "")
            case let .guard(c, otherwise): return "guard \(conditions(c)) else \(block(otherwise))"
            case let .while(c, body): return "while \(conditions(c)) \(block(body))"
            case let .repeat(body, condition): return "repeat \(block(body)) while " + (condition.map(shape) ?? "?")
            case let .for(p, sequence, filter, body):
                return "for \(pattern(p)) in " + (sequence.map(shape) ?? "?") + (filter.map { " where " + shape($0) } ?? "") + " " + block(body)
            case let .switch(subject, clauses): return "switch " + (subject.map(shape) ?? "?") + " " + clauses.map(clause).joined(separator: " | ")
            case let .do(body, catches): return "do \(block(body))" + catches.map { " " + clause($0) }.joined()
            case let .defer(body): return "defer \(block(body))"
            case let .function(f):
                let parameters = f.parameters.map { ($0.label.map { $0 + " " } ?? "") + $0.name + ($0.type.map { ": " + $0.text } ?? "") + ($0.defaultValue.map { " = " + shape($0) } ?? "") }
                return "\(f.keyword) \(f.name)(\(parameters.joined(separator: ", ")))" + (f.result.map { " -> " + $0.text } ?? "")
                    + (f.body.map { " " + block($0) } ?? "") + (f.accessors.isEmpty ? "" : " " + accessors(f.accessors))
            case let .type(t): return "\(t.keyword) \(t.name) \(block(t.members))"
            case let .ifConfig(clauses): return "#if " + clauses.map(block).joined(separator: " #else ")
            case .control: return text(statement.span)
            case .other: return "other(\(text(statement.span)))"
            case .unread: return "unread(\(text(statement.span)))"
            }
        }
    }

    static func read(_ source: String) -> String {
        let bytes = Array(source.utf8)
        let tokens = Tokenizer.tokenize(bytes).tokens
        let statements = BodyReader(tokens: tokens, bytes: bytes).statements(in: TokenSpan(0, tokens.count - 2))
        return Rendering(expressions: ExprParserTests.Rendering(tokens: tokens, bytes: bytes)).block(statements)
    }

}

extension BodyReaderTests {
    func testReadsStatements() {
        let cases: [(String, String)] = [
            ("let a = 1, b: Int = 2", "{let <a> = int(1), <b>: Int = int(2)}"),
            ("var (x, y) = pair", "{var <x,y> = pair}"),
            ("x = 1; y = 2", "{seq(x = int(1)); seq(y = int(2))}"),
            ("self._store = StateObject(wrappedValue: Store())", "{seq(self._store = call(StateObject(wrappedValue: call(Store()))))}"),
            ("_ = m.$v\n_ = self?.$w", "{seq(_ = m.$v); seq(_ = self?.$w)}"),
            ("Text(a)\n    .environmentObject(store)\nfoo()", "{call(call(Text(a)).environmentObject(store)); call(foo())}"),
            ("ForEach($items) { $item in use($item) }", "{call(ForEach($items) trailing(closure([] ($item) body: use($item))))}"),
            ("keys.map { \\.$name }", "{call(keys.map() trailing(closure([] () body: \\.$name)))}"),
            ("return x.y", "{return x.y}"),
            ("func f() {\n    return\n}", "{func f() {return}}"),
            ("throw E.bad", "{throw E.bad}"),
            ("if let x = f(), x > 0 { g(x) } else if c { h() } else { k() }",
             "{if let <x> = call(f()), seq(x > int(0)) {call(g(x))} else {if c {call(h())} else {call(k())}}}"),
            ("if let x { x }", "{if let <x> {x}}"),
            ("if case .a(let v) = e { v }", "{if case <v> = e {v}}"),
            ("if #available(iOS 17, *) { a() }", "{if #available(iOS 17, *) {call(a())}}"),
            ("guard let s = self else { return }", "{guard let <s> = self else {return}}"),
            ("while let n = it.next() { n }", "{while let <n> = call(it.next()) {n}}"),
            ("repeat { i += 1 } while i < 3", "{repeat {seq(i += int(1))} while seq(i < int(3))}"),
            ("for (i, x) in xs.enumerated() where x > 0 { print(i) }",
             "{for <i,x> in call(xs.enumerated()) where seq(x > int(0)) {call(print(i))}}"),
            ("for case let .a(v) in xs { v }", "{for <v> in xs {v}}"),
            ("outer: for x in xs { continue outer }", "{for <x> in xs {continue outer}}"),
            ("switch v { case .a(let p), .b(let p): use(p) case let .c(q) where q > 1: q @unknown default: break }",
             "{switch v case .a(let p), .b(let p): <p><p> {call(use(p))} | case let .c(q) where q > 1: <q> where seq(q > int(1)) {q} | default:  {break}}"),
            ("do { try f() } catch let e as MyError { g(e) } catch { h(error) }",
             "{do {try(call(f()))} catch let e as MyError <e> {call(g(e))} catch  {call(h(error))}}"),
            ("defer { close() }", "{defer {call(close())}}"),
            ("func f(a b: Int = 1, _ c: String) -> Bool { true }", "{func f(a b: Int = int(1), _ c: String) -> Bool {bool(true)}}"),
            ("init?() {}\ndeinit { stop() }", "{init init() {}; deinit deinit() {call(stop())}}"),
            ("protocol P {\n    func f()\n    var v: Int { get set }\n}", "{protocol P {func f(); var <v>: Int get{} set{}}}"),
            ("var x: Int { get { 1 } set(v) { y = v } }", "{var <x>: Int get{int(1)} set(v){seq(y = v)}}"),
            ("var body: some View { Text(a) }", "{var <body>: some View get*{call(Text(a))}}"),
            ("subscript(i: Int) -> T { items[i] }", "{subscript subscript(i i: Int) -> T get*{items[i]}}"),
            ("final class C: P {\n    @Published private(set) var v = 0\n    func g() {}\n}",
             "{class C {var <v> = int(0); func g() {}}}"),
            ("extension A.B where T: P { static let s = 1 }", "{extension A.B {let <s> = int(1)}}"),
            ("enum E { case a, b(Int)\n case c }", "{enum E {other(case a, b(Int)); other(case c)}}"),
            ("import SwiftUI\ntypealias T = Int", "{other(import SwiftUI); other(typealias T = Int)}"),
            ("#if DEBUG\na()\n#elseif os(iOS)\nb()\n#else\nc()\n#endif\nd()", "{#if {call(a())} #else {call(b())} #else {call(c())}; call(d())}"),
            // A postfix `#if` (SE-0367) is part of the expression before it.
            ("Text(a)\n#if os(iOS)\n.padding()\n#endif", "{#if(call(Text(a)); call(.padding()))}"),
            ("a()\n#if DEBUG\nb()\n#endif", "{call(a()); #if {call(b())}}"),
            ("let = 1\nok()", "{unread(let = 1); call(ok())}"),
            ("@MainActor func f() async throws -> Int where T: P\n{ 1 }", "{func f() -> Int {int(1)}}"),
        ]
        for (source, expected) in cases {
            XCTAssertEqual(Self.read(source), expected, source)
        }
    }

    /// Each `.name` expression the walker visits, with how the innermost visible declaration
    /// of that name was made (`-` when none).
    static func walk(_ source: String) -> String {
        let bytes = Array(source.utf8)
        let tokens = Tokenizer.tokenize(bytes).tokens
        let reader = BodyReader(tokens: tokens, bytes: bytes)
        var seen: [String] = []
        BodyWalker(reader: reader, visit: { expr, scope in
            guard case let .name(name) = expr.kind else { return }
            seen.append(name + ":" + (scope.lookup(name).map { "\($0.kind)" } ?? "-"))
        }).walk(reader.statements(in: TokenSpan(0, tokens.count - 2)))
        return seen.joined(separator: " ")
    }

    func testWalksEveryExpressionWithItsScope() {
        let cases: [(String, String)] = [
            ("func f(p: Int) { let a = p\n use(a) }", "p:parameter use:- a:local"),
            ("use(a)\nlet a = 1\nuse(a)", "use:- a:- use:- a:local"),
            ("if let b = a { b } else { b }\nb", "a:- b:optionalBinding b:- b:-"),
            ("guard let c = a else { c }\nc", "a:- c:- c:optionalBinding"),
            ("items.forEach { [weak self] item in self?.x(item) }\nself", "items:- self:capture item:closureParameter self:-"),
            ("xs.map { [s = self] in s }", "xs:- self:- s:capture"),
            ("for x in xs where x > 0 { x }\nx", "xs:- x:pattern x:pattern x:-"),
            ("switch v { case .a(let w): w\ndefault: w }", "v:- w:pattern w:-"),
            ("do { try f() } catch { error }", "f:- error:pattern"),
            ("switch v { case k: a\ndefault: b }", "v:- k:- a:- b:-"),
            ("if case k = v { a }", "k:- v:- a:-"),
            ("ForEach($items) { $item in use($item) }", "ForEach:- $items:- use:- $item:closureParameter"),
            ("var v = 0 { didSet { oldValue } }", "oldValue:pattern"),
            ("var v: Int { get { a } set { newValue } }", "a:- newValue:pattern"),
            ("func outer() { let a = 1\n struct S { func m() { a } }\n func inner() { a } }", "a:- a:local"),
            ("class C { let a = 1\n func m() { a } }", "a:-"),
            ("#Preview { ContentView().environmentObject(s) }", "ContentView:- s:-"),
            ("let x = if c { a } else { b }", "c:- a:- b:-"),
            ("let y = switch v { case .a(let w): w\ndefault: z }", "v:- w:pattern z:-"),
            ("f(x: { $0 + k })", "f:- $0:- k:-"),
            ("#if A\nlet a = 1\n#else\nlet a = 2\n#endif\na", "a:local"),
        ]
        for (source, expected) in cases {
            XCTAssertEqual(Self.walk(source), expected, source)
        }
    }
}
