/// Turns an annotated fixture input into the source the real `@Observable` macro reads.
///
/// The expander sees comment markers (`// @Observable`, `/// @Observable`, `/* @Observable */`,
/// and the same for `@ObservationIgnored`); the toolchain's macro needs the attributes. Each
/// marker line keeps its indentation, and the line count is kept, so compiler diagnostics
/// for the real form point at the same lines as in input.swift. A marker-looking line inside
/// a multi-line string or block comment is text, not an annotation, and is left alone.
enum RealMacroForm {
    static let attributes = ["@Observable", "@ObservationIgnored"]

    static func make(from annotated: String) -> String {
        let startsInCode = SwiftLexicalRegions.linesStartingInCode(annotated)
        return annotated
            .split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
            .map { index, line in startsInCode[index] ? convert(String(line)) : String(line) }
            .joined(separator: "\n")
    }

    private static func convert(_ line: String) -> String {
        let trimmed = line.trimmingWhitespace()
        for attribute in attributes {
            let markers = ["// \(attribute)", "/// \(attribute)", "/* \(attribute) */"]
            if markers.contains(trimmed) {
                return String(line.prefix { $0 == " " || $0 == "\t" }) + attribute
            }
        }
        return line
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
