/// The throughput floor: the least work any tool that looks at every byte must do. It reads
/// each byte, classifies it through a 256-entry table (the way a lexer decides what a byte
/// starts) and sums the classes, so that nothing can be optimised away. It runs over the same
/// in-memory buffers, with the same sampling, as the tokenizer, parser and expansion figures.
enum ByteFloor {
    /// Byte classes roughly as a Swift lexer sees them.
    static let table: [UInt8] = (0 ..< 256).map { value -> UInt8 in
        switch UInt8(value) {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "_"): return 1
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): return 2
        case 0x20, 0x09, 0x0B, 0x0C: return 3
        case 0x0A, 0x0D: return 4
        case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "`"): return 5
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."): return 6
        case 0x80 ... 0xFF: return 7
        default: return 8
        }
    }

    /// The sum of the classes of all bytes of `bytes`.
    static func classify(_ bytes: [UInt8]) -> Int {
        table.withUnsafeBufferPointer { classes in
            bytes.withUnsafeBufferPointer { buffer in
                var sum = 0
                for byte in buffer { sum &+= Int(classes[Int(byte)]) }
                return sum
            }
        }
    }
}
