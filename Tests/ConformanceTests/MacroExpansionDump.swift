/// The buffers printed by `swiftc -Xfrontend -dump-macro-expansions`.
///
/// The dump is the only place the real macro's conformance extension is visible
/// (`-print-ast` omits macro-generated extensions), and the only proof that a golden file
/// expands no Observation macro. Each buffer is printed as:
///
///     @__swiftmacro_<mangled context><length><macro name>fM<role>_.swift
///     ------------------------------
///     <expanded text>
///     ------------------------------
struct MacroExpansionDump {
    struct Buffer {
        let name: String
        let text: String
    }

    let buffers: [Buffer]

    /// Mangled macro names of Observation's three macros, as they appear in buffer names.
    static let observationMacros = ["10Observable": "Observable",
                                    "18ObservationTracked": "ObservationTracked",
                                    "18ObservationIgnored": "ObservationIgnored"]

    init(parsing output: String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let separator = String(repeating: "-", count: 30)
        var buffers: [Buffer] = []
        var index = 0
        while index < lines.count {
            let header = lines[index]
            guard header.hasPrefix("@__swiftmacro_"), header.hasSuffix(".swift"),
                  index + 1 < lines.count, lines[index + 1] == separator
            else {
                index += 1
                continue
            }
            var end = index + 2
            while end < lines.count, lines[end] != separator { end += 1 }
            buffers.append(Buffer(name: header, text: lines[(index + 2)..<min(end, lines.count)].joined(separator: "\n")))
            index = end + 1
        }
        self.buffers = buffers
    }

    /// The Observation macros that were expanded (each with its count), e.g. `ObservationIgnored ×2`.
    var observationMacroUses: [String] {
        var counts: [String: Int] = [:]
        for buffer in buffers {
            for (mangled, name) in Self.observationMacros where buffer.name.contains(mangled + "fM") {
                counts[name, default: 0] += 1
            }
        }
        return counts.keys.sorted().map { "\($0) ×\(counts[$0]!)" }
    }

    /// All expanded text, for scanning the conformance extensions out of it.
    var allText: String { buffers.map(\.text).joined(separator: "\n") }
}
