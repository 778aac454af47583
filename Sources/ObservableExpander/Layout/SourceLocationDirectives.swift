#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ObservableSyntax

/// The spelling of `#sourceLocation` directives, and the last step when they are on: the plan
/// marks a `#sourceLocation()` before each generated part and a `#sourceLocation(file:line:)`
/// after it, and this pass drops the ones the compiler would reject. A `#sourceLocation()` is an error
/// unless a `#sourceLocation(file:line:)` is in effect (two generated parts in a row, such as a
/// one-line class), and a directive must end with a line break (a file without a final newline).
enum SourceLocationDirectives {
    static let resetText = "#sourceLocation()"
    static let reset = Array(resetText.utf8)

    /// The contents of the string literal that names `path` in a directive (UTF-8): `\` and
    /// `"` escaped, and control characters (a newline or tab in a file name) as `\u{…}`.
    /// Computed once per output: every directive of a file names the same path.
    static func pathLiteral(_ path: String) -> [UInt8] {
        // Most paths need no escape: copied whole (a byte at a time, through the string's
        // UTF-8 view, cost about 6,000 instructions an output).
        var path = path
        if let plain = path.withUTF8({ bytes in
            bytes.contains { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 < 0x20 || $0 == 0x7F } ? nil : Array(bytes)
        }) { return plain }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(path.utf8.count + 2)
        for byte in path.utf8 {
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") {
                escaped.append(UInt8(ascii: "\\"))
                escaped.append(byte)
            } else if byte < 0x20 || byte == 0x7F {
                // UTF-8 bytes below 0x80 are whole scalars: the control character itself.
                escaped.append(contentsOf: "\\u{\(String(byte, radix: 16, uppercase: true))}".utf8)
            } else {
                escaped.append(byte)
            }
        }
        return escaped
    }

    /// Appends `#sourceLocation(file: "<pathLiteral>", line: n)` to `text` (UTF-8), `line`
    /// 1-based, with `pathLiteral` from `pathLiteral(_:)`.
    static func appendDirective(pathLiteral: [UInt8], line: Int, to text: inout [UInt8]) {
        appendDirective(start: directiveStart(pathLiteral: pathLiteral), line: line, to: &text)
    }

    /// Appends `#sourceLocation(file: "<pathLiteral>", line: n)` to `text` (UTF-8), `line`
    /// 1-based, with `start` from `directiveStart(pathLiteral:)`: two appends a directive (an
    /// output of a model has dozens, each of four appends and one per digit before).
    static func appendDirective(start: [UInt8], line: Int, to text: inout [UInt8]) {
        text.append(contentsOf: start)
        appendDecimal(line, to: &text)
    }

    /// `#sourceLocation(file: "<pathLiteral>", line: `: what every directive of an output
    /// writes before its line number, made once per output.
    static func directiveStart(pathLiteral: [UInt8]) -> [UInt8] {
        var start = directiveHead
        start.append(contentsOf: pathLiteral)
        start.append(contentsOf: directiveLine)
        return start
    }

    private static let directiveHead = Array("#sourceLocation(file: \"".utf8)
    private static let directiveLine = Array("\", line: ".utf8)

    /// Appends `value`'s decimal digits (a `-` first when negative) and `)`, in one append,
    /// without building a `String`.
    private static func appendDecimal(_ value: Int, to text: inout [UInt8]) {
        var magnitude = value.magnitude
        // At most 20 digits, a sign and the parenthesis, written from the end.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var j = buffer.count - 1
            buffer[j] = UInt8(ascii: ")")
            repeat {
                j -= 1
                buffer[j] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                j -= 1
                buffer[j] = UInt8(ascii: "-")
            }
            text.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[j...]))
        }
    }

    static let resyncPrefix = Array("#sourceLocation(file:".utf8)

    /// `#sourceLocation(file: <literal>, line: n)` with a `file:` string literal as the
    /// input's own directive writes it (UTF-8).
    static func directive(fileLiteral: ArraySlice<UInt8>, line: Int) -> [UInt8] {
        Array("#sourceLocation(file: ".utf8) + fileLiteral + Array(", line: \(line))".utf8)
    }

    /// Returns `output` without redundant directives: a `#sourceLocation()` while none is in
    /// effect, a `#sourceLocation(file:line:)` directly followed by another directive, and a
    /// final one that nothing follows. Bytes are UTF-8; lines end in `\n`, `\r\n` or `\r`; only
    /// a line whose first byte is `#` can be a directive.
    static func normalize(_ output: consuming [UInt8]) -> [UInt8] {
        var output = output
        // Compacted in place (what is kept never runs ahead of what is read), so the output's
        // spare capacity for the generated-file header stays and no second buffer is made.
        let length = output.withUnsafeMutableBufferPointer { bytes -> Int in
            guard let base = bytes.baseAddress else { return 0 }
            let count = bytes.count
            var length = 0
            func copy(_ range: Range<Int>) {
                if length != range.lowerBound { memmove(base + length, base + range.lowerBound, range.count) }
                length += range.count
            }
            var inEffect = false
            // The last resync kept, while nothing has followed it, and the state before it.
            var pending: (start: Int, wasInEffect: Bool)?
            // Lines that are not directives are kept in runs: `plain` is where the run starts.
            var plain = 0
            var search = 0
            // Only the `#` bytes are visited, found with `memchr`: a line is read only when it
            // starts with one.
            while search < count, let found = memchr(base + search, Int32(UInt8(ascii: "#")), count - search) {
                let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                search = start + 1
                guard start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D else { continue }
                // Other `#` lines (`#if`) are passed over without finding their end.
                guard Self.bytes(UnsafeBufferPointer(bytes), at: start, startWith: directivePrefix) else { continue }
                let end = Self.lineEnd(base, from: start, count: count)
                var next = end
                if next < count && bytes[next] == 0x0D { next += 1 }
                if next < count && bytes[next] == 0x0A && (next == end || bytes[next - 1] == 0x0D) { next += 1 }
                let isReset = end - start == reset.count && Self.bytes(UnsafeBufferPointer(bytes), at: start, startWith: reset)
                let isResync = !isReset && Self.bytes(UnsafeBufferPointer(bytes), at: start, startWith: resyncPrefix, before: end)
                guard isReset || isResync else { continue }
                if plain < start {
                    copy(plain ..< start)
                    pending = nil
                }
                plain = next
                search = next
                if let last = pending {
                    length = last.start
                    inEffect = last.wasInEffect
                    pending = nil
                }
                if isReset {
                    if inEffect { copy(start ..< next) }
                    inEffect = false
                } else if next < count {
                    pending = (length, inEffect)
                    copy(start ..< next)
                    inEffect = true
                }
            }
            if plain < count { copy(plain ..< count) }
            return length
        }
        output.removeLast(output.count - length)
        return output
    }

    private static let directivePrefix = Array("#sourceLocation(".utf8)

    /// The offset of the first `\n` or `\r` at or after `start` (`count` when none), found with
    /// `memchr` (directive lines are long: they name the file's path).
    private static func lineEnd(_ base: UnsafeMutablePointer<UInt8>, from start: Int, count: Int) -> Int {
        let newline = memchr(base + start, 0x0A, count - start).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? count
        let carriageReturn = memchr(base + start, 0x0D, newline - start).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
        return carriageReturn ?? newline
    }

    /// Whether `bytes` from `offset` (and before `limit`) begin with `prefix`.
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, startWith prefix: [UInt8], before limit: Int? = nil) -> Bool {
        guard offset + prefix.count <= (limit ?? bytes.count) else { return false }
        return prefix.withUnsafeBufferPointer { memcmp(bytes.baseAddress! + offset, $0.baseAddress!, prefix.count) == 0 }
    }
}
