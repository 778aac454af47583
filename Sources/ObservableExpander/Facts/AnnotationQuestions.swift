import ObservableSyntax

/// The annotations that ask for an expansion, found in comments or as real attributes.
///
/// A class is annotated by a comment whose whole text is `@Observable` (written `// @Observable`,
/// `/// @Observable`, `/* @Observable */` or `/** @Observable */`) among its attached comments
/// (`CommentAttachment`), or by the real attribute `@Observable` / `@Observation.Observable`. A
/// member is ignored by `@ObservationIgnored` (attribute or comment). A comment in a code sample
/// of a documentation comment is never an annotation.
enum Annotation: Equatable, Sendable {
    case observable
    case observationIgnored

    /// The annotation spelled by `comment`, or nil.
    static func of(_ comment: Comment, in bytes: [UInt8]) -> Annotation? {
        if comment.isInCodeSample { return nil }
        var start = comment.range.lowerBound
        var end = comment.range.upperBound
        guard end - start >= 4 else { return nil }
        switch comment.kind {
        case .line, .documentationLine:
            start += comment.kind == .line ? 2 : 3
        case .block, .documentationBlock:
            start += comment.kind == .block ? 2 : 3
            end -= 2
        }
        while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        // Every annotation starts with `@Observ`; most comments do not (compared as bytes,
        // before the end is trimmed).
        guard start < end, bytes[start] == 0x40 else { return nil }
        while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        guard end - start >= 11, bytes[start + 1] == 0x4F else { return nil }
        let text = bytes[start ..< end]
        if spells(text, "@Observable") || spells(text, "@Observation.Observable") { return .observable }
        if spells(text, "@ObservationIgnored") || spells(text, "@Observation.ObservationIgnored") { return .observationIgnored }
        return nil
    }

    /// Whether `text` is exactly `word`.
    private static func spells(_ text: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        guard text.count == word.utf8CodeUnitCount else { return false }
        return text.withUnsafeBufferPointer { bytes in
            for k in 0 ..< bytes.count where bytes[k] != word.utf8Start[k] { return false }
            return true
        }
    }

    /// Whether `bytes[range]` holds an `@`, eight bytes a step.
    static func containsAtSign(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress, range.lowerBound >= 0, range.upperBound <= p.count else { return false }
            let ones: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
            var j = range.lowerBound
            while j + 8 <= range.upperBound {
                let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: j, as: UInt64.self)) ^ (ones &* 0x40)
                // A zero byte is an `@` (the lowest flagged byte is exact; any flag means one).
                if (word &- ones) & ~word & highBits != 0 { return true }
                j += 8
            }
            while j < range.upperBound {
                if base[j] == 0x40 { return true }
                j += 1
            }
            return false
        }
    }

    /// Whether a comment that is not an annotation looks meant as one: its text, without a
    /// trailing `// …` part, is an annotation in another letter case, or one of the lines of a
    /// multi-line block comment (not a documentation comment) is exactly an annotation.
    /// Asked only of a comment outside code samples that holds an `@` (every near miss does)
    /// and is no annotation (`of` gives nil).
    static func looksMeantAsAnnotation(_ comment: Comment, in bytes: [UInt8]) -> Bool {
        // On the bytes in place: no `String` per comment (a generic, unspecialised path that
        // took most of a run over models whose doc comments mention the annotation).
        bytes.withUnsafeBufferPointer { p in
            let isLine = comment.kind == .line || comment.kind == .documentationLine
            var start = comment.range.lowerBound + (comment.kind == .line || comment.kind == .block ? 2 : 3)
            var end = isLine ? comment.range.upperBound : comment.range.upperBound - 2
            if comment.kind == .documentationBlock { start = comment.range.lowerBound + 2 }
            guard start <= end else { return false }
            if isLine {
                // A trailing `// …` part is a note, not the annotation.
                var k = start
                while k + 1 < end {
                    if p[k] == 0x2F && p[k + 1] == 0x2F { end = k; break }
                    k += 1
                }
            }
            let whole = trimmed(p, start ..< end)
            if foldedWords.contains(where: { equalsIgnoringASCIICase(p, whole, $0) }) { return true }
            guard comment.kind == .block else { return false }
            // One line of a multi-line block comment that is exactly an annotation.
            var lineStart = start
            for k in start ... end where k == end || p[k] == 0x0A || p[k] == 0x0D {
                let line = trimmed(p, lineStart ..< k)
                if exactWords.contains(where: { equals(p, line, $0) }) { return true }
                lineStart = k + 1
            }
            return false
        }
    }

    private static let foldedWords: [StaticString] = ["@observable", "@observation.observable", "@observationignored", "@observation.observationignored"]
    private static let exactWords: [StaticString] = ["@Observable", "@ObservationIgnored", "@Observation.Observable", "@Observation.ObservationIgnored"]

    /// `range` without surrounding spaces, tabs, line breaks and `*` (block comment margins).
    private static func trimmed(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        func isMargin(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x2A }
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper && isMargin(p[lower]) { lower += 1 }
        while upper > lower && isMargin(p[upper - 1]) { upper -= 1 }
        return lower ..< upper
    }

    /// Whether `p[range]` is `word` (lowercase ASCII) in any ASCII letter case.
    private static func equalsIgnoringASCIICase(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        for k in 0 ..< range.count {
            var byte = p[range.lowerBound + k]
            if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
            if byte != word.utf8Start[k] { return false }
        }
        return true
    }

    /// Whether `p[range]` is exactly `word`.
    private static func equals(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        for k in 0 ..< range.count where p[range.lowerBound + k] != word.utf8Start[k] { return false }
        return true
    }
}

/// How a declaration is marked `@Observable`.
enum ObservableMark {
    /// An annotation comment: its index in `TokenizedSource.comments`.
    case comment(Int)
    case attribute(Attribute)
}

/// The annotation questions asked of a declaration's head: the tree says which comments and
/// attributes a declaration has, and these say what they mean.
struct AnnotationQuestions {
    let comments: [Comment]
    let bytes: [UInt8]

    /// The name of the `@Observable` attribute, also module-qualified.
    static func isObservableAttribute(_ name: String) -> Bool {
        Attribute.namesObservableMacro(name)
    }

    /// The `@Observable` attributes of `head`'s attribute list (not those in its `#if` blocks),
    /// in order: one, or more when it is written twice.
    func observableAttributes(_ head: DeclarationHead) -> [Attribute] {
        head.attributes.compactMap { element in
            guard case let .attribute(attribute) = element, Self.isObservableAttribute(attribute.name) else { return nil }
            return attribute
        }
    }

    /// `hasMacroApplication(Observable)`: the real attribute, or an annotation comment among
    /// the declaration's attached comments.
    func observableMark(_ head: DeclarationHead) -> ObservableMark? {
        for element in head.attributes {
            if case let .attribute(attribute) = element, Self.isObservableAttribute(attribute.name) {
                return .attribute(attribute)
            }
        }
        for k in head.comments where Annotation.of(comments[k], in: bytes) == .observable {
            return .comment(k)
        }
        return nil
    }

    /// An `@Observable` attribute inside an `#if` block of the attribute list, at any depth.
    func observableAttributeInIfConfig(_ head: DeclarationHead) -> Attribute? {
        func search(_ elements: [AttributeListElement], nested: Bool) -> Attribute? {
            for element in elements {
                switch element {
                case let .attribute(attribute) where nested && Self.isObservableAttribute(attribute.name):
                    return attribute
                case let .ifConfig(block):
                    for clause in block.clauses { if let found = search(clause.elements, nested: true) { return found } }
                default:
                    break
                }
            }
            return nil
        }
        return search(head.attributes, nested: false)
    }

    /// `hasMacroApplication(ObservationIgnored)` (the attribute, also module-qualified) or, when
    /// `commentsAnnotate`, an `// @ObservationIgnored` comment. In a class marked with the real
    /// `@Observable` attribute the compiler expands the class and never reads comments, so
    /// there only the attribute ignores (swiftc 6.3 `-dump-macro-expansions`: a property under
    /// `// @ObservationIgnored` is tracked; break 49/2).
    func isIgnored(_ head: DeclarationHead, commentsAnnotate: Bool) -> Bool {
        for element in head.attributes {
            if case let .attribute(attribute) = element, attribute.name == "ObservationIgnored" || attribute.name == "Observation.ObservationIgnored" {
                return true
            }
        }
        return commentsAnnotate && ignoringComment(head) != nil
    }

    /// The first `// @ObservationIgnored` annotation comment among those `head` carries (its
    /// index in `comments`), nil when none.
    func ignoringComment(_ head: DeclarationHead) -> Int? {
        head.comments.first { Annotation.of(comments[$0], in: bytes) == .observationIgnored }
    }
}
