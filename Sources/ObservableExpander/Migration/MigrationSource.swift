import ObservableSyntax

/// One input of a migration run after the first two stages: its tokens and declaration tree.
///
/// Unlike `ParsedSource`, every file is tokenized and parsed (a migration reads the uses of
/// models in files that hold no `@Observ…` at all: views, app entry points).
package struct MigrationSource: TokenQueries, Sendable {
    package let file: SourceFile
    package let tokens: [Token]
    package let comments: [Comment]
    package let tree: SourceTree
    /// Lexical and parse errors and warnings, in source order.
    package let diagnostics: [Diagnostic]
    /// The uses found by walking the file's code, built at the first question asked of them.
    let bodyUses: LazyBodyUses

    /// Tokenizes and parses `file`. O(n) in its size; never throws or traps.
    package init(_ file: SourceFile) {
        self.file = file
        let tokenized = Tokenizer.tokenize(file.bytes)
        tokens = tokenized.tokens
        comments = tokenized.comments
        tree = DeclarationParser.parse(tokenized, bytes: file.bytes)
        diagnostics = tokenized.diagnostics + tree.diagnostics
        let tokens = tokenized.tokens, bytes = file.bytes
        bodyUses = LazyBodyUses(tokens: tokens, bytes: bytes)
    }

    package var bytes: [UInt8] { file.bytes }

    /// The byte offset of token `index`'s text.
    func offset(_ index: Int) -> Int { Int(tokens[index].start) }

    /// The offset of the start of the line that holds byte `offset`.
    func lineStart(of offset: Int) -> Int {
        var k = offset
        while k > 0 && bytes[k - 1] != 0x0A && bytes[k - 1] != 0x0D { k -= 1 }
        return k
    }

    /// The spaces and tabs that start the line holding byte `offset`.
    func indentation(of offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        return String(decoding: bytes[start ..< end], as: UTF8.self)
    }

    /// The edit that removes the tokens `span` (an attribute): the whole line when nothing else
    /// is on it, else the tokens and the spaces after them (or, last on the line, before them).
    func removal(of span: TokenSpan) -> Edit {
        let start = offset(span.first)
        var end = Int(tokens[span.last].end)
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        var lineBegin = lineStart(of: start)
        // A byte-order mark stays first: the line after it is what is removed.
        if lineBegin == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) && start >= 3 { lineBegin = 3 }
        let onlySpacesBefore = bytes[lineBegin ..< start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        if onlySpacesBefore && end < bytes.count && (bytes[end] == 0x0A || bytes[end] == 0x0D) {
            var lineEnd = end + 1
            if bytes[end] == 0x0D && lineEnd < bytes.count && bytes[lineEnd] == 0x0A { lineEnd += 1 }
            return Edit(lineBegin ..< lineEnd, "")
        }
        // Last on its line (`@MainActor @Published` then a line break): the spaces before it go too.
        if end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D {
            var begin = start
            while begin > lineBegin && (bytes[begin - 1] == 0x20 || bytes[begin - 1] == 0x09) { begin -= 1 }
            return Edit(begin ..< end, "")
        }
        return Edit(start ..< end, "")
    }

    /// The edit that replaces the text of tokens `span` (trivia around them kept).
    func replacement(of span: TokenSpan, with text: String) -> Edit {
        Edit(offset(span.first) ..< Int(tokens[span.last].end), text)
    }
}
