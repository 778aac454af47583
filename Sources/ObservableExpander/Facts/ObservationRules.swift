import ObservableSyntax

/// The macro's rules, one function each, asked of the declaration tree. Each family has its
/// file in `Expansion/Rules/`: marks (`MarkRules.swift`; how a mark is spelled:
/// `Facts/AnnotationQuestions.swift`), tracking and ignoring (`TrackingRules.swift`), the
/// property rejections (`PropertyRejection.swift`), the added members (`AddedMemberRules.swift`),
/// the conformance (`ConformanceRules.swift`), the storage name (`StorageName.swift`) and the
/// global actor (`GlobalActorRules.swift`).
///
/// Declared here, ahead of the index, with the one rule the index reads while it is built (the
/// conformance a type declares); the other families extend it in the expansion's stage.
enum ObservationRules {
    /// Whether the type's own inheritance clause names `Observable` (R5: for a class, the
    /// compiler then asks the macro for no conformance, and no extension is written).
    static func declaresObservable(_ type: TypeDeclaration) -> Bool {
        type.inheritance.contains { $0.qualifiedName == "Observable" || $0.qualifiedName == "Observation.Observable" }
    }
}
