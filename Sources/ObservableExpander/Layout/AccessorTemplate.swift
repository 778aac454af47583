import ObservableSyntax

/// The accessor block of a tracked property (R4.2), as ObservationTrackedMacro writes it,
/// laid out once per class (with the class's line break, the members' indentation and unit
/// written in) as fixed bytes and the offsets of its holes, so that each property only copies
/// the fixed runs and fills in its storage name and key path.
struct AccessorTemplate {
    /// A piece of a line: fixed text, or a hole for the backing store (`_name`, or a raw
    /// identifier) or for the name after `\.` in a key path, as written.
    private enum Piece {
        case text(StaticString)
        case storage
        case name

        var isStorage: Bool {
            if case .storage = self { return true }
            return false
        }
    }

    private static let lines: [(depth: Int, pieces: [Piece])] = [
        (0, [.text("{")]),
        (1, [.text("@storageRestrictions(initializes: "), .storage, .text(")")]),
        (1, [.text("init(initialValue) {")]),
        (2, [.storage, .text(" = initialValue")]),
        (1, [.text("}")]),
        (1, [.text("get {")]),
        (2, [.text("access(keyPath: \\."), .name, .text(")")]),
        (2, [.text("return "), .storage]),
        (1, [.text("}")]),
        (1, [.text("set {")]),
        (2, [.text("guard shouldNotifyObservers("), .storage, .text(", newValue) else {")]),
        (3, [.storage, .text(" = newValue")]),
        (3, [.text("return")]),
        (2, [.text("}")]),
        (2, [.text("withMutation(keyPath: \\."), .name, .text(") {")]),
        (3, [.storage, .text(" = newValue")]),
        (2, [.text("}")]),
        (1, [.text("}")]),
        (1, [.text("_modify {")]),
        (2, [.text("access(keyPath: \\."), .name, .text(")")]),
        (2, [.text("_$observationRegistrar.willSet(self, keyPath: \\."), .name, .text(")")]),
        (2, [.text("defer {")]),
        (3, [.text("_$observationRegistrar.didSet(self, keyPath: \\."), .name, .text(")")]),
        (2, [.text("}")]),
        (2, [.text("yield &"), .storage]),
        (1, [.text("}")]),
        (0, [.text("}")]),
    ]

    /// The fixed text, after a space (as inserted after a property's initializer or type; the
    /// space is left out where the block replaces the observers), holes taking no room, but
    /// with the `_` of each storage name (`_name`) written in.
    private let fixed: [UInt8]
    /// The sizes of the runs of `fixed` between the holes: the run before each hole, then the
    /// run after the last.
    private let runs: [Int]
    /// Which holes are the storage name (bit `k` for hole `k`); the others are the name.
    private let storageHoles: UInt64
    private let storageHoleCount: Int
    /// The indentation the lines after the first start with.
    let indent: ArraySlice<UInt8>

    /// `lines` parsed once, so that a template is laid out by copying runs: the lines' text
    /// without holes, and its segments.
    private static let layout: (text: [UInt8], segments: [Segment]) = {
        var text: [UInt8] = [], segments: [Segment] = []
        for (k, line) in lines.enumerated() {
            var depth = k == 0 ? -1 : line.depth
            var separates = separatesStatements(k)
            var start = text.count
            for piece in line.pieces {
                switch piece {
                case let .text(fixed): text.append(static: fixed)
                case .storage, .name:
                    segments.append(Segment(depth: depth, text: start ..< text.count, hole: piece.isStorage ? .storage : .name,
                                            separatesStatements: separates))
                    depth = -1
                    separates = false
                    start = text.count
                }
            }
            segments.append(Segment(depth: depth, text: start ..< text.count, hole: nil, separatesStatements: separates))
        }
        return (text, segments)
    }()

    /// A run of a line's text after a line break (when `depth` is not -1, the line's depth in
    /// units) and before a hole (if any).
    private struct Segment {
        var depth: Int
        var text: Range<Int>
        var hole: Hole?
        /// Whether the line break before it separates two statements of one block: on one
        /// line they need a `;` (`access(keyPath: \.a); return _a`).
        var separatesStatements = false
    }

    /// Whether the line break before line `k` of `lines` separates two statements: both are
    /// inside an accessor (depth 2 or more), the line before does not open a block and this
    /// one does not close one.
    private static func separatesStatements(_ k: Int) -> Bool {
        guard k > 0, lines[k].depth >= 2, lines[k - 1].depth >= 2,
              case let .text(last)? = lines[k - 1].pieces.last, case let .text(first)? = lines[k].pieces.first else { return false }
        return !"\(last)".hasSuffix("{") && !"\(first)".hasPrefix("}")
    }

    private enum Hole {
        case storage, name
    }

    /// The block on one line: its line breaks are spaces, or `; ` between two statements. Used
    /// after an initializer that `#sourceLocation` maps to its original lines, so that the
    /// generated block takes no line of the original's numbering but the initializer's last.
    static let singleLine = AccessorTemplate(indent: [], unit: [], newline: [], singleLine: true)

    /// The block for properties whose line starts with `indent`, in a class indented by `unit`
    /// per level, in a file whose line break is `newline` (all UTF-8 bytes); on one line when
    /// `singleLine` (`AccessorTemplate.singleLine`).
    init(indent: ArraySlice<UInt8>, unit: [UInt8], newline: [UInt8], singleLine: Bool = false) {
        self.indent = indent
        let (text, segments) = Self.layout
        // The space, the line breaks with their indentation, the text, a `_` per storage name.
        var size = 1
        var storage: UInt64 = 0, holes = 0
        for segment in segments {
            if segment.depth >= 0 && singleLine { size += segment.separatesStatements ? 2 : 1 }
            if segment.depth >= 0 && !singleLine { size += newline.count + indent.count + segment.depth * unit.count }
            size += segment.text.count
            if case .storage? = segment.hole {
                size += 1
                storage |= 1 &<< UInt64(holes)
            }
            if segment.hole != nil { holes += 1 }
        }
        var runs: [Int] = []
        runs.reserveCapacity(holes + 1)
        fixed = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            indent.withUnsafeBufferPointer { indent in
                unit.withUnsafeBufferPointer { unit in
                    newline.withUnsafeBufferPointer { newline in
                        text.withUnsafeBufferPointer { text in
                            // Safe: `size` counts every byte written below.
                            var out = ByteCursor(buffer.baseAddress!)
                            var runStart = 0
                            out.put(0x20)
                            for segment in segments {
                                if segment.depth >= 0 && singleLine {
                                    if segment.separatesStatements { out.put(0x3B) }
                                    out.put(0x20)
                                } else if segment.depth >= 0 {
                                    out.put(newline)
                                    out.put(indent)
                                    for _ in 0 ..< segment.depth { out.put(unit) }
                                }
                                out.put(UnsafeBufferPointer(rebasing: text[segment.text]))
                                guard let hole = segment.hole else { continue }
                                if case .storage = hole { out.put(0x5F) }
                                runs.append(out.count - runStart)
                                runStart = out.count
                            }
                            runs.append(out.count - runStart)
                            count = out.count
                        }
                    }
                }
            }
        }
        self.runs = runs
        storageHoles = storage
        storageHoleCount = storage.nonzeroBitCount
    }

    /// About the size in bytes of a block, for reserving room (names of 16 bytes).
    var estimatedSize: Int { fixed.count + 16 * 11 }

    /// The size in bytes of the block for a property whose name takes `nameCount` bytes and
    /// whose storage name takes `storageCount`, after a space when `spaced`.
    func size(nameCount: Int, storageCount: Int, spaced: Bool) -> Int {
        // `fixed` holds the storage names' `_`.
        fixed.count - (spaced ? 0 : 1) + storageHoleCount * (storageCount - 1) + (runs.count - 1 - storageHoleCount) * nameCount
    }

    /// Writes the block (of `size(…)` bytes) for a property named `name` (as written) with
    /// backing store `storage`, after a space when `spaced`, at `out`, which it advances.
    func write(name: UnsafeBufferPointer<UInt8>, storage: StorageName, spaced: Bool, to out: inout ByteCursor) {
        fixed.withUnsafeBufferPointer { fixed in
            runs.withUnsafeBufferPointer { runs in
                // Safe: the runs tile `fixed`, and the caller gave room for `size`.
                var source = fixed.baseAddress! + (spaced ? 0 : 1)
                var run = runs[0] - (spaced ? 0 : 1)
                let holes = runs.count - 1
                guard let base = name.baseAddress else { return }
                if !storage.isQuoted && !storage.isRaw {
                    // `_name` is the fixed `_` and the name as written: every hole is the name.
                    for k in 0 ..< holes {
                        out.put(source, run)
                        source += run
                        out.putShort(base, name.count)
                        run = runs[k + 1]
                    }
                } else {
                    // Safe: a quoted name has its two backticks.
                    let bare = storage.isQuoted ? base + 1 : base, bareCount = storage.isQuoted ? name.count - 2 : name.count
                    for k in 0 ..< holes {
                        if storageHoles & (1 &<< UInt64(k)) == 0 {
                            out.put(source, run)
                            out.putShort(base, name.count)
                        } else if storage.isRaw {
                            // `_name` as a raw identifier: a backtick before the fixed `_`.
                            out.put(source, run - 1)
                            out.put("`_")
                            out.putShort(bare, bareCount)
                            out.put(0x60)
                        } else {
                            out.put(source, run)
                            out.putShort(bare, bareCount)
                        }
                        source += run
                        run = runs[k + 1]
                    }
                }
                out.put(source, run)
            }
        }
    }

    /// The block for a property named `name` (as written, UTF-8) with backing store `storage`,
    /// after a space when `spaced`, as bytes.
    func bytes(name: ArraySlice<UInt8>, spaced: Bool) -> [UInt8] {
        name.withUnsafeBufferPointer { name in
            let storage = StorageName(name: name)
            let count = size(nameCount: name.count, storageCount: storage.count, spaced: spaced)
            return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                var out = ByteCursor(buffer.baseAddress!)
                write(name: name, storage: storage, spaced: spaced, to: &out)
                initialized = out.count
            }
        }
    }
}
