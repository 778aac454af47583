import XCTest
@testable import ObservableSyntax

/// `SourceTextCheck`'s word step (`isPlainText`, 8 bytes at once, line breaks and tabs
/// included) against the byte-by-byte rule it stands for, and the defect counts of files whose
/// defects sit among line breaks and tabs (words the step must not pass over).
final class SourceTextCheckTests: XCTestCase {
    /// The bytes the byte-by-byte step passes over without a look.
    private static func isPlain(_ byte: UInt8) -> Bool {
        (0x20 ..< 0x7F).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    func testTheWordStepAgreesWithTheByteStepForEveryByteAtEveryPlace() {
        // Every byte value at every place of words of printable text, line breaks and tabs.
        let bases: [[UInt8]] = [Array("let x = ".utf8), Array("\n\t\tvar \r".utf8), Array("\t\t\t\t\t\t\t\t".utf8), Array("a\nb\nc\rd\n".utf8)]
        for base in bases {
            for place in 0 ..< 8 {
                for value in 0 ... 255 {
                    var bytes = base
                    bytes[place] = UInt8(value)
                    XCTAssertEqual(SourceTextCheck.isPlainText(Self.word(bytes)), bytes.allSatisfy(Self.isPlain), "\(bytes)")
                }
            }
        }
        // Two defects in one word, and random words (a fixed seed: the same words every run).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xC3, 0xFF]
        for _ in 0 ..< 100_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let bytes = (0 ..< 8).map { alphabet[Int((state >> (8 * UInt64($0))) & 0xFF) % alphabet.count] }
            XCTAssertEqual(SourceTextCheck.isPlainText(Self.word(bytes)), bytes.allSatisfy(Self.isPlain), "\(bytes)")
        }
    }

    func testDefectsAmongLineBreaksAndTabsAreEachCounted() {
        func finding(_ text: [UInt8]) -> SourceTextCheck.Finding {
            text.withUnsafeBufferPointer(SourceTextCheck.examine)
        }
        // A control character, a delete or a NUL in lines of tabs: every word holds a line break.
        for defect: UInt8 in [0x01, 0x1F, 0x7F, 0x00] {
            let line: [UInt8] = Array("\t\tlet a = 1 //".utf8) + [defect] + Array("\r\n\t".utf8)
            XCTAssertNil(finding(Array((0 ..< 50).map { _ in line }.joined())).refusal, "\(defect)")
            let refused = finding(Array((0 ..< 51).map { _ in line }.joined())).refusal
            XCTAssertNotNil(refused, "\(defect)")
            XCTAssertEqual(refused?.offset, 14, "\(defect)")
        }
        // Invalid UTF-8 among line breaks is found too, and valid UTF-8 is no defect.
        let invalid: [UInt8] = Array("\n\tx\n".utf8) + [0xE9] + Array("\n\t\n".utf8)
        XCTAssertTrue(finding(invalid).hasInvalidUTF8)
        XCTAssertFalse(finding(Array("\n\tcafé\n\t\t\n".utf8)).hasInvalidUTF8)
        XCTAssertNil(finding(Array("\n\tcafé\n\t\t\n".utf8)).refusal)
    }
}
