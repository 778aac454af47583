/// Turns an annotated fixture input into the source the real `@Observable` macro reads.
///
/// The expander sees comment markers (`// @Observable`, `/// @Observable`, `/* @Observable */`,
/// and the same for `@ObservationIgnored`); the toolchain's macro needs the attributes. Each
/// marker line keeps its indentation, and the line count is kept, so compiler diagnostics
/// for the real form point at the same lines as in input.swift. A marker-looking line inside
/// a multi-line string or block comment is text, not an annotation, and is left alone.
enum RealMacroForm {
    static let attributes = ["@Observable", "@ObservationIgnored"]

    /// A marker is converted only where the expander reads it as one: not inside a fenced code
    /// sample of a `///` documentation comment, not when a blank line separates it from the
    /// declaration below (then it annotates nothing), and an `@ObservationIgnored` marker not
    /// inside a class that carries the real `@Observable` attribute (the compiler reads no
    /// comment there, and neither does the expander: break 49/2).
    static func make(from annotated: String) -> String {
        let startsInCode = SwiftLexicalRegions.linesStartingInCode(annotated)
        let lines = annotated.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var inFence = false
        var result: [String] = []
        // Brace depth of the code lines, and the depths at which bodies of classes with the
        // real attribute were opened (a fixture's braces are in code, not in one-line strings).
        var depth = 0
        var realClassDepths: [Int] = []
        var realAttributePending = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("///") {
                let text = String(trimmed.dropFirst(3)).trimmingWhitespace()
                if text.hasPrefix("```") || text.hasPrefix("~~~") { inFence.toggle() }
            } else {
                inFence = false
            }
            let attached = !inFence && !blankLineFollows(lines, after: index)
            let inRealClass = !realClassDepths.isEmpty && depth >= realClassDepths[realClassDepths.count - 1]
            result.append(startsInCode[index] && attached ? convert(line, ignoredMarkers: !inRealClass) : line)
            guard startsInCode[index], !trimmed.hasPrefix("//"), !trimmed.hasPrefix("/*") else { continue }
            if trimmed.hasPrefix("@Observable") || trimmed.hasPrefix("@Observation.Observable") { realAttributePending = true }
            for character in codeBraces(trimmed) {
                if character == "{" {
                    depth += 1
                    if realAttributePending {
                        realClassDepths.append(depth)
                        realAttributePending = false
                    }
                } else {
                    if let last = realClassDepths.last, depth == last { realClassDepths.removeLast() }
                    depth -= 1
                }
            }
        }
        return result.joined(separator: "\n")
    }

    /// The `{` and `}` of a code line, outside one-line string literals and a trailing `//` comment.
    private static func codeBraces(_ line: String) -> [Character] {
        var braces: [Character] = []
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" { break }
            if !inString && (character == "{" || character == "}") { braces.append(character) }
            previous = character
        }
        return braces
    }

    /// Whether, below line `index`, a blank line comes before the next line that is not a
    /// comment or an attribute.
    private static func blankLineFollows(_ lines: [String], after index: Int) -> Bool {
        for line in lines[(index + 1)...] {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { return true }
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*") { continue }
            return false
        }
        return false
    }

    private static func convert(_ line: String, ignoredMarkers: Bool) -> String {
        let trimmed = line.trimmingWhitespace()
        for attribute in attributes where ignoredMarkers || attribute != "@ObservationIgnored" {
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
