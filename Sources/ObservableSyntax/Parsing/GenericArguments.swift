/// Finds explicit generic arguments in an expression, such as `<Int, [String]>` in
/// `Dictionary<Int, [String]>()`, so that their commas do not split a pattern binding list or a
/// collection literal. Follows the Swift parser's rule (`canParseAsGenericArgumentList`): a `<`
/// glued to a name opens generic arguments when what follows, up to the matching `>`, can only
/// be a type list, and the `>` is followed by a token that may follow a type in an expression.
///
/// - Parameters:
///   - tokens: the file's tokens; `index` is the `<` operator token.
///   - bytes: the source buffer the tokens point into.
///   - inAttribute: the `<` follows an attribute's name (`@EnvironmentObject<Model> private
///     var model`), where no expression goes on after the `>`: any token may follow it.
/// - Returns: the index of the token holding the closing `>`, or nil if this `<` is an operator.
package func genericArgumentListEnd(_ tokens: [Token], _ bytes: [UInt8], at index: Int, inAttribute: Bool = false) -> Int? {
    guard index > 0, index + 1 < tokens.count else { return nil }
    let open = tokens[index]
    guard open.kind == .operator, bytes[Int(open.start)] == UInt8(ascii: "<"),
          open.leadingTriviaStart == open.start, tokens[index - 1].trailingTriviaEnd == tokens[index - 1].end,
          tokens[index - 1].kind == .identifier || tokens[index - 1].kind == .rightSquare else { return nil }
    var depth = 0
    var j = index
    while j < tokens.count {
        let token = tokens[j]
        switch token.kind {
        case .operator:
            for k in Int(token.start) ..< Int(token.end) {
                switch bytes[k] {
                case UInt8(ascii: "<"):
                    // Bounded look-ahead: callers try every `<` of an expression, so an
                    // unbounded scan makes `a<b<c<…` quadratic. No real type nests this deep.
                    depth += 1
                    if depth > 64 { return nil }
                case UInt8(ascii: ">"): depth -= 1
                case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."): break
                default: return nil
                }
            }
            if depth <= 0 {
                guard depth == 0, j + 1 < tokens.count else { return nil }
                if inAttribute { return j }
                let next = tokens[j + 1]
                switch next.kind {
                case .leftParen, .period, .rightParen, .rightSquare, .comma, .rightBrace, .endOfFile, .leftBrace, .semicolon:
                    return j
                default:
                    return next.isAtStartOfLine ? j : nil
                }
            }
        case .identifier, .period, .comma, .colon, .leftSquare, .rightSquare, .leftParen, .rightParen, .arrow, .integerLiteral:
            break
        default:
            return nil
        }
        j += 1
    }
    return nil
}
