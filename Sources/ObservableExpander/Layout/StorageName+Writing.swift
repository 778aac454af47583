import ObservableSyntax

/// Writing a storage name (`StorageName`, the rule that names it) as bytes.
extension StorageName {
    /// Writes the storage name (`count` bytes) of the property named `name` (the bytes it was
    /// made from) at `out`.
    @inline(__always) func write<Sink: ByteSink>(name: UnsafeBufferPointer<UInt8>, to out: inout Sink) {
        if isRaw { out.put(0x60) }
        out.put(0x5F)
        if isQuoted {
            out.put(name.baseAddress! + 1, name.count - 2)
        } else {
            out.put(name)
        }
        if isRaw { out.put(0x60) }
    }

    /// The storage name of the property named `name` (as written), as UTF-8.
    static func bytes(_ name: String) -> [UInt8] {
        var name = name
        return name.withUTF8 { name in
            let storage = StorageName(name: name)
            return [UInt8](unsafeUninitializedCapacity: storage.count) { buffer, count in
                var out = ByteCursor(buffer.baseAddress!)
                storage.write(name: name, to: &out)
                count = out.count
            }
        }
    }
}
