import ObservableSyntax

extension DeclarationIndex {
    /// The version of what a saved index means, raised whenever an entry's fields or the
    /// meaning of their values change, also when the bytes' layout stays (2: a suppressed
    /// requirement keeps its `~`, where version 1 saved `~Copyable` as `Copyable`). A saved index
    /// is keyed by it (`StandardLibraryIndexCache`), so one written by a tool of another version
    /// is built again, not read.
    package static let archiveFormatVersion: UInt32 = 2

    /// The index as bytes (`IndexArchive`'s format): every entry, not `fallback`. Dictionaries
    /// are written in key order, so the same index gives the same bytes. Reading them back with
    /// `init(archive:)` gives an index with the same entries (`hasSameEntries`).
    ///
    /// A field added to `TypeEntry`, `MemberEntry` or the index must be written here and read
    /// in `init(archive:)`, with `IndexArchive.magic`'s version and `archiveFormatVersion` raised.
    package func archived() -> [UInt8] {
        var out = IndexArchive.Writer()
        out.number(longestTypeName)
        out.number(types.count)
        for name in types.keys.sorted() {
            out.string(name)
            let entries = types[name]!
            out.number(entries.count)
            for entry in entries { Self.write(entry, to: &out) }
        }
        out.number(members.count)
        for owner in members.keys.sorted() {
            out.string(owner)
            let byName = members[owner]!
            out.number(byName.count)
            for name in byName.keys.sorted() {
                out.string(name)
                let entries = byName[name]!
                out.number(entries.count)
                for entry in entries { Self.write(entry, to: &out) }
            }
        }
        out.strings(observableExtensions.sorted())
        out.number(extensionConformances.count)
        for name in extensionConformances.keys.sorted() {
            out.string(name)
            let lists = extensionConformances[name]!
            out.number(lists.count)
            for list in lists { out.strings(list) }
        }
        out.number(associatedTypes.count)
        for name in associatedTypes.keys.sorted() {
            out.string(name)
            out.strings(associatedTypes[name]!.sorted())
        }
        out.strings(modules.sorted())
        return out.bytes()
    }

    /// The index that `archived()` wrote into `archive`, without a fallback; nil when the bytes
    /// are not such an archive of this format version, or are damaged or truncated.
    package init?(archive: [UInt8]) {
        guard var input = IndexArchive.Reader(archive), let longest = input.number(), let typeCount = input.count() else { return nil }
        longestTypeName = longest
        types.reserveCapacity(typeCount)
        for _ in 0..<typeCount {
            guard let name = input.string(), let count = input.count() else { return nil }
            var entries: [TypeEntry] = []
            entries.reserveCapacity(count)
            for _ in 0..<count {
                guard let entry = Self.readType(&input) else { return nil }
                entries.append(entry)
            }
            types[name] = entries
        }
        guard let ownerCount = input.count() else { return nil }
        members.reserveCapacity(ownerCount)
        for _ in 0..<ownerCount {
            guard let owner = input.string(), let nameCount = input.count() else { return nil }
            var byName: [String: [MemberEntry]] = [:]
            byName.reserveCapacity(nameCount)
            for _ in 0..<nameCount {
                guard let name = input.string(), let count = input.count() else { return nil }
                var entries: [MemberEntry] = []
                entries.reserveCapacity(count)
                for _ in 0..<count {
                    guard let entry = Self.readMember(&input) else { return nil }
                    entries.append(entry)
                }
                byName[name] = entries
            }
            members[owner] = byName
        }
        guard let extensions = input.strings(), let conformanceCount = input.count() else { return nil }
        observableExtensions = Set(extensions)
        for _ in 0..<conformanceCount {
            guard let name = input.string(), let count = input.count() else { return nil }
            var lists: [[String]] = []
            for _ in 0..<count {
                guard let list = input.strings() else { return nil }
                lists.append(list)
            }
            extensionConformances[name] = lists
        }
        guard let associatedCount = input.count() else { return nil }
        for _ in 0..<associatedCount {
            guard let name = input.string(), let names = input.strings() else { return nil }
            associatedTypes[name] = Set(names)
        }
        guard let moduleNames = input.strings(), input.isAtEnd else { return nil }
        modules = Set(moduleNames)
    }

    /// Whether `other` holds the same entries (everything `archived()` writes; not `fallback`).
    package func hasSameEntries(as other: DeclarationIndex) -> Bool {
        types == other.types && longestTypeName == other.longestTypeName && members == other.members
            && observableExtensions == other.observableExtensions && extensionConformances == other.extensionConformances
            && associatedTypes == other.associatedTypes && modules == other.modules
    }

    private static func write(_ entry: TypeEntry, to out: inout IndexArchive.Writer) {
        let kinds: [Kind] = [.class, .struct, .enum, .actor, .protocol, .typeAlias]
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

    private static func readType(_ input: inout IndexArchive.Reader) -> TypeEntry? {
        let kinds: [Kind] = [.class, .struct, .enum, .actor, .protocol, .typeAlias]
        guard let kind = input.number(), kind < kinds.count, let module = input.optionalString(), let generics = input.strings(),
              let scope = input.strings(), let alias = input.optionalString(), let failable = input.flag(), let fromInterface = input.flag(),
              let annotated = input.flag(), let observable = input.flag(), let hasFirst = input.flag() else { return nil }
        var entry = TypeEntry(kind: kinds[kind], module: module, genericParameters: generics, scope: scope, aliasTarget: alias.map(DeclaredType.init))
        entry.hasFailableInitializer = failable
        entry.fromInterface = fromInterface
        entry.isAnnotated = annotated
        entry.declaresObservable = observable
        if hasFirst {
            guard let first = input.strings() else { return nil }
            entry.firstInherited = first
        }
        guard let count = input.count() else { return nil }
        for _ in 0..<count {
            guard let list = input.strings() else { return nil }
            entry.inherited.append(list)
        }
        return entry
    }

    private static func write(_ entry: MemberEntry, to out: inout IndexArchive.Writer) {
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

    private static func readMember(_ input: inout IndexArchive.Reader) -> MemberEntry? {
        let kind: MemberEntry.Kind
        switch input.number() {
        case 0: kind = .property
        case 1:
            guard let labels = input.strings() else { return nil }
            kind = .function(labels: labels)
        case 2: kind = .enumCase
        case 3: kind = .enumCaseWithValues
        default: return nil
        }
        guard let isStatic = input.flag(), let type = input.optionalString(), let scope = input.strings(),
              let generics = input.strings(), let module = input.optionalString() else { return nil }
        return MemberEntry(kind: kind, isStatic: isStatic, type: type.map(DeclaredType.init), declaringScope: scope, ownGenericParameters: generics, module: module)
    }
}
