import Foundation
import XCTest
@testable import observable_expand

/// The CLI's path helpers against slower references: a resolver that has seen other paths of a
/// folder (and joins names to that folder's resolution) against a fresh one per path, the
/// byte-level parent folder against `NSString`, and a file read against `FileManager`.
final class PathResolverTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try Toolchain.temporaryDirectory().resolvingSymlinksInPath()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testAResolverThatHasSeenAFolderAgreesWithAFreshOne() throws {
        let root = directory.path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/real/sub", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/real")
        try Data("a".utf8).write(to: URL(fileURLWithPath: root + "/real/A.swift"))
        try manager.createSymbolicLink(atPath: root + "/real/L.swift", withDestinationPath: root + "/real/A.swift")
        let paths = [
            "real/A.swift", "real/B.swift", "real/L.swift", "real/.", "real/..", "real/...", "real/sub", "real/./A.swift",
            "real/../real/A.swift", "real//A.swift", "link/A.swift", "link/L.swift", "link/B.swift", "./real/A.swift",
            root + "/real/A.swift", root + "/real/B.swift", root + "/link/A.swift", "real/sub/../A.swift", "missing/x/y.swift",
            "missing/x/z.swift", "real/", "A.swift",
            // Folders spelled with `.` and `..` components, and names that only start with dots.
            "real/sub/x.swift", "real/sub/./x.swift", "real/sub/../sub/x.swift", "./real/sub/x.swift", "../" + (root as NSString).lastPathComponent + "/real/A.swift",
            "real/.x.swift", "real/..x.swift", "real/x..", "real/sub/..", "real/sub/.", "real///sub/x.swift", "real/sub/x.swift",
        ]
        let saved = manager.currentDirectoryPath
        XCTAssertTrue(manager.changeCurrentDirectoryPath(root))
        defer { _ = manager.changeCurrentDirectoryPath(saved) }
        let seasoned = PathResolver()
        // Each path twice: the second time the seasoned resolver has just seen its folder.
        for path in paths + paths {
            let fresh = PathResolver().resolve(path)
            let quick = seasoned.resolve(path)
            XCTAssertEqual(quick.path, fresh.path, path)
            XCTAssertEqual(quick.leaf, fresh.leaf, path)
            XCTAssertEqual(quick.identity, fresh.identity, path)
            XCTAssertEqual(fresh.identity != nil, fresh.leaf == .regularFile, path)
        }
        XCTAssertEqual(PathResolver().resolve("real/A.swift").leaf, .regularFile)
        XCTAssertEqual(PathResolver().resolve("real/L.swift").path, root + "/real/A.swift")
        XCTAssertEqual(PathResolver().resolve("real/L.swift").leaf, .other)
        XCTAssertEqual(PathResolver().resolve("link/B.swift").path, root + "/real/B.swift")
        XCTAssertEqual(PathResolver().resolve("link/B.swift").leaf, .missing)
        XCTAssertEqual(PathResolver().resolve("real/sub").leaf, .other)
        // A file its folder lists as regular is taken as one without a look.
        XCTAssertEqual(PathResolver().resolve("real/B.swift", knownPlainFile: true).path, root + "/real/B.swift")
        XCTAssertEqual(PathResolver().resolve("real/B.swift", knownPlainFile: true).leaf, .regularFile)
    }

    func testParentFolderIsNSStringsForTheSpellingsOfOutputs() {
        for path in ["/a/b/c.swift", "a/b.swift", "b.swift", "/b.swift", "/", "a//b.swift", "a/b/", "a/b//", "//b", "./x", "../x", "", "a/./b"] {
            let expected = (path as NSString).deletingLastPathComponent
            // NSString also folds "//" inside the folder; the helper keeps the folder as spelled,
            // which names the same folder.
            let got = OutputFolderHygiene.parentFolder(of: path)
            XCTAssertEqual(URL(fileURLWithPath: got.isEmpty ? "." : got).standardized.path,
                           URL(fileURLWithPath: expected.isEmpty ? "." : expected).standardized.path, path)
        }
        XCTAssertEqual(OutputFolderHygiene.parentFolder(of: "/out/Sub/A.swift"), "/out/Sub")
        XCTAssertEqual(OutputFolderHygiene.parentFolder(of: "A.swift"), "")
        XCTAssertEqual(OutputFolderHygiene.parentFolder(of: "/A.swift"), "/")
    }

    /// The byte-level join gives what `+` gave: one `/` between, none added after a `/`.
    func testJoinIsConcatenationWithOneSlash() {
        for folder in ["", "/", "a", "a/", "/out//", "Gen/Sub", "Café", "Ünïcode/", String(repeating: "long", count: 40)] {
            for name in ["", "A.swift", "é.swift", "Sub/B.swift", String(repeating: "n", count: 100)] {
                let expected = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                XCTAssertEqual(InputCollector.join(folder, name), expected, "\(folder) + \(name)")
            }
        }
    }

    func testSwiftExtensionIsMatchedAsBytes() {
        XCTAssertTrue(FolderWalk.hasSwiftExtension("A.swift"))
        XCTAssertTrue(FolderWalk.hasSwiftExtension(".swift"))
        XCTAssertTrue(FolderWalk.hasSwiftExtension("Ünïcode.swift"))
        XCTAssertFalse(FolderWalk.hasSwiftExtension("A.swiftx"))
        XCTAssertFalse(FolderWalk.hasSwiftExtension("A.Swift"))
        XCTAssertFalse(FolderWalk.hasSwiftExtension("swift"))
        XCTAssertFalse(FolderWalk.hasSwiftExtension(""))
    }

    func testAFileIsReadWholeWithTheIdentityOfWhatWasOpened() throws {
        for size in [0, 1, 4095, 4096, 4097, 65_535, 65_536, 65_537, 200_001] {
            let path = directory.appendingPathComponent("f\(size)").path
            let bytes = (0 ..< size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let read = try XCTUnwrap(FileOutput.existingContents(at: path))
            XCTAssertEqual(read.bytes, bytes, "size \(size)")
            XCTAssertEqual(FileIdentity(read.info), FileIdentity(of: path), "size \(size)")
            XCTAssertNil(FileOutput.existingContents(at: path, ifSize: size + 1))
            XCTAssertEqual(FileOutput.existingBytes(at: path, ifSize: size), bytes)
            // Digested in chunks, never held whole: the digest of the bytes.
            let digested = try XCTUnwrap(FileOutput.digestOfContents(at: path, ifSize: size))
            XCTAssertEqual(digested.digest, ContentDigest(bytes), "size \(size)")
            XCTAssertEqual(digested.count, size)
            XCTAssertEqual(FileIdentity(digested.info), FileIdentity(of: path))
            XCTAssertNil(FileOutput.digestOfContents(at: path, ifSize: size + 1))
        }
        XCTAssertNil(FileOutput.existingContents(at: directory.path), "a folder is not read")
        XCTAssertNil(FileOutput.existingContents(at: directory.appendingPathComponent("missing").path))
    }

    /// The scans for `/` that decide whether a path needs normalizing (and whether a folder is
    /// spelled plainly enough to be remembered), against string searches.
    func testSlashScansAgreeWithStringSearches() {
        let spellings = ["", "/", "//", "a", "/a", "a/", "/a/", "a//b", "a/./b", "a/../b", "a/.b", "a/..b", "a/b.", "./a", "../a",
                         "a/.", "a/..", "/a/b/c.swift", "/a/b/./", "/a/b/../", "a/b/...", ".", "..", "/.", "/..", "a/x/./",
                         "ü/./ä", "ü//ä", "/tmp/x/Sources/Module/File.swift", "a/...b/", "a/.../"]
        for path in spellings {
            Array(path.utf8).withUnsafeBufferPointer { buffer in
                XCTAssertEqual(PathResolver.holdsSlashBeforeSlashOrDot(buffer), path.contains("//") || path.contains("/."), path)
                XCTAssertEqual(PathResolver.holdsDotComponentOrDoubledSlash(buffer),
                               path.contains("//") || path.contains("/./") || path.contains("/../"), path)
            }
        }
    }
}

/// The last look before a write through a link: a link retargeted during a run (after the run's
/// checks) to a FIFO or a folder is not followed into replacing it.
final class WriteThroughLinkTests: XCTestCase {
    func testALinkRetargetedToAFIFOOrAFolderIsNotWrittenThrough() throws {
        let directory = try Toolchain.temporaryDirectory().resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = directory.path
        XCTAssertEqual(mkfifo(root + "/fifo", 0o600), 0)
        try FileManager.default.createDirectory(atPath: root + "/folder", withIntermediateDirectories: true)
        // An older output of the tool (a file without the header is never replaced).
        try Data("// Generated by observable-expand from M.swift. Do not edit: edit the source and run observable-expand again.\nold".utf8).write(to: URL(fileURLWithPath: root + "/file.swift"))
        let files = TemporaryFiles()
        for target in ["fifo", "folder"] {
            let link = root + "/to-" + target + ".swift"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root + "/" + target)
            XCTAssertThrowsError(try FileOutput.write(Array("new".utf8), to: link, temporaryFiles: files), target) { error in
                XCTAssert("\(error)".contains("nothing was written"), "\(error)")
            }
        }
        var info = stat()
        XCTAssertEqual(lstat(root + "/fifo", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")
        XCTAssertEqual(lstat(root + "/folder", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFDIR, "the folder is still a folder")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".tmp") }, [], "no temporary file left")
        // A link to a regular file is still written through, and stays a link.
        let link = root + "/to-file.swift"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root + "/file.swift")
        XCTAssertEqual(try FileOutput.write(Array("new".utf8), to: link, temporaryFiles: files), .written)
        XCTAssertEqual(FileOutput.existingBytes(at: root + "/file.swift"), Array("new".utf8))
        XCTAssertEqual(lstat(link, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "the link stays a link")
    }
}
