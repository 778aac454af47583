/// The few text operations the tool needs, written here so that it links FoundationEssentials
/// only (the whole Foundation, with ICU, costs a process about 4 ms of CPU and 15 ms of wall
/// time to load: more than a one-file run's own work). Each does what the Foundation call it
/// replaces did, on Unicode scalars.
enum PlainText {
    /// `text` without the leading and trailing scalars for which `drop` is true (Foundation's
    /// `trimmingCharacters(in:)`).
    static func trimming(_ text: some StringProtocol, _ drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !drop($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !drop($0) })!
        return String(String.UnicodeScalarView(scalars[first ... last]))
    }

    /// Foundation's `CharacterSet.whitespaces`: space separators (Zs) and the tab.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`: `isWhitespace`, and U+000A–U+000D,
    /// U+0085, U+2028 and U+2029.
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar) || (0x0A ... 0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// `text` with every non-overlapping occurrence of `target` (not empty), from the start,
    /// replaced by `replacement` (Foundation's `replacingOccurrences(of:with:)` on these
    /// ASCII targets: compared by UTF-8 bytes).
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        let bytes = Array(text.utf8), needle = Array(target.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var k = 0
        while k < bytes.count {
            if k + needle.count <= bytes.count && bytes[k] == needle[0] && bytes[k ..< k + needle.count].elementsEqual(needle) {
                result.append(contentsOf: replacement.utf8)
                k += needle.count
            } else {
                result.append(bytes[k])
                k += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Where `target` (not empty) first occurs in `text`, by UTF-8 bytes; nil when nowhere.
    static func firstRange(of target: String, in text: Substring) -> Range<Substring.Index>? {
        let needle = Array(target.utf8)
        let view = text.utf8
        guard !needle.isEmpty else { return nil }
        var start = view.startIndex
        while start != view.endIndex {
            var a = start, b = 0
            while b < needle.count, a != view.endIndex, view[a] == needle[b] { a = view.index(after: a); b += 1 }
            if b == needle.count { return start ..< a }
            start = view.index(after: start)
        }
        return nil
    }

    /// The last component of `path` as `NSString.lastPathComponent` gives it: trailing slashes
    /// ignored, `/` for the root alone, `""` for an empty path or slashes only after the first.
    static func lastPathComponent(_ path: String) -> String {
        guard !path.isEmpty else { return "" }
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        if end == path.startIndex { return path == "/" ? "/" : "" }
        let body = path[path.startIndex ..< end]
        guard let slash = body.lastIndex(of: "/") else { return String(body) }
        return String(body[body.index(after: slash)...])
    }
}
