/// A `UserDefaults` write whose key is not a string literal (`removeObject(forKey: key)` in a
/// loop over `dictionaryRepresentation().keys`, Pearcleaner's "reset settings"), or one that
/// clears a whole domain (`removePersistentDomain(forName:)`), or the method handed to a
/// function (`keys.forEach(defaults.removeObject(forKey:))`), may change the key of a migrated
/// `@AppStorage`/`@SceneStorage` property. In an `ObservableObject` the wrapper republished
/// that change; the migrated property notifies only for sets through the model. The literal
/// writers are named at the property (`migrate-storage-key-written-elsewhere`); these cannot
/// be, so each gets a warning of its own naming the migrated keys it may touch. A key that is
/// a name the run binds only to string literals (`static let theme = "theme"`, through other
/// such names, or interpolated ones: `StringKeyBindings`), none of them a migrated key, is no
/// such writer.
extension MigrationPlanner {
    /// A migrated storage property with a literal key (`"settings.theme"`, quotes kept).
    struct MigratedStorageKey {
        var key: String
        /// `ThemeManager.customDarkColors`.
        var property: String
    }

    /// Records the literal key of a migrated `@AppStorage`/`@SceneStorage` property of the
    /// class that holds token `token` of `file`.
    mutating func recordMigratedStorageKey(property: String, wrapper: Attribute, file: Int) {
        let source = sources[file]
        let simple = String(wrapper.name.split(separator: ".").last ?? "")
        guard simple == "AppStorage" || simple == "SceneStorage", let argument = Self.storageKeyArgument(wrapper, in: source),
              let key = Self.literalKey(argument, in: source) ?? scopedLiteralKey(argument, file: file) else { return }
        let owner = catalogue.enclosingSite(file: file, token: wrapper.span.first).map { catalogue.sites[$0].key + "." } ?? ""
        migratedStorageKeys.append(MigratedStorageKey(key: key, property: owner + property))
    }

    /// The warnings at the run's `UserDefaults` writes whose key cannot be told.
    mutating func reportUnknownKeyWriters() {
        guard !migratedStorageKeys.isEmpty else { return }
        let migratedKeys = Set(migratedStorageKeys.map(\.key))
        let bound = stringKeyBindings()
        var listed = migratedStorageKeys.sorted { ($0.key, $0.property) < ($1.key, $1.property) }.map { "\($0.key) ('\($0.property)')" }
        if listed.count > 4 { listed = listed.prefix(3) + ["\(listed.count - 3) more"] }
        for (file, source) in sources.enumerated() {
            var writers: [(order: Int, writer: String, key: String, token: Int, value: String?)] = []
            for write in source.bodyUses.value.unknownKeyWrites where !write.implicitReceiver || inUserDefaultsExtension(file: file, token: write.token) {
                // `settings.set(v, forKey: k)`: decided by the receiver's type (review 28b/01);
                // one whose type cannot be told only for a `set` of a constant migrated key.
                var named = "UserDefaults."
                if let receiver = write.untoldReceiver {
                    guard let told = userDefaultsReceiver(file: file, first: receiver.first, last: receiver.last) else { continue }
                    if !told {
                        guard write.method == "set", let key = write.key, let literal = scopedLiteralKey(key, file: file), migratedKeys.contains(literal) else { continue }
                        named = source.normalizedText(receiver) + "."
                    }
                }
                guard let key = write.key else {
                    writers.append((write.order, "UserDefaults.removePersistentDomain(forName:)", "", write.token, nil))
                    continue
                }
                // `key`, `Keys.theme`: a constant in scope, not a migrated key (review 12b/05);
                // one that is a migrated key is named with its properties (review 28b/02).
                var value: String?
                if let literal = scopedLiteralKey(key, file: file) {
                    if !migratedKeys.contains(literal) { continue }
                    value = literal
                } else if let name = write.keyName, let values = bound[name], Self.mayBeNoneOf(migratedKeys, values) {
                    // `.theme`, or a name not resolved in scope: bound only to other literals in the run.
                    continue
                }
                // `#function`, `"\(id).alert"`: no migrated key has that shape.
                if let pattern = keyPattern(key, file: file), !migratedKeys.contains(where: pattern.mayBe) { continue }
                var writer = named + write.method + (write.method == "removeObject" ? "(forKey:)" : "(_:forKey:)")
                if named != "UserDefaults." { writer += ", on a value whose type cannot be told" }
                writers.append((write.order, writer, source.normalizedText(key), write.token, value))
            }
            // `keys.forEach(UserDefaults.standard.removeObject(forKey:))`: a reference to the
            // method, handed every key. A compound name is no expression the body walk reads:
            // found from tokens.
            let count = source.tokens.count
            for t in 2 ..< max(2, count - 2) where source.kind(t) == .identifier && source.isWord(t, "forKey") {
                guard source.kind(t + 1) == .colon, source.kind(t + 2) == .rightParen, source.kind(t - 1) == .leftParen,
                      ["set", "setValue", "removeObject"].contains(source.text(t - 2)), receiverNamesUserDefaults(before: t - 2, in: source) else { continue }
                let writer = "UserDefaults." + source.text(t - 2) + (source.isWord(t - 2, "removeObject") ? "(forKey:)" : "(_:forKey:)")
                writers.append((t, writer, "", t - 2, nil))
            }
            for writer in writers.sorted(by: { $0.order < $1.order }) {
                let keys = writer.value.map(migratedProperties(ofKey:)) ?? listed
                report(.migrationStorageKeyUnknownWriter(writer: writer.writer, key: writer.key, keys: keys, value: writer.value), file: file, token: writer.token)
            }
        }
    }

    /// Whether the member chain before `.name` at `name` (`UserDefaults.standard`,
    /// `UserDefaults(suiteName: "g")!`, `defaults`) names `UserDefaults` or a `defaults` value.
    private func receiverNamesUserDefaults(before name: Int, in source: MigrationSource) -> Bool {
        guard name >= 2, source.kind(name - 1) == .period else { return false }
        var j = name - 2
        while j >= 0 {
            switch source.kind(j) {
            case .operator where source.text(j) == "!" || source.text(j) == "?":
                j -= 1
            case .rightParen, .rightSquare:
                guard let open = source.openingBracket(of: j) else { return false }
                j = open - 1
            case .identifier:
                let word = source.text(j)
                if word == "UserDefaults" || word.lowercased().hasSuffix("defaults") { return true }
                // The chain goes on only through `.`.
                guard j >= 2, source.kind(j - 1) == .period else { return false }
                j -= 2
            default:
                return false
            }
        }
        return false
    }
}
