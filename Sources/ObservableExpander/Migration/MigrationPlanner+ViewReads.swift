import ObservableSyntax

/// Rule `ignoredPropertyRead` ("views keep showing what they showed"): a migrated class keeps
/// each property that did not notify silent (`@ObservationIgnored`). A view that reads one,
/// directly (`model.percent`) or through a computed property or method of the class that reads
/// it (`model.label`), was redrawn before by every `@Published` change of the object, and so
/// showed the property's new value with it; under Observation it is redrawn only when a
/// tracked property it reads changes (checked with the Observation runtime: reading only an
/// ignored property, or a computed property over one, registers nothing). The property stays
/// ignored (it never notified by itself), and a warning at the view's first read of it says
/// so. A `let` is not reported: its value cannot change; nor is a `var` that nothing in the
/// run changes after the class's `init` (`setOnlyInInit`), whose value cannot change either.
/// Nor is a read through a view property that did not observe the object (`observesHeldObject`:
/// a plain `let model: Model`, `@State`, `@Binding`): no `@Published` change redrew that view.
extension MigrationPlanner {
    mutating func recordReader(_ member: String, reads property: String, of key: String) {
        let name = member.hasSuffix("()") ? String(member.dropLast(2)) : member
        if ignoredReads[key, default: ([], [:])].readers[name] == nil { ignoredReads[key, default: ([], [:])].readers[name] = property }
    }

    /// For each view (a struct conforming to `View` or other SwiftUI content:
    /// `isRedrawnType`), each stored property holding a migrated
    /// class with ignored properties (any wrapper, or none), the first read per view and
    /// member of one of them, or of a member that reads one, in its body and extensions.
    mutating func reportViewReadsOfIgnoredProperties() {
        guard !ignoredReads.isEmpty else { return }
        let migratedSet = Set(migratedSites)
        var viewKeysRead: Set<String> = []
        // A struct that is no SwiftUI content is not redrawn (review 12b/06).
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind == .struct && !migratedSet.contains(k) && isRedrawnType(site.key) {
            var holders: [String: String] = [:]
            // Only a holder that observed the object: a plain `let model: Model` (or one in
            // `@State`, `@Binding`, `@Environment(\.key)`) was never redrawn by its `@Published`
            // changes (review 31c/02, Whisky's `BottleListEntry`), and still is not.
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic && Self.observesHeldObject(variable, in: sources[site.file]) {
                for binding in variable.bindings where !binding.isComputed {
                    guard let name = name(of: binding, in: sources[site.file]), let type = propertyType(of: binding, file: site.file),
                          ignoredReads[type] != nil || holdsClassWithIgnoredReads(type) else { continue }
                    holders[name] = type
                }
            }
            guard !holders.isEmpty, viewKeysRead.insert(site.key).inserted else { continue }
            // Only what a redraw evaluates: not an action's closure, nor a method only actions call.
            // Views of one name in two modules (two apps' `WelcomeView`) share their key, so
            // their bodies come together here: the first read is said per file, not per name
            // (review 24c: the second app's view was never warned, the first's twice).
            var reportedByFile: [Int: Set<String>] = [:]
            for (file, ranges) in redrawnRanges(of: site.key) {
                var reported = reportedByFile[file] ?? []
                defer { reportedByFile[file] = reported }
                let source = sources[file]
                for range in ranges {
                    let span = TokenSpan(range.lowerBound, range.upperBound)
                    // `"\(model.percent)%"`: an interpolation is inside the literal's one token.
                    for t in span.first ... span.last where source.kind(t) == .stringLiteral && source.text(t).contains("\\(") {
                        let text = source.text(t)
                        for (holder, type) in holders.sorted(by: { $0.key < $1.key }) {
                            guard let facts = ignoredReads[type] else { continue }
                            for member in facts.properties.union(facts.readers.keys).sorted() where Self.mentions(text, holder + "." + member) {
                                let property = facts.properties.contains(member) ? member : facts.readers[member]!
                                if followsTrackedRead(member: member, property: property, of: type) { continue }
                                if member == property, referenceReads[type]?[property] != nil, holdsElements(type, property: property),
                                   !readsHeldElement(inText: text, holder + "." + member) { continue }
                                guard reported.insert(holder + "." + member).inserted else { continue }
                                reportViewRead(view: site.key, read: holder + "." + member, member: member, name: property, className: type, file: file, token: t)
                            }
                        }
                    }
                    // `let m = model` (alone in its statement): `m.x` reads the model too.
                    var aliases: [String: String] = [:]
                    for t in stride(from: span.first + 1, through: span.last - 2, by: 1)
                    where (source.isWord(t - 1, "let") || source.isWord(t - 1, "var")) && source.kind(t + 1) == .equal && source.kind(t + 2) == .identifier {
                        guard let type = holders[source.text(t + 2)] else { continue }
                        if t + 3 < source.tokens.count && (source.kind(t + 3) == .semicolon || source.tokens[t + 3].isAtStartOfLine) { aliases[source.text(t)] = type }
                    }
                    // `Text(Format.time(model))`: the function of the run reads its parameter's members.
                    for t in span.first ... span.last where source.kind(t) == .identifier && !(t > 0 && source.kind(t - 1) == .period) {
                        guard let type = holders[source.text(t)] ?? aliases[source.text(t)], let argument = wholeArgument(t, in: source) else { continue }
                        for read in helperReads(callAt: argument.open, argument: argument.index, label: argument.label, in: file, of: type) {
                            guard let facts = ignoredReads[type] else { continue }
                            let property = facts.properties.contains(read.member) ? read.member : facts.readers[read.member]!
                            let text = read.callee + "(" + source.text(t) + ")"
                            guard reported.insert(text + "." + read.member).inserted else { continue }
                            report(inheritedReads[type]?[property].map { .migrationInheritedPropertyViewRead(view: site.key, read: text, name: property, className: type, superclass: $0) }
                                ?? .migrationIgnoredPropertyViewRead(view: site.key, read: text, name: property, className: type), file: read.file, token: read.token)
                            explain(rule: .ignoredPropertyRead, "'\(text)' is evaluated by view '\(site.key)' and reads '\(read.member)'",
                                    reason: "'\(property)' did not notify and stays '@ObservationIgnored', so a change of it alone does not redraw the view",
                                    file: read.file, offset: sources[read.file].offset(read.token))
                        }
                    }
                    // `board[1]`, `store.name` (dynamic member), `"\(board)"`: members called unnamed.
                    reportUnnamedMemberReads(view: site.key, holders: holders, aliases: aliases, file: file, span: span, reported: &reported)
                    for t in stride(from: span.first, through: span.last - 2, by: 1)
                    where (source.kind(t) == .identifier || source.kind(t) == .dollarIdentifier)
                        && (source.kind(t + 1) == .period && source.kind(t + 2) == .identifier || Self.keyPathSubscriptMember(t, in: source) != nil) {
                        // `model[keyPath: \.x]` reads `x` (review 15a/05).
                        let keyPath = Self.keyPathSubscriptMember(t, in: source)
                        // `model.x` or `self.model.x`, not `other.model.x`.
                        if t > 0 && source.kind(t - 1) == .period && !(t >= 2 && source.isWord(t - 2, "self")) { continue }
                        // `.onReceive(model.subject)`: subscribed, not shown (review 14a/04).
                        if Self.isOnReceiveArgument(t, in: source) { continue }
                        // `$model.x` (also of a `@Bindable` local): the binding's control reads
                        // `x` when it draws, as `Text(model.x)` does.
                        let binding = source.kind(t) == .dollarIdentifier
                        var holder = binding ? String(source.text(t).dropFirst()) : source.text(t), at = keyPath ?? t + 2
                        if keyPath != nil && Self.isWritten(t, in: source) { continue }
                        if binding && holder.first?.isNumber == true { continue }
                        var held = holders[holder] ?? aliases[holder]
                        // `Panel.shared.title`: a static property of the class holding one.
                        if held == nil, !binding, keyPath == nil, holder.first?.isUppercase == true, source.kind(t + 3) == .period, source.kind(t + 4) == .identifier {
                            let key = typeKey(holder, file: file, token: t)
                            if ignoredReads[key] != nil, memberType(of: key, member: source.text(t + 2), isStatic: true) == key {
                                held = key
                                holder += "." + source.text(t + 2)
                                at = t + 4
                            }
                        }
                        guard let type = held else { continue }
                        let member = source.text(at)
                        // An assignment `model.x = …` is not a read; `model.child.y` with an
                        // observable `child` is tracked through it (and was not redrawn before).
                        if source.kind(at + 1) == .equal { continue }
                        if source.kind(at + 1) == .period, let inner = memberType(of: type, member: member, isStatic: false), isObservableClassAfterRun(inner) {
                            // …unless the member read there is itself ignored (review 18a/03, Azure:
                            // `viewModel.moreOptions.isDisplayed`, both links plain): it was shown at
                            // every change of the outer object before, and registers nothing now.
                            if !binding { reportIgnoredReadThroughHolder(view: site.key, holder: holder + "." + member, outer: type, inner: inner, at: at + 2, in: file, reported: &reported) }
                            continue
                        }
                        guard let facts = ignoredReads[type] else { continue }
                        // `widget.sendCommand("ON")` calls the method of that name, not the stored
                        // closure `sendCommand` (which would be `sendCommand?(…)` or `sendCommand!(…)`).
                        if source.kind(at + 1) == .leftParen && facts.properties.contains(member) && declaresMethod(member, of: type) { continue }
                        let property: String
                        if facts.properties.contains(member) {
                            property = member
                        } else if let read = facts.readers[member] {
                            property = read
                        } else {
                            continue
                        }
                        // `Child(service: model.service)` hands the reference on: no state read.
                        // `model.service.value = x` writes through it.
                        if member == property, let held = referenceReads[type]?[property] {
                            // Through an element too: `model.accounts[0].x`, `ForEach(model.accounts) { a in … a.x }`,
                            // for a collection of kept objects or of plain classes (`tracks[0].level`).
                            let collection = holdsElements(type, property: property)
                            guard let next = heldReadMember(t, at: at, collection: collection, in: source),
                                  !Self.isWritten(at, in: source), !isSteadyHeldRead(t, next: next, held: held, in: source) else { continue }
                        }
                        if followsTrackedRead(member: member, property: property, of: type) { continue }
                        let read = (binding ? "$" : "") + holder + "." + member
                        guard reported.insert(read).inserted else { continue }
                        guard reportViewRead(view: site.key, read: read, member: member, name: property, className: type, file: file, token: t) else { continue }
                        explain(rule: .ignoredPropertyRead, "'\(read)' is read by view '\(site.key)'",
                                reason: inheritedReads[type]?[property].map { "'\(property)' is declared in '\($0)', which is not observable, so a change of it does not redraw the view" }
                                    ?? (referenceReads[type]?[property] != nil ? "'\(property)' holds a class that is not observable, so a change of its state does not redraw the view"
                                    : untrackedComputed[type]?[member].map { "'\(member)' reads state Observation does not track (\($0)), so a change of it does not redraw the view" }
                                    ?? "'\(property)' did not notify and stays '@ObservationIgnored', so a change of it alone does not redraw the view"),
                                file: file, offset: source.offset(t))
                    }
                    // `\Form2.count`, `\.count`: key-path literals (break 46/02).
                    reportKeyPathLiteralReads(view: site.key, holders: holders, aliases: aliases, file: file, span: span, reported: &reported)
                }
            }
        }
    }

    /// `migrate-reference-state-view-read` for a property of `referenceReads`, else the warning
    /// `viewRead(view:read:member:property:className:)` gives. `holder`: the model's holder in
    /// `read`, when `read` is not `holder.member` (`board[1]`).
    /// False when nothing is reported (`redrawReadsOtherTracked`).
    @discardableResult
    mutating func reportViewRead(view: String, read: String, member: String, name: String, className: String, file: Int, token: Int, holder: String? = nil) -> Bool {
        let holder = holder ?? String(read.dropFirst(read.hasPrefix("$") ? 1 : 0).dropLast(member.count + 1))
        if redrawReadsOtherTracked(view: view, holder: holder, member: member, className: className) { return false }
        if let held = referenceReads[className]?[name] {
            report(.migrationReferenceStateViewRead(view: view, read: read, name: name, className: className, heldClass: held, kept: isKeptModel(held) || isManagedObjectClass(held)), file: file, token: token)
        } else {
            report(viewRead(view: view, read: read, member: member, property: name, className: className), file: file, token: token)
        }
        return true
    }

    /// Whether class `key` (its bodies) declares an instance method `name`.
    func declaresMethod(_ name: String, of key: String) -> Bool {
        catalogue.bodies(of: key).contains { k in
            ModelCatalogue.functions(catalogue.sites[k].declaration.members).contains { !$0.head.isStatic && $0.name == name }
        }
    }

    /// The warning for a view's read of `member`: of an ignored property (or a member reading
    /// one), or of a computed property over state Observation does not track.
    func viewRead(view: String, read: String, member: String, property: String, className: String) -> DiagnosticMessage {
        if let state = untrackedComputed[className]?[member], !(ignoredReads[className]?.properties.contains(member) ?? false) {
            return .migrationUntrackedComputedViewRead(view: view, read: read, state: state, className: className)
        }
        if let superclass = inheritedReads[className]?[property] {
            return .migrationInheritedPropertyViewRead(view: view, read: read, name: property, className: className, superclass: superclass)
        }
        return .migrationIgnoredPropertyViewRead(view: view, read: read, name: property, className: className)
    }

    /// Whether `text` holds `chain` not as part of a longer name (`model.percentage` does not
    /// hold `model.percent`, `othermodel.percent` does not either).
    static func mentions(_ text: String, _ chain: String) -> Bool {
        let bytes = Array(text.utf8), needle = Array(chain.utf8)
        func isWordByte(_ b: UInt8) -> Bool { b == 0x5F || (0x30 ... 0x39).contains(b) || (0x41 ... 0x5A).contains(b) || (0x61 ... 0x7A).contains(b) }
        guard needle.count <= bytes.count else { return false }
        for start in 0 ... bytes.count - needle.count where bytes[start ..< start + needle.count].elementsEqual(needle) {
            let before = start == 0 || (!isWordByte(bytes[start - 1]) && bytes[start - 1] != 0x2E) || (start >= 5 && bytes[start - 5 ..< start].elementsEqual(Array("self.".utf8)))
            let after = start + needle.count == bytes.count || !isWordByte(bytes[start + needle.count])
            if before && after { return true }
        }
        return false
    }

    /// The properties of `candidates` (stored `var`s of a migrated class) that the run sets only
    /// in the class's `init`s: no token of their name, other than at the top level of an `init`
    /// body of the class (or its extensions), is written to (`x = …`, `x += …`, `x[k] = …`, `x.append(…)` and the other
    /// mutating methods of the standard collections, any method call unless its type is a class of the run, `&x`, a key path `\.x`,
    /// a binding `$model.x` that a control sets: `isProjectedBindingMember`), in any file,
    /// whatever the receiver. A `public`/`open` one that clients outside the run may set is
    /// not one, nor an `@objc`/`dynamic` one (key-value coding, Objective-C). Such a property cannot change after `init`, so a view reading it misses nothing.
    func setOnlyInInit(_ candidates: Set<String>, of site: TypeSite) -> Set<String> {
        guard !candidates.isEmpty else { return [] }
        var result = candidates
        // Public setters reach clients the run does not see.
        for variable in ModelCatalogue.variables(site.declaration.members) {
            let modifiers = variable.modifiers.map { sources[site.file].sourceText($0.span).filter { $0 != " " } }
            // `@objc`/`dynamic`: key-value coding, bindings or Objective-C may set it.
            let objc = modifiers.contains("dynamic") || ModelCatalogue.attributes(variable.attributes).contains { $0.name == "objc" }
                || ModelCatalogue.attributes(site.declaration.attributes).contains { $0.name == "objcMembers" }
            guard objc || modifiers.contains("public") || modifiers.contains("open"),
                  !modifiers.contains(where: { $0.hasSuffix("(set)") }) else { continue }
            for binding in variable.bindings { if let name = name(of: binding, in: sources[site.file]) { result.remove(name) } }
        }
        // The token ranges of the class's `init`s, by file.
        var inits: [Int: [ClosedRange<Int>]] = [:]
        for k in catalogue.bodies(of: site.key) {
            let body = catalogue.sites[k]
            for initializer in Self.initializers(body.declaration.members) {
                inits[body.file, default: []].append(initializer.head.span.first ... initializer.head.span.last)
            }
        }
        // A method of a value type (a struct's `mutating func`, one of an imported type the run
        // cannot read) may change the property in place: any call on it counts, unless its type
        // is a class (or actor) of the run, whose methods change the object, not the property.
        let held = Set(result.filter { name in
            memberType(of: site.key, member: name, isStatic: false).map { type in
                catalogue.bodies(of: type).contains { [.class, .actor].contains(catalogue.sites[$0].declaration.kind) }
            } ?? false
        })
        // A call of a method the run declares for the property's value type, not `mutating`,
        // reads it (review 49/01): `widget.minValue.valueText(step:)`.
        // Its type as written, or told by its initial value (`var minValue = 0.0`: `Double`).
        var reads: [String: Set<String>] = [:]
        for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
            for binding in variable.bindings {
                guard let name = name(of: binding, in: sources[site.file]), result.contains(name), !held.contains(name),
                      let type = memberType(of: site.key, member: name, isStatic: false)
                          ?? accessorType(of: variable, in: sources[site.file]).flatMap(Self.nominalName(ofType:)) else { continue }
                reads[name] = nonMutatingMethods(of: type)
            }
        }
        // Name by name over the run's occurrences of it (one name's writes decide only its own
        // fate, so the order of the names does not matter).
        // Only the places where a write may land on this class (or cannot be told to land
        // elsewhere): a receiver typed as another type, not a subclass, writes that type's.
        for name in result {
            let places = identifierOccurrences.places(of: name, writingTo: site.key, in: sources,
                                                      owner: { writeReceiverType(Int($0.token), file: Int($0.file)) ?? foreignKeyPathRoot(Int($0.token), file: Int($0.file)) },
                                                      superclasses: { superclassKeys(of: $0) })
            for place in places.sorted(by: { ($0.file, $0.token) < ($1.file, $1.token) }) {
                let file = Int(place.file), t = Int(place.token), source = sources[file]
                // A write at the top of an `init`'s body; one in a closure there (`Task { … }`)
                // or a nested block may run later, and counts.
                if let range = inits[file]?.first(where: { $0.contains(t) }), let open = (range.lowerBound ... t).first(where: { source.kind($0) == .leftBrace }),
                   (open + 1 ..< t).reduce(0, { $0 + (source.kind($1) == .leftBrace ? 1 : source.kind($1) == .rightBrace ? -1 : 0) }) == 0 { continue }
                if Self.isWritten(t, in: source, anyCall: !held.contains(name), reference: held.contains(name), reads: reads[name] ?? [])
                    || Self.isProjectedBindingMember(t, in: source) {
                    result.remove(name)
                    break
                }
            }
        }
        return result
    }

    /// The key of the type whose property the name at token `t` of `file` names, when it can
    /// be told: `x` or `self.x` in the body of a type (or an extension of it), `a.b.x` through
    /// the chain's declared types; nil otherwise (a file-scope name, an untyped receiver), or
    /// when that type is no class, structure, enumeration or actor of the run (a protocol may
    /// be any conformer's).
    func writeReceiverType(_ t: Int, file: Int) -> String? {
        let source = sources[file]
        let owner: String?
        if t > 0 && source.kind(t - 1) == .period {
            if t > 1 && source.kind(t - 2) == .backslash {
                // `\.name` handed to a parameter written `KeyPath<Contact, …>`: `Contact`'s (48/3).
                owner = declaredKeyPathRoot(file: file, backslash: t - 2) ?? chainReceiverType(file: file, period: t - 1)
            } else if t > 1 && source.isWord(t - 2, "self") && !(t > 2 && source.kind(t - 3) == .period) {
                owner = catalogue.enclosingSite(file: file, token: t).map { catalogue.sites[$0].key }
            } else {
                owner = chainReceiverType(file: file, period: t - 1)
            }
        } else {
            owner = catalogue.enclosingSite(file: file, token: t).map { catalogue.sites[$0].key }
        }
        guard let key = owner.map(unaliased),
              catalogue.bodies(of: key).contains(where: { [.class, .struct, .enum, .actor].contains(catalogue.sites[$0].declaration.kind) }) else { return nil }
        return key
    }

    static func initializers(_ members: [Member]) -> [InitializerDeclaration] {
        members.flatMap { member -> [InitializerDeclaration] in
            switch member {
            case let .initializer(initializer): return [initializer]
            case let .ifConfig(block): return block.clauses.flatMap { initializers($0.elements) }
            default: return []
            }
        }
    }

    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue", "popLast", "popFirst",
        "sort", "reverse", "shuffle", "swapAt", "merge", "updateValue", "formUnion", "formIntersection", "formSymmetricDifference",
        "subtract", "replaceSubrange", "reserveCapacity", "toggle", "negate", "partition", "withUTF8",
    ]

    /// Whether the name at `t` is written: assigned (also through subscripts, `?` and `!`),
    /// passed `inout`, named by a key path, or the receiver of a mutating collection method
    /// (with `anyCall`, of any method call: `x.refresh()`, `x.items.add(y)`, but a call of one
    /// of `reads` on the name itself, `x.valueText(step: 1)`, the non-mutating methods of its type).
    /// A declaration (`var x`, `let x`) is not a write.
    static func isWritten(_ t: Int, in source: MigrationSource, anyCall: Bool = false, reference: Bool = false, reads: Set<String> = []) -> Bool {
        if t > 0 && (source.isWord(t - 1, "var") || source.isWord(t - 1, "let") || source.isWord(t - 1, "func") || source.isWord(t - 1, "case")) { return false }
        if t > 0 && source.kind(t - 1) == .operator && source.text(t - 1).hasSuffix("&") { return true }
        if t > 2 && source.kind(t - 1) == .period && source.isWord(t - 2, "self") && source.kind(t - 3) == .operator && source.text(t - 3).hasSuffix("&") { return true }
        if t > 1 && source.kind(t - 1) == .period && (source.kind(t - 2) == .backslash || (t > 2 && source.kind(t - 3) == .backslash)) { return true }
        var j = t + 1, direct = true
        while j < source.tokens.count {
            switch source.kind(j) {
            case .leftSquare:
                guard let close = source.closingBracket(of: j) else { return true }
                j = close + 1
                direct = false
            case .operator where source.text(j) == "?" || source.text(j) == "!":
                j += 1
            case .period where j + 1 < source.tokens.count && source.kind(j + 1) == .identifier:
                // `budget.pending += 1` of a class instance changes the object, not `budget`.
                if reference { return false }
                // A method call ends the chain: its result is no place to write (a mutating
                // collection method writes the receiver).
                if j + 2 < source.tokens.count && source.kind(j + 2) == .leftParen {
                    if direct && reads.contains(source.text(j + 1)) { return false }
                    return anyCall || mutatingMethods.contains(source.text(j + 1))
                }
                j += 2
                direct = false
            case .equal:
                return true
            case .operator:
                let text = source.text(j)
                return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
            default:
                return false
            }
        }
        return false
    }
}
