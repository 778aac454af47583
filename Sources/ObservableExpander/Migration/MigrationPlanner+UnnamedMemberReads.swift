import ObservableSyntax

/// Rule `ignoredPropertyRead`, for the members of a model that a view's redraw calls without
/// naming them (review 23c/02 and 23c/04): a subscript (`board[1]`, `$board[1]`, in an
/// interpolation too), a `@dynamicMemberLookup` class's `subscript(dynamicMember:)`
/// (`store.name`), `description` when the model is interpolated whole (`"\(board)"`) or
/// described (`String(describing: board)`), and `debugDescription` (or `description`) when it is
/// reflected (`String(reflecting: board)`). Each is a read of that member at the view, decided
/// as `model.label` is (`MigrationPlanner+ViewReads`): `migrate-ignored-property-view-read` at
/// the view's first read of it when the member reads an ignored property, and the member's own
/// `migrate-ignored-property-read` counts as reached by a view (`viewReachedMembers`).
extension MigrationPlanner {
    /// Reports the unnamed member reads (see above) in `span` of `file`, a redrawn range of view
    /// `view`, whose stored properties `holders` (and locals `aliases`) hold the migrated classes
    /// (property name -> class key). `reported` holds the reads already reported in the view.
    mutating func reportUnnamedMemberReads(view: String, holders: [String: String], aliases: [String: String], file: Int, span: TokenSpan,
                                           reported: inout Set<String>) {
        let source = sources[file]
        for t in span.first ... span.last {
            if source.kind(t) == .stringLiteral && source.text(t).contains("\\(") {
                let text = source.text(t)
                for (holder, type) in holders.merging(aliases, uniquingKeysWith: { a, _ in a }).sorted(by: { $0.key < $1.key }) {
                    if Self.interpolatesWhole(text, holder), ignoredReads[type]?.readers["description"] != nil, interpolationCallsDescription(of: type) {
                        reportUnnamedRead(view: view, holder: holder, read: "\"\\(" + holder + ")\"", member: "description", of: type, file: file, token: t, reported: &reported)
                    }
                    let subscripted = ignoredReads[type]?.readers.keys.filter { $0.hasPrefix("subscript(") && $0 != "subscript(dynamicMember:)" }.sorted() ?? []
                    if let label = Self.subscripts(text, holder),
                       let member = subscripted.first(where: { $0.hasPrefix("subscript(" + label + ":") }) ?? (subscripted.count == 1 ? subscripted[0] : nil) {
                        reportUnnamedRead(view: view, holder: holder, read: holder + "[…]", member: member, of: type, file: file, token: t, reported: &reported)
                    }
                }
                continue
            }
            guard source.kind(t) == .identifier || source.kind(t) == .dollarIdentifier, t + 1 < source.tokens.count else { continue }
            // `model…` or `self.model…`, not `other.model…`.
            let afterSelf = t >= 2 && source.kind(t - 1) == .period && source.isWord(t - 2, "self")
            if t > 0 && source.kind(t - 1) == .period && !afterSelf { continue }
            let binding = source.kind(t) == .dollarIdentifier
            let holder = binding ? String(source.text(t).dropFirst()) : source.text(t)
            guard let type = holders[holder] ?? aliases[holder], ignoredReads[type] != nil else { continue }
            if source.kind(t + 1) == .leftSquare {
                // `board[1] = x` writes through the subscript's setter.
                guard let member = subscriptReader(at: t, in: source, of: type), !Self.isWritten(t, in: source),
                      let close = source.closingBracket(of: t + 1) else { continue }
                let read = source.text(t) + source.normalizedText(TokenSpan(t + 1, close))
                reportUnnamedRead(view: view, holder: holder, read: read, member: member, of: type, file: file, token: t, reported: &reported)
            } else if !binding, source.kind(t + 1) == .period, t + 2 < source.tokens.count, source.kind(t + 2) == .identifier,
                      !(t + 3 < source.tokens.count && source.kind(t + 3) == .equal), readsDynamicMember(source.text(t + 2), of: type) {
                reportUnnamedRead(view: view, holder: holder, read: holder + "." + source.text(t + 2), member: "subscript(dynamicMember:)", of: type,
                                  file: file, token: t, reported: &reported)
            } else if !binding, Self.isDescribedWhole(afterSelf ? t - 2 : t, in: source) || (afterSelf && Self.isDescribedWhole(t, in: source)),
                      ignoredReads[type]?.readers["description"] != nil, interpolationCallsDescription(of: type) {
                reportUnnamedRead(view: view, holder: holder, read: "String(describing: " + holder + ")", member: "description", of: type,
                                  file: file, token: t, reported: &reported)
            } else if !binding, Self.isDescribedWhole(afterSelf ? t - 2 : t, label: "reflecting", in: source)
                        || (afterSelf && Self.isDescribedWhole(t, label: "reflecting", in: source)),
                      let member = reflectionMember(of: type), ignoredReads[type]?.readers[member] != nil {
                reportUnnamedRead(view: view, holder: holder, read: "String(reflecting: " + holder + ")", member: member, of: type,
                                  file: file, token: t, reported: &reported)
            }
        }
    }

    /// The first argument label (`_` for none) of the first subscript of `holder` in the string
    /// literal `text` (`\(board[1])`, `\(self.board[mark: 2])`), not of a longer name or another
    /// value's member of that name (`other.board[1]`); nil when there is none.
    static func subscripts(_ text: String, _ holder: String) -> String? {
        let bytes = Array(text.utf8), needle = Array((holder + "[").utf8), selfPrefix = Array("self.".utf8)
        func isNameByte(_ b: UInt8) -> Bool { b == 0x5F || b == 0x2E || (0x30 ... 0x39).contains(b) || (0x41 ... 0x5A).contains(b) || (0x61 ... 0x7A).contains(b) }
        guard needle.count <= bytes.count else { return nil }
        for start in 0 ... bytes.count - needle.count where bytes[start ..< start + needle.count].elementsEqual(needle) {
            guard start == 0 || !isNameByte(bytes[start - 1]) || (start >= 5 && bytes[start - 5 ..< start].elementsEqual(selfPrefix)) else { continue }
            // `board[mark: 2]`: the first argument's label.
            var end = start + needle.count
            while end < bytes.count, isNameByte(bytes[end]), bytes[end] != 0x2E { end += 1 }
            var next = end
            while next < bytes.count, bytes[next] == 0x20 { next += 1 }
            return end > start + needle.count && next < bytes.count && bytes[next] == 0x3A ? String(decoding: bytes[start + needle.count ..< end], as: UTF8.self) : "_"
        }
        return nil
    }

    /// Reports view `view`'s read `read` (its text, for the message) of `member` of class `key`
    /// through the holder `holder`, once per view and member, as a named member read is
    /// (`reportViewRead`), and records the member as reached by a view.
    private mutating func reportUnnamedRead(view: String, holder: String, read: String, member: String, of key: String, file: Int, token: Int,
                                            reported: inout Set<String>) {
        guard let property = ignoredReads[key]?.readers[member], !followsTrackedRead(member: member, property: property, of: key),
              reported.insert(holder + "." + member).inserted else { return }
        viewReachedMembers.insert(member)
        guard reportViewRead(view: view, read: read, member: member, name: property, className: key, file: file, token: token, holder: holder) else { return }
        explain(rule: .ignoredPropertyRead, "'\(read)' is read by view '\(view)' and calls '\(member)'",
                reason: "'\(property)' did not notify and stays '@ObservationIgnored', so a change of it alone does not redraw the view",
                file: file, offset: sources[file].offset(token))
    }
}
