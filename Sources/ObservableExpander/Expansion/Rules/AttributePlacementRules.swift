import ObservableSyntax

/// Where each attribute of a tracked property goes (issue 29). The expansion splits the
/// property in two: the `private` backing store `_name` (a stored property) and the property
/// itself (computed, with the property's access level). The macro copies every attribute onto
/// the store and leaves it on the property too; an attribute that only one of those may carry
/// then breaks the build. The table says, from what `swiftc -c` (Swift 6.3) answers for each
/// attribute on a private stored property and on a computed property, where it goes. An
/// attribute not in the table goes on both, as the macro writes it (`@available`, `@objc`,
/// `@MainActor`, `@preconcurrency`, `@_documentation`, `@inline`, `@IBOutlet`, …: both accept it).
extension ObservationRules {
    enum AttributePlacement: Equatable, Sendable {
        /// On the store and on the property (the macro's placement).
        case both
        /// On the property only: the store, being `private`, may not carry it.
        case propertyOnly
        /// On the store only: only a stored property may carry it.
        case storeOnly
        /// Neither piece may carry it, though the stored property could: a located error.
        case notTrackable
    }

    /// The attributes whose placement is not `.both`, by name as written without `@` and
    /// arguments, with what swiftc says of the piece that may not carry it.
    static let attributePlacements: [String: (placement: AttributePlacement, compilerSays: String)] = [
        // swiftc on the store: "private property cannot be declared '@_spi' because only public
        // and open declarations can be '@_spi'".
        "_spi": (.propertyOnly, "only public and open declarations can be '@_spi'"),
        // On the store: "'@usableFromInline' attribute can only be applied to internal or package
        // declarations, but property '_x' is private".
        "usableFromInline": (.propertyOnly, "'@usableFromInline' attribute can only be applied to internal or package declarations"),
        // On the property: "'@exclusivity' can only be used on stored properties".
        "exclusivity": (.storeOnly, "'@exclusivity' can only be used on stored properties"),
        // On the property: "'@NSCopying' is only valid on stored properties" (the setter's
        // assignment to the store then copies, as the attribute asks).
        "NSCopying": (.storeOnly, "'@NSCopying' is only valid on stored properties"),
        // On the property: the class then has a stored property without a value ("class 'C'
        // has no initializers").
        "_hasStorage": (.storeOnly, "'@_hasStorage' declares the property stored"),
        // On the property: "instance method 'access(keyPath:)' is internal and cannot be
        // referenced from an '@_alwaysEmitIntoClient' function"; dropping it would change what
        // clients compile, so it is an error.
        "_alwaysEmitIntoClient": (.notTrackable, "accessors emitted into clients cannot reference internal or private members"),
    ]

    /// Where attribute `name` (as written, without `@` and arguments) of a tracked property goes.
    static func attributePlacement(_ name: String) -> AttributePlacement {
        // Most attributes are not in the table: one dictionary lookup.
        attributePlacements[name]?.placement ?? .both
    }
}
