import ObservableSyntax

/// A computed property, or a method with a result, of a migrated class that reads state
/// Observation does not track (`UserDefaults.standard.bool(forKey:)`, a static `var` of the
/// class or of another type, the shared instance of a class that is not observable after the
/// run: `AuthorizationCenter.shared.authorizationStatus`, `RelayManager.shared.isConnected`
/// of a kept `ObservableObject`): a view that showed it was redrawn by every `@Published`
/// change of the object (a `revision += 1` that forces a redraw), and under Observation a
/// change of that state redraws nothing. Checked with the Observation runtime (review 9c,
/// repro 04; review 13a, repro 05). Reported when the member reads no tracked member of the
/// class, or when it reads a key-value store (directly or through helpers of the class, at any
/// depth) whatever else it reads: the tracked read does not follow the store's change
/// (review 13b/05, LiveContainer's dock). The view's read is warned
/// (`migrate-untracked-computed-view-read`) where ignored-property reads are.
extension MigrationPlanner {
    static let untrackedStores: Set<String> = ["UserDefaults", "NSUbiquitousKeyValueStore"]
    /// The typed getters of a key-value store (`UserDefaults`, a keychain wrapper), read `x.bool(forKey: k)`.
    static let storeGetters: Set<String> = ["bool", "double", "integer", "float", "string", "stringArray", "array", "dictionary", "data", "url"]
    /// The shared instances of imported types read as state (`UIDevice.current.orientation`).
    static let sharedInstanceNames: Set<String> = ["shared", "current", "default", "standard"]
    /// Imported types whose shared instance holds what does not change while the app runs.
    static let steadySharedTypes: Set<String> = ["Bundle", "ProcessInfo", "FileManager", "Locale", "TimeZone", "Calendar", "NotificationCenter"]
    /// Properties of an imported shared instance fixed for the process (`UIDevice.current.userInterfaceIdiom`;
    /// fullmoon's 4 false warnings), unlike `orientation` or `batteryLevel`.
    static let steadySharedProperties: Set<String> = ["userInterfaceIdiom", "model", "localizedModel", "systemName", "systemVersion",
                                                      "identifierForVendor", "bundleIdentifier", "bundleURL", "infoDictionary"]

    /// What one member's body reads: untracked state (with whether a store is among it), the
    /// instance members of the class it names, `self` whole.
    struct UntrackedScan {
        var state: [String] = []
        /// The store reads among `state`.
        var stores: [String] = []
        var members: Set<String> = []
        var selfWhole = false
    }

    mutating func recordUntrackedComputed(in site: TypeSite) {
        prepareFileScopeVariables()
        var instanceMembers: Set<String> = [], staticVars: Set<String> = []
        var bodies: [(name: String, block: TokenSpan, file: Int, isPrivate: Bool)] = []
        for k in catalogue.bodies(of: site.key) {
            let body = catalogue.sites[k]
            let source = sources[body.file]
            for variable in ModelCatalogue.variables(body.declaration.members) {
                for binding in variable.bindings {
                    guard let name = name(of: binding, in: source) else { continue }
                    if variable.head.isStatic {
                        if !variable.isLet && !binding.isComputed { staticVars.insert(name) }
                        continue
                    }
                    instanceMembers.insert(name)
                    if binding.isComputed, let block = binding.accessorBlock {
                        bodies.append((name, block, body.file, variable.head.hasModifier("private") || variable.head.hasModifier("fileprivate")))
                    }
                }
            }
            for function in ModelCatalogue.functions(body.declaration.members) where !function.head.isStatic {
                instanceMembers.insert(function.name)
                // A method with a result, which a view's redraw may show.
                guard let result = function.returnType, source.sourceText(result).filter({ !$0.isWhitespace }) != "Void",
                      let open = (result.last + 1 ..< max(result.last + 1, function.span.last + 1)).first(where: { source.kind($0) == .leftBrace }) else { continue }
                let isPrivate = function.head.hasModifier("private") || function.head.hasModifier("fileprivate")
                bodies.append((function.name, TokenSpan(open, function.span.last), body.file, isPrivate))
            }
        }
        var scans: [String: UntrackedScan] = [:]
        for member in bodies where member.block.first <= member.block.last && scans[member.name] == nil {
            scans[member.name] = scanUntracked(member.block, file: member.file, of: site, instanceMembers: instanceMembers, staticVars: staticVars)
        }
        // Through the class's own helpers, to a fixed point: one that reads no member of the
        // class hands on its untracked state and is no model read; a store read (`UserDefaults`)
        // is handed on whatever else the helper reads (LiveContainer's `adaptiveIconSize` ->
        // `dockWidth` -> `originalDockWidth`).
        let tracked = trackedProperties[site.key] ?? []
        var effective: [String: (state: [String], stores: [String], pure: Bool, tracked: Set<String>)] = [:]
        for (name, scan) in scans { effective[name] = (scan.state, scan.stores, !scan.selfWhole && scan.members.isEmpty, scan.members.intersection(tracked)) }
        for _ in 0 ..< scans.count {
            var changed = false
            for (name, scan) in scans {
                var state = scan.state, stores = scan.stores, readsModel = scan.selfWhole, reads = scan.members.intersection(tracked)
                for other in scan.members.sorted() where other != name {
                    guard let helper = effective[other] else { readsModel = true; continue }
                    if !helper.pure { readsModel = true }
                    for item in helper.pure ? helper.state : helper.stores where !state.contains(item) { state.append(item) }
                    for item in helper.stores where !stores.contains(item) { stores.append(item) }
                    reads.formUnion(helper.tracked)
                }
                let next = (state: state, stores: stores, pure: !readsModel, tracked: reads)
                if let old = effective[name], old.state == next.state, old.stores == next.stores, old.pure == next.pure, old.tracked == next.tracked { continue }
                effective[name] = next
                changed = true
            }
            if !changed { break }
        }
        for member in bodies where !member.isPrivate {
            guard let result = effective[member.name], !result.state.isEmpty, result.pure || !result.stores.isEmpty else { continue }
            untrackedComputed[site.key, default: [:]][member.name] = result.state.joined(separator: ", ")
            if !result.pure { untrackedMixed[site.key, default: [:]][member.name] = result.tracked }
            recordReader(member.name, reads: member.name, of: site.key)
        }
    }

    /// What the tokens of `block` (a getter's or a method's body) of `file` read.
    func scanUntracked(_ block: TokenSpan, file: Int, of site: TypeSite, instanceMembers: Set<String>, staticVars: Set<String>) -> UntrackedScan {
        let source = sources[file]
        let typeNames: Set<String> = ["Self", site.simpleName]
        var scan = UntrackedScan()
        func add(_ state: String) { if !scan.state.contains(state) { scan.state.append(state) } }
        for t in block.first ... block.last {
            if source.kind(t) == .stringLiteral {
                for word in Self.interpolatedWords(source.text(t)) where instanceMembers.contains(word) { scan.members.insert(word) }
                continue
            }
            guard source.kind(t) == .identifier else { continue }
            let word = source.text(t)
            // `store.double(forKey: k)`: a key-value store's typed getter (an app group's defaults).
            if Self.storeGetters.contains(word), t >= 2, source.kind(t - 1) == .period, source.kind(t - 2) == .identifier,
               t + 2 < source.tokens.count, source.kind(t + 1) == .leftParen, source.isWord(t + 2, "forKey") {
                let store = "'\(source.text(t - 2))'"
                if !Self.untrackedStores.contains(source.text(t - 2)) && !(t >= 4 && Self.untrackedStores.contains(source.text(t - 4))) {
                    add(store)
                    if !scan.stores.contains(store) { scan.stores.append(store) }
                }
            }
            // `x`, `self.x`, or `self` alone (handed on whole): the model is read.
            let afterPeriod = t > 0 && source.kind(t - 1) == .period
            if word == "self" && !(t + 1 < source.tokens.count && source.kind(t + 1) == .period) { scan.selfWhole = true }
            if instanceMembers.contains(word) && (!afterPeriod || (t >= 2 && source.isWord(t - 2, "self"))) { scan.members.insert(word) }
            guard !afterPeriod else { continue }
            if Self.isUntrackedStore(word) {
                let store = Self.storeLabel(word)
                add(store)
                if !scan.stores.contains(store) { scan.stores.append(store) }
                continue
            }
            // `globalCounter`, `appCache.hits`: file-scope state (review 29a/01).
            if let state = fileScopeState(word, at: t, block: block, file: file, instanceMembers: instanceMembers) {
                add(state)
                continue
            }
            guard t + 2 <= block.last, source.kind(t + 1) == .period, source.kind(t + 2) == .identifier else { continue }
            let member = source.text(t + 2)
            if typeNames.contains(word) {
                if staticVars.contains(member) { add("static '\(member)'") }
                continue
            }
            guard word.first?.isUppercase == true else { continue }
            // `Settings.mode.isRemoved` of an enumeration reading `UserDefaults`: a store read.
            if let store = storeReadThroughType(word, at: t, block: block, file: file) {
                add(store)
                if !scan.stores.contains(store) { scan.stores.append(store) }
                continue
            }
            if let state = otherTypeState(word, member: member, at: t, block: block, file: file)
                ?? sharedMethodState(word, at: t, block: block, file: file)
                ?? staticFunctionState(word, at: t, block: block, file: file) { add(state) }
        }
        return scan
    }

    /// `Type.shared.x` (a property of a shared instance of a class not observable after the
    /// run, or of an imported type's `shared`/`current`/`default`/`standard`), or `Type.x` (a
    /// static `var` of a type of the run) at token `t`: the state it names; nil for anything
    /// else (a constant, an enumeration case, a call, a class that is observable).
    func otherTypeState(_ type: String, member: String, at t: Int, block: TokenSpan, file: Int) -> String? {
        let source = sources[file]
        let key = typeKey(type, file: file, token: t)
        let declared = !catalogue.bodies(of: key).isEmpty
        let property = t + 4 <= block.last && source.kind(t + 3) == .period && source.kind(t + 4) == .identifier
            && !(t + 5 < source.tokens.count && source.kind(t + 5) == .leftParen) ? source.text(t + 4) : nil
        guard declared else {
            guard let property, Self.sharedInstanceNames.contains(member), !Self.steadySharedTypes.contains(type),
                  !Self.steadySharedProperties.contains(property) else { return nil }
            return "'\(type).\(member).\(property)'"
        }
        if let held = memberType(of: key, member: member, isStatic: true), let property,
           catalogue.bodies(of: held).contains(where: { catalogue.sites[$0].declaration.kind == .class }) {
            // Tracked when the class is observable after the run; a `let` does not change.
            guard !isObservableClassAfterRun(held), isVariable(property, of: held) else { return nil }
            return "'\(type).\(member)'"
        }
        // A static stored `var` of the type: Observation tracks no static property.
        if isVariable(member, of: key, isStatic: true), !(t + 3 < source.tokens.count && source.kind(t + 3) == .equal) {
            return "static '\(type).\(member)'"
        }
        return nil
    }

    /// Whether type `key` (or a superclass of the run) declares `name` as a `var` (stored or
    /// computed); true when it does not declare it (an inherited or imported member).
    func isVariable(_ name: String, of key: String, isStatic: Bool = false) -> Bool {
        for body in ([key] + superclassKeys(of: key)).flatMap({ catalogue.bodies(of: $0) }) {
            let site = catalogue.sites[body]
            for variable in ModelCatalogue.variables(site.declaration.members) where variable.head.isStatic == isStatic {
                for binding in variable.bindings where self.name(of: binding, in: sources[site.file]) == name { return !variable.isLet }
            }
        }
        return !isStatic
    }

    /// Whether view `view`'s redraw reads, through `holder`, a tracked property of `className`
    /// that `member` (one that mixes tracked and untracked reads) does not read: a change of it
    /// redraws the view (LiveContainer's dock view reads `settingsChanged`, the property a
    /// defaults change toggles), so the view is not the one that stops following the store.
    func redrawReadsOtherTracked(view: String, holder: String, member: String, className: String) -> Bool {
        guard let reads = untrackedMixed[className]?[member] else { return false }
        let others = (trackedProperties[className] ?? []).subtracting(reads)
        for (file, ranges) in redrawnRanges(of: view) {
            let source = sources[file]
            for range in ranges {
                for t in range where source.kind(t) == .identifier && others.contains(source.text(t)) && t >= 2 && source.kind(t - 1) == .period
                    && source.text(t - 2) == holder { return true }
                for t in range where source.kind(t) == .stringLiteral && others.contains(where: { Self.mentions(source.text(t), holder + "." + $0) }) { return true }
            }
        }
        return false
    }
}
