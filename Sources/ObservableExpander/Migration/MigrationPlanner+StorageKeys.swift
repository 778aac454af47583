/// `@AppStorage("k")` (and `@SceneStorage("k")`) in an `ObservableObject` sends the object's
/// `objectWillChange` whenever its key changes, also when something else writes the key (a
/// view's own `@AppStorage("k")`, `UserDefaults.standard.set(v, forKey: "k")`). After the
/// migration the tracked accessors notify only for sets through the class: the store, now
/// `@ObservationIgnored` in a class that is no `ObservableObject`, has nobody to tell. So a
/// wrapped property whose key the run writes elsewhere gets a warning naming each writer, and
/// one whose key is not a string literal gets a warning that this cannot be told.
extension MigrationPlanner {
    /// A place of the run that writes a storage key: `@AppStorage("k")`, `@SceneStorage("k")`
    /// or a `UserDefaults` `set(_:forKey:)` call with the literal key `k`.
    struct StorageKeyWriter {
        var file: Int
        /// The `@` of the attribute, or the `set` of the call.
        var token: Int
        /// `@AppStorage`, `@SceneStorage` or `UserDefaults.set(_:forKey:)`.
        var what: String
    }

    /// The key argument of a storage wrapper attribute (`@AppStorage("k", store: s)`): the
    /// first argument's token span, or nil when the attribute has no arguments.
    static func storageKeyArgument(_ attribute: Attribute, in source: MigrationSource) -> TokenSpan? {
        var j = attribute.span.first
        while j < attribute.span.last && source.kind(j) != .leftParen { j += 1 }
        guard j < attribute.span.last, source.kind(j) == .leftParen else { return nil }
        var end = j + 1, depth = 0
        while end < attribute.span.last {
            switch source.kind(end) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0: return TokenSpan(j + 1, end - 1)
            default: break
            }
            if depth < 0 { break }
            end += 1
        }
        return end - 1 >= j + 1 ? TokenSpan(j + 1, end - 1) : nil
    }

    /// The literal key of a span (one string literal without interpolation), with its quotes.
    static func literalKey(_ span: TokenSpan, in source: MigrationSource) -> String? {
        guard span.first == span.last, source.kind(span.first) == .stringLiteral else { return nil }
        let text = source.text(span.first)
        return text.contains("\\(") ? nil : text
    }

    /// Every writer of a literal storage key in the run, by the key's literal text: the
    /// attributes (read from tokens: an attribute is no expression, and those of locals are in
    /// no declaration tree) and the `UserDefaults` writes the body walk found.
    func storageKeyWriters() -> [String: [StorageKeyWriter]] {
        var found: [String: [(file: Int, token: Int, what: String)]] = [:]
        for (file, source) in sources.enumerated() {
            let count = source.tokens.count
            for t in 0 ..< count where source.kind(t) == .identifier {
                let word = source.text(t)
                if (word == "AppStorage" || word == "SceneStorage") && t > 0 && source.kind(t - 1) == .atSign
                    && t + 2 < count && source.kind(t + 1) == .leftParen {
                    // `@AppStorage("k")`, `@AppStorage("k", store: s)`.
                    let after = t + 3 < count ? source.kind(t + 3) : .endOfFile
                    if (after == .rightParen || after == .comma), let key = Self.literalKey(TokenSpan(t + 2, t + 2), in: source) {
                        found[key, default: []].append((file, t - 1, "@" + word))
                    } else if let key = constantKeyArgument(at: t + 2, file: file) {
                        found[key, default: []].append((file, t - 1, "@" + word))
                    }
                }
            }
            for write in source.bodyUses.value.userDefaultsWrites where !write.implicitReceiver || inUserDefaultsExtension(file: file, token: write.token) {
                var what = "UserDefaults." + write.method + "(_:forKey:)"
                if let receiver = write.untoldReceiver {
                    guard let told = isUserDefaultsWriter(method: write.method, receiver: receiver, start: write.untoldReceiverStart, file: file) else { continue }
                    // Named as written when the receiver's type is not known to be `UserDefaults`.
                    if !told { what = source.text(receiver) + "." + write.method + "(_:forKey:), on a value whose type cannot be told" }
                }
                found[write.key, default: []].append((file, write.token, what))
            }
        }
        // In file and token order, as one pass over the tokens found them.
        return found.mapValues { writers in
            writers.sorted { ($0.file, $0.token) < ($1.file, $1.token) }.map { StorageKeyWriter(file: $0.file, token: $0.token, what: $0.what) }
        }
    }

    /// Whether `receiver.method(_:forKey:)`, on a receiver whose name does not say
    /// `UserDefaults`, writes defaults: its type is `UserDefaults` (`let ud =
    /// UserDefaults.standard`, `var store: UserDefaults`), or it cannot be told and the
    /// method is `set` (`setValue(_:forKey:)` of an unknown receiver is taken for key-value coding).
    /// True: typed `UserDefaults`; false: a `set` whose receiver's type cannot be told; nil:
    /// no writer (another type, or another method of an unknown receiver). `start`: the
    /// receiver's first token, when known: the whole receiver is typed (`userDefaultsReceiver`:
    /// `self.settings`, `store.settings`, a local `let ud = UserDefaults.standard`).
    func isUserDefaultsWriter(method: String, receiver: Int, start: Int? = nil, file: Int) -> Bool? {
        if let start {
            switch userDefaultsReceiver(file: file, first: start, last: receiver) {
            case true?: return true
            case false?: return method == "set" ? false : nil
            case nil: return nil
            }
        }
        let source = sources[file]
        let simple = receiver == 0 || source.kind(receiver - 1) != .period
        if simple, let type = resolveType(of: source.text(receiver), file: file, token: receiver) { return type == "UserDefaults" ? true : nil }
        if simple, let type = source.localTypeName(of: source.text(receiver), in: TokenSpan(0, receiver), before: receiver), case let .type(name) = type {
            return name.split(separator: ".").last == "UserDefaults" ? true : nil
        }
        return method == "set" ? false : nil
    }

    /// The warning for a migrated `@AppStorage`/`@SceneStorage` property: its key is written
    /// elsewhere in the run (each writer named), or it is not a string literal (cannot tell).
    /// `writers` is `storageKeyWriters()`, computed once per run.
    mutating func reportStorageKeyWriters(property: String, wrapper: Attribute, file: Int, writers: [String: [StorageKeyWriter]]) {
        let source = sources[file]
        let simple = String(wrapper.name.split(separator: ".").last ?? "")
        guard simple == "AppStorage" || simple == "SceneStorage", let argument = Self.storageKeyArgument(wrapper, in: source) else { return }
        // `@AppStorage(Keys.quit)`: the constant's literal, resolved in scope (review 12b/05).
        guard let key = Self.literalKey(argument, in: source) ?? scopedLiteralKey(argument, file: file) else {
            report(.migrationStorageKeyNotLiteral(property: property, wrapper: simple, key: source.normalizedText(argument)), file: file, token: wrapper.span.first)
            return
        }
        let others = (writers[key] ?? []).filter { writer in
            !(writer.file == file && writer.token == wrapper.span.first)
                && (!writer.what.hasPrefix("@") || storageDeclarationWrites(file: writer.file, at: writer.token))
        }
        guard !others.isEmpty else { return }
        let places = others.map { writer -> String in
            let where_ = sources[writer.file].file.path + ":" + String(sources[writer.file].file.location(of: sources[writer.file].offset(writer.token)).line)
            return "\(where_) ('\(writer.what)')"
        }
        report(.migrationStorageKeyWrittenElsewhere(property: property, wrapper: simple, key: key, writers: places), file: file, token: wrapper.span.first)
    }
}
