/// Which comments belong to a declaration: the one rule for attaching comments.
///
/// A declaration's comments are
/// - its leading comment block: the comments directly above its first token (an attribute,
///   a modifier or the keyword) with no blank line between one comment and the next, nor
///   between the last comment and the declaration;
/// - and every comment among its attributes and modifiers, up to its keyword.
/// A comment on the line of earlier code (`let x = 1 // note`) is that code's trailing trivia
/// and never reaches a later declaration. So `// @Observable` followed by a blank line, or by
/// commented-out code and then a blank line, annotates nothing.
package enum CommentAttachment {
    /// The indices into `comments` (sorted by position) of the comments of a declaration whose
    /// first token is `first` and whose keyword is `keyword`.
    /// `hint` is the index this search returned last; declarations are mostly read in order, so
    /// that the answer is at or just after it.
    static func comments(first: Int, keyword: Int, tokens: [Token], comments: [Comment], bytes: [UInt8], hint: inout Int) -> Range<Int> {
        // An unclosed attribute can run to the end of the file: the keyword is then past it.
        let first = min(first, tokens.count - 1)
        let leading = tokens[first].leadingTriviaRange
        let headEnd = Int(tokens[min(max(first, keyword), tokens.count - 1)].start)
        // The comments from the start of the leading trivia to the keyword.
        let lower = firstIndex(in: comments, atOrAfter: leading.lowerBound, near: hint)
        hint = lower
        // No comment from the leading trivia to the keyword (most declarations): then none
        // lies before the first token either, and the walk below would find nothing.
        if lower == comments.count || comments[lower].range.lowerBound >= headEnd { return lower ..< lower }
        var upper = lower
        while upper < comments.count && comments[upper].range.upperBound <= headEnd { upper += 1 }
        // Walk the leading block back from the first token while no blank line intervenes.
        var start = firstIndex(in: comments, atOrAfter: leading.upperBound)
        var boundary = leading.upperBound
        while start > lower {
            let candidate = comments[start - 1]
            guard lineBreaks(from: candidate.range.upperBound, to: boundary, in: bytes) <= 1 else { break }
            start -= 1
            boundary = candidate.range.lowerBound
        }
        return start ..< max(start, upper)
    }

    /// The number of line breaks in `bytes[from ..< to]` (a `\r\n` pair counts once).
    package static func lineBreaks(from: Int, to: Int, in bytes: [UInt8]) -> Int {
        var count = 0
        var j = from
        while j < to {
            if bytes[j] == 0x0A || (bytes[j] == 0x0D && (j + 1 >= to || bytes[j + 1] != 0x0A)) { count += 1 }
            j += 1
        }
        return count
    }

    /// The index of the first comment that starts at or after `offset`, looked for first in the
    /// few comments from index `hint` on.
    static func firstIndex(in comments: [Comment], atOrAfter offset: Int, near hint: Int) -> Int {
        var k = min(max(hint, 0), comments.count)
        guard k == 0 || comments[k - 1].range.lowerBound < offset else { return firstIndex(in: comments, atOrAfter: offset) }
        var steps = 0
        while k < comments.count && comments[k].range.lowerBound < offset {
            k += 1
            steps += 1
            if steps == 4 { return firstIndex(in: comments, atOrAfter: offset) }
        }
        return k
    }

    /// The index of the first comment that starts at or after `offset` (binary search).
    package static func firstIndex(in comments: [Comment], atOrAfter offset: Int) -> Int {
        var low = 0
        var high = comments.count
        while low < high {
            let mid = (low + high) / 2
            if comments[mid].range.lowerBound < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
