import ObservableSyntax

/// A wrapped `static var` (`@StateObject static var state = AppState.shared`, `@ObservedObject
/// static var shared = Config()`): its projection is reached through the type, `Self.$state`
/// in the type's bodies and `Config.$shared` anywhere (review 24b/02: such a binding was left
/// as it was, and the output did not build). Its `$` uses decide `@Bindable` as an instance
/// property's bare `$name` does.
extension MigrationPlanner {
    /// The `$name` uses of static property `name` of the type at site `k`: `$name`,
    /// `self.$name` and `Self.$name` in the type's bodies (a static member's), and
    /// `TypeName.$name` in every file of the run.
    func staticDollarUses(_ name: String, of k: Int) -> [(Int, MigrationSource.DollarUse)] {
        let site = catalogue.sites[k]
        let typeName = site.simpleName
        var uses: [(Int, MigrationSource.DollarUse)] = []
        var seen: Set<[Int]> = []
        for span in bodySpans(of: site.key) {
            for use in sources[span.file].dollarUses(in: span.span) where use.name == name {
                guard [.implicit, .selfValue, .name("Self"), .name(typeName)].contains(use.receiver), seen.insert([span.file, use.index]).inserted else { continue }
                uses.append((span.file, use))
            }
        }
        for (file, source) in sources.enumerated() {
            for use in source.dollarUses(in: TokenSpan(0, max(0, source.tokens.count - 1))) where use.name == name && use.receiver == .name(typeName) {
                if seen.insert([file, use.index]).inserted { uses.append((file, use)) }
            }
        }
        return uses
    }
}
