/// Lower-case attributes of a stored property that are Swift's own, not property wrappers
/// (review 13b, finding 1). A wrapper type may be named in lower case (Monal's
/// `@propertyWrapper struct defaultsDB`): one the run declares is a wrapper whatever its case,
/// and any other lower-case attribute that is not listed here may be a wrapper of an imported
/// module, which keeps the class (`migrate-blocked-unknown-wrapper`) rather than an
/// `@ObservationIgnored` in silence on a property that may publish.
extension MigrationPlanner.RunWrappers {
    /// The language's lower-case attributes (declaration and type attributes, and those of
    /// macros and concurrency) that may be written on or near a property.
    static let builtInLowercaseAttributes: Set<String> = [
        "available", "objc", "nonobjc", "objcMembers", "discardableResult", "inlinable", "usableFromInline",
        "inline", "frozen", "testable", "warn_unqualified_access", "dynamicCallable", "dynamicMemberLookup",
        "main", "propertyWrapper", "resultBuilder", "globalActor", "requires_stored_property_inits",
        "unknown", "escaping", "autoclosure", "convention", "noescape", "differentiable", "derivative",
        "transpose", "noDerivative", "specialize", "specialized", "preconcurrency", "backDeployed",
        "exclusivity", "storageRestrictions", "attached", "freestanding", "retroactive", "unchecked",
        "unsafe", "safe", "isolated", "lifetime", "abi", "concurrent", "execution", "extern", "used",
        "section", "export", "implementation", "objcImplementation", "c", "warn", "sendable", "const",
    ]

    /// Whether lower-case attribute `simple` is one of Swift's own: listed, or a compiler
    /// attribute spelled with a leading underscore (`_spi`, `_hasStorage`, `_disfavoredOverload`).
    static func isBuiltInLowercase(_ simple: String) -> Bool {
        simple.hasPrefix("_") || builtInLowercaseAttributes.contains(simple)
    }
}
