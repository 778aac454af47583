import Foundation
import XCTest
@testable import observable_expand

/// The CLI links FoundationEssentials only: what it wrote itself in place of Foundation's
/// calls must give what those calls gave (the tests may use Foundation to compare).
final class PlainTextTests: XCTestCase {
    func testTrimmingIsFoundationsOnTheSameSets() {
        let samples = ["", "   ", " a b ", "\t\u{A0}x\u{3000}", "\r\n y \u{2028}", "\u{85}z\u{85}", "\"v1.2\";", "é\u{301} "]
        for sample in samples {
            XCTAssertEqual(PlainText.trimming(sample, PlainText.isWhitespace), sample.trimmingCharacters(in: .whitespaces), sample.debugDescription)
            XCTAssertEqual(PlainText.trimming(sample, PlainText.isWhitespaceOrNewline),
                           sample.trimmingCharacters(in: .whitespacesAndNewlines), sample.debugDescription)
            XCTAssertEqual(PlainText.trimming(sample) { $0 == "\"" || $0 == ";" }, sample.trimmingCharacters(in: CharacterSet(charactersIn: "\";")))
        }
    }

    func testLastPathComponentIsNSStrings() {
        for path in ["a/b/", "/", "", "a//b", ".", "..", "//", "a/", "/a", "a", "a/b//", "~/x", "x/.", "<stdin>", "dir/Model.swift", "é/ü.swift"] {
            XCTAssertEqual(PlainText.lastPathComponent(path), (path as NSString).lastPathComponent, path)
        }
    }

    func testReplacingIsFoundations() {
        for (text, target, replacement) in [("a//b///c", "//", "/"), ("./a/./b/.", "/./", "/"), ("16_4_1", "_", "."), ("", "_", "."), ("ééé", "é", "e")] {
            XCTAssertEqual(PlainText.replacing(target, with: replacement, in: text), text.replacingOccurrences(of: target, with: replacement))
        }
        XCTAssertEqual(PlainText.firstRange(of: "productType = ", in: "\t\tproductType = \"x\";"[...]).map { "\t\tproductType = \"x\";"[$0.upperBound...] }, "\"x\";")
        XCTAssertNil(PlainText.firstRange(of: "productType = ", in: "productType ="[...]))
    }

    func testJSONReportsAreWhatJSONSerializationWrote() throws {
        let messages = [
            Message(file: "d/a\"b\\é\tx\u{1}\u{8}\u{C}\r\n\u{7F}\u{2028}.swift", line: 3, column: 14, .error, .cannotWrite, "cannot write file: </> \"quoted\""),
            Message(file: nil, .warning, .cannotWrite, "no place"),
        ]
        let objects: [[String: Any]] = messages.map {
            ["severity": $0.severity.rawValue, "id": $0.id, "message": $0.text,
             "file": $0.file ?? NSNull(), "line": $0.line ?? NSNull(), "column": $0.column ?? NSNull()]
        }
        let foundation = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
        XCTAssertEqual(Message.jsonDocument(messages), String(decoding: foundation, as: UTF8.self))
        XCTAssertEqual(Message.jsonDocument([]), "[]")
    }
}
