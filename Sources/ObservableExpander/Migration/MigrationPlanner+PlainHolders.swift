import ObservableSyntax

/// Trap "a view's plain property starts observing": a view that holds a class without a
/// wrapper (`let viewModel: HomeViewModel`, often on purpose, so that its publishes do not
/// redraw the view) was not redrawn by the `ObservableObject`'s changes. Once the class is
/// `@Observable`, what the view's redraw reads of it is tracked like any other read, and the
/// view refreshes on its changes. Reported at the property when the redraw (`body` and what it
/// calls, not action closures) reads a member of it that can change.
extension MigrationPlanner {
    mutating func reportPlainPropertiesStartingToObserve() {
        guard !migrated.isEmpty else { return }
        let migratedSet = Set(migratedSites)
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind == .struct && !migratedSet.contains(k) && declaresBody(site.key) {
            let source = sources[site.file]
            var holders: [(name: String, token: Int, type: String)] = []
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                guard Self.isPlainHolder(variable, in: source) else { continue }
                for binding in variable.bindings where !binding.isComputed {
                    // `@Environment(\.theme) var theme` with no type written: the key's declared type (review 48/05).
                    guard case let .identifier(token) = binding.pattern, let type = heldType(of: binding, in: variable, file: site.file), migrated.contains(type),
                          !wasObservable(type) else { continue }
                    holders.append((Self.unbackticked(source.text(token)), token, type))
                }
            }
            guard !holders.isEmpty else { continue }
            let ranges = redrawnRanges(of: site.key)
            for holder in holders {
                let members = changingMembers(of: holder.type)
                guard let read = firstRead(of: holder.name, members: members, in: ranges) else { continue }
                report(.migrationPlainPropertyStartsObserving(name: holder.name, className: holder.type, read: holder.name + "." + read),
                       file: site.file, token: holder.token)
            }
        }
    }

    /// The property wrappers of the view property `variable`, by the last component of their
    /// names (`State` for `@SwiftUI.State`): its attributes but `@MainActor` and the other
    /// `nonWrapperAttributes`, and but an environment value read by key path
    /// (`@Environment(\.formModel)`, which never observed an object: review 22b/04,
    /// liveview-client-swiftui's `FormModel`).
    static func holderWrappers(_ variable: VariableDeclaration, in source: MigrationSource) -> [String] {
        ModelCatalogue.attributes(variable.attributes).compactMap { attribute in
            let last = attribute.name.split(separator: ".").last.map(String.init) ?? attribute.name
            if last == "Environment", source.indices(of: attribute.span).contains(where: { source.kind($0) == .backslash }) { return nil }
            return last.first?.isUppercase == true && !Self.nonWrapperAttributes.contains(last) ? last : nil
        }
    }

    /// Whether the view property `variable` holds its value plainly (`let viewModel:
    /// HomeViewModel`): no `holderWrappers`. SwiftUI subscribes a view to an object's
    /// `objectWillChange` only through a wrapper (`@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject`, or a custom `DynamicProperty`, which may hold one of these): a
    /// plain holder's view was redrawn only when its parent recreated it.
    static func isPlainHolder(_ variable: VariableDeclaration, in source: MigrationSource) -> Bool {
        holderWrappers(variable, in: source).isEmpty
    }

    /// Whether the view property `variable` subscribed its view to the `ObservableObject` it
    /// holds, as far as can be told: it is no plain holder (`isPlainHolder`), and has a wrapper
    /// other than `@State` and `@Binding`, which store the reference without observing it
    /// (`migrate-state-starts-observing`); a wrapper the run does not know may observe.
    static func observesHeldObject(_ variable: VariableDeclaration, in source: MigrationSource) -> Bool {
        holderWrappers(variable, in: source).contains { !["State", "Binding"].contains($0) }
    }

    /// Whether the type keyed `key` (its declaration or an extension) has a computed `body`.
    func declaresBody(_ key: String) -> Bool {
        catalogue.bodies(of: key).contains { k in
            ModelCatalogue.variables(catalogue.sites[k].declaration.members).contains { variable in
                !variable.head.isStatic && variable.bindings.contains { $0.isComputed && name(of: $0, in: sources[catalogue.sites[k].file]) == "body" }
            }
        }
    }

    /// The members of class `key` (and its superclasses of the run) whose reads Observation may
    /// track: stored `var`s that are not ignored, computed properties and methods; not `let`s.
    /// A computed property whose getter reads only `let`s and ignored properties of the class
    /// (no other member, nor `self` whole) cannot change under Observation either.
    func changingMembers(of key: String) -> Set<String> {
        var names: Set<String> = [], methods: Set<String> = []
        var computed: [(name: String, block: TokenSpan?, file: Int)] = []
        // A `let` of `referenceReads` is not one; a settled `var` there is tracked as before.
        let ignored = (ignoredReads[key]?.properties ?? []).union(ignoredProperties[key] ?? []).subtracting(referenceReads[key]?.keys.map { $0 } ?? [])
        for k in catalogue.bodies(of: key) + inheritedBodies(of: key) {
            let site = catalogue.sites[k]
            for member in MemberWalk(site.declaration.members) {
                switch member {
                case let .variable(variable) where !variable.head.isStatic:
                    for binding in variable.bindings {
                        guard let name = name(of: binding, in: sources[site.file]).map(Self.unbackticked) else { continue }
                        if binding.isComputed {
                            computed.append((name, binding.accessorBlock, site.file))
                        } else if !variable.isLet && !ignored.contains(name) {
                            names.insert(name)
                        }
                    }
                case let .function(function) where !function.head.isStatic:
                    methods.insert(function.name)
                default: break
                }
            }
        }
        // No tracked stored property (only `let`s and ignored ones: review 48/01, Passepartout's
        // `Wifi`) and none holding an observable object: no member's read can register a change.
        if names.isEmpty && !holdsObservableObject(key) { return [] }
        let reaching = names.union(methods).union(computed.map(\.name))
        for member in computed {
            guard let block = member.block, block.first <= block.last else {
                names.insert(member.name)
                continue
            }
            let source = sources[member.file]
            let reads = (block.first ... block.last).contains { t in
                if source.kind(t) == .stringLiteral { return Self.interpolatedWords(source.text(t)).contains(where: reaching.contains) }
                guard source.kind(t) == .identifier else { return false }
                let word = source.text(t)
                if word == "self" { return !(t + 1 < source.tokens.count && source.kind(t + 1) == .period) }
                let afterPeriod = t > 0 && source.kind(t - 1) == .period
                return reaching.contains(word) && (!afterPeriod || (t >= 2 && source.isWord(t - 2, "self")))
            }
            if reads { names.insert(member.name) }
        }
        return names.union(methods)
    }

    /// Whether a stored instance property of class `key` (or of a superclass of the run) holds
    /// a class that is observable after the run, whose tracked state a method may read.
    func holdsObservableObject(_ key: String) -> Bool {
        for k in catalogue.bodies(of: key) + inheritedBodies(of: key) {
            let site = catalogue.sites[k]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where !binding.isComputed {
                    if let type = propertyType(of: binding, file: site.file), isObservableClassAfterRun(type) { return true }
                }
            }
        }
        return false
    }

    /// The first member of `members` read as `holder.member` (or `self.holder.member`,
    /// `holder?.member`, `holder!.member`, or in a string interpolation) in `ranges`, not assigned, nor a method called as a statement of its
    /// own; nil when none is.
    func firstRead(of holder: String, members: Set<String>, in ranges: [(file: Int, ranges: [ClosedRange<Int>])]) -> String? {
        var first: (file: Int, token: Int, member: String)?
        for (file, list) in ranges {
            let source = sources[file]
            for range in list {
                for t in range where t + 2 <= range.upperBound {
                    var member: String?
                    if source.kind(t) == .stringLiteral && source.text(t).contains("\\(") {
                        // `"\(holder?.member ?? 0)"` reads it too (review 48/05).
                        member = members.sorted().first { m in [".", "?.", "!."].contains { Self.mentions(source.text(t), holder + $0 + m) } }
                    } else if source.kind(t) == .identifier && source.text(t) == holder {
                        // `holder.member`, or through an optional: `holder?.member`, `holder!.member`.
                        let period = t + 1 < range.upperBound && source.kind(t + 1) == .operator && ["?", "!"].contains(source.text(t + 1)) ? t + 2 : t + 1
                        guard period + 1 <= range.upperBound, source.kind(period) == .period, source.kind(period + 1) == .identifier else { continue }
                        if t > 0 && source.kind(t - 1) == .period && !(t >= 2 && source.isWord(t - 2, "self")) { continue }
                        if period + 2 < source.tokens.count && source.kind(period + 2) == .equal { continue }
                        // `path.present(vc)` as a statement of its own: an action (in a callback
                        // the walk cannot tell from a view builder), its result not shown.
                        if source.tokens[t].isAtStartOfLine && period + 2 < source.tokens.count && source.kind(period + 2) == .leftParen { continue }
                        member = members.contains(source.text(period + 1)) ? source.text(period + 1) : nil
                    }
                    guard let member else { continue }
                    if first.map({ ($0.file, $0.token) > (file, t) }) ?? true { first = (file, t, member) }
                    break
                }
            }
        }
        return first?.member
    }
}
