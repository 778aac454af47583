import ObservableSyntax

/// The declarations of a run's input files read on demand (issue 27): a lookup of a name
/// tokenizes, parses and indexes only the files that may declare something under it, so that
/// inference (`Theme.shared.tint`, `Kind.draft`) does not build the run-wide index of every
/// file (half of a run over real code, most of whose files declare nothing inference asks).
///
/// Which files a name needs comes from the run's first pass, which reads each file's bytes
/// (`RunNameScan`): every entry of the index is filed under a qualified name whose last word is
/// a type's name, read after `struct`, `class`, `enum`, `actor`, `protocol` or `typealias`
/// (`RunNameScan.typeNames(in:)`), or a word of an extension's header
/// (`RunNameScan.extensionWords(in:)`). A name is looked up in the files whose words hold each
/// of its words (`RunNameScan.words(of:)`), and in every file whose words are not known; a
/// name without words (the file scope's `""`) or with a non-ASCII byte or a backtick, in
/// every file, and from then on the index of every file answers, as
/// `DeclarationIndex.formUnion` of all would.
///
/// Each file's part is made as the run-wide index makes it (`load`, a fresh index per file)
/// and merged in file order, so that every answer, entries and their order, is the run-wide
/// index's. Parts of files read are kept for the run (index entries, not trees). Safe to use
/// from several threads (one lock; a file is read under it).
final class RunLookup: @unchecked Sendable {
    typealias TypeEntry = DeclarationIndex.TypeEntry
    typealias MemberEntry = DeclarationIndex.MemberEntry

    private let lock = POSIXLock()
    private let count: Int
    private let load: @Sendable (Int) -> DeclarationIndex
    private let loadMany: @Sendable ([Int]) -> [DeclarationIndex]
    /// The files (ascending) whose words hold each word.
    private let filesByWord: [String: [Int]]
    /// Each file's type names (`RunNameScan.typeNames(in:)`), when given: a type entry is filed
    /// under a name whose last word is one of them.
    private let typeNames: [Set<String>?]?
    /// The files whose words are not known (ascending): read for every name.
    private let everyLookup: [Int]
    private var parts: [DeclarationIndex?]
    /// The trees of the files being expanded, by file (`reading(_:from:_:)`).
    private var inFlight: [Int: ParsedSource] = [:]
    /// The names of the types a file being expanded declares below its top level
    /// (`SourceTree.nestedTypeNames`), read from its tree when a qualified type name is first
    /// asked of it.
    private var inFlightNestedTypeNames: [Int: Set<String>] = [:]
    /// What lookups read of the files being expanded whose whole part is not made, by file and
    /// entries (`DeclarationIndex.add(_:of:)`): a type's name, or a type's members, asked of the
    /// file being expanded (`Page<String>()` of a class's nested `Page`) made its whole part,
    /// about 60,000 instructions for a model of a dozen properties.
    private var partialParts: [PartialKey: DeclarationIndex] = [:]

    private struct PartialKey: Hashable {
        var file: Int
        var entries: DeclarationIndex.PartEntries
    }
    /// The index of every file, once a name needed them all.
    private var whole: DeclarationIndex?

    /// A lookup over `count` files; `words[k]` are file `k`'s words (nil: not known), and
    /// `load(k)` makes its part of the index; `loadMany` the parts of several files (in
    /// parallel, when the caller can), in their order. `typeNames[k]`, when given, are the
    /// names of the types file `k` may declare (`RunFacts.typeNames`, a subset of its words):
    /// a type's name is then looked up only in the files whose type names hold its last word
    /// (not in those that only extend a type of it: `extension Model {}` files members under
    /// `Model`, never a type).
    init(count: Int, words: [Set<String>?], typeNames: [Set<String>?]? = nil, load: @escaping @Sendable (Int) -> DeclarationIndex,
         loadMany: @escaping @Sendable ([Int]) -> [DeclarationIndex]) {
        self.count = count
        self.load = load
        self.loadMany = loadMany
        var byWord: [String: [Int]] = [:]
        var every: [Int] = []
        for k in 0 ..< count {
            guard k < words.count, let known = words[k] else {
                every.append(k)
                continue
            }
            for word in known { byWord[word, default: []].append(k) }
        }
        filesByWord = byWord
        everyLookup = every
        self.typeNames = typeNames
        parts = Array(repeating: nil, count: count)
    }

    /// The words of a file for `init`: the names its first pass read (`typeNames`, nil when
    /// not known) and the words of its extensions' headers.
    static func words(typeNames: Set<String>?, bytes: [UInt8]) -> Set<String>? {
        guard var names = typeNames else { return nil }
        names.formUnion(RunNameScan.extensionWords(in: bytes))
        return names
    }

    // MARK: - Lookups (as the run-wide index's tables answer them)

    /// Answers found, by name: once a name's files are read, no other file adds to it.
    private var typesFound: [String: [TypeEntry]?] = [:]
    private var membersFound: [String: [String: [MemberEntry]]?] = [:]
    private var membersNamedFound: [MemberKey: [MemberEntry]?] = [:]
    private var associatedTypesFound: [String: Set<String>?] = [:]
    private var conformancesFound: [String: [[String]]?] = [:]

    private struct MemberKey: Hashable {
        var owner: String
        var name: String
    }

    func types(_ name: String) -> [TypeEntry]? {
        answer(name, &typesFound, name, declaringType: true, entries: .types, whole: { $0.types[name] }) { part in
            part.types[name]
        } merge: { $0 += $1 }
    }

    func members(of owner: String) -> [String: [MemberEntry]]? {
        answer(owner, &membersFound, owner, entries: .typesAndMembers(of: owner), whole: { $0.members[owner] }) { part in part.members[owner] } merge: { found, byName in
            for (name, entries) in byName { found[name, default: []] += entries }
        }
    }

    func members(of owner: String, named name: String) -> [MemberEntry]? {
        answer(owner, &membersNamedFound, MemberKey(owner: owner, name: name), entries: .typesAndMembers(of: owner),
               whole: { $0.members[owner]?[name] }) { part in
            part.members[owner]?[name]
        } merge: { $0 += $1 }
    }

    func associatedTypes(_ name: String) -> Set<String>? {
        answer(name, &associatedTypesFound, name, entries: .types, whole: { $0.associatedTypes[name] }) { part in part.associatedTypes[name] } merge: { $0.formUnion($1) }
    }

    func extensionConformances(_ name: String) -> [[String]]? {
        answer(name, &conformancesFound, name, entries: .types, whole: { $0.extensionConformances[name] }) { part in part.extensionConformances[name] } merge: { $0 += $1 }
    }

    private var observableExtensionsFound: [String: Bool?] = [:]

    /// Whether an extension in a file adds `Observable` to `name` (`observableExtensions`).
    func declaresObservableExtension(_ name: String) -> Bool {
        answer(name, &observableExtensionsFound, name, entries: .types, whole: { $0.observableExtensions.contains(name) }) { part in
            part.observableExtensions.contains(name) ? true : nil
        } merge: { _, _ in } ?? false
    }

    /// Whether file `k`'s whole part has been made (for tests and measurements).
    func madeWholePart(_ k: Int) -> Bool {
        lock.withLock { whole != nil || (k < parts.count && parts[k] != nil) }
    }

    /// The index of every file (each read now if it was not), as the run-wide index's tables.
    func wholeIndex() -> DeclarationIndex {
        lock.withLock { wholeLocked() }
    }

    // MARK: - Reading files

    /// What the run-wide index's table holds under `name`: `fromWhole` over the index of
    /// every file when `name` needs them all (or they have all been read), else `fromPart` of
    /// each file `name` needs, in file order, merged as `DeclarationIndex.formUnion` merges
    /// (the first found as it is, each later one by `merge`). Kept in `found` under `key`.
    /// `declaringType`: the table is `types` (see `files(for:declaringType:)`). `entries`: what
    /// `fromPart` reads of a part (a file being expanded makes only those).
    private func answer<Key: Hashable, T>(_ name: String, _ found: inout [Key: T?], _ key: Key, declaringType: Bool = false,
                                           entries: DeclarationIndex.PartEntries,
                                           whole fromWhole: (DeclarationIndex) -> T?,
                                           _ fromPart: (DeclarationIndex) -> T?, merge: (inout T, T) -> Void) -> T? {
        lock.withLock {
            if let whole { return fromWhole(whole) }
            if let known = found[key] { return known }
            guard let files = files(for: name, declaringType: declaringType) else { return fromWhole(wholeLocked()) }
            // No file may file anything under `name` (most names asked: `Model.Int`, a
            // standard type tried in each enclosing type): nothing to keep, the next ask
            // finds the same.
            if files.isEmpty { return nil }
            var result: T?
            // A type's qualified name (`Model.Kind`) is filed only by a declaration below a
            // file's top level: a file being expanded whose tree has none of its last
            // component's name adds nothing, and its part is not made (each such part walked
            // the whole tree: 10 M instructions of a real-shaped run, asking whether a name the
            // expansion wrote, `Model.Kind`, is hidden inside `Model` by a `Model.Model`).
            let nested = declaringType ? Self.lastComponent(ofQualified: name) : nil
            for k in files {
                if let nested, parts[k] == nil, let source = inFlight[k], !nestedTypeNames(of: k, source).contains(nested) { continue }
                guard let more = fromPart(part(k, entries)) else { continue }
                if result == nil { result = more } else { merge(&result!, more) }
            }
            found[key] = .some(result)
            return result
        }
    }

    /// The files that may file an entry under `name` (ascending), nil when every file may:
    /// those whose words hold every word of `name` (each of its components is the name of a
    /// type the file declares, or a word of an extension's header, as `DeclarationIndex.addType`
    /// qualifies names), and those whose words are not known. Not kept: `answer` keeps what
    /// each table holds under a name, and a name is rarely asked of two tables (kept by name,
    /// they cost more than they saved: 4.8M instructions of a real-shaped run, for 300 hits).
    /// With `declaringType`, for the `types` table: only files whose type names hold the
    /// last word of `name` (when it ends with a word: a type entry is filed under its
    /// enclosing scope, a `.` and its own name, read by `RunNameScan.typeNames(in:)`) and
    /// those whose words are not known.
    private func files(for name: String, declaringType: Bool = false) -> [Int]? {
        var bytes = name
        return bytes.withUTF8 { files(for: $0, declaringType: declaringType) }
    }

    /// `files(for:)` of the name whose UTF-8 bytes are `name`: its words cut on the bytes as
    /// `RunNameScan.words(of:)` cuts them (no array of them, no `Substring`s: a third of the
    /// instructions).
    private func files(for name: UnsafeBufferPointer<UInt8>, declaringType: Bool) -> [Int]? {
        // A backtick, or a non-ASCII byte (which is in a word: `words(of:)` gives nil).
        for byte in name where byte == UInt8(ascii: "`") || byte >= 0x80 { return nil }
        var named: [Int]?
        var j = 0
        let count = name.count
        while j < count {
            guard RunNameScan.continuesIdentifier(name[j]) else {
                j += 1
                continue
            }
            let start = j
            while j < count && RunNameScan.continuesIdentifier(name[j]) { j += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: name[start ..< j]), as: UTF8.self)
            let files = filesByWord[word] ?? []
            named = named.map { Self.intersection($0, files) } ?? files
            if named!.isEmpty { break }
            // The last word of a type's name: only the files that may declare a type of it
            // (a file whose words are known has known type names).
            if j == count, declaringType, let typeNames {
                named = named!.filter { k in k >= typeNames.count || typeNames[k]?.contains(word) ?? true }
            }
        }
        // No words (the file scope's `""`): every file.
        guard let found = named else { return nil }
        if everyLookup.isEmpty { return found }
        if found.isEmpty { return everyLookup }
        return Array(Set(found + everyLookup)).sorted()
    }

    /// `inFlightNestedTypeNames[k]`, read from `source` (file `k`'s tree) the first time
    /// (under the lock).
    private func nestedTypeNames(of k: Int, _ source: ParsedSource) -> Set<String> {
        if let known = inFlightNestedTypeNames[k] { return known }
        let names = source.tree.nestedTypeNames()
        inFlightNestedTypeNames[k] = names
        return names
    }

    /// The component after the last `.` of a qualified name (`Model.Kind` -> `Kind`); nil for
    /// a name without one.
    private static func lastComponent(ofQualified name: String) -> String? {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return String(name[name.utf8.index(after: dot)...])
    }

    /// The numbers in both ascending lists, ascending.
    private static func intersection(_ a: [Int], _ b: [Int]) -> [Int] {
        var found: [Int] = []
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i] < b[j] { i += 1 } else if a[i] > b[j] { j += 1 } else {
                found.append(a[i])
                i += 1
                j += 1
            }
        }
        return found
    }

    /// `body()`, during which file `k`'s part, if a lookup needs it, is made from `source`
    /// (its tree, as the caller parsed it from the file's annotated bytes) rather than read
    /// and parsed again: as `load(k)` would make it (`DeclarationIndex.add`).
    func reading<T>(_ k: Int, from source: ParsedSource, _ body: () -> T) -> T {
        lock.withLock { inFlight[k] = source }
        defer {
            lock.withLock {
                inFlight[k] = nil
                inFlightNestedTypeNames[k] = nil
                if !partialParts.isEmpty { partialParts = partialParts.filter { $0.key.file != k } }
            }
        }
        return body()
    }

    /// File `k`'s part with at least `entries` (under the lock): its whole part when made;
    /// else, for a file being expanded, those entries made from its tree alone; else its whole
    /// part, read now.
    private func part(_ k: Int, _ entries: DeclarationIndex.PartEntries) -> DeclarationIndex {
        if let read = parts[k] { return read }
        guard let source = inFlight[k], source.mayHoldAnnotation else { return part(k) }
        let key = PartialKey(file: k, entries: entries)
        if let made = partialParts[key] { return made }
        // Each partial walk visits the whole tree: when a second owner's members are asked of
        // the file, its whole part is made instead (a rule asking several owners' members).
        if partialParts.keys.contains(where: { $0.file == k && $0.entries != .types }) && entries != .types {
            partialParts = partialParts.filter { $0.key.file != k }
            return part(k)
        }
        var made = DeclarationIndex()
        made.add(entries, of: source)
        partialParts[key] = made
        return made
    }

    /// File `k`'s part, read now if it was not (under the lock).
    private func part(_ k: Int) -> DeclarationIndex {
        if let read = parts[k] { return read }
        var made: DeclarationIndex
        if let source = inFlight[k] {
            made = DeclarationIndex()
            made.add(source)
        } else {
            made = load(k)
        }
        parts[k] = made
        return made
    }

    /// Every file's part merged in file order (under the lock); the parts are then dropped.
    private func wholeLocked() -> DeclarationIndex {
        if let whole { return whole }
        let missing = (0 ..< count).filter { parts[$0] == nil }
        for (k, made) in zip(missing, loadMany(missing)) { parts[k] = made }
        var merged = DeclarationIndex()
        for k in 0 ..< count { merged.formUnion(part(k)) }
        whole = merged
        parts = []
        return merged
    }
}
