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
        var entries = stored.entries
        XCTAssertEqual(Set(entries.keys), ["Gen/Base.swift", "Gen/Derived.swift"])
        entries["Gen/Base.swift"] = ExpansionCache.Entry(size: UInt64(edited.utf8.count), digest: ContentDigest(Array(edited.utf8)))
        let forged = ExpansionCache(path: file, key: stored.key, stored: [:])
        forged.store(entries)

        let rerun = try expand(["--verbose"])
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        XCTAssertEqual(contents("Gen/Base.swift"), edited, "the cache entry matched, so the file was skipped")
        XCTAssert(rerun.stderr.contains("unchanged Gen/Base.swift"), rerun.stderr)

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
        // Truncated, and removed.
        try write(String(expected.prefix(10)), "Gen/Derived.swift")
        XCTAssertEqual(try expand().status, 0)
        XCTAssertEqual(contents("Gen/Derived.swift"), expected)
        try FileManager.default.removeItem(atPath: path("Gen/Derived.swift"))
        XCTAssertEqual(try expand().status, 0)
        XCTAssertEqual(contents("Gen/Derived.swift"), expected)
        XCTAssertEqual(try expand(["--check"]).status, 0)
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
            try write("// stale\n", "Gen/Base.swift")
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
    }
}
