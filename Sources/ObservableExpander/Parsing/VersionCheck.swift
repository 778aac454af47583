/// `#if` conditions made only of version checks (`swift(>=5.9)`, `compiler(<6)`,
/// `_compiler_version(…)` with `!`, `&&`, `||` and parentheses), which the compiler decides
/// before parsing: a clause it does not take is skipped unparsed, since it may hold the syntax
/// of another language version (as in the Swift parser, which lexes such a clause without
/// parsing it when the condition is a version check).
///
/// The tool does not know the language mode the code is compiled in, so a clause is skipped
/// only when it is not taken in either mode this compiler offers for current code: Swift 5
/// (where `swift(…)` compares against 5.10) and Swift 6 (against the compiler's version). The
/// compiler's version is the one this tool was built with. A clause taken in one mode but not
/// the other is parsed as before.
enum VersionCheck {
    /// The version of the compiler this tool was built with, as `compiler(…)` sees it.
    static let compilerVersion: [Int] = {
        #if compiler(>=6.5)
        return [6, 5]
        #elseif compiler(>=6.4)
        return [6, 4]
        #elseif compiler(>=6.3)
        return [6, 3]
        #elseif compiler(>=6.2)
        return [6, 2]
        #elseif compiler(>=6.1)
        return [6, 1]
        #else
        return [6, 0]
        #endif
    }()

    /// What `swift(…)` compares against in each language mode considered: Swift 5, Swift 6.
    static let languageVersions: [[Int]] = [[5, 10], compilerVersion]

    /// The clauses of one `#if` block, read in order: whether each is taken in no language
    /// mode. Only ever true for a clause whose condition is a version check that is false in
    /// every mode, or that follows a version check taken in every mode.
    struct ClauseChain {
        /// Per mode: whether an earlier clause is certainly taken (nil: it cannot be told).
        private var earlierTaken: [Bool?] = VersionCheck.languageVersions.map { _ in false }

        /// Whether the clause with `condition` (its token span in `tokens` of source `bytes`;
        /// nil for `#else`) is taken in no mode. Call once per clause, in order.
        mutating func isNeverTaken(_ condition: TokenSpan?, tokens: [Token], bytes: [UInt8]) -> Bool {
            let modes = VersionCheck.languageVersions
            let values: [Bool?] = condition.map { span in modes.map { VersionCheck.evaluate(span, tokens: tokens, bytes: bytes, language: $0) } }
                ?? modes.map { _ in true }
            // Taken in a mode unless an earlier clause certainly is, or this one is certainly false.
            let neverTaken = modes.indices.allSatisfy { earlierTaken[$0] == true || values[$0] == false }
            for mode in modes.indices where earlierTaken[mode] == false { earlierTaken[mode] = values[mode] }
            return neverTaken
        }
    }

    /// The condition's value with `swift(…)` compared against `language`; nil when it is not
    /// made only of version checks.
    static func evaluate(_ span: TokenSpan, tokens: [Token], bytes: [UInt8], language: [Int]) -> Bool? {
        var reader = Reader(tokens: tokens, bytes: bytes, position: span.first, end: span.last + 1, language: language)
        guard let value = reader.disjunction(), reader.position == reader.end else { return nil }
        return value
    }

    /// A recursive-descent reading of the condition: `||` of `&&` of unary terms.
    private struct Reader {
        let tokens: [Token]
        let bytes: [UInt8]
        var position: Int
        let end: Int
        let language: [Int]
        /// Nesting of parentheses and `!`, bounded so that a hostile condition cannot overflow the stack.
        var depth = 0

        func text(_ index: Int) -> ArraySlice<UInt8> { bytes[tokens[index].textRange] }

        func isOperator(_ spelling: String) -> Bool {
            position < end && tokens[position].kind == .operator && text(position).elementsEqual(spelling.utf8)
        }

        mutating func disjunction() -> Bool? {
            guard var value = conjunction() else { return nil }
            while isOperator("||") {
                position += 1
                guard let next = conjunction() else { return nil }
                value = value || next
            }
            return value
        }

        mutating func conjunction() -> Bool? {
            guard var value = term() else { return nil }
            while isOperator("&&") {
                position += 1
                guard let next = term() else { return nil }
                value = value && next
            }
            return value
        }

        mutating func term() -> Bool? {
            guard position < end, depth < 64 else { return nil }
            depth += 1
            defer { depth -= 1 }
            if isOperator("!") {
                position += 1
                return term().map { !$0 }
            }
            if tokens[position].kind == .leftParen {
                position += 1
                guard let value = disjunction(), position < end, tokens[position].kind == .rightParen else { return nil }
                position += 1
                return value
            }
            return versionCheck()
        }

        /// `swift(>=5.9)`, `compiler(<6)`, `_compiler_version(>=6.0)`.
        mutating func versionCheck() -> Bool? {
            guard tokens[position].kind == .identifier, position + 1 < end, tokens[position + 1].kind == .leftParen else { return nil }
            let name = String(decoding: text(position), as: UTF8.self)
            let against: [Int]
            switch name {
            case "swift": against = language
            case "compiler", "_compiler_version": against = VersionCheck.compilerVersion
            default: return nil
            }
            var k = position + 2
            guard k < end, tokens[k].kind == .operator else { return nil }
            let comparison = String(decoding: text(k), as: UTF8.self)
            guard comparison == ">=" || comparison == "<" else { return nil }
            k += 1
            // The version's tokens (`5.9` and `.1`, or `6`) up to the closing parenthesis.
            var digits: [UInt8] = []
            while k < end, tokens[k].kind != .rightParen {
                guard tokens[k].kind == .integerLiteral || tokens[k].kind == .floatLiteral || tokens[k].kind == .period,
                      k == position + 3 || tokens[k].leadingTriviaRange.isEmpty else { return nil }
                digits += text(k)
                k += 1
            }
            guard k < end, let version = Self.version(digits) else { return nil }
            position = k + 1
            let atLeast = Self.compare(against, version) >= 0
            return comparison == ">=" ? atLeast : !atLeast
        }

        /// `5.9.1` as [5, 9, 1]; nil unless digits separated by single periods.
        static func version(_ text: [UInt8]) -> [Int]? {
            let parts = text.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard !parts.isEmpty, parts.count <= 5 else { return nil }
            var numbers: [Int] = []
            for part in parts {
                guard !part.isEmpty, part.count <= 6, part.allSatisfy({ (0x30 ... 0x39).contains($0) }) else { return nil }
                numbers.append(part.reduce(0) { $0 * 10 + Int($1 - 0x30) })
            }
            return numbers
        }

        /// Compares versions component by component, missing components as 0.
        static func compare(_ a: [Int], _ b: [Int]) -> Int {
            for k in 0 ..< max(a.count, b.count) {
                let x = k < a.count ? a[k] : 0, y = k < b.count ? b[k] : 0
                if x != y { return x < y ? -1 : 1 }
            }
            return 0
        }
    }
}
