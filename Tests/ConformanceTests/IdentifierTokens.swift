/// Identifier tokens of one line of Swift text, with their positions (in unicode scalars).
///
/// The print-ast normalisation renames and drops identifiers (generic parameter names,
/// module qualifiers); matching whole tokens keeps `Member` from matching inside `MemberList`.
struct IdentifierToken {
    let text: String
    let range: Range<Int>
}

enum IdentifierTokens {
    static func isIdentifierScalar(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || c.properties.isAlphabetic || c.properties.numericType != nil
    }

    static func scan(_ line: String) -> [IdentifierToken] {
        let scalars = Array(line.unicodeScalars)
        var tokens: [IdentifierToken] = []
        var i = 0
        while i < scalars.count {
            guard isIdentifierScalar(scalars[i]) else { i += 1; continue }
            let start = i
            while i < scalars.count, isIdentifierScalar(scalars[i]) { i += 1 }
            tokens.append(IdentifierToken(text: String(String.UnicodeScalarView(scalars[start..<i])), range: start..<i))
        }
        return tokens
    }

    /// Replaces each identifier for which `rename` returns a new name.
    static func rename(in line: String, _ rename: (String) -> String?) -> String {
        let scalars = Array(line.unicodeScalars)
        var out = String.UnicodeScalarView()
        var last = 0
        for token in scan(line) {
            guard let replacement = rename(token.text) else { continue }
            out.append(contentsOf: scalars[last..<token.range.lowerBound])
            out.append(contentsOf: replacement.unicodeScalars)
            last = token.range.upperBound
        }
        out.append(contentsOf: scalars[last...])
        return String(out)
    }
}
