/// The annotations that ask for an expansion, found in comments or as real attributes.
///
/// A class is annotated by a comment whose whole text is `@Observable` (written `// @Observable`,
/// `/// @Observable`, `/* @Observable */` or `/** @Observable */`) among the leading comments of
/// its declaration, or by the real attribute `@Observable` / `@Observation.Observable`. A member
/// is ignored by `@ObservationIgnored` (attribute or comment).
public enum Annotation: Equatable, Sendable {
    case observable
    case observationIgnored

    /// A comment in trivia: its byte range and the annotation it spells, if any.
    public struct Comment: Sendable {
        public var range: Range<Int>
        public var annotation: Annotation?
        /// Looks like an annotation but is not one (`// @observable`, `// @Observable // note`,
        /// a block comment with `@Observable` on one of several lines): worth a warning.
        public var isNearMiss = false
    }

    /// Whether a comment that is not an annotation looks meant as one: its text, without a
    /// trailing `// …` part, is an annotation in another letter case, or one of the lines of a
    /// multi-line block comment is exactly an annotation.
    public static func isNearMiss(comment range: Range<Int>, in bytes: [UInt8]) -> Bool {
        // Every near miss holds an `@`; most comments (doc comments) do not.
        guard bytes[range].contains(UInt8(ascii: "@")) else { return false }
        let text = String(decoding: bytes[range], as: UTF8.self)
        var body = text.hasPrefix("///") ? text.dropFirst(3) : text.hasPrefix("//") ? text.dropFirst(2) : text.dropFirst(2).dropLast(2)
        if text.hasPrefix("//"), let inner = body.indices.first(where: { body[$0...].hasPrefix("//") }) { body = body[..<inner] }
        let words = ["@observable", "@observation.observable", "@observationignored", "@observation.observationignored"]
        let trimmed = body.trimmingWhitespaceAndStars()
        if words.contains(trimmed.lowercased()) { return true }
        if text.hasPrefix("/*") {
            let exact = ["@Observable", "@ObservationIgnored", "@Observation.Observable", "@Observation.ObservationIgnored"]
            return body.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).contains { exact.contains($0.trimmingWhitespaceAndStars()) }
        }
        return false
    }

    /// The annotation spelled by the comment text `bytes[range]`, or nil.
    public static func parse(comment range: Range<Int>, in bytes: [UInt8]) -> Annotation? {
        var start = range.lowerBound
        var end = range.upperBound
        guard end - start >= 4, bytes[start] == UInt8(ascii: "/") else { return nil }
        if bytes[start + 1] == UInt8(ascii: "/") {
            start += 2
            if start < end && bytes[start] == UInt8(ascii: "/") { start += 1 }
        } else if bytes[start + 1] == UInt8(ascii: "*") && bytes[end - 2] == UInt8(ascii: "*") && bytes[end - 1] == UInt8(ascii: "/") {
            start += 2
            end -= 2
            if start < end && bytes[start] == UInt8(ascii: "*") { start += 1 }
        } else {
            return nil
        }
        while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        while end > start && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        let text = bytes[start ..< end]
        if text.elementsEqual("@Observable".utf8) || text.elementsEqual("@Observation.Observable".utf8) { return .observable }
        if text.elementsEqual("@ObservationIgnored".utf8) || text.elementsEqual("@Observation.ObservationIgnored".utf8) { return .observationIgnored }
        return nil
    }

    /// The comments in a trivia byte range (which holds only whitespace and comments).
    public static func comments(in range: Range<Int>, of bytes: [UInt8]) -> [Comment] {
        var result: [Comment] = []
        var j = range.lowerBound
        let end = range.upperBound
        while j < end {
            guard bytes[j] == UInt8(ascii: "/"), j + 1 < end else { j += 1; continue }
            let start = j
            if bytes[j + 1] == UInt8(ascii: "/") {
                while j < end && bytes[j] != 0x0A && bytes[j] != 0x0D { j += 1 }
            } else if bytes[j + 1] == UInt8(ascii: "*") {
                var depth = 0
                while j < end {
                    if bytes[j] == UInt8(ascii: "/") && j + 1 < end && bytes[j + 1] == UInt8(ascii: "*") {
                        depth += 1; j += 2
                    } else if bytes[j] == UInt8(ascii: "*") && j + 1 < end && bytes[j + 1] == UInt8(ascii: "/") {
                        depth -= 1; j += 2
                        if depth == 0 { break }
                    } else {
                        j += 1
                    }
                }
            } else {
                j += 1
                continue
            }
            let annotation = parse(comment: start ..< j, in: bytes)
            result.append(Comment(range: start ..< j, annotation: annotation,
                                  isNearMiss: annotation == nil && isNearMiss(comment: start ..< j, in: bytes)))
        }
        return result
    }
}

extension Substring {
    /// The text without surrounding spaces, tabs, line breaks and `*` (block comment margins).
    func trimmingWhitespaceAndStars() -> String {
        let skip: Set<Character> = [" ", "\t", "\n", "\r", "*"]
        return String(drop(while: { skip.contains($0) }).reversed().drop(while: { skip.contains($0) }).reversed())
    }
}
