/// The accessor block of a tracked property (R4.2), as ObservationTrackedMacro writes it,
/// prepared once per class as bytes: the class's line break, the property's indentation and the
/// class's indentation unit are written in, so that each property only fills in its storage
/// name and key path (two copies of fixed text per hole, no `String` per line).
struct AccessorTemplate {
    /// A place in the block that differs per property.
    enum Hole {
        /// The backing store: `_name` (or a raw identifier).
        case storage
        /// The name after `\.` in a key path, as written.
        case name
    }

    /// A piece of an accessor line: fixed text, or a hole.
    private enum Piece {
        case text(StaticString)
        case hole(Hole)
    }

    /// The block's lines: each line's depth in indentation units, and its pieces.
    private static let lines: [(depth: Int, pieces: [Piece])] = [
        (0, [.text("{")]),
        (1, [.text("@storageRestrictions(initializes: "), .hole(.storage), .text(")")]),
        (1, [.text("init(initialValue) {")]),
        (2, [.hole(.storage), .text(" = initialValue")]),
        (1, [.text("}")]),
        (1, [.text("get {")]),
        (2, [.text("access(keyPath: \\."), .hole(.name), .text(")")]),
        (2, [.text("return "), .hole(.storage)]),
        (1, [.text("}")]),
        (1, [.text("set {")]),
        (2, [.text("guard shouldNotifyObservers("), .hole(.storage), .text(", newValue) else {")]),
        (3, [.hole(.storage), .text(" = newValue")]),
        (3, [.text("return")]),
        (2, [.text("}")]),
        (2, [.text("withMutation(keyPath: \\."), .hole(.name), .text(") {")]),
        (3, [.hole(.storage), .text(" = newValue")]),
        (2, [.text("}")]),
        (1, [.text("}")]),
        (1, [.text("_modify {")]),
        (2, [.text("access(keyPath: \\."), .hole(.name), .text(")")]),
        (2, [.text("_$observationRegistrar.willSet(self, keyPath: \\."), .hole(.name), .text(")")]),
        (2, [.text("defer {")]),
        (3, [.text("_$observationRegistrar.didSet(self, keyPath: \\."), .hole(.name), .text(")")]),
        (2, [.text("}")]),
        (2, [.text("yield &"), .hole(.storage)]),
        (1, [.text("}")]),
        (0, [.text("}")]),
    ]

    /// The fixed text, all of it, in order.
    private var text: [UInt8] = []
    /// Where each hole goes: the offset in `text` it follows, and which it is.
    private var holes: [(offset: Int, hole: Hole)] = []
    /// The indentation the lines after the first start with.
    let indent: ArraySlice<UInt8>

    /// The template for properties whose line starts with `indent`, in a class indented by
    /// `unit` per level, in a file whose line break is `newline` (all UTF-8 bytes).
    init(indent: ArraySlice<UInt8>, unit: [UInt8], newline: [UInt8]) {
        self.indent = indent
        text.reserveCapacity(800 + 27 * (indent.count + newline.count) + 50 * unit.count)
        for (k, line) in Self.lines.enumerated() {
            if k > 0 {
                text.append(contentsOf: newline)
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

    /// Appends the block for a property named `name` (as written, UTF-8) with backing store
    /// `storage` to `out`.
    func write(name: ArraySlice<UInt8>, storage: [UInt8], to out: inout [UInt8]) {
        out.reserveCapacity(out.count + text.count + holes.count * max(name.count, storage.count))
        var position = 0
        text.withUnsafeBufferPointer { fixed in
            for (offset, hole) in holes {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: fixed[position ..< offset]))
                switch hole {
                case .storage: out.append(contentsOf: storage)
                case .name: out.append(contentsOf: name)
                }
                position = offset
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: fixed[position...]))
        }
    }
}
