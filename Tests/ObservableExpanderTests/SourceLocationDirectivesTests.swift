import XCTest
@testable import ObservableExpander
import ObservableSyntax

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
        for line in [1, 9, 10, 99, 100, 1_000_000, 0, -12, Int.max, Int.min] {
            text = []
            SourceLocationDirectives.appendDirective(pathLiteral: [UInt8(ascii: "p")], line: line, to: &text)
            XCTAssertEqual(String(decoding: text, as: UTF8.self), "#sourceLocation(file: \"p\", line: \(line))")
        }
    }

    /// `normalize` visits only `#` bytes; this model reads every line, as the rule is stated.
    /// Both must agree on every arrangement of directives, other `#` lines, code and line breaks.
    func testAgreesWithALineByLineReadingOnGeneratedOutputs() {
        let pieces = ["#sourceLocation()", "#sourceLocation(file: \"a.swift\", line: 3)", "#if X", "x", " #sourceLocation()",
                      "y#sourceLocation()", "#", "", "\n", "\r\n", "\r", "\n", "\n"]
        var generator = SplitMix64(state: 27)
        for _ in 0 ..< 3_000 {
            var text = ""
            for _ in 0 ..< Int(generator.next() % 12) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let bytes = Array(text.utf8)
            XCTAssertEqual(SourceLocationDirectives.normalize(bytes), Self.lineByLine(bytes), "input: \(text.debugDescription)")
        }
    }

    /// The rule read line by line: each line with its break; a reset is kept only while a resync
    /// is in effect; a resync is dropped when the next line is a directive or nothing follows it.
    private static func lineByLine(_ bytes: [UInt8]) -> [UInt8] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        while start < bytes.count {
            // The line's content, then one break of `\r\n`, `\r` or `\n`.
            var contentEnd = start
            while contentEnd < bytes.count && bytes[contentEnd] != 0x0A && bytes[contentEnd] != 0x0D { contentEnd += 1 }
            var next = contentEnd
            if next < bytes.count && bytes[next] == 0x0D { next += 1; if next < bytes.count && bytes[next] == 0x0A { next += 1 } }
            else if next < bytes.count && bytes[next] == 0x0A { next += 1 }
            lines.append(bytes[start ..< next])
            start = next
        }
        func content(_ line: ArraySlice<UInt8>) -> String {
            String(decoding: line.prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
        }
        func isReset(_ line: ArraySlice<UInt8>) -> Bool { content(line) == "#sourceLocation()" }
        func isResync(_ line: ArraySlice<UInt8>) -> Bool { !isReset(line) && content(line).hasPrefix("#sourceLocation(file:") }
        var kept: [ArraySlice<UInt8>] = []
        var inEffect = false
        for (index, line) in lines.enumerated() {
            if isReset(line) {
                if inEffect { kept.append(line) }
                inEffect = false
            } else if isResync(line) {
                let following = index + 1 < lines.count ? lines[index + 1] : nil
                guard let after = following, !isReset(after), !isResync(after) else { continue }
                kept.append(line)
                inEffect = true
            } else {
                kept.append(line)
            }
        }
        return kept.flatMap { $0 }
    }

    /// The line a directive names is read from the line table once per output
    /// (`OutputAssembly.line(of:lineStarts:)`): the same line as `SourceFile.location(of:)`
    /// for every offset, whatever the line breaks.
    func testTheLineOfAnOffsetIsTheSourceFilesLine() {
        for text in ["", "a", "\n", "a\nb\n", "a\r\nb\rc\n\n", "\r\n\r\n", "x\ry", "let a = 1\nlet b = 2"] {
            let file = SourceFile(path: "A.swift", text: text)
            for offset in 0 ... file.bytes.count {
                XCTAssertEqual(OutputAssembly.line(of: offset, lineStarts: file.lineStarts), file.location(of: offset).line, "\(text.debugDescription) \(offset)")
            }
        }
    }
}
