import ObservableSyntax

/// What an `init` or `deinit` of a class held by `@StateObject` touches beyond the instance
/// (rule `migrate-blocked-state-object-lifetime`): `@State` makes a throw-away instance on every
/// view init, whose `init` and `deinit` run. An object the instance owns (a stored property it
/// creates itself) goes with it: setting its delegate, cancelling its task, harms nothing
/// (reviews 12c/03, 12a/04).
extension MigrationPlanner {
    /// The stored instance properties of the class at `site` that hold an object of the
    /// instance's own: a `let` initialised with a call (`let manager = CLLocationManager()`), a
    /// `private`/`fileprivate` `var` so initialised that the class's bodies never set again
    /// (setting a member of it, `manager.delegate = self`, sets the object, not the property:
    /// review 22b/03), or either with no initial value that only the class's initializers set,
    /// each time to a new object (`completer = MKLocalSearchCompleter()` in `init`, Gatherly).
    func ownObjects(of site: Int) -> Set<String> {
        let declaration = catalogue.sites[site].declaration
        let file = catalogue.sites[site].file, source = sources[file], key = catalogue.sites[site].key
        var own: Set<String> = []
        for variable in ModelCatalogue.variables(declaration.members) where !variable.head.isStatic {
            let isPrivate = variable.head.hasModifier("private") || variable.head.hasModifier("fileprivate")
            guard variable.isLet || isPrivate else { continue }
            for binding in variable.bindings where !binding.isComputed {
                guard let name = name(of: binding, in: source) else { continue }
                if let value = binding.initializer {
                    guard makesNewObject(file: file, first: value.first, last: value.last) else { continue }
                    if !variable.isLet, isSetAgain(name, in: key) { continue }
                } else if !isCreatedByInitializersOnly(name, in: key) {
                    continue
                }
                own.insert(name)
            }
        }
        return own
    }

    /// Whether `name` is set in the bodies of the class keyed `key` (other than its
    /// declaration); a member of it set (`name.delegate = self`) is not.
    func isSetAgain(_ name: String, in key: String) -> Bool {
        bodySpans(of: key).contains { file, span in
            let source = sources[file]
            return source.indices(of: span).contains { source.kind($0) == .identifier && source.text($0) == name && Self.isWritten($0, in: source, reference: true) }
        }
    }

    /// Whether the class keyed `key` sets `name` at least once, and only in its initializers as
    /// `name = Type(…)` or `self.name = Type(…)` (a new object each time).
    func isCreatedByInitializersOnly(_ name: String, in key: String) -> Bool {
        var created = false
        for body in catalogue.bodies(of: key) {
            let site = catalogue.sites[body], source = sources[site.file]
            guard let open = site.declaration.leftBrace else { continue }
            let initializers = Self.initializers(site.declaration.members).map(\.head.span)
            for k in source.indices(of: TokenSpan(open, site.declaration.rightBrace ?? (source.tokens.count - 1)))
            where source.kind(k) == .identifier && source.text(k) == name && Self.isWritten(k, in: source, reference: true) {
                let onSelf = k >= 2 && source.kind(k - 1) == .period && source.isWord(k - 2, "self")
                guard onSelf || !(k > 0 && source.kind(k - 1) == .period), source.kind(k + 1) == .equal,
                      initializers.contains(where: { $0.first <= k && k <= $0.last }),
                      makesNewObject(file: site.file, first: k + 2, last: statementEnd(from: k, in: source)) else { return false }
                created = true
            }
        }
        return created
    }

    /// Whether tokens `first...last` of `file` are a call that makes a new object each time: an
    /// initializer call (`Child()`), or a call of a static method of a type of the run
    /// (`Factory.makeChild(…)`) every declaration of which returns only initializer calls
    /// (review 27c/01, wxm-ios's `ViewModelsFactory`).
    func makesNewObject(file: Int, first: Int, last: Int) -> Bool {
        let source = sources[file]
        if source.typeName(ofCallAt: first, end: last) != nil { return true }
        guard last > first + 3, source.kind(first) == .identifier, source.kind(first + 1) == .period, source.kind(first + 2) == .identifier,
              source.kind(first + 3) == .leftParen, source.closingBracket(of: first + 3) == last else { return false }
        let owner = typeKey(source.text(first), file: file, token: first), name = source.text(first + 2)
        var found = false
        for body in catalogue.bodies(of: owner) {
            let site = catalogue.sites[body]
            for function in ModelCatalogue.functions(site.declaration.members) where function.name == name {
                guard function.head.isStatic, returnsOnlyNewObjects(function, sources[site.file]) else { return false }
                found = true
            }
        }
        return found
    }

    /// Whether every `return` of `function`'s body returns an initializer call (or, with no
    /// `return`, its one expression is one). A `return` of anything else, in a closure too: no.
    func returnsOnlyNewObjects(_ function: FunctionDeclaration, _ source: MigrationSource) -> Bool {
        let span = function.span
        guard let open = source.indices(of: TokenSpan(function.returnType?.last ?? span.first, span.last)).first(where: { source.kind($0) == .leftBrace }),
              let close = source.closingBracket(of: open), close <= span.last, close > open + 1 else { return false }
        var returns = 0
        for k in open + 1 ..< close where source.isWord(k, "return") {
            guard k + 1 < close, source.typeName(ofCallAt: k + 1, end: min(statementEnd(from: k, in: source), close - 1)) != nil else { return false }
            returns += 1
        }
        return returns > 0 || source.typeName(ofCallAt: open + 1, end: close - 1) != nil
    }

    /// The stored instance properties of the class at `site` whose type is a function
    /// (`let action: () -> Void`): code handed in from outside.
    func storedClosures(of site: Int) -> Set<String> {
        let source = sources[catalogue.sites[site].file]
        var closures: Set<String> = []
        for variable in ModelCatalogue.variables(catalogue.sites[site].declaration.members) where !variable.head.isStatic {
            for binding in variable.bindings where !binding.isComputed {
                guard let annotation = binding.typeAnnotation, Self.isFunctionType(annotation, in: source),
                      let name = name(of: binding, in: source) else { continue }
                closures.insert(name)
            }
        }
        return closures
    }

    /// Whether a `deinit` (tokens `span`) acts beyond the instance: uses a shared instance
    /// (`Server.shared.stop()`), sets a member of something that is neither `self` nor an object
    /// of its own (`WCSession.default.delegate = nil`), passes `self` to `addObserver`, or runs a
    /// closure handed in from outside (`action()`, `onFinish?()`). Cancelling its own tasks and
    /// timers (`loadTask?.cancel()`) or removing itself as an observer is not.
    func deinitActsBeyond(_ span: TokenSpan, _ source: MigrationSource, own: Set<String>, closures: Set<String>) -> Bool {
        if Self.usesSharedInstance(span, source) || Self.usesImplicitSharedInstance(span, source) || selfStoredOutside(in: span, source, own: own, anyValue: true) != nil { return true }
        for k in source.indices(of: span) where source.kind(k) == .identifier && closures.contains(source.text(k)) {
            if k > 0, source.kind(k - 1) == .period, !(k >= 2 && source.isWord(k - 2, "self")) { continue }
            if source.kind(k + 1) == .leftParen { return true }
            if ["?", "!"].contains(source.text(k + 1)), source.kind(k + 2) == .leftParen { return true }
        }
        return false
    }
}
