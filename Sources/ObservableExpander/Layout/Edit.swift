import ObservableSyntax

/// A replacement of a byte range of a source by new text that owns its bytes, as the migration
/// writes them (the expansion's plan uses the compact `ExpansionPlan.Edit`).
///
/// Output is produced by splicing edits into the untouched input, so every byte outside the
/// edited ranges comes out exactly as it went in.
package struct Edit: Equatable, Sendable {
    /// UTF-8 byte offsets into the original source; empty for an insertion.
    package var range: Range<Int>
    /// The new text, as UTF-8 bytes (the planner writes them directly: no `String` per edit).
    package var replacement: [UInt8]

    package init(_ range: Range<Int>, _ replacement: String) {
        self.range = range
        self.replacement = Array(replacement.utf8)
    }

    package init(_ range: Range<Int>, bytes: [UInt8]) {
        self.range = range
        self.replacement = bytes
    }

    package static func insert(_ text: String, at offset: Int) -> Edit {
        Edit(offset ..< offset, text)
    }

    package static func insert(bytes: [UInt8], at offset: Int) -> Edit {
        Edit(offset ..< offset, bytes: bytes)
    }

    /// Applies `edits` to `bytes`. Edits are ordered by position; insertions at the same
    /// offset keep their given order. Overlapping edits are a programming error upstream and are
    /// resolved by skipping the later one.
    package static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        // Sorted once by (start, end, given position), as indices: the edits are not copied.
        let order = edits.indices.sorted { a, b in
            let x = edits[a].range, y = edits[b].range
            return x.lowerBound != y.lowerBound ? x.lowerBound < y.lowerBound : x.upperBound != y.upperBound ? x.upperBound < y.upperBound : a < b
        }
        var total = bytes.count
        for edit in edits { total += edit.replacement.count }
        // With room for the generated-file header, which the CLI inserts in place
        // (`GeneratedHeader.add(to:sourcePath:)`): no second copy of a large output. Skipped
        // (overlapping) edits only make the output shorter than `total`.
        return [UInt8](unsafeUninitializedCapacity: total + 256) { output, count in
            var out = output.baseAddress!
            bytes.withUnsafeBufferPointer { source in
                func copy(_ range: Range<Int>) {
                    guard !range.isEmpty else { return }
                    out.update(from: source.baseAddress! + range.lowerBound, count: range.count)
                    out += range.count
                }
                var position = 0
                for k in order where edits[k].range.lowerBound >= position {
                    let edit = edits[k]
                    copy(position ..< edit.range.lowerBound)
                    edit.replacement.withUnsafeBufferPointer { replacement in
                        if let base = replacement.baseAddress { out.update(from: base, count: replacement.count) }
                        out += replacement.count
                    }
                    position = edit.range.upperBound
                }
                copy(position ..< source.count)
            }
            count = out - output.baseAddress!
        }
    }
}
