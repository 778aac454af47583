import ObservableSyntax

/// A static function of a type of the run that reads state Observation does not track: a
/// static stored `var` of its type (`Session.current()` returning `Self.token`), or a
/// file-scope stored `var` (review 29a/01 and 29a/02: "calls of static functions that read
/// outside state"). A computed property or method of a migrated class that returns such a
/// call registers nothing with Observation when a view reads it, as a read of the static `var`
/// itself does not (`otherTypeState`); it is reported the same way
/// (`migrate-untracked-computed-view-read`, `UntrackedComputed`). Stores (`UserDefaults`, the
/// Keychain) read by such a function are `storeReadThroughType`'s.
extension MigrationPlanner {
    /// `Type.f(…)` at token `t` of `file` (within `block`), `f` a static function of `Type`, a
    /// type of the run that is not an observable class, whose body reads a static stored `var`
    /// of `Type` (bare, `Self.x` or `Type.x`) or a file-scope stored `var` (not one a parameter
    /// or a local of the function names): `'Type.f()'`. Nil for anything else.
    func staticFunctionState(_ type: String, at t: Int, block: TokenSpan, file: Int) -> String? {
        let source = sources[file]
        guard t + 3 <= block.last, source.kind(t + 1) == .period, source.kind(t + 2) == .identifier, source.kind(t + 3) == .leftParen else { return nil }
        let key = typeKey(type, file: file, token: t)
        let bodies = catalogue.bodies(of: key)
        guard !bodies.isEmpty, !isObservableClassAfterRun(key) else { return nil }
        let name = source.text(t + 2)
        var staticVars: Set<String> = []
        for k in bodies {
            let site = catalogue.sites[k]
            for variable in ModelCatalogue.variables(site.declaration.members) where variable.head.isStatic && !variable.isLet {
                for binding in variable.bindings where !binding.isComputed {
                    if let n = self.name(of: binding, in: sources[site.file]) { staticVars.insert(n) }
                }
            }
        }
        let globals = Set((fileScopeVariables ?? [:]).filter { !$0.value.isLet }.keys)
        for k in bodies {
            let site = catalogue.sites[k], declaring = sources[site.file]
            let typeNames: Set<String> = ["Self", site.simpleName]
            for function in ModelCatalogue.functions(site.declaration.members) where function.head.isStatic && function.name == name {
                let span = function.span
                guard let open = (span.first ... span.last).first(where: { declaring.kind($0) == .leftBrace }) else { continue }
                // Names the signature or a local binds hide a file-scope variable of that name.
                var hidden: Set<String> = []
                for j in span.first ..< open where declaring.kind(j) == .identifier { hidden.insert(declaring.text(j)) }
                for j in open ... span.last where declaring.kind(j) == .identifier && j > open
                    && (declaring.isWord(j - 1, "let") || declaring.isWord(j - 1, "var") || declaring.isWord(j - 1, "for")) { hidden.insert(declaring.text(j)) }
                for j in open ... span.last where declaring.kind(j) == .identifier {
                    let word = declaring.text(j)
                    let afterPeriod = declaring.kind(j - 1) == .period
                    if afterPeriod && !(j >= 2 && typeNames.contains(declaring.text(j - 2))) { continue }
                    if j + 1 <= span.last && declaring.kind(j + 1) == .equal { continue }
                    if staticVars.contains(word) || (!afterPeriod && globals.contains(word) && !hidden.contains(word)) {
                        return "'\(type).\(name)()'"
                    }
                }
            }
        }
        return nil
    }
}
