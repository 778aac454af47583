/// Whether a buffer is Swift source text at all, decided in one pass before anything is
/// tokenized: a binary file (an image, an archive, a file of NUL bytes) or text in another
/// encoding would otherwise become one token and one diagnostic per byte, about a hundred bytes
/// of memory per byte of input (a 100 MB file of NUL bytes took 11.4 GB).
///
/// The defects counted are those the lexer reports one by one: NUL bytes, control characters
/// that are not whitespace (U+0001–U+0008, U+000E–U+001F, U+007F), and invalid UTF-8 sequences
/// (a maximal run of bytes that decode to nothing counts once, as swiftc reports them). Up to
/// `defectLimit` of them, the file is lexed and each is reported where it is; past it, or in a
/// file that starts with a UTF-16 byte-order mark and holds NUL bytes, the file gets one error at the first defect
/// (`not-source-text`) and is not tokenized.
package enum SourceTextCheck {
    /// The most defects a file may hold and still be lexed: the diagnostics a file shows
    /// (`more-diagnostics` beyond 50), so that no defect the lexer would report goes unseen
    /// while a file is still read as text.
    static let defectLimit = 50

    /// What the pass found: the refusal, and whether the lexer has invalid UTF-8 to report
    /// (when not, its own pass for it is spared).
    struct Finding {
        var refusal: Diagnostic?
        var hasInvalidUTF8 = false
    }

    /// One error at the first defect when `bytes` hold more than `defectLimit` defects.
    /// O(n), 8 bytes a step over printable ASCII, no allocation.
    static func examine(_ bytes: UnsafeBufferPointer<UInt8>) -> Finding {
        guard let base = bytes.baseAddress else { return Finding() }
        let n = bytes.count
        var nulBytes = 0, controlCharacters = 0, invalidSequences = 0
        var first = -1
        var j = 0
        // Bytes 0x20–0x7E need no look: a word is passed over when none of its bytes is below
        // 0x20 (a borrow sets bit 7), above 0x7E (bit 7 set, or set by adding 1 to 0x7F).
        // Tabs and line breaks are below 0x20, so their words are looked at byte by byte.
        let ones: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
        var inInvalidRun = false
        while j < n {
            if j + 8 <= n {
                let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: j, as: UInt64.self))
                if ((word &- ones &* 0x20) | word | (word &+ ones)) & highBits == 0 || Self.isPlainText(word) {
                    inInvalidRun = false
                    j += 8
                    continue
                }
            }
            let byte = base[j]
            if byte >= 0x20 && byte < 0x7F || byte == 0x09 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D {
                inInvalidRun = false
                j += 1
                continue
            }
            if byte < 0x80 {
                if byte == 0 { nulBytes += 1 } else { controlCharacters += 1 }
                if first < 0 { first = j }
                inInvalidRun = false
                j += 1
                continue
            }
            if let (_, length) = Lexer.decodeScalar(base, n, at: j) {
                inInvalidRun = false
                j += length
                continue
            }
            if !inInvalidRun {
                invalidSequences += 1
                if first < 0 { first = j }
            }
            inInvalidRun = true
            j += 1
        }
        // A UTF-16 byte-order mark followed by text (UTF-16 writes ASCII with NUL bytes) says
        // the whole file is in another encoding, however short.
        let utf16 = nulBytes > 0 && n >= 2 && (base[0] == 0xFF && base[1] == 0xFE || base[0] == 0xFE && base[1] == 0xFF)
        guard nulBytes + controlCharacters + invalidSequences > defectLimit || utf16 else { return Finding(hasInvalidUTF8: invalidSequences > 0) }
        return Finding(refusal: Diagnostic(.notSourceText(nulBytes: nulBytes, controlCharacters: controlCharacters, invalidSequences: invalidSequences), at: first))
    }

    /// Whether the 8 bytes of `word` are each printable ASCII (0x20–0x7E), a tab, a line feed
    /// or a carriage return: the bytes the byte-by-byte step passes over without a look. Exact
    /// per byte (no borrow crosses a byte), so that a word holding a line break or an
    /// indentation tab, about one in five of real code's, needs no step per byte.
    @inline(__always)
    static func isPlainText(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // A byte of 0x80 or more is no ASCII: the rest assume none.
        guard word & highBits == 0 else { return false }
        // High bit set for 0x7F (0x7F + 1), and for a byte below 0x20 clear (byte + 0x60).
        let delete = (word &+ ones) & highBits
        let control = ~(word &+ ones &* 0x60) & highBits
        guard delete == 0 else { return false }
        if control == 0 { return true }
        // High bit set exactly for the zero bytes of `x` (bytes below 0x80).
        func zeros(_ x: UInt64) -> UInt64 { ~((x &+ low7) | x) & highBits }
        let blank = zeros(word ^ (ones &* 0x09)) | zeros(word ^ (ones &* 0x0A)) | zeros(word ^ (ones &* 0x0D))
        return control & ~blank == 0
    }

    /// Whether `prefix`, the start of a stream still being read, is already refused as the
    /// whole would be (the whole holds at least its defects): the command line then stops
    /// reading standard input or a pipe. A UTF-8 sequence cut off at its end is not counted.
    package static func refusesPrefix(_ prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = prefix.count
        while end > 0, prefix.count - end < 3, prefix[end - 1] & 0xC0 == 0x80 { end -= 1 }
        if end > 0, prefix[end - 1] >= 0xC0 { end -= 1 }
        return examine(UnsafeBufferPointer(rebasing: prefix[..<end])).refusal != nil
    }
}

extension TokenizedSource {
    /// A file of `count` bytes refused by `SourceTextCheck`: its one token (when tokens are
    /// kept) is the end of file, everything before it trivia.
    static func refused(_ refusal: Diagnostic, count: Int, storingTokens: Bool) -> TokenizedSource {
        let end = Token(kind: .endOfFile, isAtStartOfLine: true, leadingTriviaStart: 0, start: count, end: count, trailingTriviaEnd: count)
        return TokenizedSource(tokens: storingTokens ? [end] : [], comments: [], diagnostics: [refusal])
    }
}
