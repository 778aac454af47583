import XCTest
@testable import ObservableSyntax

/// `ByteScan.first` (by `memchr`) against the first index a plain search finds, at every start
/// and end of small buffers, and with a start at or past the end (the start is returned).
final class ByteScanTests: XCTestCase {
    func testFirstIsThePlainSearchsFirstIndexForEveryRange() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for length in [0, 1, 7, 8, 9, 31, 32, 33, 70] {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let bytes = (0 ..< length).map { k -> UInt8 in
                // Mostly letters, some of the bytes looked for.
                let r = Int((state >> UInt64(k % 57)) & 0x1F) ^ k
                return r % 7 == 0 ? 0x5F : r % 11 == 0 ? 0x4F : UInt8(0x61 + r % 26)
            }
            bytes.withUnsafeBufferPointer { buffer in
                let p = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
                for byte: UInt8 in [0x5F, 0x4F, 0x61, 0x00] {
                    for start in 0 ... length {
                        for end in start ... length {
                            let expected = bytes[start ..< end].firstIndex(of: byte) ?? end
                            XCTAssertEqual(ByteScan.first(byte, p, from: start, to: end), expected, "\(byte) \(start) \(end) \(bytes)")
                        }
                        // A range that ends before it starts holds nothing: its start comes back.
                        if start > 0 { XCTAssertEqual(ByteScan.first(byte, p, from: start, to: start - 1), start) }
                    }
                }
            }
        }
    }
}
