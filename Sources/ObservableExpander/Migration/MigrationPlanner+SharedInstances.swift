import ObservableSyntax

/// Whether a `@StateObject`'s value is a shared instance the view does not own (rule
/// `sharedInstanceNotOwned`): the one test of both forms, `@StateObject var x = X.shared` and
/// `_x = StateObject(wrappedValue: X.shared)`.
extension MigrationPlanner {
    /// Whether `span` of `file` reads one instance for the process: a chain of names from a
    /// type of the run (`Settings.shared`, `Self.shared`, `App.Store.main`,
    /// `Dependencies.shared.router`; `.shared` of `implicitType`, the property's written type;
    /// a name first that is a local `let` of such a chain, `manager.app` after `let manager =
    /// Manager.shared`)
    /// in which every link is a stored property the declaration index finds: first a static
    /// one with an initial value (`static let shared = Foo()`), then instance properties of
    /// the value before (`let`, `var`, `lazy var`). A computed link (`var pingTest: PingTest {
    /// PingTest() }`, `static var shared: Foo { Foo() }`), a call, or a link the index cannot
    /// find may make a new instance on every read: false, and the view owns it (`@State`,
    /// with the eager-initializer warning, as for `@StateObject var x = X()`).
    func isStoredSharedInstance(_ span: TokenSpan, file: Int, implicitType: String? = nil) -> Bool {
        let source = sources[file]
        let implicit = source.kind(span.first) == .period
        guard var names = Self.nameChain(span, source) else { return false }
        // `let manager = Manager.shared` before, then `manager.app` (review 22a/02, Cisum):
        // the local's chain stands for its name (a `let`, whose value is a chain too).
        var hops = 0
        while !implicit, hops < 4, catalogue.key(of: [names[0]], scope: lookupScope(file: file, token: span.first)) == nil,
              let function = callableSpans(in: file).filter({ $0.first <= span.first && span.first <= $0.last }).min(by: { $0.last - $0.first < $1.last - $1.first }),
              let value = localCollectionValue(of: names[0], file: file, in: function, before: span.first),
              value.first >= 3, source.isWord(value.first - 3, "let"), source.kind(value.first) != .period,
              let chain = Self.nameChain(value, source) {
            names = chain + names.dropFirst()
            hops += 1
        }
        // The owner type: the longest prefix that names a type of the run.
        var owner: String?
        var links = names[...]
        if implicit {
            guard let implicitType, catalogue.typesByName[implicitType] != nil else { return false }
            owner = implicitType
        } else {
            let scope = lookupScope(file: file, token: span.first)
            for count in stride(from: names.count - 1, through: 1, by: -1) {
                let prefix = Array(names.prefix(count))
                let key = prefix == ["Self"] ? catalogue.enclosingSite(file: file, token: span.first).map { catalogue.sites[$0].key }
                    : catalogue.key(of: prefix, scope: scope).map(unaliased)
                if let key, catalogue.typesByName[key] != nil { owner = key; links = names.dropFirst(count); break }
            }
        }
        guard var current = owner, !links.isEmpty else { return false }
        var isStatic = true
        for link in links {
            guard let (binding, declaringFile) = storedProperty(named: link, of: current, isStatic: isStatic),
                  !isStatic || binding.initializer != nil else { return false }
            isStatic = false
            if link == links.last { return true }
            guard let next = resolvedType(of: binding, file: declaringFile).map(unaliased), catalogue.typesByName[next] != nil else { return false }
            current = next
        }
        return false
    }

    /// The stored property `name` (static or not, as asked) that the type keyed `key` declares
    /// in its body, its extensions or a superclass of the run, with its file; nil when none of
    /// the run is found or the one found is computed.
    private func storedProperty(named name: String, of key: String, isStatic: Bool) -> (PatternBinding, Int)? {
        for body in catalogue.bodies(of: key) + inheritedBodies(of: key) {
            let site = catalogue.sites[body]
            for variable in ModelCatalogue.variables(site.declaration.members) where variable.head.isStatic == isStatic {
                for binding in variable.bindings where self.name(of: binding, in: sources[site.file]).map(Self.unbackticked) == name {
                    return binding.isComputed ? nil : (binding, site.file)
                }
            }
        }
        return nil
    }

    /// The names of `span` when it is identifiers separated by periods and nothing else (no
    /// call, subscript or unwrap; a leading `.` of an implicit member is skipped); nil otherwise.
    static func nameChain(_ span: TokenSpan, _ source: MigrationSource) -> [String]? {
        var names: [String] = []
        var k = span.first
        if source.kind(k) == .period { k += 1 }
        while k <= span.last {
            guard source.kind(k) == .identifier else { return nil }
            names.append(unbackticked(source.text(k)))
            guard k + 1 <= span.last else { break }
            guard source.kind(k + 1) == .period else { return nil }
            k += 2
        }
        return k == span.last && !names.isEmpty ? names : nil
    }
}
