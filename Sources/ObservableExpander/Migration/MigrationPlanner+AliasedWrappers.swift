import ObservableSyntax

/// Property-wrapper attributes spelled by a typealias of the run, followed to what they stand
/// for (`ModelCatalogue.aliasTarget`, one reading for both uses):
/// - a SwiftUI wrapper of a model (`typealias AppWrapper = EnvironmentObject<AppModel>`, then
///   `@AppWrapper var app` with no written type) holds a value of the alias's argument, as the
///   compiler infers it from the wrapper's `wrappedValue` (review 22b/01, My-Wallet-V3-iOS:
///   `@BlockchainApp var app`);
/// - a wrapper of the run or a well-known one reached through an alias (`typealias
///   PWUserDefaults = PropertyWrappers.UserDefaults`) has that wrapper's effect (review 22c/02,
///   RJPS: a run wrapper without `_enclosingInstance` is quiet, its property
///   `@ObservationIgnored`).
extension MigrationPlanner {
    /// SwiftUI's wrappers of an `ObservableObject` whose wrapped value is their one generic argument.
    static let modelWrapperNames: Set<String> = ["EnvironmentObject", "ObservedObject", "StateObject"]

    /// The key of the value type that `variable` (a stored property of `file` with no written
    /// type) holds through a wrapper attribute spelled by a typealias of the run for
    /// `EnvironmentObject<M>`, `ObservedObject<M>` or `StateObject<M>` (also `SwiftUI.`-qualified):
    /// `M` as the alias's scope resolves it. Nil when no attribute is such an alias.
    func aliasedWrapperValueType(of variable: VariableDeclaration, file: Int) -> String? {
        for attribute in ModelCatalogue.attributes(variable.attributes) {
            guard let target = catalogue.aliasTarget(ofAttribute: attribute.name, scope: lookupScope(file: file, token: attribute.span.first)),
                  let last = target.components.last, Self.modelWrapperNames.contains(last),
                  target.components.count == 1 || (target.components.count == 2 && target.components[0] == "SwiftUI"),
                  target.arguments.count == 1, let value = Self.nominalName(ofType: target.arguments[0]) else { continue }
            return typeKey(value, scope: target.scope)
        }
        return nil
    }
}

extension MigrationPlanner.RunWrappers {
    /// Adds the simple name of each typealias of the run that stands for a wrapper this value
    /// knows (one of the run, `_enclosingInstance` or not, or a well-known one such as
    /// `AppStorage`) to that wrapper's set, so that `effect(of:)` reads `@Alias` as the wrapper
    /// itself. A name the run also declares as a type or wrapper of its own is left as it is.
    mutating func addAliases(_ catalogue: ModelCatalogue) {
        for (qualified, entries) in catalogue.index.types.sorted(by: { $0.key < $1.key })
            where entries.contains(where: { $0.kind == .typeAlias && !$0.fromInterface }) {
            let components = qualified.split(separator: ".").map(String.init)
            guard let simple = components.last, catalogue.keysBySimpleName[simple] == nil,
                  !plain.contains(simple), !publishing.contains(simple), !quiet.contains(simple), !enclosingObservable.contains(simple),
                  let target = catalogue.aliasTarget(of: components, scope: []) else { continue }
            let key = catalogue.key(of: target.components, scope: target.scope) ?? target.components.last ?? ""
            if enclosingObservable.contains(key) { enclosingObservable.insert(simple) }
            if publishing.contains(key) { publishing.insert(simple) } else if quiet.contains(key) { quiet.insert(simple) }
        }
    }
}
