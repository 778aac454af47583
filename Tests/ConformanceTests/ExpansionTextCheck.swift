import Foundation

/// Checks the macro-generated code that `-print-ast` cannot see.
///
/// print-ast prints every key path as `\Model`, drops the closure passed to `withMutation`
/// and the operand of `yield`, and in Swift 6 mode drops binary operators too (`lhs != rhs`
/// prints as `lhs  rhs`). A golden file naming the wrong property in a key path, or using
/// `==` for `!=`, would therefore pass the AST comparison. So each accessor block and each member declaration the real macro
/// expanded must also appear in expected.swift as text, ignoring whitespace, comments,
/// `Swift.`/`Observation.` qualifiers, the `@ObservationIgnored` the golden file must omit,
/// and (in member declarations) the spelling of the macro's generic parameter names.
enum ExpansionTextCheck {
    /// Returns a description of the first expansion text missing from the golden source.
    static func firstMissing(in dump: MacroExpansionDump, goldenSource: String) -> String? {
        let golden = squeeze(SwiftLexicalRegions.stripCommentsAndStrings(goldenSource))
        for buffer in dump.buffers {
            if buffer.name.contains("18ObservationTrackedfMa_") {
                let accessors = squeeze(buffer.text)
                if !accessors.isEmpty, !golden.contains(accessors) {
                    let missing = firstMissingLine(of: buffer.text, in: golden).map { ": no `\($0)`" } ?? ""
                    return "the accessors of `\(propertyName(buffer.name))` differ from the real macro's\(missing)"
                }
            } else if buffer.name.contains("10ObservablefMm_") {
                for declaration in declarations(buffer.text) where !matches(declaration, in: golden) {
                    return "expected.swift lacks the real macro's member `\(oneLine(declaration))`"
                }
            }
        }
        return nil
    }

    /// Source text without whitespace and `;`, the module qualifiers a golden file may add, and
    /// `@ObservationIgnored` (which the golden file must leave out).
    private static func squeeze(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "@ObservationIgnored", with: "")
        // A `;` separates statements as a line break does (a written output lays out an
        // initialized property's accessor block on one line, `access(…); return _x`).
        result.unicodeScalars.removeAll { $0.properties.isWhitespace || $0 == ";" }
        for qualifier in ["Swift.", "Observation."] {
            result = result.replacingOccurrences(of: qualifier, with: "")
        }
        return result
    }

    /// `@__swiftmacro_8expected5ModelC5count18ObservationTrackedfMa_.swift` → `count`.
    private static func propertyName(_ bufferName: String) -> String {
        guard let marker = bufferName.range(of: "18ObservationTrackedfMa_") else { return bufferName }
        let prefix = Array(bufferName[..<marker.lowerBound])
        // Mangled as <length><name>; find the split where the length matches the rest.
        for start in prefix.indices.reversed() where prefix[start].isNumber {
            var digitsStart = start
            while digitsStart > 0, prefix[digitsStart - 1].isNumber { digitsStart -= 1 }
            if let length = Int(String(prefix[digitsStart...start])), length == prefix.count - start - 1 {
                return String(prefix[(start + 1)...])
            }
        }
        return bufferName
    }

    /// The line at which `text` stops matching the golden source: the first line whose
    /// addition makes the growing prefix of `text` absent from it.
    private static func firstMissingLine(of text: String, in golden: String) -> String? {
        var prefix = ""
        for line in text.split(separator: "\n").map({ String($0).trimmingWhitespace() }) where !line.isEmpty {
            prefix += squeeze(line)
            if !golden.contains(prefix) { return line }
        }
        return nil
    }

    /// A declaration on one line, with the macro's unique generic names shortened to `G`.
    private static func oneLine(_ declaration: String) -> String {
        let text = declaration.split(separator: "\n").map { String($0).trimmingWhitespace() }.joined(separator: " ")
        let short = IdentifierTokens.rename(in: text) { $0.hasPrefix("$s") && $0.contains("fMu") ? "G" : nil }
        return short.count > 200 ? String(short.prefix(200)) + "…" : short
    }

    /// The member macro's declarations, which it separates by blank lines.
    private static func declarations(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n")
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty }
    }

    /// Matches one member declaration, with each compiler-unique generic name (`$s…fMu_`)
    /// allowed to be any identifier, the same one at each of its uses.
    private static func matches(_ declaration: String, in golden: String) -> Bool {
        let squeezed = squeeze(declaration)
        guard let mangled = try? NSRegularExpression(pattern: #"\$s[0-9A-Za-z_$]*?fMu[0-9]*_"#) else { return false }
        var pattern = ""
        var groups: [String: Int] = [:]
        var last = squeezed.startIndex
        let whole = NSRange(squeezed.startIndex..., in: squeezed)
        for match in mangled.matches(in: squeezed, range: whole) {
            guard let range = Range(match.range, in: squeezed) else { continue }
            pattern += NSRegularExpression.escapedPattern(for: String(squeezed[last..<range.lowerBound]))
            let name = String(squeezed[range])
            if let group = groups[name] {
                pattern += "\\\(group)"
            } else {
                groups[name] = groups.count + 1
                pattern += "([A-Za-z_][A-Za-z0-9_]*)"
            }
            last = range.upperBound
        }
        pattern += NSRegularExpression.escapedPattern(for: String(squeezed[last...]))
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: golden, range: NSRange(golden.startIndex..., in: golden)) != nil
    }
}
