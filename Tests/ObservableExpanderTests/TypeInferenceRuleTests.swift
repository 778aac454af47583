import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Table tests of type inference on `Expr` values, one method a rule family: each initializer
/// is parsed once by `ExprParser` and the value is given to `TypeInference.inferType(_:)`
/// (no index: the file's own declarations only). Expected nil: the user is asked for a type.
final class TypeInferenceRuleTests: XCTestCase {
    /// The type inferred for `initializer`, written as the last line of a file after
    /// `declarations`; fails the test when the initializer does not parse to one expression.
    static func infer(_ initializer: String, after declarations: String = "", file: StaticString = #filePath, line: UInt = #line) -> String? {
        let source = declarations + "\nlet probe = " + initializer + "\n"
        let bytes = Array(source.utf8)
        let tokenized = Tokenizer.tokenize(bytes)
        let tokens = tokenized.tokens
        let tree = DeclarationParser.parse(tokenized, bytes: bytes)
        let facts = FileFacts(tree) { span in
            String(decoding: bytes[Int(tokens[span.first].start) ..< Int(tokens[span.last].end)], as: UTF8.self)
        }
        guard let probe = tokens.lastIndex(where: { String(decoding: bytes[Int($0.start) ..< Int($0.end)], as: UTF8.self) == "probe" }) else {
            XCTFail("no probe", file: file, line: line)
            return nil
        }
        let expr = ExprParser.parse(TokenSpan(probe + 2, tokens.count - 2), tokens: tokens, bytes: bytes)
        if case .opaque = expr.kind { XCTFail("not one expression: \(initializer)", file: file, line: line) }
        let inference = TypeInference(tokens: tokens, bytes: bytes, shadowedNames: facts.declaredTypeNames,
                                      functionReturnTypes: facts.freeFunctionReturnTypes.compactMapValues { $0 },
                                      declaredTypes: facts.declaredTypes)
        return inference.inferType(expr)
    }

    func check(_ cases: [(String, String?)], after declarations: String = "", file: StaticString = #filePath, line: UInt = #line) {
        for (initializer, expected) in cases {
            XCTAssertEqual(Self.infer(initializer, after: declarations, file: file, line: line), expected, initializer, file: file, line: line)
        }
    }

    func testLiterals() {
        check([
            ("42", "Int"), ("0x1F", "Int"), ("1.5", "Double"), ("1e3", "Double"), ("\"a\"", "String"),
            ("\"a \\(b) c\"", "String"), ("true", "Bool"), ("#line", "Int"), ("#function", "String"),
            ("nil", nil), ("/a+/", nil), ("#selector(tap)", nil), (".idle", nil),
        ])
        // The file's own `String` is not the standard one: spelled `Swift.String`.
        check([("\"a\"", "Swift.String"), ("1", "Int")], after: "struct String {}")
        // A literal-type alias changes what the literal means: not inferred.
        check([("1", nil), ("1.5", "Double")], after: "typealias IntegerLiteralType = Double")
    }

    func testPrefixOperators() {
        check([("-1", "Int"), ("-1.5", "Double"), ("+2", "Int"), ("!true", "Bool"), ("-(-1)", "Int"),
               ("-\"a\"", nil), ("!1", nil), ("~1", nil), ("-x", nil)])
    }

    func testTuplesAndCollections() {
        check([
            ("(1, \"a\")", "(Int, String)"), ("(x: 1, y: 2.0)", "(x: Int, y: Double)"), ("(1)", "Int"), ("((1))", "Int"),
            ("()", nil), ("[1, 2]", "[Int]"), ("[1, 2.5]", "[Double]"), ("[[1], [2.5]]", "[[Double]]"),
            ("[(1, 2), (3, 4.5)]", "[(Int, Double)]"), ("[\"a\": 1, \"b\": 2.5]", "[String: Double]"),
            ("[1, \"a\"]", nil), ("[]", nil), ("[:]", nil), ("[1, x]", nil),
        ])
    }

    func testBinaryOperators() {
        check([
            ("1 + 2 * 3", "Int"), ("1 / 2.0", "Double"), ("2.0 * 3", "Double"), ("\"a\" + \"b\"", "String"),
            ("[true] + [false]", "[Bool]"), ("1 << 3", "Int"), ("1 == 2", "Bool"), ("1 < 2 && true", "Bool"),
            ("0..<10", "Range<Int>"), ("1...3", "ClosedRange<Int>"), ("\"a\"...\"z\"", "ClosedRange<String>"),
            ("(1 + 2) * 3", "Int"), ("\"a\" - \"b\"", nil), ("1 +++ 2", nil), ("1 + x", nil), ("[1] * [2]", nil),
            ("c ? 1 : 2", nil), ("x = 1", nil),
        ])
        // An operator the file declares on an operand's type may be the one picked: not trusted.
        check([("1 / 2", "Int")], after: "extension Int { static func / (a: Int, b: Int) -> Double { 0 } }")
    }

    func testNilCoalescingAndCasts() {
        check([
            ("x as? Int ?? 0", "Int"), ("x as? Int ?? nil", "Int?"), ("x as? [Int] ?? []", "[Int]"),
            ("x as? [String: Int] ?? [:]", "[String: Int]"), ("Int(\"3\") ?? 0", "Int"), ("x as? Int ?? -1", "Int"),
            ("x as? Int ?? y as? Int ?? 0", "Int"), ("x ?? 0", nil), ("x as? Int ?? \"a\"", "Int"), ("x as? Int ?? y", nil),
            ("x as? Int ?? 0 == 1", nil),
            ("x as Foo", "Foo"), ("x as! [String: Any]", "[String: Any]"), ("x as? Int", "(Int)?"),
            ("a + b as Int", "Int"), ("x as? Int == nil", nil), ("x is Int", nil),
            // Casts apply left to right: the last one's type (break 48/6).
            ("1 as Int? as Any", "Any"), ("1 as Int as Int", "Int"), ("x as? Int as? String", "(String)?"),
            ("x as! Int as Any", "Any"), ("x as Int is Int", nil), ("1 as Int == 1 as Int", nil),
        ])
    }

    func testTryAndAwait() {
        check([
            ("try! Foo()", "Foo"), ("try Foo()", "Foo"), ("try? Foo()", nil), ("await Foo()", nil),
            ("try 1 + 2", "Int"), ("try! a as Int", "Int"), ("try (1 + 2)", "Int"),
        ])
    }

    func testIfAndSwitchExpressions() {
        check([
            ("if c { 1 } else { 2 }", "Int"), ("if c { 1 } else if d { 2 } else { 3 }", "Int"),
            ("if c { 1 } else { 2.0 }", nil), ("if c { 1 } else { throw E.x }", "Int"),
            ("if c { fatalError() } else { \"a\" }", "String"), ("if c { let y = 1; y } else { 2 }", nil),
            ("if c { 1 } else { 2 } + 1", nil), ("1 + if c { 1 } else { 2 }", "Int"),
            ("switch k { case .a: 1 default: 2 }", "Int"), ("switch k { case .a: 1 @unknown default: fatalError() }", "Int"),
            ("switch k { case .a: 1 default: \"b\" }", nil), ("switch k { case .a: #line default: 2 }", nil),
            ("switch k { case .a: if case .b = y { 1 } else { 2 } default: 2 }", nil),
        ])
        // A file's own `fatalError` may return anything.
        check([("if c { fatalError() } else { 1 }", "Int")])
        check([("if c { fatalError() } else { 1 }", nil)], after: "func fatalError() -> String { \"\" }")
    }

    func testClosures() {
        check([
            ("{ (x: Int) -> Int in x }", "(_ x: Int) -> Int"), ("{ (_ x: Int, y: String) async throws -> Bool in true }",
                                                                  "(_ x: Int, _ y: String) async throws -> Bool"),
            ("{ (_: Int) -> Int in 1 }", "(Int) -> Int"),
            ("{ $0 + 1 }", nil), ("{ x in x }", nil), ("{ [weak self] (x: Int) -> Int in x }", nil),
        ])
    }

    func testInitializersAndMembersOfTypes() {
        check([
            ("Foo()", "Foo"), ("Foo.init(x: 1)", "Foo"), ("Box<Int>(1)", "Box<Int>"), ("Box<Int> { 1 }", "Box<Int>"),
            ("Task { 1 }", nil), ("Task(operation: { 1 })", "Task"), ("Module.Foo()", "Module.Foo"), ("[Int]()", "[Int]"), ("[String: Int]()", "[String: Int]"),
            ("Array<Int>()", "[Int]"), ("Dictionary<String, Int>()", "[String: Int]"), ("Swift.Array<Int>()", "[Int]"),
            ("Set<Int>()", "Set<Int>"), ("Set([1, 2])", "Set<Int>"), ("Array(1...3)", "Array<Int>"), ("Set()", nil),
            ("Array(repeating: 0, count: 3)", nil), ("Optional(1)", nil), ("Foo.self", "Foo.Type"), ("foo()", nil),
            ("Protected<[@Sendable () -> Void]>([])", "Protected<[@Sendable () -> Void]>"), ("Foo.bar", nil), ("Foo().bar", nil), ("Foo.bar()", nil), ("$x", nil), ("`Foo`()", "`Foo`"),
        ])
        // Failable initializers: by label, by type, by the file's own `init?`, by raw values.
        check([
            ("URL(string: \"x\")", nil), ("Int(\"3\")", nil), ("Int(1)", "Int"), ("Int(-1)", "Int"), ("Double(x)", nil),
            ("Bool(true)", "Bool"), ("Unicode.Scalar(65)", nil), ("Token(x)", nil), ("Plain(x)", "Plain"),
            ("Mode(rawValue: 1)", nil),
        ], after: "struct Token { init?(_ x: Int) {} }\nstruct Plain { init(_ x: Int) {} }\nenum Mode: Int { case a }")
        // A case of an enumeration the file declares; a free function's declared result.
        check([("Mode.a", "Mode"), ("Mode.b", nil), ("make()", "Maker"), ("make(1)", "Maker")],
              after: "enum Mode { case a }\nfunc make() -> Maker { Maker() }")
    }

    /// The rules read values, not tokens: expressions built by hand, whose spans point at no
    /// tokens at all, are typed.
    func testValuesBuiltByHand() {
        let none = TokenSpan(0, 0)
        func value(_ kind: Expr.Kind) -> Expr { Expr(kind, none) }
        let inference = TypeInference(tokens: [], bytes: [])
        let cases: [(Expr, String?)] = [
            (value(.integer), "Int"),
            (value(.sequence([.operand(value(.integer)), .binary("+"), .operand(value(.float))])), "Double"),
            (value(.sequence([.operand(value(.string)), .binary("=="), .operand(value(.string))])), "Bool"),
            (value(.sequence([.operand(value(.integer)), .binary("..<"), .operand(value(.integer))])), "Range<Int>"),
            (value(.tuple([Expr.Argument(label: "a", value: value(.boolean(true))), Expr.Argument(label: nil, value: value(.integer))])), "(a: Bool, Int)"),
            (value(.array([value(.integer), value(.float)])), "[Double]"),
            (value(.dictionary([(value(.string), value(.integer))])), "[String: Int]"),
            (value(.prefix("-", value(.float))), "Double"),
            (value(.try("try!", value(.magic("#line")))), "Int"),
            (value(.try("try?", value(.integer))), nil),
            (value(.nil), nil),
        ]
        for (n, (expr, expected)) in cases.enumerated() {
            XCTAssertEqual(inference.inferType(expr), expected, "case \(n)")
        }
    }

    /// `TypeInference.words`: names (with their periods) kept together, every other character
    /// alone, on ASCII and on text that is not (where a `Character` may be several bytes).
    func testWordsCutNamesFromEveryOtherCharacter() {
        let cases: [(String, [String])] = [
            ("Int", ["Int"]),
            ("Swift.Int", ["Swift.Int"]),
            ("[String: Int]", ["[", "String", ":", " ", "Int", "]"]),
            ("Dictionary<Key, [Value]>?", ["Dictionary", "<", "Key", ",", " ", "[", "Value", "]", ">", "?"]),
            ("(Int) -> Void", ["(", "Int", ")", " ", "-", ">", " ", "Void"]),
            ("", []),
            ("Größe.Kind<é>", ["Größe.Kind", "<", "é", ">"]),
            ("A\r\nB", ["A", "\r\n", "B"]),
        ]
        for (type, words) in cases {
            XCTAssertEqual(TypeInference.words(type), words, type)
            XCTAssertEqual(TypeInference.words(type).joined(), type, type)
        }
    }
}

extension TypeInferenceRuleTests {
    /// A file's declared types tell a nominal type from an extension of one (nested types
    /// qualified from the file alone: `TypeInference.qualifyingNestedTypes`), in the list form
    /// and in the hashed form of a file with many types.
    func testDeclaredTypesTellANominalTypeFromAnExtension() {
        func declaredTypes(_ source: String) -> DeclaredTypes {
            let bytes = Array(source.utf8)
            let tokenized = Tokenizer.tokenize(bytes)
            let tree = DeclarationParser.parse(tokenized, bytes: bytes)
            return FileFacts(tree) { span in
                String(decoding: bytes[Int(tokenized.tokens[span.first].start) ..< Int(tokenized.tokens[span.last].end)], as: UTF8.self)
            }.declaredTypes
        }
        let source = """
            final class Model<Key> {
              struct Page<Element> {}
              #if DEBUG
              enum Probe {}
              #endif
            }
            extension Model.Page { struct Cursor {} }
            extension Other { struct Inner {} }
            extension Elsewhere {}
            """
        let many = source + "\n" + (0 ..< 40).map { "struct Filler\($0) {}" }.joined(separator: "\n")
        for types in [declaredTypes(source), declaredTypes(many)] {
            for nominal in ["Model", "Model.Page", "Model.Probe", "Model.Page.Cursor", "Other.Inner", "Page"] {
                XCTAssertTrue(types.declaresNominal(nominal), nominal)
            }
            for other in ["Other", "Elsewhere", "Model.Kind", "Page.Cursor.Model"] {
                XCTAssertFalse(types.declaresNominal(other), other)
            }
        }
    }
}
