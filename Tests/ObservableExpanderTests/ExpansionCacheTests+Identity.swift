import Foundation
import XCTest
@testable import observable_expand

/// The expansion cache's trust in an output file's identity (device, inode, size, modification
/// and status-change times): a file left unchanged for `ExpansionCache.settlingSeconds` is
/// skipped on its identity alone; a newer one, or one whose identity differs in any part, is
/// read and digested. (An extension of `ExpansionCacheTests`, for its folder and helpers.)
extension ExpansionCacheTests {
    /// Rewrites the file at `relative` in place (same inode, same size) and puts its
    /// modification time back, as `touch -r` would: only the status-change time tells.
    func editInPlaceKeepingTimes(_ relative: String, _ text: String) throws {
        var before = stat()
        XCTAssertEqual(stat(path(relative), &before), 0)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path(relative)))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        #if canImport(Darwin)
        var times = [before.st_atimespec, before.st_mtimespec]
        #else
        var times = [before.st_atim, before.st_mtim]
        #endif
        XCTAssertEqual(utimensat(AT_FDCWD, path(relative), &times, 0), 0)
    }

    func testAFileIsReadUntilItsIdentityHasSettledAndThenTrusted() throws {
        try write("let a = 1\n", "out.swift")
        let bytes = Array("let a = 1\n".utf8)
        let identity = try XCTUnwrap(FileIdentity(of: path("out.swift")))
        let entry = ExpansionCache.Entry(size: UInt64(bytes.count), digest: ContentDigest(bytes))
        let cache = ExpansionCache(path: path("c.cache"), key: ContentDigest([1]), stored: [path("out.swift"): entry])
        var soon = identity.statusChanged
        soon.seconds += 1
        var later = identity.statusChanged
        later.seconds += ExpansionCache.settlingSeconds

        // Read and found as stored; changed too recently for its identity to be kept.
        let fresh = try XCTUnwrap(cache.freshEntry(for: path("out.swift"), now: soon))
        XCTAssertNil(fresh.identity)
        // Settled: the identity comes with the entry.
        let settled = try XCTUnwrap(cache.freshEntry(for: path("out.swift"), now: later))
        XCTAssertEqual(settled.identity, identity.digest)

        // With that identity stored, the file is not read: an entry whose digest is wrong (as
        // no real file could make it) still says fresh.
        var forged = settled
        forged.digest = ContentDigest([9, 9, 9])
        let trusting = ExpansionCache(path: path("c.cache"), key: ContentDigest([1]), stored: [path("out.swift"): forged])
        XCTAssertEqual(trusting.freshEntry(for: path("out.swift"), now: later), forged)

        // The identity the run took when it resolved the output is used as it is, without a
        // new `stat`: a (made-up) resolved identity equal to the stored one says fresh, the
        // real one (another) has the file read, and the wrong digest seen.
        var madeUp = identity
        madeUp.inode &+= 1
        var stale = forged
        stale.identity = madeUp.digest
        let resolvedCache = ExpansionCache(path: path("c.cache"), key: ContentDigest([1]), stored: [path("out.swift"): stale])
        XCTAssertEqual(resolvedCache.freshEntry(for: path("out.swift"), leaf: .regularFile, identity: madeUp.digest, now: later), stale)
        XCTAssertNil(resolvedCache.freshEntry(for: path("out.swift"), leaf: .regularFile, identity: identity.digest, now: later))

        // An edit in place that keeps the size and puts the modification time back changes
        // the status-change time: the file is read, and the wrong digest is seen.
        try editInPlaceKeepingTimes("out.swift", "let b = 2\n")
        XCTAssertEqual(FileIdentity(of: path("out.swift"))?.modified, identity.modified)
        XCTAssertNotEqual(FileIdentity(of: path("out.swift")), identity)
        XCTAssertNil(trusting.freshEntry(for: path("out.swift"), now: later))
        // Replaced by another file with the same bytes: another inode, read again, still fresh.
        try FileManager.default.removeItem(atPath: path("out.swift"))
        try write("let a = 1\n", "out.swift")
        XCTAssertEqual(cache.freshEntry(for: path("out.swift"), now: later)?.digest, entry.digest)
    }

    func testTheStatusChangeTimeMustBeOldEnough() {
        let stamp = FileIdentity.Timestamp(seconds: 1_000, nanoseconds: 500_000_000)
        let identity = FileIdentity(device: 1, inode: 2, size: 3, modified: stamp, statusChanged: stamp)
        let margin = ExpansionCache.settlingSeconds
        XCTAssertFalse(identity.isSettled(now: stamp, margin: margin))
        XCTAssertFalse(identity.isSettled(now: .init(seconds: 1_000 + margin, nanoseconds: 499_999_999), margin: margin))
        XCTAssertTrue(identity.isSettled(now: .init(seconds: 1_000 + margin, nanoseconds: 500_000_000), margin: margin))
        // A file system that keeps no status-change time gives no settled identity.
        let unknown = FileIdentity(device: 1, inode: 2, size: 3, modified: stamp, statusChanged: .init(seconds: 0, nanoseconds: 0))
        XCTAssertFalse(unknown.isSettled(now: .init(seconds: 1_000_000, nanoseconds: 0), margin: margin))
        // The cache file keeps a digest of the identity: any part that differs changes it.
        var variants = [identity]
        for k in 0 ..< 7 {
            var other = identity
            switch k {
            case 0: other.device += 1
            case 1: other.inode += 1
            case 2: other.size += 1
            case 3: other.modified.seconds += 1
            case 4: other.modified.nanoseconds += 1
            case 5: other.statusChanged.seconds += 1
            default: other.statusChanged.nanoseconds += 1
            }
            variants.append(other)
        }
        XCTAssertEqual(Set(variants.map(\.digest)).count, 8)
    }

    /// End to end: the first rerun after the outputs have settled records their identities
    /// (the cache file is written again), as does a run that expands and finds them holding the
    /// expansion; an output then edited in place with its size and modification time kept is
    /// still seen, and written again.
    func testARerunRecordsSettledIdentitiesAndAnEditIsStillSeen() throws {
        try write("import Observation\n\n// @Observable\nclass Model {\n    var count = 0\n}\n", "Src/Model.swift")
        try write("import Observation\n\n// @Observable\nclass Other {\n    var name = \"\"\n}\n", "Src/Other.swift")
        XCTAssertEqual(try expand().status, 0)
        let cacheFile = try self.cacheFile()
        // Just written: no identity yet, also after a rerun right away.
        XCTAssertEqual(try expand().status, 0)
        XCTAssertEqual(ExpansionCache.load(cacheFile)?.entries.values.compactMap(\.identity).count, 0)

        Thread.sleep(forTimeInterval: Double(ExpansionCache.settlingSeconds) + 0.2)
        XCTAssertEqual(try expand().status, 0)
        let entries = try XCTUnwrap(ExpansionCache.load(cacheFile)?.entries)
        XCTAssertEqual(entries.count, 2)
        for output in ["Gen/Model.swift", "Gen/Other.swift"] {
            let entry = try XCTUnwrap(entries[output], output)
            XCTAssertNotNil(entry.identity, output)
            XCTAssertEqual(entry.identity, FileIdentity(of: path(output))?.digest, output)
        }

        // A run without the cache file expands every job, finds the settled outputs holding the
        // expansion, and records their identities at once.
        try FileManager.default.removeItem(atPath: path("Cache"))
        XCTAssertEqual(try expand().status, 0)
        let recorded = try XCTUnwrap(ExpansionCache.load(cacheFile)?.entries)
        XCTAssertEqual(recorded.values.compactMap(\.identity).count, 2)

        let expected = contents("Gen/Model.swift")
        // The header stays (a file without it is not the tool's to replace); the rest is overwritten.
        let header = String(expected.prefix { $0 != "\n" }) + "\n"
        try editInPlaceKeepingTimes("Gen/Model.swift", header + String(repeating: "x", count: expected.utf8.count - header.utf8.count))
        let check = try expand(["--check"])
        XCTAssertEqual(check.status, 1, "an edit the modification time hides is still seen")
        XCTAssertEqual(try expand().status, 0)
        XCTAssertEqual(contents("Gen/Model.swift"), expected)
    }

    /// `--check` is the verifier: it reads every output whatever identity the cache holds (a
    /// write through a shared memory mapping may leave a file's times as they were). A cache
    /// entry made to say an edited output is current by its identity fools a plain rerun, which
    /// trusts it, but not `--check`.
    func testCheckReadsAnOutputWhoseIdentityTheCacheTrusts() throws {
        try makeSources()
        let file = try cacheFile()
        let stored = try XCTUnwrap(ExpansionCache.load(file))
        let expected = contents("Gen/Base.swift")
        try write(expected.replacingOccurrences(of: "\"base\"", with: "\"BASE\""), "Gen/Base.swift")
        var entry = try XCTUnwrap(stored.entries["Gen/Base.swift"])
        entry.identity = try XCTUnwrap(FileIdentity(of: path("Gen/Base.swift"))).digest
        // The digest of the expansion, the identity of the edited file.
        let entries = ["Gen/Base.swift": entry, "Gen/Derived.swift": try XCTUnwrap(stored.entries["Gen/Derived.swift"])]
        ExpansionCache(path: file, key: stored.key, stored: [:]).store(entries.map { ($0.key, $0.value) })

        XCTAssertEqual(try expand().status, 0)
        XCTAssert(contents("Gen/Base.swift").contains("\"BASE\""), "a plain rerun trusts the identity it was given")
        let check = try expand(["--check"])
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssert(check.stderr.contains("'Gen/Base.swift' is out of date"), check.stderr)
    }

    /// Under umask 0 the cache folder the tool makes is still 0700 and its file 0600: both are
    /// made so by the call that creates them, not changed afterwards (a tester saw a folder
    /// made 0777 and then changed).
    func testTheCacheFolderAndFileArePrivateFromTheStartUnderUmaskZero() throws {
        try write(Self.base, "Src/Base.swift")
        let result = try Toolchain.run("/bin/sh", ["-c", "umask 0; exec \"$0\" Src --output Gen --cache-path New/Cache", CommandLineTests.binary],
                                       in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        var info = stat()
        XCTAssertEqual(stat(path("New/Cache"), &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)
        let names = try FileManager.default.contentsOfDirectory(atPath: path("New/Cache"))
        XCTAssertEqual(names.count, 1, "\(names)")
        XCTAssertEqual(stat(path("New/Cache/" + (names.first ?? "")), &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
    }
}
