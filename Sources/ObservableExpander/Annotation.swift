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
            result.append(Comment(range: start ..< j, annotation: parse(comment: start ..< j, in: bytes)))
        }
        return result
    }
}
