import ObservableSyntax

/// Generated code as bytes, prepared once: lines of fixed text and numbered holes, with the
/// line break, indentation and indentation unit of the place it goes written in. Writing it
/// copies the fixed runs and the holes' values; no `String` is made per line or per piece.
struct ByteTemplate: Equatable {
    /// A piece of a line: fixed text, or hole `n` (filled from `write`'s values).
    enum Piece {
        case text(StaticString)
        case hole(Int)
    }

    /// A line: its depth in indentation units, and its pieces.
    typealias Line = (depth: Int, pieces: [Piece])

    /// The fixed text, all of it, in order.
    private var text: [UInt8]
    /// Where each hole goes: the offset in `text` it follows, and its number.
    private var holeOffsets: [Int]
    private var holeNumbers: [Int]

    /// An empty template, to build with `append`.
    init() {
        text = []
        holeOffsets = []
        holeNumbers = []
    }

    /// Appends `bytes` as fixed text.
    mutating func append<C: Collection>(raw bytes: C) where C.Element == UInt8 {
        text.append(contentsOf: bytes)
    }

    /// Appends `lines` laid out as `init` lays them, except that hole `n` is written as fixed
    /// text when `filled(n)` gives its value (UTF-8), and stays a hole otherwise.
    mutating func append(_ lines: [Line], indent: ArraySlice<UInt8>, unit: [UInt8], newline: [UInt8], indentsFirstLine: Bool = false,
                         filled: (Int) -> ArraySlice<UInt8>?) {
        let layout = Layout(indent: indent.count, unit: unit.count, newline: newline.count, indentsFirstLine: indentsFirstLine)
        let size = Self.laidSize(lines, layout) { filled($0)?.count ?? 0 }
        let start = text.count
        var offsets = holeOffsets, numbers = holeNumbers
        holeOffsets = []
        holeNumbers = []
        let laid = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            // Safe: `size` counts every byte `lay` writes, the filled holes' values included.
            let base = buffer.baseAddress!
            count = Self.lay(lines, indent: indent, unit: unit, newline: newline, layout, at: base) { hole, at in
                guard let value = filled(hole) else {
                    offsets.append(start + (at - base))
                    numbers.append(hole)
                    return 0
                }
                value.withUnsafeBufferPointer { value in
                    if let source = value.baseAddress { at.update(from: source, count: value.count) }
                }
                return value.count
            }
        }
        text.append(contentsOf: laid)
        holeOffsets = offsets
        holeNumbers = numbers
    }

    /// The sizes `lay` works with: of the indentation, the unit and the line break, in bytes.
    private struct Layout {
        var indent: Int, unit: Int, newline: Int
        var indentsFirstLine: Bool
    }

    /// The size in bytes of `lines` laid out, with hole `n` taking `holeSize(n)` bytes.
    private static func laidSize(_ lines: [Line], _ layout: Layout, holeSize: (Int) -> Int) -> Int {
        var size = 0
        for (k, line) in lines.enumerated() {
            if k > 0 { size += layout.newline }
            if k > 0 || layout.indentsFirstLine { size += layout.indent + line.depth * layout.unit }
            for piece in line.pieces {
                switch piece {
                case let .text(fixed): size += fixed.utf8CodeUnitCount
                case let .hole(number): size += holeSize(number)
                }
            }
        }
        return size
    }

    /// Writes the fixed text of `lines` at `destination`, which has room for `laidSize` bytes,
    /// calling `hole(n, at)` where hole `n` goes, which writes its value there and returns its
    /// size. Returns the bytes written.
    private static func lay(_ lines: [Line], indent: ArraySlice<UInt8>, unit: [UInt8], newline: [UInt8], _ layout: Layout,
                            at destination: UnsafeMutablePointer<UInt8>, hole: (Int, UnsafeMutablePointer<UInt8>) -> Int) -> Int {
        var out = destination
        func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            if let base = bytes.baseAddress { out.update(from: base, count: bytes.count) }
            out += bytes.count
        }
        indent.withUnsafeBufferPointer { indent in
            unit.withUnsafeBufferPointer { unit in
                newline.withUnsafeBufferPointer { newline in
                    for (k, line) in lines.enumerated() {
                        if k > 0 { put(newline) }
                        if k > 0 || layout.indentsFirstLine {
                            put(indent)
                            for _ in 0 ..< line.depth { put(unit) }
                        }
                        for piece in line.pieces {
                            switch piece {
                            case let .text(fixed): put(UnsafeBufferPointer(start: fixed.utf8Start, count: fixed.utf8CodeUnitCount))
                            case let .hole(number): out += hole(number, out)
                            }
                        }
                    }
                }
            }
        }
        return out - destination
    }

    /// Appends the text from its byte `start` on (which must come before the first hole) to
    /// `out`, calling `hole` with each hole's number where its value goes.
    func write(from start: Int = 0, to out: inout [UInt8], hole: (Int, inout [UInt8]) -> Void) {
        var position = start
        text.withUnsafeBufferPointer { fixed in
            // Safe: `holeOffsets` are ascending offsets into `text`, recorded as it was laid,
            // and `start` comes before the first of them.
            for k in holeOffsets.indices {
                let offset = holeOffsets[k]
                out.append(contentsOf: UnsafeBufferPointer(rebasing: fixed[position ..< offset]))
                hole(holeNumbers[k], &out)
                position = offset
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: fixed[position...]))
        }
    }
}
