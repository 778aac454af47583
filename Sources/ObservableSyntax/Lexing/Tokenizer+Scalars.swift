/// The lexer's operators and Unicode classes: which scalars may start or continue an operator
/// or an identifier (The Swift Programming Language, "Lexical Structure").
extension Lexer {
    // MARK: - Operators

    /// Lexes an operator run. A run stops where a comment starts; only an operator that begins
    /// with `.` may contain `.` (the Swift rule for dot operators).
    mutating func lexOperator(dotOperator: Bool) -> TokenKind {
        let start = i
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "/") && i > start && (byte(i + 1) == UInt8(ascii: "/") || byte(i + 1) == UInt8(ascii: "*")) { break }
            if byteClass(b) & LexerByteClass.operatorCharacter != 0 || (dotOperator && b == UInt8(ascii: ".")) {
                i += 1
            } else if b >= 0x80, let (scalar, length) = decodeScalar(at: i),
                      Lexer.isOperatorHead(scalar) || Lexer.isCombining(scalar) {
                i += length
            } else {
                break
            }
        }
        let length = i - start
        if length == 1 && p[start] == UInt8(ascii: "=") { return .equal }
        if length == 2 && p[start] == UInt8(ascii: "-") && p[start + 1] == UInt8(ascii: ">") { return .arrow }
        return .operator
    }

    // MARK: - Unicode

    /// Decodes one UTF-8 scalar at `j`; nil for an invalid or truncated sequence.
    func decodeScalar(at j: Int) -> (UInt32, Int)? {
        Self.decodeScalar(p, n, at: j)
    }

    /// `decodeScalar(at:)` over any buffer `p` of `n` bytes (`SourceTextCheck` reads the file
    /// before a lexer exists).
    static func decodeScalar(_ p: UnsafePointer<UInt8>, _ n: Int, at j: Int) -> (UInt32, Int)? {
        let b0 = UInt32(p[j])
        if b0 < 0x80 { return (b0, 1) }
        func cont(_ k: Int) -> UInt32? {
            guard j + k < n, p[j + k] & 0xC0 == 0x80 else { return nil }
            return UInt32(p[j + k] & 0x3F)
        }
        if b0 & 0xE0 == 0xC0 {
            guard b0 >= 0xC2, let c1 = cont(1) else { return nil }
            return ((b0 & 0x1F) << 6 | c1, 2)
        }
        if b0 & 0xF0 == 0xE0 {
            guard let c1 = cont(1), let c2 = cont(2) else { return nil }
            let v = (b0 & 0x0F) << 12 | c1 << 6 | c2
            guard v >= 0x800, !(0xD800...0xDFFF).contains(v) else { return nil }
            return (v, 3)
        }
        if b0 & 0xF8 == 0xF0 {
            guard let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return nil }
            let v = (b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
            guard v >= 0x10000, v <= 0x10FFFF else { return nil }
            return (v, 4)
        }
        return nil
    }

    /// Operator-head characters outside ASCII (The Swift Programming Language, "Operators").
    static func isOperatorHead(_ c: UInt32) -> Bool {
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Combining marks, allowed after the first character of identifiers and operators.
    static func isCombining(_ c: UInt32) -> Bool {
        switch c {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars that may appear in identifiers: everything that is not an operator
    /// character, a combining mark, whitespace or a control/private-use/non-character code.
    static func isIdentifierScalar(_ c: UInt32) -> Bool {
        if isOperatorHead(c) || isCombining(c) { return false }
        switch c {
        case 0x80...0xA0, 0xAD, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000,
             0xE000...0xF8FF, 0xFFF0...0xFFFF, 0xFEFF:
            return false
        default:
            return c > 0x7F
        }
    }
}
