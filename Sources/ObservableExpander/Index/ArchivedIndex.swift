import ObservableSyntax

/// A saved index read on demand (issue 27): loading checks the archive's tables and keeps its
/// bytes; a lookup finds the name in a sorted directory by binary search and decodes that
/// name's entries only, once (kept for the next lookup). The standard library's archive holds
/// tens of thousands of names and a run asks for a few dozen, so decoding all of them (and
/// freeing them) cost more than the rest of the lookups.
///
/// A record that does not decode (a damaged archive) reads as no entries. Safe to use from
/// several threads.
final class ArchivedIndex: @unchecked Sendable {
    typealias TypeEntry = DeclarationIndex.TypeEntry
    typealias MemberEntry = DeclarationIndex.MemberEntry
    private typealias Directory = IndexArchive.Directory

    let bytes: [UInt8]
    private let layout: IndexArchive.Layout
    /// The trailer's lists, read at load.
    private(set) var observableExtensions: Set<String> = []
    private(set) var modules: Set<String> = []

    private let lock = POSIXLock()
    private var strings: [String?]
    private var lists: [[String]?]
    private var typeCache: [String: [TypeEntry]?] = [:]
    private var memberCache: [String: [String: [MemberEntry]]?] = [:]
    private var conformanceCache: [String: [[String]]?] = [:]
    private var associatedCache: [String: Set<String>?] = [:]
    /// `members(of:named:)`'s answers, by owner and name (inference asks `Int.max` again and
    /// again; a scan of `Int`'s record costs hundreds of entries checked).
    private var memberNameCache: [MemberName: [MemberEntry]?] = [:]
    /// Per directory, the entries whose names are not all ASCII (found at the first miss).
    private var nonASCIIEntries: [[Int]?] = Array(repeating: nil, count: IndexArchive.Directory.allCases.count)
    /// Whether the string table is all ASCII (found at the first miss).
    private var stringTableIsASCII: Bool?

    /// nil unless `bytes` are an archive of this layout whose tables and trailer read.
    init?(_ bytes: [UInt8]) {
        guard let layout = IndexArchive.Layout(bytes) else { return nil }
        self.bytes = bytes
        self.layout = layout
        strings = Array(repeating: nil, count: layout.stringCount)
        lists = Array(repeating: nil, count: layout.listCount)
        var trailer = IndexArchive.Cursor(bytes, at: layout.body + layout.trailer)
        guard let extensions = readList(&trailer), let moduleNames = readList(&trailer), trailer.position == bytes.count else { return nil }
        observableExtensions = Set(extensions)
        modules = Set(moduleNames)
    }

    var longestTypeName: Int { layout.longestTypeName }

    // MARK: - Lookups

    func types(_ name: String) -> [TypeEntry]? {
        lock.withLock { cached(name, .types, &typeCache) { cursor in
            guard let count = cursor.count() else { return nil }
            var entries: [TypeEntry] = []
            entries.reserveCapacity(count)
            for _ in 0 ..< count {
                guard let entry = readType(&cursor) else { return nil }
                entries.append(entry)
            }
            return entries
        } }
    }

    /// The members of `owner` by name, nil when the archive declares none.
    func members(of owner: String) -> [String: [MemberEntry]]? {
        lock.withLock { cached(owner, .members, &memberCache) { cursor in
            guard let nameCount = cursor.count() else { return nil }
            var byName: [String: [MemberEntry]] = Dictionary(minimumCapacity: nameCount)
            for _ in 0 ..< nameCount {
                guard let name = readString(&cursor), let count = cursor.count() else { return nil }
                var entries: [MemberEntry] = []
                entries.reserveCapacity(count)
                for _ in 0 ..< count {
                    guard let entry = readMember(&cursor) else { return nil }
                    entries.append(entry)
                }
                byName[name] = entries
            }
            return byName
        } }
    }

    /// `members(of: owner)?[name]`, decoding only the entries of `name`: the others are
    /// checked as the whole record's decoding checks them (so a damaged record still reads as
    /// none) but make no strings or entries. An owner such as `Int` has hundreds of members
    /// and an inference asks for one (`Int.max`). When a name is not all ASCII (equality is
    /// then canonical equivalence, not the bytes'), or the record was decoded already, the
    /// whole record's table answers.
    func members(of owner: String, named name: String) -> [MemberEntry]? {
        var key = name
        let cacheKey = MemberName(owner: owner, name: name)
        let found = lock.withLock { () -> [MemberEntry]?? in
            if let known = memberNameCache[cacheKey] { return known }
            if let known = memberCache[owner] { return .some(known?[name]) }
            let scanned = key.withUTF8 { key -> [MemberEntry]?? in
                guard key.allSatisfy({ $0 < 0x80 }) else { return nil }
                guard let offset = recordOffset(of: owner, in: .members) else { return .some(nil) }
                var cursor = IndexArchive.Cursor(bytes, at: layout.body + offset)
                return scanMembers(&cursor, for: key)
            }
            if let scanned { memberNameCache[cacheKey] = scanned }
            return scanned
        }
        if let found { return found }
        return members(of: owner)?[name]
    }

    /// A member asked for by owner and name (`members(of:named:)`).
    struct MemberName: Hashable {
        let owner: String
        let name: String
    }

    /// Every name asked of this archive so far, one lookup per name and kind (what a run's
    /// first lookups decoded; a name asked again was answered from what was kept).
    var askedNames: DeclarationIndex.ArchiveLookups {
        lock.withLock {
            DeclarationIndex.ArchiveLookups(types: typeCache.keys.sorted(), members: memberCache.keys.sorted(),
                                            membersNamed: memberNameCache.keys.map { ($0.owner, $0.name) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) },
                                            conformances: conformanceCache.keys.sorted(), associatedTypes: associatedCache.keys.sorted())
        }
    }

    /// The entries of the member named `key` (ASCII bytes) in the members record at `cursor`:
    /// `.some(nil)` when it has none, nil when the record does not read or holds a name that is
    /// not all ASCII. Called holding the lock.
    private func scanMembers(_ cursor: inout IndexArchive.Cursor, for key: UnsafeBufferPointer<UInt8>) -> [MemberEntry]?? {
        guard let nameCount = cursor.count() else { return nil }
        var found: [MemberEntry]?
        for _ in 0 ..< nameCount {
            guard let place = cursor.number(), place < strings.count, let count = cursor.count() else { return nil }
            let from = layout.stringBytes + IndexArchive.Cursor.fixed(bytes, layout.stringOffsets + 4 * place)
            let to = layout.stringBytes + IndexArchive.Cursor.fixed(bytes, layout.stringOffsets + 4 * place + 4)
            let order = bytes.withUnsafeBufferPointer { all -> Int? in
                let candidate = UnsafeBufferPointer(rebasing: all[from ..< to])
                return candidate.allSatisfy({ $0 < 0x80 }) ? Self.compare(candidate, key) : nil
            }
            guard let order else { return nil }
            if order == 0 {
                var entries: [MemberEntry] = []
                entries.reserveCapacity(count)
                for _ in 0 ..< count {
                    guard let entry = readMember(&cursor) else { return nil }
                    entries.append(entry)
                }
                found = entries
            } else {
                for _ in 0 ..< count {
                    guard skipMember(&cursor) else { return nil }
                }
            }
        }
        return .some(found)
    }

    /// Moves past one member entry, checking what `readMember` checks; false where it would fail.
    private func skipMember(_ input: inout IndexArchive.Cursor) -> Bool {
        switch input.number() {
        case 0, 2, 3: break
        case 1: guard checkList(&input) else { return false }
        default: return false
        }
        guard input.flag() != nil, checkOptionalString(&input), checkList(&input), checkList(&input), checkOptionalString(&input) else { return false }
        return true
    }

    private func checkOptionalString(_ input: inout IndexArchive.Cursor) -> Bool {
        guard let place = input.number() else { return false }
        return place == 0 || place - 1 < strings.count
    }

    /// Whether `readList` would read the list named at `input` (without making its strings).
    private func checkList(_ input: inout IndexArchive.Cursor) -> Bool {
        guard let place = input.number(), place < lists.count else { return false }
        if lists[place] != nil { return true }
        let from = layout.listBytes + IndexArchive.Cursor.fixed(bytes, layout.listOffsets + 4 * place)
        let to = layout.listBytes + IndexArchive.Cursor.fixed(bytes, layout.listOffsets + 4 * place + 4)
        var items = IndexArchive.Cursor(bytes, at: from)
        guard let count = items.number(), count <= to - from else { return false }
        for _ in 0 ..< count {
            guard let value = items.number(), value < strings.count, items.position <= to else { return false }
        }
        return true
    }

    func extensionConformances(_ name: String) -> [[String]]? {
        lock.withLock { cached(name, .conformances, &conformanceCache) { cursor in
            guard let count = cursor.count() else { return nil }
            var found: [[String]] = []
            for _ in 0 ..< count {
                guard let list = readList(&cursor) else { return nil }
                found.append(list)
            }
            return found
        } }
    }

    func associatedTypes(_ name: String) -> Set<String>? {
        lock.withLock { cached(name, .associatedTypes, &associatedCache) { cursor in readList(&cursor).map(Set.init) } }
    }

    /// Every name of `directory`, in directory order (for reading the whole archive).
    func names(_ directory: IndexArchive.Directory) -> [String]? {
        var names: [String] = []
        names.reserveCapacity(layout.directoryCounts[directory.rawValue])
        for k in 0 ..< layout.directoryCounts[directory.rawValue] {
            guard let name = string(IndexArchive.Cursor.fixed(bytes, layout.directories[directory.rawValue] + 8 * k)) else { return nil }
            names.append(name)
        }
        return names
    }

    /// The value kept in `cache` for `name`, else the record decoded by `decode` (nil: none, or
    /// it does not decode), kept. Called holding the lock.
    private func cached<Value>(_ name: String, _ directory: Directory, _ cache: inout [String: Value?],
                               _ decode: (inout IndexArchive.Cursor) -> Value?) -> Value? {
        if let known = cache[name] { return known }
        var value: Value?
        if let offset = recordOffset(of: name, in: directory) {
            var cursor = IndexArchive.Cursor(bytes, at: layout.body + offset)
            value = decode(&cursor)
        }
        cache[name] = .some(value)
        return value
    }

    /// Where `name`'s record starts in the body, by binary search over the directory's names'
    /// bytes (the order `Writer.precedes` wrote them in). The dictionaries' equality is
    /// canonical equivalence, not the bytes': a name that is not all ASCII is compared as a
    /// `String` with every name, and an ASCII name that the search misses with the names that
    /// are not all ASCII (`"\u{212A}"`, the Kelvin sign, is `"K"`).
    private func recordOffset(of name: String, in directory: Directory) -> Int? {
        let start = layout.directories[directory.rawValue]
        let count = layout.directoryCounts[directory.rawValue]
        var query = name
        return query.withUTF8 { key -> Int? in
            if !key.allSatisfy({ $0 < 0x80 }) {
                for k in 0 ..< count where stringLocked(IndexArchive.Cursor.fixed(bytes, start + 8 * k)) == name {
                    return IndexArchive.Cursor.fixed(bytes, start + 8 * k + 4)
                }
                return nil
            }
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                let place = IndexArchive.Cursor.fixed(bytes, start + 8 * middle)
                let from = layout.stringBytes + IndexArchive.Cursor.fixed(bytes, layout.stringOffsets + 4 * place)
                let to = layout.stringBytes + IndexArchive.Cursor.fixed(bytes, layout.stringOffsets + 4 * place + 4)
                let order = bytes.withUnsafeBufferPointer { Self.compare(UnsafeBufferPointer(rebasing: $0[from ..< to]), key) }
                if order == 0 { return IndexArchive.Cursor.fixed(bytes, start + 8 * middle + 4) }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            for k in nonASCII(directory) where stringLocked(IndexArchive.Cursor.fixed(bytes, start + 8 * k)) == name {
                return IndexArchive.Cursor.fixed(bytes, start + 8 * k + 4)
            }
            return nil
        }
    }

    /// The entries of `directory` whose names are not all ASCII. Called holding the lock. On
    /// the bytes through a pointer, and not at all when the string table is all ASCII (the
    /// standard library's is): a slice's `contains(where:)` per name cost about 200
    /// instructions a name.
    private func nonASCII(_ directory: Directory) -> [Int] {
        if let known = nonASCIIEntries[directory.rawValue] { return known }
        let start = layout.directories[directory.rawValue]
        let count = layout.directoryCounts[directory.rawValue]
        let found = bytes.withUnsafeBufferPointer { all -> [Int] in
            let table = layout.stringBytes
            let tableEnd = table + IndexArchive.Cursor.fixed(bytes, layout.stringOffsets + 4 * layout.stringCount)
            if stringTableIsASCII == nil { stringTableIsASCII = Self.isASCII(UnsafeBufferPointer(rebasing: all[table ..< tableEnd])) }
            guard stringTableIsASCII == false else { return [] }
            var found: [Int] = []
            for k in 0 ..< count {
                let place = IndexArchive.Cursor.fixed(bytes, start + 8 * k)
                let from = table + IndexArchive.Cursor.fixed(bytes, layout.stringOffsets + 4 * place)
                let to = table + IndexArchive.Cursor.fixed(bytes, layout.stringOffsets + 4 * place + 4)
                if !Self.isASCII(UnsafeBufferPointer(rebasing: all[from ..< to])) { found.append(k) }
            }
            return found
        }
        nonASCIIEntries[directory.rawValue] = found
        return found
    }

    /// Whether every byte of `bytes` is below 0x80 (32 bytes at a time).
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var k = 0
        var high: UInt64 = 0
        while k + 32 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: k + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: k + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: k + 24, as: UInt64.self)
            k += 32
        }
        while k + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
            k += 8
        }
        while k < bytes.count {
            high |= UInt64(bytes[k])
            k += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        for k in 0 ..< min(a.count, b.count) where a[k] != b[k] { return a[k] < b[k] ? -1 : 1 }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    // MARK: - Records

    /// The string at `place` of the table (kept once made); nil past the table.
    func string(_ place: Int) -> String? { lock.withLock { stringLocked(place) } }

    private func stringLocked(_ place: Int) -> String? {
        guard place >= 0, place < strings.count else { return nil }
        if let known = strings[place] { return known }
        let from = layout.stringBytes + IndexArchive.Cursor.fixed(bytes, layout.stringOffsets + 4 * place)
        let to = layout.stringBytes + IndexArchive.Cursor.fixed(bytes, layout.stringOffsets + 4 * place + 4)
        let value = String(decoding: bytes[from ..< to], as: UTF8.self)
        strings[place] = value
        return value
    }

    private func readString(_ cursor: inout IndexArchive.Cursor) -> String? {
        cursor.number().flatMap(stringLocked)
    }

    /// `.some(nil)` for a written nil; nil when the bytes are bad.
    private func readOptionalString(_ cursor: inout IndexArchive.Cursor) -> String?? {
        guard let place = cursor.number() else { return nil }
        if place == 0 { return .some(nil) }
        return stringLocked(place - 1).map { .some($0) }
    }

    private func readList(_ cursor: inout IndexArchive.Cursor) -> [String]? {
        guard let place = cursor.number(), place < lists.count else { return nil }
        if let known = lists[place] { return known }
        let from = layout.listBytes + IndexArchive.Cursor.fixed(bytes, layout.listOffsets + 4 * place)
        let to = layout.listBytes + IndexArchive.Cursor.fixed(bytes, layout.listOffsets + 4 * place + 4)
        var items = IndexArchive.Cursor(bytes, at: from)
        guard let count = items.number(), count <= to - from else { return nil }
        var list: [String] = []
        list.reserveCapacity(count)
        for _ in 0 ..< count {
            guard let value = readString(&items), items.position <= to else { return nil }
            list.append(value)
        }
        lists[place] = list
        return list
    }

    private static let kinds: [DeclarationIndex.Kind] = [.class, .struct, .enum, .actor, .protocol, .typeAlias]

    private func readType(_ input: inout IndexArchive.Cursor) -> TypeEntry? {
        guard let kind = input.number(), kind < Self.kinds.count, let module = readOptionalString(&input), let generics = readList(&input),
              let scope = readList(&input), let alias = readOptionalString(&input), let failable = input.flag(), let fromInterface = input.flag(),
              let annotated = input.flag(), let observable = input.flag(), let hasFirst = input.flag() else { return nil }
        var entry = TypeEntry(kind: Self.kinds[kind], module: module, genericParameters: generics, scope: scope, aliasTarget: alias.map(DeclaredType.init))
        entry.hasFailableInitializer = failable
        entry.fromInterface = fromInterface
        entry.isAnnotated = annotated
        entry.declaresObservable = observable
        if hasFirst {
            guard let first = readList(&input) else { return nil }
            entry.firstInherited = first
        }
        guard let count = input.count() else { return nil }
        for _ in 0 ..< count {
            guard let list = readList(&input) else { return nil }
            entry.inherited.append(list)
        }
        return entry
    }

    private func readMember(_ input: inout IndexArchive.Cursor) -> MemberEntry? {
        let kind: MemberEntry.Kind
        switch input.number() {
        case 0: kind = .property
        case 1:
            guard let labels = readList(&input) else { return nil }
            kind = .function(labels: labels)
        case 2: kind = .enumCase
        case 3: kind = .enumCaseWithValues
        default: return nil
        }
        guard let isStatic = input.flag(), let type = readOptionalString(&input), let scope = readList(&input),
              let generics = readList(&input), let module = readOptionalString(&input) else { return nil }
        return MemberEntry(kind: kind, isStatic: isStatic, type: type.map(DeclaredType.init), declaringScope: scope, ownGenericParameters: generics, module: module)
    }

    static func write(_ entry: TypeEntry, to out: inout IndexArchive.Writer) {
        out.number(kinds.firstIndex(of: entry.kind)!)
        out.optionalString(entry.module)
        out.strings(entry.genericParameters)
        out.strings(entry.scope)
        out.optionalString(entry.aliasTarget?.text)
        out.flag(entry.hasFailableInitializer)
        out.flag(entry.fromInterface)
        out.flag(entry.isAnnotated)
        out.flag(entry.declaresObservable)
        out.flag(entry.firstInherited != nil)
        if let first = entry.firstInherited { out.strings(first) }
        out.number(entry.inherited.count)
        for list in entry.inherited { out.strings(list) }
    }

    static func write(_ entry: MemberEntry, to out: inout IndexArchive.Writer) {
        switch entry.kind {
        case .property: out.number(0)
        case let .function(labels):
            out.number(1)
            out.strings(labels)
        case .enumCase: out.number(2)
        case .enumCaseWithValues: out.number(3)
        }
        out.flag(entry.isStatic)
        out.optionalString(entry.type?.text)
        out.strings(entry.declaringScope)
        out.strings(entry.ownGenericParameters)
        out.optionalString(entry.module)
    }
}
