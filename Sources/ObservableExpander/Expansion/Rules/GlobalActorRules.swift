import ObservableSyntax

/// The global actor rule: a class isolated to a global actor (`@MainActor`, or any attribute
/// whose name ends in `Actor`) isolates its properties, so that a `nonisolated` tracked
/// property cannot be expanded (`PropertyRejection.nonisolatedInGlobalActorClass`).
extension ObservationRules {
    /// The class's global actor attribute (its name as written), the first of its attributes
    /// that names one; nil when it has none.
    static func globalActor(of type: TypeDeclaration) -> String? {
        for element in type.attributes {
            guard case let .attribute(attribute) = element else { continue }
            if attribute.name == "MainActor" || attribute.name.hasSuffix("Actor") { return attribute.name }
        }
        return nil
    }
}
