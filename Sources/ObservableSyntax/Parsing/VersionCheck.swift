/// `#if` conditions made only of version checks (`swift(>=5.9)`, `compiler(<6)`,
/// `_compiler_version(…)` with `!`, `&&`, `||` and parentheses), which the compiler decides
/// before parsing: a clause it does not take is skipped unparsed, since it may hold the syntax
/// of another language version (as in the Swift parser, which lexes such a clause without
/// parsing it when the condition is a version check).
///
/// The tool knows neither the compiler that will build the code nor its language mode, so a
/// clause is skipped only when no compiler at least as new as the one this tool was built with
/// would take it, in any language mode it offers (Swift 4, 4.2, 5 and 6, where `swift(…)`
/// compares against 4.1.50, 4.2, 5.10 and the compiler's version). A check whose answer
/// depends on what the tool cannot know (`compiler(>=6.3.1)` from a 6.3 build, `swift(>=6)`,
/// `swift(<5)`) leaves the clause parsed as before.
enum VersionCheck {
    /// The version of the compiler this tool was built with, as `compiler(…)` sees it: a lower
    /// bound of the compiler that builds the code (major and minor; a patch level is unknown).
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

    /// The versions a check may compare against: from `low`, to `high` (nil: any newer one).
    struct VersionRange: Equatable {
        var low: [Int]
        var high: [Int]?

        /// Whether every version of the range is at least `version` (true), none is (false),
        /// or it depends (nil).
        func isAtLeast(_ version: [Int]) -> Bool? {
            if VersionCheck.compare(low, version) >= 0 { return true }
            if let high, VersionCheck.compare(high, version) < 0 { return false }
            return nil
        }
    }

    /// What `swift(…)` compares against in each language mode: Swift 4, 4.2, 5, and 6 (the
    /// compiler's version).
    static let languageModes: [VersionRange] = [
        VersionRange(low: [4, 1, 50], high: [4, 1, 50]), VersionRange(low: [4, 2], high: [4, 2]), VersionRange(low: [5, 10], high: [5, 10]),
        VersionRange(low: compilerVersion, high: nil),
    ]

    /// What `compiler(…)` compares against.
    static let compilers = VersionRange(low: compilerVersion, high: nil)

    /// The clauses of one `#if` block, read in order: whether each is taken by no compiler and
    /// in no mode. Only ever true for a clause whose condition is a version check that is
    /// certainly false, or that follows a version check that is certainly true.
    struct ClauseChain {
        /// Per mode: whether an earlier clause's condition is certainly true (then no later
        /// clause is taken, whatever the ones between were).
        private var earlierTaken: [Bool] = VersionCheck.languageModes.map { _ in false }

        /// Whether the clause with `condition` (its token span in `tokens` of source `bytes`;
        /// nil for `#else`) is taken in no mode. Call once per clause, in order.
        mutating func isNeverTaken(_ condition: TokenSpan?, tokens: [Token], bytes: [UInt8]) -> Bool {
            let modes = VersionCheck.languageModes
            let values: [Bool?] = condition.map { span in modes.map { VersionCheck.evaluate(span, tokens: tokens, bytes: bytes, language: $0) } }
                ?? modes.map { _ in true }
            // Taken in a mode unless an earlier clause certainly is, or this one is certainly false.
            let neverTaken = modes.indices.allSatisfy { earlierTaken[$0] || values[$0] == false }
            for mode in modes.indices where values[mode] == true { earlierTaken[mode] = true }
            return neverTaken
        }
    }

    /// The condition's value with `swift(…)` compared against the versions of `language`:
    /// certainly true, certainly false, or nil when it depends on what the tool cannot know or
    /// the condition is not made only of version checks.
    static func evaluate(_ span: TokenSpan, tokens: [Token], bytes: [UInt8], language: VersionRange) -> Bool? {
        var reader = Reader(tokens: tokens, bytes: bytes, position: span.first, end: span.last + 1, language: language)
        guard let value = reader.disjunction(), reader.position == reader.end else { return nil }
        return value.certain
    }

    /// Compares versions component by component, missing components as 0.
    static func compare(_ a: [Int], _ b: [Int]) -> Int {
        for k in 0 ..< max(a.count, b.count) {
            let x = k < a.count ? a[k] : 0, y = k < b.count ? b[k] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    /// A condition's value in three-valued logic: nil inside means "it depends".
    struct Value {
        var certain: Bool?
        static func && (a: Value, b: Value) -> Value {
            if a.certain == false || b.certain == false { return Value(certain: false) }
            return Value(certain: a.certain == true && b.certain == true ? true : nil)
        }
        static func || (a: Value, b: Value) -> Value {
            if a.certain == true || b.certain == true { return Value(certain: true) }
            return Value(certain: a.certain == false && b.certain == false ? false : nil)
        }
        static prefix func ! (a: Value) -> Value { Value(certain: a.certain.map { !$0 }) }
    }

    /// A recursive-descent reading of the condition: `||` of `&&` of unary terms.
    private struct Reader {
        let tokens: [Token]
        let bytes: [UInt8]
        var position: Int
        let end: Int
        let language: VersionRange
        /// Nesting of parentheses and `!`, bounded so that a hostile condition cannot overflow the stack.
        var depth = 0

        func text(_ index: Int) -> ArraySlice<UInt8> { bytes[tokens[index].textRange] }

        func isOperator(_ spelling: String) -> Bool {
            position < end && tokens[position].kind == .operator && text(position).elementsEqual(spelling.utf8)
        }

        mutating func disjunction() -> Value? {
            guard var value = conjunction() else { return nil }
            while isOperator("||") {
                position += 1
                guard let next = conjunction() else { return nil }
                value = value || next
            }
            return value
        }

        mutating func conjunction() -> Value? {
            guard var value = term() else { return nil }
            while isOperator("&&") {
                position += 1
                guard let next = term() else { return nil }
                value = value && next
            }
            return value
        }

        mutating func term() -> Value? {
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
        mutating func versionCheck() -> Value? {
            guard tokens[position].kind == .identifier, position + 1 < end, tokens[position + 1].kind == .leftParen else { return nil }
            let name = String(decoding: text(position), as: UTF8.self)
            let against: VersionRange
            switch name {
            case "swift": against = language
            case "compiler", "_compiler_version": against = VersionCheck.compilers
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
            let atLeast = Value(certain: against.isAtLeast(version))
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
    }
}
