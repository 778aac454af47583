import ObservableSyntax

/// The type of a publishing wrapped property's member-chain initializer (`@AppStorage("k") var
/// x = Filter.all.rawValue`), for its tracked accessors: read through the shared
/// `TypeInference` with the run's index, never guessed from the chain's spelling.
extension MigrationPlanner {
    /// Raw types an enumeration's `rawValue` can have when its first inherited type names one.
    static let enumRawTypes: Set<String> = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
                                            "UInt32", "UInt64", "Double", "Float", "Character", "Swift.String", "Swift.Int",
                                            "Swift.Double", "Swift.Float", "Swift.Character"]

    /// The value types `@AppStorage` and `@SceneStorage` store whose static members the
    /// chain fallback may read as of that type.
    static let storableValueTypes: Set<String> = ["Bool", "Int", "Double", "String", "URL", "Data", "Date"]

    /// The type of the chain `initializer` (two tokens or more) of a property of `source`: what
    /// the index infers (an enumeration case, a static member with a declared or literal type,
    /// a factory's result), `rawValue` of a run enumeration with a raw type, or, for a chain
    /// whose head the run does not declare, `Type.member` (every component but the last a type
    /// name) typed `Type` when `Type` is one of `storableValueTypes`. Nil when it cannot be told (`Defaults.names.count`,
    /// `Date.now.timeIntervalSince1970`): the class is then kept (`migrate-blocked-wrapper-type`).
    func wrappedInitializerType(_ initializer: TokenSpan, in source: MigrationSource) -> String? {
        guard let file = sources.firstIndex(where: { $0.file.path == source.file.path }) else { return nil }
        let scope = lookupScope(file: file, token: initializer.first)
        func inferred(_ span: TokenSpan) -> String? {
            let inference = TypeInference(tokens: source.tokens, bytes: source.bytes, declarations: runIndex, scope: scope)
            return inference.inferType(span).map { $0.trimmed(of: [" "]) }
        }
        if let type = inferred(initializer) { return type }
        // `Enum.case.rawValue`: the raw type its declaration names first.
        if initializer.last - 2 >= initializer.first, source.isWord(initializer.last, "rawValue"), source.kind(initializer.last - 1) == .period,
           let owner = inferred(TokenSpan(initializer.first, initializer.last - 2)).flatMap(Self.nominalName(ofType:)),
           let qualified = runIndex.index.resolve(owner.split(separator: ".").map(String.init), in: scope, useFallback: false),
           let entries = runIndex.index.typeEntries(qualified, useFallback: false), !entries.isEmpty,
           entries.allSatisfy({ $0.kind == .enum }) {
            let raw = entries.compactMap { $0.inherited.first?.joined(separator: ".") }.filter { Self.enumRawTypes.contains($0) }
            if raw.count == 1 { return raw[0] }
            return nil
        }
        // `Type.member`, `Module.Type.member` of a type the run does not declare (`Int.max`,
        // `Color.red`): the type is all but the last component.
        var j = initializer.first
        var names: [String] = []
        while source.kind(j) == .identifier {
            names.append(source.text(j))
            guard j + 2 <= initializer.last, source.kind(j + 1) == .period else { break }
            j += 2
        }
        guard j == initializer.last, names.count >= 2, names.last?.first?.isLowercase == true,
              names.dropLast().allSatisfy({ $0.first?.isUppercase == true }),
              runIndex.index.resolve([names[0]], in: scope, useFallback: false) == nil else { return nil }
        // Only a value type the storage wrappers keep, whose static members are of that type
        // (`Int.max`, `Date.distantPast`); another module's `HomebrewAPI.defaultEndpoint` may be
        // a URL (App Fair, migfix33): typed `HomebrewAPI`, the accessors would not build.
        let written = source.normalizedText(TokenSpan(initializer.first, j - 2))
        let plain = written.hasPrefix("Swift.") || written.hasPrefix("Foundation.") ? String(written.split(separator: ".").last!) : written
        return Self.storableValueTypes.contains(plain) ? written : nil
    }
}
