import ObservableSyntax

/// Appending a literal's bytes to generated text.
extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of `text`, a literal (copied at once; no `String` view walked).
    mutating func append(static text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
