import ObservableSyntax

/// Property wrappers on the stored properties of a candidate class (rule: "never
/// `@ObservationIgnored` in silence on something that notified"). `@AppStorage` and
/// `@SceneStorage` publish through the enclosing `ObservableObject` (they send its
/// `objectWillChange`), as does a wrapper of the run with a
/// `static subscript(_enclosingInstance:…)`; such a property keeps notifying after the
/// migration through Observation's pattern for it: its wrapper moves to an ignored store
/// `_name`, and `name` becomes a computed property whose get calls `access(keyPath:)` and whose
/// set calls `withMutation(keyPath:)`. A wrapper that cannot be classified keeps the class.
extension MigrationPlanner {
    /// What a wrapper does to the enclosing `ObservableObject`.
    enum WrapperEffect: Equatable {
        /// Sends `objectWillChange` on a set (`AppStorage`, `SceneStorage`, a run's wrapper with
        /// an `_enclosingInstance` subscript): migrated to tracked accessors.
        case publishing
        /// Declared in the run without an `_enclosingInstance` subscript, or a SwiftUI wrapper
        /// that does nothing in a class: it never notified, so `@ObservationIgnored` keeps that.
        case quiet
        /// Not known: it may publish.
        case unknown
    }

    /// The property wrappers a run knows, by simple name.
    struct RunWrappers {
        var publishing: Set<String> = ["AppStorage", "SceneStorage"]
        var quiet: Set<String> = ObservationRules.wellKnownPropertyWrappers.subtracting(["AppStorage", "SceneStorage", "Published"])
        /// Uppercase attributes that are not wrappers: global actors and the attributes of
        /// Foundation, Interface Builder and Observation that may sit on a stored property.
        /// Wrappers of the run whose `_enclosingInstance` subscript requires `ObservableObject`
        /// (their effect is `.unknown`: the class stays, reported with that reason).
        var enclosingObservable: Set<String> = []
        var plain: Set<String> = ["MainActor", "ObservationIgnored", "ObservationTracked", "NSCopying", "NSManaged", "IBOutlet",
                                  "IBInspectable", "GKInspectable", "Published", "Sendable", "NSApplicationMain", "UIApplicationMain"]

        init(_ catalogue: ModelCatalogue, _ sources: [MigrationSource]) {
            for site in catalogue.sites where site.declaration.kind != .extension {
                let attributes = ModelCatalogue.attributes(site.declaration.attributes).map(\.name)
                if attributes.contains("globalActor") { plain.insert(site.key) }
                guard attributes.contains("propertyWrapper") else { continue }
                let enclosing = Self.subscripts(site.declaration.members).filter { $0.head.isStatic && $0.parameters.first?.label == "_enclosingInstance" }
                quiet.remove(site.key)
                publishing.remove(site.key)
                if enclosing.contains(where: { Self.requiresObservableObject($0, sources[site.file]) }) { enclosingObservable.insert(site.key) }
                if enclosing.isEmpty {
                    quiet.insert(site.key)
                } else if !enclosing.contains(where: { Self.requiresObservableObject($0, sources[site.file]) }),
                          Self.hasUsableWrappedValue(site, sources[site.file]) {
                    publishing.insert(site.key)
                }
                // Else unknown: a subscript written against `ObservableObject` is what the
                // compiler uses for a class property whenever one is declared (it does not fall
                // back to `wrappedValue` when the class no longer conforms: swiftc says the
                // subscript "requires that 'C' conform to 'ObservableObject'"); without a usable
                // `wrappedValue` the wrapper works only through that subscript. Either way the
                // class stays, with the reason.
            }
            // `@Alias` of a typealias of the run for one of these wrappers (review 22c/02).
            addAliases(catalogue)
        }

        /// Whether the wrapper declares a `wrappedValue` that is not `@available(*, unavailable)`:
        /// after the migration the compiler falls back to it when the `_enclosingInstance`
        /// subscript asks for `ObservableObject`.
        static func hasUsableWrappedValue(_ site: TypeSite, _ source: MigrationSource) -> Bool {
            ModelCatalogue.variables(site.declaration.members).contains { variable in
                guard !variable.head.isStatic, variable.bindings.contains(where: { binding in
                    if case let .identifier(token) = binding.pattern { return source.text(token) == "wrappedValue" }
                    return false
                }) else { return false }
                return !ModelCatalogue.attributes(variable.attributes).contains { attribute in
                    attribute.name == "available" && (attribute.span.first ... attribute.span.last).contains { source.text($0) == "unavailable" }
                }
            }
        }

        /// Whether the signature of an `_enclosingInstance` subscript (its generic parameters,
        /// parameters, result and `where` clause: the tokens before its body) names
        /// `ObservableObject`, as `<EnclosingSelf: ObservableObject>` does.
        static func requiresObservableObject(_ declaration: SubscriptDeclaration, _ source: MigrationSource) -> Bool {
            var t = declaration.head.keyword
            while t < source.tokens.count, source.kind(t) != .leftBrace, source.kind(t) != .endOfFile {
                if source.kind(t) == .identifier, source.text(t) == "ObservableObject" { return true }
                t += 1
            }
            return false
        }

        static func subscripts(_ members: [Member]) -> [SubscriptDeclaration] {
            MemberWalk(members).compactMap { if case let .subscript(declaration) = $0 { declaration } else { nil } }
        }

        /// The effect of attribute `name` (module prefix dropped), or nil when it is not a
        /// property wrapper (a known plain one, or one of Swift's lower-case attributes such as
        /// `objc`). A wrapper the run declares counts whatever the case of its name; another
        /// lower-case attribute may be an imported wrapper (`@userDefault("k")`): unknown.
        func effect(of name: String) -> WrapperEffect? {
            let simple = String(name.split(separator: ".").last ?? "")
            guard let first = simple.unicodeScalars.first, !plain.contains(simple) else { return nil }
            if publishing.contains(simple) { return .publishing }
            if quiet.contains(simple) { return .quiet }
            if !first.properties.isUppercase && Self.isBuiltInLowercase(simple) { return nil }
            return .unknown
        }
    }

    /// The first property-wrapper attribute of a stored instance `var` and its effect.
    func wrapper(of variable: VariableDeclaration) -> (attribute: Attribute, effect: WrapperEffect)? {
        guard !variable.head.isStatic, !variable.isLet else { return nil }
        // A computed property has no wrapper: `@ViewBuilder var body: some View { … }` is a
        // result builder.
        if !variable.bindings.isEmpty && variable.bindings.allSatisfy(\.isComputed) { return nil }
        for attribute in ModelCatalogue.attributes(variable.attributes) {
            if let effect = runWrappers.effect(of: attribute.name) { return (attribute, effect) }
        }
        return nil
    }

    /// The type of a publishing wrapped property for its accessors: the annotation as written,
    /// else that of a literal initializer (`= true` -> `Bool`), of a member chain as the index
    /// types it (`wrappedInitializerType`) or of an initializer call (`= Data()`,
    /// `runTypeCreated`, `importedTypeCreated`); nil when it cannot be told, or when the
    /// declaration is not one `var name = value` (several bindings, a pattern, observers other
    /// than a plain `didSet`), which the accessors cannot carry.
    func accessorType(of variable: VariableDeclaration, in source: MigrationSource) -> String? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              case let .identifier(token) = binding.pattern, source.firstByte(token) != UInt8(ascii: "`") else { return nil }
        if binding.accessorBlock != nil && didSetBody(of: binding, in: source) == nil { return nil }
        if let annotation = binding.typeAnnotation { return source.normalizedText(annotation) }
        guard let initializer = binding.initializer else { return keyPathStorageType(of: variable, in: source) }
        if let type = runTypeCreated(by: initializer, in: source) { return type }
        if let type = importedTypeCreated(by: initializer, in: source) { return type }
        if initializer.last > initializer.first { return wrappedInitializerType(initializer, in: source) }
        switch source.kind(initializer.first) {
        case .integerLiteral: return "Int"
        case .floatLiteral: return "Double"
        case .stringLiteral: return source.text(initializer.first).contains("\\(") ? nil : "String"
        default:
            if source.isWord(initializer.first, "true") || source.isWord(initializer.first, "false") { return "Bool" }
            return nil
        }
    }

    /// The type written by `Type(…)` or `Outer.Type.init(…)` when the call is the whole of
    /// `initializer` (names and periods, then one argument list), and the list's `(`.
    func wholeCall(_ initializer: TokenSpan, in source: MigrationSource) -> (written: String, open: Int)? {
        guard let written = source.writtenTypeName(ofCallAt: initializer.first, end: initializer.last) else { return nil }
        var open = initializer.first
        while open < initializer.last && source.kind(open) != .leftParen {
            guard source.kind(open) == .identifier || source.kind(open) == .period else { return nil }
            open += 1
        }
        guard source.kind(open) == .leftParen, source.closingBracket(of: open) == initializer.last else { return nil }
        return (written, open)
    }

    /// `Settings(…)`, `Outer.Settings.init(…)` (the whole initializer, a call of a type the run
    /// declares, no generic arguments or trailing closure, no `init(rawValue:)` and no type
    /// with an `init?`, whose result is optional): the type as written, which the accessors
    /// spell in the same scope. Nil otherwise.
    func runTypeCreated(by initializer: TokenSpan, in source: MigrationSource) -> String? {
        guard let (written, open) = wholeCall(initializer, in: source),
              let simple = written.split(separator: ".").last.map(String.init),
              let keys = catalogue.keysBySimpleName[simple], !keys.isEmpty,
              keys.allSatisfy({ key in (catalogue.typesByName[key] ?? []).allSatisfy { catalogue.sites[$0].declaration.kind != .protocol } })
        else { return nil }
        // `Theme(rawValue: "a")`, an `init?`: the value is optional, not of the type written.
        if source.isWord(open + 1, "rawValue") && source.kind(open + 2) == .colon { return nil }
        let failable = keys.contains { key in
            catalogue.bodies(of: key).contains { k in
                MemberWalk(catalogue.sites[k].declaration.members).contains { if case let .initializer(initializer) = $0 { initializer.isFailable } else { false } }
            }
        }
        return failable ? nil : written
    }

    /// The body of the binding's only observer, a `didSet` without a parameter name (the
    /// tokens between its braces, which may be empty); nil when it has other accessors.
    func didSetBody(of binding: PatternBinding, in source: MigrationSource) -> TokenSpan? {
        guard let block = binding.accessorBlock, binding.accessorKind == .accessors(["didSet"]) else { return nil }
        var j = block.first + 1
        while j < block.last && source.kind(j) != .leftBrace { j += 1 }
        guard j < block.last, source.isWord(j - 1, "didSet"), let close = source.closingBracket(of: j), close + 1 == block.last else { return nil }
        return TokenSpan(j, close)
    }

    /// Where an attribute of a publishing wrapped property goes when the property becomes an
    /// ignored store `_name` and a tracked computed `name`.
    enum AttributePlacement {
        /// The store only: the wrapper itself, and a wrapper composed with it.
        case store
        /// The computed property only: what others see of the property (`@objc`, `@objc(name)`,
        /// `@nonobjc`, `@IBInspectable`, `@inlinable`, …), which the private store must not take.
        case property
        /// Both: `@available` (the store holds the same type) and a global actor (the
        /// accessors read the store in that isolation).
        case both
    }

    static let propertyFacingAttributes: Set<String> = ["objc", "nonobjc", "IBInspectable", "GKInspectable", "inlinable", "usableFromInline",
                                                        "_spi", "backDeployed", "_disfavoredOverload", "_alwaysEmitIntoClient", "export"]
    static let bothPlacedAttributes: Set<String> = ["available", "preconcurrency", "MainActor", "_Concurrency.MainActor"]

    /// The placement of attribute `name` of a publishing wrapped property; nil for an attribute
    /// `migrate` does not know, which keeps the class (`migrate-blocked-wrapper-attribute`).
    func wrappedAttributePlacement(_ name: String) -> AttributePlacement? {
        if Self.propertyFacingAttributes.contains(name) { return .property }
        if Self.bothPlacedAttributes.contains(name) { return .both }
        let simple = String(name.split(separator: ".").last ?? "")
        // A wrapper of the run named in lower case (`@defaultsDB`) is the store's too.
        if runWrappers.publishing.contains(simple) || runWrappers.quiet.contains(simple) { return .store }
        guard simple.first?.isUppercase == true else { return nil }
        // A property wrapper (the publishing one, or one composed with it) is the store's; a
        // plain uppercase attribute is a global actor of the run.
        if runWrappers.effect(of: name) != nil { return .store }
        return runWrappers.plain.contains(simple) ? .both : nil
    }

    /// The blockers of the wrapped properties of a chain's classes: an unknown wrapper, a
    /// publishing one whose accessors cannot be written, and `$name`/`_name` of a publishing one
    /// in the class's bodies (its store moves to `_name`).
    func wrapperBlockers(chain: [Int]) -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for k in chain {
            let site = catalogue.sites[k]
            let source = sources[site.file]
            var publishing: Set<String> = []
            for variable in ModelCatalogue.variables(site.declaration.members) where !Self.isPublished(variable) {
                guard let (attribute, effect) = wrapper(of: variable) else { continue }
                let name = variable.bindings.first.flatMap { self.name(of: $0, in: source) } ?? "?"
                switch effect {
                case .quiet: continue
                case .unknown:
                    // A wrapper of the run that asks its enclosing instance for `ObservableObject`:
                    // what to change is told (`--plain-wrapper` would not make it build).
                    if runWrappers.enclosingObservable.contains(String(attribute.name.split(separator: ".").last ?? "")) {
                        blockers.append(MigrationBlocker(kind: .enclosingObservableWrapper, name: name, file: site.file, token: attribute.span.first, classes: [site.key]))
                        continue
                    }
                    // A dependency-injection wrapper known not to publish, or one `--plain-wrapper` names.
                    if plainWrapperReason(attribute.name, file: site.file) != nil { continue }
                    blockers.append(MigrationBlocker(kind: .unknownWrapper, name: name, file: site.file, token: attribute.span.first, classes: [site.key]))
                case .publishing:
                    if accessorType(of: variable, in: source) == nil {
                        // Say which it lacks (review 26b/01, NewTerm: a written type with `willSet` was told to write its type).
                        let binding = variable.bindings.count == 1 ? variable.bindings.first : nil
                        let observed = binding.map { $0.accessorBlock != nil && didSetBody(of: $0, in: source) == nil } ?? false
                        blockers.append(MigrationBlocker(kind: observed ? .observedWrapper : .untypedWrapper, name: name, file: site.file,
                                                         token: attribute.span.first, classes: [site.key]))
                    }
                    for other in ModelCatalogue.attributes(variable.attributes) where wrappedAttributePlacement(other.name) == nil {
                        blockers.append(MigrationBlocker(kind: .wrapperAttribute, name: other.name, file: site.file,
                                                         token: other.span.first, classes: [site.key]))
                    }
                    publishing.insert(name)
                }
            }
            guard !publishing.isEmpty else { continue }
            for (file, span) in bodySpans(of: site.key) {
                let body = sources[file]
                for use in body.dollarUses(in: span) where publishing.contains(use.name) && use.receiver != .other {
                    if case let .name(receiver) = use.receiver, resolveType(of: receiver, file: file, token: use.index) != site.key { continue }
                    blockers.append(MigrationBlocker(kind: .wrapperProjection, name: use.name, file: file, token: use.index, classes: [site.key]))
                }
                // `_name = store` in an `init` is rewritten to the moved store's `__name`.
                for token in body.underscoredNames(in: span) where publishing.contains(String(body.text(token).dropFirst()))
                    && !isWrapperStoreAssignment(token, in: body, file: file, key: site.key) {
                    blockers.append(MigrationBlocker(kind: .wrapperProjection, name: String(body.text(token).dropFirst()), file: file, token: token, classes: [site.key]))
                }
            }
            blockers += outsideProjectionBlockers(of: site.key, publishing: publishing)
        }
        return blockers
    }

    /// `model.$name` of a publishing wrapped property, outside the class (`Toggle(isOn:
    /// Manager.shared.$sync)`): the computed `name` that replaces it has no projection, so the
    /// class stays. A receiver of the class's type, or one whose type cannot be told (the
    /// class is kept rather than a site left that does not build).
    func outsideProjectionBlockers(of key: String, publishing: Set<String>) -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for (file, source) in sources.enumerated() where source.tokens.count > 1 {
            for use in source.dollarUses(in: TokenSpan(0, source.tokens.count - 1)) where publishing.contains(use.name) {
                let type: String?
                switch use.receiver {
                case .implicit, .selfValue: continue
                case let .name(receiver):
                    // `\Entity.$name`: a key path whose root is written.
                    if use.index >= 3 && source.kind(use.index - 3) == .backslash { type = unaliased(receiver) }
                    else { type = resolveType(of: receiver, file: file, token: use.index) }
                case .other:
                    if use.isImplicitKeyPathRoot { type = keyPathRootOwner(file: file, token: use.index, name: use.name) }
                    else { type = chainReceiverType(file: file, period: use.index - 1) }
                }
                guard type == nil || type == key else { continue }
                blockers.append(MigrationBlocker(kind: .wrapperProjection, name: use.name, file: file, token: use.index, classes: [key]))
            }
        }
        return blockers
    }

    /// `@AppStorage("k") var name: T = v` -> an ignored store `_name` with the wrapper (always
    /// `private`) and a computed `name` with the declaration's modifiers whose get calls
    /// `access(keyPath:)` and whose set calls `withMutation(keyPath:)`.
    mutating func rewriteWrapped(_ variable: VariableDeclaration, wrapper: Attribute, type: String, file: Int) {
        let source = sources[file]
        guard case let .identifier(token)? = variable.bindings.first?.pattern else { return }
        let name = source.text(token)
        let store = "_" + name
        let start = source.offset(variable.head.span.first)
        let indentation = source.indentation(of: start)
        let unit = indentation.hasPrefix("\t") ? "\t" : "    "
        let nl = newline(file)
        // `@ObservationIgnored` (a class that is `@Observable` already) is written once, first.
        // Each other attribute goes where it applies (`placement`): `@objc` to the computed
        // property, which others reach by name, the wrapper to the store.
        var attributes: [String] = [], propertyAttributes: [String] = []
        for attribute in ModelCatalogue.attributes(variable.attributes) where attribute.name != "ObservationIgnored" && attribute.name != "Observation.ObservationIgnored" {
            let text = source.sourceText(attribute.span)
            switch wrappedAttributePlacement(attribute.name) {
            case .store?: attributes.append(text)
            case .property?: propertyAttributes.append(text)
            case .both?, nil:
                attributes.append(text)
                propertyAttributes.append(text)
            }
        }
        let modifiers = propertyAttributes + variable.modifiers.map { source.sourceText($0.span) }
        // `dynamic` is the dispatch of the property others call; the private store needs none.
        let storeModifiers = ["private"] + variable.modifiers.filter { !$0.isAccessLevel && $0.name != "dynamic" }.map { source.sourceText($0.span) }
        let commented = commentsSay("@ObservationIgnored", variable.head, in: source)
        let ignored = options.annotation == .comment ? (commented ? "" : "// @ObservationIgnored" + nl + indentation) : "@ObservationIgnored "
        var text = ignored + attributes.joined(separator: " ") + " " + storeModifiers.joined(separator: " ") + " var " + store + ": " + type
        if let initializer = variable.bindings[0].initializer { text += " = " + source.sourceText(initializer) }
        text += nl + indentation + (modifiers + ["var"]).joined(separator: " ") + " " + name + ": " + type + " {" + nl
        text += indentation + unit + "get { access(keyPath: \\." + name + "); return " + store + " }" + nl
        let mutation = "withMutation(keyPath: \\." + name + ") { " + store + " = newValue }"
        if let observer = didSetBody(of: variable.bindings[0], in: source) {
            // `didSet { body }` runs after the mutation, with `oldValue` when it reads it.
            let inner = indentation + unit + unit
            text += indentation + unit + "set {" + nl
            if source.indices(of: observer).contains(where: { source.isWord($0, "oldValue") }) { text += inner + "let oldValue = " + store + nl }
            text += inner + mutation + nl
            // The body as written (comments too), at the depth it had: `didSet` was one level
            // in, as `set` is.
            var body = source.bytes[Int(source.tokens[observer.first].end) ..< source.offset(observer.last)]
            while let last = body.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D { body = body.dropLast() }
            let blank = body.prefix { $0 == 0x20 || $0 == 0x09 }
            if let first = body.dropFirst(blank.count).first, first == 0x0A || first == 0x0D {
                body = body.dropFirst(blank.count).drop { $0 == 0x0A || $0 == 0x0D }
                text += String(decoding: body, as: UTF8.self) + nl
            } else if !body.isEmpty {
                text += inner + String(decoding: body.dropFirst(blank.count), as: UTF8.self) + nl
            }
            text += indentation + unit + "}" + nl
        } else {
            text += indentation + unit + "set { " + mutation + " }" + nl
        }
        text += indentation + "}"
        edits[file].append(Edit(start ..< Int(source.tokens[variable.head.span.last].end), text))
        report(.migrationWrapperTracked(property: name, wrapper: String(wrapper.name.split(separator: ".").last ?? ""), store: store), file: file, token: wrapper.span.first)
        if storageWriters == nil { storageWriters = storageKeyWriters() }
        reportStorageKeyWriters(property: name, wrapper: wrapper, file: file, writers: storageWriters ?? [:])
        recordMigratedStorageKey(property: name, wrapper: wrapper, file: file)
    }
}
