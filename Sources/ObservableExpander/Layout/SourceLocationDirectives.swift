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
        text.append(contentsOf: directiveHead)
        text.append(contentsOf: pathLiteral)
        text.append(contentsOf: directiveLine)
        appendDecimal(line, to: &text)
        text.append(UInt8(ascii: ")"))
    }

    private static let directiveHead = Array("#sourceLocation(file: \"".utf8)
    private static let directiveLine = Array("\", line: ".utf8)

    /// Appends `value`'s decimal digits (a `-` first when negative) without building a `String`.
    private static func appendDecimal(_ value: Int, to text: inout [UInt8]) {
        if value < 0 { text.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            text.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
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
    static func normalize(_ output: [UInt8]) -> [UInt8] {
        output.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return [] }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var inEffect = false
            // The last resync written, while nothing has followed it, and the state before it.
            var pending: (start: Int, wasInEffect: Bool)?
            // Lines that are not directives are copied in runs: `plain` is where the run starts.
            var plain = 0
            var search = 0
            let count = bytes.count
            // Every output byte passes here (the CLI writes all outputs through this), so only the
            // `#` bytes are visited, found with `memchr`: a line is read only when it starts with one.
            while search < count, let found = memchr(base + search, Int32(UInt8(ascii: "#")), count - search) {
                let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                search = start + 1
                guard start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D else { continue }
                var end = start
                while end < count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
                var next = end
                if next < count && bytes[next] == 0x0D { next += 1 }
                if next < count && bytes[next] == 0x0A && (next == end || bytes[next - 1] == 0x0D) { next += 1 }
                let isReset = end - start == reset.count && Self.bytes(bytes, at: start, startWith: reset)
                let isResync = !isReset && Self.bytes(bytes, at: start, startWith: resyncPrefix, before: end)
                guard isReset || isResync else { continue }
                if plain < start {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain ..< start]))
                    pending = nil
                }
                plain = next
                search = next
                if let last = pending {
                    result.removeSubrange(last.start...)
                    inEffect = last.wasInEffect
                    pending = nil
                }
                if isReset {
                    if inEffect { result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start ..< next])) }
                    inEffect = false
                } else if next < count {
                    pending = (result.count, inEffect)
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start ..< next]))
                    inEffect = true
                }
            }
            if plain < count { result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain ..< count])) }
            return result
        }
    }

    /// Whether `bytes` from `offset` (and before `limit`) begin with `prefix`.
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, startWith prefix: [UInt8], before limit: Int? = nil) -> Bool {
        guard offset + prefix.count <= (limit ?? bytes.count) else { return false }
        for k in prefix.indices where bytes[offset + k] != prefix[k] { return false }
        return true
    }
}
