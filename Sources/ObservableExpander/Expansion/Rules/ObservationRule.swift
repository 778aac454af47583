import ObservableSyntax

/// The rule that made a decision, named as Swift 6.3's ObservableMacro names it where it has a
/// name (swiftlang/swift `lib/Macros/Sources/ObservationMacros`), else after what it checks.
/// `--explain` prints these names.
package enum ObservationRule: String, Sendable {
    /// A class carrying `@Observable` is expanded (`hasMacroApplication`).
    case hasMacroApplication
    /// A tracked property: a `var`, an instance member, a single identifier, not computed,
    /// not ignored (`isValidForObservation`).
    case isValidForObservation
    /// `let` is not tracked (`isImmutable`).
    case isImmutable
    /// `static`/`class` properties are not tracked (`isInstance`).
    case isInstance
    /// A computed property (getter, or an accessor list with `get`) is not tracked (`isComputed`).
    case isComputed
    /// Only a single identifier pattern is tracked (`identifierPattern`).
    case identifierPattern
    /// `@ObservationIgnored` (`hasMacroApplication(ObservationIgnored)`).
    case observationIgnored
    /// `override var` with observers only adds observers to the superclass's property.
    case overrideObservers
    /// The conformance extension is added (the compiler asks the macro for `Observable`).
    case addsConformance
    /// The class's own inheritance clause names `Observable`: the compiler asks for nothing.
    case declaresConformance
    /// An ancestor (through classes of the run) is observable: the conformance is inherited.
    case inheritsConformance
    /// A local class: the conformance is written in its own inheritance clause.
    case localTypeConformance

    // The property rejections (`PropertyRejection`): a property the tracking rule would track
    // whose expansion would not compile, or whose type cannot be written. Each is named as its
    // diagnostic's identifier is (`lazy-property`: `lazyProperty`).
    case lazyProperty
    case propertyWrapper
    case nonisolatedInGlobalActorClass
    case unsupportedAccessor
    case backingStorageExists
    case backingStorageNameTaken
    case backingStorageTakenInExtension
    case opaqueType
    case noncopyableProperty
    case attributeNotTrackable
    /// An unterminated literal or comment cuts the declaration short (no diagnostic of its own).
    case sourceCutShort
    case inferredTypeShadowed
    case inferredTypeShadowedByGenericParameter
    case inferredTypeHidden
    case undeclaredInContext
    case overloadedResultType
    case literalTypeAliasDeclared
    case aliasDeclaredPerClause
    case cannotInferType
    case missingTypeAnnotation
}

/// A decision about a class or a property, with the rule that made it (`--explain`).
package struct Decision: Sendable {
    package var rule: ObservationRule
    /// True when the property is tracked, or the class gets the conformance extension.
    package var applies: Bool
    /// Why, in a few words: `it is a 'let' constant`.
    package var reason: String
}

