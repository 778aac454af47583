import ObservableSyntax

/// Decides which classes migrate and writes the edits of every file of the run.
struct MigrationPlanner {
    let sources: [MigrationSource]
    let options: MigrationOptions
    let catalogue: ModelCatalogue
    /// The property wrappers the run knows (`@AppStorage`, the run's own), by effect.
    let runWrappers: RunWrappers
    /// Edits per file.
    var edits: [[Edit]]
    /// Diagnostics per file (warnings, errors and the report's notes).
    var diagnostics: [[Diagnostic]]
    var summary = MigrationSummary()
    /// The keys (`TypeSite.key`) of the classes that migrate.
    var migrated: Set<String> = []
    /// The sites of the classes that migrate, in chain order.
    var migratedSites: [Int] = []
    /// The run's declarations, for the types of view sites (`MigrationPlanner+Resolution`).
    let runIndex: DeferredIndex
    /// File-scope variables' types, by name.
    let globalTypes: [String: String]
    /// Classes that are `@Observable` already (a half-done migration's).
    let alreadyObservable: Set<String>
    /// The sites of the classes in `alreadyObservable` (a key may name a kept class too).
    let alreadyObservableSites: Set<Int>
    /// The run's own `Environment`, `State`, `Bindable`: where one is visible, the rewrites
    /// write SwiftUI's as `SwiftUI.State`.
    let shadowedSwiftUINames: ShadowedNames
    /// Files that need `import Observation` although they declare no migrated class (a
    /// protocol that now refines `Observable`).
    var observationFiles: Set<Int> = []
    /// Generic declarations written against `ObservableObject` that may move with the classes
    /// passed to them, and those that did.
    var genericGroups: [GenericGroup] = []
    var migratedGenericOwners: Set<String> = []
    /// The associated types (`Q.X`) whose `ObservableObject` constraint became `Observable &
    /// AnyObject` (`MigrationPlanner+AssociatedTypes`).
    var migratedAssociatedTypes: Set<String> = []
    /// The generic parameters whose `ObservableObject` constraint became `Observable &
    /// AnyObject`, each with the tokens of the declaration that holds it (head and body).
    var migratedGenericParameters: [(file: Int, name: String, span: TokenSpan)] = []
    /// `x.objectWillChange` where the type of `x` cannot be told: an error once any class
    /// migrates (it may be one of them, and the output would not build).
    var unresolvedReceivers: [(file: Int, token: Int, receiver: String)] = []
    /// `x.objectWillChange` of an `@Observable` class, found by a rerun (`collectRerunReceivers`).
    var observablePublisherUses: [(file: Int, token: Int, use: String, className: String)] = []
    /// Per migrated class (key) with `@Published` properties: the properties that did not
    /// notify and are `@ObservationIgnored` now, and the computed properties and methods that
    /// read one (member name -> the property), for the views that read them.
    var ignoredReads: [String: (properties: Set<String>, readers: [String: String])] = [:]
    /// Per migrated class (key): its stored properties (a `let`, a `var` set only in `init`, or a
    /// tracked `var`) that hold a plain class whose state changes (property -> the held class),
    /// among `ignoredReads`' properties (`MigrationPlanner+ReferenceReads`, `+ReferenceHolders`);
    /// also `other.holder`, another migrated class's such holder reached through a stored property.
    var referenceReads: [String: [String: String]] = [:]
    /// Per migrated class (key): the stored `var`s it inherits from a superclass of the run that
    /// is not observable (property -> that superclass), among `ignoredReads`' properties.
    var inheritedReads: [String: [String: String]] = [:]
    /// Per migrated class (key): its computed properties that read only state Observation does
    /// not track (member -> that state, quoted), recorded in `ignoredReads` too.
    var untrackedComputed: [String: [String: String]] = [:]
    /// Of `untrackedComputed`'s members that also read tracked members: those tracked properties, by class.
    var untrackedMixed: [String: [String: Set<String>]] = [:]
    /// Per migrated class (key): the stored properties it marked `@ObservationIgnored`.
    var ignoredProperties: [String: Set<String>] = [:]
    /// The run's file-scope stored variables (`MigrationPlanner+FileScopeState`), found once,
    /// at the first migrated class whose untracked reads are looked for.
    var fileScopeVariables: [String: FileScopeVariable]?
    /// The run's writers of each literal storage key (`MigrationPlanner+StorageKeys`), found
    /// once, at the first migrated `@AppStorage`/`@SceneStorage`.
    var storageWriters: [String: [StorageKeyWriter]]?
    /// The literal keys of the migrated `@AppStorage`/`@SceneStorage` properties, for the
    /// writers whose key cannot be told (`MigrationPlanner+UnknownKeyWriters`).
    var migratedStorageKeys: [MigratedStorageKey] = []
    /// Class-level `migrate-ignored-property-read` warnings held until the views' reach is known
    /// (`MigrationPlanner+ReachedReaders`).
    var pendingClassReads: [PendingClassRead] = []
    /// The members a view's redraw calls without naming them (a subscript, `description`:
    /// `MigrationPlanner+UnnamedMemberReads`), for `reportReachedClassReads()`.
    var viewReachedMembers: Set<String> = []
    /// `objectWillChange.send()` alone in a `@Published` property's observer, which keeps no
    /// class and goes when its class migrates (`MigrationPlanner+RedundantSends`).
    var redundantSends: [RedundantSend] = []
    /// Per migrated class (key): its tracked (formerly `@Published`) stored properties.
    var trackedProperties: [String: Set<String>] = [:]
    /// `a ?? b` typings in progress (`coalescingType`).
    let coalescingDepth = NestingDepth(limit: 8)
    /// The run's identifiers by name and the types writes at them land on (`setOnlyInInit`).
    let identifierOccurrences = IdentifierOccurrences()
    /// The first binding of each stored property name per type (`memberType`).
    let storedProperties = StoredPropertyTable()
    /// Per file, the token ranges of the bodies of its `#Preview { … }` macros
    /// (`isInPreviewMacro`), found in one pass: asked per type, a scan of the file each time
    /// was quadratic in the types of a file.
    let previewBodies: [[ClosedRange<Int>]]
    /// Per file, the generic argument of each property's model wrapper written in place of a
    /// type annotation (`@EnvironmentObject<Session> var session`), by the property's name token
    /// (`MigrationPlanner+WrapperArguments`).
    let wrapperArgumentTypes: [[Int: TokenSpan]]

    init(sources: [MigrationSource], options: MigrationOptions) {
        self.sources = sources
        self.options = options
        runIndex = Self.runIndex(sources)
        catalogue = ModelCatalogue(sources, index: runIndex.index, modules: sources.map { options.modules[$0.file.path] })
        globalTypes = Self.globalTypes(sources, index: runIndex)
        let catalogue = self.catalogue
        alreadyObservableSites = Self.alreadyObservable(catalogue, sources)
        alreadyObservable = Set(alreadyObservableSites.map { catalogue.sites[$0].key })
        shadowedSwiftUINames = Self.shadowedSwiftUINames(sources, catalogue)
        runWrappers = RunWrappers(catalogue, sources)
        wrapperArgumentTypes = Self.wrapperArgumentTypes(catalogue, sources)
        previewBodies = sources.map(Self.previewBodies)
        edits = Array(repeating: [], count: sources.count)
        diagnostics = sources.map(\.diagnostics)
    }

    mutating func report(_ message: DiagnosticMessage, file: Int, token: Int) {
        diagnostics[file].append(Diagnostic(message, at: sources[file].offset(token)))
    }

    mutating func run() -> MigrationResult {
        if diagnostics.contains(where: { $0.contains { $0.severity == .error } }) {
            return finish(writing: false)
        }
        reportActors()
        var blockers = findBlockers()
        // Protocols and generic declarations couple their classes, to a fixed point.
        while true {
            let added = protocolBlockers(blockers) + aliasConformerBlockers(blockers) + genericGroupBlockers(kept: options.force ? [] : Set(blockers.flatMap(\.classes)))
            let known = Set(blockers.map { "\($0.file):\($0.token):\($0.classes)" })
            let new = added.filter { !known.contains("\($0.file):\($0.token):\($0.classes)") }
            if new.isEmpty { break }
            blockers += new
        }
        decide(blockers)
        collectRerunReceivers()
        // Only a class that code in the use's file can hold may be its receiver (review 32c/03).
        for use in unresolvedReceivers where untoldReceiverMayBeObservable(file: use.file) {
            report(.migrationUnresolvedReceiver(receiver: use.receiver, use: "\(use.receiver).objectWillChange"), file: use.file, token: use.token)
        }
        for use in observablePublisherUses {
            report(.migrationObservablePublisherUse(use: use.use, className: use.className), file: use.file, token: use.token)
        }
        for site in migratedSites { rewriteModel(site) }
        rewriteProtocols()
        rewriteObservableAliases()
        rewriteGenericGroups()
        rewriteViewProperties()
        rewriteQualifiedWrapperProperties()
        rewriteLocalWrappers()
        rewriteEnvironmentObjectCalls()
        finishEnvironmentBindings()
        let equalities = fileScopeEqualities()
        let customEqualities = customEqualityTypes(fileScopeEqualities: equalities)
        let synthesized = synthesizedEqualities(reaching: customEqualities)
        for site in migratedSites {
            reportTraps(site, fileScopeEqualities: equalities, customEqualities: customEqualities.union(synthesized.keys), synthesizedEqualities: synthesized)
        }
        reportKeptHoldersOfMigrated()
        recordHeldReferenceReaders()
        reportViewReadsOfIgnoredProperties()
        reportUntypedHolderReads()
        reportReachedClassReads()
        reportUnreadTrackedModels()
        reportUnknownKeyWriters()
        // A rerun over a migrated tree: the classes are '@Observable' still, and their
        // `@available` still says what it said.
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind == .class && alreadyObservableSites.contains(k) && !migratedSites.contains(k) {
            reportDeploymentTarget(site: k)
        }
        reportStateHoldingModels()
        reportPlainPropertiesStartingToObserve()
        return finish(writing: true)
    }

    /// The result: outputs (when `writing`), diagnostics sorted by position, the summary.
    /// The report's notes whose decisions `--explain` states with their rules (a class migrated
    /// or kept, a view property, call or singleton rewritten).
    static let reportNotesExplained: Set<String> = [
        DiagnosticMessage.migrationClassMigrated(className: "", published: [], ignored: []).id,
        DiagnosticMessage.migrationClassKept(className: "", reasons: []).id,
        DiagnosticMessage.migrationPropertyRewritten(property: "", old: "", new: "").id,
        DiagnosticMessage.migrationCallRewritten(old: "", new: "").id,
        DiagnosticMessage.migrationSingletonProperty(name: "", initializer: "", new: "").id,
    ]

    func finish(writing: Bool) -> MigrationResult {
        var summary = self.summary
        summary.observableClasses = migrated.union(alreadyObservable).count
        var files: [MigratedFile] = []
        let combineContexts = writing ? ImplicitCombineContexts(sources: sources, catalogue: catalogue) : nil
        for (k, source) in sources.enumerated() {
            var found = diagnostics[k]
            // `--explain` states these decisions with their rules: the report's notes of them
            // would say each twice.
            if options.explain { found.removeAll { Self.reportNotesExplained.contains($0.id) } }
            // The same message at the same place once: two namesake classes (one app's copy of
            // a view and model, another's) reach one read twice (review 24c).
            var seen: [Int: [Diagnostic]] = [:]
            found.removeAll { diagnostic in
                if seen[diagnostic.offset]?.contains(diagnostic) == true { return true }
                seen[diagnostic.offset, default: []].append(diagnostic)
                return false
            }
            let sorted = found.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
            summary.warnings += sorted.filter { $0.severity == .warning }.count
            summary.errors += sorted.filter { $0.severity == .error }.count
            var output: [UInt8]?
            if writing {
                let needsObservation = observationFiles.contains(k) || migratedSites.contains { catalogue.sites[$0].file == k }
                output = ImportRewrite.apply(edits[k], to: source, needsObservation: needsObservation, combineContexts: combineContexts)
            }
            files.append(MigratedFile(file: source.file, output: output, diagnostics: sorted))
        }
        return MigrationResult(files: files, summary: summary)
    }

    // MARK: - Deciding

    /// Keeps every chain that a blocker touches (unless `force`), reporting each blocker at its
    /// use and each kept class with its reasons; the rest migrate.
    mutating func decide(_ blockers: [MigrationBlocker]) {
        var reasons: [String: [String]] = [:]
        var firstKind: [String: MigrationBlockerKind] = [:]
        // The files each class's blockers are in: a class of one name in another module that
        // has none in its own file is kept for its namesake's (review 23b/01, LoopCaregiver).
        var blockerFiles: [String: Set<Int>] = [:]
        for blocker in blockers { for name in blocker.classes { blockerFiles[name, default: []].insert(blocker.file) } }
        for blocker in blockers {
            for name in blocker.classes where firstKind[name] == nil { firstKind[name] = blocker.kind }
            for name in blocker.classes where !(reasons[name] ?? []).contains(blocker.kind.reason(blocker.name)) {
                reasons[name, default: []].append(blocker.kind.reason(blocker.name))
            }
            if options.force {
                report(.migrationForcedBlocker(kind: blocker.kind, name: blocker.name, classes: blocker.classes), file: blocker.file, token: blocker.token)
            } else {
                report(.migrationBlocked(kind: blocker.kind, name: blocker.name, classes: blocker.classes), file: blocker.file, token: blocker.token)
            }
        }
        for chain in catalogue.chains {
            let names = chain.map { catalogue.sites[$0].key }
            let blocked = !options.force && names.contains { reasons[$0] != nil }
            for site in chain {
                let declaration = catalogue.sites[site].declaration
                let file = catalogue.sites[site].file
                let nameToken = declaration.nameToken ?? declaration.keyword
                let name = catalogue.sites[site].key
                if blocked {
                    var own = reasons[name] ?? []
                    if own.isEmpty {
                        report(.migrationBlockedByChain(className: name, chain: names), file: file, token: nameToken)
                        own = ["its subclass chain"]
                    } else if let namesake = namesakeHoldingBlockers(of: site, in: blockerFiles[name] ?? []) {
                        let other = catalogue.sites[namesake]
                        let place = "\(sources[other.file].file.path):\(sources[other.file].file.location(of: sources[other.file].offset(other.declaration.nameToken ?? other.declaration.keyword)).line)"
                        report(.migrationBlockedByNamesake(className: name, place: place), file: file, token: nameToken)
                    }
                    report(.migrationClassKept(className: name, reasons: own), file: file, token: nameToken)
                    summary.keptClasses.append(name)
                    // The rule: the kind of its first blocker, else its chain's.
                    let rule = firstKind[name]?.rawValue ?? MigrationRule.subclassChain.rawValue
                    if options.explain {
                        diagnostics[file].append(Diagnostic(note: "class '\(name)' keeps 'ObservableObject': \(own.joined(separator: ", ")) (rule: \(rule))",
                                                            rule: rule, at: sources[file].offset(nameToken)))
                    }
                } else {
                    migrated.insert(name)
                    migratedSites.append(site)
                    summary.migratedClasses.append(name)
                    // Clients outside the module lose the conformance and `objectWillChange`.
                    if catalogue.isPublic(site) && !options.appTargetFiles.contains(sources[file].file.path) {
                        report(.migrationPublicConformanceRemoved(className: name), file: file, token: nameToken)
                    }
                    if isAlreadyObservable(site) {
                        explain(rule: .alreadyObservable, "class '\(name)' loses its 'ObservableObject' conformance", reason: "it is '@Observable' already",
                                file: file, offset: sources[file].offset(nameToken))
                    } else {
                        explain(rule: .conformsToObservableObject, "class '\(name)' becomes '@Observable'",
                                reason: "it conforms to 'ObservableObject' and no use of it needs Combine", file: file, offset: sources[file].offset(nameToken))
                    }
                }
            }
        }
    }

    // MARK: - Names and types

    /// The key of the type a binding of `file` spells (`typeKey`): its annotation (or its model
    /// wrapper's written argument, `writtenType`), else its initializer's call (`T(…)`, `T { … }`
    /// for a type of the run).
    func typeName(of binding: PatternBinding, file: Int) -> String? {
        let source = sources[file]
        if let annotation = writtenType(of: binding, file: file) {
            return source.writtenTypeName(ofAnnotation: annotation).map { typeKey($0, file: file, token: annotation.first) }
        }
        if let initializer = binding.initializer {
            // `AppSettings().defaultTab` holds the member, not the new instance (review 47c/02,
            // Geranium): left to the index, which types the chain.
            if let type = source.writtenTypeName(ofCallAt: initializer.first, end: initializer.last) {
                if readsMemberOfCall(initializer, in: source) { return nil }
                return typeKey(type, file: file, token: initializer.first)
            }
            if let type = trailingClosureInitializerType(file: file, first: initializer.first, last: initializer.last) { return type }
            // `let manager = Container.shared.resolve(Manager.self)` (klock-ios-app's view models).
            if let type = metatypeCallType(file: file, initializer: initializer) { return type }
            // A class of the run spelled in lowercase (`dataSource()`): the call is its initializer.
            let first = initializer.first
            guard source.kind(first) == .identifier, catalogue.classesByName[source.text(first)] != nil,
                  first + 1 <= initializer.last, source.kind(first + 1) == .leftParen else { return nil }
            var depth = 0
            for k in first + 1 ... initializer.last {
                switch source.kind(k) {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                default: break
                }
                if depth == 0 { return k == initializer.last ? source.text(first) : nil }
            }
        }
        return delegateAdaptorType(of: binding, file: file)
    }

    /// Whether `initializer`, which starts with a call (`Type(…)`), goes on past the call's
    /// argument list to a member of its result (`Type().member`, `Type()?.member`).
    func readsMemberOfCall(_ initializer: TokenSpan, in source: MigrationSource) -> Bool {
        guard let open = source.indices(of: initializer).first(where: { source.kind($0) == .leftParen }),
              let close = source.closingBracket(of: open), close < initializer.last else { return false }
        var next = close + 1
        while next < initializer.last, source.kind(next) == .operator, ["?", "!"].contains(source.text(next)) { next += 1 }
        return source.kind(next) == .period && next < initializer.last && source.kind(next + 1) == .identifier
    }

    /// The name of a single-identifier binding (backticks kept).
    func name(of binding: PatternBinding, in source: MigrationSource) -> String? {
        if case let .identifier(token) = binding.pattern { return source.text(token) }
        return nil
    }

    /// The type of `name` as seen at token `index` of `file`: the associated value's type when a
    /// `case` pattern binds it there (`patternBoundType`), a declaration of it earlier in the
    /// innermost enclosing body (`name: T`, `name = T(…)`), else a stored property of an
    /// enclosing type (or of the type an enclosing extension extends), its initializer typed
    /// through the run's index when it spells no type (`T.shared`, `makeT()`).
    func resolveType(of name: String, file: Int, token index: Int, depth: Int = 0) -> String? {
        // `case .a(let x)`: the associated value's type, hiding any property of the name.
        if let bound = patternBoundType(file: file, token: index) { return bound.type }
        // `super.objectWillChange`, `super.$x`: the superclass's.
        if name == "super" { return superType(file: file, token: index) }
        let source = sources[file]
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        // Locals from the start of the member that holds the use: the type's stored
        // properties (`private var hotspot = Hotspot.shared`) are read below, not as locals.
        let start = enclosing.flatMap { Self.memberStart(in: catalogue.sites[$0].declaration.members, holding: index) ?? catalogue.sites[$0].declaration.leftBrace }
        // A closure parameter or loop variable of the name hides what is declared before it.
        let binder = scopedBinder(of: name, file: file, token: index, from: start ?? 0)
        let scope = binder.map { TokenSpan($0, index) } ?? start.map { TokenSpan($0, index) } ?? TokenSpan(0, index)
        switch source.localTypeName(of: name, in: scope, before: index) {
        // Written as it was (`Feed.ViewModel`): resolved in the scopes of the use.
        case let .type(type)?: return typeKey(type, file: file, token: index)
        case .enclosing?: return enclosing.map { catalogue.sites[$0].key }
        // A local hides the property of its name; one bound to `other.wrappedValue` of a
        // `State<T>` property is typed `T` (review 17b/06).
        case .unknown?: return wrappedValueLocalType(of: name, file: file, scope: scope, token: index)
        case let .alias(other, at)?: return depth < 8 ? resolveType(of: other, file: file, token: at, depth: depth + 1) : nil
        case let .coalescing(value)?: return coalescingType(file: file, first: value.first, last: value.last)
        case nil: break
        }
        // `if let (_, name) = f()`, `let (name, _) = f()`: the element of the call's declared
        // tuple result, else unknown; never the property of its name.
        if let tuple = tuplePatternLocalType(of: name, file: file, token: index, after: scope.first) { return tuple }
        // Typed as the collection's element where it is one, else unknown: never the property.
        if let binder {
            // `x = { a, b in … }` of `var x: (A, B) -> Void`: the property's parameter types.
            return closureElementType(of: name, file: file, token: index) ?? assignedClosureParameterType(of: name, file: file, open: binder)
        }
        var candidates: [Int] = []
        for k in catalogue.sitesByFile[file] {
            let site = catalogue.sites[k]
            if let open = site.declaration.leftBrace, open < index, index <= (site.declaration.rightBrace ?? Int.max) { candidates.append(k) }
        }
        // Innermost first.
        candidates.sort { (catalogue.sites[$0].declaration.leftBrace ?? 0) > (catalogue.sites[$1].declaration.leftBrace ?? 0) }
        for k in candidates {
            if let declared = declaredPropertyType(name, inBodiesOf: k, file: file) { return declared }
        }
        return nil
    }

    /// The type of property `name` as seen from site `k`'s body in `file`: declared in that
    /// body, the type's other bodies (a property of an extension, `private var manager: Manager
    /// { .shared }`, is seen from the class body; a `private` one only in its file) or a
    /// superclass of the run (not a `private` one), typed by its annotation or initializer
    /// through the index (`var hotspot = Hotspot.shared`, as `T()` is). `.none` when none
    /// declares it; `.some(nil)` when one does but its type cannot be told.
    func declaredPropertyType(_ name: String, inBodiesOf k: Int, file: Int) -> String?? {
        let key = catalogue.sites[k].key
        let inherited = inheritedBodies(of: key)
        for body in [k] + catalogue.bodies(of: key).filter({ $0 != k }) + inherited {
            let site = catalogue.sites[body]
            for variable in ModelCatalogue.variables(site.declaration.members)
                where !((inherited.contains(body) || site.file != file) && variable.head.hasModifier("private")) {
                for binding in variable.bindings where self.name(of: binding, in: sources[site.file]) == name {
                    // `@AppWrapper var app` of `typealias AppWrapper = EnvironmentObject<AppModel>` (review 22b/01).
                    return .some(resolvedType(of: binding, file: site.file)
                        ?? (binding.typeAnnotation == nil && binding.initializer == nil ? aliasedWrapperValueType(of: variable, file: site.file) : nil))
                }
            }
        }
        return .none
    }

    /// The first token of the member of `members` whose tokens hold `index` (`#if` clauses
    /// looked into), or nil.
    static func memberStart(in members: [Member], holding index: Int) -> Int? {
        for member in members where member.span.first <= index && index <= member.span.last {
            guard case let .ifConfig(block) = member else { return member.span.first }
            for clause in block.clauses { if let start = memberStart(in: clause.elements, holding: index) { return start } }
            return nil
        }
        return nil
    }

    /// The token spans of the bodies of the type named `name` and its extensions in the run.
    func bodySpans(of name: String) -> [(file: Int, span: TokenSpan)] {
        catalogue.bodies(of: name).compactMap { k in
            let site = catalogue.sites[k]
            guard let open = site.declaration.leftBrace else { return nil }
            return (site.file, TokenSpan(open, site.declaration.rightBrace ?? (sources[site.file].tokens.count - 1)))
        }
    }
}
