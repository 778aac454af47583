#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A path as a key of a table of paths: compared and hashed by its UTF-8 bytes, as the file
/// system compares names. Swift's `String` equality takes canonically equivalent spellings as
/// one (`café` with a precomposed `é` and with `e` and a combining accent), which on Linux are
/// two files or folders: a table keyed by `String` took an output in one for the input in the
/// other (break45/06).
struct PathKey: Hashable {
    let path: String

    init(_ path: String) { self.path = path }

    static func == (a: PathKey, b: PathKey) -> Bool {
        // One `memcmp` over the contiguous UTF-8: `utf8.elementsEqual` stepped through the
        // views a byte at a time (about 4,800 instructions a lookup of an output folder).
        var x = a.path, y = b.path
        return x.withUTF8 { p in
            y.withUTF8 { q in p.count == q.count && (p.isEmpty || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0) }
        }
    }

    func hash(into hasher: inout Hasher) {
        var path = path
        path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether `a` and `b` are one path, byte for byte.
    static func same(_ a: String, _ b: String) -> Bool { PathKey(a) == PathKey(b) }
}
