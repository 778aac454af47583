import Foundation
@testable import ObservableExpander
@testable import ObservableSyntax
import XCTest

/// The standard library's saved index read on demand (`DeclarationIndex(archiveReadOnDemand:)`,
/// issue 27): every lookup through it gives what the index it was saved from holds, for every
/// name, also names it does not hold and names that are not ASCII.
final class ArchivedIndexTests: XCTestCase {
    static let source = StandardLibraryIndexCacheTests.everyKindOfEntry + """

        struct Größe { static let é = Größe(); var naïve: Int { 0 } }
        extension Größe: Hashable {}
        struct \u{212A}elvin { static let zero = \u{212A}elvin() }
        """

    /// The index of `source` in two modules, plus the toolchain's `Swift` interface when there is one.
    func builtIndex() throws -> DeclarationIndex {
        var index = DeclarationIndex()
        index.addContext(SourceFile(path: "Model.swift", bytes: Array(Self.source.utf8)), module: "Models")
        index.addContext(SourceFile(path: "Own.swift", bytes: Array(Self.source.utf8)))
        if let folder = InterfaceCorpusTests.libraryFolder,
           let file = InterfaceCorpusTests.interfaceFiles(in: folder).first(where: {
               $0.path.contains("/Swift.swiftmodule/") && !$0.path.hasSuffix(".private.swiftinterface") }) {
            index.addContext(SourceFile(path: file.path, bytes: Array(try Data(contentsOf: file))))
        }
        return index
    }

    func testEveryLookupReadsWhatTheSavedIndexHolds() throws {
        let index = try builtIndex()
        let lazy = try XCTUnwrap(DeclarationIndex(archiveReadOnDemand: index.archived()))
        XCTAssertTrue(lazy.types.isEmpty && lazy.members.isEmpty, "nothing decoded up front")
        XCTAssertEqual(lazy.longestTypeName, index.longestTypeName)
        XCTAssertEqual(lazy.observableExtensions, index.observableExtensions)
        XCTAssertEqual(lazy.modules, index.modules)
        XCTAssertTrue(index.types.keys.contains("Größe") && index.members["Größe"]?["é"] != nil, "a name that is not ASCII")
        for (name, entries) in index.types {
            XCTAssertTrue(lazy.storedTypes(name) == entries, name)
            XCTAssertTrue(lazy.typeEntries(name) == entries, name)
            XCTAssertTrue(lazy.storedTypes(name + "#") == nil, name + "#")
        }
        for (owner, byName) in index.members {
            XCTAssertTrue(lazy.storedMembers(of: owner) == byName, owner)
            XCTAssertTrue(lazy.declaresMembers(of: owner), owner)
            for (name, entries) in byName { XCTAssertTrue(lazy.memberEntries(of: owner, named: name) == entries, owner + "." + name) }
            XCTAssertFalse(lazy.declaresMembers(of: owner + "#"), owner + "#")
        }
        for (name, lists) in index.extensionConformances { XCTAssertEqual(lazy.storedConformances(name), lists, name) }
        for (name, names) in index.associatedTypes { XCTAssertEqual(lazy.storedAssociatedTypes(name), names, name) }
        // An ASCII name the dictionaries find by canonical equivalence (the Kelvin sign is `K`),
        // asked first (a name looked up before is kept under its own spelling).
        XCTAssertNotNil(index.types["Kelvin"])
        XCTAssertTrue(index.types.keys.contains { $0.unicodeScalars.first == "\u{212A}" }, "saved as written")
        let fresh = try XCTUnwrap(DeclarationIndex(archiveReadOnDemand: index.archived()))
        XCTAssertTrue(fresh.storedTypes("Kelvin") == index.types["Kelvin"] && fresh.storedMembers(of: "Kelvin") == index.members["Kelvin"])
        for name in ["Zzz", "Größ", "Größe.x", "\u{7F}"] {
            XCTAssertNil(lazy.storedTypes(name), name)
            XCTAssertNil(lazy.storedMembers(of: name), name)
        }
        // The same index read whole.
        XCTAssertTrue(try XCTUnwrap(DeclarationIndex(archive: index.archived())).hasSameEntries(as: index))
    }

    /// A member asked by name before its owner's table is decoded (`ArchivedIndex.members(of:named:)`
    /// reads only that name's entries): every member of every owner, names the owner does not
    /// have, a name that is not ASCII, and an owner found by canonical equivalence.
    func testAMemberAskedByNameReadsWhatTheSavedIndexHolds() throws {
        let index = try builtIndex()
        let archive = index.archived()
        let lazy = try XCTUnwrap(DeclarationIndex(archiveReadOnDemand: archive))
        var asked = 0
        for (owner, byName) in index.members {
            for (name, entries) in byName {
                XCTAssertTrue(lazy.storedMembers(of: owner, named: name) == entries, owner + "." + name)
                asked += 1
            }
            XCTAssertNil(lazy.storedMembers(of: owner, named: "zzz#"), owner)
        }
        XCTAssertGreaterThan(asked, 100)
        XCTAssertTrue(index.members["Größe"]?["naïve"] != nil)
        let fresh = try XCTUnwrap(DeclarationIndex(archiveReadOnDemand: archive))
        XCTAssertTrue(fresh.storedMembers(of: "Größe", named: "naïve") == index.members["Größe"]?["naïve"])
        XCTAssertTrue(fresh.storedMembers(of: "Kelvin", named: "zero") == index.members["Kelvin"]?["zero"])
        XCTAssertNotNil(index.members["Kelvin"]?["zero"])
        XCTAssertNil(fresh.storedMembers(of: "Zzz", named: "zero"))
    }

    /// A member asked by name again is answered from what the first ask kept, the same; the
    /// names asked are listed once per kind (`archiveLookups`), and asking them again of a fresh
    /// read (`replay`) finds as many as the first asks did (what the bench times).
    func testNamesAskedAreKeptListedAndReplayed() throws {
        let index = try builtIndex()
        let archive = index.archived()
        let lazy = try XCTUnwrap(DeclarationIndex(archiveReadOnDemand: archive))
        XCTAssertEqual(lazy.archiveLookups?.count, 0)
        let pairs = index.members.sorted { $0.key < $1.key }.prefix(40).flatMap { owner, byName in byName.keys.sorted().map { (owner, $0) } }
        XCTAssertGreaterThan(pairs.count, 40)
        var found = 0
        for (owner, name) in pairs {
            let first = lazy.storedMembers(of: owner, named: name)
            XCTAssertTrue(lazy.storedMembers(of: owner, named: name) == first && first == index.members[owner]?[name], owner + "." + name)
            if first != nil { found += 1 }
        }
        XCTAssertNil(lazy.storedMembers(of: "Zzz", named: "zero"))
        XCTAssertNotNil(lazy.storedTypes("Kind"))
        XCTAssertNil(lazy.storedTypes("Zzz"))
        found += 1
        let asked = try XCTUnwrap(lazy.archiveLookups)
        XCTAssertEqual(asked.types, ["Kind", "Zzz"])
        XCTAssertEqual(asked.membersNamed.count, pairs.count + 1, "each pair once, and the owner it does not hold")
        XCTAssertTrue(asked.members.isEmpty && asked.conformances.isEmpty && asked.associatedTypes.isEmpty)
        let fresh = try XCTUnwrap(DeclarationIndex(archiveReadOnDemand: archive))
        XCTAssertEqual(fresh.replay(asked), found)
        XCTAssertEqual(fresh.archiveLookups?.count, asked.count)
        XCTAssertNil(DeclarationIndex().archiveLookups, "an index not read from an archive")
    }

    func testAsAFallbackItAnswersAsTheWholeIndex() throws {
        let index = try builtIndex()
        var eager = DeclarationIndex()
        eager.fallback = DeferredIndex { index }
        let archive = index.archived()
        var lazy = DeclarationIndex()
        lazy.fallback = DeferredIndex { DeclarationIndex(archiveReadOnDemand: archive) ?? DeclarationIndex() }
        for name in index.types.keys.sorted().prefix(400) + ["Model", "Int", "Nothing"] {
            XCTAssertEqual(lazy.resolve([name], in: []), eager.resolve([name], in: []), name)
            XCTAssertEqual(lazy.protocols(of: name), eager.protocols(of: name), name)
            XCTAssertEqual(lazy.superclass(of: name), eager.superclass(of: name), name)
        }
    }

    func testATruncatedArchiveReadsAsNothing() throws {
        var index = DeclarationIndex()
        index.addContext(SourceFile(path: "Model.swift", bytes: Array(Self.source.utf8)))
        let archive = index.archived()
        for length in 0 ..< archive.count {
            XCTAssertNil(DeclarationIndex(archiveReadOnDemand: Array(archive.prefix(length))), "a prefix of \(length) bytes")
        }
        XCTAssertNil(DeclarationIndex(archiveReadOnDemand: archive + [0]), "a byte more")
        // Any byte changed: read as nothing or as some index, whose lookups never trap.
        for place in archive.indices {
            for value: UInt8 in [0, 0x7F, 0x80, 0xFF] where archive[place] != value {
                var damaged = archive
                damaged[place] = value
                guard let read = DeclarationIndex(archiveReadOnDemand: damaged) else { continue }
                for name in ["Model", "Kind", "Box", "Box.Inner", "Größe", "Store"] {
                    _ = read.storedTypes(name)
                    _ = read.storedMembers(of: name)
                    _ = read.storedConformances(name)
                    _ = read.storedAssociatedTypes(name)
                }
            }
        }
    }
}
