/// The backing store's name of a tracked property, as the macro spells it: `_name` for a
/// property named `name` (or `` `name` ``), and for a raw identifier that is no plain name
/// (`` `my value` ``) the raw identifier `` `_my value` ``. Kept as a slice of the source, so
/// that no `String` or array is made per property.
struct StorageName {
    /// The property's name without backticks (UTF-8, a slice of the source).
    let bare: ArraySlice<UInt8>
    /// Whether the storage name needs backticks around `_` + `bare`.
    let isRaw: Bool

    /// The storage name of a property whose name token reads `name` (UTF-8, as written).
    init(name: ArraySlice<UInt8>) {
        let isASCII = name.allSatisfy { $0 < 0x80 }
        // Backticks are stripped as `ExpansionPlanner.bareName` strips them (by Characters,
        // which for ASCII are the bytes).
        let quoted: Bool
        if isASCII {
            quoted = name.count >= 2 && name.first == 0x60 && name.last == 0x60
        } else {
            let text = String(decoding: name, as: UTF8.self)
            quoted = text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2
        }
        bare = quoted ? name.dropFirst().dropLast() : name
        // ASCII letters, digits and `_` are the common case: no Unicode properties looked up.
        let plain = bare.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        } || (!isASCII && String(decoding: bare, as: UTF8.self).unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0" ... "9").contains($0) })
        isRaw = !plain
    }

    /// The name's size in bytes.
    var count: Int { bare.count + (isRaw ? 3 : 1) }

    /// Appends the name (UTF-8) to `out`.
    func write(to out: inout [UInt8]) {
        if isRaw { out.append(0x60) }
        out.append(0x5F)
        out.append(contentsOf: bare)
        if isRaw { out.append(0x60) }
    }

    /// Writes the name (UTF-8) at `destination`, which must have room for `count` bytes;
    /// returns `count`.
    func write(at destination: UnsafeMutablePointer<UInt8>) -> Int {
        var out = destination
        if isRaw {
            out.pointee = 0x60
            out += 1
        }
        out.pointee = 0x5F
        out += 1
        bare.withUnsafeBufferPointer { bare in
            if let base = bare.baseAddress { out.update(from: base, count: bare.count) }
        }
        out += bare.count
        if isRaw {
            out.pointee = 0x60
            out += 1
        }
        return out - destination
    }
}
