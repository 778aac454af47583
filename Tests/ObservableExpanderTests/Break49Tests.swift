import Foundation
import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Break round 49's findings (/tmp/break49/REPORT.md), one test each; the expansions are also
/// golden fixtures that the conformance tests compare with the real macro (type-check and a
/// `withObservationTracking` program): `property-modifier-space-before-parenthesis`,
/// `observation-ignored-comment-in-attribute-class`, `conformance-in-composition`,
/// `postfix-if-in-initializer`, `trailing-closure-inference`.
final class Break49Tests: ToolFolderTestCase {
    /// The expansion of `text` (file `t.swift`) in a run with `others`: each diagnostic as
    /// `line:column id`, and the output.
    private func expanded(_ text: String, others: [String] = []) -> (diagnostics: [String], messages: [String], output: String?) {
        let file = SourceFile(path: "t.swift", text: text)
        let source = ParsedSource(file)
        let run = DeclarationIndex([source] + others.enumerated().map { ParsedSource(SourceFile(path: "o\($0.offset).swift", text: $0.element)) })
        let result = Expander.expand(source, classes: run)
        let lines = result.diagnostics.map { diagnostic -> String in
            let location = file.location(of: diagnostic.offset)
            return "\(location.line):\(location.column) \(diagnostic.id)"
        }
        return (lines, result.diagnostics.map(\.message), result.output.map { String(decoding: $0, as: UTF8.self) })
    }

    private func tracks(_ output: String?, _ name: String) -> Bool {
        output?.contains("access(keyPath: \\.\(name))") == true
    }

    // MARK: - 1. `private (set) var`: a modifier's or attribute's arguments after a space

    /// Swift 5 mode reads `(…)` on the word's line as its arguments (with a warning), and the
    /// macro tracks the property; the tool left it untracked with no message.
    func testArgumentsAfterASpaceAreReadAsSwiftReadsThem() {
        let result = expanded("""
            import Observation
            final class C {}
            // @Observable
            final class VM {
                private (set) var episode: Int = 0
                nonisolated (unsafe) var volume: Int = 0
                unowned (unsafe) var owner: C
                @available (*, deprecated) var legacy = 1
                private /* c */ (set) var commented = 2
                var handler: @MainActor (Int) -> Void = { _ in }
                init(owner: C) { self.owner = owner }
            }
            """)
        XCTAssertEqual(result.diagnostics, [])
        for name in ["episode", "volume", "owner", "legacy", "commented", "handler"] {
            XCTAssertTrue(tracks(result.output, name), "\(name) untracked:\n\(result.output ?? "")")
        }
        // The modifier stays on the property as written, its store is private.
        XCTAssertTrue(result.output?.contains("private (set) var episode: Int = 0 {") == true, result.output ?? "")
        XCTAssertTrue(result.output?.contains("private var _episode: Int = 0") == true, result.output ?? "")
    }

    // MARK: - 2. `// @ObservationIgnored` in a class with the real attribute

    /// The compiler reads no comment: the property stays tracked (as with the macro), and the
    /// comment gets a warning; in a comment-marked class the comment still ignores.
    func testAnIgnoringCommentInARealAttributeClassIgnoresNothingAndSaysSo() {
        let real = expanded("""
            import Observation
            @Observable final class F {
                // @ObservationIgnored
                var filter: String = ""
                /// @ObservationIgnored
                var query = ""
                @ObservationIgnored
                var cache = 0
            }
            """)
        XCTAssertTrue(tracks(real.output, "filter"), real.output ?? "")
        XCTAssertTrue(tracks(real.output, "query"), real.output ?? "")
        XCTAssertFalse(tracks(real.output, "cache"), real.output ?? "")
        XCTAssertEqual(real.diagnostics, ["3:5 ignored-annotation-in-attribute-class", "5:5 ignored-annotation-in-attribute-class"])
        let commented = expanded("""
            import Observation
            // @Observable
            final class F {
                // @ObservationIgnored
                var filter: String = ""
            }
            """)
        XCTAssertEqual(commented.diagnostics, [])
        XCTAssertFalse(tracks(commented.output, "filter"), commented.output ?? "")
    }

    // MARK: - 3. `Observable` inside a composition of the class's own clause

    func testObservableInACompositionOfTheClassesClauseGetsNoExtension() {
        for clause in ["Observable & Hashable", "AnyObject & Observation.Observable", "Hashable & Observable"] {
            let result = expanded("""
                import Observation
                // @Observable
                final class Model: \(clause) {
                    var count = 0
                }
                """)
            XCTAssertEqual(result.diagnostics, [], clause)
            XCTAssertFalse(result.output?.contains("extension Model") == true, "\(clause):\n\(result.output ?? "")")
            XCTAssertTrue(tracks(result.output, "count"), clause)
        }
        // A composition without it still gets the extension.
        let plain = expanded("import Observation\n// @Observable\nfinal class Model: AnyObject & Hashable {\n    var count = 0\n}\n")
        XCTAssertTrue(plain.output?.contains("extension Model: nonisolated Observation.Observable") == true, plain.output ?? "")
    }

    // MARK: - 4. A postfix `#if` continuing an initializer

    func testAPostfixIfConfigContinuesTheInitializer() throws {
        let result = expanded("""
            import Observation
            struct Builder { func padding() -> Builder { self }; func other() -> Builder { self } }
            // @Observable
            final class VM {
                var b: Builder = Builder()
                    #if os(Linux)
                    .padding()
                    #else
                    .other()
                    #endif
                var c = 1
            }
            """)
        XCTAssertEqual(result.diagnostics, [])
        let output = try XCTUnwrap(result.output)
        // The store keeps the whole initializer; the accessors follow the `#endif`, on their own line.
        XCTAssertTrue(output.contains("private var _b: Builder = Builder()\n        #if os(Linux)\n        .padding()\n        #else\n        .other()\n        #endif\n"), output)
        XCTAssertTrue(output.contains("        .other()\n        #endif\n    {\n"), output)
        XCTAssertTrue(tracks(output, "b") && tracks(output, "c"), output)
    }

    // MARK: - 5. Trailing closures, and the reason an initializer is not typed

    func testTrailingClosureCallsAreTypedAsTheParenthesizedCalls() {
        let result = expanded("""
            import Observation
            func f(_ body: () -> Int) -> Int { body() }
            func g(a: Int, _ first: () -> Int, other: () -> String) -> Int { 1 }
            // @Observable
            final class A {
                var setupTask = Task { }
                var value = f { 3 }
                var both = g(a: 1) { 2 } other: { "" }
                var from = 1...
                var upTo = ..<5
                var through = ...5.5
            }
            """)
        XCTAssertEqual(result.diagnostics, [])
        for declaration in ["var setupTask: Task = Task { } {", "var value: Int = f { 3 } {", "var both: Int = g(a: 1) { 2 } other: { \"\" } {",
                            "var from: PartialRangeFrom<Int> = 1... {", "var upTo: PartialRangeUpTo<Int> = ..<5 {", "var through: PartialRangeThrough<Double> = ...5.5 {"] {
            XCTAssertTrue(result.output?.contains(declaration) == true, "\(declaration)\n\(result.output ?? "")")
        }
    }

    /// The forms still not typed say why, naming the form.
    func testTheErrorNamesTheFormThatIsNotTyped() {
        let cases: [(String, String)] = [
            ("Int8(3) + 1", "applies '+' to operands"),
            ("UInt(1) &+ 2", "applies '&+' to operands"),
            ("c ? 1 : 2.5", "is a conditional"),
            ("\\Node.next", "is a key path"),
            ("Node.init", "reference to an initializer"),
            ("make { 3 }", "calls 'make' with a trailing closure"),
        ]
        for (initializer, reason) in cases {
            let result = expanded("""
                import Observation
                final class Node { var next: Node? }
                let c = true
                // @Observable
                final class A {
                    var x = \(initializer)
                }
                """)
            XCTAssertEqual(result.diagnostics.map { String($0.split(separator: " ").last!) }, ["cannot-infer-type"], initializer)
            XCTAssertTrue(result.messages.first?.contains(reason) == true, "\(initializer): \(result.messages)")
        }
    }

    // MARK: - 6. `--prune` and `--check` after the last source is deleted

    func testPruneAndCheckFindTheOrphanOfAFolderWithNoSourceLeft() throws {
        try write("import Observation\n\n// @Observable\nfinal class Model {\n    var name = \"\"\n}\n", "Sources/App/Observable/Model.swift")
        let args = "Sources/App/Observable --output Sources/App/Gen --output-suffix .expanded"
        let made = try shell("$B \(args)")
        XCTAssertEqual(made.status, 0, (made.stdout + made.stderr))
        XCTAssertNotNil(read("Sources/App/Gen/Model.expanded.swift"))
        // A file this tool did not write stays, whatever its name.
        try write("// mine\n", "Sources/App/Gen/Mine.swift")
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Sources/App/Observable/Model.swift"))
        let check = try shell("$B \(args) --check 2>&1")
        XCTAssertEqual(check.status, 1, (check.stdout + check.stderr))
        XCTAssertTrue((check.stdout + check.stderr).contains("Model.expanded.swift"), (check.stdout + check.stderr))
        XCTAssertFalse((check.stdout + check.stderr).contains("no Swift files"), (check.stdout + check.stderr))
        let prune = try shell("$B \(args) --prune 2>&1")
        XCTAssertEqual(prune.status, 0, (prune.stdout + prune.stderr))
        XCTAssertNil(read("Sources/App/Gen/Model.expanded.swift"), (prune.stdout + prune.stderr))
        XCTAssertEqual(read("Sources/App/Gen/Mine.swift"), "// mine\n")
        // Nothing left to prune: the empty folder is the error it always was.
        let again = try shell("$B \(args) --prune 2>&1")
        XCTAssertEqual(again.status, 1, (again.stdout + again.stderr))
        XCTAssertTrue((again.stdout + again.stderr).contains("no Swift files in this folder"), (again.stdout + again.stderr))
        // Without `--prune`/`--check` too.
        let plain = try shell("$B \(args)")
        XCTAssertEqual(plain.status, 1, (plain.stdout + plain.stderr))
        XCTAssertTrue((plain.stdout + plain.stderr).contains("no Swift files in this folder"), (plain.stdout + plain.stderr))
    }

    // MARK: - 7. Two classes of one name in one folder run

    /// A plain `class Base` and, in another file (another target's), an observable one: the
    /// error blamed an `#if` clause that does not exist.
    func testTwoClassesOfOneNameAreNotToldAsAnIfClause() {
        let result = expanded("""
            import Observation
            class Base {}
            // @Observable
            final class Sub: Base { var a = 1 }
            """, others: ["import Observation\n@Observable class Base { var b = 1 }\n"])
        XCTAssertEqual(result.diagnostics, ["4:13 redeclared-class-conformance"])
        XCTAssertFalse(result.messages.joined().contains("declared inside one"), result.messages.joined())
        XCTAssertTrue(result.messages.joined().contains("the inputs declare more than one"), result.messages.joined())
        // Inside `#if` clauses it is still the clause's error.
        let clauses = expanded("""
            import Observation
            #if DEBUG
            class Base {}
            #else
            @Observable class Base { var b = 1 }
            #endif
            // @Observable
            final class Sub: Base { var a = 1 }
            """)
        XCTAssertEqual(clauses.diagnostics, ["8:13 conditional-observable-conformance"])
    }
}
