import ObservableSyntax

/// The backing store's name of a tracked property, as the macro spells it: `_name` for a
/// property named `name` (or `` `name` ``), and for a raw identifier that is no plain name
/// (`` `my value` ``) the raw identifier `` `_my value` ``. Only the spelling's shape is kept
/// (the name's bytes are the caller's), so that no `String` or array is made per property.
struct StorageName {
    /// Whether the name is written in backticks, which the storage name drops.
    let isQuoted: Bool
    /// Whether the storage name needs backticks around `_` and the bare name.
    let isRaw: Bool
    /// The size in bytes of the name as written.
    private let nameCount: Int

    /// The storage name of a property whose name token reads `name` (UTF-8, as written).
    init(name: UnsafeBufferPointer<UInt8>) {
        nameCount = name.count
        // ASCII letters, digits and `_` are the common case: one pass over the bytes, no
        // Unicode properties looked up.
        let quoted = name.count >= 2 && name[0] == 0x60 && name[name.count - 1] == 0x60
        // Backticks are ASCII: the bare name decides whether the name is.
        var bad: UInt64 = 0, high: UInt8 = 0
        for k in (quoted ? 1 : 0) ..< (quoted ? name.count - 1 : name.count) {
            let byte = name[k]
            high |= byte
            // Not a letter, digit or `_`: its bit is outside the plain bytes' masks.
            bad |= byte < 0x40 ? (~Self.plainBelow64 &>> UInt64(byte)) & 1 : (~Self.plainFrom64 &>> UInt64(byte &- 0x40)) & 1
        }
        if high >= 0x80 {
            (isQuoted, isRaw) = Self.nonASCII(name)
            return
        }
        isQuoted = quoted
        isRaw = bad != 0
    }

    /// The plain bytes of a name: `0`-`9` (bits of 0x00-0x3F), and `A`-`Z`, `_`, `a`-`z` (bits
    /// of 0x40-0x7F, from 0x40).
    private static let plainBelow64: UInt64 = 0x03FF_0000_0000_0000
    private static let plainFrom64: UInt64 = 0x07FF_FFFE_87FF_FFFE

    /// `isQuoted` and `isRaw` for a name that is not all ASCII: backticks are stripped as
    /// `ObservationRules.bareName` strips them (by Characters), and a plain name is made of
    /// `_`, alphabetic scalars and digits.
    private static func nonASCII(_ name: UnsafeBufferPointer<UInt8>) -> (quoted: Bool, raw: Bool) {
        let text = String(decoding: name, as: UTF8.self)
        let quoted = text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2
        let bare = quoted ? UnsafeBufferPointer(rebasing: name[1 ..< name.count - 1]) : name
        let plain = String(decoding: bare, as: UTF8.self).unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0" ... "9").contains($0) }
        return (quoted, !plain)
    }

    /// The storage name's size in bytes.
    var count: Int { nameCount - (isQuoted ? 2 : 0) + (isRaw ? 3 : 1) }

    /// The storage name of the property named `name` (as written), the bytes that
    /// `write` writes (`Layout/StorageName+Writing.swift`).
    static func spelled(_ name: String) -> String {
        var name = name
        return name.withUTF8 { name in
            let storage = StorageName(name: name)
            var out: [UInt8] = []
            out.reserveCapacity(storage.count)
            if storage.isRaw { out.append(0x60) }
            out.append(0x5F)
            out.append(contentsOf: storage.isQuoted ? UnsafeBufferPointer(rebasing: name[1 ..< name.count - 1]) : name)
            if storage.isRaw { out.append(0x60) }
            return String(decoding: out, as: UTF8.self)
        }
    }
}

extension ObservationRules {
    /// A name without its backticks (`` `default` ``: `default`), as the macro's messages and
    /// storage names spell it.
    static func bareName(_ name: String) -> String {
        guard name.utf8.first == 0x60 else { return name } // most names have no backticks
        return name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
    }
}
