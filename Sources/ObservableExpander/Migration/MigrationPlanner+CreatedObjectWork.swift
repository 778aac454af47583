import ObservableSyntax

/// Rule `migrate-blocked-state-object-lifetime`, one level deeper (review 15a/01): an `init`
/// (or a stored property's initial value) that creates an object of a class of the run whose
/// own `init` starts work holding that object (`Task { await self.load() }`,
/// `selfHeldByEscapingWork`) starts that work on every construction too. Under `@State` each
/// throw-away instance of the outer class then makes one more such object, kept alive (and
/// working: network calls, timers) by its task.
extension MigrationPlanner {
    /// The token of the first construction (`Billing()`, `Billing.init(…)`, `Billing(x: y)`) in
    /// tokens `span` of `file` of a class of the run other than `key` one of whose `init`s
    /// starts work holding `self`; nil when none.
    func createdObjectStartingWork(in span: TokenSpan, file: Int, key: String) -> Int? {
        let source = sources[file]
        for k in source.indices(of: span) where source.kind(k) == .identifier && source.text(k).first?.isUppercase == true {
            if k > 0 && source.kind(k - 1) == .period { continue }
            let call = source.kind(k + 1) == .leftParen || (source.kind(k + 1) == .period && source.isWord(k + 2, "init") && source.kind(k + 3) == .leftParen)
            guard call else { continue }
            let type = typeKey(source.text(k), file: file, token: k)
            guard type != key, !superclassKeys(of: key).contains(type) else { continue }
            for body in catalogue.bodies(of: type) where catalogue.sites[body].declaration.kind == .class {
                let site = catalogue.sites[body]
                for initializer in Self.initializers(site.declaration.members)
                where selfHeldByEscapingWork(in: initializer.head.span, file: site.file, key: type) != nil { return k }
            }
        }
        return nil
    }

    /// `createdObjectStartingWork` over the class at `site`'s stored instance properties'
    /// initial values (`let billing = Billing()`), which run on every construction.
    func propertyCreatingObjectStartingWork(of site: Int) -> Int? {
        let declaration = catalogue.sites[site].declaration, file = catalogue.sites[site].file
        for variable in ModelCatalogue.variables(declaration.members) where !variable.head.isStatic && !variable.head.hasModifier("lazy") {
            for binding in variable.bindings where !binding.isComputed {
                guard let value = binding.initializer else { continue }
                if let k = createdObjectStartingWork(in: value, file: file, key: catalogue.sites[site].key) { return k }
            }
        }
        return nil
    }
}
