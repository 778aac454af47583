import ObservableSyntax

/// State outside the model that Observation does not track, read by a computed property or a
/// method with a result of a migrated class (review 29a/01 and 29a/02): a file-scope `var`
/// (`var global: Int { globalCounter }`), a property of a file-scope `let` holding a class of
/// the run that is not observable after the run (`appCache.hits`, with `let appCache = Cache()`),
/// the Keychain (`SecItemCopyMatching`, a key-value store as `UserDefaults` is, read in the
/// class or through a static function or a method of a type of the run), or a method of a
/// shared instance of such a class that reads the instance's stored `var`s
/// (`TokenStore.shared.current()`). A view that showed the member was redrawn by every
/// `@Published` change of the model; under Observation the read registers nothing, and a
/// change of that state redraws nothing (checked with the Observation runtime: review 29a,
/// repro 01 `runtime.swift`). Reported as the other untracked reads are
/// (`migrate-untracked-computed-view-read`, `UntrackedComputed`).
extension MigrationPlanner {
    /// A stored variable declared at file scope: whether it is a `let`, and the key of the type
    /// its declaration tells (`let appCache = Cache()`, `var store: Store`), if any.
    struct FileScopeVariable {
        var isLet: Bool
        var type: String?
    }

    /// The Keychain's read functions: a key-value store outside the model, as `UserDefaults` is.
    static let keychainReads: Set<String> = ["SecItemCopyMatching"]

    /// Whether `word` (a name not after a period) reads a key-value store Observation does not track.
    static func isUntrackedStore(_ word: String) -> Bool {
        untrackedStores.contains(word) || keychainReads.contains(word)
    }

    /// How a store read through `word` is named in a warning: `'UserDefaults'`, or
    /// `the Keychain ('SecItemCopyMatching')`.
    static func storeLabel(_ word: String) -> String {
        keychainReads.contains(word) ? "the Keychain ('\(word)')" : "'\(word)'"
    }

    /// Finds the run's file-scope stored variables once (`fileScopeVariables`): the first
    /// declaration of a name wins; a computed one holds no state of its own and is left out.
    mutating func prepareFileScopeVariables() {
        guard fileScopeVariables == nil else { return }
        var found: [String: FileScopeVariable] = [:]
        for file in sources.indices {
            for variable in ModelCatalogue.variables(sources[file].tree.members) {
                for binding in variable.bindings where !binding.isComputed {
                    guard let name = name(of: binding, in: sources[file]), found[name] == nil else { continue }
                    found[name] = FileScopeVariable(isLet: variable.isLet, type: propertyType(of: binding, file: file))
                }
            }
        }
        fileScopeVariables = found
    }

    /// The state that the name `word` at token `t` of `file` (not after a period, within
    /// `block`, a member's body of a class whose instance members are `instanceMembers`) reads
    /// at file scope: `file-scope 'x'` for a `var`; `'appCache.hits'` for a `var` of a class of
    /// the run that is not observable after the run, read through a file-scope `let`. Nil when
    /// an instance member or a local of the block (`let x`, `var x`, `for x`, a closure's `x in`)
    /// takes the name, for an assignment `x = …`, and for anything else.
    func fileScopeState(_ word: String, at t: Int, block: TokenSpan, file: Int, instanceMembers: Set<String>) -> String? {
        guard let variable = fileScopeVariables?[word], !instanceMembers.contains(word) else { return nil }
        let source = sources[file]
        if t + 1 <= block.last && source.kind(t + 1) == .equal { return nil }
        for j in block.first ... block.last where source.kind(j) == .identifier && source.text(j) == word {
            if j > block.first && (source.isWord(j - 1, "let") || source.isWord(j - 1, "var") || source.isWord(j - 1, "for")) { return nil }
            if j < block.last && source.isWord(j + 1, "in") && !(j > block.first && source.isWord(j - 1, "for")) { return nil }
        }
        guard variable.isLet else { return "file-scope '\(word)'" }
        guard let held = variable.type, t + 2 <= block.last, source.kind(t + 1) == .period, source.kind(t + 2) == .identifier,
              !(t + 3 <= block.last && source.kind(t + 3) == .leftParen),
              catalogue.bodies(of: held).contains(where: { catalogue.sites[$0].declaration.kind == .class }),
              !isObservableClassAfterRun(held), declaresStoredVar(source.text(t + 2), of: held) else { return nil }
        return "'\(word).\(source.text(t + 2))'"
    }

    /// `Type.shared.m(…)` at token `t` of `file` (within `block`): the shared instance (a static
    /// property of `Type` holding a class of the run that is not observable after the run)
    /// whose instance method `m` reads a stored `var` of that class (bare or after `self.`):
    /// `'Type.shared.m()'`. Nil for anything else.
    func sharedMethodState(_ type: String, at t: Int, block: TokenSpan, file: Int) -> String? {
        let source = sources[file]
        guard t + 5 <= block.last, source.kind(t + 3) == .period, source.kind(t + 4) == .identifier, source.kind(t + 5) == .leftParen else { return nil }
        let key = typeKey(type, file: file, token: t)
        guard !catalogue.bodies(of: key).isEmpty, let held = memberType(of: key, member: source.text(t + 2), isStatic: true),
              catalogue.bodies(of: held).contains(where: { catalogue.sites[$0].declaration.kind == .class }), !isObservableClassAfterRun(held) else { return nil }
        let method = source.text(t + 4)
        for k in catalogue.bodies(of: held) {
            let site = catalogue.sites[k], declaring = sources[site.file]
            for function in ModelCatalogue.functions(site.declaration.members) where !function.head.isStatic && function.name == method {
                for j in function.span.first ... function.span.last where declaring.kind(j) == .identifier && declaresStoredVar(declaring.text(j), of: held)
                    && !(j > 0 && declaring.kind(j - 1) == .period && !(j > 1 && declaring.isWord(j - 2, "self"))) {
                    return "'\(type).\(source.text(t + 2)).\(method)()'"
                }
            }
        }
        return nil
    }

    /// Whether class `key` (its bodies, or a superclass's of the run) declares `name` as a stored instance `var`.
    func declaresStoredVar(_ name: String, of key: String) -> Bool {
        for body in ([key] + superclassKeys(of: key)).flatMap({ catalogue.bodies(of: $0) }) {
            let site = catalogue.sites[body]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic && !variable.isLet {
                for binding in variable.bindings where !binding.isComputed && self.name(of: binding, in: sources[site.file]) == name { return true }
            }
        }
        return false
    }
}
