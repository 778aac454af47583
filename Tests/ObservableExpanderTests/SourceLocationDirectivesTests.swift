import XCTest
@testable import ObservableExpander

/// `SourceLocationDirectives`, the bytes it writes and the directives it drops, on byte strings
/// (no expansion): the CLI writes every output through these.
final class SourceLocationDirectivesTests: XCTestCase {
    private func normalized(_ text: String) -> String {
        String(decoding: SourceLocationDirectives.normalize(Array(text.utf8)), as: UTF8.self)
    }

    func testDropsTheDirectivesTheCompilerWouldReject() {
        let resync = "#sourceLocation(file: \"a.swift\", line: 3)"
        let table: [(input: String, expected: String)] = [
            // A reset while no directive is in effect is an error: dropped.
            ("a\n#sourceLocation()\nb\n", "a\nb\n"),
            // A resync, then code, then a reset: all kept.
            ("\(resync)\nx\n#sourceLocation()\ny\n", "\(resync)\nx\n#sourceLocation()\ny\n"),
            // A resync directly followed by a reset: the resync goes, and so does the reset.
            ("\(resync)\n#sourceLocation()\ny\n", "y\n"),
            // A resync directly followed by another resync: the first goes.
            ("\(resync)\n\(resync.replacingOccurrences(of: "3", with: "9"))\nz\n", "\(resync.replacingOccurrences(of: "3", with: "9"))\nz\n"),
            // A resync that ends the file: nothing follows it, dropped.
            ("x\n\(resync)", "x\n"),
            // A resync on the last line with its line break is followed by nothing either.
            ("x\n\(resync)\n", "x\n"),
            // CRLF and CR line breaks are lines too.
            ("a\r\n#sourceLocation()\r\nb\r\n", "a\r\nb\r\n"),
            ("\(resync)\rq\r#sourceLocation()\rw", "\(resync)\rq\r#sourceLocation()\rw"),
            // Only a directive at the start of a line counts; other `#` lines are code.
            ("  #sourceLocation()\n#if os(Linux)\n#endif\n", "  #sourceLocation()\n#if os(Linux)\n#endif\n"),
            ("#sourceLocation()x\n", "#sourceLocation()x\n"),
            ("", ""),
        ]
        for (input, expected) in table {
            XCTAssertEqual(normalized(input), expected, "input: \(input.debugDescription)")
        }
    }

    func testWritesTheDirectiveWithTheEscapedPath() {
        var text: [UInt8] = []
        let literal = SourceLocationDirectives.pathLiteral("dir/a\"b\\c\nd\u{7F}é.swift")
        SourceLocationDirectives.appendDirective(pathLiteral: literal, line: 1_204, to: &text)
        XCTAssertEqual(String(decoding: text, as: UTF8.self), "#sourceLocation(file: \"dir/a\\\"b\\\\c\\u{A}d\\u{7F}é.swift\", line: 1204)")
        for line in [1, 9, 10, 99, 100, 1_000_000] {
            text = []
            SourceLocationDirectives.appendDirective(pathLiteral: [UInt8(ascii: "p")], line: line, to: &text)
            XCTAssertEqual(String(decoding: text, as: UTF8.self), "#sourceLocation(file: \"p\", line: \(line))")
        }
    }
}
