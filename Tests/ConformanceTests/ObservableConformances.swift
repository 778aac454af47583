import Foundation

/// One `extension T: … Observable` declaration, reduced to what must match the real macro:
/// the attributes in front of it (the macro copies the class's `@available`s), the
/// extended type, and how `Observable` is spelled in the inheritance clause (`nonisolated`).
struct ObservableConformance: Hashable, Comparable, CustomStringConvertible {
    /// Attributes and `#if` lines before `extension`, whitespace removed, in source order.
    var attributes: [String]
    var typeName: String
    /// The inheritance-clause entry without module qualifier, e.g. `nonisolated Observable`.
    var entry: String

    /// `Model: nonisolated Observable`, the form `PrintASTNormaliser` reports.
    var summary: String { "\(typeName): \(entry)" }

    var description: String {
        (attributes + ["extension \(typeName): \(entry)"]).joined(separator: " ")
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
}

/// Finds the `Observable` conformance extensions in Swift source text.
///
/// `-print-ast` never shows the real macro's extension, so it is read from the macro's
/// `-dump-macro-expansions` text. The attributes the macro copies in front of it (the
/// class's `@available`s) are compared with the golden file's source, since print-ast
/// merges `@available` attributes and so cannot show them as written. Source text shows
/// every `#if` clause, so callers count conformances on print-ast and use this for the
/// attributes only.
enum ObservableConformances {
    static func scan(_ source: String) -> [ObservableConformance] {
        let text = Array(SwiftLexicalRegions.stripCommentsAndStrings(source).unicodeScalars)
        var found: [ObservableConformance] = []
        var i = 0
        while let start = nextKeyword("extension", in: text, from: i) {
            i = start + "extension".count
            guard let (typeName, clause) = header(in: text, after: i) else { continue }
            for entry in splitTopLevel(clause, on: ",") {
                let words = stripQualifiers(entry).split(whereSeparator: { $0.isWhitespace }).map(String.init)
                guard words.last == "Observable" else { continue }
                found.append(ObservableConformance(attributes: attributes(in: text, before: start),
                                                   typeName: typeName,
                                                   entry: words.joined(separator: " ")))
            }
        }
        return found.sorted()
    }

    private static func nextKeyword(_ word: String, in text: [Unicode.Scalar], from start: Int) -> Int? {
        let pattern = Array(word.unicodeScalars)
        var i = start
        while i + pattern.count <= text.count {
            if Array(text[i..<(i + pattern.count)]) == pattern,
               i == 0 || !IdentifierTokens.isIdentifierScalar(text[i - 1]),
               i + pattern.count == text.count || !IdentifierTokens.isIdentifierScalar(text[i + pattern.count]) {
                return i
            }
            i += 1
        }
        return nil
    }

    /// `extension NAME<args>: CLAUSE {` → (NAME, CLAUSE); nil if there is no inheritance clause.
    private static func header(in text: [Unicode.Scalar], after start: Int) -> (String, String)? {
        var i = start
        func skipWhitespace() { while i < text.count, text[i].properties.isWhitespace { i += 1 } }
        skipWhitespace()
        var name = ""
        while i < text.count, IdentifierTokens.isIdentifierScalar(text[i]) || text[i] == "." || text[i] == "`" {
            name.unicodeScalars.append(text[i]); i += 1
        }
        skipWhitespace()
        if i < text.count, text[i] == "<" {
            var depth = 0
            repeat {
                if text[i] == "<" { depth += 1 } else if text[i] == ">" { depth -= 1 }
                i += 1
            } while depth > 0 && i < text.count
            skipWhitespace()
        }
        guard !name.isEmpty, i < text.count, text[i] == ":" else { return nil }
        i += 1
        var clause = ""
        var depth = 0
        while i < text.count {
            let c = text[i]
            if c == "<" || c == "(" { depth += 1 } else if c == ">" || c == ")" { depth -= 1 }
            if depth == 0 && (c == "{" || c == ";") { break }
            clause.unicodeScalars.append(c)
            i += 1
        }
        let words = clause.split(whereSeparator: { $0.isWhitespace })
        if let whereIndex = words.firstIndex(of: "where") {
            clause = words[..<whereIndex].joined(separator: " ")
        }
        return (name, clause)
    }

    /// Attributes (`@x`, `@x(…)`) and `#if`/`#else`/`#endif` lines directly before `extension`.
    private static func attributes(in text: [Unicode.Scalar], before start: Int) -> [String] {
        var result: [String] = []
        var i = start - 1
        func squeeze(_ range: Range<Int>) -> String {
            String(String.UnicodeScalarView(text[range].filter { !$0.properties.isWhitespace }))
        }
        while true {
            while i >= 0, text[i].properties.isWhitespace { i -= 1 }
            guard i >= 0 else { break }
            var lineStart = i
            while lineStart > 0, text[lineStart - 1] != "\n" { lineStart -= 1 }
            let lineText = squeeze(lineStart..<(i + 1))
            if lineText.hasPrefix("#") {
                result.insert(lineText, at: 0)
                i = lineStart - 1
                continue
            }
            var end = i + 1
            if text[i] == ")" {
                var depth = 0
                while i >= 0 {
                    if text[i] == ")" { depth += 1 } else if text[i] == "(" { depth -= 1 }
                    if depth == 0 { break }
                    i -= 1
                }
                i -= 1
                while i >= 0, text[i].properties.isWhitespace { i -= 1 }
            }
            let identifierEnd = i
            while i >= 0, IdentifierTokens.isIdentifierScalar(text[i]) || text[i] == "." { i -= 1 }
            guard identifierEnd > i, i >= 0, text[i] == "@" else { break }
            end = max(end, identifierEnd + 1)
            result.insert(squeeze(i..<end), at: 0)
            i -= 1
        }
        return result
    }

    private static func splitTopLevel(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for c in text {
            if c == "<" || c == "(" { depth += 1 } else if c == ">" || c == ")" { depth -= 1 }
            if c == separator && depth == 0 { parts.append(current); current = "" } else { current.append(c) }
        }
        parts.append(current)
        return parts
    }

    private static func stripQualifiers(_ entry: String) -> String {
        entry.replacingOccurrences(of: "Observation.Observable", with: "Observable")
    }
}
