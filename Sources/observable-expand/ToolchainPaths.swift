import ObservableSyntax

/// The path arithmetic `ContextInputs.defaultInterfaces` needs, on plain system calls: it runs
/// in every run that may infer a type, where `FileManager` and `URL` cost about 0.8 M
/// instructions (issue 27). Each answer is the one `URL` gives; a path this code does not
/// settle for certain (relative, with `.` or `..`, a link whose target has them) is answered
/// by `URL` itself.
enum ToolchainPaths {
    /// Whether `path` names a file this process may execute (`access(2)` with `X_OK`, as
    /// `FileManager.isExecutableFile(atPath:)` asks on Linux).
    static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// `URL(fileURLWithPath: path).deletingLastPathComponent().path`.
    static func parent(of path: String) -> String {
        if isPlainAbsolute(path), let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex {
            return String(path[..<slash])
        }
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// `URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path`:
    /// the folder of the file `path` leads to through symbolic links.
    static func resolvedParent(of path: String) -> String {
        if let resolved = resolvedPlainPath(path) { return parent(of: resolved) }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    /// An absolute path without empty, `.` or `..` components and without a trailing slash:
    /// `URL` keeps it as it is.
    static func isPlainAbsolute(_ path: String) -> Bool {
        isPlainAbsolute(Array(path.utf8))
    }

    private static let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")

    private static func isPlainAbsolute(_ bytes: [UInt8]) -> Bool {
        guard bytes.count > 1, bytes[0] == slash else { return false }
        var start = 1
        for k in 1 ... bytes.count where k == bytes.count || bytes[k] == slash {
            let count = k - start
            if count == 0 || (count <= 2 && bytes[start] == dot && bytes[k - 1] == dot) { return false }
            start = k + 1
        }
        return true
    }

    /// `path` with every symbolic link along it replaced by its target, component by component
    /// from the root, when `path` and every target met are plain (no `.`, `..` or empty
    /// component): then no lexical step of `URL`'s resolution can differ from the file
    /// system's. nil otherwise (and after 32 links, a loop). On bytes: the generic
    /// `joined(separator:)` of components cost about 190,000 instructions the first time.
    static func resolvedPlainPath(_ path: String) -> String? {
        var bytes = Array(path.utf8)
        guard isPlainAbsolute(bytes) else { return nil }
        // `bytes[..<done]` has no link (it ends before a slash, or is empty).
        var done = 0
        var links = 0
        while done < bytes.count {
            var next = done + 1
            while next < bytes.count && bytes[next] != slash { next += 1 }
            let prefix = String(decoding: bytes[..<next], as: UTF8.self)
            var info = stat()
            guard lstat(prefix, &info) == 0 else { return nil }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                done = next
                continue
            }
            links += 1
            guard links <= 32, let target = linkTarget(prefix), !target.isEmpty else { return nil }
            let rest = Array(bytes[next...])
            if target[0] == slash {
                guard isPlainAbsolute(target) else { return nil }
                bytes = target + rest
                done = 0
            } else {
                guard isPlainAbsolute([slash] + target) else { return nil }
                bytes = Array(bytes[..<done]) + [slash] + target + rest
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The target of the symbolic link at `path`, when it is UTF-8; else nil.
    private static func linkTarget(_ path: String) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { readlink(path, UnsafeMutableRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), $0.count - 1) }
        guard count > 0, count < buffer.count - 1 else { return nil }
        let target = Array(buffer[..<count])
        return String(validating: target, as: UTF8.self) == nil ? nil : target
    }

    /// The entries of `PATH` as `split(separator: ":")` gives them (empty ones left out), on
    /// bytes when it is ASCII (a `Character` is then one byte).
    static func searchFolders(_ path: String) -> [String] {
        let bytes = Array(path.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: ":").map(String.init) }
        var folders: [String] = []
        var start = 0
        for k in 0 ... bytes.count where k == bytes.count || bytes[k] == UInt8(ascii: ":") {
            if k > start { folders.append(String(decoding: bytes[start ..< k], as: UTF8.self)) }
            start = k + 1
        }
        return folders
    }

    /// The names in `folder` (without `.` and `..`), as `FileManager.contentsOfDirectory(atPath:)`
    /// lists them; nil when it cannot be opened as a folder.
    static func names(in folder: String) -> [String]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

/// The toolchain's interfaces of one run (`ContextInputs.defaultInterfaces`), looked for at most
/// once: the expansion cache's run key and the standard library's index both need them.
/// Safe to use from several threads.
final class RunInterfaces: @unchecked Sendable {
    // Safety: `found` is read and written under `lock`.
    private let sdk: String?
    private let environment: [String: String]
    private let lock = POSIXLock()
    private var found: [String]?

    init(sdk: String?, environment: [String: String]) {
        self.sdk = sdk
        self.environment = environment
    }

    /// The interfaces' paths; empty when none is found.
    var paths: [String] {
        lock.withLock {
            if let found { return found }
            let paths = ContextInputs.defaultInterfaces(sdk: sdk, environment: environment)
            found = paths
            return paths
        }
    }
}
