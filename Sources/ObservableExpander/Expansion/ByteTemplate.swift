/// Generated code as bytes, prepared once: lines of fixed text and numbered holes, with the
/// line break, indentation and indentation unit of the place it goes written in. Writing it
/// copies the fixed runs and the holes' values; no `String` is made per line or per piece.
struct ByteTemplate {
    /// A piece of a line: fixed text, or hole `n` (filled from `write`'s values).
    enum Piece {
        case text(StaticString)
        case hole(Int)
    }

    /// A line: its depth in indentation units, and its pieces.
    typealias Line = (depth: Int, pieces: [Piece])

    /// The fixed text, all of it, in order.
    private var text: [UInt8] = []
    /// Where each hole goes: the offset in `text` it follows, and its number.
    private var holes: [(offset: Int, hole: Int)] = []

    /// The template of `lines`, each line after the first (and the first too when
    /// `indentsFirstLine`) starting with `indent` and `depth` times `unit`, lines separated by
    /// `newline` (all UTF-8 bytes).
    init(_ lines: [Line], indent: ArraySlice<UInt8>, unit: [UInt8], newline: [UInt8], indentsFirstLine: Bool = false) {
        text.reserveCapacity(lines.count * (40 + indent.count + newline.count + 2 * unit.count))
        for (k, line) in lines.enumerated() {
            if k > 0 { text.append(contentsOf: newline) }
            if k > 0 || indentsFirstLine {
                text.append(contentsOf: indent)
                for _ in 0 ..< line.depth { text.append(contentsOf: unit) }
            }
            for piece in line.pieces {
                switch piece {
                case let .text(fixed): text.append(contentsOf: UnsafeBufferPointer(start: fixed.utf8Start, count: fixed.utf8CodeUnitCount))
                case let .hole(hole): holes.append((text.count, hole))
                }
            }
        }
    }

    /// Appends the text to `out` with hole `n` filled by `values[n]`.
    func write(_ values: [ArraySlice<UInt8>], to out: inout [UInt8]) {
        var extra = 0
        for (_, hole) in holes { extra += values[hole].count }
        out.reserveCapacity(out.count + text.count + extra)
        var position = 0
        text.withUnsafeBufferPointer { fixed in
            for (offset, hole) in holes {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: fixed[position ..< offset]))
                out.append(contentsOf: values[hole])
                position = offset
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: fixed[position...]))
        }
    }
}
