import ObservableSyntax

/// Code written against `ObservableObject` itself (rule: "a class stays only when it, or code
/// that reaches it, truly uses Combine"). A protocol that refines `ObservableObject` moves with
/// its conformers, all or none; a generic declaration constrained to it (`struct Panel<Model:
/// ObservableObject>`, `func watch(_: some ObservableObject)`) keeps only the classes passed
/// to it, each reported at the argument; a mention that is neither keeps every class, as before.
extension MigrationPlanner {
    /// The blockers of the `ObservableObject` mentions of `file` outside class and actor
    /// inheritance clauses.
    mutating func observableObjectMentionBlockers(file: Int, candidates: [String]) -> [MigrationBlocker] {
        let source = sources[file]
        let whole = TokenSpan(0, max(0, source.tokens.count - 1))
        let inheritance = inheritanceTokens(file: file)
        var blockers: [MigrationBlocker] = []
        var owners: [String: (owner: GenericOwner, mentions: [Int])] = [:]
        var order: [String] = []
        var associated: [String: (owner: AssociatedTypeOwner, mentions: [Int])] = [:]
        var associatedOrder: [String] = []
        for mention in source.observableObjectMentions(in: whole) where !inheritance.contains(mention) {
            if isInObservableProtocolClause(file: file, token: mention) || isInPropertyWrapper(file: file, token: mention) { continue }
            if isInUndeclaredTypeExtensionClause(file: file, token: mention) { continue }
            // `import protocol Combine.ObservableObject` (emitron) imports; it uses nothing.
            if mention >= 3, source.kind(mention - 1) == .period,
               source.isWord(mention - 3, "import") || (mention >= 4 && source.isWord(mention - 4, "import")) { continue }
            // `associatedtype Model: ObservableObject`: bound by the protocol's conformers only.
            if let owner = associatedTypeOwner(file: file, token: mention) {
                if associated[owner.display] == nil { associatedOrder.append(owner.display); associated[owner.display] = (owner, []) }
                associated[owner.display]?.mentions.append(mention)
                continue
            }
            // A function's result written `-> any ObservableObject`: only what it returns.
            if let found = existentialResultBlocker(file: file, mention: mention, candidates: candidates) { blockers += found; continue }
            // Another result (`-> [any ObservableObject]`): not followed, so every class stays.
            // `typealias X = P & ObservableObject`: decided at the alias's uses.
            if let found = aliasMentionBlockers(file: file, mention: mention, candidates: candidates) { blockers += found; continue }
            // `let observable: any ObservableObject = orientation`: only the value it holds.
            if let found = existentialHolderBlocker(file: file, mention: mention, candidates: candidates) { blockers += found; continue }
            // `extension ObservableObject { func … }`: the classes its members are called on.
            if let found = observableObjectExtensionBlockers(file: file, mention: mention, candidates: candidates) { blockers += found; continue }
            guard !isInReturnType(file: file, token: mention), let owner = genericOwner(file: file, token: mention) else {
                blockers.append(MigrationBlocker(kind: .observableObjectType, name: "", file: file, token: mention, classes: candidates))
                continue
            }
            if owners[owner.name] == nil { order.append(owner.name); owners[owner.name] = (owner, []) }
            owners[owner.name]?.mentions.append(mention)
        }
        for name in order {
            guard let (owner, mentions) = owners[name] else { continue }
            let found = genericArgumentBlockers(owner: owner, candidates: candidates)
            // Every argument told, every mention a constraint, no publisher in the declaration:
            // the declaration can move to Observation with the classes passed to it.
            let movable = !found.isEmpty && found.allSatisfy { $0.classes.count == 1 } && !usesCombine(owner)
                && mentions.allSatisfy { constraintColon(of: $0, in: source) != nil || source.isWord($0 - 1, "some") || source.isWord($0 - 1, "any") }
            if movable {
                genericGroups.append(GenericGroup(owner: owner, mentions: mentions, passed: found))
            } else {
                blockers += found
            }
        }
        for name in associatedOrder {
            guard let (owner, mentions) = associated[name] else { continue }
            blockers += associatedTypeBlockers(owner, mentions: mentions, candidates: candidates)
        }
        return blockers
    }

    /// Whether a generic declaration reaches a publisher itself (`objectWillChange`,
    /// `ObjectWillChangePublisher`, `model.$x`): it cannot move to Observation.
    func usesCombine(_ owner: GenericOwner) -> Bool {
        let source = sources[owner.file]
        guard let site = catalogue.sitesByFile[owner.file].first(where: { catalogue.sites[$0].declaration.nameToken == owner.declarationToken }) else {
            // A function: its own span.
            guard let function = functions(in: owner.file).first(where: { $0.head.keyword + 1 == owner.declarationToken }) else { return true }
            return spanUsesCombine(function.span, in: source)
        }
        return spanUsesCombine(catalogue.sites[site].declaration.span, in: source)
    }

    func spanUsesCombine(_ span: TokenSpan, in source: MigrationSource) -> Bool {
        source.indices(of: span).contains { j in
            source.isWord(j, "objectWillChange") || source.isWord(j, "ObjectWillChangePublisher")
                || (source.kind(j) == .dollarIdentifier && j > 0 && source.kind(j - 1) == .period)
        }
    }

    /// Whether `token` is in the inheritance clause of an extension of a type the run does not
    /// declare (`extension SPUUpdater: @retroactive ObservableObject {}`, an imported class): it
    /// gives that class a conformance and receives nothing of the run, so it keeps no class.
    /// Code that uses the conformance (a generic constrained to `ObservableObject`, a protocol
    /// refining it, a publisher of the imported class) is decided at that code.
    func isInUndeclaredTypeExtensionClause(file: Int, token: Int) -> Bool {
        catalogue.sitesByFile[file].contains { k in
            let site = catalogue.sites[k]
            guard site.declaration.kind == .extension, !site.isLocal,
                  site.declaration.inheritance.contains(where: { $0.span.first <= token && token <= $0.span.last }) else { return false }
            let simple = { (qualified: String) in qualified.split(separator: ".").last.map(String.init) ?? qualified }
            // Every part of `A.B` undeclared: no type, typealias or generic parameter of the run.
            return site.declaration.name.split(separator: ".").map(String.init).allSatisfy { part in
                catalogue.keysBySimpleName[part] == nil
                    && !catalogue.sites.contains(where: { $0.declaration.kind != .extension && simple($0.declaration.name) == part || $0.declaration.genericParameters.contains { $0.name == part } })
                    && !runIndex.index.types.keys.contains(where: { simple($0) == part })
            }
        }
    }

    /// Whether `token` is in the inheritance clause of a protocol that refines `ObservableObject`.
    func isInObservableProtocolClause(file: Int, token: Int) -> Bool {
        catalogue.sitesByFile[file].contains { k in
            let site = catalogue.sites[k]
            return site.declaration.kind == .protocol && catalogue.observableProtocols[site.key] == k
                && site.declaration.inheritance.contains { $0.span.first <= token && token <= $0.span.last }
        }
    }

    /// Whether `token` is in the declaration of a publishing property wrapper (its
    /// `_enclosingInstance` subscript): the properties it wraps get tracked accessors. Also in
    /// the signature of any wrapper's `static subscript(_enclosingInstance:…)`: its
    /// `EnclosingSelf: ObservableObject` is only ever the class that holds a property with
    /// that wrapper, which `wrapperBlockers` decides on (a class holding none is not reached).
    func isInPropertyWrapper(file: Int, token: Int) -> Bool {
        catalogue.sitesByFile[file].contains { k in
            let site = catalogue.sites[k]
            guard site.declaration.kind != .extension, site.declaration.span.first <= token && token <= site.declaration.span.last else { return false }
            if runWrappers.publishing.contains(site.key) { return true }
            guard ModelCatalogue.attributes(site.declaration.attributes).contains(where: { $0.name == "propertyWrapper" }) else { return false }
            return RunWrappers.subscripts(site.declaration.members).contains { subscriptDeclaration in
                guard subscriptDeclaration.head.isStatic, subscriptDeclaration.parameters.first?.label == "_enclosingInstance" else { return false }
                let end = subscriptDeclaration.returnType?.last ?? subscriptDeclaration.head.span.last
                return subscriptDeclaration.head.keyword <= token && token <= end
            }
        }
    }

    /// A generic declaration whose signature holds token `token`: its name, and the argument
    /// labels of the parameters (or memberwise properties) whose type is one of its generic
    /// parameters or `some`/`any ObservableObject` (`_` for an unlabelled one; empty when
    /// none could be told, and then every argument is looked at).
    struct GenericOwner: Equatable {
        var name: String
        var labels: Set<String>
        var declarationToken: Int
        var file: Int
        /// For a function: what a call of it must match (`MigrationPlanner+GenericCallMatch`).
        var call: GenericCallShape? = nil
    }

    /// A generic declaration that may move to Observation with the classes passed to it.
    struct GenericGroup {
        var owner: GenericOwner
        /// Its `ObservableObject` tokens (constraints, `some`/`any`).
        var mentions: [Int]
        /// One blocker per argument that passes a class of the run, held back until decided.
        var passed: [MigrationBlocker]
        /// For an associated type (`MigrationPlanner+AssociatedTypes`): its name, `Q.X`; its
        /// `passed` are the conformers' bindings.
        var associatedType: String? = nil
    }

    /// The labels of `declaration`'s initializer parameters and the names of its stored instance
    /// properties (its memberwise initializer's labels) whose written type spells one of
    /// `generic`, in `source`: where a call passes a value of those parameters.
    func labelsSpellingGeneric(_ declaration: TypeDeclaration, _ generic: Set<String>, in source: MigrationSource) -> Set<String> {
        var labels: Set<String> = []
        for member in declaration.members {
            if case let .initializer(initializer) = member {
                for parameter in initializer.parameters where spellsGeneric(parameter.type, generic, in: source) { labels.insert(parameter.label) }
            }
        }
        for variable in ModelCatalogue.variables(declaration.members) where !variable.head.isStatic {
            for binding in variable.bindings where spellsGeneric(binding.typeAnnotation, generic, in: source) {
                if let name = name(of: binding, in: source) { labels.insert(name) }
            }
        }
        return labels
    }

    func genericOwner(file: Int, token: Int) -> GenericOwner? {
        let source = sources[file]
        for k in catalogue.sitesByFile[file] {
            let declaration = catalogue.sites[k].declaration
            if declaration.kind != .extension, let open = declaration.leftBrace, declaration.span.first <= token, token < open,
               let nameToken = declaration.nameToken {
                let labels = labelsSpellingGeneric(declaration, Set(declaration.genericParameters.map(\.name)), in: source)
                return GenericOwner(name: catalogue.sites[k].key, labels: labels, declarationToken: nameToken, file: file)
            }
        }
        if let owner = initializerOwner(file: file, token: token) { return owner }
        for function in functions(in: file) where function.span.first <= token && token <= function.span.last {
            guard let end = signatureEnd(function, in: source), token < end else { continue }
            let generic = Set(function.genericParameters.map(\.name))
            let labels = Set(function.parameters.filter { spellsGeneric($0.type, generic, in: source) }.map(\.label))
            return GenericOwner(name: function.name, labels: labels, declarationToken: function.head.keyword + 1, file: file,
                                call: callShape(of: function, file: file))
        }
        // `extension Backport where Wrapped: ObservableObject` (review 25c/02).
        return constrainedExtensionOwner(file: file, token: token)
    }

    /// Whether a type annotation is one of `generic`, or `some`/`any ObservableObject`, or
    /// holds `ObservableObject` in a collection or generic argument (`[any ObservableObject]`).
    func spellsGeneric(_ span: TokenSpan?, _ generic: Set<String>, in source: MigrationSource) -> Bool {
        guard let span else { return false }
        if source.indices(of: span).contains(where: { source.isWord($0, "ObservableObject") }) { return true }
        guard let name = source.typeName(ofAnnotation: span) else { return false }
        return generic.contains(name) || name == "ObservableObject"
    }

    /// Whether `token` is in the result type of a function of `file`.
    func isInReturnType(file: Int, token: Int) -> Bool {
        functions(in: file).contains { function in
            guard let result = function.returnType else { return false }
            return result.first <= token && token <= result.last
        }
    }

    /// Every function of a file: at file scope and in its types.
    func functions(in file: Int) -> [FunctionDeclaration] {
        var result = ModelCatalogue.functions(sources[file].tree.members)
        for k in catalogue.sitesByFile[file] { result += ModelCatalogue.functions(catalogue.sites[k].declaration.members) }
        return result
    }

    /// The `{` that opens a function's body (nil for a requirement without one).
    func signatureEnd(_ function: FunctionDeclaration, in source: MigrationSource) -> Int? {
        Self.bodyOpening(from: function.head.keyword, through: function.span.last, in: source)
    }

    /// The first `{` outside parentheses and brackets among tokens `first ... last`: where the
    /// body of a declaration whose keyword is at `first` opens; nil when there is none.
    static func bodyOpening(from first: Int, through last: Int, in source: MigrationSource) -> Int? {
        var depth = 0
        for j in first ... last {
            switch source.kind(j) {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace where depth == 0: return j
            default: break
            }
        }
        return nil
    }

    /// The blockers of the calls of a generic declaration: each class of the run passed to it
    /// (`Panel(model: navigator)`, `Panel<Navigator>`) stays, reported at the argument; an
    /// argument whose type cannot be told keeps every class, reported there.
    func genericArgumentBlockers(owner: GenericOwner, candidates: [String]) -> [MigrationBlocker] {
        let candidateSet = Set(candidates)
        let simpleName = String(owner.name.split(separator: ".").last ?? "")
        var blockers: [MigrationBlocker] = []
        for (file, source) in sources.enumerated() {
            for j in source.indices(of: TokenSpan(0, max(0, source.tokens.count - 1))) where source.kind(j) == .identifier && source.text(j) == simpleName {
                if file == owner.file && j == owner.declarationToken { continue }
                // `@Backport.StateObject`, not SwiftUI's `@StateObject` (`WrapperAttributeCalls`).
                guard namesGenericOwner(owner, file: file, token: j) else { continue }
                // A function's name where no call of it can be (a pattern, other labels, …).
                if let shape = owner.call, !mayCall(shape, owner: owner, file: file, token: j) { continue }
                // `@W var inner: Inner`: `W(wrappedValue:)` called by the attribute.
                if let blocker = wrapperAttributeBlocker(owner: owner, file: file, attribute: j, candidates: candidates) { blockers.append(blocker) }
                // `@Backport.StateObject var x: T`, `Backport.StateObject(wrappedValue: x)` (review 25c/02).
                blockers += constrainedNestedUseBlockers(owner: owner, file: file, token: j, candidates: candidates)
                var k = j + 1
                if source.kind(k) == .operator && source.firstByte(k) == UInt8(ascii: "<") {
                    // `Panel<Navigator>`: explicit arguments.
                    var depth = 0
                    while k < source.tokens.count {
                        if source.kind(k) == .operator { depth += source.angleDelta(k) }
                        if source.kind(k) == .identifier && candidateSet.contains(source.text(k)) {
                            blockers.append(MigrationBlocker(kind: .genericArgument, name: owner.name, file: file, token: k, classes: [source.text(k)]))
                        }
                        k += 1
                        if depth <= 0 { break }
                    }
                }
                if source.kind(k) == .period && source.isWord(k + 1, "init") { k += 2 }
                guard source.kind(k) == .leftParen, let close = source.closingBracket(of: k) else { continue }
                for argument in arguments(open: k, close: close, in: source) {
                    guard owner.labels.isEmpty || owner.labels.contains(argument.label), !passesNoClass(argument.value, in: source) else { continue }
                    blockers += argumentBlockers(argument.value, owner: owner, file: file, candidates: candidates)
                }
            }
        }
        return blockers
    }

    /// The top-level arguments between `open` and `close`: label (`_` when none) and value span.
    func arguments(open: Int, close: Int, in source: MigrationSource) -> [(label: String, value: TokenSpan)] {
        var result: [(String, TokenSpan)] = []
        var start = open + 1
        var depth = 0
        for j in open + 1 ... close {
            switch source.kind(j) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            // An argument ends at a comma outside brackets, or at the closing parenthesis.
            let ends = (source.kind(j) == .comma && depth == 0) || j == close
            guard ends else { continue }
            guard j > start else { start = j + 1; continue }
            var first = start
            var label = "_"
            if source.kind(first) == .identifier && source.kind(first + 1) == .colon {
                label = source.text(first)
                first += 2
            }
            if first < j { result.append((label, TokenSpan(first, j - 1))) }
            start = j + 1
        }
        return result
    }

    /// The blockers of one argument passed where `ObservableObject` is expected: those of
    /// each element (or value) of an array or dictionary literal (`[settings]`, `["a": m]`),
    /// else that of the argument itself.
    func argumentBlockers(_ value: TokenSpan, owner: GenericOwner, file: Int, candidates: [String]) -> [MigrationBlocker] {
        let source = sources[file]
        guard source.kind(value.first) == .leftSquare, source.closingBracket(of: value.first) == value.last else {
            return argumentBlocker(value, owner: owner, file: file, candidates: candidates).map { [$0] } ?? []
        }
        var blockers: [MigrationBlocker] = []
        for element in arguments(open: value.first, close: value.last, in: source) {
            // `"key": value`: the value (a label-like `key:` is taken by `arguments` already).
            var span = element.value
            var depth = 0
            for k in source.indices(of: span) {
                switch source.kind(k) {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                case .colon where depth == 0 && k < span.last: span = TokenSpan(k + 1, span.last)
                default: break
                }
            }
            blockers += argumentBlockers(span, owner: owner, file: file, candidates: candidates)
        }
        return blockers
    }

    /// The blocker of one argument passed where `ObservableObject` is expected: a class of the
    /// run, by a name whose declaration spells its type or by `Type(…)`.
    func argumentBlocker(_ value: TokenSpan, owner: GenericOwner, file: Int, candidates: [String]) -> MigrationBlocker? {
        let source = sources[file]
        var first = value.first
        // `self.binding.wrappedValue`: the stored property's argument, whatever a parameter of the
        // name is (review 48/4); read before `self.` is dropped.
        if source.isWord(first, "self"), let type = wrappedValueChainType(file: file, first: first, last: value.last) {
            return typedArgumentBlocker(type, owner: owner, file: file, token: first + 2, candidates: candidates)
        }
        if source.isWord(first, "self") && source.kind(first + 1) == .period { first += 2 }
        // `Model()`: the type written, resolved in the scopes of the use (review 47/04).
        if let written = source.writtenTypeName(ofCallAt: first, end: value.last) {
            return typedArgumentBlocker(typeKey(written, file: file, token: first), owner: owner, file: file, token: first, candidates: candidates)
        }
        // `App.router`, `Store.shared`, `self.app.model`: a member chain, typed as `.environmentObject`'s
        // argument, or untold (reviews 25c/02, 25a/01).
        if first < value.last { return chainArgumentBlocker(TokenSpan(first, value.last), owner: owner, file: file, candidates: candidates) }
        guard source.kind(first) == .identifier else { return nil }
        let name = source.text(first)
        // A local typed through the index (`let cvm = addAction(to: vm)` of a method with a
        // declared result), as `.environmentObject`'s argument is, in a closure body too (review 29b/02).
        if let type = resolveType(of: name, file: file, token: first) ?? inferredLocalType(of: name, file: file, token: first) {
            return typedArgumentBlocker(type, owner: owner, file: file, token: first, candidates: candidates)
        }
        // Which class this is cannot be told: every one may be passed (the message says so).
        return MigrationBlocker(kind: .genericUntoldArgument, name: owner.name, file: file, token: first, classes: candidates)
    }

    // MARK: - Protocols that refine ObservableObject

    /// The observable protocols each class conforms to by its own clause, with those they
    /// refine (`protocol Q: P`, `P: ObservableObject`).
    func protocolClosure(of site: Int) -> Set<String> {
        protocolClosure(named: catalogue.observableProtocols(of: site))
    }

    /// The observable protocols among `names`, with those they refine.
    func protocolClosure(named names: [String]) -> Set<String> {
        var result: Set<String> = []
        var work = names.filter { catalogue.observableProtocols[$0] != nil }
        while let name = work.popLast() {
            guard result.insert(name).inserted, let k = catalogue.observableProtocols[name] else { continue }
            for case let parent? in catalogue.inheritanceKeys[k] where catalogue.observableProtocols[parent] != nil { work.append(parent) }
        }
        return result
    }

    /// The conformers of a protocol stay together: when one of its conformer chains is kept,
    /// each other conformer gets a `protocolConformer` blocker at its clause (to a fixed
    /// point, as a class may conform to several). Returns the blockers to add.
    func protocolBlockers(_ blockers: [MigrationBlocker]) -> [MigrationBlocker] {
        guard !options.force else { return [] }
        var kept = Set(blockers.flatMap(\.classes))
        var added: [MigrationBlocker] = []
        var changed = true
        while changed {
            changed = false
            for chain in catalogue.chains {
                let names = chain.map { catalogue.sites[$0].key }
                guard !names.contains(where: kept.contains) else { continue }
                for site in chain {
                    // In name order: a set's order differs between runs (the message names the protocol).
                    for name in protocolClosure(of: site).sorted() {
                        // Another conformer of `name`, outside this chain, is kept.
                        let others = catalogue.chains.filter { $0 != chain && $0.contains { protocolClosure(of: $0).contains(name) } }
                        guard let keptChain = others.first(where: { $0.contains { kept.contains(catalogue.sites[$0].key) } }) else { continue }
                        let key = catalogue.sites[site].key
                        // A kept class that conforms in an extension: reported there, which is
                        // where the protocol is tied to it.
                        if let other = keptChain.first(where: { protocolClosure(of: $0).contains(name) }),
                           let (at, entry) = conformanceEntry(of: other, to: name), at != other {
                            added.append(MigrationBlocker(kind: .protocolExtensionConformer, name: name, file: catalogue.sites[at].file, token: entry.span.first, classes: [key]))
                        } else {
                            // Its own clause, or the extension that makes it a conformer.
                            let own = conformanceEntry(of: site, to: name)
                            let file = catalogue.sites[own?.site ?? site].file
                            let token = own?.reference.span.first ?? (catalogue.sites[site].declaration.nameToken ?? catalogue.sites[site].declaration.keyword)
                            added.append(MigrationBlocker(kind: .protocolConformer, name: name, file: file, token: token, classes: [key]))
                        }
                        kept.formUnion(names)
                        changed = true
                        break
                    }
                    if changed { break }
                }
            }
        }
        return added
    }

    /// The entry of a class's clause, or of an extension's, that makes it conform to observable
    /// protocol `name` (naming it or a protocol that refines it), with the site that holds it.
    func conformanceEntry(of site: Int, to name: String) -> (site: Int, reference: TypeReference)? {
        catalogue.conformanceEntries(of: site).first { protocolClosure(named: [$0.key ?? ""]).contains(name) }.map { ($0.site, $0.reference) }
    }

    /// `extension Imported: P {}` (a type that is not one class of the run, so that stays what
    /// it is) with `P` an observable protocol of the run: `P` stays, so its conformers of the
    /// run stay with it, reported at the extension's entry (`--force` makes it an error).
    func extensionConformerBlockers() -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind == .extension && !catalogue.extendsClassOfTheRun(k) {
            for (entry, key) in zip(site.declaration.inheritance, catalogue.inheritanceKeys[k]) {
                guard let key else { continue }
                let closure = protocolClosure(named: [key])
                guard !closure.isEmpty else { continue }
                let conformers = catalogue.chains.joined().filter { !protocolClosure(of: $0).isDisjoint(with: closure) }.map { catalogue.sites[$0].key }
                guard !conformers.isEmpty else { continue }
                blockers.append(MigrationBlocker(kind: .protocolExtensionConformer, name: key, file: site.file, token: entry.span.first,
                                                 classes: conformers))
            }
        }
        return blockers
    }

    /// Each observable protocol all of whose conformers migrated (and that has one in the
    /// run): `ObservableObject` in its clause becomes `AnyObject, Observable` (`Observable`
    /// when it names `AnyObject` already), and its file imports Observation.
    mutating func rewriteProtocols() {
        for (name, k) in catalogue.observableProtocols.sorted(by: { $0.value < $1.value }) {
            let conformers = catalogue.chains.joined().filter { protocolClosure(of: $0).contains(name) }
            guard !conformers.isEmpty, conformers.allSatisfy({ migratedSites.contains($0) }) else { continue }
            let site = catalogue.sites[k]
            let source = sources[site.file]
            guard let entry = site.declaration.inheritance.first(where: { $0.qualifiedName == "ObservableObject" || $0.qualifiedName == "Combine.ObservableObject" }) else { continue }
            let hasAnyObject = site.declaration.inheritance.contains { $0.qualifiedName == "AnyObject" }
            let observable = observableName(file: site.file)
            let replacement = hasAnyObject ? observable : "AnyObject, " + observable
            edits[site.file].append(source.replacement(of: entry.span, with: replacement))
            observationFiles.insert(site.file)
            report(.migrationProtocolMigrated(name: name, replacement: replacement, conformers: conformers.map { catalogue.sites[$0].key }),
                   file: site.file, token: entry.span.first)
        }
    }

    /// Couples the classes passed to one movable generic declaration: when one of them is
    /// kept, the declaration stays written against `ObservableObject`, and each other class
    /// passed gets its blocker at its argument. Returns the blockers to add.
    func genericGroupBlockers(kept: Set<String>) -> [MigrationBlocker] {
        var added: [MigrationBlocker] = []
        for group in genericGroups {
            let classes = Set(group.passed.flatMap(\.classes))
            let chainsKept = catalogue.chains.filter { chain in chain.contains { kept.contains(catalogue.sites[$0].key) } }
            let keptNames = Set(chainsKept.joined().map { catalogue.sites[$0].key })
            guard !classes.isDisjoint(with: keptNames) else { continue }
            added += group.passed.filter { !keptNames.contains($0.classes[0]) }.map { blocker in
                var coupled = blocker
                coupled.kind = group.associatedType == nil ? .genericCoupled : .associatedTypeCoupled
                return coupled
            }
        }
        return added
    }

    /// Each generic declaration all of whose passed classes migrated: `ObservableObject` in its
    /// constraints becomes `Observable & AnyObject`, and its file imports Observation.
    mutating func rewriteGenericGroups() {
        for group in genericGroups {
            let classes = Array(Set(group.passed.flatMap(\.classes))).sorted()
            guard classes.allSatisfy(migrated.contains) else { continue }
            let source = sources[group.owner.file]
            if let associatedType = group.associatedType {
                for mention in group.mentions {
                    edits[group.owner.file].append(source.replacement(of: TokenSpan(mention, mention), with: observableName(file: group.owner.file) + " & AnyObject"))
                }
                observationFiles.insert(group.owner.file)
                migratedAssociatedTypes.insert(associatedType)
                report(.migrationAssociatedTypeMigrated(name: associatedType, classes: classes), file: group.owner.file, token: group.mentions[0])
                explain(rule: .associatedTypeBindings, "associated type '\(associatedType)' becomes 'Observable & AnyObject'",
                        reason: "only its protocol's conformers bind it, and every class they bind migrated", file: group.owner.file, offset: source.offset(group.mentions[0]))
                continue
            }
            for mention in group.mentions {
                edits[group.owner.file].append(source.replacement(of: TokenSpan(mention, mention), with: observableName(file: group.owner.file) + " & AnyObject"))
                if let parameter = constrainedParameter(of: mention, in: source, from: group.owner.declarationToken) {
                    migratedGenericParameters.append((group.owner.file, parameter.name, parameter.span))
                } else if let parameter = someParameter(of: mention, in: source, from: group.owner.declarationToken) {
                    // `_ m: some ObservableObject` is sugar for `<M: ObservableObject>(_ m: M)`.
                    migratedGenericParameters.append((group.owner.file, Self.someParameterKey(parameter.name), parameter.span))
                }
            }
            observationFiles.insert(group.owner.file)
            migratedGenericOwners.insert(group.owner.name)
            report(.migrationGenericMigrated(name: group.owner.name, classes: classes), file: group.owner.file, token: group.mentions[0])
        }
    }

    /// The generic parameter that `ObservableObject` at token `mention` constrains (`<T:
    /// ObservableObject>`, `where T: ObservableObject`), with the tokens from the declaration
    /// at `start` to the end of its body (the first `{` outside brackets after the mention):
    /// where a value of that type is the migrated kind. Nil for another mention (`some`, `any`).
    func constrainedParameter(of mention: Int, in source: MigrationSource, from start: Int) -> (name: String, span: TokenSpan)? {
        guard let colon = constraintColon(of: mention, in: source) else { return nil }
        var k = mention + 1
        var depth = 0
        while k < source.tokens.count {
            switch source.kind(k) {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace where depth == 0:
                guard let close = source.closingBracket(of: k) else { return nil }
                return (source.text(colon - 1), TokenSpan(start, close))
            default: break
            }
            k += 1
        }
        return nil
    }

    /// The parameter whose type is `some ObservableObject` at token `mention` (`_ m: some
    /// ObservableObject`), with the tokens from `start` to the end of the body, as
    /// `constrainedParameter`; nil for another mention.
    func someParameter(of mention: Int, in source: MigrationSource, from start: Int) -> (name: String, span: TokenSpan)? {
        guard mention >= 3, source.isWord(mention - 1, "some"), source.kind(mention - 2) == .colon, source.kind(mention - 3) == .identifier else { return nil }
        // The body: the first `{` after the parameter clause (which the mention is inside).
        var depth = 0
        for k in mention + 1 ..< source.tokens.count {
            switch source.kind(k) {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace where depth <= 0:
                guard let close = source.closingBracket(of: k) else { return nil }
                return (source.text(mention - 3), TokenSpan(start, close))
            default: break
            }
        }
        return nil
    }

    /// The `:` of the constraint that `ObservableObject` at `mention` is part of, `T:
    /// ObservableObject` or a composition `T: P & ObservableObject` (`where` clauses too), with
    /// the parameter's name before it; nil for another mention.
    func constraintColon(of mention: Int, in source: MigrationSource) -> Int? {
        var k = mention - 1
        while k >= 2, source.kind(k) == .operator, source.text(k) == "&", source.kind(k - 1) == .identifier {
            k -= 2
            while k >= 2, source.kind(k) == .period, source.kind(k - 1) == .identifier { k -= 2 }
        }
        guard k >= 1, source.kind(k) == .colon, source.kind(k - 1) == .identifier else { return nil }
        return k
    }
}
