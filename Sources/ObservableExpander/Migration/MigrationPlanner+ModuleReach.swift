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
