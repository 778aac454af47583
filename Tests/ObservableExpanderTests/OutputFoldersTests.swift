import Foundation
import XCTest
@testable import observable_expand

/// The system calls a folder run spares (issue 27), against what they stood for: a folder the
/// run knows is not made again (and one removed meanwhile is), a folder resolution agrees with
/// `realpath` of the longest existing prefix, and a subfolder the output folder's scan did not
/// find is not listed for leftovers.
final class OutputFoldersTests: XCTestCase {
    var root: String!

    override func setUpWithError() throws {
        root = try Toolchain.temporaryDirectory().resolvingSymlinksInPath().path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The scan of an output folder `out` that holds `subfolder` (made with its parents), a
    /// hidden folder, a link to a folder outside it (`elsewhere`) and a regular file.
    private func scannedOutputFolder(subfolder: String) throws -> OutputFolderHygiene.Scan {
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + subfolder, withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/out/.hidden", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/out/Linked", withDestinationPath: root + "/elsewhere")
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/out/File"))
        return OutputFolderHygiene.scan(root + "/out")
    }

    private func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    func testFoldersAreMadeFromTheBottomUpAndKnownFoldersAreNotMadeAgain() throws {
        let known = OutputFolders()
        try FileOutput.makeFolders(root + "/a/b/c", known: known)
        XCTAssertTrue(isFolder(root + "/a/b/c"))
        for folder in ["/a", "/a/b", "/a/b/c"] { XCTAssertTrue(known.contains(root + folder), folder) }
        // A folder the run knows is taken as made: no call (it is not made here).
        known.insert(root + "/ghost")
        try FileOutput.makeFolders(root + "/ghost", known: known)
        XCTAssertFalse(isFolder(root + "/ghost"))
        // A known folder removed meanwhile: its subfolder is still made.
        try FileManager.default.removeItem(atPath: root + "/a")
        try known.make(root + "/a/b/d")
        XCTAssertTrue(isFolder(root + "/a/b/d"))
        // A file on the way: ENOTDIR, as before.
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/file"))
        XCTAssertThrowsError(try FileOutput.makeFolders(root + "/file/sub/deeper")) { error in
            XCTAssertEqual((error as? ErrorNumber)?.code, ENOTDIR)
        }
        XCTAssertThrowsError(try FileOutput.makeFolders(root + "/file")) { error in
            XCTAssertEqual((error as? ErrorNumber)?.code, ENOTDIR)
        }
    }

    func testANewOutputIsWrittenIntoAKnownFolderThatWasRemovedMeanwhile() throws {
        let files = TemporaryFiles()
        XCTAssertEqual(try FileOutput.write(Array("one".utf8), to: root + "/out/Sub/A.swift", leaf: .missing, temporaryFiles: files), .written)
        XCTAssertTrue(files.folders.contains(root + "/out/Sub"))
        try FileManager.default.removeItem(atPath: root + "/out")
        XCTAssertEqual(try FileOutput.write(Array("two".utf8), to: root + "/out/Sub/B.swift", leaf: .missing, temporaryFiles: files), .written)
        XCTAssertEqual(try String(contentsOfFile: root + "/out/Sub/B.swift", encoding: .utf8), "two")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root + "/out/Sub"), ["B.swift"], "no temporary file left")
    }

    /// `realpath(3)` of the longest existing prefix of `path` (absolute, normalized), the rest
    /// appended: what the resolver gave when it called `realpath` per folder.
    private func reference(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path else { return path }
        let base = reference(parent)
        return (base == "/" ? "" : base) + "/" + (path as NSString).lastPathComponent
    }

    func testAFolderIsResolvedAsRealpathOfItsLongestExistingPrefix() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/real/sub", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/link", withDestinationPath: "real")
        try manager.createSymbolicLink(atPath: root + "/real/up", withDestinationPath: "../link/sub")
        try manager.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: "nowhere/at/all")
        try manager.createSymbolicLink(atPath: root + "/loop", withDestinationPath: "loop")
        try manager.createSymbolicLink(atPath: root + "/linkToFile", withDestinationPath: "real/file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/real/file"))
        let folders = ["real", "real/sub", "link", "link/sub", "real/up", "link/up", "link/up/deeper", "dangling", "dangling/x",
                       "loop", "loop/x", "missing", "missing/x/y", "real/file", "real/file/x", "linkToFile", "linkToFile/x", "link/missing/x"]
        let seasoned = PathResolver()
        for folder in folders + folders {
            let path = root + "/" + folder + "/A.swift"
            let expected = reference(root + "/" + folder) + "/A.swift"
            XCTAssertEqual(seasoned.resolve(path).path, expected, folder)
            XCTAssertEqual(PathResolver().resolve(path).path, expected, folder)
            // What `lstat` says of the file itself (no call is made in a folder found missing).
            var info = stat()
            let leaf: PathLeaf = lstat(path, &info) == 0 ? (info.st_mode & S_IFMT == S_IFREG ? .regularFile : .other) : (errno == ENOENT ? .missing : .other)
            XCTAssertEqual(seasoned.resolve(path).leaf, leaf, folder)
            XCTAssertEqual(PathResolver().resolve(path).leaf, leaf, folder)
        }
        try Data("a".utf8).write(to: URL(fileURLWithPath: root + "/real/sub/A.swift"))
        XCTAssertEqual(PathResolver().resolve(root + "/link/up/A.swift").leaf, .regularFile)
    }

    func testAFolderTheScanDidNotFindIsNotListedForLeftovers() throws {
        let scan = try scannedOutputFolder(subfolder: "/out/Sub")
        XCTAssertTrue(scan.lacks(root + "/out/New"))
        XCTAssertTrue(scan.lacks(root + "/out/New/Deeper"))
        XCTAssertTrue(scan.lacks(root + "/out/Sub/New"))
        XCTAssertTrue(scan.lacks(root + "/out/File/x"), "a regular file holds no folder")
        // A link, a hidden folder (neither entered by the scan), another spelling, outside: looked at.
        XCTAssertFalse(scan.lacks(root + "/out/Linked"))
        XCTAssertFalse(scan.lacks(root + "/out/Linked/x"))
        XCTAssertFalse(scan.lacks(root + "/out/.hidden/x"))
        XCTAssertFalse(scan.lacks(root + "/out//New"))
        XCTAssertFalse(scan.lacks(root + "/out/./New"))
        XCTAssertFalse(scan.lacks(root + "/elsewhere/x"))
        // A leftover in a folder reached through a link is still found.
        let leftover = root + "/elsewhere/" + TemporaryFiles.prefix + "999999999-1" + TemporaryFiles.suffix
        try Data("x".utf8).write(to: URL(fileURLWithPath: leftover))
        let job = Job(input: root + "/in/A.swift", displayPath: "A.swift", output: root + "/out/Linked/A.swift")
        XCTAssertEqual(OutputFolderHygiene.leftovers(for: [job], scan: scan), [root + "/out/Linked/" + (leftover as NSString).lastPathComponent])
    }

    /// `Scan.lacks` walks up the path on its bytes; the walk on `String`s it replaced (split by
    /// `parentFolder`, joined back and compared) is the reference, over spellings the scan
    /// makes and spellings it never makes.
    func testLacksAgreesWithTheWalkOnStrings() throws {
        let scan = try scannedOutputFolder(subfolder: "/out/Sub/Deep")
        func reference(_ folder: String) -> Bool {
            var child = folder
            while true {
                let parent = OutputFolderHygiene.parentFolder(of: child)
                guard !parent.isEmpty, parent != child else { return false }
                guard let name = String(child.utf8.dropFirst(parent.utf8.count + (parent.hasSuffix("/") ? 0 : 1))),
                      !name.isEmpty, name != ".", name != "..", !name.contains("/"),
                      InputCollector.join(parent, name) == child else { return false }
                if scan.folders.contains(parent) { return !scan.listedOthers.contains(child) }
                child = parent
            }
        }
        let tails = ["", "/", "/New", "/New/Deeper", "/New/Deeper/", "/Sub", "/Sub/New", "/Sub/Deep/New/x", "/File/x", "/Linked",
                     "/Linked/x", "/.hidden/x", "//New", "/./New", "/../New", "/New/./x", "/New/../x", "/New//x", "/New/.", "/New/..",
                     "/.", "/..", "/Ünïcode/Ordner", "/Sub/.x/y", "/Sub/x./y", "/Sub/...", "x"]
        var spellings = tails.map { root + "/out" + $0 } + tails.map { root + "/elsewhere" + $0 }
        spellings += ["", "/", "//", "out", "out/New", "/out", String(root.dropFirst()) + "/out/New", root + "//out/New"]
        for folder in spellings {
            XCTAssertEqual(scan.lacks(folder), reference(folder), folder)
        }
        // Some of them are lacking, some not: the comparison is not of two constant answers.
        XCTAssertTrue(spellings.contains { scan.lacks($0) })
        XCTAssertTrue(spellings.contains { !scan.lacks($0) })
    }

    /// A job's output that `isPlainName` takes to be in the folder of the job before is in that
    /// folder by `parentFolder`, and every plain name below a folder is taken.
    func testAPlainNameBelowAFolderIsInThatFolder() {
        let folders = ["", "/", "a", "/a", "/a/b", "a/b", "/a/b/"]
        let names = ["x", "x.swift", "", "/x", "x/", "x/y", "/", ".x", "Ü.swift"]
        for folder in folders {
            for name in names {
                for path in [folder + "/" + name, folder + name, folder + "//" + name] {
                    let plain = OutputFolderHygiene.isPlainName(in: path, below: folder)
                    if plain { XCTAssertEqual(OutputFolderHygiene.parentFolder(of: path), folder, path) }
                    if !folder.isEmpty, !folder.hasSuffix("/"), path == folder + "/" + name, !name.isEmpty, !name.contains("/") {
                        XCTAssertTrue(plain, path)
                    }
                }
            }
        }
    }

    /// A run into an output folder that is not there lists none of its outputs' folders for
    /// leftovers (each `opendir` failed); into one that is there, a leftover in a job's folder
    /// is still removed. The failing opens are counted with strace where it is installed.
    func testAFreshOutputFolderIsNotListedForLeftovers() throws {
        let manager = FileManager.default
        for sub in ["A", "A/B", "C"] {
            try manager.createDirectory(atPath: root + "/in/" + sub, withIntermediateDirectories: true)
            try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/in/" + sub + "/F.swift"))
        }
        XCTAssertTrue(OutputFolderHygiene.isAbsent(root + "/out"))
        XCTAssertFalse(OutputFolderHygiene.isAbsent(root + "/in"))
        let traced = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")
        let command = (traced ? "/usr/bin/strace -f -e trace=openat,open -o '\(root!)/trace.txt' " : "")
            + "'\(CommandLineTests.binary)' --no-cache --jobs 1 '\(root!)/in' -o '\(root!)/out/'"
        let run = try Toolchain.run("/bin/bash", ["-c", command], in: URL(fileURLWithPath: root))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(manager.fileExists(atPath: root + "/out/A/B/F.swift"))
        #if os(Linux)
        if traced {
            let calls = try String(contentsOfFile: root + "/trace.txt", encoding: .utf8).split(separator: "\n")
            let failed = calls.filter { $0.contains(root + "/out") && $0.contains("O_DIRECTORY") && $0.contains("ENOENT") }
            XCTAssertEqual(failed, [], "an output folder not there is listed")
        }
        #endif
        // The output folder is there now: a leftover in a job's folder is found and removed.
        let leftover = root + "/out/A/B/" + TemporaryFiles.prefix + "999999999-1" + TemporaryFiles.suffix
        try Data("x".utf8).write(to: URL(fileURLWithPath: leftover))
        let rerun = try Toolchain.run(CommandLineTests.binary, ["--no-cache", root + "/in", "-o", root + "/out/"], in: URL(fileURLWithPath: root))
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        XCTAssertFalse(manager.fileExists(atPath: leftover))
    }
}
