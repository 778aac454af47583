import ObservableSyntax

/// `@AppStorage(\.verboseLog) var verboseLog` without a written type, through the run's
/// `extension AppStorage { init(_ keyPath: KeyPath<Keys, Key<Value>>) }` (Copilot for Xcode's
/// preference keys): the tracked accessors need the property's type, which the run tells when
/// `Keys.verboseLog` is declared `Key<Bool>`.
extension MigrationPlanner {
    /// The value type of an `@AppStorage` property whose only argument is a key path
    /// (`\.member`, `\Root.member`), when exactly one initializer of the run's `extension
    /// AppStorage`s takes one unlabeled key path, and it is written `KeyPath<Root, Key<Value>>`
    /// (no other generic parameter), and `Root` (or its extensions) declares `member` with the
    /// written type `Key<T>`, once: `T` as written. Nil otherwise, also when `T` names a type
    /// the run declares only nested in another (which the class's scope may not see).
    func keyPathStorageType(of variable: VariableDeclaration, in source: MigrationSource) -> String? {
        guard let attribute = ModelCatalogue.attributes(variable.attributes).first(where: { $0.name == "AppStorage" || $0.name == "SwiftUI.AppStorage" }) else { return nil }
        let span = attribute.span
        guard let open = (span.first ... span.last).first(where: { source.kind($0) == .leftParen }), source.kind(span.last) == .rightParen,
              open + 3 < span.last, source.kind(open + 1) == .backslash else { return nil }
        var j = open + 2
        var writtenRoot: String?
        if source.kind(j) == .identifier { writtenRoot = source.text(j); j += 1 }
        guard source.kind(j) == .period, source.kind(j + 1) == .identifier, j + 2 == span.last else { return nil }
        let member = source.text(j + 1)

        // Every initializer of the run's `extension AppStorage`s with one unlabeled key path.
        var candidates: [String] = []
        for site in catalogue.sites where site.declaration.kind == .extension && ["AppStorage", "SwiftUI.AppStorage"].contains(site.declaration.name) {
            let declaring = sources[site.file]
            for initializer in Self.initializers(site.declaration.members) where initializer.parameters.count == 1 && initializer.parameters[0].label == "_" {
                guard let type = initializer.parameters[0].type else { continue }
                let text = declaring.sourceText(type).filter { !$0.isWhitespace }
                if text.hasPrefix("KeyPath<") || text.hasPrefix("Swift.KeyPath<") { candidates.append(text) }
            }
        }
        // `KeyPath<Root,Key<Value>>`: the root and the key's generic type.
        guard candidates.count == 1, let text = candidates.first, text.hasSuffix("<Value>>"),
              let lt = text.firstIndex(of: "<") else { return nil }
        let inner = text[text.index(after: lt) ..< text.index(text.endIndex, offsetBy: -"<Value>>".count)]
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[1].contains("<") else { return nil }
        let root = String(parts[0]), key = String(parts[1])
        if let writtenRoot, writtenRoot != root.split(separator: ".").last.map(String.init) { return nil }

        // `Root.member`'s written type, `Key<T>`, declared once.
        var found: [String] = []
        for k in catalogue.bodies(of: typeKey(root, scope: [])) {
            let site = catalogue.sites[k]
            let declaring = sources[site.file]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where name(of: binding, in: declaring) == member {
                    guard let annotation = binding.typeAnnotation else { return nil }
                    found.append(declaring.normalizedText(annotation))
                }
            }
        }
        guard found.count == 1, let written = found.first else { return nil }
        let compact = written.filter { !$0.isWhitespace }
        guard compact.hasPrefix(key + "<"), compact.hasSuffix(">") else { return nil }
        let value = String(compact.dropFirst(key.count + 1).dropLast())
        guard !value.isEmpty else { return nil }
        // A name the run declares only nested (`Keys.Theme` written `Theme`) may not resolve here.
        for name in Self.typeNames(in: value) {
            if let keys = catalogue.keysBySimpleName[name], !keys.contains(name) { return nil }
        }
        return value
    }

    /// The identifiers of a type's text (`[String: Theme]?` -> `String`, `Theme`).
    static func typeNames(in text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }
}
