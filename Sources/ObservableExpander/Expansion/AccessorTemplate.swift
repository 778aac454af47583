/// The accessor block of a tracked property (R4.2), as ObservationTrackedMacro writes it,
/// prepared once per class (a `ByteTemplate` with the class's line break, the members'
/// indentation and unit written in), so that each property only fills in its storage name and
/// key path.
struct AccessorTemplate {
    /// The holes: the backing store (`_name`, or a raw identifier), and the name after `\.`
    /// in a key path, as written.
    private static let storage = 0, name = 1

    private static let lines: [ByteTemplate.Line] = [
        (0, [.text("{")]),
        (1, [.text("@storageRestrictions(initializes: "), .hole(storage), .text(")")]),
        (1, [.text("init(initialValue) {")]),
        (2, [.hole(storage), .text(" = initialValue")]),
        (1, [.text("}")]),
        (1, [.text("get {")]),
        (2, [.text("access(keyPath: \\."), .hole(name), .text(")")]),
        (2, [.text("return "), .hole(storage)]),
        (1, [.text("}")]),
        (1, [.text("set {")]),
        (2, [.text("guard shouldNotifyObservers("), .hole(storage), .text(", newValue) else {")]),
        (3, [.hole(storage), .text(" = newValue")]),
        (3, [.text("return")]),
        (2, [.text("}")]),
        (2, [.text("withMutation(keyPath: \\."), .hole(name), .text(") {")]),
        (3, [.hole(storage), .text(" = newValue")]),
        (2, [.text("}")]),
        (1, [.text("}")]),
        (1, [.text("_modify {")]),
        (2, [.text("access(keyPath: \\."), .hole(name), .text(")")]),
        (2, [.text("_$observationRegistrar.willSet(self, keyPath: \\."), .hole(name), .text(")")]),
        (2, [.text("defer {")]),
        (3, [.text("_$observationRegistrar.didSet(self, keyPath: \\."), .hole(name), .text(")")]),
        (2, [.text("}")]),
        (2, [.text("yield &"), .hole(storage)]),
        (1, [.text("}")]),
        (0, [.text("}")]),
    ]

    /// The block after a space (as inserted after a property's initializer or type; left out
    /// where the block replaces the observers).
    private let template: ByteTemplate
    /// The indentation the lines after the first start with.
    let indent: ArraySlice<UInt8>

    /// The block for properties whose line starts with `indent`, in a class indented by `unit`
    /// per level, in a file whose line break is `newline` (all UTF-8 bytes).
    init(indent: ArraySlice<UInt8>, unit: [UInt8], newline: [UInt8]) {
        self.indent = indent
        template = ByteTemplate(Self.lines, indent: indent, unit: unit, newline: newline, prefix: " ")
    }

    /// About the size in bytes of a block, for reserving room (names of 16 bytes).
    var estimatedSize: Int { template.fixedSize + 16 * 11 }

    /// Adds the block for a property named `name` (as written, UTF-8, a slice of the source)
    /// with backing store `storage` to `plan`'s text, after a space when `spaced`; returns its
    /// range there.
    func store(name: ArraySlice<UInt8>, storage: StorageName, spaced: Bool, in plan: inout ExpansionPlan) -> Range<Int> {
        let start = spaced ? 0 : 1
        let count = template.size(from: start) { $0 == Self.storage ? storage.count : name.count }
        return name.withUnsafeBufferPointer { name in
            plan.store(count: count) { destination in
                template.write(from: start, at: destination) { hole, at in
                    if hole == Self.storage { return storage.write(at: at) }
                    // Safe: `at` has room for the hole's value (`count` above counts it).
                    if let base = name.baseAddress { at.update(from: base, count: name.count) }
                    return name.count
                }
            }
        }
    }

    /// Appends the block for a property named `name` (as written, UTF-8) with backing store
    /// `storage` to `out`, after a space when `spaced`.
    func write(name: ArraySlice<UInt8>, storage: StorageName, spaced: Bool, to out: inout [UInt8]) {
        template.write(from: spaced ? 0 : 1, to: &out) { hole, out in
            if hole == Self.storage { storage.write(to: &out) } else { out.append(contentsOf: name) }
        }
    }
}
