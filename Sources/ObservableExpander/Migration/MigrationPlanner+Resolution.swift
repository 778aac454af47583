import ObservableSyntax

/// The types of the values that view sites hold or inject (`@StateObject var x = X.shared`,
/// `.environmentObject(AppState.shared.settings)`), read through the run's `DeclarationIndex`
/// (typealiases, static members, factory functions with declared results) as the expansion's
/// inference reads them, and the classes of the run that are already `@Observable`.
extension MigrationPlanner {
    /// The index of every declaration of the run, built on first use.
    static func runIndex(_ sources: [MigrationSource]) -> DeferredIndex {
        DeferredIndex {
            var index = DeclarationIndex()
            for source in sources {
                let tokenized = TokenizedSource(tokens: source.tokens, comments: source.comments, diagnostics: [])
                index.add(tree: source.tree, tokenized: tokenized, bytes: source.bytes, module: nil, fromInterface: false)
            }
            return index
        }
    }

    /// The sites of the classes of the run that are `@Observable` already (the attribute,
    /// an `// @Observable` comment, or a written `Observable` conformance) and do not conform to
    /// `ObservableObject`: a view that still holds one with `@StateObject`, `@ObservedObject` or
    /// `@EnvironmentObject` is a migration left half done, and is rewritten as a migrated one.
    static func alreadyObservable(_ catalogue: ModelCatalogue, _ sources: [MigrationSource]) -> Set<Int> {
        let candidates = Set(catalogue.chains.joined())
        var names: Set<Int> = []
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind == .class && !candidates.contains(k) {
            let source = sources[site.file]
            let questions = AnnotationQuestions(comments: source.comments, bytes: source.bytes)
            if questions.observableMark(site.declaration.head) != nil || ObservationRules.declaresObservable(site.declaration) {
                names.insert(k)
            }
        }
        return names
    }

    /// Where the run declares its own `Environment`, `State` or `Bindable` (the names of
    /// SwiftUI's wrappers that the rewrites write): `struct Environment`, `typealias State = …`,
    /// `associatedtype Bindable`, or a generic parameter (`<State>`, `<A, State: P>`).
    struct ShadowedNames {
        /// Names visible everywhere, as far as this reading tells: declared at file scope, or
        /// as a generic parameter (of any declaration: over-read).
        var everywhere: Set<String> = []
        /// Names declared `private` or `fileprivate` at file scope: visible in their files
        /// only (review 25b/01, openedx: a `private enum State` in one file qualified every
        /// `@State` of 17 others).
        var inFiles: [String: Set<Int>] = [:]
        /// Names declared in a type (or an extension), by the keys of the types that declare
        /// them: their bodies see them, and those of types that name one as a superclass or
        /// protocol directly.
        var inTypes: [String: Set<String>] = [:]
    }

    /// The run's declarations named `Environment`, `State` or `Bindable`. Where one is in
    /// scope, a bare `@Environment(T.self)` names it and does not build; `SwiftUI.Environment`
    /// always names SwiftUI's, so over-reading (a generic parameter anywhere) is harmless.
    static func shadowedSwiftUINames(_ sources: [MigrationSource], _ catalogue: ModelCatalogue) -> ShadowedNames {
        let names: Set<String> = ["Environment", "State", "Bindable"]
        let introducers: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias", "associatedtype"]
        var found = ShadowedNames()
        for (file, source) in sources.enumerated() where source.tokens.count > 1 {
            for k in 1 ..< source.tokens.count where source.kind(k) == .identifier && names.contains(source.text(k)) {
                let name = source.text(k)
                // Angle brackets are operator tokens (`>` may come as `>>`).
                if (source.text(k - 1) == "<" || source.kind(k - 1) == .comma) && k + 1 < source.tokens.count
                    && (source.kind(k + 1) == .colon || source.kind(k + 1) == .comma || source.text(k + 1).hasPrefix(">")) {
                    found.everywhere.insert(name)
                    continue
                }
                guard introducers.contains(source.text(k - 1)) else { continue }
                guard let owner = catalogue.enclosingSite(file: file, token: k) else {
                    // The modifiers before the introducer: `private final class State`.
                    var j = k - 2
                    var isFilePrivate = false
                    while j >= 0, source.kind(j) == .identifier, Self.declarationModifiers.contains(source.text(j)) {
                        if source.text(j) == "private" || source.text(j) == "fileprivate" { isFilePrivate = true }
                        j -= 1
                    }
                    if isFilePrivate { found.inFiles[name, default: []].insert(file) } else { found.everywhere.insert(name) }
                    continue
                }
                found.inTypes[name, default: []].insert(catalogue.sites[owner].key)
            }
        }
        return found
    }

    /// SwiftUI's `name` (`State`, `Bindable`, `Environment`) as a rewrite at token `index` of
    /// `file` writes it: `SwiftUI.name` when a declaration of the run of that name is visible
    /// there, else `name`.
    func swiftUI(_ name: String, file: Int, token index: Int) -> String {
        if shadowedSwiftUINames.everywhere.contains(name) || shadowedSwiftUINames.inFiles[name]?.contains(file) == true { return "SwiftUI." + name }
        guard let owners = shadowedSwiftUINames.inTypes[name] else { return name }
        let enclosing = catalogue.sitesByFile[file].filter { k in
            let declaration = catalogue.sites[k].declaration
            guard let open = declaration.leftBrace else { return false }
            return open < index && index <= (declaration.rightBrace ?? Int.max)
        }
        let simpleOwners = Set(owners.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        let visible = enclosing.contains { k in
            let site = catalogue.sites[k]
            // A subclass or conformer sees the nested declarations of what it inherits.
            return owners.contains(site.key) || site.declaration.inheritance.contains { reference in
                simpleOwners.contains(reference.qualifiedName.split(separator: ".").last.map(String.init) ?? reference.qualifiedName)
            }
        }
        return visible ? "SwiftUI." + name : name
    }

    /// The types declared by file-scope variables of the run (`let store = Store()`,
    /// `let sampleStore: Store<AppState>`), by name: the first declaration wins.
    static func globalTypes(_ sources: [MigrationSource], index: DeferredIndex) -> [String: String] {
        var found: [String: String] = [:]
        for source in sources {
            for variable in ModelCatalogue.variables(source.tree.members) {
                for binding in variable.bindings {
                    guard case let .identifier(token) = binding.pattern, found[source.text(token)] == nil else { continue }
                    var type: String?
                    if let annotation = binding.typeAnnotation {
                        type = source.writtenTypeName(ofAnnotation: annotation)
                    } else if let initializer = binding.initializer {
                        type = source.writtenTypeName(ofCallAt: initializer.first, end: initializer.last)
                            ?? inferred(initializer, in: source, scope: [], index: index)
                    }
                    if let type { found[source.text(token)] = type }
                }
            }
        }
        return found
    }

    /// The name of the type of expression `span` of `source` as the index infers it (`X.shared`,
    /// `X.Nested.instance`, `X.make()`, `makeX()`, `Alias()`), without generic arguments or
    /// optionality, or nil.
    static func inferred(_ span: TokenSpan, in source: MigrationSource, scope: [String], index: DeferredIndex) -> String? {
        let inference = TypeInference(tokens: source.tokens, bytes: source.bytes, declarations: index, scope: scope)
        guard let type = inference.inferType(span) else { return nil }
        return nominalName(ofType: type)
    }

    /// `Store`, `App.Store?`, `Store<Int>` -> `Store`, `App.Store`, `Store`; nil for a tuple,
    /// function or collection.
    static func nominalName(ofType type: String) -> String? {
        var text = type.trimmed(of: [" "])
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return TypeSpelling.nominal(text)?.name
    }

    /// The key (`TypeSite.key`) of the type that `written` (a name, maybe qualified) names as
    /// seen at token `index` of `file`, resolved through the index in the scopes there; else
    /// its last component (a type of no file of the run).
    func typeKey(_ written: String, file: Int, token index: Int) -> String {
        genericParameterMember(written, file: file, token: index) ?? typeKey(written, scope: lookupScope(file: file, token: index), file: file)
    }

    /// `typeKey` in index lookup scope `scope`; `file`, when known, the file of the use (its
    /// own file-private type of the name first: `ModelCatalogue.filePrivateKeys`).
    func typeKey(_ written: String, scope: [String], file: Int? = nil) -> String {
        let components = written.split(separator: ".").map(String.init)
        return catalogue.key(of: components, scope: scope, file: file) ?? components.last ?? written
    }

    /// The qualified names of the types enclosing token `index` of `file`, outermost first (the
    /// index's lookup scope); an extension's body is looked up in the extended type.
    func lookupScope(file: Int, token index: Int) -> [String] {
        let enclosing = catalogue.sitesByFile[file].filter { k in
            let declaration = catalogue.sites[k].declaration
            guard let open = declaration.leftBrace else { return false }
            return open < index && index <= (declaration.rightBrace ?? Int.max)
        }.sorted { (catalogue.sites[$0].declaration.leftBrace ?? 0) < (catalogue.sites[$1].declaration.leftBrace ?? 0) }
        var scope: [String] = []
        for k in enclosing {
            let declaration = catalogue.sites[k].declaration
            if declaration.kind == .extension {
                let parts = declaration.name.split(separator: ".").map(String.init)
                scope = (1 ... max(1, parts.count)).map { parts.prefix($0).joined(separator: ".") }
            } else {
                scope.append((scope.last.map { $0 + "." } ?? "") + declaration.name)
            }
        }
        return scope
    }

    /// The type a binding of `file` holds: its annotation, its initializer's call (`T(…)`), else
    /// its initializer inferred through the index. `depth`: static properties followed so far
    /// (`static let a = T.b`), a bound on a cycle of them.
    func resolvedType(of binding: PatternBinding, file: Int, depth: Int = 0) -> String? {
        let source = sources[file]
        if let type = typeName(of: binding, file: file) { return type }
        guard let initializer = binding.initializer else { return nil }
        let scope = lookupScope(file: file, token: initializer.first)
        if let type = Self.inferred(initializer, in: source, scope: scope, index: runIndex) { return typeKey(type, scope: scope) }
        // `static let mock = mock(kind: .live)`: a call of a member function of the type.
        if let type = ownMemberCallType(file: file, first: initializer.first, last: initializer.last)
            ?? returnedClosureType(file: file, first: initializer.first, last: initializer.last)
            ?? returnedLocalClosureType(file: file, first: initializer.first, last: initializer.last) { return type }
        if let type = typeHeadChainType(file: file, first: initializer.first, last: initializer.last) { return type }
        // `static let viewModel = TimelineViewModel.mock`, whose own initializer the index does not type.
        return depth < 8 ? staticPropertyChainType(file: file, first: initializer.first, last: initializer.last, depth: depth + 1) : nil
    }

    /// The key of the class a typealias of the run stands for (`typealias VM = Foo`: `VM` ->
    /// `Foo`, through chains of aliases, as `ModelCatalogue.key(of:scope:)` follows them);
    /// `type` itself when it is a key already or names no class of the run.
    func unaliased(_ type: String) -> String {
        if catalogue.typesByName[type] != nil { return type }
        return catalogue.key(of: type.split(separator: ".").map(String.init), scope: []) ?? type
    }

    /// The type of `name` as seen at token `index` of `file`: a local declaration that spells it,
    /// a stored property of an enclosing type (typed through the index when its initializer does
    /// not spell it), or a file-scope variable of the run.
    func valueType(of name: String, file: Int, token index: Int) -> String? {
        if let bound = patternBoundType(file: file, token: index) { return bound.type }
        if let type = resolveType(of: name, file: file, token: index) { return type }
        if let type = inferredLocalType(of: name, file: file, token: index) { return type }
        // `ForEach(store.items) { item in … }`, `xs.map { x in … }`: the collection's element.
        if let type = closureElementType(of: name, file: file, token: index) { return type }
        // `ForEach(Array(posts.enumerated()), …) { i, post in … }`: the element of `posts`.
        if let type = enumeratedElementType(of: name, file: file, token: index) { return type }
        // `newValue` in a setter, `oldValue` in a `didSet`: the subscript's or property's type.
        if let type = accessorValueType(of: name, file: file, token: index) { return type }
        // A local, closure parameter or loop variable of the name is not the property.
        if hidesProperty(name, file: file, token: index) { return nil }
        let candidates = catalogue.enclosingSites(file: file, token: index)
        for k in candidates {
            let own = [k] + (catalogue.sites[k].declaration.kind == .extension ? catalogue.bodies(of: catalogue.sites[k].key) : [])
            let inherited = inheritedBodies(of: catalogue.sites[k].key)
            for body in own + inherited {
                let site = catalogue.sites[body]
                // A superclass's `private` property is not seen by its subclasses.
                for variable in ModelCatalogue.variables(site.declaration.members) where !(inherited.contains(body) && variable.head.hasModifier("private")) {
                    for binding in variable.bindings where self.name(of: binding, in: sources[site.file]) == name {
                        return resolvedType(of: binding, file: site.file)
                    }
                }
            }
        }
        return globalTypes[name].map { typeKey($0, scope: []) }
    }

    /// The type of argument `first...last` of `file`: `T(…)`, a name or `self.name`, a chain of
    /// stored properties from one (`app.settings`), or an expression the index types
    /// (`Store.shared`, `makeStore()`).
    func argumentType(file: Int, first: Int, last: Int) -> String? {
        argumentTypeWritten(file: file, first: first, last: last).map(unaliased)
    }

    /// `argumentType`, aliases not looked through.
    func argumentTypeWritten(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        if source.coalescingValue(from: first, limit: last, binding: false)?.last == last { return coalescingType(file: file, first: first, last: last) }
        if let type = source.writtenTypeName(ofCallAt: first, end: last) { return typeKey(type, file: file, token: first) }
        if let type = trailingClosureInitializerType(file: file, first: first, last: last) ?? wrappedValueChainType(file: file, first: first, last: last) { return type }
        // `self` in a type or its extension is that type.
        if first == last && source.isWord(first, "self") { return catalogue.enclosingSite(file: file, token: first).map { catalogue.sites[$0].key } }
        // `ForEach(xs) { V().environmentObject($0) }`: an element of `xs`.
        if first == last && source.kind(first) == .dollarIdentifier && source.text(first) == "$0" { return closureElementType(of: "$0", file: file, token: first) }
        // `data!`, `Session.active[id]`, `store.items[0]`: a member chain with unwraps and subscripts.
        if last > first && (source.kind(last) == .rightSquare || source.isPostfixUnwrap(last)), let type = chainReceiverType(file: file, period: last + 1) {
            return type
        }
        // `Tests.models[0]`, `xs.first!`: an element of an array whose type is declared.
        if last > first && (source.kind(last) == .rightSquare || source.isPostfixUnwrap(last)),
           let type = elementAccessType(file: file, first: first, last: last) {
            return type
        }
        if let type = selfStaticChainType(file: file, first: first, last: last) { return type }
        // `pair.1`, `pair.metadata` of a value declared as a tuple.
        if let type = tupleElementAccessType(file: file, first: first, last: last) { return type }
        var names: [Int] = []
        var k = first
        while k <= last, source.kind(k) == .identifier {
            names.append(k)
            // `a?.b`, `a!.b`: an optional link, unwrapped (the chain's type is its last link's).
            let period = k + 1 <= last && source.isPostfixUnwrap(k + 1) ? k + 2 : k + 1
            guard period <= last else { break }
            guard source.kind(period) == .period else { names = []; break }
            k = period + 1
        }
        if let head = names.first, names.last == last {
            var links = names
            var type: String?
            // `App`, `App.extensionManager` where `App` is a property, parameter or local
            // (Code App's `@StateObject var App = MainApp()`): a value, not a type of that name.
            let capitalValue = source.text(head).first?.isLowercase == false && !source.isWord(head, "self")
                && namesValue(source.text(head), file: file, token: head)
            if source.isWord(head, "self"), links.count > 1 {
                links.removeFirst()
                // `self.x` is the property, even where a local `x` is declared (`guard let x = self.x`).
                type = enclosingPropertyType(of: source.text(links[0]), file: file, token: links[0])
            } else if source.text(head).first?.isLowercase == true || capitalValue {
                type = valueType(of: source.text(head), file: file, token: head)
            }
            // `post.extra` of `post: Entity<Extra>`, `extra: B?`: the receiver's argument; a
            // value written as a generic application (`let c = x as? Entity<A, B>`) has its type.
            let isValue = source.isWord(head, "self") || source.text(head).first?.isLowercase == true || capitalValue
            var application = links.count > 1 && isValue ? (writtenApplication(ofValue: source.text(links[0]), file: file, token: links[0]) ?? patternBoundApplication(file: file, token: links[0])
                ?? closureElementApplication(of: source.text(links[0]), file: file, token: links[0])) : nil
            if type == nil { type = application?.key }
            if var current = type {
                for link in links.dropFirst() {
                    let generic = genericLinkType(of: current, application: application, member: source.text(link), element: false)
                    guard let next = generic ?? memberType(of: current, named: source.text(link)) ?? tupleElementType(ofAlias: current, label: source.text(link)) else {
                        current = ""
                        break
                    }
                    application = nil
                    current = next
                }
                if !current.isEmpty { return current }
            }
            // Read as a type, the value's name would give another type's members.
            if capitalValue { return nil }
        }
        // `a.b.m(x).c`: a member chain through a method's declared result.
        if last > first + 2, source.kind(last) == .identifier, source.kind(last - 1) == .period, source.kind(first) == .identifier,
           (first ... last).contains(where: { source.kind($0) == .rightParen }),
           let type = chainReceiverType(file: file, period: last + 1, start: first) {
            return type
        }
        if let type = immediateClosureResultType(file: file, first: first, last: last) ?? returnedClosureType(file: file, first: first, last: last)
            ?? returnedLocalClosureType(file: file, first: first, last: last)
            ?? genericCallResultType(file: file, first: first, last: last)
            ?? ownMemberCallType(file: file, first: first, last: last) {
            return type
        }
        let scope = lookupScope(file: file, token: first)
        if let type = Self.inferred(TokenSpan(first, last), in: source, scope: scope, index: runIndex) { return typeKey(type, scope: scope) }
        if let type = typeHeadChainType(file: file, first: first, last: last) ?? staticPropertyChainType(file: file, first: first, last: last) { return type }
        // `server.toClient()`: a member chain ending in a call of a method with a declared result.
        if last > first + 2, source.kind(last) == .rightParen, source.kind(first) == .identifier,
           let type = chainReceiverType(file: file, period: last + 1, start: first) { return type }
        return importedMetatypeCallType(file: file, first: first, last: last)
    }

    /// The type of `Self.shared` or `Self.shared.settings` (tokens `first...last` of `file`) in
    /// a type of the run or an extension of one, as `TypeName.shared` there: the static
    /// property's declared or inferred type, then instance members. Nil for any other shape,
    /// and in a protocol or its extensions (`Self` is a conformer there).
    func selfStaticChainType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard source.isWord(first, "Self"), last - first >= 2, (last - first) % 2 == 0,
              let enclosing = catalogue.enclosingSite(file: file, token: first) else { return nil }
        let key = catalogue.sites[enclosing].key
        guard catalogue.sites[enclosing].declaration.kind != .protocol,
              let declared = catalogue.typesByName[key], !declared.contains(where: { catalogue.sites[$0].declaration.kind == .protocol }) else { return nil }
        var current: String?
        for k in stride(from: first + 2, through: last, by: 2) {
            guard source.kind(k - 1) == .period, source.kind(k) == .identifier else { return nil }
            let name = source.text(k)
            current = current == nil ? memberType(of: key, member: name, isStatic: true) : current.flatMap { memberType(of: $0, named: name) }
            if current == nil { return nil }
        }
        return current
    }

    /// The type of `UserSpace.shared.userModesPublisher` (tokens `first...last` of `file`, a
    /// chain of names from a capitalised type name): the index types the static member, not an
    /// instance property whose initializer spells no type; the rest goes through the run's
    /// types (`memberType`), as a chain from a value does. Nil for any other shape.
    func typeHeadChainType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard source.kind(first) == .identifier, source.text(first).first?.isUppercase == true, (last - first) % 2 == 0, last - first >= 4 else { return nil }
        var names: [Int] = []
        for k in stride(from: first, through: last, by: 2) {
            guard source.kind(k) == .identifier, k == last || source.kind(k + 1) == .period else { return nil }
            names.append(k)
        }
        let scope = lookupScope(file: file, token: first)
        for cut in stride(from: names.count - 1, through: 2, by: -1) {
            guard var current = Self.inferred(TokenSpan(first, names[cut - 1]), in: source, scope: scope, index: runIndex)
                .map({ typeKey($0, scope: scope) }) else { continue }
            for link in names[cut...] {
                guard let next = memberType(of: current, named: source.text(link)) ?? tupleElementType(ofAlias: current, label: source.text(link)) else {
                        current = ""
                        break
                    }
                current = next
            }
            if !current.isEmpty { return current }
        }
        return nil
    }

    /// The type that expression `first...last` of `file` starts from (`PermissionManager` in
    /// `PermissionManager.shared`) when the run declares no type, extension, typealias or
    /// generic parameter of that name and no value of it is in scope: another module's type,
    /// whose members cannot hold a class of the run. Nil otherwise (also for `MyApp.Store.x`,
    /// a module name before a type of the run).
    func importedTypeHead(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard first + 2 <= last, source.kind(first) == .identifier, source.kind(first + 1) == .period,
              source.text(first).first?.isUppercase == true, !source.isWord(first, "Self") else { return nil }
        let name = source.text(first)
        if catalogue.keysBySimpleName[source.text(first + 2)] != nil { return nil }
        if declaresType(named: name), !extendsOnly(name, without: source.text(first + 2)) { return nil }
        return namesValue(name, file: file, token: first) ? nil : name
    }

    /// Whether the run declares `name` only as extensions of another module's type (`extension
    /// RoomModel { … }`: no type, typealias or generic parameter of that simple name) and no
    /// extension of it declares member `member`: then `RoomModel.member` is that module's, and
    /// so is what it holds (review 20a/03, 100ms-roomkit-ios: 66 errors at
    /// `.environmentObject(HMSRoomModel.dummyRoom(3))` because the run extends `HMSRoomModel`).
    func extendsOnly(_ name: String, without member: String) -> Bool {
        let simple = { (qualified: String) in qualified.split(separator: ".").last.map(String.init) ?? qualified }
        var extended: Set<String> = []
        for site in catalogue.sites {
            if site.declaration.genericParameters.contains(where: { $0.name == name }) { return false }
            guard simple(site.declaration.name) == name else { continue }
            guard site.declaration.kind == .extension else { return false }
            extended.insert(site.declaration.name)
        }
        if runIndex.index.types.keys.contains(where: { simple($0) == name }) { return false }
        return !extended.isEmpty && extended.allSatisfy { runIndex.index.memberEntries(of: $0, named: member).isEmpty }
    }

    /// Whether the run declares a type, extension, typealias or generic parameter whose simple
    /// name is `name`.
    func declaresType(named name: String) -> Bool {
        let simple = { (qualified: String) in qualified.split(separator: ".").last.map(String.init) ?? qualified }
        return catalogue.keysBySimpleName[name] != nil
            || catalogue.sites.contains(where: { simple($0.declaration.name) == name || $0.declaration.genericParameters.contains { $0.name == name } })
            || runIndex.index.types.keys.contains(where: { simple($0) == name })
    }

    /// The imported type a stored property of the enclosing type starts from, for an argument
    /// `x` or `self.x` (tokens `first ... last` of `file`) naming one with no written type whose
    /// initializer starts from a type the run does not declare (`@StateObject var store =
    /// Store.shared`, `Store` imported): `importedTypeHead` of the initializer. Nil when no such
    /// property, or when a local, parameter or closure parameter of that name comes before.
    func importedPropertyHead(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard let name = source.nameOrSelfMember(first: first, last: last) else { return nil }
        let text = source.text(name)
        guard let enclosing = catalogue.enclosingSite(file: file, token: name), let open = catalogue.sites[enclosing].declaration.leftBrace else { return nil }
        for body in catalogue.bodies(of: catalogue.sites[enclosing].key) {
            let site = catalogue.sites[body]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where self.name(of: binding, in: sources[site.file]) == text {
                    guard binding.typeAnnotation == nil, !binding.isComputed, let initializer = binding.initializer else { return nil }
                    if first == last {
                        // A local, a parameter (`store: T`) or a closure's (`{ store in`) hides it.
                        for k in open + 1 ..< name where source.kind(k) == .identifier && source.text(k) == text {
                            if case let .identifier(declared) = binding.pattern, site.file == file, declared == k { continue }
                            if k > 0 && (source.isWord(k - 1, "let") || source.isWord(k - 1, "var")) { return nil }
                            if k + 1 < source.tokens.count && (source.kind(k + 1) == .colon || source.isWord(k + 1, "in") || source.kind(k + 1) == .comma) { return nil }
                        }
                    }
                    return importedTypeHead(file: site.file, first: initializer.first, last: initializer.last)
                }
            }
        }
        return nil
    }

    /// The type of a local `let name = expression` (or `var`) before token `index` in the
    /// innermost enclosing type body (or the file), when the index types the expression
    /// (`let store = Store.shared`, `let session = makeSession()`, also after `await`, `try`,
    /// `try!`, and `try?` in an optional binding; Swift Testing's `try #require(e)` as `e`
    /// unwrapped); the last one wins, a tuple pattern's element included (`let (a, _) = f()`,
    /// `tuplePatternLocalType`). The expression ends before the next line that starts outside
    /// its brackets.
    func inferredLocalType(of name: String, file: Int, token index: Int) -> String? {
        let source = sources[file]
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        let bodyStart = enclosing.flatMap { catalogue.sites[$0].declaration.leftBrace } ?? 0
        // A closure parameter or loop variable of the name hides the declarations before it.
        let start = scopedBinder(of: name, file: file, token: index, from: bodyStart) ?? bodyStart
        var found: String?
        var lastDeclaration: Int?
        var k = start
        while k + 3 < index {
            defer { k += 1 }
            guard source.isWord(k, "let") || source.isWord(k, "var"), source.kind(k + 1) == .identifier, source.text(k + 1) == name,
                  source.kind(k + 2) == .equal else { continue }
            // `if let x = a.b {`, `guard let x = a.b else`, `, let x = …`: an optional binding,
            // whose value ends before `{`, `,` or `else`, and whose type is the unwrapped one.
            let binding = k > 0 && (source.isWord(k - 1, "if") || source.isWord(k - 1, "guard") || source.isWord(k - 1, "while")
                || source.kind(k - 1) == .comma)
            let (end, depth) = Self.localValueEnd(from: k + 3, before: index, binding: binding, in: source)
            // A chain of stored properties (`workspace.editorManager`) as an argument is typed;
            // else what the index types.
            // A later declaration still in scope hides an earlier one, typed or not.
            guard source.isVisible(k + 1, at: index) else { continue }
            found = nil
            lastDeclaration = k
            // `await f()`, `try f()`, `try! f()`: the call's type; `if let x = try? f()` binds
            // what `f()` gives unwrapped (`try?` flattens an optional result).
            var first = k + 3
            while first < end {
                if source.isWord(first, "await") { first += 1; continue }
                guard source.isWord(first, "try") else { break }
                if source.isPostfixUnwrap(first + 1) {
                    guard source.isWord(first + 1, "!") || binding else { first = end + 1; break }
                    first += 2
                } else {
                    first += 1
                }
            }
            if depth >= 0, binding, first <= end, let element = optionalElementType(file: file, first: first, last: end) {
                found = element
            } else if depth >= 0, first <= end, requireMacroValue(file: file, first: first, last: end) != nil {
                // `let item = try #require(try load())`: the value unwrapped, else unknown.
                found = requireMacroType(file: file, first: first, last: end)
            } else if depth >= 0, first <= end,
                      var type = argumentType(file: file, first: first, last: end) ?? ownMethodCallResultType(file: file, first: first, last: end) {
                if binding, type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                found = type
            }
        }
        // `let (manager, _) = makeSUT()`: the element of the call's declared tuple result.
        // A tuple pattern after the last such declaration hides it.
        if let tuple = tuplePatternLocalType(of: name, file: file, token: index, after: lastDeclaration ?? start) { return tuple }
        return found
    }

    /// The key of the declared type of instance property `member` of the type keyed `owner`,
    /// from the index (the type read in the scope it is declared in); nil when several types
    /// that `owner` may name differ.
    /// A class that does not declare `member` has its superclass's (in the run).
    func memberType(of owner: String, named member: String) -> String? {
        for key in [owner] + superclassKeys(of: owner) {
            if let declared = declaredMemberType(of: key, named: member) { return declared }
        }
        return nil
    }

    /// `memberType` of the properties the type keyed `owner` declares itself: nil when it
    /// declares none of that name, `.some(nil)` when it does and the type cannot be told.
    func declaredMemberType(of owner: String, named member: String) -> String?? {
        let index = runIndex.index
        // A key is a qualified name, or a simple name that one type of the run has.
        let owners = index.types.keys.filter { $0 == owner || (!owner.contains(".") && $0.hasSuffix("." + owner) && catalogue.keyByQualifiedName[$0] == owner) }
        var found: Set<String> = []
        var declared = false
        for qualified in owners {
            for entry in index.memberEntries(of: qualified, named: member) where !entry.isStatic && entry.kind == .property {
                declared = true
                // `lazy var cache = ImageCache(app: self)`, `let state = State()`: no written
                // type; the initializer's, as for a property read by name.
                if entry.type == nil, let key = catalogue.keyByQualifiedName[qualified], let type = initializerType(of: key, named: member) {
                    found.insert(type)
                    continue
                }
                guard let type = entry.type?.text, let name = Self.nominalName(ofType: type) else { return .some(nil) }
                // A generic parameter of the owner is no type of that name; its argument is the receiver's.
                if entry.ownGenericParameters.contains(name) || isIndexGenericParameter(name, ofQualified: qualified) { return .some(nil) }
                found.insert(typeKey(name, scope: entry.declaringScope))
            }
        }
        guard declared else { return nil }
        return .some(found.count == 1 ? found.first : nil)
    }

    /// The type of stored instance property `member` of the class or struct keyed `key`, from
    /// its initializer (`T(…)`, or what the index types), for a declaration without a written
    /// type; nil when the run declares no such binding or its initializer cannot be typed.
    func initializerType(of key: String, named member: String) -> String? {
        for k in catalogue.typesByName[key] ?? [] {
            let site = catalogue.sites[k]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where binding.typeAnnotation == nil && name(of: binding, in: sources[site.file]) == member {
                    return resolvedType(of: binding, file: site.file)
                }
            }
        }
        return nil
    }

    /// Where the value of a local declaration starting at token `start` ends, looked for before
    /// token `index`: before the next line that starts outside its brackets (not with `.`), a
    /// bracket it does not open, or (in an optional binding, `binding`) before `{`, `,` or
    /// `else`; with the bracket depth there (negative: it ran into a closing bracket).
    static func localValueEnd(from start: Int, before index: Int, binding: Bool, in source: MigrationSource) -> (end: Int, depth: Int) {
        var end = start
        var depth = 0
        while end + 1 < index {
            switch source.kind(end) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            if depth < 0 || (depth == 0 && source.tokens[end + 1].isAtStartOfLine && source.kind(end + 1) != .period) { break }
            if binding && depth == 0 && (source.kind(end + 1) == .leftBrace || source.kind(end + 1) == .comma || source.isWord(end + 1, "else")) { break }
            end += 1
        }
        return (end, depth)
    }
}
