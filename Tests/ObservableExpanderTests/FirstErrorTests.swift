import Foundation
@testable import ObservableExpander
@testable import ObservableSyntax
import XCTest

/// An unterminated literal or block comment runs on to the end of its line or of the file and
/// takes with it whatever was meant to close after it: the first diagnostic must be the
/// literal's or comment's own, where it starts, not a missing `}` or `)` reported at an opener
/// above it (issue 26). Each row is one kind of literal or comment in one place; the expected
/// line and column are where `swiftc -typecheck` puts its first error for the same file (for
/// `/*`, swiftc points at the end of the file with a note where the comment starts: this tool
/// reports it where it starts, as its catalogue says).
final class FirstErrorTests: XCTestCase {
    /// The unterminated things the tokenizer knows, as written after `String(` / `print(`. The
    /// multi-line ones go on to a second line, so that everything after them is swallowed.
    static let kinds: [(name: String, text: String, message: String)] = [
        ("\"", "\"hello", "unterminated string literal"),
        ("\"\"\"", "\"\"\"\n      hello", "unterminated string literal"),
        ("#\"", "#\"hello", "unterminated string literal"),
        ("#\"\"\"", "#\"\"\"\n      hello", "unterminated string literal"),
        ("\"\\(", "\"a \\(b", "unterminated string literal"),
        ("#/", "#/hello", "unterminated regex literal"),
        ("#/ multi-line", "#/\n      hello", "unterminated regex literal"),
        ("/*", "/* hello", "unterminated '/*' comment"),
        ("/* /* */", "/* outer /* inner */ hello", "unterminated '/*' comment"),
    ]

    /// A place for the literal (`LITERAL` in `template`), with the line and column where it starts.
    struct Place: Sendable {
        var name: String
        var line: Int
        var column: Int
        var template: String

        func source(_ literal: String) -> String {
            template.replacingOccurrences(of: "LITERAL", with: literal)
        }
    }

    static let places: [Place] = [
        Place(name: "class body", line: 6, column: 22, template:
            """
            import Observation

            // @Observable
            final class Model {
              var name = "x"
              var label = String(LITERAL)
              var count = 0

              func reset() {
                count = 0
              }
            }

            struct After {
              var z = 2
            }

            """),
        Place(name: "function body", line: 9, column: 11, template:
            """
            import Observation

            // @Observable
            final class Model {
              var name = "x"
              var count = 0

              func reset() {
                print(LITERAL)
                count = 0
              }
            }

            struct After {
              var z = 2
            }

            """),
        Place(name: "top level", line: 8, column: 21, template:
            """
            import Observation

            // @Observable
            final class Model {
              var name = "x"
            }

            let banner = String(LITERAL)

            struct After {
              var z = 2
            }

            """),
        Place(name: "top level in #if", line: 9, column: 21, template:
            """
            import Observation

            // @Observable
            final class Model {
              var name = "x"
            }

            #if DEBUG
            let banner = String(LITERAL)
            #endif

            struct After {
              var z = 2
            }

            """),
    ]

    /// Every kind in every place: the expansion's diagnostics, and those of `migrate` (the
    /// same tokenizer and parser), are exactly the literal's or comment's error where it starts.
    func testTheUnterminatedLiteralOrCommentIsTheOnlyError() {
        var failures: [String] = []
        for place in Self.places {
            for kind in Self.kinds {
                let file = SourceFile(path: "Model.swift", text: place.source(kind.text))
                let expected = ["Model.swift:\(place.line):\(place.column): error: \(kind.message)"]
                let expansion = Expander.expand(file)
                let expanded = expansion.diagnostics.map { $0.formatted(in: file) }
                if expanded != expected || expansion.output != nil {
                    failures.append("\(kind.name) in \(place.name): expand gave \(expanded)")
                }
                let migrated = Migrator.migrate([file]).files[0].diagnostics.map { $0.formatted(in: file) }
                if migrated != expected {
                    failures.append("\(kind.name) in \(place.name): migrate gave \(migrated)")
                }
            }
        }
        XCTAssert(failures.isEmpty, "expected each literal's own error alone:\n" + failures.joined(separator: "\n"))
    }

    /// Other things an unterminated literal or comment cuts short: a `#if` block, an accessor
    /// block, a class's `{`, a pattern after `var`, the declaration an annotation is attached
    /// to, the type of a property, a parameter list. (line, column, message) is the one error.
    func testWhatALiteralCutsShortIsNotReportedBeforeIt() {
        let prefix = "import Observation\n\n// @Observable\n"
        let cases: [(source: String, error: String)] = [
            ("final class Model {\n  #if DEBUG\n  var name = \"\"\"\n  #endif\n}\n", "6:14: error: unterminated string literal"),
            ("final class Model {\n  var name: String {\n    get { \"x }\n  }\n}\n", "6:11: error: unterminated string literal"),
            ("final class Model /* TODO {\n  var name = \"x\"\n}\n", "4:19: error: unterminated '/*' comment"),
            ("final class Model {\n  var /* name = \"x\"\n}\n", "5:7: error: unterminated '/*' comment"),
            ("final class Model {\n  var name /* = \"x\"\n}\n", "5:12: error: unterminated '/*' comment"),
            ("/* TODO\nfinal class Model {\n  var name = \"x\"\n}\n", "4:1: error: unterminated '/*' comment"),
            ("final class Model {\n  var name = \"x\"\n  func f(a: String = \"x) {}\n}\n", "6:22: error: unterminated string literal"),
            ("final class Model {\n  var size: (Int, #\"\"\"\n  )\n}\n", "5:19: error: unterminated string literal"),
        ]
        var failures: [String] = []
        for (source, error) in cases {
            let file = SourceFile(path: "Model.swift", text: prefix + source)
            let expanded = Expander.expand(file).diagnostics.map { $0.formatted(in: file) }
            let migrated = Migrator.migrate([file]).files[0].diagnostics.map { $0.formatted(in: file) }
            if expanded.first != "Model.swift:" + error || migrated.first != "Model.swift:" + error {
                failures.append("\(source.debugDescription): expand gave \(expanded), migrate gave \(migrated)")
            }
        }
        XCTAssert(failures.isEmpty, "expected the literal's or comment's error first:\n" + failures.joined(separator: "\n"))
    }

    /// What is not cut short by the literal is still reported, before it and after it: an
    /// unclosed `(` that ends before the literal, a `lazy` property, and a stray `}` below.
    func testIndependentErrorsAroundALiteralStay() {
        let source = """
            import Observation

            // @Observable
            final class Model {
              lazy var cache = [Int]()
              var x: Int = (1
              var y = 2
            }
            let s = "abc
            }

            """
        let file = SourceFile(path: "Model.swift", text: source)
        XCTAssertEqual(Expander.expand(file).diagnostics.map { $0.formatted(in: file) }, [
            "Model.swift:5:3: error: 'lazy' property 'cache' cannot be tracked by '@Observable'; mark it '@ObservationIgnored' or remove 'lazy'",
            "Model.swift:6:16: error: expected ')' to match this '('",
            "Model.swift:9:9: error: unterminated string literal",
            "Model.swift:10:1: error: extraneous '}' at top level",
        ])
    }
}
