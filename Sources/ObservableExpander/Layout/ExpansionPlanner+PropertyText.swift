import ObservableSyntax

/// The text of a tracked property's expansion: the `_name` peer, the inferred type and the
/// accessor block (R4), laid out as bytes: for a declaration of one binding, all of it (with the
/// text of its `#sourceLocation` markers) in one run of the plan's buffer, counted first and then
/// written in place, with no `String` or array made per property.
extension ExpansionPlanner {
    /// One binding: the peer above the declaration, the type written when it was inferred, and
    /// the accessor block in place of the observers or after the initializer (R4). When
    /// `marked`, the peer is marked as generated; `resync`: where the line after the declaration
    /// starts, for the marker that resyncs to the original lines there (planned last, so that
    /// the property's edits are in source order).
    mutating func planSingleBinding(_ planned: PlannedBinding, _ variable: VariableDeclaration, _ info: ClassInfo,
                                    marked: Bool, resyncAt resync: Int?) {
        let indent = indentationRange(ofLineAt: Int(tokens[variable.span.first].start))
        if info.accessors.indent.count == indent.count && info.accessors.indent.elementsEqual(bytes[indent]) {
            planSingleBinding(planned, variable, indent: indent, template: info.accessors, marked: marked, resyncAt: resync)
        } else {
            let template = AccessorTemplate(indent: bytes[indent], unit: info.unit, newline: newlineBytes)
            planSingleBinding(planned, variable, indent: indent, template: template, marked: marked, resyncAt: resync)
        }
    }

    /// `planSingleBinding` for a property whose line's indentation is the source bytes `indent`,
    /// with the accessor block from `template`.
    private mutating func planSingleBinding(_ planned: PlannedBinding, _ variable: VariableDeclaration, indent: Range<Int>, template: AccessorTemplate,
                                            marked: Bool, resyncAt resync: Int?) {
        let nameToken = planned.nameToken
        // `indent` starts at the declaration's line start, which the placement looks back from.
        let placement = peerPlacement(variable, lineStart: indent.lowerBound)
        // In place of the observers, or after the initializer (or type, or name); the type
        // after the name when inferred.
        let parts = PropertySource.PeerParts(variable.bindings[planned.index])
        let range: Range<Int>
        // An initializer that ends with a postfix `#if`'s `#endif`: the block starts on the next
        // line (a directive ends its line), indented as the declaration (break 49/4).
        var opensOnNextLine = false
        if let block = variable.bindings[planned.index].accessorBlock {
            range = Int(tokens[block.first].start) ..< Int(tokens[block.last].end)
        } else {
            let lastToken = parts.initializer?.last ?? parts.annotation?.last ?? nameToken
            opensOnNextLine = tokens[lastToken].kind == .poundKeyword && isWord(lastToken, "#endif")
            let last = Int(tokens[lastToken].end)
            range = last ..< last
        }
        let type = parts.annotation == nil ? planned.type : nil
        // An initializer runs where the declaration stands (through the init accessor), so a
        // `#line` in it, or a default argument using it, must give its original line, as with
        // the macro: a directive before the declaration names its first line, and the accessor
        // block after the initializer takes one line, its last (the resync names the next).
        let declarationLine = nearLineStart(Int(tokens[variable.span.first].start))
        var template = template
        let mapsInitializer: Bool
        if marked, mapsSourceLocations, resync != nil, parts.initializer != nil, case .above = placement {
            mapsInitializer = true
            template = .singleLine
        } else {
            mapsInitializer = false
        }
        // The sizes of the pieces, in the order they are written.
        let newlineCount = newlineBytes.count
        let markerBefore: Int, markerAfter: Int
        switch placement {
        case .sharedLine: (markerBefore, markerAfter) = (0, 0)
        case .split: (markerBefore, markerAfter) = marked ? (newlineCount, newlineCount + indent.count) : (0, 0)
        case .above: (markerBefore, markerAfter) = marked ? (0, newlineCount) : (0, 0)
        }
        let typeCount = type.map { 2 + $0.utf8.count } ?? 0
        let resyncCount = resync == nil ? 0 : newlineCount
        let mapCount = mapsInitializer ? newlineCount : 0
        var peerCount = 0, accessorCount = 0
        // The text, from the file's tokens and bytes (the closures read no `self`, nor the
        // declaration or the plan whole: each read of them there copied them).
        let tokens = self.tokens, bytes = self.bytes, newline = self.newlineBytes
        let storage = planned.storage, writesType = type != nil, hasPlannedType = planned.type != nil
        // The head's arrays and the type's bytes read in place (captured whole, each was
        // copied several times a property).
        var typeText = planned.type ?? ""
        let stored = variable.head.attributes.withUnsafeBufferPointer { attributes in
          variable.head.modifiers.withUnsafeBufferPointer { modifiers in
            typeText.withUTF8 { typeBytes in
              tokens.withUnsafeBufferPointer { tokens in
                bytes.withUnsafeBufferPointer { bytes in
                    newline.withUnsafeBufferPointer { newline in
                        let source = PropertySource(tokens: tokens, bytes: bytes, newline: newline)
                        let head = PropertySource.PeerHead(attributes: attributes, modifiers: modifiers)
                        let plannedType = hasPlannedType ? typeBytes : nil
                        let name = UnsafeBufferPointer(rebasing: bytes[tokens[nameToken].textRange])
                        let indent = UnsafeBufferPointer(rebasing: bytes[indent])
                        var counter = ByteCounter()
                        source.writePeer(head, parts, type: plannedType, indent: indent, name: name, storage: storage, to: &counter)
                        peerCount = counter.count + newlineCount + indent.count
                        accessorCount = template.size(nameCount: name.count, storageCount: storage.count, spaced: range.isEmpty && !opensOnNextLine)
                            + (opensOnNextLine ? newlineCount + indent.count : 0)
                        let total = markerBefore + markerAfter + peerCount + typeCount + accessorCount + resyncCount + mapCount
                        return plan.store(count: total) { start in
                            var out = ByteCursor(start)
                            if markerBefore > 0 { out.put(newline) }
                            if markerAfter > 0 {
                                out.put(newline)
                                if case .split = placement { out.put(indent) }
                            }
                            if case .above = placement {
                                out.put(indent)
                                source.writePeer(head, parts, type: plannedType, indent: indent, name: name, storage: storage, to: &out)
                                out.put(newline)
                            } else {
                                source.writePeer(head, parts, type: plannedType, indent: indent, name: name, storage: storage, to: &out)
                                out.put(newline)
                                out.put(indent)
                            }
                            if writesType {
                                out.put(": ")
                                out.put(typeBytes)
                            }
                            if opensOnNextLine {
                                out.put(newline)
                                out.put(indent)
                            }
                            template.write(name: name, storage: storage, spaced: range.isEmpty && !opensOnNextLine, to: &out)
                            if resync != nil { out.put(newline) }
                            if mapsInitializer { out.put(newline) }
                            return out.count
                        }
                    }
                }
              }
            }
          }
        }
        // The edits, each with its piece of `stored`.
        var position = stored.lowerBound
        func piece(_ count: Int) -> Range<Int> {
            defer { position += count }
            return position ..< position + count
        }
        let before = piece(markerBefore), after = piece(markerAfter)
        switch placement {
        case let .sharedLine(at):
            plan.edits.append(ExpansionPlan.Edit(range: at ..< at, text: piece(peerCount)))
        case let .split(at), let .above(at):
            if marked { plan.edits.append(ExpansionPlan.Edit(range: at ..< at, text: before, marker: ExpansionPlan.Marker(kind: .generated, after: after))) }
            let peer = piece(peerCount)
            // Observers whose lines get directives: the peer in pieces (see `observerCuts`).
            if marked, mapsSourceLocations, case .above = placement, let observers = parts.observers, case let cuts = observerCuts(observers), !cuts.isEmpty {
                var headParts = parts
                headParts.observers = nil
                let head = tokens.withUnsafeBufferPointer { tokens in
                    bytes.withUnsafeBufferPointer { bytes in
                        newlineBytes.withUnsafeBufferPointer { newline in
                            var sink = ByteArraySink()
                            PropertySource(tokens: tokens, bytes: bytes, newline: newline)
                                .writePeer(variable.head, headParts, type: planned.type, indent: UnsafeBufferPointer(rebasing: bytes[indent]),
                                           name: UnsafeBufferPointer(rebasing: bytes[tokens[nameToken].textRange]), storage: planned.storage, to: &sink)
                            return sink.bytes
                        }
                    }
                }
                planPeerWithObserverLines(at: at, indent: indent, head: head, observers: observers, cuts: cuts, nameOffset: Int(tokens[nameToken].start))
            } else {
                plan.edits.append(ExpansionPlan.Edit(range: at ..< at, text: peer))
            }
        }
        // (Its text is the last piece; the edit goes in source order, after the peer's.)
        let mapIndex = plan.edits.count
        if type != nil {
            let end = Int(tokens[nameToken].end)
            plan.edits.append(ExpansionPlan.Edit(range: end ..< end, text: piece(typeCount)))
        }
        plan.edits.append(ExpansionPlan.Edit(range: range, text: piece(accessorCount)))
        if let resync {
            let after = piece(resyncCount)
            plan.edits.append(ExpansionPlan.Edit(range: resync ..< resync, text: after.lowerBound ..< after.lowerBound,
                                                 marker: ExpansionPlan.Marker(kind: .original(lineOf: resync, plus: 0), after: after)))
        }
        if mapsInitializer {
            let after = piece(mapCount)
            plan.edits.insert(ExpansionPlan.Edit(range: declarationLine ..< declarationLine, text: after.lowerBound ..< after.lowerBound,
                                                 marker: ExpansionPlan.Marker(kind: .original(lineOf: declarationLine, plus: 0), after: after)),
                              at: mapIndex)
        }
    }

    /// `private var _name` for `planned` (see `PropertySource.writePeer`), whose line's
    /// indentation is the source bytes `indent`, as UTF-8 bytes.
    func peerDeclaration(_ planned: PlannedBinding, _ variable: VariableDeclaration, indent: Range<Int>) -> [UInt8] {
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                newlineBytes.withUnsafeBufferPointer { newline in
                    let source = PropertySource(tokens: tokens, bytes: bytes, newline: newline)
                    let name = UnsafeBufferPointer(rebasing: bytes[tokens[planned.nameToken].textRange])
                    let indent = UnsafeBufferPointer(rebasing: bytes[indent])
                    let storage = planned.storage
                    let parts = PropertySource.PeerParts(variable.bindings[planned.index])
                    var counter = ByteCounter()
                    source.writePeer(variable.head, parts, type: planned.type, indent: indent, name: name, storage: storage, to: &counter)
                    return [UInt8](unsafeUninitializedCapacity: counter.count) { buffer, count in
                        guard let start = buffer.baseAddress else { return }
                        var out = ByteCursor(start)
                        source.writePeer(variable.head, parts, type: planned.type, indent: indent, name: name, storage: storage, to: &out)
                        count = out.count
                    }
                }
            }
        }
    }

    /// The accessor block of a property named `name` whose line starts with `indent`: from the
    /// class's template when the property is indented as the class's members are.
    func accessorBlock(name: String, indent: ArraySlice<UInt8>, in info: ClassInfo) -> [UInt8] {
        let template = info.accessors.indent.elementsEqual(indent) ? info.accessors : AccessorTemplate(indent: indent, unit: info.unit, newline: newlineBytes)
        return template.bytes(name: ArraySlice(name.utf8), spaced: false)
    }

    /// Where a property's peer goes.
    enum PeerPlacement {
        /// In front of the declaration, which shares its line with code before it: the peer, a
        /// line break and the indentation, at the offset.
        case sharedLine(Int)
        /// The same, right before the declaration, whose line starts inside a comment (the
        /// peer then gets a line of its own, marked apart).
        case split(Int)
        /// On a line of its own above the declaration and its comments: the indentation, the
        /// peer and a line break, at the offset (a line start).
        case above(Int)
    }

    /// Where the peer of `variable` goes: right before the declaration, above its doc and
    /// leading comments (so that they stay with the property), or in front of it when it
    /// shares a line.
    /// `lineStart`: `nearLineStart` of the declaration's first byte.
    func peerPlacement(_ variable: VariableDeclaration, lineStart: Int) -> PeerPlacement {
        let first = tokens[variable.span.first]
        guard first.isAtStartOfLine else { return .sharedLine(Int(first.start)) }
        // The comments directly above the declaration (no blank line between) belong to it.
        var position = lineStart
        // The head's comments before the declaration's first token (an index range).
        let comments = variable.head.comments
        var commentEnd = comments.upperBound
        while commentEnd > comments.lowerBound && self.comments[commentEnd - 1].range.upperBound > first.start { commentEnd -= 1 }
        // A block comment may end on the declaration's line: one that starts on that line stays
        // after the peer (`/* note */ var x`); one that starts a line above takes the peer
        // above it. When the line starts inside a comment that does not start a line (the
        // previous token's trailing comment, or one after another comment), the peer goes on
        // a line of its own right before the declaration.
        if position < Int(first.leadingTriviaStart) { return .split(Int(first.start)) }
        while commentEnd > comments.lowerBound, case let last = self.comments[commentEnd - 1].range, last.upperBound > position {
            if last.lowerBound < position {
                let commentLine = nearLineStart(last.lowerBound)
                guard commentLine >= Int(first.leadingTriviaStart), onlySpacesAndTabs(commentLine, last.lowerBound) else {
                    return .split(Int(first.start))
                }
                position = commentLine
            }
            commentEnd -= 1
        }
        while commentEnd > comments.lowerBound {
            let comment = self.comments[commentEnd - 1].range
            let commentLine = nearLineStart(comment.lowerBound)
            // The comment must start its own line, and only one line break may separate it
            // from what follows it.
            guard commentLine >= Int(first.leadingTriviaStart), onlySpacesAndTabs(commentLine, comment.lowerBound) else { break }
            // Only spaces and line breaks between, of which at most one line break: a `\n`, or a
            // `\r` not followed by `\n`.
            var breaks = 0
            var onlySpace = true
            for k in comment.upperBound ..< position {
                switch bytes[k] {
                case 0x0A: breaks += 1
                case 0x0D: if k + 1 == position || bytes[k + 1] != 0x0A { breaks += 1 }
                case 0x20, 0x09: break
                default: onlySpace = false
                }
            }
            guard breaks <= 1, onlySpace else { break }
            position = commentLine
            commentEnd -= 1
        }
        return .above(position)
    }

    /// Whether the source bytes `from ..< to` are all spaces and tabs.
    private func onlySpacesAndTabs(_ from: Int, _ to: Int) -> Bool {
        var k = from
        while k < to {
            if bytes[k] != 0x20 && bytes[k] != 0x09 { return false }
            k += 1
        }
        return true
    }

    /// `lineStart(offset)`, found by looking back a few bytes for the line break: the start of a
    /// line is usually near (an indentation away), and the line table is searched otherwise.
    func nearLineStart(_ offset: Int) -> Int {
        // After the last `\n` or `\r` before `offset`: the line table's answer (a `\r\n` pair
        // ends at its `\n`).
        let limit = max(0, offset - 128)
        var j = offset
        while j > limit {
            let byte = bytes[j - 1]
            if byte == 0x0A || byte == 0x0D { return j }
            j -= 1
        }
        return j == 0 ? 0 : lineStart(offset)
    }

    /// The spaces and tabs that begin the line holding `offset`, as a range of source bytes.
    func indentationRange(ofLineAt offset: Int) -> Range<Int> {
        let start = nearLineStart(offset)
        var j = start
        while j < bytes.count && (bytes[j] == 0x20 || bytes[j] == 0x09) { j += 1 }
        return start ..< j
    }
}
