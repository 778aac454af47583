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
    private let text: [UInt8]
    /// Where each hole goes: the offset in `text` it follows, and its number.
    private let holeOffsets: [Int]
    private let holeNumbers: [Int]

    /// The template of `lines`, each line after the first (and the first too when
    /// `indentsFirstLine`) starting with `indent` and `depth` times `unit`, lines separated by
    /// `newline` (all UTF-8 bytes). `prefix` comes before the first line.
    init(_ lines: [Line], indent: ArraySlice<UInt8>, unit: [UInt8], newline: [UInt8], indentsFirstLine: Bool = false, prefix: StaticString = "") {
        var text: [UInt8] = []
        text.reserveCapacity(lines.count * (40 + indent.count + newline.count + 2 * unit.count))
        text.append(contentsOf: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
        var offsets: [Int] = [], numbers: [Int] = []
        Self.lay(lines, indent: indent, unit: unit, newline: newline, indentsFirstLine: indentsFirstLine, to: &text) { hole, text in
            offsets.append(text.count)
            numbers.append(hole)
        }
        self.text = text
        holeOffsets = offsets
        holeNumbers = numbers
    }

    /// Appends `lines` to `out` as a template of them would write them (see `init`), with hole
    /// `n` filled by `values[n]`: for text written once, without making the template.
    static func write(_ lines: [Line], _ values: [ArraySlice<UInt8>], indent: ArraySlice<UInt8>, unit: [UInt8], newline: [UInt8],
                      indentsFirstLine: Bool = false, to out: inout [UInt8]) {
        lay(lines, indent: indent, unit: unit, newline: newline, indentsFirstLine: indentsFirstLine, to: &out) { hole, out in
            out.append(contentsOf: values[hole])
        }
    }

    /// Appends the fixed text of `lines` to `out`, calling `hole` where each hole goes.
    private static func lay(_ lines: [Line], indent: ArraySlice<UInt8>, unit: [UInt8], newline: [UInt8], indentsFirstLine: Bool,
                            to out: inout [UInt8], hole: (Int, inout [UInt8]) -> Void) {
        for (k, line) in lines.enumerated() {
            if k > 0 { out.append(contentsOf: newline) }
            if k > 0 || indentsFirstLine {
                out.append(contentsOf: indent)
                for _ in 0 ..< line.depth { out.append(contentsOf: unit) }
            }
            for piece in line.pieces {
                switch piece {
                case let .text(fixed): out.append(contentsOf: UnsafeBufferPointer(start: fixed.utf8Start, count: fixed.utf8CodeUnitCount))
                case let .hole(number): hole(number, &out)
                }
            }
        }
    }

    /// The size in bytes of the text with hole `n` filled by `values[n]`.
    func size(_ values: [ArraySlice<UInt8>]) -> Int {
        var size = text.count
        for hole in holeNumbers { size += values[hole].count }
        return size
    }

    /// Writes the text from its byte `start` on (which must come before the first hole) with
    /// hole `n` filled by `values[n]` at `destination`, which must have room for it; returns
    /// the bytes written.
    func write(_ values: [ArraySlice<UInt8>], from start: Int = 0, at destination: UnsafeMutablePointer<UInt8>) -> Int {
        var out = destination
        var position = start
        text.withUnsafeBufferPointer { fixed in
            for k in holeOffsets.indices {
                let offset = holeOffsets[k]
                out.update(from: fixed.baseAddress! + position, count: offset - position)
                out += offset - position
                values[holeNumbers[k]].withUnsafeBufferPointer { value in
                    if let base = value.baseAddress { out.update(from: base, count: value.count) }
                    out += value.count
                }
                position = offset
            }
            out.update(from: fixed.baseAddress! + position, count: fixed.count - position)
            out += fixed.count - position
        }
        return out - destination
    }
}

/// A template with its holes' values: generated text that an `Edit` carries instead of bytes,
/// so that the text is written once, straight into the output.
/// A class, so that copying an `Edit` retains one object.
final class FilledTemplate: Equatable, Sendable {
    let template: ByteTemplate
    let values: [ArraySlice<UInt8>]
    /// How many bytes of fixed text at the start are left out (a leading space).
    let start: Int

    init(template: ByteTemplate, values: [ArraySlice<UInt8>], start: Int = 0) {
        self.template = template
        self.values = values
        self.start = start
    }

    static func == (a: FilledTemplate, b: FilledTemplate) -> Bool {
        a === b || (a.template == b.template && a.values == b.values && a.start == b.start)
    }

    var size: Int { template.size(values) - start }

    /// Writes the text at `destination` (room for `size` bytes); returns `size`.
    func write(at destination: UnsafeMutablePointer<UInt8>) -> Int { template.write(values, from: start, at: destination) }
}
