@testable import ObservableExpander
@testable import ObservableSyntax
import XCTest

/// `Annotation.looksMeantAsAnnotation`, now read from the bytes in place (issue 27): a table of
/// comments, each with whether it is a near miss that gets the `not-an-annotation` warning.
final class AnnotationNearMissTests: XCTestCase {
    func testNearMissesAreTheSameAsWhenTheyWereReadAsStrings() {
        let table: [(String, Bool)] = [
            ("// @observable", true),
            ("//@OBSERVABLE   ", true),
            ("/// @observationignored", true),
            ("// @Observation.observable", true),
            ("// @Observable // a note", true),
            ("// @observable// a note", true),
            ("/* @observable */", true),
            ("/** @OBSERVATIONIGNORED */", true),
            ("/*\n * @Observable\n */", true),
            ("/*\r\n   @ObservationIgnored\r\n*/", true),
            ("/*\n * @observable\n * more\n */", false),
            ("/**\n * @Observable\n */", true),
            ("// @Observable models notify their views", false),
            ("/// @Observable models notify their views", false),
            ("// @Observables", false),
            ("// @Observ", false),
            ("// email@observable.com", false),
            ("/* @ */", false),
            ("// @", false),
            ("// caf\u{E9} @observable", false),
            ("// @observabl\u{E9}", false),
        ]
        for (text, expected) in table {
            let bytes = Array(text.utf8)
            let comment = bytes.withUnsafeBufferPointer { Comment(0 ..< $0.count, in: $0) }
            XCTAssertEqual(Annotation.looksMeantAsAnnotation(comment, in: bytes), expected, text)
        }
    }

    /// `ParsedSource.containsObservableMarker` (each `@` found by `memchr`) against a plain
    /// search: `@`, blanks, then `observ` in any letter case, at every place of short buffers
    /// (the last possible `@` too) and among other `@`s.
    func testTheMarkerIsFoundWhereAPlainSearchFindsIt() {
        func plain(_ bytes: [UInt8]) -> Bool {
            for at in bytes.indices where bytes[at] == UInt8(ascii: "@") {
                var j = at + 1
                while j < bytes.count && (bytes[j] == 0x20 || bytes[j] == 0x09) { j += 1 }
                if j + 6 <= bytes.count && String(decoding: bytes[j ..< j + 6], as: UTF8.self).lowercased() == "observ" { return true }
            }
            return false
        }
        let pieces = ["@Observable", "@ observ", "@\tOBSERV", "@obser", "@@observ", "@State", "x", "@", " ", "observ"]
        for first in pieces {
            for second in pieces {
                for pad in 0 ..< 10 {
                    let bytes = Array((String(repeating: "a", count: pad) + first + second).utf8)
                    XCTAssertEqual(ParsedSource.containsObservableMarker(bytes), plain(bytes), String(decoding: bytes, as: UTF8.self))
                }
            }
        }
    }
}
