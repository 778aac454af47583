import ObservableSyntax

/// Notes for review, one per trap of the migration (README: "Migrating from ObservableObject").
extension MigrationPlanner {
    /// Observation's availability (Observation framework: iOS 17, macOS 14, tvOS 17, watchOS 10).
    static let observationMinimum: [String: Int] = [
        "iOS": 17, "iPadOS": 17, "macCatalyst": 17, "macOS": 14, "OSX": 14, "tvOS": 17, "watchOS": 10,
    ]

    /// The traps of one migrated class: a custom `==`, stored properties holding another
    /// migrated class (which now propagate changes), and a lower `@available`.
    /// The first file-scope `==` (file, `func` token), in file order, of each type its first
    /// parameter names: found once for the run (looked up per migrated class, it was a pass over
    /// every file for every class, quadratic in a run of many files).
    func fileScopeEqualities() -> [String: (file: Int, token: Int)] {
        var found: [String: (file: Int, token: Int)] = [:]
        for file in sources.indices {
            for function in ModelCatalogue.functions(sources[file].tree.members) where function.name == "==" {
                if let type = function.parameters.first?.type, let name = sources[file].typeName(ofAnnotation: type), found[name] == nil {
                    found[name] = (file, function.head.keyword)
                }
            }
        }
        return found
    }

    /// The keys (`TypeSite.key`) of the types of the run with a custom `==`: in their body, an
    /// extension's, a superclass's of the run, or at file scope (not a type the run does not declare: review 12a/06). By
    /// key, not simple name: `Message.Status` is not another module's `Call.Status` (review 18b/03).
    func customEqualityTypes(fileScopeEqualities: [String: (file: Int, token: Int)]) -> Set<String> {
        // An `==` of a type the run does not declare (`extension String { static func == … }`)
        // is an overload, not its `Equatable` witness, through which Observation compares.
        var keys: Set<String> = []
        for (name, place) in fileScopeEqualities {
            if let key = exactTypeKey(name.split(separator: ".").map(String.init), file: place.file, token: place.token) { keys.insert(key) }
        }
        for site in catalogue.sites where site.declaration.kind != .protocol {
            if site.declaration.kind == .extension && catalogue.typesByName[site.key] == nil { continue }
            if ModelCatalogue.functions(site.declaration.members).contains(where: Self.isEquality) { keys.insert(site.key) }
        }
        // A subclass is compared by its superclass's `==`, its `Equatable` witness (review 22b/02,
        // minty-swiftui: `[PostViewModel]` of an `IdentifiableEntity` whose `==` compares ids).
        for (name, sites) in catalogue.classesByName where sites.count == 1 && !keys.contains(name) {
            if superclassKeys(of: name).contains(where: keys.contains) { keys.insert(name) }
        }
        return keys
    }

    /// `==`, or `override func isEqual(_:)` of an `NSObject` subclass, which `==` calls there.
    static func isEquality(_ function: FunctionDeclaration) -> Bool {
        function.name == "==" || (function.name == "isEqual" && function.head.hasModifier("override") && function.parameters.count == 1)
    }

    /// `fileScopeEqualities`: see `fileScopeEqualities()`; `customEqualities`: see
    /// `customEqualityTypes(fileScopeEqualities:)`.
    /// `synthesizedEqualities`: see `synthesizedEqualities(reaching:)`, whose keys
    /// `customEqualities` holds too.
    mutating func reportTraps(_ siteIndex: Int, fileScopeEqualities: [String: (file: Int, token: Int)], customEqualities: Set<String> = [],
                              synthesizedEqualities: [String: EqualityReach] = [:]) {
        let site = catalogue.sites[siteIndex]
        let name = site.key
        // A custom `==` in the class, an extension of it, or at file scope taking it.
        var equality: (file: Int, token: Int)?
        for body in catalogue.bodies(of: name) where equality == nil {
            let declaration = catalogue.sites[body].declaration
            if let function = ModelCatalogue.functions(declaration.members).first(where: Self.isEquality) {
                equality = (catalogue.sites[body].file, function.head.keyword)
            }
        }
        if equality == nil { equality = fileScopeEqualities[name] }
        if let equality { report(.migrationCustomEquality(className: name), file: equality.file, token: equality.token) }

        let source = sources[site.file]
        for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
            for binding in variable.bindings {
                guard case let .identifier(token) = binding.pattern else { continue }
                // `@Published` notified on every set; a tracked property skips a value '==' to
                // the current one, also in `[T]`, `T?`, `[K: T]`.
                if Self.isPublished(variable), let equal = customEqualityType(of: binding, file: site.file, customEqualities) {
                    let written = binding.typeAnnotation ?? binding.initializer.flatMap { Self.createdCollectionType($0, in: source) }
                    let type = written.map { source.normalizedText($0) } ?? equal
                    // Through a synthesized `==`: the type whose `==` is custom, and the path to it.
                    let reach = synthesizedEqualities[equal]
                    report(.migrationCustomEqualityProperty(property: source.text(token), type: type, equalType: reach?.equalType ?? equal, through: reach?.path ?? ""),
                           file: site.file, token: token)
                } else if Self.isPublished(variable), let element = objectIdentityElement(of: binding, site: siteIndex, customEqualities: customEqualities) {
                    // `[Wallet]` of `NSObject`s: the same instances again compare equal.
                    let type = binding.typeAnnotation.map { source.normalizedText($0) } ?? "[\(element)]"
                    report(.migrationObjectIdentityElements(property: source.text(token), type: type, element: element), file: site.file, token: token)
                }
                // A computed property holds nothing.
                if binding.isComputed { continue }
                if let type = heldTypeName(of: binding, file: site.file), migrated.contains(type) {
                    report(.migrationNestedObservable(property: source.text(token), type: type, owner: name), file: site.file, token: token)
                } else if let annotation = binding.typeAnnotation, Self.isCollectionOrOptional(annotation, in: source),
                          // `((Model) -> Void)?` holds a function, no model.
                          !Self.isFunctionType(annotation, in: source),
                          source.indices(of: annotation).contains(where: { source.kind($0) == .identifier && migrated.contains(source.text($0)) }) {
                    // `[Item]`, `[String: Item]`, `Set<Item>`: the elements propagate now.
                    report(.migrationCollectionOfObservables(property: source.text(token), type: source.normalizedText(annotation), owner: name),
                           file: site.file, token: token)
                }
            }
        }
        reportSameReferenceReassigns(siteIndex)
        reportSynthesizedCodable(siteIndex)
        reportDeploymentTarget(site: siteIndex)
    }

    /// The type with a custom `==` that a binding's annotation names (anywhere in it: `[T]`,
    /// `T?`), or its initializer's call creates: its key, each name of the annotation resolved
    /// exactly where it is written (`exactTypeKey`).
    func customEqualityType(of binding: PatternBinding, file: Int, _ customEqualities: Set<String>) -> String? {
        let source = sources[file]
        guard let annotation = binding.typeAnnotation else {
            guard let value = binding.initializer else { return nil }
            // `= [Item]()`, `= [String: Item]()`: the type the call creates (review 48/04).
            if let created = Self.createdCollectionType(value, in: source) {
                let type = TypeExprParser.parse(created, tokens: source.tokens, bytes: source.bytes)
                return equalityReach(type, customEqualities, at: .written(file: file, token: created.first))
            }
            guard let written = source.writtenTypeName(ofCallAt: value.first, end: value.last) else {
                return typeName(of: binding, file: file).flatMap { customEqualities.contains($0) ? $0 : nil }
            }
            return exactTypeKey(written.split(separator: ".").map(String.init), file: file, token: value.first).flatMap { customEqualities.contains($0) ? $0 : nil }
        }
        // Only a type whose values the setter compares: not a tuple, nor a generic type of the
        // run that is not `Equatable` (`comparesThrough`).
        let type = TypeExprParser.parse(annotation, tokens: source.tokens, bytes: source.bytes)
        for (components, token) in Self.typeNameChains(in: annotation, source) {
            if let key = exactTypeKey(components, file: file, token: token), customEqualities.contains(key),
               comparesThrough(type, key: key, file: file, token: annotation.first) { return key }
        }
        // `typealias Items = [Item]`: the alias's target, read where it is declared (review 48/04).
        return equalityReach(type, customEqualities, at: .written(file: file, token: annotation.first))
    }

    /// The collection type an initializer `[T]()` or `[K: V]()` creates (the brackets' span);
    /// nil for any other initializer.
    static func createdCollectionType(_ value: TokenSpan, in source: MigrationSource) -> TokenSpan? {
        guard source.kind(value.first) == .leftSquare, let close = source.closingBracket(of: value.first), close + 1 < value.last,
              source.kind(close + 1) == .leftParen, source.closingBracket(of: close + 1) == value.last else { return nil }
        return TokenSpan(value.first, close)
    }

    /// A class that conforms to `Codable` (`Encodable`, `Decodable`) in its inheritance clause
    /// or an extension's, with no `CodingKeys` in its body or extensions: the conformance the
    /// compiler synthesizes would encode the macro's backing stores.
    mutating func reportSynthesizedCodable(_ siteIndex: Int) {
        let site = catalogue.sites[siteIndex]
        let codable: Set<String> = ["Codable", "Encodable", "Decodable", "Swift.Codable", "Swift.Encodable", "Swift.Decodable"]
        let sites = catalogue.sites
        // The class and extensions of its name: a struct or enum of the name (another module's
        // namesake, review 47b/01: azkar's `Entities.ZikrCounter`) is no part of the class.
        let bodies = catalogue.bodies(of: site.key).filter { $0 == siteIndex || sites[$0].declaration.kind == .extension }
        // Named, or through a protocol of the run that refines it (`protocol Persistable: Codable`).
        var conformance: (Int, TypeReference, String)?
        for k in bodies where conformance == nil {
            for entry in sites[k].declaration.inheritance where conformance == nil {
                let found = codable.contains(entry.qualifiedName) ? entry.qualifiedName : refinedCodable(entry.components.last ?? "", codable)
                if let found { conformance = (k, entry, found) }
            }
        }
        guard let conformance else { return }
        // Keys of its own: nothing synthesized reads the backing stores. Otherwise the part that
        // is not written by hand is synthesized: `encode(to:)` for `Encodable` (a hand-written
        // `init(from:)` alone still leaves it, and the output then holds the registrar).
        var declaresKeys = false, writesEncode = false, writesDecode = false
        for k in bodies {
            for member in catalogue.sites[k].declaration.members {
                switch member {
                case let .type(type) where type.name == "CodingKeys": declaresKeys = true
                case let .typeAlias(alias) where alias.name == "CodingKeys": declaresKeys = true
                case let .function(function) where function.name == "encode": writesEncode = true
                case let .initializer(initializer) where initializer.parameters.first?.label == "from": writesDecode = true
                default: break
                }
            }
        }
        let name = conformance.2
        let encodes = !name.hasSuffix("Decodable"), decodes = !name.hasSuffix("Encodable")
        guard !declaresKeys, (encodes && !writesEncode) || (decodes && !writesDecode) else { return }
        report(.migrationSynthesizedCodable(className: site.key), file: catalogue.sites[conformance.0].file, token: conformance.1.span.first)
    }

    /// The `Codable`, `Encodable` or `Decodable` that protocol `name` of the run refines,
    /// directly or through other protocols of the run; nil when none.
    func refinedCodable(_ name: String, _ codable: Set<String>, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        for k in catalogue.typesByName[name] ?? [] where catalogue.sites[k].declaration.kind == .protocol {
            for entry in catalogue.sites[k].declaration.inheritance {
                if codable.contains(entry.qualifiedName) { return entry.qualifiedName }
                if let found = refinedCodable(entry.components.last ?? "", codable, depth: depth + 1) { return found }
            }
        }
        return nil
    }

    /// `@State var draft = Draft()` (or `: Draft`) in a view, where `Draft` migrates: the view
    /// did not observe it, and now does.
    mutating func reportStateHoldingModels() {
        guard !migrated.isEmpty else { return }
        for site in catalogue.sites where site.declaration.kind != .protocol {
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                guard let attribute = ModelCatalogue.attributes(variable.attributes).first(where: { $0.name == "State" || $0.name == "SwiftUI.State" }),
                      variable.bindings.count == 1, let binding = variable.bindings.first, let name = name(of: binding, in: sources[site.file]),
                      let type = propertyType(of: binding, file: site.file), migrated.contains(type), !wasObservable(type) else { continue }
                report(.migrationStateStartsObserving(name: name, className: type), file: site.file, token: attribute.span.first)
            }
        }
    }

    /// A warning at each `@available` attribute of the type that names a platform version lower
    /// than Observation's (all such versions of the attribute in one message).
    mutating func reportDeploymentTarget(site siteIndex: Int) {
        let site = catalogue.sites[siteIndex]
        let source = sources[site.file]
        for attribute in ModelCatalogue.attributes(site.declaration.attributes) {
            let low = source.platformVersions(of: attribute).filter { version in
                Self.observationMinimum[version.platform].map { version.major < $0 } ?? false
            }
            guard let first = low.first else { continue }
            let versions = low.map { "\($0.platform) \(source.text($0.index + 1))" }.joined(separator: ", ")
            report(.migrationDeploymentTarget(versions: versions, name: site.key), file: site.file, token: first.index)
        }
    }

    /// Whether a type annotation is a collection or an optional (`[Item]`, `[String: Item]`,
    /// `Set<Item>`, `Array<Item>`, `Item?`), whose elements a view reaches through the owner;
    /// not a generic type of the run or another module (`Box<Item>`, `Loadable<Item>`), about
    /// whose contents nothing is known.
    static func isCollectionOrOptional(_ annotation: TokenSpan, in source: MigrationSource) -> Bool {
        if source.kind(annotation.first) == .leftSquare { return true }
        if source.text(annotation.last) == "?" || source.text(annotation.last) == "!" { return true }
        let collections: Set<String> = ["Array", "Set", "Dictionary", "ContiguousArray", "ArraySlice", "Optional", "OrderedSet", "OrderedDictionary",
                                        "IdentifiedArray", "IdentifiedArrayOf", "Swift.Array", "Swift.Set", "Swift.Dictionary", "Swift.Optional"]
        return source.writtenTypeName(ofAnnotation: annotation).map(collections.contains) ?? false
    }
}
