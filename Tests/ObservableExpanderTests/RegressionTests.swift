import Foundation
import ObservableExpander
import XCTest

/// One test per kind of failure that fuzzing (`scripts/fuzz.sh`), the interface-corpus round
/// trip and the bad-input catalogue found: each pins the exact output or diagnostic, so that the
/// kind cannot come back. Findings are described by their kind, with the smallest input that
/// showed it; the fuzzer's own artefacts are never committed.
final class RegressionTests: XCTestCase {
    /// Expands `source` as `Model.swift`: the output text (nil on error) and every diagnostic
    /// formatted as the command line prints it.
    func expand(_ source: String) -> (output: String?, diagnostics: [String]) {
        let file = SourceFile(path: "Model.swift", text: source)
        let result = Expander.expand(file)
        return (result.output.map { String(decoding: $0, as: UTF8.self) }, result.diagnostics.map { $0.formatted(in: file) })
    }

    /// Put before a source that holds no annotation, so that the parser runs on it: a file in
    /// which no `@Observ…` appears is only lexed (and copied unchanged). Two lines.
    static let annotatedPrefix = "// @Observable\nfinal class M {}\n"

    /// What `annotatedPrefix + source` must expand to when `source` itself needs no change.
    func expectedAfterPrefix(_ source: String) throws -> String {
        try XCTUnwrap(expand(Self.annotatedPrefix).output) + source
    }

    /// A one-property model, the reference whose expansion the larger cases are compared with.
    static func model(_ declaration: String) -> String {
        "import Observation\n\n// @Observable\nfinal class Model {\n  \(declaration)\n}\n"
    }

    /// The expansion of `model("var x: Int = 1")` with its initializer replaced: the output a
    /// property `var x: Int = <initializer>` must give.
    func expectedOutput(initializer: String) throws -> String {
        let reference = try XCTUnwrap(expand(Self.model("var x: Int = 1")).output)
        XCTAssertEqual(reference.components(separatedBy: ": Int = 1").count, 3, "the reference names its initializer twice")
        return reference.replacingOccurrences(of: ": Int = 1", with: ": Int = \(initializer)")
    }

    // MARK: - The attribute with spaces

    /// `@ Observable` and `@Observable ()`: Swift 5 mode applies the macro (warning of the
    /// space; Swift 6 rejects both). The first was passed over unread (no `@Observ` in the
    /// bytes), the second read as an attribute and a stray `()`, so both kept the macro
    /// attribute in an output that must compile without the plugin. Checked with swiftc
    /// `-swift-version 5 -dump-macro-expansions`: the same expansion as `@Observable`.
    func testTheAttributeWithSpacesIsExpandedAsTheMacroIs() throws {
        let plain = try XCTUnwrap(expand("import Observation\n\n@Observable\nfinal class A {\n    var a = 0\n}\n").output)
        XCTAssertTrue(plain.contains("private var _a = 0"), plain)
        for spelling in ["@ Observable", "@\tObservable", "@Observable ()", "@ Observation.Observable ()"] {
            let result = expand("import Observation\n\n\(spelling)\nfinal class A {\n    var a = 0\n}\n")
            XCTAssertEqual(result.diagnostics, [], spelling)
            XCTAssertEqual(result.output, plain, spelling)
        }
    }

    // MARK: - A hostile tester: code after a comment that ends below the class's brace

    /// `} /* a⏎*/ let q = 1`: the conformance extension went after the comment, so that its
    /// `}` and `let q` shared a line (`consecutive statements on a line`). The code now goes
    /// on a line of its own; a `;` stays after the class's `}`, before the extension (after a
    /// `#sourceLocation` directive, a statement cannot start with it). Both outputs
    /// type-check (checked with swiftc).
    func testCodeAfterAMultiLineTrailingCommentGetsALineOfItsOwn() throws {
        let output = try XCTUnwrap(expand("import Observation\n// @Observable\nfinal class O {\n    var z = 0\n} /* a\n*/ let q = 1\n").output)
        XCTAssert(output.hasSuffix("} /* a\n*/ \n\nextension O: nonisolated Observation.Observable {\n}\nlet q = 1\n"), output)
        let semicolon = try XCTUnwrap(expand("import Observation\n// @Observable\nfinal class O { var z = 0 }; let e = 0\n").output)
        XCTAssert(semicolon.hasSuffix("};\n\nextension O: nonisolated Observation.Observable {\n}\n let e = 0\n"), semicolon)
    }

    /// `struct Outer<String> { // @Observable final class N { var s = "a" } }`: the inferred
    /// `String` was written, which means Outer's generic parameter inside N (the compiler then
    /// rejected the output). It is an error now; a name the initializer writes itself
    /// (`String()`) means the parameter there too and is written as before.
    func testAnEnclosingGenericParameterShadowsAnInferredStandardName() throws {
        let shadowed = expand("import Observation\nstruct Outer<String> {\n    // @Observable\n    final class N { var s = \"a\" }\n}\n")
        XCTAssertNil(shadowed.output)
        XCTAssertEqual(shadowed.diagnostics, ["Model.swift:4:25: error: the type of 's' is 'String', but inside 'N' the name 'String' means a generic parameter of an enclosing type; add an explicit type annotation"])
        let written = expand("import Observation\nstruct Outer<String> {\n    // @Observable\n    final class N { var s = String() }\n}\n")
        XCTAssertEqual(written.diagnostics, [])
        XCTAssert(try XCTUnwrap(written.output).contains("var s: String = String() {"))
    }

    /// `@Observable @Observable`: one attribute was removed and the class expanded once, the
    /// other left in place (the macro, run on the output, then broke it). It is an error at the
    /// second attribute, as the real macro's second expansion does not compile either.
    func testTheObservableAttributeTwiceIsAnError() {
        let result = expand("import Observation\n@Observable @Observable\nfinal class A { var x = 1 }\n")
        XCTAssertNil(result.output)
        XCTAssertEqual(result.diagnostics, ["Model.swift:2:13: error: '@Observable' is attached twice; the macro would expand twice, and its second expansion does not compile: remove one"])
    }

    /// An annotation comment after code on its line annotates nothing: `var a = 1 //
    /// @ObservationIgnored` was passed over in silence (and `a` tracked), `let z = 1 //
    /// @Observable` above a class said no class followed. Both now say why.
    func testAnAnnotationAfterCodeOnItsLineIsReported() {
        let ignored = expand("import Observation\n// @Observable\nfinal class B {\n    var a = 1 // @ObservationIgnored\n    var b = 2\n}\n")
        XCTAssertEqual(ignored.diagnostics, ["Model.swift:4:15: warning: '@ObservationIgnored' annotation follows code on its line and annotates nothing (the property before it stays tracked); put it on a line of its own above the property"])
        XCTAssert(ignored.output?.contains("private var _a = 1") == true)
        let observable = expand("import Observation\nlet z = 1 // @Observable\nfinal class A { var x = 1 }\n")
        XCTAssertNil(observable.output)
        XCTAssertEqual(observable.diagnostics, ["Model.swift:2:11: error: '@Observable' annotation follows code on its line and annotates nothing; put it on a line of its own above the class"])
    }

    /// `backing-storage-exists` looked at properties only: with `func _count()` or `struct _x`
    /// in the class, the output (as the real macro's) failed inside the generated accessors
    /// ("ambiguous reference to member '_count'"). It is a located error now.
    func testAFunctionOrTypeNamedLikeABackingStoreIsAnError() {
        let result = expand("import Observation\n// @Observable\nfinal class M {\n    var count = 0\n    func _count(by a: Int) -> Int { a }\n    struct _x {}\n    var x = 1\n    var y = 2\n}\n")
        XCTAssertNil(result.output)
        XCTAssertEqual(result.diagnostics, [
            "Model.swift:4:9: error: the class declares a function named '_count', but '@Observable' stores 'count' in a property of that name; rename '_count' or mark 'count' '@ObservationIgnored'",
            "Model.swift:7:9: error: the class declares a type named '_x', but '@Observable' stores 'x' in a property of that name; rename '_x' or mark 'x' '@ObservationIgnored'",
        ])
    }

    // MARK: - Fuzzing, kind 1: an empty element in a bracketed list (trap)

    /// `[1, ,2 3]` in an untyped property trapped type inference ("Range requires lowerBound
    /// <= upperBound"): an empty element between commas made an inverted token range. Every
    /// list that inference splits at commas is covered: array, dictionary, tuple, and the
    /// generic arguments of `Dictionary<…>()`.
    /// The header is made as bytes (per output file, for speed): it names every path as the
    /// `String` route does, control characters, DEL and backslashes escaped, any other scalar
    /// kept; and it goes after a byte-order mark and a `#!` line, also one without a newline.
    func testTheHeaderBytesEscapeAsTheStringRouteDoes() {
        let paths = ["Model.swift", "Sources/Models/Ä/Modèle 🚀.swift", "a\\b\\c.swift", "tab\there.swift", "line\nbreak\r.swift",
                     "nul\u{0}bell\u{7}esc\u{1B}us\u{1F}del\u{7F}.swift", "\u{80}\u{9F}\u{A0}\u{FEFF}.swift", "", "\\"]
        for path in paths {
            XCTAssertEqual(String(decoding: GeneratedHeader.lineBytes(for: path), as: UTF8.self), GeneratedHeader.line(for: path), path)
            XCTAssertEqual(GeneratedHeader.unescapingControlCharacters(GeneratedHeader.escapingControlCharacters(path)), path, path)
        }
        XCTAssertEqual(String(decoding: GeneratedHeader.lineBytes(for: "a\u{1B}\\.swift"), as: UTF8.self),
                       "// Generated by observable-expand from a\\u{1B}\\\\.swift. Do not edit: edit the source and run observable-expand again.\n")
        let line = GeneratedHeader.line(for: "M.swift")
        XCTAssertEqual(String(decoding: GeneratedHeader.adding(to: Array("class A {}\n".utf8), sourcePath: "M.swift"), as: UTF8.self), line + "class A {}\n")
        XCTAssertEqual(String(decoding: GeneratedHeader.adding(to: Array("\u{FEFF}#!/usr/bin/swift\r\nx\n".utf8), sourcePath: "M.swift"), as: UTF8.self),
                       "\u{FEFF}#!/usr/bin/swift\r\n" + line.dropLast() + "\r\nx\n")
        XCTAssertEqual(String(decoding: GeneratedHeader.adding(to: Array("#!/usr/bin/swift".utf8), sourcePath: "M.swift"), as: UTF8.self),
                       "#!/usr/bin/swift\n" + line)
    }

    /// The header ended with LF in a file whose lines end with CRLF (or CR), so the output
    /// mixed line breaks; it now ends as the file's first line does, and is found again (for
    /// `--check`, the rerun's skip of generated inputs and `--prune`) in every style.
    func testTheHeaderEndsAsTheFileLinesEnd() {
        let line = String(GeneratedHeader.line(for: "M.swift").dropLast())
        let cases: [(input: String, output: String)] = [
            ("class A {}\r\n", line + "\r\nclass A {}\r\n"),
            ("class A {}\r", line + "\rclass A {}\r"),
            ("class A {}", line + "\nclass A {}"),
            ("", line + "\n"),
            ("#!/usr/bin/swift\rx\r", "#!/usr/bin/swift\r" + line + "\rx\r"),
            ("\u{FEFF}#!/usr/bin/swift\r\n", "\u{FEFF}#!/usr/bin/swift\r\n" + line + "\r\n"),
            ("#!/usr/bin/swift\nx\r\n", "#!/usr/bin/swift\n" + line + "\nx\r\n"),
        ]
        for (input, output) in cases {
            let bytes = GeneratedHeader.adding(to: Array(input.utf8), sourcePath: "M.swift")
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), output, input.debugDescription)
            XCTAssertTrue(GeneratedHeader.isPresent(in: bytes), input.debugDescription)
            XCTAssertEqual(GeneratedHeader.sourcePath(in: bytes), "M.swift", input.debugDescription)
        }
        XCTAssertFalse(GeneratedHeader.isPresent(in: Array("#!/usr/bin/swift".utf8)))
        XCTAssertNil(GeneratedHeader.sourcePath(in: Array("#!/usr/bin/swift\r\nclass A {}\r\n".utf8)))
    }

    func testAnEmptyElementInABracketedListIsNotInferred() throws {
        let cases: [(String, String)] = [
            ("var samples = [1, ,2 3]", "Model.swift:5:7: error: cannot infer the type of 'samples'; add an explicit type annotation"),
            ("var samples = [, 1]", "Model.swift:5:7: error: cannot infer the type of 'samples'; add an explicit type annotation"),
            ("var samples = [,]", "Model.swift:5:7: error: cannot infer the type of 'samples'; add an explicit type annotation"),
            ("var table = [\"a\": 1, , \"b\": 2]", "Model.swift:5:7: error: cannot infer the type of 'table'; add an explicit type annotation"),
            ("var pair = (, 1)", "Model.swift:5:7: error: cannot infer the type of 'pair'; add an explicit type annotation"),
            ("var items = Set([1, , 2])", "Model.swift:5:7: error: cannot infer the type of 'items'; add an explicit type annotation"),
        ]
        for (declaration, diagnostic) in cases {
            let result = expand(Self.model(declaration))
            XCTAssertNil(result.output, declaration)
            XCTAssertEqual(result.diagnostics, [diagnostic], declaration)
        }
        // Not a sugared collection: the callee is the type, spelled as written.
        let result = expand(Self.model("var table = Dictionary<Int, , String>()"))
        XCTAssertEqual(result.diagnostics, [])
        let output = try XCTUnwrap(result.output)
        XCTAssertTrue(output.contains("  private var _table = Dictionary<Int, , String>()\n  var table: Dictionary<Int, , String> = Dictionary<Int, , String>() {\n"), output)
    }

    /// A chain of names in an untyped property (`a.a.a…`, found by a hostile tester) took time
    /// quadratic in its length: the type at its head was looked up at every length, each
    /// lookup joining the names (8,000 links: 10 s). No run longer than the index's longest
    /// type name is looked up now.
    func testALongChainOfNamesIsNotLookedUpAtEveryLength() throws {
        let chains = ["a" + String(repeating: ".a", count: 20_000), "Int.max" + String(repeating: ".magnitude", count: 20_000)]
        for chain in chains {
            let result = expand(Self.model("var x = \(chain)"))
            XCTAssertNil(result.output)
            XCTAssertEqual(result.diagnostics.count, 1)
            XCTAssert(result.diagnostics.first?.hasPrefix("Model.swift:5:7: error: cannot infer the type of 'x'") == true, "\(result.diagnostics.first?.prefix(200) ?? "")")
        }
    }

    // MARK: - Bad input, kind 2: deep nesting in an initializer (stack overflow, quadratic time)

    /// 100,000 nested parentheses in an untyped property overflowed the stack: type inference
    /// recursed once per bracket level (and rescanned the span at each, quadratic time).
    /// Deeper than `TypeInference.maximumNesting` (256) levels is not inferred.
    func testDeeplyNestedInitializerIsNotInferredAndDoesNotOverflowTheStack() throws {
        for (open, close) in [("(", ")"), ("[", "]")] {
            let deep = String(repeating: open, count: 100_000) + "1" + String(repeating: close, count: 100_000)
            let result = expand(Self.model("var x = \(deep)"))
            XCTAssertNil(result.output)
            XCTAssertEqual(result.diagnostics.count, 1)
            XCTAssert(result.diagnostics.first?.hasPrefix("Model.swift:5:7: error: cannot infer the type of 'x'") == true, "\(result.diagnostics.first?.prefix(200) ?? "")")
        }
        // With a type annotation nothing is inferred: the initializer is copied as it is.
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        let typed = expand(Self.model("var x: Int = \(deep)"))
        XCTAssertEqual(typed.diagnostics, [])
        XCTAssertEqual(typed.output, try expectedOutput(initializer: deep))
        // The limit: 256 levels are inferred, 257 are not.
        let atLimit = String(repeating: "(", count: 256) + "1" + String(repeating: ")", count: 256)
        XCTAssertEqual(expand(Self.model("var x = \(atLimit)")).output?.contains("  var x: Int = \(atLimit) {\n"), true)
        let pastLimit = "(" + atLimit + ")"
        XCTAssertEqual(expand(Self.model("var x = \(pastLimit)")).diagnostics, ["Model.swift:5:7: error: cannot infer the type of 'x'; add an explicit type annotation"])
    }

    // MARK: - Bad input, kind 3: deeply nested `#if` blocks (quadratic time, stack overflow)

    /// 100,000 nested `#if` blocks ran for many minutes: each `#if` looked ahead to its
    /// `#endif` to decide whether it held attributes (quadratic), and the parser recursed once
    /// per block. Now `#if` blocks count towards `DeclarationParser.maximumNesting` (512) like
    /// types, and the look-ahead stops there.
    func testDeeplyNestedIfConfigBlocksAreDiagnosedQuickly() throws {
        let started = Date()
        let source = Self.annotatedPrefix + String(repeating: "#if A\n", count: 100_000) + String(repeating: "#endif\n", count: 100_000)
        let result = expand(source)
        XCTAssertNil(result.output)
        XCTAssertEqual(result.diagnostics, ["Model.swift:515:1: error: declarations are nested too deeply"])
        // Unterminated: each open block says so.
        let open = expand(Self.annotatedPrefix + String(repeating: "#if A\n@x\n", count: 100_000))
        XCTAssertNil(open.output)
        XCTAssertEqual(open.diagnostics.first, "Model.swift:3:1: error: unterminated '#if' block")
        XCTAssertTrue(open.diagnostics.contains("Model.swift:1027:1: error: declarations are nested too deeply"), "\(open.diagnostics.prefix(5))")
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "nested #if blocks must take linear time")
        // A class inside a few `#if` levels still expands.
        let nested = String(repeating: "#if A\n", count: 20) + Self.model("var x: Int = 1") + String(repeating: "#endif\n", count: 20)
        XCTAssertEqual(expand(nested).diagnostics, [])
        XCTAssertNotNil(expand(nested).output)
    }

    // MARK: - Bad input, kind 4: generic-argument look-ahead on every `<` (quadratic time)

    /// `a0<a1<a2<…` (100,000 operators) in an initializer or a default value hung: the
    /// generic-argument check scanned from every `<` to the end of the expression. The scan
    /// now gives up past 64 nested `<`.
    func testManyLessThanOperatorsTakeLinearTime() throws {
        let started = Date()
        let chain = (0 ..< 100_000).map { "a\($0)" }.joined(separator: "<")
        let typed = expand(Self.model("var x: Int = \(chain)"))
        XCTAssertEqual(typed.diagnostics, [])
        XCTAssertEqual(typed.output, try expectedOutput(initializer: chain))
        let untyped = expand(Self.model("var x = [\(chain)]"))
        XCTAssertEqual(untyped.diagnostics, ["Model.swift:5:7: error: cannot infer the type of 'x'; add an explicit type annotation"])
        let function = "func f(x: Bool = \(chain)) {}\n"
        XCTAssertEqual(expand(Self.annotatedPrefix + function).output, try expectedAfterPrefix(function))
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "a chain of '<' must take linear time")
        // Real generic arguments still keep their commas out of the list.
        XCTAssertTrue(expand(Self.model("var x = [Dictionary<String, Int>()]")).output?.contains("  var x: [[String: Int]] = [Dictionary<String, Int>()] {\n") == true)
        XCTAssertTrue(expand(Self.model("var x = Dictionary<String, [Int]>()")).output?.contains("  var x: [String: [Int]] = Dictionary<String, [Int]>() {\n") == true)
    }

    // MARK: - Fuzzing, kind 6: a block comment ending on the property's line (trap)

    /// `/* @Observable */var reading: Double = 1` in a class trapped ("Range requires
    /// lowerBound <= upperBound") where the peer `_reading` is placed above the property's
    /// leading comments: a block comment that ends on the property's own line ended after the
    /// line's start. The same held for a multi-line comment ending there and for the previous
    /// token's trailing comment; the last also could not take the peer at a line start.
    func testABlockCommentEndingOnThePropertysLineKeepsThePeerOutsideIt() throws {
        let reference = try XCTUnwrap(expand(Self.model("var x: Int = 1")).output)
        let plain = "  private var _x: Int = 1\n  var x: Int = 1 {\n"
        XCTAssertTrue(reference.contains(plain))
        let cases: [(declaration: String, expected: String)] = [
            ("/* note */ var x: Int = 1", "  private var _x: Int = 1\n  /* note */ var x: Int = 1 {\n"),
            ("/* nonisolated */var x: Int = 1", "  private var _x: Int = 1\n  /* nonisolated */var x: Int = 1 {\n"),
            ("/* line 1\n  */ var x: Int = 1", "  private var _x: Int = 1\n  /* line 1\n  */ var x: Int = 1 {\n"),
            ("/// doc\n  /* note */ var x: Int = 1", "  private var _x: Int = 1\n  /// doc\n  /* note */ var x: Int = 1 {\n"),
            ("let a = 0 /* trailing\n  */ var x: Int = 1", "  let a = 0 /* trailing\n  */ private var _x: Int = 1\n  var x: Int = 1 {\n"),
            ("/* a */ /* b\n  */ var x: Int = 1", "  /* a */ /* b\n  */ private var _x: Int = 1\n  var x: Int = 1 {\n"),
        ]
        for (declaration, expected) in cases {
            let result = expand(Self.model(declaration))
            XCTAssertEqual(result.diagnostics, [], declaration)
            XCTAssertEqual(result.output, reference.replacingOccurrences(of: plain, with: expected), declaration)
        }
        // The fuzzer's input: an annotation on the property itself, which is an error.
        XCTAssertEqual(expand(Self.model("/* @Observable */var x: Int = 1")).diagnostics,
                       ["Model.swift:5:3: error: '@Observable' cannot be applied to property 'x'; annotate the class that declares it"])
        // With source locations, the peer after a trailing comment gets a line of its own.
        let file = SourceFile(path: "Model.swift", text: Self.model("let a = 0 /* trailing\n  */ var x: Int = 1"))
        let located = Expander.expand(file, options: ExpansionOptions(sourceLocationPath: "Model.swift"))
        let output = String(decoding: try XCTUnwrap(located.output), as: UTF8.self)
        XCTAssertTrue(output.contains("  let a = 0 /* trailing\n  */ \n#sourceLocation()\n  private var _x: Int = 1\n  var x: Int = 1 {\n"), output)
        // The same for `var a = 1, b = 2`, whose `#sourceLocation()` went inside the comment.
        for declaration in ["let a = 0 /* trailing\n  */ var x = 1, y = 2", "/* line 1\n  */ var x = 1, y = 2"] {
            let file = SourceFile(path: "Model.swift", text: Self.model(declaration))
            let located = Expander.expand(file, options: ExpansionOptions(sourceLocationPath: "Model.swift"))
            let output = String(decoding: try XCTUnwrap(located.output), as: UTF8.self)
            XCTAssertTrue(output.contains("  */ \n#sourceLocation()\n  private var _x = 1\n  var x: Int = 1 {\n"), output)
        }
    }

    // MARK: - Fuzzing, kind 7: an attribute at the end of an unclosed parameter list (trap)

    /// `func f(@x` as the whole file trapped ("Range requires lowerBound <= upperBound"): the
    /// attribute was skipped past the end of the last parameter of an unclosed list. Found
    /// with `func refresh(@` before a protocol's `}`.
    func testAnAttributeAtTheEndOfAnUnclosedParameterListIsNotATrap() throws {
        for source in ["func f(@x", "func f(@escaping", "func f(a: Int, @", "func f(@x @y"] {
            let result = expand(Self.annotatedPrefix + source)
            XCTAssertEqual(result.diagnostics, [], source)
            XCTAssertEqual(result.output, try expectedAfterPrefix(source), source)
        }
        XCTAssertEqual(expand(Self.annotatedPrefix + "protocol Refreshable {\n  func refresh(@\nMMMM}\n").diagnostics, ["Model.swift:4:15: error: expected ')' to match this '('"])
        XCTAssertEqual(expand(Self.model("var x = 1\n  func f(@MainActor")).diagnostics, ["Model.swift:6:9: error: expected ')' to match this '('"])
    }

    // MARK: - Bad input, kind 8: many declarations on one line (quadratic time)

    /// A class whose 30,000 properties stand on one line took minutes: finding each property's
    /// line start (for its indentation) scanned back over the whole line. Line starts now come
    /// from the file's line table.
    func testManyPropertiesOnOneLineTakeLinearTime() throws {
        func model(_ count: Int) -> String {
            "// @Observable\nfinal class Model { " + (0 ..< count).map { "var a\($0): Int = \($0); " }.joined() + "}\n"
        }
        let one = try XCTUnwrap(expand(model(1)).output)
        let start = try XCTUnwrap(one.range(of: "private var _a0"))
        let end = try XCTUnwrap(one.range(of: "\n\n    private let _$observationRegistrar"))
        let piece = String(one[start.lowerBound ..< end.lowerBound])
        XCTAssertTrue(piece.hasSuffix("}; "), piece)
        let count = 30_000
        var expected = String(one[..<start.lowerBound])
        for k in 0 ..< count {
            expected += piece.replacingOccurrences(of: "a0", with: "a\(k)").replacingOccurrences(of: "= 0", with: "= \(k)")
        }
        expected += one[end.lowerBound...]
        let started = Date()
        let result = expand(model(count))
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertTrue(result.output == expected, "the expansion of 30,000 properties on one line differs")
        XCTAssertLessThan(seconds, 60, "properties on one line must take linear time")
        // Classes side by side on one line, annotated by the attribute: each finds its
        // indentation quickly too.
        let classes = (0 ..< 10_000).map { "@Observable class A\($0) { var x: Int = 0 } " }.joined() + "\n"
        let expanded = expand(classes)
        XCTAssertEqual(expanded.diagnostics, [])
        XCTAssertEqual(expanded.output?.components(separatedBy: ": nonisolated Observation.Observable {").count, 10_001)
        XCTAssertLessThan(Date().timeIntervalSince(started), 120, "classes on one line must take linear time")
    }

    // MARK: - Fuzzing, kind 9: an inferred "type" with brackets that do not pair up

    /// `var recent = r<yin{]>()` expanded to `var recent: r<yin{]> = …`: type inference took
    /// any text between `<` and `>` (or `[` and `]`, or after `as`) for a type, and the brace in
    /// it broke the structure of the generated declaration (the output no longer parsed). An
    /// inferred type must now hold no braces and pair its brackets up.
    func testAnInferredTypeWhoseBracketsDoNotPairUpIsNotUsed() throws {
        for declaration in ["var recent = r<yin{]>()", "var x = [yin{)]()", "var y = x as Foo{ 1 }", "var b = x as Int > 0", "var c = Foo<(Int]>()"] {
            let name = declaration.dropFirst(4).prefix { $0 != " " }
            XCTAssertEqual(expand(Self.model(declaration)).diagnostics,
                           ["Model.swift:5:7: error: cannot infer the type of '\(name)'; add an explicit type annotation"], declaration)
        }
        // Types that do pair up are still inferred, the `>` of an arrow included.
        for (declaration, line) in [
            ("var f = g as (Int) -> Void", "  var f: (Int) -> Void = g as (Int) -> Void {\n"),
            ("var s = Set<String>()", "  var s: Set<String> = Set<String>() {\n"),
            ("var n = Outer<[Int], (Int, Int)>.Inner()", "  var n: Outer<[Int], (Int, Int)>.Inner = Outer<[Int], (Int, Int)>.Inner() {\n"),
        ] {
            let output = try XCTUnwrap(expand(Self.model(declaration)).output, declaration)
            XCTAssertTrue(output.contains(line), output)
        }
    }

    // MARK: - Bad input, kind 10: CRLF text indented again (`\r\r\n`)

    /// In a CRLF file the conformance extension came out as `… Observable {\r\r\n}`: it was
    /// built with the file's newline and then indented, which turned each `\n` into `\r\n`
    /// again. A `\r\n` in text to indent is now one line break (found by the catalogue's CRLF
    /// case; the golden fixtures have no CRLF file).
    func testCRLFTextIsNotGivenASecondCarriageReturn() throws {
        for source in [
            Self.model("var x: Int = 1"),
            "import Observation\n\n@available(macOS 14,\n           iOS 17, *)\n// @Observable\nfinal class Model {\n  var x: Int = 1\n}\n",
            "import Observation\n\nenum Outer {\n  // @Observable\n  final class Model {\n    var x: Int = 1\n  }\n}\n",
        ] {
            let lf = try XCTUnwrap(expand(source).output, source)
            let crlf = try XCTUnwrap(expand(source.replacingOccurrences(of: "\n", with: "\r\n")).output, source)
            XCTAssertFalse(crlf.utf8.elementsEqual(lf.utf8), "the CRLF output must use CRLF")
            XCTAssertEqual(Array(crlf.utf8), Array(lf.replacingOccurrences(of: "\n", with: "\r\n").utf8), source)
        }
    }

    // MARK: - Fuzzing, kind 11: two expansions over the same bytes (code silently lost)

    /// `var url: Str the list.` ends its line with `.`, so the type ran on into the next
    /// declaration, an annotated nested class, whose body became the property's accessor block.
    /// The class was expanded too, as a class the walk had not reached: two edits over the
    /// same bytes, of which applying kept one and dropped the other, and the output copied the
    /// class twice. Overlapping expansions are now an error, whatever misreading causes them.
    func testOverlappingExpansionsAreAnErrorNotALoss() {
        let source = "import Observation\n\n// @Observable\nclass Avatar {\n  var url: Str the list.\n  // @Observable\n  final class Reminder {\n    /// doc\n  }\n  var size = 64\n}\n"
        let result = expand(source)
        XCTAssertNil(result.output)
        // `Str the list.` runs on into the next line (a `.` continues a type), so `final class
        // Reminder` is read as part of that type, and its annotation annotates nothing.
        XCTAssertEqual(result.diagnostics, ["Model.swift:6:3: error: '@Observable' annotation is not followed by a class declaration"])
        // Complete, the same code expands.
        XCTAssertEqual(expand(source.replacingOccurrences(of: "var url: Str the list.", with: "var url: String = \"\"")).diagnostics, [])
    }

    // MARK: - Bad input, kind 5: an unclosed bracket swallowed the body's closing brace

    /// An unclosed `(`, `[` or `<` in a member ran on through the `}` that closes the class,
    /// so the diagnostic pointed at the class's `{` ("expected '}' at the end of class") while
    /// the `}` was there. The bracket is now reported where it opens.
    func testAnUnclosedBracketInAMemberIsReportedWhereItOpens() {
        let cases: [(String, [String])] = [
            ("  var x: Int = (1\n  var y = 2\n", ["Model.swift:5:16: error: expected ')' to match this '('"]),
            ("  var x: [Int] = [1, 2\n", ["Model.swift:5:18: error: expected ']' to match this '['"]),
            ("  var x: (Int\n  var y = 2\n", ["Model.swift:5:10: error: expected ')' to match this '('"]),
            ("  var x: Array<Int = []\n", ["Model.swift:5:15: error: expected '>' to match this '<'"]),
            ("  var x = 1\n  func f(a: Int {\n  }\n", ["Model.swift:6:9: error: expected ')' to match this '('"]),
            ("  var x = 1\n  init(a: Int {\n  }\n", ["Model.swift:6:7: error: expected ')' to match this '('"]),
            ("  var x = 1\n  let handlers = [{ }, { (a }\n", ["Model.swift:6:18: error: expected ']' to match this '['"]),
        ]
        for (members, diagnostics) in cases {
            let source = "import Observation\n\n// @Observable\nfinal class Model {\n" + members + "}\n\nlet after = 1\n"
            let result = expand(source)
            XCTAssertNil(result.output, members)
            XCTAssertEqual(result.diagnostics, diagnostics, members)
        }
        // In a plain struct too, and at the top level the `}` is then extraneous.
        XCTAssertEqual(expand(Self.annotatedPrefix + "struct S {\n  let a = [1, 2\n}\n").diagnostics, ["Model.swift:4:11: error: expected ']' to match this '['"])
        XCTAssertEqual(expand(Self.annotatedPrefix + "print(1\n}\n").diagnostics, ["Model.swift:3:6: error: expected ')' to match this '('", "Model.swift:4:1: error: extraneous '}' at top level"])
        // A `(` closed inside a closure is fine; one left open in it ends with the closure.
        let closure = expand(Self.model("var x: () -> Void = { print((1)) }"))
        XCTAssertEqual(closure.diagnostics, [])
        XCTAssertNotNil(closure.output)
    }

    // MARK: - Fuzz finding: an unclosed generic attribute ran past the end of the file

    /// `@Observation.ObservatiSet<In Diagnostics {` — an attribute whose `<` never closes runs to
    /// the end of the file, so the declaration's keyword index was past the last token and the
    /// comment attachment trapped. Now the declaration is read as text and the file diagnosed.
    func testAnUnclosedGenericAttributeAtTheEndOfTheFileIsNotATrap() {
        let source = "import Observation\n\n// @Observable\nfinal class Timer {\n  var seconds = 60\n  @Observation.ObservatiSet<In Diagnostics {\n  var level = 1\n}\n"
        let result = expand(source)
        XCTAssertNil(result.output)
        XCTAssertFalse(result.diagnostics.isEmpty)
    }
}
