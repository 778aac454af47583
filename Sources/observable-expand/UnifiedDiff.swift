/// A unified diff of two texts, line by line, built on the standard library's
/// `CollectionDifference` (Myers' algorithm), with three lines of context.
enum UnifiedDiff {
    /// Past this many lines that appear on one side only, no line-by-line diff is computed
    /// (the search would take time quadratic in the file).
    static let limit = 5_000

    /// How many lines of `a` are not in `b` and of `b` not in `a`: a lower bound of the edit
    /// distance, found in linear time.
    static func linesOnOneSide(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> Int {
        let inA = Set(a), inB = Set(b)
        return a.filter { !inB.contains($0) }.count + b.filter { !inA.contains($0) }.count
    }

    static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = old.isEmpty ? [] : lines(old)
        let b = new.isEmpty ? [] : lines(new)
        // The common prefix and suffix need no search; Myers' algorithm costs the product of
        // what remains and the number of changes, so a huge rewrite is summarised instead.
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = a[prefix ..< a.count - suffix], middleB = b[prefix ..< b.count - suffix]
        var removed = Set<Int>()
        var inserted = Set<Int>()
        if (middleA.isEmpty || middleB.isEmpty) && middleA.count + middleB.count > limit {
            // A missing or emptied output of a large file: its every line is no help to read
            // (a killed run's six missing outputs printed 3.9 GB; found by a second tester).
            return "--- \(oldName)\n+++ \(newName)\n@@ \(middleA.count) lines differ from \(middleB.count) lines; too many to show @@\n"
        } else if middleA.isEmpty || middleB.isEmpty {
            removed = Set(middleA.indices)
            inserted = Set(middleB.indices)
        } else if Self.linesOnOneSide(middleA, middleB) > limit {
            return "--- \(oldName)\n+++ \(newName)\n@@ \(middleA.count) lines differ from \(middleB.count) lines; too many to show @@\n"
        } else {
            // Mark removed lines of `a` and inserted lines of `b`.
            for change in Array(middleB).difference(from: Array(middleA)) {
                switch change {
                case let .remove(offset, _, _): removed.insert(prefix + offset)
                case let .insert(offset, _, _): inserted.insert(prefix + offset)
                }
            }
        }
        // Walk both sides together into a list of edit operations.
        enum Op { case same(Int, Int), delete(Int), add(Int) }
        var ops: [Op] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count && removed.contains(i) { ops.append(.delete(i)); i += 1 }
            else if j < b.count && inserted.contains(j) { ops.append(.add(j)); j += 1 }
            else { ops.append(.same(i, j)); i += 1; j += 1 }
        }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var k = 0
        while k < ops.count {
            guard case .same = ops[k] else {
                // A hunk: from `context` lines before this change to `context` after the last
                // change within reach.
                let start = max(0, k - context)
                var end = k
                var lastChange = k
                while end < ops.count {
                    if case .same = ops[end] {
                        if end - lastChange > context * 2 { break }
                    } else {
                        lastChange = end
                    }
                    end += 1
                }
                end = min(ops.count, lastChange + context + 1)
                var oldStart = 0, newStart = 0, oldCount = 0, newCount = 0
                var body = ""
                var first = true
                for op in ops[start ..< end] {
                    switch op {
                    case let .same(x, y):
                        if first { oldStart = x; newStart = y; first = false }
                        oldCount += 1; newCount += 1
                        body += " " + printed(a[x])
                    case let .delete(x):
                        if first { oldStart = x; newStart = position(in: ops, before: start, new: true); first = false }
                        oldCount += 1
                        body += "-" + printed(a[x])
                    case let .add(y):
                        if first { newStart = y; oldStart = position(in: ops, before: start, new: false); first = false }
                        newCount += 1
                        body += "+" + printed(b[y])
                    }
                }
                output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
                k = end
                continue
            }
            k += 1
        }
        return output

        /// The 0-based line on one side where a hunk that starts with a change on the other
        /// side begins.
        func position(in ops: [Op], before index: Int, new: Bool) -> Int {
            var count = 0
            for op in ops[..<index] {
                switch op {
                case .same: count += 1
                case .delete: if !new { count += 1 }
                case .add: if new { count += 1 }
                }
            }
            return count
        }
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// The lines of `text`, split at each LF, CRLF and lone CR, by bytes: a `String` splits at
    /// `Character`s, and `"\r\n"` is one, so a CRLF file was one line. A line keeps the CR that
    /// ends it (so that a change of line breaks is a change, and CRLF lines print as in GNU
    /// diff); the LF goes.
    private static func lines(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var result: [String] = []
        var start = 0
        for k in bytes.indices {
            let byte = bytes[k]
            guard byte == 0x0A || byte == 0x0D && (k + 1 == bytes.count || bytes[k + 1] != 0x0A) else { continue }
            result.append(String(decoding: bytes[start ..< (byte == 0x0A ? k : k + 1)], as: UTF8.self))
            start = k + 1
        }
        // A last line without a line break is another line than the same text with one (so
        // that adding or removing the final line break is a change, as in GNU diff): it keeps a
        // mark, printed as `\ No newline at end of file` after it.
        if start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self) + noNewlineMark) }
        return result
    }

    /// Ends the last line of a text that does not end with a line break (a NUL cannot be in a
    /// Swift file's text that reaches a diff).
    private static let noNewlineMark = "\u{0}no newline"

    /// `line` as a diff prints it after its prefix: with its line break, or with GNU diff's
    /// note when it is a last line without one.
    private static func printed(_ line: String) -> String {
        guard line.hasSuffix(noNewlineMark) else { return line + "\n" }
        return String(line.dropLast(noNewlineMark.count)) + "\n\\ No newline at end of file\n"
    }
}
