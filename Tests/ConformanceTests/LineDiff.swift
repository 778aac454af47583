/// A short, one-line description of how two line lists differ, for FAIL reports.
///
/// Uses the standard library's minimal diff, so a single missing line is reported as that
/// line rather than as every line after it.
enum LineDiff {
    static func describe(
        real: [String], expected: [String],
        realLabel: String = "real macro has", expectedLabel: String = "expected.swift has",
        maxLineLength: Int = 160
    ) -> String {
        let difference = expected.difference(from: real)
        func lines(_ changes: [CollectionDifference<String>.Change]) -> [String] {
            changes.map { change -> (Int, String) in
                switch change {
                case .remove(let offset, let line, _), .insert(let offset, let line, _): return (offset, line)
                }
            }
            .sorted { $0.0 < $1.0 }
            .map(\.1)
        }
        let onlyReal = lines(difference.removals)
        let onlyExpected = lines(difference.insertions)
        func clip(_ line: String) -> String {
            let trimmed = line.trimmingWhitespace()
            return trimmed.count > maxLineLength ? String(trimmed.prefix(maxLineLength)) + "…" : trimmed
        }
        var parts = ["\(onlyReal.count + onlyExpected.count) differing line(s)"]
        if let line = onlyReal.first { parts.append("\(realLabel) `\(clip(line))`") }
        if let line = onlyExpected.first { parts.append("\(expectedLabel) `\(clip(line))`") }
        return parts.joined(separator: "; ")
    }
}
