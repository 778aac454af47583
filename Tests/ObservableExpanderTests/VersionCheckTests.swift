@testable import ObservableExpander
import XCTest

/// The version checks of `#if` conditions, decided as the compiler decides them before parsing
/// (issue 29): `swift(…)` against Swift 5 mode's 5.10 and Swift 6 mode's compiler version,
/// `compiler(…)` against the compiler's.
final class VersionCheckTests: XCTestCase {
    /// The condition's value in Swift 5 and Swift 6 modes; nil when it is not only version checks.
    func values(_ condition: String) -> [Bool?] {
        let bytes = Array(("#if " + condition + "\n").utf8)
        let tokens = Tokenizer.tokenize(bytes).tokens
        guard let span = IfConfigCondition.span(after: 0, in: tokens) else { return [nil, nil] }
        return VersionCheck.languageVersions.map { VersionCheck.evaluate(span, tokens: tokens, bytes: bytes, language: $0) }
    }

    func testConditionsOfVersionChecksOnly() {
        XCTAssertEqual(VersionCheck.compilerVersion.first, 6, "the rows below are for a Swift 6 compiler")
        let rows: [(String, [Bool?], UInt)] = [
            ("swift(<5.0)", [false, false], #line),
            ("swift(>=5.9)", [true, true], #line),
            ("swift(>=5.10)", [true, true], #line),
            ("swift(>=5.11)", [false, true], #line),
            ("swift(>=6)", [false, true], #line),
            ("swift(<6)", [true, false], #line),
            ("compiler(>=5.9.2)", [true, true], #line),
            ("compiler(<6)", [false, false], #line),
            ("_compiler_version(>=6.0)", [true, true], #line),
            ("compiler(>=99)", [false, false], #line),
            ("!compiler(>=99)", [true, true], #line),
            ("swift(>=6) || swift(<6)", [true, true], #line),
            ("swift(>=6) && compiler(>=6)", [false, true], #line),
            ("(swift(<5) || compiler(<6)) && swift(>=4)", [false, false], #line),
            // Not only version checks, or not a version: not decided.
            ("swift(<5) || DEBUG", [nil, nil], #line),
            ("os(iOS)", [nil, nil], #line),
            ("swift(5.9)", [nil, nil], #line),
            ("swift(>=five)", [nil, nil], #line),
            ("swift(>=5..9)", [nil, nil], #line),
            ("swift(>=5.9", [nil, nil], #line),
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
        XCTAssertEqual(chain(["swift(<5)", nil]), [true, false])
        XCTAssertEqual(chain(["compiler(>=5.9)", nil]), [false, true])
        XCTAssertEqual(chain(["swift(>=6)", nil]), [false, false], "each is taken in one mode")
        XCTAssertEqual(chain(["DEBUG", "compiler(>=5)", nil]), [false, false, false], "DEBUG may be taken, and then not the rest")
        XCTAssertEqual(chain(["compiler(>=5)", "DEBUG", nil]), [false, true, true])
        XCTAssertEqual(chain(["swift(>=6)", "swift(>=5)", nil]), [false, false, true])
    }
}
