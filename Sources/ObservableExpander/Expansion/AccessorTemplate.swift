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

    /// The block for a property named `name` (as written, UTF-8) with backing store
    /// `storage`, after a space when `spaced`.
    func filled(name: ArraySlice<UInt8>, storage: [UInt8], spaced: Bool) -> FilledTemplate {
        FilledTemplate(template: template, values: [storage[...], name], start: spaced ? 0 : 1)
    }

    /// Appends the block for a property named `name` (as written, UTF-8) with backing store
    /// `storage` to `out`.
    func write(name: ArraySlice<UInt8>, storage: [UInt8], to out: inout [UInt8]) {
        let filled = self.filled(name: name, storage: storage, spaced: false)
        let count = out.count
        out.append(contentsOf: repeatElement(0, count: filled.size))
        out.withUnsafeMutableBufferPointer { _ = filled.write(at: $0.baseAddress! + count) }
    }
}
