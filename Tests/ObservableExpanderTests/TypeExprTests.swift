import Foundation
import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Table tests of `TypeExprParser` and `TypeExpr.text`: each written type parses to the shape
/// given (a compact rendering of the value, below) and prints back byte for byte; types the
/// tool makes print in the compiler's spacing.
final class TypeExprTests: XCTestCase {
    /// `named(A.B<…>)`, `opt(…)`, `iuo(…)`, `arr(…)`, `dict(K, V)`, `tuple(a: T, U)`,
    /// `fn((T) async throws(E) -> R)`, `and(A, B)`, `some(…)`/`inout(…)`…, `~(…)`, `@attr(…)`,
    /// `variadic(…)`, `member(base .C)`, `opaque(text)`.
    static func shape(_ type: TypeExpr) -> String {
        func components(_ list: [TypeExpr.Component]) -> String {
            list.map { $0.name + ($0.hasArgumentClause ? "<" + $0.arguments.map(shape).joined(separator: ", ") + ">" : "") }
                .joined(separator: ".")
        }
        func elements(_ list: [TypeExpr.Element]) -> String {
            list.map { ($0.labels.isEmpty ? "" : $0.labels.joined(separator: " ") + ": ") + shape($0.type) }.joined(separator: ", ")
        }
        switch type.kind {
        case let .named(list): return "named(\(components(list)))"
        case let .member(base, list): return "member(\(shape(base)) .\(components(list)))"
        case let .optional(wrapped, iuo): return (iuo ? "iuo(" : "opt(") + shape(wrapped) + ")"
        case let .array(element): return "arr(\(shape(element)))"
        case let .dictionary(key, value): return "dict(\(shape(key)), \(shape(value)))"
        case let .tuple(list): return "tuple(\(elements(list)))"
        case let .function(f):
            let effects = f.effects.map { $0 == "throws" && f.thrownType != nil ? "throws(\(shape(f.thrownType!)))" : $0 }
            return "fn((\(elements(f.parameters)))\(effects.map { " " + $0 }.joined()) -> \(shape(f.result)))"
        case let .composition(parts): return "and(\(parts.map(shape).joined(separator: ", ")))"
        case let .specified(word, inner): return "\(word)(\(shape(inner)))"
        case let .suppressed(inner): return "~(\(shape(inner)))"
        case let .attributed(attribute, inner): return "\(attribute)(\(shape(inner)))"
        case let .variadic(inner): return "variadic(\(shape(inner)))"
        case let .opaque(text): return "opaque(\(text))"
        }
    }

    func testParsesWrittenTypes() {
        let cases: [(String, String)] = [
            ("Int", "named(Int)"),
            ("Swift.Duration", "named(Swift.Duration)"),
            ("A.B<C>.D", "named(A.B<named(C)>.D)"),
            ("Dictionary<String, Array<Int>>", "named(Dictionary<named(String), named(Array<named(Int)>)>)"),
            ("Set<Int?>", "named(Set<opt(named(Int))>)"),
            ("Int?", "opt(named(Int))"),
            ("String!", "iuo(named(String))"),
            ("[Int]?", "opt(arr(named(Int)))"),
            ("[String: [Int]]", "dict(named(String), arr(named(Int)))"),
            ("[String:Int]", "dict(named(String), named(Int))"),
            ("(Int, String)", "tuple(named(Int), named(String))"),
            ("(x: Int, y: Double)", "tuple(x: named(Int), y: named(Double))"),
            ("(Int)?", "opt(tuple(named(Int)))"),
            ("() -> Void", "fn(() -> named(Void))"),
            ("(_ x: Int, String) async throws -> Bool", "fn((_ x: named(Int), named(String)) async throws -> named(Bool))"),
            ("() throws(MyError) -> Int", "fn(() throws(named(MyError)) -> named(Int))"),
            ("@escaping @Sendable (Int) -> Void", "@escaping(@Sendable(fn((named(Int)) -> named(Void))))"),
            ("@convention(c) (Int32) -> Int32", "@convention(c)(fn((named(Int32)) -> named(Int32)))"),
            ("(Int) -> (Int) -> Int", "fn((named(Int)) -> fn((named(Int)) -> named(Int)))"),
            ("(() -> Void)?", "opt(tuple(fn(() -> named(Void))))"),
            ("Codable & Sendable", "and(named(Codable), named(Sendable))"),
            ("some View", "some(named(View))"),
            ("any P & Q", "any(and(named(P), named(Q)))"),
            ("inout [Int]", "inout(arr(named(Int)))"),
            ("borrowing Data", "borrowing(named(Data))"),
            ("~Copyable", "~(named(Copyable))"),
            ("P.Type", "named(P.Type)"),
            ("(any P).Type", "member(tuple(any(named(P))) .Type)"),
            ("Int...", "variadic(named(Int))"),
            ("`Type`.Inner", "named(`Type`.Inner)"),
            ("InlineArray<3, Int>", "named(InlineArray<opaque(3), named(Int)>)"),
            ("Box<>", "named(Box<>)"),
            // Not one type: kept as written.
            ("Int = 3", "opaque(Int = 3)"),
            ("[Int", "opaque([Int)"),
            ("A<B", "opaque(A<B)"),
        ]
        for (written, expected) in cases {
            let type = TypeExprParser.parse(text: written)
            XCTAssertEqual(Self.shape(type), expected, written)
            XCTAssertEqual(type.text, written, "round trip of \(written)")
        }
    }

    /// Trivia anywhere in a type comes back as one space, as `normalizedText` writes it.
    func testKeepsWrittenSpacing() {
        let cases: [(String, String)] = [
            ("[ String : Int ]", "[ String : Int ]"),
            ("Array< Int >", "Array< Int >"),
            ("(a :Int,b: String)", "(a :Int,b: String)"),
            ("()->Void", "()->Void"),
            ("A&B", "A&B"),
            ("Optional<Int>  ?", "Optional<Int> ?"),
            ("Dictionary<String,\n    Int>", "Dictionary<String, Int>"),
            ("Int /* why */ ?", "Int ?"),
        ]
        for (written, expected) in cases {
            XCTAssertEqual(TypeExprParser.parse(text: written).text, expected, written)
        }
    }

    /// Types the tool makes print as the compiler prints them.
    func testPrintsMadeTypesInCompilerSpelling() {
        let int = TypeExpr.name("Int")
        let cases: [(TypeExpr, String)] = [
            (TypeExpr.name("Swift.Int"), "Swift.Int"),
            (TypeExpr(.optional(TypeExpr(.array(int)), implicitlyUnwrapped: false)), "[Int]?"),
            (TypeExpr(.dictionary(key: TypeExpr.name("String"), value: int)), "[String: Int]"),
            (TypeExpr(.tuple([TypeExpr.Element(labels: ["x"], type: int), TypeExpr.Element(type: int)])), "(x: Int, Int)"),
            (TypeExpr(.function(TypeExpr.Function(parameters: [TypeExpr.Element(labels: ["_", "x"], type: int)], effects: ["async", "throws"],
                                                  result: TypeExpr.name("Bool")))), "(_ x: Int) async throws -> Bool"),
            (TypeExpr(.composition([TypeExpr.name("A"), TypeExpr.name("B")])), "A & B"),
            (TypeExpr(.specified("some", TypeExpr.name("View"))), "some View"),
            (TypeExpr.name("Box", arguments: [int, TypeExpr.name("String")]), "Box<Int, String>"),
            (TypeExpr(.attributed("@Sendable", TypeExpr(.function(TypeExpr.Function(parameters: [], result: TypeExpr.name("Void")))))),
             "@Sendable () -> Void"),
        ]
        for (type, expected) in cases {
            XCTAssertEqual(type.text, expected)
        }
    }

    /// A written type combined with a made one keeps each part's spelling.
    func testSubstitutedPartKeepsItsOwnSpacing() {
        var written = TypeExprParser.parse(text: "[String:T]")
        guard case let .dictionary(key, _) = written.kind else { return XCTFail("not a dictionary") }
        written.kind = .dictionary(key: key, value: TypeExpr(.tuple([TypeExpr.Element(type: .name("Int")), TypeExpr.Element(type: .name("Int"))])))
        XCTAssertEqual(written.text, "[String:(Int, Int)]")
    }

    func testNominalAndOptionalQueries() {
        let box = TypeExprParser.parse(text: "Outer.Box<Int, [String]>")
        XCTAssertEqual(box.nominal?.name, "Outer.Box")
        XCTAssertEqual(box.nominal?.arguments.map(\.text), ["Int", "[String]"])
        XCTAssertNil(TypeExprParser.parse(text: "A<Int>.B").nominal)
        XCTAssertNil(TypeExprParser.parse(text: "[Int]").nominal)
        XCTAssertEqual(TypeExprParser.parse(text: "([String: Any])?").optionalWrapped?.text, "[String: Any]")
        XCTAssertEqual(TypeExprParser.parse(text: "(Int, Int)?").optionalWrapped?.text, "(Int, Int)")
    }

    /// Nesting past the limit stays as written instead of recursing without end.
    func testDeepNestingIsOpaque() {
        let deep = String(repeating: "[", count: 400) + "Int" + String(repeating: "]", count: 400)
        let type = TypeExprParser.parse(text: deep)
        XCTAssertEqual(type.text, deep)
        XCTAssertEqual(Self.shape(type), "opaque(\(deep))")
    }

    /// Every property annotation, function result and typealias target of the toolchain's
    /// interfaces (the 96-file corpus) parses and prints back as `normalizedText` gives it,
    /// and few are kept `.opaque`.
    func testEveryInterfaceTypeRoundTrips() throws {
        guard let folder = InterfaceCorpusTests.libraryFolder else { throw XCTSkip("no swiftc on PATH") }
        var total = 0
        var opaque = 0
        for file in InterfaceCorpusTests.interfaceFiles(in: folder) {
            let bytes = Array(try Data(contentsOf: file))
            let tokens = Tokenizer.tokenize(bytes).tokens
            let tree = DeclarationParser.parse(Tokenizer.tokenize(bytes), bytes: bytes)
            var spans: [TokenSpan] = []
            func walk(_ members: [Member]) {
                for member in members {
                    switch member {
                    case let .type(type): walk(type.members)
                    case let .variable(variable): spans += variable.bindings.compactMap(\.typeAnnotation)
                    case let .function(function): spans += function.returnType.map { [$0] } ?? []
                    case let .typeAlias(alias): spans += alias.target.map { [$0] } ?? []
                    case let .ifConfig(block): for clause in block.clauses { walk(clause.elements) }
                    default: break
                    }
                }
            }
            walk(tree.members)
            let reader = Rendering(tokens: tokens, bytes: bytes)
            for span in spans {
                let type = TypeExprParser.parse(span, tokens: tokens, bytes: bytes)
                total += 1
                if case .opaque = type.kind { opaque += 1 }
                XCTAssertEqual(type.text, reader.normalizedText(span))
            }
        }
        XCTAssertGreaterThan(total, 1_000)
        XCTAssertLessThan(opaque * 100, total, "\(opaque) of \(total) kept as written")
    }

    private struct Rendering: TokenQueries {
        let tokens: [Token]
        let bytes: [UInt8]
    }
}
