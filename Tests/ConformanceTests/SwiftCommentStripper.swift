/// Blanks out comments and string-literal contents of Swift source.
///
/// Used before scanning source text for `extension … Observable` declarations, so a
/// commented-out or quoted extension is not counted. Line breaks are kept so that line
/// structure (e.g. `#if` lines) survives. String interpolation that itself contains quotes
/// is not modelled; it cannot produce a false `extension` match in practice.
enum SwiftCommentStripper {
    static func strip(_ source: String) -> String {
        let chars = Array(source.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0

        func at(_ offset: Int, _ text: String) -> Bool {
            var k = offset
            for scalar in text.unicodeScalars {
                guard k < chars.count, chars[k] == scalar else { return false }
                k += 1
            }
            return true
        }

        while i < chars.count {
            if at(i, "//") {
                while i < chars.count, chars[i] != "\n" { i += 1 }
            } else if at(i, "/*") {
                var depth = 0
                repeat {
                    if at(i, "/*") { depth += 1; i += 2 }
                    else if at(i, "*/") { depth -= 1; i += 2 }
                    else { if chars[i] == "\n" { out.append("\n") }; i += 1 }
                } while depth > 0 && i < chars.count
                out.append(" ")
            } else if chars[i] == "#" || chars[i] == "\"" {
                // A string literal, possibly raw (`#"…"#`) and/or multi-line (`"""…"""`).
                var hashes = 0
                var k = i
                while k < chars.count, chars[k] == "#" { hashes += 1; k += 1 }
                guard k < chars.count, chars[k] == "\"" else {
                    out.append(chars[i]); i += 1
                    continue
                }
                let quotes = at(k, "\"\"\"") ? "\"\"\"" : "\""
                let terminator = quotes + String(repeating: "#", count: hashes)
                i = k + quotes.count
                while i < chars.count, !at(i, terminator) {
                    if hashes == 0, chars[i] == "\\" { i += 1 }
                    if i < chars.count, chars[i] == "\n" { out.append("\n") }
                    i += 1
                }
                i += terminator.count
                out.append(contentsOf: "\"\"".unicodeScalars)
            } else {
                out.append(chars[i]); i += 1
            }
        }
        return String(out)
    }
}
