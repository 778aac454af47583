/// Tells code apart from comments and string literals in Swift source.
///
/// Needed in two places: a `// @Observable` line inside a multi-line string or a block
/// comment is not an annotation (RealMacroForm), and an `extension … Observable` inside a
/// comment or string is not a conformance (ObservableConformances, ExpansionTextCheck).
/// Handles `//` and nested `/* */` comments, `"…"`, `"""…"""`, raw `#"…"#` strings and
/// `\(…)` interpolation (whose contents are code again). Regex literals are not modelled.
enum SwiftLexicalRegions {
    enum Kind { case code, comment, string }

    /// One kind per unicode scalar. A line comment's terminating newline is code.
    static func classify(_ source: String) -> (scalars: [Unicode.Scalar], kinds: [Kind]) {
        var lexer = Lexer(scalars: Array(source.unicodeScalars))
        lexer.scanCode(untilCloseParen: false)
        return (lexer.scalars, lexer.kinds)
    }

    /// The source with comments replaced by a space and each string literal by `""`;
    /// line breaks are kept.
    static func stripCommentsAndStrings(_ source: String) -> String {
        let (scalars, kinds) = classify(source)
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            let regionStart = index == 0 || kinds[index - 1] != kinds[index]
            switch kinds[index] {
            case .code: out.append(scalar)
            case .comment:
                if scalar == "\n" { out.append("\n") } else if regionStart { out.append(" ") }
            case .string:
                if regionStart { out.append(contentsOf: "\"\"".unicodeScalars) }
                if scalar == "\n" { out.append("\n") }
            }
        }
        return String(out)
    }

    /// For each line of `source`, whether it begins in code rather than inside a
    /// multi-line string or block comment.
    static func linesStartingInCode(_ source: String) -> [Bool] {
        let (scalars, kinds) = classify(source)
        var result = [true]
        for (index, scalar) in scalars.enumerated() where scalar == "\n" {
            result.append(kinds[index] == .code)
        }
        return result
    }

    private struct Lexer {
        let scalars: [Unicode.Scalar]
        var kinds: [Kind]
        var i = 0

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            kinds = Array(repeating: .code, count: scalars.count)
        }

        func at(_ offset: Int, _ text: String) -> Bool {
            var k = offset
            for scalar in text.unicodeScalars {
                guard k < scalars.count, scalars[k] == scalar else { return false }
                k += 1
            }
            return true
        }

        mutating func mark(_ kind: Kind, _ count: Int = 1) {
            for _ in 0..<count where i < scalars.count {
                kinds[i] = kind
                i += 1
            }
        }

        /// Code, up to the `)` closing an interpolation when `untilCloseParen`.
        mutating func scanCode(untilCloseParen: Bool) {
            var depth = 0
            while i < scalars.count {
                if at(i, "//") {
                    while i < scalars.count, scalars[i] != "\n" { mark(.comment) }
                } else if at(i, "/*") {
                    var nesting = 0
                    repeat {
                        if at(i, "/*") { nesting += 1; mark(.comment, 2) }
                        else if at(i, "*/") { nesting -= 1; mark(.comment, 2) }
                        else { mark(.comment) }
                    } while nesting > 0 && i < scalars.count
                } else if startsString() {
                    scanString()
                } else if untilCloseParen && scalars[i] == "(" {
                    depth += 1
                    mark(.code)
                } else if untilCloseParen && scalars[i] == ")" {
                    if depth == 0 { return }
                    depth -= 1
                    mark(.code)
                } else {
                    mark(.code)
                }
            }
        }

        func startsString() -> Bool {
            var k = i
            while k < scalars.count, scalars[k] == "#" { k += 1 }
            return k < scalars.count && scalars[k] == "\""
        }

        mutating func scanString() {
            var hashes = 0
            while scalars[i] == "#" { hashes += 1; mark(.string) }
            var multiline = at(i, "\"\"\"")
            if multiline && hashes > 0 {
                // `#"""#` is the one-line string `"`: a raw string that closes on its own line
                // is not multi-line (the Swift lexer's rule).
                let close = "\"" + String(repeating: "#", count: hashes)
                var k = i + 1
                while k < scalars.count && scalars[k] != "\n" {
                    if at(k, close) { multiline = false; break }
                    k += 1
                }
            }
            mark(.string, multiline ? 3 : 1)
            let terminator = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            while i < scalars.count {
                if at(i, terminator) { mark(.string, terminator.unicodeScalars.count); return }
                if !multiline && scalars[i] == "\n" { return }  // unterminated: recover at the line end
                if at(i, escape) {
                    mark(.string, escape.unicodeScalars.count)
                    if i < scalars.count, scalars[i] == "(" {
                        mark(.string)
                        scanCode(untilCloseParen: true)
                        mark(.string)  // the closing `)`
                    } else {
                        mark(.string)
                    }
                } else {
                    mark(.string)
                }
            }
        }
    }
}
