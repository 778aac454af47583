import Foundation

/// A set of Swift files held in memory, measured as one unit.
struct Corpus {
    struct File {
        var path: String
        var bytes: [UInt8]
    }

    var name: String
    var files: [File]
    /// Where the files are on disk (a folder for generated corpora), for the CLI and children.
    var directory: String?

    var byteCount: Int { files.reduce(0) { $0 + $1.bytes.count } }
    var megabytes: Double { Double(byteCount) / 1e6 }

    /// "16.4 MB, 96 files" style summary.
    var summary: String {
        let size = byteCount >= 1_000_000 ? String(format: "%.1f MB", megabytes) : String(format: "%.1f KB", Double(byteCount) / 1e3)
        return "\(size), \(files.count) file\(files.count == 1 ? "" : "s")"
    }

    /// All files' bytes joined into one buffer (newline-separated), for single-buffer figures.
    var concatenated: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(byteCount + files.count)
        for file in files {
            result += file.bytes
            result.append(0x0A)
        }
        return result
    }

    /// Every `N`th file (sorted by path), a deterministic sample for slow comparisons.
    func sample(everyNth n: Int, name: String) -> Corpus {
        Corpus(name: name, files: files.enumerated().filter { $0.offset % n == 0 }.map(\.element), directory: nil)
    }
}

/// Reading files and locating the toolchain's interface corpus.
enum CorpusLoader {
    static func readFile(_ path: String) throws -> [UInt8] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return [UInt8](data)
    }

    /// The toolchain's `lib` folder: next to `swiftc` (found on PATH), `../lib`.
    static func toolchainLibDirectory() -> String? {
        guard let swiftc = Toolchain.swiftc else { return nil }
        let lib = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib").path
        return FileManager.default.fileExists(atPath: lib) ? lib : nil
    }

    /// Every `.swiftinterface` file under `root`, sorted by path.
    static func swiftFiles(under root: String, suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(suffix) { paths.append(root + "/" + relative) }
        }
        return paths.sorted()
    }

    /// The interface corpus: all `.swiftinterface` files of the toolchain (about 16 MB, with
    /// the standard library, Foundation-free overlays and the host swift-syntax modules).
    static func interfaceCorpus(root: String?) throws -> Corpus {
        guard let root = root ?? toolchainLibDirectory() else {
            throw BenchError("cannot find the toolchain's lib folder (is swiftc on PATH?); pass --interfaces DIR")
        }
        let paths = swiftFiles(under: root, suffix: ".swiftinterface")
        guard !paths.isEmpty else { throw BenchError("no .swiftinterface files under \(root)") }
        let files = try paths.map { Corpus.File(path: $0, bytes: try readFile($0)) }
        return Corpus(name: "interfaces", files: files, directory: root)
    }

    /// Every `.swift` file in `directory` (not recursive), sorted.
    static func folder(_ directory: String, name: String) throws -> Corpus {
        let paths = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }
        let files = try paths.map { Corpus.File(path: $0, bytes: try readFile($0)) }
        return Corpus(name: name, files: files, directory: directory)
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
