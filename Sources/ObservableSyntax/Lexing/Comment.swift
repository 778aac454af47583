/// One comment in trivia, recorded once by the tokenizer.
///
/// `range` is in UTF-8 byte offsets and covers the whole comment: `// text` up to (not
/// including) the line break, or `/* … */` with its delimiters (nested comments inside).
package struct Comment: Equatable, Sendable {
    /// The four spellings the Swift lexer distinguishes (`///` and `/**` are documentation).
    package enum Kind: UInt8, Sendable {
        case line                // `// …` (also `////…`)
        case documentationLine   // `/// …`
        case block               // `/* … */`
        case documentationBlock  // `/** … */` (but not `/**/`)
    }

    package var range: Range<Int>
    package var kind: Kind
    /// Whether this `///` line lies in a code sample of its documentation comment: a fenced
    /// block (between ```` ``` ```` or `~~~` lines, the fences included) or a Markdown indented
    /// code block. Text in a code sample is an example, never an annotation.
    package var isInCodeSample = false

    /// Classifies the comment at `range` of `bytes` (which must start with `//` or `/*`).
    init(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
        self.range = range
        let length = range.count
        let third: UInt8 = length > 2 ? bytes[range.lowerBound + 2] : 0
        let fourth: UInt8 = length > 3 ? bytes[range.lowerBound + 3] : 0
        if bytes[range.lowerBound + 1] == UInt8(ascii: "/") {
            kind = third == UInt8(ascii: "/") && fourth != UInt8(ascii: "/") ? .documentationLine : .line
        } else {
            kind = third == UInt8(ascii: "*") && fourth != UInt8(ascii: "/") && length > 4 ? .documentationBlock : .block
        }
    }

    /// Sets `isInCodeSample` for the `///` lines of every documentation comment in `comments`
    /// (sorted, as the tokenizer records them). A documentation comment here is a run of `///`
    /// lines, each on the line after the one before. Markdown's rules, as DocC applies them: a
    /// line whose text starts with three backticks or tildes opens or closes a fenced block; a
    /// line indented four or more columns deeper than the run's least indented line, after a
    /// blank line or another such line, is an indented code block.
    static func markCodeSamples(_ comments: inout [Comment], in bytes: UnsafeBufferPointer<UInt8>) {
        var k = 0
        while k < comments.count {
            guard comments[k].kind == .documentationLine else { k += 1; continue }
            var end = k + 1
            while end < comments.count, comments[end].kind == .documentationLine,
                  Self.oneLineBreak(between: comments[end - 1].range.upperBound, and: comments[end].range.lowerBound, in: bytes) {
                end += 1
            }
            markRun(&comments, k ..< end, in: bytes)
            k = end
        }
    }

    /// Whether only spaces, tabs and exactly one line break lie between two offsets.
    static func oneLineBreak(between start: Int, and end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var breaks = 0
        var j = start
        while j < end {
            switch bytes[j] {
            case 0x20, 0x09: break
            case 0x0A: breaks += 1
            case 0x0D: if j + 1 >= end || bytes[j + 1] != 0x0A { breaks += 1 }
            default: return false
            }
            j += 1
        }
        return breaks == 1
    }

    private static func markRun(_ comments: inout [Comment], _ run: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
        // The least indentation of a line with text (0 when all lines are blank).
        var base = Int.max
        for k in run {
            let line = Self.indentation(of: comments[k].range, in: bytes)
            if line.first != nil { base = min(base, line.indent) }
        }
        if base == Int.max { base = 0 }
        var inFence = false
        var previousAllowsCode = true // a blank line or the start of the comment
        for k in run {
            let line = Self.indentation(of: comments[k].range, in: bytes)
            guard let first = line.first else {
                comments[k].isInCodeSample = inFence
                previousAllowsCode = true
                continue
            }
            let isFence = line.indent - base < 4 && Self.startsFence(at: first, end: comments[k].range.upperBound, in: bytes)
            if isFence || inFence {
                comments[k].isInCodeSample = true
                if isFence { inFence.toggle() }
                previousAllowsCode = false
                continue
            }
            let isIndentedCode = line.indent - base >= 4 && previousAllowsCode
            comments[k].isInCodeSample = isIndentedCode
            previousAllowsCode = isIndentedCode
        }
    }

    /// The indentation of a `///` line's text (columns after `///`, a tab counting 4) and the
    /// offset of its first byte (nil for a blank line).
    private static func indentation(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (indent: Int, first: Int?) {
        var j = range.lowerBound + 3
        var indent = 0
        while j < range.upperBound && (bytes[j] == 0x20 || bytes[j] == 0x09) {
            indent += bytes[j] == 0x09 ? 4 : 1
            j += 1
        }
        return (indent, j < range.upperBound ? j : nil)
    }

    private static func startsFence(at start: Int, end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard end - start >= 3 else { return false }
        let b = bytes[start]
        return (b == UInt8(ascii: "`") || b == UInt8(ascii: "~")) && bytes[start + 1] == b && bytes[start + 2] == b
    }
}
