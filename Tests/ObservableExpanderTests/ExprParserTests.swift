import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Table tests of `ExprParser`: each initializer parses to the shape given (a compact
/// rendering of the value, `ExprParserTests.shape`).
final class ExprParserTests: XCTestCase {
    struct Rendering {
        let tokens: [Token]
        let bytes: [UInt8]

        func text(_ span: TokenSpan) -> String {
            String(decoding: bytes[Int(tokens[span.first].start) ..< Int(tokens[span.last].end)], as: UTF8.self)
        }

        func arguments(_ list: [Expr.Argument]) -> String {
            list.map { ($0.label.map { $0 + ": " } ?? "") + shape($0.value) }.joined(separator: ", ")
        }

        func shape(_ expr: Expr) -> String {
            switch expr.kind {
            case .integer: return "int(\(text(expr.span)))"
            case .float: return "float(\(text(expr.span)))"
            case .string: return "string"
            case .regex: return "regex"
            case let .boolean(value): return "bool(\(value))"
            case .nil: return "nil"
            case let .magic(word): return "magic(\(word))"
            case let .name(name): return name
            case let .implicitMember(name): return ".\(name)"
            case let .member(base, name): return "\(shape(base)).\(name)"
            case let .optionalChain(base): return "\(shape(base))?"
            case let .forceUnwrap(base): return "\(shape(base))!"
            case let .specialized(base, types): return "\(shape(base))<\(types.map(\.text).joined(separator: ", "))>"
            case let .call(callee, list, trailing):
                return "call(\(shape(callee))(\(arguments(list)))" + (trailing.isEmpty ? "" : " trailing(\(arguments(trailing)))") + ")"
            case let .subscripted(base, list): return "\(shape(base))[\(arguments(list))]"
            case let .array(values): return "[\(values.map(shape).joined(separator: ", "))]"
            case let .dictionary(pairs): return pairs.isEmpty ? "[:]" : "[\(pairs.map { shape($0.key) + ": " + shape($0.value) }.joined(separator: ", "))]"
            case let .tuple(list): return "(\(arguments(list)))"
            case let .type(type): return "type(\(type.text))"
            case let .sequence(elements):
                return "seq(" + elements.map { element -> String in
                    switch element {
                    case let .operand(operand): return shape(operand)
                    case let .binary(op): return op
                    case let .cast(word, type, _): return "\(word) \(type.text)"
                    case let .ternary(middle): return "? \(shape(middle)) :"
                    case .assignment: return "="
                    }
                }.joined(separator: " ") + ")"
            case let .prefix(op, operand): return "prefix(\(op) \(shape(operand)))"
            case let .postfix(operand, op): return "postfix(\(shape(operand)) \(op))"
            case let .try(word, operand): return "\(word)(\(shape(operand)))"
            case let .await(operand): return "await(\(shape(operand)))"
            case let .ifExpression(conditions, branches):
                return "if(\(conditions.map(text).joined(separator: " | ")); \(branches.map { $0.expression.map(shape) ?? "?" }.joined(separator: " | ")))"
            case let .switchExpression(subject, clauses):
                return "switch(\(shape(subject)); \(clauses.map { text($0.label!) + " " + ($0.expression.map(shape) ?? "?") }.joined(separator: " | ")))"
            case let .closure(closure):
                let parameters = closure.parameters.map { $0.names.joined(separator: " ") + ($0.type.map { ": " + $0.text } ?? "") }
                return "closure([\(closure.captures.map(text).joined(separator: ", "))] (\(parameters.joined(separator: ", ")))"
                    + closure.effects.map { " " + $0 }.joined() + (closure.result.map { " -> " + $0.text } ?? "")
                    + " body: \(closure.body.map(text) ?? "-"))"
            case let .keyPath(root, path): return "keyPath(\(root?.text ?? "-") \(text(path)))"
            case let .macro(name, _): return "macro(\(name))"
            case let .postfixIfConfig(base, clauses): return "#if(\(shape(base)); \(clauses.map { $0.map(shape) ?? "-" }.joined(separator: " | ")))"
            case .opaque: return "opaque"
            }
        }
    }

    static func parse(_ source: String) -> String {
        let bytes = Array(source.utf8)
        let tokens = Tokenizer.tokenize(bytes).tokens
        let expr = ExprParser.parse(TokenSpan(0, tokens.count - 2), tokens: tokens, bytes: bytes)
        return Rendering(tokens: tokens, bytes: bytes).shape(expr)
    }

    func testParsesInitializers() {
        let cases: [(String, String)] = [
            ("42", "int(42)"),
            ("1.5", "float(1.5)"),
            ("\"a \\(b) c\"", "string"),
            ("true", "bool(true)"),
            ("nil", "nil"),
            ("#line", "magic(#line)"),
            ("#/a+/#", "regex"),
            ("count", "count"),
            ("$0", "$0"),
            (".idle", ".idle"),
            ("Theme.shared.tint", "Theme.shared.tint"),
            ("a?.b!.c", "a?.b!.c"),
            ("T.init(x: 1)", "call(T.init(x: int(1)))"),
            ("Box<Int>(value: 1)", "call(Box<Int>(value: int(1)))"),
            ("Dictionary<String, [Int]>()", "call(Dictionary<String, [Int]>())"),
            ("Task { await load() }", "call(Task() trailing(closure([] () body: await load())))"),
            ("Button(\"x\") { go() } label: { Text(\"y\") }",
             "call(Button(string) trailing(closure([] () body: go()), label: closure([] () body: Text(\"y\"))))"),
            ("items[0]", "items[int(0)]"),
            ("[1, 2, 3]", "[int(1), int(2), int(3)]"),
            ("[\"a\": 1]", "[string: int(1)]"),
            ("[]", "[]"),
            ("[:]", "[:]"),
            ("[Int]()", "call(type([Int])())"),
            ("[String: Int].init()", "call(type([String: Int]).init())"),
            ("(1, label: \"x\")", "(int(1), label: string)"),
            ("-1", "prefix(- int(1))"),
            ("!flag", "prefix(! flag)"),
            ("1 + 2 * 3", "seq(int(1) + int(2) * int(3))"),
            ("0..<10", "seq(int(0) ..< int(10))"),
            ("a ?? b ?? c", "seq(a ?? b ?? c)"),
            ("c ? 1 : 2", "seq(c ? int(1) : int(2))"),
            ("x as? Int ?? 0", "seq(x as? Int ?? int(0))"),
            ("x as [String: Any]", "seq(x as [String: Any])"),
            ("value is String", "seq(value is String)"),
            ("try? load()", "try?(call(load()))"),
            ("try! a + b", "try!(seq(a + b))"),
            ("await fetch()", "await(call(fetch()))"),
            ("if c { 1 } else { 2.0 }", "if(c; int(1) | float(2.0))"),
            ("if a { 1 } else if b { 2 } else { fatalError() }", "if(a | b; int(1) | int(2) | call(fatalError()))"),
            ("switch k { case .a: 1 default: 2 }", "switch(k; case .a: int(1) | default: int(2))"),
            ("{ [weak self] (x: Int, _ y: String) async throws -> Bool in x > 0 }",
             "closure([weak self] (x: Int, _ y: String) async throws -> Bool body: x > 0)"),
            ("{ a, b in a < b }", "closure([] (a, b) body: a < b)"),
            ("{ (x: Int)\n    -> Int in\n    x }", "closure([] (x: Int) -> Int body: x)"),
            ("{ for x in xs { print(x) } }", "closure([] () body: for x in xs { print(x) })"),
            ("{ $0 + 1 }", "closure([] () body: $0 + 1)"),
            ("\\Model.name", "keyPath(Model .name)"),
            ("\\.items[0].title", "keyPath(- .items[0].title)"),
            ("#selector(tap(_:))", "macro(#selector)"),
            ("URL(string: \"https://x\")!", "call(URL(string: string))!"),
            ("Self.make()", "call(Self.make())"),
            // An argument it cannot read is kept as tokens; the call is still read.
            ("make(x: 1 +, y: 2)", "call(make(x: opaque, y: int(2)))"),
            // A postfix `#if` (SE-0367): each clause's links from an implicit member; the links
            // after `#endif` apply to the whole, also inside an argument.
            ("f(Text(a)\n#if os(iOS)\n.padding(1).bold()\n#elseif os(macOS)\n#else\n.italic()\n#endif\n.font(b), c)",
             "call(f(call(#if(call(Text(a)); call(call(.padding(int(1))).bold()) | - | call(.italic())).font(b)), c))"),
            ("a\n#if X\n.b\n#if Y\n.c\n#endif\n#endif", "#if(a; #if(.b; .c))"),
            // Any other `#if` in an argument leaves it unread tokens.
            ("f(a\n#if X\nb\n#endif\n)", "call(f(opaque))"),
            ("f(a\n#if X\n.b\n)", "call(f(opaque))"),
            // Not one expression: opaque.
            ("1 +", "opaque"),
            ("(1, 2", "opaque"),
        ]
        for (source, expected) in cases {
            XCTAssertEqual(Self.parse(source), expected, source)
        }
    }

    /// Nesting past the limit is opaque rather than a stack overflow.
    func testDeepNestingIsOpaque() {
        let shape = Self.parse(String(repeating: "(", count: 400) + "1" + String(repeating: ")", count: 400))
        XCTAssertTrue(shape.contains("opaque") && !shape.contains("int(1)"), shape)
    }
}
