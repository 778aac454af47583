import ObservableSyntax

/// Inference of operator expressions: `a ?? b`, comparisons (`Bool`), ranges, and arithmetic
/// on operands of one standard number type, `String` or array (`3 / 2` is `Int`, `1 / 2.0` and
/// `2.0 * 3` are `Double`, as an integer literal takes the floating-point operand's type,
/// `"a" + "b"` is `String`, `[true] + [false]` is `[Bool]`).
///
/// Only the standard library's operators are assumed: an operator outside these lists, or an
/// arithmetic operand of another type (`Duration / Duration` is `Double`), is not inferred.
extension TypeInference {
    /// The comparison and logical operators: their result is `Bool`.
    static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="]
    /// The arithmetic and bitwise operators whose result is their operands' type.
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*", "<<", ">>", "&", "|", "^"]
    /// The standard number types, whose arithmetic operators return their operands' type.
    static let numberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "CGFloat",
    ]

    /// The elements of the operator sequence `expr` is, when it is one, with an operand that
    /// `try`/`await` leads over the rest of a sequence (`try a + b`, `x + try y ?? z`) taken as
    /// leading its first operand only (`(try a) + b`), as the rules read it; nil for another
    /// expression.
    static func sequenceElements(_ expr: Expr) -> [Expr.SequenceElement]? {
        switch expr.kind {
        case let .sequence(elements):
            // Only the last operand can be a `try` over the rest (it takes all to its right).
            guard case let .operand(last)? = elements.last, let tail = leadingSequence(last) else { return elements }
            return elements.dropLast() + tail
        case .try, .await:
            return leadingSequence(expr)
        default:
            return nil
        }
    }

    /// `try`/`await` before a sequence, as that sequence's elements with the keyword on its
    /// first operand; nil when `expr` is not such.
    private static func leadingSequence(_ expr: Expr) -> [Expr.SequenceElement]? {
        let operand: Expr
        switch expr.kind {
        case let .try(_, inner), let .await(inner): operand = inner
        default: return nil
        }
        guard var elements = sequenceElements(operand), case let .operand(first)? = elements.first else { return nil }
        let span = TokenSpan(expr.span.first, first.span.last)
        switch expr.kind {
        case let .try(word, _): elements[0] = .operand(Expr(.try(word, first), span))
        default: elements[0] = .operand(Expr(.await(first), span))
        }
        return elements
    }

    /// The type of operator sequence `elements`, which ends at token `last`: `a ?? b` first
    /// (it binds most loosely of the operators trusted), then `x as T`, then the other binary
    /// operators. A sequence that an `if`/`switch` expression starts is not typed (its
    /// operators would apply to it whole only with parentheses).
    func inferSequence(_ elements: ArraySlice<Expr.SequenceElement>, _ last: Int) -> String? {
        guard case let .operand(first)? = elements.first else { return nil }
        if elements.count == 1 { return infer(first) }
        if Self.startsWithIfOrSwitch(first) { return nil }
        if elements.contains(where: { if case .binary("??") = $0 { true } else { false } }) {
            return inferNilCoalescing(elements, last)
        }
        // `x as T` / `x as! T` / `x as? T`: the written type (what precedes is not read). Casts
        // apply left to right: of `x as T as U` the last one's (`U`); after `is` the value is
        // a `Bool`, not typed here (break 48/6: `1 as Int? as Any` was written `Int? as Any`).
        if let first = elements.firstIndex(where: { if case let .cast(word, _, _) = $0 { word != "is" } else { false } }),
           let cast = elements.lastIndex(where: { if case .cast = $0 { true } else { false } }) {
            guard case let .cast(word, _, typeSpan) = elements[cast], word != "is" else { return nil }
            // `x as? Int == nil`: what follows the type is another operator's operand.
            for element in elements[(first + 1)...] {
                switch element {
                case let .binary(op) where op != "&": return nil
                case .ternary: return nil
                default: break
                }
            }
            let type = sourceText(typeSpan.first, last)
            return word == "as?" ? "(\(type))?" : type
        }
        var operands: [String] = []
        var operators: [String] = []
        // `is`, `c ? a : b`, `a = b` are not typed; the operands before them are still read
        // in order (`c` of `c ? a : b`: a failure it notes is the one reported).
        for n in elements.indices {
            switch elements[n] {
            case let .operand(operand):
                let next = n + 1 < elements.endIndex ? elements[n + 1] : nil
                switch next {
                case .cast?, .assignment?: return nil
                default: break
                }
                guard let type = infer(operand) else { return nil }
                if case .ternary? = next { return nil }
                operands.append(type)
            case let .binary(op):
                operators.append(op)
            case .cast, .ternary, .assignment:
                return nil
            }
        }
        return combine(operands, operators)
    }

    /// Whether `expr` starts with an `if` or `switch` expression (`if c {…} else {…}.x`).
    private static func startsWithIfOrSwitch(_ expr: Expr) -> Bool {
        var current = expr
        while true {
            switch current.kind {
            case .ifExpression, .switchExpression: return true
            case let .member(base, _), let .optionalChain(base), let .forceUnwrap(base), let .specialized(base, _),
                 let .call(base, _, _), let .subscripted(base, _), let .postfix(base, _):
                current = base
            default: return false
            }
        }
    }

    /// `a ?? b` (also `a ?? b ?? c`, right-associative). The left operand must be known to be
    /// optional (`T?`, a failable initializer's call, `x as? T`), and the right one `T`, `T?`,
    /// `nil`, a literal or an empty collection literal: the result is then `T` (`T?` for a
    /// right-hand `T?` or `nil`). An operand of unknown type gives no type (with a subclass on
    /// either side the result is the common superclass, and a literal takes the other
    /// operand's type). Beside `??`, only arithmetic and range operators (which bind more
    /// tightly) and casts are read; a comparison, ternary or other operator binds more loosely.
    private func inferNilCoalescing(_ elements: ArraySlice<Expr.SequenceElement>, _ last: Int) -> String? {
        var groups: [ArraySlice<Expr.SequenceElement>] = []
        var groupStart = elements.startIndex
        for n in elements.indices {
            switch elements[n] {
            case .binary("??"):
                groups.append(elements[groupStart ..< n])
                groupStart = n + 1
            case let .binary(op) where !Self.arithmeticOperators.contains(op) && op != "..." && op != "..<":
                return nil
            case .ternary:
                return nil
            default:
                break
            }
        }
        groups.append(elements[groupStart...])
        // Right-associative: `a ?? b ?? c` is `a ?? (b ?? c)`, folded from the right, each
        // operand inferred once.
        var type = coalesced(left: groups[groups.count - 2], right: groups[groups.count - 1], last)
        var position = groups.count - 3
        while position >= 0, let right = type {
            type = coalesced(left: groups[position], rightType: right)
            position -= 1
        }
        return type
    }

    /// `left ?? right` for the last operand `right` (a literal, `nil` or `[]` takes the
    /// left's type), which ends at token `last`.
    private func coalesced(left: ArraySlice<Expr.SequenceElement>, right: ArraySlice<Expr.SequenceElement>, _ last: Int) -> String? {
        guard let wrapped = optionalOperandType(left).flatMap(Self.unwrappingOptional) else { return nil }
        if right.count == 1, case let .operand(operand)? = right.first {
            switch operand.kind {
            case .nil: return wrapped + "?"
            case .integer, .float, .string, .boolean: return wrapped
            case let .prefix("-", number):
                if case .integer = number.kind { return wrapped }
                if case .float = number.kind { return wrapped }
            case let .array(values) where values.isEmpty:
                // `?? []`, `?? [:]`: an empty literal of the left's collection type.
                return wrapped.hasPrefix("[") && wrapped.hasSuffix("]") ? wrapped : nil
            case let .dictionary(pairs) where pairs.isEmpty:
                return wrapped.hasPrefix("[") && wrapped.hasSuffix("]") ? wrapped : nil
            default: break
            }
        }
        guard let type = inferSequence(right, last) else { return nil }
        return coalesced(left: left, rightType: type, wrapped: wrapped)
    }

    /// `left ?? e` where `e` has type `rightType`: the left's wrapped type when `e` has it,
    /// that type's optional when `e` is its optional.
    private func coalesced(left: ArraySlice<Expr.SequenceElement>, rightType: String, wrapped known: String? = nil) -> String? {
        guard let wrapped = known ?? optionalOperandType(left).flatMap(Self.unwrappingOptional) else { return nil }
        if rightType == wrapped { return wrapped }
        if Self.unwrappingOptional(rightType) == wrapped { return wrapped + "?" }
        return nil
    }

    /// The type of `??`'s left operand, a failable initializer's call taken as `T?`.
    private func optionalOperandType(_ operand: ArraySlice<Expr.SequenceElement>) -> String? {
        guard let end = Self.lastToken(of: operand) else { return nil }
        if let type = inferSequence(operand, end) { return type }
        guard operand.count == 1, case let .operand(single)? = operand.first else { return nil }
        return inferTypeExpression(single, failableAsOptional: true)
    }

    /// The last token of a part of a sequence (which ends with an operand or a cast).
    private static func lastToken(of elements: ArraySlice<Expr.SequenceElement>) -> Int? {
        switch elements.last {
        case let .operand(operand)?: return operand.span.last
        case let .cast(_, _, span)?: return span.last
        default: return nil
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
    func runDeclaresOperator(_ operators: [String], on types: [String]) -> Bool {
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
        // Over the contiguous bytes: the `utf8` view's slices and `firstIndex` went a byte at a
        // time through generic code (about 2,600 instructions for `[String: Int]`).
        var contiguous = type
        let ascii = contiguous.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
            var result: [String] = []
            var j = 0
            while j < bytes.count {
                var end = j + 1
                if isASCIIWordByte(bytes[j]) {
                    while end < bytes.count && isASCIIWordByte(bytes[end]) { end += 1 }
                }
                result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[j ..< end]), as: UTF8.self))
                j = end
            }
            return result
        }
        if let ascii { return ascii }
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
    static func isASCIIWordByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: ".")
    }

}
