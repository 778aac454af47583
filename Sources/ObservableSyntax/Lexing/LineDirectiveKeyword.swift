/// Recognising the keyword of a line control statement while lexing, so that the parser reads
/// a file's `#sourceLocation` directives only when it has some (The Swift Programming Language,
/// "Statements", Line Control Statement).
extension Lexer {
    /// `#sourceLocation`, the keyword of a line control statement.
    static let lineDirectiveKeyword: StaticString = "#sourceLocation"

    /// Whether the bytes at `start` spell `lineDirectiveKeyword`; the caller checked that the
    /// pound keyword there has its length (`start` is a UTF-8 offset into `p`).
    func isLineDirectiveKeyword(at start: Int) -> Bool {
        let keyword = Lexer.lineDirectiveKeyword
        for k in 0 ..< keyword.utf8CodeUnitCount where p[start + k] != keyword.utf8Start[k] { return false }
        return true
    }
}
