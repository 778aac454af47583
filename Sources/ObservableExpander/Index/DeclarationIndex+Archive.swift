import ObservableSyntax

extension DeclarationIndex {
    /// The version of what a saved index means, raised whenever an entry's fields or the
    /// meaning of their values change, also when the bytes' layout stays (2: a suppressed
    /// requirement keeps its `~`, where version 1 saved `~Copyable` as `Copyable`). A saved index
    /// is keyed by it (`StandardLibraryIndexCache`), so one written by a tool of another version
    /// is built again, not read. 3: directories sorted by name and fixed-width offsets, so
    /// that the archive is read on demand (`init(archiveReadOnDemand:)`).
    package static let archiveFormatVersion: UInt32 = 3

    /// The index as bytes (`IndexArchive`'s format): every entry, not `fallback`. Dictionaries
    /// are written in key order, so the same index gives the same bytes. Reading them back with
    /// `init(archive:)` gives an index with the same entries (`hasSameEntries`).
    ///
    /// A field added to `TypeEntry`, `MemberEntry` or the index must be written here and read
    /// in `ArchivedIndex`, with `IndexArchive.magic`'s version and `archiveFormatVersion` raised.
    package func archived() -> [UInt8] {
        let order = IndexArchive.Writer.precedes
        var out = IndexArchive.Writer()
        for name in types.keys.sorted(by: order) {
            out.record(name, in: .types)
            let entries = types[name]!
            out.number(entries.count)
            for entry in entries { ArchivedIndex.write(entry, to: &out) }
        }
        for owner in members.keys.sorted(by: order) {
            out.record(owner, in: .members)
            let byName = members[owner]!
            out.number(byName.count)
            for name in byName.keys.sorted(by: order) {
                out.string(name)
                let entries = byName[name]!
                out.number(entries.count)
                for entry in entries { ArchivedIndex.write(entry, to: &out) }
            }
        }
        for name in extensionConformances.keys.sorted(by: order) {
            out.record(name, in: .conformances)
            let lists = extensionConformances[name]!
            out.number(lists.count)
            for list in lists { out.strings(list) }
        }
        for name in associatedTypes.keys.sorted(by: order) {
            out.record(name, in: .associatedTypes)
            out.strings(associatedTypes[name]!.sorted(by: order))
        }
        out.startTrailer()
        out.strings(observableExtensions.sorted(by: order))
        out.strings(modules.sorted(by: order))
        return out.bytes(longestTypeName: longestTypeName)
    }

    /// The index that `archived()` wrote into `archive`, every entry decoded now, without a
    /// fallback; nil when the bytes are not such an archive of this format version, or are
    /// damaged or truncated.
    package init?(archive: [UInt8]) {
        guard let read = ArchivedIndex(archive), let typeNames = read.names(.types), let owners = read.names(.members),
              let conformed = read.names(.conformances), let associated = read.names(.associatedTypes) else { return nil }
        longestTypeName = read.longestTypeName
        types.reserveCapacity(typeNames.count)
        for name in typeNames {
            guard let entries = read.types(name) else { return nil }
            types[name] = entries
        }
        members.reserveCapacity(owners.count)
        for owner in owners {
            guard let byName = read.members(of: owner) else { return nil }
            members[owner] = byName
        }
        for name in conformed {
            guard let lists = read.extensionConformances(name) else { return nil }
            extensionConformances[name] = lists
        }
        for name in associated {
            guard let names = read.associatedTypes(name) else { return nil }
            associatedTypes[name] = names
        }
        observableExtensions = read.observableExtensions
        modules = read.modules
    }

    /// The index that `archived()` wrote into `archive`, read on demand (`ArchivedIndex`): the
    /// tables are checked now, a name's entries decoded when first looked up. For the default
    /// context, of which a run reads a few names. Its tables (`types`, `members`, …) stay empty:
    /// it is read through the lookups (`typeEntries`, `memberEntries`, `declaresMembers`,
    /// `storedAssociatedTypes`, `storedConformances`), which give what the eager index's
    /// tables hold (`longestTypeName`, `observableExtensions` and `modules` are read now).
    /// nil when `init(archive:)` would find the tables or trailer bad; a record damaged
    /// past them reads as no entries.
    package init?(archiveReadOnDemand archive: [UInt8]) {
        guard let read = ArchivedIndex(archive) else { return nil }
        self.archive = read
        longestTypeName = read.longestTypeName
        observableExtensions = read.observableExtensions
        modules = read.modules
    }

    /// The names looked up in a saved index read on demand (`init(archiveReadOnDemand:)`), by
    /// kind of lookup: what `replay(_:)` asks again, so that a measurement can time a run's
    /// lookups of the standard library without the run.
    package struct ArchiveLookups: Sendable {
        package var types: [String]
        package var members: [String]
        /// Owner and member name pairs (`memberEntries(of:named:)`).
        package var membersNamed: [(String, String)]
        package var conformances: [String]
        package var associatedTypes: [String]

        /// How many lookups it holds.
        package var count: Int { types.count + members.count + membersNamed.count + conformances.count + associatedTypes.count }
    }

    /// The names looked up so far in this index's saved entries read on demand; nil when it
    /// does not read a saved index on demand.
    package var archiveLookups: ArchiveLookups? { archive?.askedNames }

    /// Asks each lookup of `lookups` of this index's own entries (not the fallback) once;
    /// returns how many found entries (a value the caller keeps, so that no lookup is left out).
    package func replay(_ lookups: ArchiveLookups) -> Int {
        var found = 0
        for name in lookups.types where storedTypes(name) != nil { found += 1 }
        for owner in lookups.members where storedMembers(of: owner) != nil { found += 1 }
        for (owner, name) in lookups.membersNamed where storedMembers(of: owner, named: name) != nil { found += 1 }
        for name in lookups.conformances where storedConformances(name) != nil { found += 1 }
        for name in lookups.associatedTypes where storedAssociatedTypes(name) != nil { found += 1 }
        return found
    }

    /// The index of the interface files `files` (in the order `addContext` would read them),
    /// read on demand (`InterfaceLookup`): a name's declarations are tokenized, parsed and
    /// indexed when it is first looked up, and only they. For the default context when no saved
    /// index can be read. Its tables stay empty: it is read through the lookups, which give
    /// what the index of the whole files holds (`modules` is read now; `longestTypeName` is
    /// an upper bound of it, `observableExtensions` is empty: neither is read from a fallback).
    package init(interfacesReadOnDemand files: [SourceFile]) {
        let lookup = InterfaceLookup(files)
        interfaces = lookup
        longestTypeName = lookup.longestTypeNameBound
        modules = lookup.modules
    }

    /// Whether `other` holds the same entries (everything `archived()` writes; not `fallback`).
    package func hasSameEntries(as other: DeclarationIndex) -> Bool {
        types == other.types && longestTypeName == other.longestTypeName && members == other.members
            && observableExtensions == other.observableExtensions && extensionConformances == other.extensionConformances
            && associatedTypes == other.associatedTypes && modules == other.modules
    }
}
