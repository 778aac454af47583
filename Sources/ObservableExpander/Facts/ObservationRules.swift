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
    /// compiler then asks the macro for no conformance, and no extension is written), as an
    /// entry or a member of a composition (`Observable & Hashable`, `AnyObject &
    /// Observation.Observable`: swiftc 6.3 `-dump-macro-expansions` shows no extension; break
    /// 49/3). A composition is read by `compositionMemberNames`, as the ancestry rule reads it
    /// (`DeclarationIndex.writtenSuperclass`).
    static func declaresObservable(_ type: TypeDeclaration) -> Bool {
        type.inheritance.contains { entry in
            namesObservable(entry.components) || (compositionMemberNames(entry)?.contains(where: namesObservable) ?? false)
        }
    }

    /// The names (components) of the members of an inheritance entry that is a composition
    /// (`Base & P`, whose components the entry runs together), nil for any other entry.
    static func compositionMemberNames(_ entry: TypeReference) -> [[String]]? {
        // Most entries are plain names: only one with a `&` is parsed.
        guard entry.text.utf8.contains(0x26) /* & */, case let .composition(list) = TypeExprParser.parse(text: entry.text).kind else { return nil }
        return list.compactMap { $0.nominal.map { $0.name.split(separator: ".").map(String.init) } }
    }

    /// Whether name components spell the protocol `Observable` (bare or module-qualified).
    static func namesObservable(_ components: [String]) -> Bool {
        components == ["Observable"] || components == ["Observation", "Observable"]
    }
}
