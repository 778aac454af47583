import Foundation
import XCTest
@testable import observable_expand

/// The expansion cache (`--cache-path`, `--no-cache`): a rerun skips what is still current and
/// never what is not: an output edited by hand, an input, another input the file depends on, a
/// context file, a warning, a corrupt or hostile cache file.
final class ExpansionCacheTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try Toolchain.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func run(_ arguments: [String]) throws -> Toolchain.Result {
        try Toolchain.run(CommandLineTests.binary, arguments, in: directory)
    }

    /// A run into `Gen` with its cache in `Cache`.
    func expand(_ extra: [String] = []) throws -> Toolchain.Result {
        try run(["Src", "--output", "Gen", "--cache-path", "Cache"] + extra)
    }

    func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }

    func write(_ text: String, _ relative: String) throws {
        let url = directory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func contents(_ relative: String) -> String {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) } ?? "<missing>"
    }

    /// The one cache file in `Cache`.
    func cacheFile() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: path("Cache")).filter { $0.hasSuffix(".cache") }
        XCTAssertEqual(names.count, 1, "\(names)")
        return path("Cache/" + (names.first ?? ""))
    }

    static let base = """
        import Observation

        // @Observable
        class Base {
            var name = "base"
        }

        """

    static let derived = """
        // @Observable
        final class Derived: Base {
            var count = 0
        }

        """

    func makeSources() throws {
        try write(Self.base, "Src/Base.swift")
        try write(Self.derived, "Src/Derived.swift")
        let first = try expand()
        XCTAssertEqual(first.status, 0, first.stderr)
    }

    /// The proof that a rerun skips: an output edited by hand, with the cache entry made to
    /// match the edit, is left alone (an expansion would write it again); with `--no-cache`
    /// the same run writes it again.
    func testARerunSkipsAFileWhoseEntryMatchesItsOutput() throws {
        try makeSources()
        let file = try cacheFile()
        let stored = try XCTUnwrap(ExpansionCache.load(file))
        let edited = contents("Gen/Base.swift") + "// edited by hand\n"
        try write(edited, "Gen/Base.swift")
        XCTAssertEqual(stored.entries.count, 2)
        var entries = ["Gen/Derived.swift": try XCTUnwrap(stored.entries["Gen/Derived.swift"])]
        XCTAssertNotNil(stored.entries["Gen/Base.swift"])
        entries["Gen/Base.swift"] = ExpansionCache.Entry(size: UInt64(edited.utf8.count), digest: ContentDigest(Array(edited.utf8)))
        let forged = ExpansionCache(path: file, key: stored.key, stored: [:])
        forged.store(entries.map { ($0.key, $0.value) })

        let rerun = try expand(["--verbose"])
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        XCTAssertEqual(contents("Gen/Base.swift"), edited, "the cache entry matched, so the file was skipped")
        XCTAssert(rerun.stdout.contains("unchanged Gen/Base.swift"), rerun.stdout)

        let uncached = try run(["Src", "--output", "Gen", "--no-cache"])
        XCTAssertEqual(uncached.status, 0, uncached.stderr)
        XCTAssertFalse(contents("Gen/Base.swift").contains("edited by hand"))
    }

    func testAnOutputEditedByHandIsWrittenAgainAndCheckSeesIt() throws {
        try makeSources()
        let expected = contents("Gen/Derived.swift")
        try write(expected + "// edited\n", "Gen/Derived.swift")
        let check = try expand(["--check"])
        XCTAssertEqual(check.status, 1, "the cache must not hide a stale output")
        XCTAssert(check.stderr.contains("'Gen/Derived.swift' is out of date"), check.stderr)
        XCTAssertEqual(try expand().status, 0)
        XCTAssertEqual(contents("Gen/Derived.swift"), expected)
        // Truncated (below its header: a file without it is not the tool's to replace), and removed.
        let header = expected.prefix { $0 != "\n" } + "\n"
        try write(String(expected.prefix(header.count + 10)), "Gen/Derived.swift")
        XCTAssertEqual(try expand().status, 0)
        XCTAssertEqual(contents("Gen/Derived.swift"), expected)
        try FileManager.default.removeItem(atPath: path("Gen/Derived.swift"))
        XCTAssertEqual(try expand().status, 0)
        XCTAssertEqual(contents("Gen/Derived.swift"), expected)
        XCTAssertEqual(try expand(["--check"]).status, 0)
    }

    /// A rerun that the cache file covers finds the `Observable` extensions of the other files
    /// only when a job is expanded after all: an output edited by hand is written again as a
    /// fresh run writes it, without the conformance that another file's extension declares.
    func testAnOutputWrittenAgainOnARerunStillSeesExtensionsInOtherFiles() throws {
        try write("import Observation\n\n// @Observable\nclass Model {\n    var count = 0\n}\n", "Src/Model.swift")
        try write("extension Model: Observable {}\n", "Src/Conformance.swift")
        XCTAssertEqual(try expand().status, 0)
        let expected = contents("Gen/Model.swift")
        XCTAssertFalse(expected.contains("extension Model: nonisolated Observation.Observable"), expected)
        try write(expected + "// edited\n", "Gen/Model.swift")
        let rerun = try expand(["-v"])
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        XCTAssert(rerun.stdout.contains("wrote Gen/Model.swift"), rerun.stdout)
        XCTAssert(rerun.stdout.contains("unchanged Gen/Conformance.swift"), rerun.stdout)
        XCTAssertEqual(contents("Gen/Model.swift"), expected)
    }

    /// `Derived`'s output depends on `Base.swift` (whether `Base` is observable decides the
    /// conformance): editing only `Base.swift` must change `Derived`'s output.
    func testEditingAnotherInputTheFileDependsOnExpandsItAgain() throws {
        try makeSources()
        XCTAssertFalse(contents("Gen/Derived.swift").contains("extension Derived: nonisolated Observation.Observable"))
        try write(Self.base.replacingOccurrences(of: "// @Observable\n", with: ""), "Src/Base.swift")
        let rerun = try expand()
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        XCTAssert(contents("Gen/Derived.swift").contains("extension Derived: nonisolated Observation.Observable"), contents("Gen/Derived.swift"))
    }

    /// A context file changes the inferred type: `--context` files are in the run key.
    func testEditingAContextFileExpandsAgain() throws {
        try write("enum Theme { static let shared = Palette() }\nstruct Palette {}\n", "Context/Theme.swift")
        try write("import Observation\n\n// @Observable\nfinal class Settings {\n    var palette = Theme.shared\n}\n", "Src/Settings.swift")
        XCTAssertEqual(try expand(["--context", "Context"]).status, 0)
        XCTAssert(contents("Gen/Settings.swift").contains("var palette: Palette"), contents("Gen/Settings.swift"))
        try write("enum Theme { static let shared = Colours() }\nstruct Colours {}\n", "Context/Theme.swift")
        let rerun = try expand(["--context", "Context"])
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        XCTAssert(contents("Gen/Settings.swift").contains("var palette: Colours"), contents("Gen/Settings.swift"))
    }

    func testAnOptionThatShapesOutputsIsInTheKey() throws {
        try makeSources()
        let rerun = try expand(["--source-location", "relative"])
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        XCTAssert(contents("Gen/Base.swift").contains("#sourceLocation"), "a cache of a run without the option was not reused")
    }

    /// A file with a warning is never recorded, so the warning is printed on every run.
    func testWarningsArePrintedOnEveryRun() throws {
        try write("import Observation\n\n// @Observable\nfinal class Pair {\n    var (a, b) = (1, 2)\n}\n", "Src/Pair.swift")
        try write(Self.base, "Src/Base.swift")
        let first = try expand()
        XCTAssert(first.stderr.contains("warning:"), first.stderr)
        let second = try expand()
        XCTAssertEqual(second.stderr, first.stderr)
        let stored = try XCTUnwrap(ExpansionCache.load(try cacheFile()))
        XCTAssertNil(stored.entries["Gen/Pair.swift"])
        XCTAssertNotNil(stored.entries["Gen/Base.swift"])
    }

    func testACorruptCacheFileIsIgnoredAndReplaced() throws {
        try makeSources()
        let file = try cacheFile()
        let good = try XCTUnwrap(FileManager.default.contents(atPath: file))
        let expected = contents("Gen/Base.swift")
        for corrupt in [Data(), Data("not a cache".utf8), good.prefix(good.count - 5), good + Data([0xFF, 0xFF, 0xFF, 0x7F])] {
            try corrupt.write(to: URL(fileURLWithPath: file))
            try write(expected.prefix { $0 != "\n" } + "\n// stale\n", "Gen/Base.swift")
            let rerun = try expand()
            XCTAssertEqual(rerun.status, 0, rerun.stderr)
            XCTAssertEqual(contents("Gen/Base.swift"), expected)
            XCTAssertNotNil(ExpansionCache.load(file), "a good cache is written again")
        }
    }

    /// A cache path that is a file, or a cache file that is a FIFO or a link, is left as it is
    /// and the run works as without a cache.
    func testAHostileCachePathIsNeitherReadNorReplaced() throws {
        try write(Self.base, "Src/Base.swift")
        try write("not a folder", "Cache")
        let onFile = try expand()
        XCTAssertEqual(onFile.status, 0, onFile.stderr)
        XCTAssertEqual(contents("Cache"), "not a folder")
        try FileManager.default.removeItem(atPath: path("Cache"))
        XCTAssertEqual(try expand().status, 0)
        let file = try cacheFile()
        try FileManager.default.removeItem(atPath: file)
        XCTAssertEqual(mkfifo(file, 0o600), 0)
        let onFIFO = try expand()  // must not hang on the FIFO
        XCTAssertEqual(onFIFO.status, 0, onFIFO.stderr)
        var info = stat()
        XCTAssertEqual(lstat(file, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
        try FileManager.default.removeItem(atPath: file)
        try write("precious", "Elsewhere.txt")
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: path("Elsewhere.txt"))
        XCTAssertEqual(try expand().status, 0)
        XCTAssertEqual(contents("Elsewhere.txt"), "precious")
    }

    func testNoCacheWritesNoCacheFileAndStandardOutputIsNeverCached() throws {
        try write(Self.base, "Src/Base.swift")
        XCTAssertEqual(try expand(["--no-cache"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("Cache")))
        XCTAssertEqual(try run(["Src/Base.swift", "--cache-path", "Cache"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("Cache")))
    }

    func testTheDigestSeesEveryByteAndTheLength() {
        var seen: Set<ContentDigest> = []
        var bytes: [UInt8] = []
        for length in 0 ..< 200 {
            XCTAssert(seen.insert(ContentDigest(bytes)).inserted, "length \(length)")
            bytes.append(0)
        }
        let text = Array("final class Model { var name = \"x\" } // a line longer than one block".utf8)
        let digest = ContentDigest(text)
        XCTAssertEqual(ContentDigest(text), digest)
        for position in text.indices {
            for bit in 0 ..< 8 {
                var flipped = text
                flipped[position] ^= 1 << bit
                XCTAssertNotEqual(ContentDigest(flipped), digest, "byte \(position), bit \(bit)")
            }
        }
        XCTAssertEqual(digest.description.count, 32)
        // Pinned: a digest stored by one build is read by the next (a change of the function
        // must come with a new cache format).
        XCTAssertEqual(ContentDigest([]).description, "4e06d63b05bf5f38181535c113c3a4e9")
        // And with tails of every kind (a short last word, whole words, whole blocks): the
        // values of the byte-at-a-time tail, which a one-load tail must give too.
        let pinned: [Int: String] = [
            1: "35afa6599474843c319a6202e8b5db54", 7: "d953b28c68a584500e01cab775220dce", 8: "abe0a2fe8ea1a1258d7ddbb181cf7263",
            9: "4753d964c8bcd71ffc4f762e27570954", 31: "8634f22756b6fbb622d5bd3f4c276f38", 32: "032678b35e08a0dc5dfeece0eee9ae1e",
            33: "9f4d3dac6de07cf0090c68682dd4cf84", 63: "3f3c9f898292abaa22da002ce5e000a0", 100: "305e6fba88c66a3c28f8e6ee50ac6c13",
        ]
        for (length, expected) in pinned {
            let bytes = (0 ..< length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            XCTAssertEqual(ContentDigest(bytes).description, expected, "length \(length)")
        }
    }

    /// Bytes added in pieces of any sizes give the digest of all of them at once.
    func testTheDigestOfPiecesIsTheDigestOfTheWhole() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 31, 32, 33, 64, 100, 1000, 70_000] {
            let bytes = (0 ..< length).map { _ in UInt8.random(in: 0 ... 255, using: &generator) }
            let whole = ContentDigest(bytes)
            for _ in 0 ..< 20 {
                var stream = ContentDigest.Stream()
                var offset = 0
                while offset < length {
                    let piece = min(length - offset, Int.random(in: 0 ... 70, using: &generator) == 0 ? 65_536 : Int.random(in: 0 ... 40, using: &generator))
                    bytes.withUnsafeBytes { stream.add(UnsafeRawBufferPointer(rebasing: $0[offset ..< offset + piece])) }
                    offset += piece
                }
                XCTAssertEqual(stream.digest, whole, "length \(length)")
                XCTAssertEqual(stream.count, length)
            }
        }
    }

    /// A run key is the digest of its framed parts (each text and array after its length as a
    /// little-endian UInt64): built as a stream, it equals the digest of those bytes at once,
    /// so keys stored by earlier builds still match.
    func testARunKeyIsTheDigestOfItsFramedParts() {
        var builder = DigestBuilder()
        var framed: [UInt8] = []
        func frame(_ bytes: [UInt8]) {
            withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { framed += $0 }
            framed += bytes
        }
        let path = String(repeating: "Sources/Models/Ä", count: 5)
        builder.add(path)
        frame(Array(path.utf8))
        builder.add([1, 2, 3])
        frame([1, 2, 3])
        builder.add("")
        frame([])
        let digest = ContentDigest(high: 0x0123_4567_89AB_CDEF, low: 42)
        builder.add(digest)
        withUnsafeBytes(of: digest.high.littleEndian) { framed += $0 }
        withUnsafeBytes(of: digest.low.littleEndian) { framed += $0 }
        XCTAssertEqual(builder.digest, ContentDigest(framed))
        // Framing tells ("ab", "c") from ("a", "bc").
        var first = DigestBuilder(), second = DigestBuilder()
        first.add("ab"); first.add("c")
        second.add("a"); second.add("bc")
        XCTAssertNotEqual(first.digest, second.digest)
    }

    /// Stored entries are found by the path they were stored under and by no other; a file
    /// written and loaded again holds the same entries; two of one path keep the later.
    func testStoredEntriesAreFoundByTheirPathAndSurviveAFile() throws {
        var byPath: [String: ExpansionCache.Entry] = [:]
        for k in 0 ..< 300 {
            let path = k % 3 == 0 ? "Gen/Model\(k).swift" : "Gen/Äpfel/Model\(k)-\(String(repeating: "x", count: k % 40)).swift"
            byPath[path] = ExpansionCache.Entry(size: UInt64(k), digest: ContentDigest([UInt8(k & 0xFF), 1]),
                                                identity: k % 2 == 0 ? ContentDigest([UInt8(k & 0xFF), 2]) : nil)
        }
        let stored = ExpansionCache.StoredEntries(byPath)
        XCTAssertEqual(stored.count, 300)
        for (path, entry) in byPath { XCTAssertEqual(stored[path], entry, path) }
        XCTAssertNil(stored["Gen/Model1.swift"])
        XCTAssertNil(stored["gen/Model0.swift"])
        XCTAssertNil(ExpansionCache.StoredEntries()["Gen/Model0.swift"])
        func list(_ entries: [String: ExpansionCache.Entry]) -> [(path: String, entry: ExpansionCache.Entry)] { entries.map { ($0.key, $0.value) } }
        XCTAssert(stored.holdsExactly(list(byPath)))
        var changed = byPath
        changed["Gen/Model0.swift"]?.size = 7
        XCTAssertFalse(stored.holdsExactly(list(changed)))
        changed = byPath
        changed["Gen/Model0.swift"] = nil
        XCTAssertFalse(stored.holdsExactly(list(changed)))

        let file = path("Cache/round-trip.cache")
        try FileManager.default.createDirectory(atPath: path("Cache"), withIntermediateDirectories: true)
        ExpansionCache(path: file, key: ContentDigest([5]), stored: [:]).store(byPath.map { ($0.key, $0.value) })
        let loaded = try XCTUnwrap(ExpansionCache.load(file))
        XCTAssertEqual(loaded.key, ContentDigest([5]))
        XCTAssertEqual(loaded.entries, stored)

        let one = ExpansionCache.Entry(size: 1, digest: ContentDigest([1])), two = ExpansionCache.Entry(size: 2, digest: ContentDigest([2]))
        let twice: ExpansionCache.StoredEntries = ["a.swift": one, "b.swift": one, "a.swift": two]
        XCTAssertEqual(twice.count, 2)
        XCTAssertEqual(twice["a.swift"], two)
    }

    // MARK: - What a tester found

    /// An input edited while the run reads it: the cache is not stored, since what was written
    /// may come from bytes the run key does not describe (an undo would then hit).
    func testNothingIsStoredWhenAnInputChangedDuringTheRun() throws {
        try write(Self.base, "Src/Base.swift")
        let identity = try XCTUnwrap(FileIdentity(of: path("Src/Base.swift")))
        try write(Self.base + "// edited\n", "Src/Base.swift")
        let cache = ExpansionCache(path: path("Cache/x.cache"), key: ContentDigest([1]), stored: [:],
                                   watched: [ExpansionCache.WatchedFile(path: path("Src/Base.swift"), identity: identity.digest)])
        try FileManager.default.createDirectory(atPath: path("Cache"), withIntermediateDirectories: true)
        cache.store([("Gen/Base.swift", ExpansionCache.Entry(size: 1, digest: ContentDigest([2])))])
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("Cache/x.cache")))
        let unchanged = ExpansionCache(path: path("Cache/x.cache"), key: ContentDigest([1]), stored: [:],
                                       watched: [ExpansionCache.WatchedFile(path: path("Src/Base.swift"), identity: try XCTUnwrap(FileIdentity(of: path("Src/Base.swift"))).digest)])
        unchanged.store([("Gen/Base.swift", ExpansionCache.Entry(size: 1, digest: ContentDigest([2])))])
        XCTAssertNotNil(ExpansionCache.load(path("Cache/x.cache")), "the control: an unchanged input stores")
    }

    /// An edit of a context file that keeps its size and modification time is still seen.
    func testAContextFileEditedWithItsTimeRestoredIsSeen() throws {
        try write("import Observation\n\n// @Observable\nfinal class D: Base {\n    var y = 1\n}\n", "Src/D.swift")
        try write("// @Observable\nclass Base {}\n", "Context/Base.swift")
        XCTAssertEqual(try expand(["--context", "Context"]).status, 0)
        XCTAssertFalse(contents("Gen/D.swift").contains("extension D: nonisolated Observation.Observable"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path("Context/Base.swift"))
        try write("// @Observabl_\nclass Base {}\n", "Context/Base.swift")
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate]!], ofItemAtPath: path("Context/Base.swift"))
        XCTAssertEqual(try expand(["--context", "Context", "--check"]).status, 1, "D now needs its own conformance")
    }

    /// With `--sdk`, the interfaces of the modules the inputs import are in the key.
    func testAnImportedModulesInterfaceInTheSDKIsInTheKey() throws {
        let interface = "SDK/usr/lib/swift/MyKit.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"
        let text = "// swift-interface-format-version: 1.0\n// swift-module-flags: -module-name MyKit\nimport Swift\npublic class Theme {\n  public static var shared: MyKit.Theme\n}\n"
        try write(text, interface)
        try write("import Observation\nimport MyKit\n\n// @Observable\nfinal class M {\n    var t = Theme.shared\n}\n", "Src/M.swift")
        let first = try expand(["--sdk", "SDK"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssert(contents("Gen/M.swift").contains("var t: Theme ="), contents("Gen/M.swift"))
        try write(text.replacingOccurrences(of: "shared: MyKit.Theme", with: "shared: MyKit.Palette"), interface)
        XCTAssertEqual(try expand(["--sdk", "SDK", "--check"]).status, 1)
        XCTAssertEqual(try expand(["--sdk", "SDK"]).status, 0)
        XCTAssert(contents("Gen/M.swift").contains("var t: MyKit.Palette"), contents("Gen/M.swift"))
    }

    /// Only this tool's old cache files go: other `*.cache` and `*.tmp` files in the folder,
    /// old or not, and a file named like ours in another format, stay.
    func testOnlyThisToolsOldCacheFilesAreRemoved() throws {
        try FileManager.default.createDirectory(atPath: path("Cache"), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let ours = String(repeating: "a", count: 32) + ".cache"
        let lookalike = String(repeating: "b", count: 32) + ".cache"
        try Data("OXC1 an old cache".utf8).write(to: URL(fileURLWithPath: path("Cache/" + ours)))
        try write("not ours", "Cache/" + lookalike)
        try write("data", "Cache/icons.cache")
        try write("data", "Cache/session.tmp")
        let old = Date(timeIntervalSinceNow: -40 * 24 * 60 * 60)
        for name in [ours, lookalike, "icons.cache", "session.tmp"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path("Cache/" + name))
        }
        try write(Self.base, "Src/Base.swift")
        XCTAssertEqual(try expand().status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("Cache/" + ours)))
        for name in [lookalike, "icons.cache", "session.tmp"] {
            XCTAssert(FileManager.default.fileExists(atPath: path("Cache/" + name)), name)
        }
    }

    /// The names the stale sweep may remove: this tool's cache files and their temporary files
    /// (a process id in decimal), nothing else that looks like them.
    func testTheSweepKnowsOnlyThisToolsCacheFileNames() {
        let stem = "0123456789abcdef0123456789abcdef"
        let table: [(String, Bool?)] = [
            (stem + ".cache", false),
            (stem + ".cache.4242.tmp", true),
            (stem + ".cache.7.tmp", true),
            (stem + ".cache..tmp", nil),
            (stem + ".cache.tmp", nil),
            (stem + ".cache.12a.tmp", nil),
            (stem + ".cache.\u{0663}.tmp", nil), // an Arabic-Indic digit is a number, not a process id
            (stem + ".cache.12.tmpx", nil),
            (stem + ".caches", nil),
            (stem.uppercased() + ".cache", nil),
            (String(stem.dropLast()) + ".cache", nil),
            (stem + "0.cache", nil),
            ("icons.cache", nil),
            ("session.tmp", nil),
            ("", nil),
        ]
        for (name, expected) in table {
            XCTAssertEqual(ExpansionCache.cacheFileKind(name), expected, name)
        }
    }

    /// A cache folder that others can write is not used: it could make `--check` pass.
    func testACacheFolderOthersCanWriteIsNotUsed() throws {
        try FileManager.default.createDirectory(atPath: path("Cache"), withIntermediateDirectories: true)
        XCTAssertEqual(chmod(path("Cache"), 0o777), 0)
        try write(Self.base, "Src/Base.swift")
        XCTAssertEqual(try expand().status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("Cache")), [])
    }

    /// A run that only hits keeps its cache file from the 30-day removal.
    func testAHitRefreshesAnOldCacheFile() throws {
        try makeSources()
        let file = try cacheFile()
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -40 * 24 * 60 * 60)], ofItemAtPath: file)
        XCTAssertEqual(try expand().status, 0)
        let modified = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
        XCTAssertLessThan(abs(modified.timeIntervalSinceNow), 60 * 60)
    }

    /// Every option is classified as shaping outputs (in the run key) or not: a new option
    /// that is in neither list fails here until it is.
    func testEveryOptionIsInTheKeyOrKnownNotToShapeOutputs() {
        let stored = Set(Mirror(reflecting: CommandLineOptions()).children.compactMap(\.label))
        XCTAssertEqual(stored, ExpansionCache.optionsThatShapeOutput.union(ExpansionCache.optionsThatShapeNoOutput))
        XCTAssert(ExpansionCache.optionsThatShapeOutput.isDisjoint(with: ExpansionCache.optionsThatShapeNoOutput))
        var options = CommandLineOptions()
        let plain = ExpansionCache.outputShapingDescription(options)
        options.codableKeys = true
        XCTAssertNotEqual(ExpansionCache.outputShapingDescription(options), plain)
        options = CommandLineOptions()
        options.check = true
        options.jobs = 3
        XCTAssertEqual(ExpansionCache.outputShapingDescription(options), plain)
    }
}

