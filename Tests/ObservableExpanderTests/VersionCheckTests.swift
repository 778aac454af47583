@testable import ObservableExpander
@testable import ObservableSyntax
import XCTest

/// The version checks of `#if` conditions, decided as the compiler decides them before parsing
/// (issue 29), but only where every compiler at least as new as this tool's, in every language
/// mode (Swift 4, 4.2, 5, 6), decides the same: `true`/`false` when certain, nil when it depends.
final class VersionCheckTests: XCTestCase {
    /// The condition's value in Swift 4, 4.2, 5 and 6 modes.
    func values(_ condition: String) -> [Bool?] {
        let bytes = Array(("#if " + condition + "\n").utf8)
        let tokens = Tokenizer.tokenize(bytes).tokens
        guard let span = IfConfigCondition.span(after: 0, in: tokens) else { return [nil, nil, nil, nil] }
        return VersionCheck.languageModes.map { VersionCheck.evaluate(span, tokens: tokens, bytes: bytes, language: $0) }
    }

    func testConditionsOfVersionChecksOnly() {
        XCTAssertEqual(VersionCheck.compilerVersion.first, 6, "the rows below are for a Swift 6 compiler")
        let rows: [(String, [Bool?], UInt)] = [
            // Certain for every compiler from this tool's on.
            ("compiler(<6)", [false, false, false, false], #line),
            ("compiler(>=5.9.2)", [true, true, true, true], #line),
            ("_compiler_version(>=6.0)", [true, true, true, true], #line),
            ("!compiler(>=5)", [false, false, false, false], #line),
            ("swift(>=4)", [true, true, true, true], #line),
            ("swift(<4)", [false, false, false, false], #line),
            // Depends on the mode.
            ("swift(<5)", [true, true, false, false], #line),
            ("swift(>=5.9)", [false, false, true, true], #line),
            ("swift(<6)", [true, true, true, false], #line),
            // Depends on the compiler (a newer one may take it, or this one's patch level may).
            ("compiler(>=99)", [nil, nil, nil, nil], #line),
            ("compiler(>=6.3.1)", [nil, nil, nil, nil], #line),
            ("compiler(<99)", [nil, nil, nil, nil], #line),
            ("swift(>=99)", [false, false, false, nil], #line),
            // Three-valued logic.
            ("compiler(<6) && compiler(>=99)", [false, false, false, false], #line),
            ("compiler(>=6) || compiler(>=99)", [true, true, true, true], #line),
            ("compiler(>=99) || compiler(<6)", [nil, nil, nil, nil], #line),
            ("(swift(<5) || compiler(<6)) && swift(>=4)", [true, true, false, false], #line),
            // Not only version checks, or not a version: not decided.
            ("swift(<5) || DEBUG", [nil, nil, nil, nil], #line),
            ("os(iOS)", [nil, nil, nil, nil], #line),
            ("swift(5.9)", [nil, nil, nil, nil], #line),
            ("swift(>=five)", [nil, nil, nil, nil], #line),
            ("swift(>=5..9)", [nil, nil, nil, nil], #line),
            ("swift(>=5.9", [nil, nil, nil, nil], #line),
        ]
        for (condition, expected, line) in rows {
            XCTAssertEqual(values(condition), expected, condition, line: line)
        }
    }

    func testAClauseIsSkippedOnlyWhenNoModeTakesIt() {
        func chain(_ conditions: [String?]) -> [Bool] {
            var text = ""
            for condition in conditions { text += condition.map { (text.isEmpty ? "#if " : "#elseif ") + $0 + "\n" } ?? "#else\n" }
            let bytes = Array((text + "#endif\n").utf8)
            let tokens = Tokenizer.tokenize(bytes).tokens
            var chain = VersionCheck.ClauseChain()
            return tokens.indices.filter { tokens[$0].kind == .poundKeyword && !bytes[tokens[$0].textRange].elementsEqual("#endif".utf8) }.map { k in
                let isElse = bytes[tokens[k].textRange].elementsEqual("#else".utf8)
                return chain.isNeverTaken(isElse ? nil : IfConfigCondition.span(after: k, in: tokens), tokens: tokens, bytes: bytes)
            }
        }
        XCTAssertEqual(chain(["compiler(<6)", nil]), [true, false])
        XCTAssertEqual(chain(["compiler(>=5.9)", nil]), [false, true])
        XCTAssertEqual(chain(["swift(<5)", nil]), [false, false], "Swift 4 mode takes the first, Swift 5 the second")
        XCTAssertEqual(chain(["compiler(>=6.3.1)", nil]), [false, false], "a 6.3.1 compiler takes the first, 6.3.0 the second")
        XCTAssertEqual(chain(["DEBUG", "compiler(>=5)", nil]), [false, false, true], "DEBUG may be taken, else the second is")
        XCTAssertEqual(chain(["compiler(>=5)", "DEBUG", nil]), [false, true, true])
        XCTAssertEqual(chain(["swift(>=4)", "compiler(<99)", nil]), [false, true, true])
    }
}
