import Foundation
@testable import ObservableExpander
@testable import ObservableSyntax
@testable import observable_expand
import XCTest

/// The standard library's index, saved in the cache folder (issue 27): an archive reads back as
/// the same index, a damaged one reads as nothing, and the CLI uses the saved index only while
/// the interface files it was built from are unchanged.
final class StandardLibraryIndexCacheTests: ToolFolderTestCase {
    /// Every kind of entry the index records, with no field left at its default somewhere.
    static let everyKindOfEntry = """
        import Observation
        // @Observable
        final class Model: Base, Codable {
            var count = 0
            static let shared = Model()
            init?(text: String) { return nil }
            func make<T>(_ value: T) -> T { value }
        }
        @Observable class Other {}
        final class Third: Observable {}
        extension Model: Sendable, Observation.Observable {}
        extension Other: Observable {}
        enum Kind { case first, second(Int) }
        protocol Store { associatedtype Item; var items: [Item] { get } }
        struct Box<Element> { typealias Alias = [Element]; struct Inner { let value: Element? } }
        actor Worker {}
        typealias Count = Int
        """

    func testAnArchiveReadsBackAsTheSameIndex() throws {
        var index = DeclarationIndex()
        index.addContext(SourceFile(path: "Model.swift", bytes: Array(Self.everyKindOfEntry.utf8)), module: "Models")
        index.addContext(SourceFile(path: "Own.swift", bytes: Array(Self.everyKindOfEntry.utf8)))
        let interface = "// swift-module-flags: -module-name Deps\npublic struct Remote { public static var zero: Remote { get } }\n"
        index.addContext(SourceFile(path: "Deps.swiftinterface", bytes: Array(interface.utf8)))
        // The source must exercise what the archive writes, or the comparison proves little.
        let entries = index.types.values.flatMap { $0 }
        XCTAssertTrue(entries.contains { $0.isAnnotated }, "annotated")
        XCTAssertTrue(entries.contains { $0.declaresObservable }, "observable")
        XCTAssertTrue(entries.contains { $0.fromInterface } && entries.contains { $0.aliasTarget != nil } && entries.contains { !$0.genericParameters.isEmpty })
        XCTAssertTrue(entries.contains { $0.firstInherited != nil } && entries.contains { $0.inherited.count > 1 } && entries.contains { $0.module == nil })
        XCTAssertFalse(index.observableExtensions.isEmpty || index.extensionConformances.isEmpty || index.associatedTypes.isEmpty)
        let members = index.members.values.flatMap { $0.values.flatMap { $0 } }
        XCTAssertTrue(members.contains { $0.kind == .enumCase } && members.contains { $0.kind == .enumCaseWithValues } && members.contains { $0.isStatic })
        XCTAssertTrue(members.contains { !$0.ownGenericParameters.isEmpty } && members.contains { $0.module != nil } && members.contains { $0.type == nil })
        XCTAssertTrue(members.contains { if case let .function(labels) = $0.kind { return !labels.isEmpty } else { return false } })

        let archive = index.archived()
        let read = try XCTUnwrap(DeclarationIndex(archive: archive))
        XCTAssertTrue(read.hasSameEntries(as: index))
        XCTAssertEqual(read.archived(), archive, "the same index gives the same bytes")
        // The comparison can fail: one entry less is another index.
        var changed = index
        changed.insertObservableExtension("Elsewhere")
        XCTAssertFalse(read.hasSameEntries(as: changed))
    }

    func testTheToolchainsStandardLibraryIndexReadsBackTheSame() throws {
        guard let folder = InterfaceCorpusTests.libraryFolder else { throw XCTSkip("no swiftc on PATH") }
        let files = InterfaceCorpusTests.interfaceFiles(in: folder).filter {
            $0.path.contains("/Swift.swiftmodule/") && !$0.path.hasSuffix(".private.swiftinterface")
        }
        guard let file = files.first else { throw XCTSkip("no Swift.swiftmodule interface under \(folder.path)") }
        var index = DeclarationIndex()
        index.addContext(SourceFile(path: file.path, bytes: Array(try Data(contentsOf: file))))
        XCTAssertGreaterThan(index.types.count, 100)
        let read = try XCTUnwrap(DeclarationIndex(archive: index.archived()))
        XCTAssertTrue(read.hasSameEntries(as: index))
    }

    func testADamagedArchiveReadsAsNothingAndNeverCrashes() throws {
        var index = DeclarationIndex()
        index.addContext(SourceFile(path: "Model.swift", bytes: Array(Self.everyKindOfEntry.utf8)))
        let archive = index.archived()
        for length in 0 ..< archive.count {
            XCTAssertNil(DeclarationIndex(archive: Array(archive.prefix(length))), "a prefix of \(length) bytes")
        }
        XCTAssertNil(DeclarationIndex(archive: archive + [0]), "a byte more")
        // Any byte changed: read as nothing or as some index, never a trap.
        for place in archive.indices {
            for value: UInt8 in [0, 0x7F, 0x80, 0xFF] where archive[place] != value {
                var damaged = archive
                damaged[place] = value
                _ = DeclarationIndex(archive: damaged)
            }
        }
    }

    // MARK: - The CLI

    /// A fake SDK whose standard library declares `Marker.value` of type `typeName`.
    func writeStandardLibrary(declaring typeName: String) throws {
        try write("""
            // swift-interface-format-version: 1.0
            // swift-module-flags: -module-name Swift
            public enum Marker {
              public static let value: \(typeName)
            }
            public struct \(typeName) {}

            """, "SDK/usr/lib/swift/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface")
    }

    func expandModel(_ arguments: String = "") throws -> Toolchain.Result {
        try shell("SDKROOT=\"$PWD/SDK\" \"$B\" --cache-path Cache Model.swift \(arguments)")
    }

    var savedIndex: String { directory.appendingPathComponent("Cache/standard-library.index").path }

    func testTheSavedIndexIsUsedOnlyWhileTheInterfacesAreUnchanged() throws {
        try write("// @Observable\nfinal class Model {\n    var value = Marker.value\n}\n", "Model.swift")
        try writeStandardLibrary(declaring: "Alpha")
        let first = try expandModel()
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("var value: Alpha = Marker.value"), first.stdout)
        let saved = try XCTUnwrap(FileManager.default.contents(atPath: savedIndex))
        XCTAssertTrue(saved.starts(with: Array("OXI3".utf8) + [UInt8(DeclarationIndex.archiveFormatVersion), 0, 0, 0]))
        let second = try expandModel()
        XCTAssertEqual(second.stdout, first.stdout)

        // Another standard library (a new toolchain, an edited file): the saved index is not used.
        try writeStandardLibrary(declaring: "Betamax")
        let swapped = try expandModel()
        XCTAssertEqual(swapped.status, 0, swapped.stderr)
        XCTAssertTrue(swapped.stdout.contains("var value: Betamax = Marker.value"), swapped.stdout)
        let swappedSaved = try XCTUnwrap(FileManager.default.contents(atPath: savedIndex))
        XCTAssertNotEqual(swappedSaved, saved, "the saved index is replaced")

        // A byte changed inside the saved index (the structure still reads): not used, built
        // again and replaced (found by a tester: a changed name gave a wrong type).
        var changed = try XCTUnwrap(FileManager.default.contents(atPath: savedIndex))
        let place = try XCTUnwrap(changed.range(of: Data("Betamax".utf8))).lowerBound
        changed[place + 1] = UInt8(ascii: "E")
        try changed.write(to: URL(fileURLWithPath: savedIndex))
        let rebuilt = try expandModel()
        XCTAssertTrue(rebuilt.stdout.contains("var value: Betamax = Marker.value"), rebuilt.stdout)
        XCTAssertEqual(FileManager.default.contents(atPath: savedIndex), swappedSaved)

        // A damaged saved index is built again, and replaced.
        var damaged = try XCTUnwrap(FileManager.default.contents(atPath: savedIndex))
        damaged.removeLast(damaged.count / 2)
        try damaged.write(to: URL(fileURLWithPath: savedIndex))
        let repaired = try expandModel()
        XCTAssertEqual(repaired.stdout, swapped.stdout)
        XCTAssertEqual(FileManager.default.contents(atPath: savedIndex), swappedSaved)
    }

    /// An index saved by a tool of another archive format version (an older one saved
    /// `~Copyable` as `Copyable` in bytes of the same layout) is not read: the run builds it
    /// again and replaces it. The same interfaces and the same executable, only the version differs.
    func testAnIndexSavedWithAnotherFormatVersionIsRebuiltNotRead() throws {
        try writeStandardLibrary(declaring: "Alpha")
        let interface = directory.appendingPathComponent("SDK/usr/lib/swift/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface").path
        let folder = directory.appendingPathComponent("Cache").path
        let current = DeclarationIndex.archiveFormatVersion
        let older = try XCTUnwrap(StandardLibraryIndexCache(folder: folder, interfaces: [interface], formatVersion: current - 1))
        let archive = Array("an index in the older format".utf8)
        older.save(archive: archive)
        XCTAssertEqual(older.loadArchive(), archive, "the version that wrote it reads it")
        let cache = try XCTUnwrap(StandardLibraryIndexCache(folder: folder, interfaces: [interface]))
        XCTAssertNil(cache.loadArchive(), "another format version's archive is not read")
        // Not even when its key is copied over this version's (a header naming the other version).
        var file = try XCTUnwrap(FileManager.default.contents(atPath: savedIndex))
        cache.save(archive: archive)
        let ours = try XCTUnwrap(FileManager.default.contents(atPath: savedIndex))
        file.replaceSubrange(8 ..< 24, with: ours[8 ..< 24])
        try file.write(to: URL(fileURLWithPath: savedIndex))
        XCTAssertNil(cache.loadArchive(), "a header of another format version is not read")
        // The run rebuilds it, saves it in this version's format, and reads it back.
        try write("// @Observable\nfinal class Model {\n    var value = Marker.value\n}\n", "Model.swift")
        let run = try expandModel()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("var value: Alpha = Marker.value"), run.stdout)
        let rebuilt = try XCTUnwrap(FileManager.default.contents(atPath: savedIndex))
        XCTAssertEqual(Array(rebuilt.prefix(8)), Array("OXI3".utf8) + [UInt8(current), 0, 0, 0])
        XCTAssertNotNil(DeclarationIndex(archive: Array(rebuilt.dropFirst(StandardLibraryIndexCache.headerCount))))
    }

    func testNoCacheAndAFolderInsideTheProjectSaveNothing() throws {
        try write("// @Observable\nfinal class Model {\n    var value = Marker.value\n}\n", "Src/Model.swift")
        try writeStandardLibrary(declaring: "Alpha")
        let uncached = try shell("SDKROOT=\"$PWD/SDK\" \"$B\" --cache-path Cache --no-cache Src/Model.swift")
        XCTAssertTrue(uncached.stdout.contains("var value: Alpha"), uncached.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Cache").path))
        let inside = try shell("SDKROOT=\"$PWD/SDK\" \"$B\" --cache-path Src/.cache Src --output Gen")
        XCTAssertEqual(inside.status, 0, inside.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Src").path), ["Model.swift"])
    }
}
