import ObservableSyntax

/// Rule `ignoredPropertyRead`, for key-path literals (break 46/02): a view's redraw that names
/// an ignored property (or a member reading one) of a migrated class through a key path reads it
/// as surely as `model.count` does: `model[keyPath: \Form2.count]` inside an interpolation, or
/// `Field(model: form, key: \.count)` handing `\.count` to a generic view that reads
/// `model[keyPath: key]`. Before, every `@Published` change redrew the reader; after, it reads
/// only an ignored property, and is never redrawn by the model. The literal gets the warning
/// `model.count` gets, at its line:
/// - `\Type.name` (also `\Outer.Type.name`) whose type, resolved in the view's scope, is a
///   migrated class with `name` among its ignored properties or their readers;
/// - `\.name`, whose root cannot be told here, when the view holds (in a wrapper that observed
///   it, as for `model.count`) a migrated class with such a member `name`.
/// A key path to a tracked property names nothing ignored and is not reported; nor is a `\.name`
/// whose root is evidently another value's (`items.map(\.count)`, `ForEach(rows, id: \.id)`), or
/// one the callee of the run declares rooted at another type (`declaredKeyPathRoot`, 48/3).
/// Key paths are
/// read in the redraw's code and in its string interpolations; `model[keyPath: \.x]` of a holder
/// is left to the token walk of `reportViewReadsOfIgnoredProperties` (review 15a/05).
extension MigrationPlanner {
    /// Reports the key-path literals of `span` (a redrawn range of view `view` in `file`) that
    /// name an ignored member. `holders`: the view's observed holders by name, with their class;
    /// `aliases`: locals bound to one; `reported`: the reads said for this view and file so far.
    mutating func reportKeyPathLiteralReads(view: String, holders: [String: String], aliases: [String: String], file: Int, span: TokenSpan,
                                            reported: inout Set<String>) {
        let source = sources[file]
        for t in span.first ... span.last {
            switch source.kind(t) {
            case .backslash:
                // `model[keyPath: \.x]`: read by the token walk already.
                if t >= 4, source.kind(t - 3) == .leftSquare, source.isWord(t - 2, "keyPath"), source.kind(t - 1) == .colon,
                   source.kind(t - 4) == .identifier, holders[source.text(t - 4)] ?? aliases[source.text(t - 4)] != nil { continue }
                var components: [String] = []
                var j = t + 1
                let rooted = source.kind(j) != .period
                if !rooted { j += 1 }
                // `\.name` whose root is evidently another value's: a method's argument on a
                // receiver that is no holder (`items.map(\.count)`, `.sorted(by: \.name)`), or an
                // identity (`ForEach(rows, id: \.id)`: the element's).
                if !rooted, let call = Self.keyPathArgumentCall(t, in: source) {
                    if call.label == "id" { continue }
                    if call.open >= 2, source.kind(call.open - 2) == .period,
                       !(call.open >= 3 && holders[source.text(call.open - 3)] ?? aliases[source.text(call.open - 3)] != nil) { continue }
                }
                while j < source.tokens.count, source.kind(j) == .identifier {
                    components.append(source.text(j))
                    guard j + 2 < source.tokens.count, source.kind(j + 1) == .period else { break }
                    j += 2
                }
                // `Column(value: \.name)` of `init(value: KeyPath<Contact, String>)`: the root the
                // callee declares (review 48/3), looked up only for a name a holder's class ignores.
                var candidates = holders
                if !rooted, let member = components.first, holders.contains(where: { ignoredMember(member, of: $0.value) != nil }),
                   let root = declaredKeyPathRoot(file: file, backslash: t) {
                    candidates = holders.filter { unaliased($0.value) == root }
                }
                reportKeyPathRead(components, rooted: rooted, view: view, holders: candidates, file: file, token: t, reported: &reported)
            case .stringLiteral:
                let text = source.text(t)
                // A raw string (`#"\.x"#`) holds no key path; an interpolation is needed for one.
                guard text.first != "#", text.contains("\\(") else { continue }
                // In an interpolation, `\.name` only as a key-path subscript's (`x[keyPath: \.name]`):
                // elsewhere its root is rarely told there (`\(words.map(\.count))`).
                for (components, rooted, subscripted) in Self.keyPathLiterals(inLiteral: text) where rooted || subscripted {
                    reportKeyPathRead(components, rooted: rooted, view: view, holders: holders, file: file, token: t, reported: &reported)
                }
            default: continue
            }
        }
    }

    /// The warning for one key path: `components` after the backslash (`["Form2", "count"]`,
    /// or `["count"]` for `\.count`, `rooted` false), when they name an ignored member.
    private mutating func reportKeyPathRead(_ components: [String], rooted: Bool, view: String, holders: [String: String], file: Int, token: Int,
                                            reported: inout Set<String>) {
        guard !components.isEmpty else { return }
        var className: String?, holder: String?, member: String
        if rooted {
            // `\Player.title`, `\Feed.Model.title`: the capitalised names are the root.
            let root = components.prefix { $0.first?.isUppercase == true }
            guard !root.isEmpty, root.count < components.count else { return }
            member = components[root.count]
            let type = typeKey(root.joined(separator: "."), file: file, token: token)
            className = type
            holder = holders.sorted(by: { $0.key < $1.key }).first { $0.value == type }?.key ?? root.joined(separator: ".")
        } else {
            member = components[0]
            guard let held = holders.sorted(by: { $0.key < $1.key }).first(where: { ignoredMember(member, of: $0.value) != nil }) else { return }
            className = held.value
            holder = held.key
        }
        guard let className, let holder, let property = ignoredMember(member, of: className) else { return }
        // `\.service` of a held reference hands it on (as `Child(service: model.service)` does).
        if member == property, referenceReads[className]?[property] != nil { return }
        if followsTrackedRead(member: member, property: property, of: className) { return }
        let read = "\\" + (rooted ? components.prefix(while: { $0.first?.isUppercase == true }).joined(separator: ".") : "") + "." + member
        guard reported.insert(read).inserted,
              reportViewRead(view: view, read: read, member: member, name: property, className: className, file: file, token: token, holder: holder) else { return }
        explain(rule: .ignoredPropertyRead, "'\(read)' is a key path read by view '\(view)'s redraw",
                reason: "'\(property)' did not notify and stays '@ObservationIgnored', so a change of it alone does not redraw the view",
                file: file, offset: sources[file].offset(token))
    }

    /// For the `\` at token `b` that starts an argument (`f(\.x)`, `f(a, key: \.x)`): the `(` of
    /// the call and the argument's label; nil when it starts none (`argumentCall`).
    static func keyPathArgumentCall(_ b: Int, in source: MigrationSource) -> (open: Int, label: String?)? {
        argumentCall(startingAt: b, in: source).map { ($0.open, $0.label) }
    }

    /// The ignored property `member` is, or reads, in migrated class `key`; nil when it is neither.
    private func ignoredMember(_ member: String, of key: String) -> String? {
        guard let facts = ignoredReads[key] else { return nil }
        return facts.properties.contains(member) ? member : facts.readers[member]
    }

    /// The key paths written in string literal `text` (in its interpolations): the names after
    /// each `\` that starts one (`\.name…`, `\Type.name…`), with whether a root is written and
    /// whether it is a key-path subscript's argument (after `[keyPath:`). An escaped backslash
    /// (`\\`) and escapes (`\n`, `\u{…}`, `\(`) start none.
    static func keyPathLiterals(inLiteral text: String) -> [(components: [String], rooted: Bool, subscripted: Bool)] {
        let bytes = Array(text.utf8)
        func isWordByte(_ b: UInt8) -> Bool { b == 0x5F || (0x30 ... 0x39).contains(b) || (0x41 ... 0x5A).contains(b) || (0x61 ... 0x7A).contains(b) }
        var found: [(components: [String], rooted: Bool, subscripted: Bool)] = []
        let label = Array("[keyPath:".utf8)
        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == UInt8(ascii: "\\") else { i += 1; continue }
            let next = bytes[i + 1]
            let rooted = (0x41 ... 0x5A).contains(next)
            guard rooted || next == UInt8(ascii: ".") else { i += 2; continue }
            var j = rooted ? i + 1 : i + 2
            var components: [String] = []
            while j < bytes.count, isWordByte(bytes[j]), !(0x30 ... 0x39).contains(bytes[j]) {
                let start = j
                while j < bytes.count, isWordByte(bytes[j]) { j += 1 }
                components.append(String(decoding: bytes[start ..< j], as: UTF8.self))
                guard j + 1 < bytes.count, bytes[j] == UInt8(ascii: "."), isWordByte(bytes[j + 1]) else { break }
                j += 1
            }
            var k = i
            while k > 0, bytes[k - 1] == UInt8(ascii: " ") { k -= 1 }
            let subscripted = k >= label.count && bytes[k - label.count ..< k].elementsEqual(label)
            if !components.isEmpty { found.append((components, rooted, subscripted)) }
            i = max(j, i + 2)
        }
        return found
    }
}
