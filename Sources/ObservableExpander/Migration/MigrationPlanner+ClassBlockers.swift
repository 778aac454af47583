import ObservableSyntax

/// Blockers read from a candidate class's own declaration: an attached macro that `migrate`
/// does not know (it may generate `@Published` members), and a `deinit` (or an `init` that
/// stores `self` in shared state) of a class that a view holds with `@StateObject` for its lifetime.
extension MigrationPlanner {
    /// Class attributes that generate no members: Swift's own (all lowercase, `objc`,
    /// `available`, `_spi`) and these, with the upper-case attributes the compiler defines for
    /// classes (`@NSApplicationMain`, `@UIApplicationMain`, `@IBDesignable`: review 19a/02,
    /// AuroraEditor's `AppDelegate` was kept as if they were macros).
    static let knownClassAttributes: Set<String> = [
        "MainActor", "Sendable", "Observable", "Observation.Observable", "preconcurrency", "unchecked",
        "dynamicMemberLookup", "dynamicCallable", "propertyWrapper", "resultBuilder", "globalActor",
        "NSApplicationMain", "UIApplicationMain", "IBDesignable",
    ]

    /// The blockers read from each candidate class's declaration (unknown macros, lifetime).
    func classBlockers() -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        // The run's global actors (`@globalActor actor DatabaseActor`) are attributes too.
        var known = Self.knownClassAttributes
        for site in catalogue.sites where ModelCatalogue.attributes(site.declaration.attributes).contains(where: { $0.name == "globalActor" }) {
            known.insert(site.simpleName)
        }
        let held = stateObjectTypes()
        for site in catalogue.chains.joined() {
            let declaration = catalogue.sites[site].declaration
            // By key: a nested class (`Feed.ViewModel`) or a file-private one (`Name@File`) is held by it.
            let name = catalogue.sites[site].key
            for attribute in ModelCatalogue.attributes(declaration.attributes) {
                guard let first = attribute.name.unicodeScalars.first, first.properties.isUppercase, !known.contains(attribute.name) else { continue }
                blockers.append(MigrationBlocker(kind: .unknownMacro, name: attribute.name, file: catalogue.sites[site].file, token: attribute.span.first,
                                                 classes: [name]))
            }
            // `@State` makes a throw-away instance on every view init: an `init` that stores
            // `self` in shared state takes the slot from the kept instance, a `deinit` that acts
            // beyond the instance (`Server.shared.stop()`, an action handed in) runs for each
            // (any class); one that cancels its own tasks and timers, or sets the delegate of
            // an object of its own, harms nothing (the eager-init warning stays).
            guard held.contains(name) else { continue }
            let file = catalogue.sites[site].file
            let own = ownObjects(of: site), closures = storedClosures(of: site)
            for member in declaration.members {
                guard case let .declaration(other) = member, other.kind == .deinit,
                      deinitReachesBeyond(other.head.span, file: file, key: catalogue.sites[site].key, own: own, closures: closures) else { continue }
                blockers.append(MigrationBlocker(kind: .stateObjectLifetime, name: name, file: file, token: other.head.keyword, classes: [name]))
            }
            for initializer in Self.initializers(declaration.members) {
                if let token = selfStoredOutside(in: initializer.head.span, sources[file], own: own) {
                    blockers.append(MigrationBlocker(kind: .stateObjectLifetime, name: name, file: file, token: token, classes: [name]))
                } else if let held = selfHeldByEscapingWork(in: initializer.head.span, file: file, key: catalogue.sites[site].key) {
                    // `Task { … self … }`, a timer or a subscription holding `self` (review 14a/05).
                    blockers.append(MigrationBlocker(kind: .stateObjectLifetime, name: name, file: held.file, token: held.token, classes: [name]))
                } else if let created = createdObjectStartingWork(in: initializer.head.span, file: file, key: catalogue.sites[site].key) {
                    // `billing = Billing()`, whose own `init` starts such work (review 15a/01).
                    blockers.append(MigrationBlocker(kind: .stateObjectLifetime, name: name, file: file, token: created, classes: [name]))
                }
            }
            if let created = propertyCreatingObjectStartingWork(of: site) {
                blockers.append(MigrationBlocker(kind: .stateObjectLifetime, name: name, file: file, token: created, classes: [name]))
            }
        }
        return blockers
    }

    /// `objectWillChange` written bare or on `self` in a protocol that refines `ObservableObject`
    /// or an extension of it: `Observable` has none, so the conformers of the run keep
    /// `ObservableObject` (and the protocol with them).
    func protocolBodyBlockers() -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for name in catalogue.observableProtocols.keys.sorted() {
            let conformers = catalogue.chains.joined().filter { protocolClosure(of: $0).contains(name) }.map { catalogue.sites[$0].key }
            guard !conformers.isEmpty else { continue }
            for (file, span) in bodySpans(of: name) {
                for use in sources[file].objectWillChangeUses(in: span) where use.receiver == .implicit || use.receiver == .selfValue {
                    blockers.append(MigrationBlocker(kind: .objectWillChange, name: "", file: file, token: use.index, classes: conformers))
                }
            }
            // `protocol P: ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher`
            // (emitron): the clause names the publisher, which `Observable` does not have.
            for k in catalogue.bodies(of: name) where catalogue.sites[k].declaration.kind == .protocol {
                let site = catalogue.sites[k], source = sources[site.file]
                let end = site.declaration.leftBrace ?? site.declaration.span.last
                for j in site.declaration.span.first ... end where source.isWord(j, "ObjectWillChangePublisher") {
                    blockers.append(MigrationBlocker(kind: .objectWillChange, name: "", file: site.file, token: j, classes: conformers))
                    break
                }
            }
        }
        return blockers
    }

    /// The simple names of the types that `@StateObject` properties of the run hold for their
    /// lifetime: written or created by the declaration's initializer, or created by a
    /// `_x = StateObject(wrappedValue: T(…))` assignment. A property set only by assignments of
    /// an instance made before (`let s = T(…); _x = StateObject(wrappedValue: s)`) is left out:
    /// every `init` already makes one, which `@StateObject` drops as `@State` would; so is one
    /// of an `App`, whose `init` runs once.
    func stateObjectTypes() -> Set<String> {
        var types: Set<String> = []
        // An `App`'s `init` runs once: its `@State` makes no throw-away instance (review 13a/02).
        let apps = appTypes()
        for site in catalogue.sites where site.declaration.kind != .protocol && !([site.qualifiedName] + site.scope).contains(where: apps.contains) {
            let source = sources[site.file]
            let assignments = site.declaration.leftBrace.map {
                source.stateObjectAssignments(in: TokenSpan($0, site.declaration.rightBrace ?? (source.tokens.count - 1)))
            } ?? []
            for variable in ModelCatalogue.variables(site.declaration.members) {
                guard ModelCatalogue.attributes(variable.attributes).contains(where: { Wrapper(attribute: $0) == .stateObject }) else { continue }
                for binding in variable.bindings {
                    guard let type = typeName(of: binding, file: site.file) else { continue }
                    let name = self.name(of: binding, in: source)
                    let set = assignments.filter { $0.property == name }
                    // Only `_x = StateObject(wrappedValue: local)`: an instance made outside the
                    // autoclosure (a memberwise `V(x: T())` is inside it, so not without one).
                    if binding.initializer == nil, !set.isEmpty, set.allSatisfy({ handsOverALocal($0, in: site, source) }) { continue }
                    // `@StateObject var x: T = .shared`: the one shared instance, no instance of
                    // the view's (review 23a/01, final-billbuddy `UserService`).
                    if let value = binding.initializer, isStoredSharedInstance(value, file: site.file, implicitType: type) { continue }
                    types.insert(type)
                }
            }
            for assignment in assignments {
                if let type = source.typeName(ofCallAt: assignment.label + 2, end: assignment.close - 1) { types.insert(type) }
            }
        }
        return types
    }

    /// Whether `_x = StateObject(wrappedValue: name)` passes a parameter or local of the
    /// initializer it is in (not a computed property or global, which the autoclosure would
    /// evaluate once per view identity).
    func handsOverALocal(_ assignment: MigrationSource.StateObjectAssignment, in site: TypeSite, _ source: MigrationSource) -> Bool {
        guard assignment.close == assignment.label + 3, source.kind(assignment.label + 2) == .identifier else { return false }
        let name = source.text(assignment.label + 2)
        return site.declaration.members.contains { member in
            guard case let .initializer(initializer) = member,
                  initializer.head.keyword < assignment.target, assignment.target <= initializer.head.span.last else { return false }
            return source.localTypeName(of: name, in: TokenSpan(initializer.head.keyword, assignment.target), before: assignment.target) != nil
        }
    }

    /// Whether tokens `span` use a type's shared instance: `X.shared` (`Server.shared.stop()`).
    static func usesSharedInstance(_ span: TokenSpan, _ source: MigrationSource) -> Bool {
        var k = span.first + 2
        while k <= span.last {
            if source.isWord(k, "shared"), source.kind(k - 1) == .period, source.kind(k - 2) == .identifier,
               source.text(k - 2).first?.isUppercase == true { return true }
            k += 1
        }
        return false
    }

    /// The first bare `self` that the initializer's tokens `span` store outside the instance:
    /// assigned to a member of something else (`WCSession.default.delegate = self`,
    /// `Hub.shared.delegate = self`), or passed to `addObserver(self, …)`; nil when none. A
    /// member of an object of its own (`own`, `ownObjects(of:)`: `manager.delegate = self`) is
    /// not outside. `anyValue`: any value assigned, not only `self` (the first such token then).
    func selfStoredOutside(in span: TokenSpan, _ source: MigrationSource, own: Set<String> = [], anyValue: Bool = false) -> Int? {
        var k = span.first + 1
        while k <= span.last {
            defer { k += 1 }
            let equal: Int
            if anyValue {
                guard source.kind(k) == .equal else { continue }
                equal = k
            } else {
                guard source.isWord(k, "self"), source.kind(k + 1) != .period else { continue }
                if source.kind(k - 1) == .leftParen, k >= 2, source.isWord(k - 2, "addObserver") { return k }
                guard source.kind(k - 1) == .equal else { continue }
                equal = k - 1
            }
            // The left side: a chain `a.b.c` of two links or more that does not start at `self`.
            var first = equal - 1, periods = 0
            while first - 1 > span.first, source.kind(first - 1) == .period, source.kind(first) == .identifier {
                periods += 1
                first -= 2
            }
            // `self.document.delegate = self` is `document.delegate = self` (review 21b/04,
            // ios-core: a document handed in by the caller took the kept instance's place).
            let throughSelf = source.isWord(first, "self") && periods >= 2
            if throughSelf { first += 2; periods -= 1 }
            guard periods > 0, source.kind(first) == .identifier, !source.isWord(first, "self") else { continue }
            // `manager.delegate = self` of `let manager = CLLocationManager()`, unless a
            // parameter or local of that name hides the property (a bare `manager = …` sets
            // the property: review 22b/03).
            let name = source.text(first)
            let declared = first > span.first + 1 && source.indices(of: TokenSpan(span.first + 1, first - 1)).contains { j in
                source.kind(j) == .identifier && source.text(j) == name && source.kind(j - 1) != .period
                    && (source.isWord(j - 1, "let") || source.isWord(j - 1, "var") || source.kind(j + 1) == .colon)
            }
            if periods == 1, own.contains(name), throughSelf || !declared || source.localTypeName(of: name, in: TokenSpan(span.first, first), before: first) == nil { continue }
            return throughSelf ? first - 2 : first
        }
        return nil
    }
}
