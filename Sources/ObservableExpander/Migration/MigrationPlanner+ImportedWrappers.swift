import ObservableSyntax

/// A class held by a property wrapper that no file of the run declares (review 47c/03,
/// tt2viewer: the DICE pod's `@EnvironmentObservableInjected var viewModel: HomeViewModel`,
/// declared `<Value: ObservableObject>`, the pod left out of the run as dependency sources).
/// Whether such a wrapper asks for `ObservableObject` cannot be told, and a wrapper that
/// observes an object does: the class stays, reported at the attribute. A wrapper `migrate`
/// knows (SwiftUI's, also nested in one, `@ObservedObject.Optional`, the well-known ones, one named with `--plain-wrapper`, a known
/// dependency-injection wrapper whose library the file imports) and one of the run (the
/// generic rule reads its declaration: `WrapperAttributeArguments`) block nothing.
/// Rule: README, migrate list "Left as they are", imported wrappers.
extension MigrationPlanner {
    /// The blockers of the stored `var`s of the run's types whose first wrapper is unknown
    /// (`RunWrappers.effect` is `.unknown`) and declared nowhere in the run (no type or
    /// typealias of its name), and whose type is one of `candidates`: one per property, at the
    /// attribute.
    func importedWrapperBlockers(candidates: Set<String>) -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for site in catalogue.sites where site.declaration.kind != .protocol {
            for variable in ModelCatalogue.variables(site.declaration.members) {
                guard let (attribute, effect) = wrapper(of: variable), effect == .unknown else { continue }
                let components = attribute.name.split(separator: ".").map(String.init)
                let simple = components.last ?? ""
                // SwiftUI's, also nested in one (`@ObservedObject.Optional`, `QualifiedWrappers`).
                guard !components.contains(where: { Self.swiftUIWrappers.contains($0) }),
                      catalogue.typesByName[simple] == nil, catalogue.keysBySimpleName[simple] == nil,
                      catalogue.aliasTarget(ofAttribute: attribute.name, scope: site.scope) == nil else { continue }
                for binding in variable.bindings {
                    guard let type = propertyType(of: binding, file: site.file), candidates.contains(type) else { continue }
                    blockers.append(MigrationBlocker(kind: .importedWrapper, name: attribute.name, file: site.file,
                                                     token: attribute.span.first, classes: [type]))
                }
            }
        }
        return blockers
    }

    /// The names of SwiftUI's property wrappers (and the module's) that `migrate` reads with
    /// rules of their own: the well-known ones, `FocusedObject` and the delegate adaptors.
    static let swiftUIWrappers: Set<String> = ObservationRules.wellKnownPropertyWrappers
        .union(delegateAdaptors).union(["FocusedObject", "SwiftUI"])
}
