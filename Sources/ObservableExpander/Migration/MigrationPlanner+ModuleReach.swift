import ObservableSyntax

/// Which classes a use can reach across modules (`MigrationOptions.modules` and
/// `moduleImports`): a use in a file of a module that cannot import the class's module is not
/// that class's, whatever its name (review 22c/01, SwiftUI-Enterprise-App: `\.$startDate` and
/// `act.$task.id` in a Vapor server package that does not depend on the app's package are no
/// publishers of the app's view models). When either module is unknown, the use may reach it.
extension MigrationPlanner {
    /// Whether code in `file` can see the class (or classes) of key `key`: true when the file's
    /// modules are unknown, when a declaration of the key is of unknown module, shares a module
    /// with the file, or is in a module that one of the file's modules can import (or one with
    /// no `moduleImports` entry, which may import any).
    func canSee(file: Int, key: String) -> Bool {
        guard let own = catalogue.modules[file], !own.isEmpty else { return true }
        let declarations = (catalogue.typesByName[key] ?? []) + (catalogue.classesByName[key] ?? [])
        guard !declarations.isEmpty else { return true }
        for k in declarations {
            guard let declaring = catalogue.modules[catalogue.sites[k].file], !declaring.isEmpty else { return true }
            if !own.isDisjoint(with: declaring) { return true }
            for module in own {
                guard let imports = options.moduleImports[module] else { return true }
                if !imports.isDisjoint(with: declaring) { return true }
            }
        }
        return false
    }
}

/// Which classes a name in a file can be of at all (review 32c/03, tophat: `taskStatus` of
/// `statuses.map { taskStatus in taskStatus.objectWillChange… }` could not be told while the
/// only class the run migrates, `KeyModifierFlagsState`, is `private` to another file). Swift's
/// access control: a `private` or `fileprivate` declaration, a type nested in one, and a local
/// type are seen in their own file only (The Swift Programming Language, "Access Control").
extension MigrationPlanner {
    /// Whether code in `file` can hold a value of the class (or classes) of key `key`: a
    /// declaration of the key in `file`, or one seen from other files (not `private`/`fileprivate`,
    /// not nested in such a type, not local), whose module `file` can see (`canSee`). A key the
    /// run declares no class for may be held.
    func canHold(file: Int, key: String) -> Bool {
        guard canSee(file: file, key: key) else { return false }
        let declarations = catalogue.classesByName[key] ?? []
        guard !declarations.isEmpty else { return true }
        return declarations.contains { site in catalogue.sites[site].file == file || !isFileBound(site) }
    }

    /// Whether the type at `site` is seen in its own file only: it is local, or it or a type
    /// enclosing it is declared `private` or `fileprivate`.
    func isFileBound(_ site: Int) -> Bool {
        var current: Int? = site, depth = 0
        while let k = current, depth < 32 {
            let declaration = catalogue.sites[k].declaration
            if catalogue.sites[k].isLocal || declaration.head.hasModifier("private") || declaration.head.hasModifier("fileprivate") { return true }
            current = catalogue.enclosingSite(file: catalogue.sites[k].file, token: declaration.keyword)
            depth += 1
        }
        return false
    }

    /// Whether an untold receiver in `file` may be of a class that is `@Observable` after the run
    /// (migrated or already so): one such class can be held there (`canHold`). When none can, its
    /// `objectWillChange` loses nothing, and `migrate-unresolved-receiver` is not reported.
    func untoldReceiverMayBeObservable(file: Int) -> Bool {
        observableClasses.contains { canHold(file: file, key: $0) }
    }
}
