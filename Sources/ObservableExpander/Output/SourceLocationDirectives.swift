/// The spelling of `#sourceLocation` directives, and the last step when they are on: the plan
/// marks a `#sourceLocation()` before each generated part and a `#sourceLocation(file:line:)`
/// after it, and this pass drops the ones the compiler would reject. A `#sourceLocation()` is an error
/// unless a `#sourceLocation(file:line:)` is in effect (two generated parts in a row, such as a
/// one-line class), and a directive must end with a line break (a file without a final newline).
enum SourceLocationDirectives {
    static let resetText = "#sourceLocation()"
    static let reset = Array(resetText.utf8)

    /// `#sourceLocation(file: "path", line: n)`, with `\` and `"` escaped in the path.
    static func directive(path: String, line: Int) -> String {
        var escaped = ""
        for character in path {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "#sourceLocation(file: \"\(escaped)\", line: \(line))"
    }
    static let resyncPrefix = Array("#sourceLocation(file:".utf8)

    /// Returns `output` without redundant `#sourceLocation()` lines and without a final
    /// `#sourceLocation(file:line:)` that nothing follows. Bytes are UTF-8; lines end in `\n`,
    /// `\r\n` or `\r`.
    static func normalize(_ output: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(output.count)
        var inEffect = false
        var start = 0
        while start < output.count {
            var end = start
            while end < output.count && output[end] != 0x0A && output[end] != 0x0D { end += 1 }
            var next = end
            if next < output.count && output[next] == 0x0D { next += 1 }
            if next < output.count && output[next] == 0x0A && (next == end || output[next - 1] == 0x0D) { next += 1 }
            let line = output[start ..< end]
            if line.elementsEqual(reset) {
                if inEffect { result.append(contentsOf: output[start ..< next]) }
                inEffect = false
            } else if line.starts(with: resyncPrefix) {
                if next < output.count {
                    result.append(contentsOf: output[start ..< next])
                    inEffect = true
                }
            } else {
                result.append(contentsOf: output[start ..< next])
            }
            start = next
        }
        return result
    }
}
