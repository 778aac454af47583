import ObservableSyntax

/// Inference of operator expressions: `a ?? b`, comparisons (`Bool`), ranges, and arithmetic
/// on operands of one standard number type, `String` or array (`3 / 2` is `Int`, `1 / 2.0` and
/// `2.0 * 3` are `Double`, as an integer literal takes the floating-point operand's type,
/// `"a" + "b"` is `String`, `[true] + [false]` is `[Bool]`).
///
/// Only the standard library's operators are assumed: an operator outside these lists, or an
/// arithmetic operand of another type (`Duration / Duration` is `Double`), is not inferred.
extension TypeInference {
    /// The type of a top-level operator expression.
    struct OperatorResult {
        /// nil: the operators were found, and their type could not be decided.
        var type: String?
    }

    /// The comparison and logical operators: their result is `Bool`.
    static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="]
    /// The arithmetic and bitwise operators whose result is their operands' type.
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*", "<<", ">>", "&", "|", "^"]
    /// The standard number types, whose arithmetic operators return their operands' type.
    static let numberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "CGFloat",
    ]

    /// An operator with space on both sides or on neither side is binary (Swift's rule), except
    /// that a glued `<`/`>` is taken for generic arguments (`Set<Int>()`), as in a type.
    func isBinary(_ index: Int) -> Bool {
        let token = tokens[index]
        let first = bytes[Int(token.start)]
        let spaceBefore = token.leadingTriviaStart != token.start || (index > 0 && tokens[index - 1].trailingTriviaEnd != tokens[index - 1].end)
        let spaceAfter = token.trailingTriviaEnd != token.end || (index + 1 < tokens.count && tokens[index + 1].leadingTriviaStart != tokens[index + 1].start)
        if !spaceBefore && !spaceAfter && (first == UInt8(ascii: "<") || first == UInt8(ascii: ">")) { return false }
        return spaceBefore == spaceAfter
    }

    /// Whether `first...last` has a binary operator outside brackets (other than `except`).
    func hasTopLevelBinaryOperator(_ first: Int, _ last: Int, except: String) -> Bool {
        var nesting = 0
        for k in first ... last {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            case .operator where nesting == 0 && k > first && isBinary(k) && text(k) != except: return true
            default: break
            }
        }
        return false
    }

    /// `a ?? b` (also `a ?? b ?? c`, right-associative) at the top level: nil when there is no
    /// `??` there. The left operand must be known to be optional (`T?`, a failable
    /// initializer's call, `x as? T`), and the right one `T`, `T?`, `nil`, a literal or an empty
    /// collection literal: the result is then `T` (`T?` for a right-hand `T?` or `nil`). An
    /// operand of unknown type gives no type (with a subclass on either side the result is the
    /// common superclass, and a literal takes the other operand's type).
    func inferNilCoalescing(_ first: Int, _ last: Int) -> OperatorResult? {
        var nesting = 0
        var splits: [Int] = []
        var other = false
        for k in first ... last {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            case .colon where nesting == 0: other = true // a ternary's `:`
            case .operator where nesting == 0 && k > first && isBinary(k):
                if isWord(k, "??") {
                    splits.append(k)
                } else if !Self.arithmeticOperators.contains(text(k)) && !isWord(k, "...") && !isWord(k, "..<") {
                    other = true // comparison, ternary, assignment: binds more loosely
                }
            default: break
            }
        }
        guard let lastSplit = splits.last else { return nil }
        guard !other, splits[0] > first, lastSplit < last, zip(splits, splits.dropFirst()).allSatisfy({ $0 + 1 < $1 }) else {
            return OperatorResult(type: nil)
        }
        // Right-associative: `a ?? b ?? c` is `a ?? (b ?? c)`, folded from the right, each
        // operand inferred once.
        let innermostStart = splits.count == 1 ? first : splits[splits.count - 2] + 1
        var type = coalesced(left: (innermostStart, lastSplit - 1), right: (lastSplit + 1, last))
        var position = splits.count - 2
        while position >= 0, let right = type {
            let start = position == 0 ? first : splits[position - 1] + 1
            type = coalesced(left: (start, splits[position] - 1), rightType: right)
            position -= 1
        }
        return OperatorResult(type: type)
    }

    /// `left ?? right` for an operand span on the right (a literal, `nil` or `[]` takes the
    /// left's type).
    private func coalesced(left: (Int, Int), right: (Int, Int)) -> String? {
        guard let wrapped = optionalOperandType(left.0, left.1).flatMap(Self.unwrappingOptional) else { return nil }
        let (rightFirst, last) = right
        if rightFirst == last && isWord(rightFirst, "nil") { return wrapped + "?" }
        if isLiteralOperand(rightFirst, last) { return wrapped }
        if tokens[rightFirst].kind == .leftSquare, closingBracket(of: rightFirst) == last,
           last == rightFirst + 1 || (last == rightFirst + 2 && tokens[rightFirst + 1].kind == .colon) {
            // `?? []`, `?? [:]`: an empty literal of the left's collection type.
            return wrapped.hasPrefix("[") && wrapped.hasSuffix("]") ? wrapped : nil
        }
        guard let type = infer(rightFirst, last) else { return nil }
        return coalesced(left: left, rightType: type, wrapped: wrapped)
    }

    /// `left ?? e` where `e` has type `rightType`: the left's wrapped type when `e` has it,
    /// that type's optional when `e` is its optional.
    private func coalesced(left: (Int, Int), rightType: String, wrapped known: String? = nil) -> String? {
        guard let wrapped = known ?? optionalOperandType(left.0, left.1).flatMap(Self.unwrappingOptional) else { return nil }
        if rightType == wrapped { return wrapped }
        if Self.unwrappingOptional(rightType) == wrapped { return wrapped + "?" }
        return nil
    }

    /// The type of `??`'s left operand, a failable initializer's call taken as `T?`.
    private func optionalOperandType(_ first: Int, _ last: Int) -> String? {
        if let type = infer(first, last) { return type }
        return inferTypeExpression(first, last, failableAsOptional: true)
    }

    /// A single literal token, or a negated number literal: its type is the other operand's.
    private func isLiteralOperand(_ first: Int, _ last: Int) -> Bool {
        var k = first
        if k < last, tokens[k].kind == .operator, isWord(k, "-") { k += 1 }
        guard k == last else { return false }
        switch tokens[k].kind {
        case .integerLiteral, .floatLiteral: return true
        case .stringLiteral, .identifier: return k == first && (tokens[k].kind == .stringLiteral || isWord(k, "true") || isWord(k, "false"))
        default: return false
        }
    }

    /// `T` for `T?` or `(T)?` (`([String: Any])?` from `as?` is `[String: Any]`; the
    /// parentheses of a tuple, `(Int, Int)?`, stay).
    static func unwrappingOptional(_ type: String) -> String? {
        guard type.hasSuffix("?"), type.count > 1 else { return nil }
        let inner = String(type.dropLast())
        guard inner.hasPrefix("("), inner.hasSuffix(")") else { return inner }
        let body = inner.dropFirst().dropLast()
        // The parentheses must enclose the whole (not `(Int) -> (Int)`), with no comma at
        // their top level (a tuple's).
        var depth = 0
        for character in body {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">": if depth > 0 { depth -= 1 }
            case "," where depth == 0: return inner
            default: break
            }
            if depth < 0 { return inner }
        }
        return depth == 0 && !body.isEmpty ? String(body) : inner
    }

    /// The binary operators at the top level of `first...last` and their operands' types
    /// combined, or nil when there is none.
    func inferBinaryOperators(_ first: Int, _ last: Int) -> OperatorResult? {
        var operands: [(Int, Int)] = []
        var operators: [String] = []
        var operandStart = first
        var nesting = 0
        for k in first ... last {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            case .operator where nesting == 0 && k > operandStart && isBinary(k):
                operands.append((operandStart, k - 1))
                operators.append(text(k))
                operandStart = k + 1
            default: break
            }
        }
        guard !operators.isEmpty else { return nil }
        operands.append((operandStart, last))
        var types: [String] = []
        for (a, b) in operands {
            guard let type = infer(a, b) else { return OperatorResult(type: nil) }
            types.append(type)
        }
        return OperatorResult(type: combine(types, operators))
    }

    private func combine(_ types: [String], _ operators: [String]) -> String? {
        guard !runDeclaresOperator(operators, on: types) else { return nil }
        if operators.allSatisfy({ Self.comparisonOperators.contains($0) }) { return standard("Bool") }
        if operators.count == 1 && (operators[0] == "..." || operators[0] == "..<") {
            guard let bound = unify(types) else { return nil }
            return operators[0] == "..." ? "\(standard("ClosedRange"))<\(bound)>" : "\(standard("Range"))<\(bound)>"
        }
        guard operators.allSatisfy({ Self.arithmeticOperators.contains($0) }), let type = unify(types) else { return nil }
        // The standard library's operators keep their operands' type for numbers, and `+`
        // for strings and arrays; another type's may return anything (`Duration / Duration`).
        let name = type.hasPrefix("Swift.") ? String(type.dropFirst(6)) : type
        if Self.numberTypes.contains(name) { return type }
        if (name == "String" || (type.hasPrefix("[") && type.hasSuffix("]") && !Self.words(type).contains(":"))) && operators.allSatisfy({ $0 == "+" }) {
            return type
        }
        return nil
    }

    /// Whether a file of the run or its context (the standard library's interface aside)
    /// declares one of `operators` as a free function or as a member of an operand's type
    /// (`extension Int { static func / (…) -> Double }`): the standard operator may then not
    /// be the one the compiler picks.
    private func runDeclaresOperator(_ operators: [String], on types: [String]) -> Bool {
        guard let declarations else { return false }
        let owners = [""] + Set(types.map { type -> String in
            if type.hasPrefix("[") { return Self.words(type).contains(":") ? "Dictionary" : "Array" }
            return type.hasPrefix("Swift.") ? String(type.dropFirst(6)) : type
        })
        return declarations.declaresMember(namedOneOf: operators, ofOneOf: owners)
    }

    /// The common type of literal elements: equal types, or the same type with `Double` where
    /// some have `Int` and others `Double` (`[[1], [2.5]]` is `[[Double]]`, `[(1, 2), (3, 4.5)]`
    /// is `[(Int, Double)]`), as Swift's literal defaulting joins them.
    func unify(_ types: [String]) -> String? {
        guard var result = types.first else { return nil }
        for type in types.dropFirst() where type != result {
            guard let joined = Self.join(result, type, int: standard("Int"), double: standard("Double")) else { return nil }
            result = joined
        }
        return result
    }

    /// Two type spellings that differ only in places where one has `int` and the other
    /// `double`, joined with `double` there; nil otherwise.
    static func join(_ a: String, _ b: String, int: String, double: String) -> String? {
        let x = words(a), y = words(b)
        guard x.count == y.count else { return nil }
        var result = ""
        for (p, q) in zip(x, y) {
            if p == q {
                result += p
            } else if (p == int && q == double) || (p == double && q == int) {
                result += double
            } else {
                return nil
            }
        }
        return result
    }

    /// A type's spelling cut into names (`Swift.Int`) and single other characters.
    static func words(_ type: String) -> [String] {
        // ASCII without `\r` (so that every character is one byte: `\r\n` is one character):
        // the same cuts made on bytes, without `Character`'s Unicode properties.
        if type.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            var result: [String] = []
            var utf8 = type.utf8[...]
            while let byte = utf8.first {
                if isASCIIWordByte(byte) {
                    let end = utf8.firstIndex { !isASCIIWordByte($0) } ?? utf8.endIndex
                    result.append(String(Substring(utf8[..<end])))
                    utf8 = utf8[end...]
                } else {
                    result.append(String(UnicodeScalar(byte)))
                    utf8 = utf8.dropFirst()
                }
            }
            return result
        }
        var result: [String] = []
        var name = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                name.append(character)
            } else {
                if !name.isEmpty { result.append(name); name = "" }
                result.append(String(character))
            }
        }
        if !name.isEmpty { result.append(name) }
        return result
    }

    /// An ASCII letter, digit, `_` or `.`: what `words` keeps together in a name.
    private static func isASCIIWordByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: ".")
    }

}
