import ObservableSyntax

/// Finding the uses that need Combine (rule: "a class is left as it is, with a warning at the
/// use that blocks it, when it or its users need Combine").
extension MigrationPlanner {
    /// Every blocker of the run, in file and token order.
    mutating func findBlockers() -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        var candidates: [String] = []
        /// `@Published` names of each candidate, its chain's included (`$name` in a subclass may
        /// be the superclass's publisher).
        var published: [String: Set<String>] = [:]
        for chain in catalogue.chains {
            var names: Set<String> = []
            for site in chain { names.formUnion(publishedNames(of: site)) }
            for site in chain {
                candidates.append(catalogue.sites[site].key)
                // Two classes of one key (in two modules): the names of both.
                published[catalogue.sites[site].key, default: []].formUnion(names)
            }
        }
        guard !candidates.isEmpty else { return [] }
        let candidateSet = Set(candidates)

        var hybridDeclarations: Set<Int> = []
        for site in catalogue.chains.joined() {
            let source = sources[catalogue.sites[site].file]
            // A hybrid's own declaration goes with the conformance; so does a candidate's
            // declaration of the default publisher (`declaresDefaultPublisher`).
            for (variable, token) in objectWillChangeDeclarations(catalogue.sites[site].declaration, in: source)
            where isAlreadyObservable(site) || declaresDefaultPublisher(variable, in: source) {
                hybridDeclarations.insert(catalogue.sites[site].file << 32 | token)
            }
        }
        // Inside a candidate's body (and its extensions): `$name`, `self.$name`, `objectWillChange`.
        var scanned: Set<String> = []
        for name in candidates where !scanned.contains(name) {
            scanned.insert(name)
            for (file, span) in bodySpans(of: name) {
                let source = sources[file]
                for use in source.dollarUses(in: span) where use.receiver == .implicit || use.receiver == .selfValue {
                    guard published[name]?.contains(use.name) == true else { continue }
                    blockers.append(MigrationBlocker(kind: use.isAssignTarget ? .assign : .publisher, name: use.name, file: file, token: use.index, classes: [name]))
                }
                for use in source.objectWillChangeUses(in: span) where use.receiver == .implicit || use.receiver == .selfValue {
                    // The declaration of an `@Observable` class's own `objectWillChange` is
                    // removed with the conformance; only its uses need Combine.
                    if hybridDeclarations.contains(file << 32 | use.index) { continue }
                    // A send that repeats a `@Published` set's notification goes with the conformance.
                    if let send = redundantPublishedSend(file: file, token: use.index, of: name) {
                        if !redundantSends.contains(where: { $0.file == file && $0.statement == send.statement }) { redundantSends.append(send) }
                        continue
                    }
                    blockers.append(MigrationBlocker(kind: .objectWillChange, name: "", file: file, token: use.index, classes: [name]))
                }
            }
        }

        // A subclass of one of several classes of one name, one of them a candidate: which
        // chain it belongs to cannot be told, so each such candidate stays (its chain with it).
        let chainSites = Set(catalogue.chains.joined())
        for (site, name) in catalogue.ambiguousSuperclassUses {
            let kept = (catalogue.classesByName[name] ?? []).filter { $0 != site && chainSites.contains($0) }
            guard !kept.isEmpty, let entry = catalogue.sites[site].declaration.inheritance.first else { continue }
            blockers.append(MigrationBlocker(kind: .ambiguousSuperclass, name: name, file: catalogue.sites[site].file, token: entry.span.first,
                                             classes: [name]))
        }

        // One qualified name declared twice (a class in two files): each declaration stays, with
        // the other's place.
        for (key, list) in catalogue.ambiguousClasses where list.contains(where: chainSites.contains) && !inExclusiveClauses(list) {
            // An `@Observable` one keeps nothing: only the candidates get the warning.
            for site in list where chainSites.contains(site) {
                guard let other = list.first(where: { $0 != site }) else { continue }
                let there = catalogue.sites[other]
                let location = sources[there.file].file.location(of: sources[there.file].offset(there.declaration.nameToken ?? there.declaration.keyword))
                blockers.append(MigrationBlocker(kind: .ambiguousClass, name: "\(sources[there.file].file.path):\(location.line)", file: catalogue.sites[site].file,
                                                 token: catalogue.sites[site].declaration.nameToken ?? catalogue.sites[site].declaration.keyword, classes: [key]))
            }
        }

        // What the real macro cannot take: a local class, a backticked tracked name (attribute
        // mode only, this tool's expansion takes both); and, in any mode, a second property
        // wrapper on a `@Published` property and uses of a `@Published` backing store `_name`
        // that are not rewritten.
        blockers += classBlockers() + protocolBodyBlockers() + extensionConformerBlockers() + unresolvedProtocolBlockers()
            + managedObjectBlockers() + inheritedPublishedBlockers() + sceneDelegateBlockers()
            + wrapperValueBlockers(candidates: candidateSet) + nestedWrapperBlockers(candidates: candidateSet)
        let wrappers = propertyWrapperNames()
        for chain in catalogue.chains {
            blockers += wrapperBlockers(chain: chain)
            for k in chain {
                let site = catalogue.sites[k]
                let source = sources[site.file]
                let nameToken = site.declaration.nameToken ?? site.declaration.keyword
                for variable in ModelCatalogue.variables(site.declaration.members) where Self.isPublished(variable) && !variable.head.isStatic {
                    guard let wrapper = ModelCatalogue.attributes(variable.attributes).first(where: { wrappers.contains($0.name) }),
                          case let .identifier(token)? = variable.bindings.first?.pattern else { continue }
                    blockers.append(MigrationBlocker(kind: .propertyWrapper, name: Self.unbackticked(source.text(token)), file: site.file,
                                                     token: wrapper.span.first, classes: [site.key]))
                }
                // What neither expansion, or the real macro alone, can take (break 46/01).
                if !isAlreadyObservable(k) { blockers += macroExpansionBlockers(site: k) }
                if options.annotation == .attribute {
                    if site.isLocal {
                        blockers.append(MigrationBlocker(kind: .localClass, name: site.key, file: site.file, token: nameToken, classes: [site.key]))
                    }
                    for variable in ModelCatalogue.variables(site.declaration.members) where Self.isPublished(variable) && !variable.head.isStatic {
                        for binding in variable.bindings {
                            guard case let .identifier(token) = binding.pattern, source.firstByte(token) == UInt8(ascii: "`") else { continue }
                            blockers.append(MigrationBlocker(kind: .backtickedName, name: Self.unbackticked(source.text(token)), file: site.file, token: token, classes: [site.key]))
                        }
                    }
                }
                let names = Set(publishedNames(of: k).map(Self.unbackticked))
                guard !names.isEmpty else { continue }
                for (file, span) in bodySpans(of: site.key) {
                    let body = sources[file]
                    var rewritten = Set(body.wrappedValueReads(in: span))
                    for assignment in body.publishedAssignments(in: span) where assignment.close > assignment.label + 2 { rewritten.insert(assignment.target) }
                    for token in body.underscoredNames(in: span) where !rewritten.contains(token) {
                        let property = String(body.text(token).dropFirst())
                        guard names.contains(property) else { continue }
                        // A local `_x` (`var _items = …`, `if let __sound = …`) is no backing store.
                        let scope = catalogue.enclosingSite(file: file, token: token).flatMap { catalogue.sites[$0].declaration.leftBrace } ?? span.first
                        if body.isWord(token - 1, "let") || body.isWord(token - 1, "var")
                            || body.declaresLocal(body.text(token), in: TokenSpan(scope, token), before: token) { continue }
                        // `other._x` of a receiver of another type is not this class's store.
                        guard isOwnBackingStore(file: file, token: token, key: site.key) else { continue }
                        blockers.append(MigrationBlocker(kind: .backingStore, name: property, file: file, token: token, classes: [site.key]))
                    }
                }
            }
        }

        // Anywhere: `model.$name`, `model.objectWillChange`, and `ObservableObject` outside the
        // inheritance clause of a class.
        let allPublished = published.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for (file, source) in sources.enumerated() {
            let whole = TokenSpan(0, max(0, source.tokens.count - 1))
            for use in source.dollarUses(in: whole) where allPublished.contains(use.name) {
                let owners: [String]
                switch use.receiver {
                case .implicit, .selfValue: continue
                case let .name(receiver):
                    if use.index >= 3 && source.kind(use.index - 3) == .backslash {
                        // `\Entity.$name`: a key path to that type's projection, a publisher
                        // only when the type is a candidate publishing `name`.
                        let root = unaliased(receiver)
                        guard candidateSet.contains(root), published[root]?.contains(use.name) == true else { continue }
                        owners = [root]
                    } else if let type = resolveType(of: receiver, file: file, token: use.index)
                                ?? inferredLocalType(of: receiver, file: file, token: use.index) {
                        // `let sut = makeSUT()`, `guard let x = try load()`, then `sut.$x` (reviews 18a/02,
                        // 18c/01): the local's type, as for `sut.objectWillChange`.
                        guard candidateSet.contains(type) else { continue }
                        owners = [type]
                    } else {
                        owners = candidates.filter { published[$0]?.contains(use.name) == true }
                    }
                case .other:
                    if use.isImplicitKeyPathRoot, let root = keyPathRootOwner(file: file, token: use.index, name: use.name) {
                        // `\.$name` in a type that wraps its own `name`: that type's projection.
                        guard candidateSet.contains(root), published[root]?.contains(use.name) == true else { continue }
                        owners = [root]
                    } else if let type = chainReceiverType(file: file, period: use.index - 1) ?? ownCallReceiverType(file: file, period: use.index - 1)
                                ?? dollarZeroReceiverType(file: file, period: use.index - 1) {
                        guard candidateSet.contains(type) else { continue }
                        owners = [type]
                    } else {
                        owners = candidates.filter { published[$0]?.contains(use.name) == true }
                    }
                }
                // A class of a module this file cannot import is not reached (review 22c/01).
                let reachable = owners.filter { canSee(file: file, key: $0) }
                guard !reachable.isEmpty else { continue }
                blockers.append(MigrationBlocker(kind: use.isAssignTarget ? .assign : .publisher, name: use.name, file: file, token: use.index, classes: reachable))
            }
            for use in source.objectWillChangeUses(in: whole) {
                guard let receiver = objectWillChangeReceiver(use.receiver, file: file, token: use.index) else { continue }
                // Typed by a protocol of the run that refines `ObservableObject`: it stays, with its conformers.
                if case let .name(name) = use.receiver, let key = observableProtocolReceiver(name, resolved: receiver.type, file: file, token: use.index) {
                    let classes = conformers(ofObservableProtocol: key)
                    if !classes.isEmpty { blockers.append(MigrationBlocker(kind: .objectWillChange, name: "", file: file, token: use.index, classes: classes)) }
                    continue
                }
                if let type = receiver.type {
                    if candidateSet.contains(type) {
                        blockers.append(MigrationBlocker(kind: .objectWillChange, name: "", file: file, token: use.index, classes: [type]))
                    }
                } else {
                    unresolvedReceivers.append((file, use.index, receiver.text))
                }
            }
            blockers += observableObjectMentionBlockers(file: file, candidates: candidates)
            blockers += attributeKeyPathBlockers(file: file, published: published, candidates: candidates)
        }
        return blockers
    }

    /// Reports each actor that conforms to `ObservableObject` at its name: Observation's
    /// macro does not apply to actors, so it is left as it is, and it blocks no class.
    mutating func reportActors() {
        for site in catalogue.sites where site.declaration.kind == .actor && ModelCatalogue.conformsDirectly(site.declaration) {
            report(.migrationActorNotMigrated(name: site.key), file: site.file, token: site.declaration.nameToken ?? site.declaration.keyword)
        }
    }

    /// The type of the member chain before the `.` at token `period`, optional chaining and
    /// unwraps looked through: `self?.a.b`, `model?.store`, `Store.shared?`, `a.b.c`; each
    /// member's type is the one its stored property in the run spells (`var store: Store?`,
    /// `static let shared = Store()`), or, for a method call (`a.b.m(x).c`), the result its
    /// method declares (`methodResultType`). Nil when a link cannot be told, or when `start`
    /// is given and the chain does not start at that token.
    func chainReceiverType(file: Int, period: Int, start: Int? = nil) -> String? {
        let source = sources[file]
        var links: [Int] = []
        // Links read through a subscript (`entries[key]!`): their type is the element's.
        var subscripted: Set<Int> = []
        // Method calls (`m(x)`): the name's token, with its argument labels.
        var called: [Int: [String]] = [:]
        // Calls whose first argument is a metatype `X.self` (`metatypeMethodResult`).
        var metatypes: [Int: String] = [:]
        var j = period - 1
        while true {
            while j > 0 && source.isPostfixUnwrap(j) { j -= 1 }
            var isSubscript = false
            var labels: [String]?
            if j > 0, source.kind(j) == .rightSquare, let open = source.openingSquare(of: j), open > 0 {
                j = open - 1
                isSubscript = true
            } else if j > 0, source.kind(j) == .rightParen, let open = openingParen(file: file, of: j), open > 0 {
                labels = callLabels(file: file, open: open, close: j)
                if open > 0, let metatype = metatypeArgument(file: file, open: open, close: j) { metatypes[open - 1] = metatype }
                j = open - 1
            }
            guard j >= 0, source.kind(j) == .identifier, links.count < 16 else { return nil }
            if isSubscript { subscripted.insert(j) }
            if let labels { called[j] = labels }
            links.append(j)
            guard j >= 2 && source.kind(j - 1) == .period else { break }
            j -= 2
        }
        if j > 0 && source.kind(j - 1) == .period { return nil }
        links.reverse()
        // A call at the head (`makeStore().x`) is not read here; nor a chain from elsewhere.
        if called[links[0]] != nil || (start.map { $0 != links[0] } ?? false) { return nil }
        var rest = links.dropFirst()
        var type: String?
        let head = source.text(links[0])
        if head == "self" {
            type = catalogue.enclosingSite(file: file, token: links[0]).map { catalogue.sites[$0].key }
        } else if head.first?.isUppercase == true && catalogue.typesByName[typeKey(head, file: file, token: links[0])] != nil && links.count > 1 {
            var owner = typeKey(head, file: file, token: links[0])
            // `Preferences.General.mode`: nested types of the run first (review 17a/03, brave-ios).
            var written = [head]
            while rest.count > 1, let link = rest.first, called[link] == nil, !subscripted.contains(link),
                  let nested = catalogue.key(of: written + [source.text(link)], scope: lookupScope(file: file, token: links[0]), file: file),
                  catalogue.typesByName[nested] != nil {
                written.append(source.text(link))
                owner = nested
                rest = rest.dropFirst()
            }
            let member = rest.first!
            if let labels = called[member] {
                type = methodResultType(of: owner, named: source.text(member), labels: labels, isStatic: true)
                    ?? metatypes[member].flatMap { metatypeMethodResult(of: owner, named: source.text(member), isStatic: true, metatype: $0) }
            } else {
                type = memberType(of: owner, member: source.text(member), isStatic: true, element: subscripted.contains(member))
            }
            rest = rest.dropFirst()
        } else if subscripted.contains(links[0]) {
            // A property of the enclosing type that no local declaration hides.
            let scope = TokenSpan(catalogue.enclosingSite(file: file, token: links[0]).flatMap { catalogue.sites[$0].declaration.leftBrace } ?? 0, links[0])
            guard source.localTypeName(of: head, in: scope, before: links[0]) == nil,
                  let owner = catalogue.enclosingSite(file: file, token: links[0]).map({ catalogue.sites[$0].simpleName }) else { return nil }
            type = memberType(of: owner, member: head, isStatic: false, element: true)
        } else {
            // `let app = App.main` (a local whose value the index types): as a bare name is.
            type = resolveType(of: head, file: file, token: links[0]) ?? inferredLocalType(of: head, file: file, token: links[0])
        }
        // `post.extra?.x` of `post: Entity<Extra>`, `extra: B?`: the receiver's argument.
        var application = links.count > 1 && rest.count == links.count - 1 && head != "self"
            ? writtenApplication(ofValue: head, file: file, token: links[0]) : nil
        // `let c = x as? Entity<A, B>`: a value written as a generic application has its type.
        if type == nil { type = application?.key }
        for link in rest {
            guard let current = type else { return nil }
            defer { application = nil }
            if let labels = called[link] {
                type = methodResultType(of: current, named: source.text(link), labels: labels, isStatic: false)
                    ?? metatypes[link].flatMap { metatypeMethodResult(of: current, named: source.text(link), isStatic: false, metatype: $0) }
            } else if let generic = genericLinkType(of: current, application: application, member: source.text(link), element: subscripted.contains(link),
                                                    inScope: head == "self" && link == links[1]) {
                type = generic
            } else if subscripted.contains(link) {
                type = memberType(of: current, member: source.text(link), isStatic: false, element: true)
            } else {
                // A property of a superclass of the run (`EventData: BaseData`) as well.
                // An element of a labelled tuple, through its typealias (`App.objects.session`).
                type = memberType(of: current, member: source.text(link), isStatic: false) ?? memberType(of: current, named: source.text(link))
                    ?? tupleElementType(ofAlias: current, label: source.text(link))
            }
        }
        return type
    }

    /// The type that stored property `member` of type `type` (or its extensions) spells; with
    /// `element`, the element type its annotation spells (`[T]`, `[K: T]`, `T?`). A class that
    /// does not declare it has its superclass's (in the run).
    func memberType(of type: String, member: String, isStatic: Bool, element: Bool = false) -> String? {
        guard let entry = storedProperty(member, of: type, isStatic: isStatic) else { return nil }
        let site = catalogue.sites[entry.site], binding = entry.binding
        // `var extra: B?` of `class Entity<B>`: not a type named `B` (`genericMemberType`).
        if let annotation = binding.typeAnnotation,
           let written = element ? sources[site.file].elementTypeName(ofAnnotation: annotation) : Self.nominalName(ofType: sources[site.file].sourceText(annotation)),
           isGenericParameter(written, ofKey: site.key) { return nil }
        if element { return binding.typeAnnotation.flatMap { sources[site.file].elementTypeName(ofAnnotation: $0) } }
        return typeName(of: binding, file: site.file)
    }

    /// The first binding named `member` among the stored properties (`static` ones with
    /// `isStatic`) of the bodies of `type` and then of its superclasses', in that order, with
    /// its type site; nil when none declares it. From one table per type, for the run.
    func storedProperty(_ member: String, of type: String, isStatic: Bool = false) -> StoredPropertyTable.Entry? {
        storedProperties.entry(of: member, type: type, isStatic: isStatic,
                               bodies: { ([type] + superclassKeys(of: type)).flatMap { catalogue.bodies(of: $0) } },
                               catalogue: catalogue, name: { name(of: $0, in: sources[catalogue.sites[$1].file]) })
    }

    /// The `@Published` property names of a class.
    func publishedNames(of site: Int) -> Set<String> {
        let source = sources[catalogue.sites[site].file]
        var names: Set<String> = []
        for variable in ModelCatalogue.variables(catalogue.sites[site].declaration.members) where Self.isPublished(variable) {
            for binding in variable.bindings { if let name = name(of: binding, in: source) { names.insert(name) } }
        }
        return names
    }

    /// `name` without enclosing backticks.
    static func unbackticked(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The property wrappers other than `Published` that a property may carry: those the run's
    /// files declare (`@propertyWrapper struct Clamped`) and the well-known ones of SwiftUI and
    /// Core Data, as the expansion's rule knows them.
    func propertyWrapperNames() -> Set<String> {
        var names = ObservationRules.wellKnownPropertyWrappers
        for source in sources {
            names.formUnion(FileFacts(source.tree) { span in source.sourceText(span) }.propertyWrapperNames)
        }
        names.remove("Published")
        return names
    }

    static func isPublished(_ variable: VariableDeclaration) -> Bool {
        ModelCatalogue.attributes(variable.attributes).contains { $0.name == "Published" || $0.name == "Combine.Published" }
    }

    /// The tokens of the inheritance clauses of the classes of `file`.
    func inheritanceTokens(file: Int) -> Set<Int> {
        var tokens: Set<Int> = []
        // An actor's conformance is reported by itself (`reportActors`) and keeps no class.
        for k in catalogue.sitesByFile[file] {
            let site = catalogue.sites[k]
            // `extension Manager: ObservableObject {}` of a class of the run is its conformance.
            guard site.declaration.kind == .class || site.declaration.kind == .actor || catalogue.extendsClassOfTheRun(k) else { continue }
            for entry in site.declaration.inheritance { tokens.formUnion(entry.span.first ... entry.span.last) }
        }
        return tokens
    }
}
