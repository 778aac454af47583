import ObservableSyntax

/// View properties wrapped by a nested type of `EnvironmentObject`, `ObservedObject` or
/// `StateObject` that a library declares (SwiftUIX's `@EnvironmentObject.Optional var model:
/// Model?`, review 28a/01, DanXi-swift): such wrappers require an `ObservableObject`, so on a
/// class that becomes `@Observable` they no longer build, and the object is no longer found
/// where `.environmentObject(model)` became `.environment(model)`.
/// - `@EnvironmentObject.Optional var x: T?` (no initial value, no `$x`) becomes
///   `@Environment(T.self) var x: T?`: SwiftUI's `Environment.init<T>(_: T.Type) where Value == T?`
///   reads an optional `Observable` object (nil when none is in the environment), as the wrapper did.
/// - Any other such wrapper on a migrated class is `migrate-qualified-wrapper-site` (an error) at
///   its attribute, on every run while the class is `@Observable`.
/// Rule: README, migrate table, "a wrapper nested in `EnvironmentObject`".
extension MigrationPlanner {
    /// The wrappers whose nested types are looked for.
    static let nestingObjectWrappers: Set<String> = ["EnvironmentObject", "ObservedObject", "StateObject"]

    /// Rewrites (or reports) the view properties whose wrapper attribute is a nested type of one
    /// of `nestingObjectWrappers` (also written `SwiftUI.EnvironmentObject.Optional`) and whose type
    /// is a class that is `@Observable` after the run.
    mutating func rewriteQualifiedWrapperProperties() {
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind != .protocol {
            let file = site.file
            let source = sources[file]
            for variable in ModelCatalogue.variables(site.declaration.members) {
                for attribute in ModelCatalogue.attributes(variable.attributes) {
                    var parts = attribute.name.split(separator: ".").map(String.init)
                    if parts.first == "SwiftUI" { parts.removeFirst() }
                    guard parts.count >= 2, let head = parts.first.map({ String($0.prefix { $0 != "<" }) }), Self.nestingObjectWrappers.contains(head),
                          variable.bindings.count == 1, let binding = variable.bindings.first, let name = name(of: binding, in: source),
                          let type = propertyType(of: binding, file: file),
                          alreadyObservable.contains(type) || isMigratedType(type, site: k) else { continue }
                    let annotation = binding.typeAnnotation.map { source.normalizedText($0) }
                    let dollar = bodySpans(of: site.key).contains { span in
                        sources[span.file].dollarUses(in: span.span).contains { ($0.receiver == .implicit || $0.receiver == .selfValue) && $0.name == name }
                    }
                    if head == "EnvironmentObject", parts.count == 2, parts[1] == "Optional", let annotation, annotation.hasSuffix("?"),
                       binding.initializer == nil, !dollar, !variable.head.isStatic {
                        let wrapped = expressionSpelling(ofType: String(annotation.dropLast()), view: site.key, file: file)
                        let new = "@" + swiftUI("Environment", file: file, token: attribute.span.first) + "(\(wrapped).self)"
                        edits[file].append(source.replacement(of: attribute.span, with: new))
                        summary.rewrittenProperties += 1
                        report(.migrationPropertyRewritten(property: name, old: "@" + attribute.name, new: new), file: file, token: attribute.span.first)
                        explain(rule: .environmentObjectToEnvironment, "'@\(attribute.name) var \(name)' becomes '\(new)'",
                                reason: "'\(type)' is '@Observable' after this run", file: file, offset: source.offset(attribute.span.first))
                    } else {
                        report(.migrationQualifiedWrapperSite(attribute: attribute.name, name: name, className: type), file: file, token: attribute.span.first)
                    }
                }
            }
        }
    }
}
