import ObservableExpander

/// What a run finds in its output folders that it did not write: temporary files a killed run
/// left, and orphans — outputs of this tool whose source is gone.
enum OutputFolderHygiene {
    /// What lies below an output folder: its files (regular, or links to regular files) and
    /// the temporary files of runs that no longer exist, as paths joined to the folder.
    /// Hidden folders and links to folders are not entered: no output or temporary file is
    /// written there (a walk of an input skips hidden names, and a run refuses a link on the
    /// way to an output), a hidden folder is another tool's (`.git`), and nothing outside the
    /// folder is ever touched. A folder whose name is not UTF-8 is not entered either (no
    /// output is written there: a walk skips such names) and is a warning, and a folder that
    /// cannot be listed an error (break45/07: both were passed over in silence, so `--check`
    /// said nothing of what they hold).
    struct Scan {
        /// In the order the folders list them.
        var files: [String] = []
        var leftovers: [String] = []
        /// The folders not looked in, said (`cannot-read-folder` errors, `file-name-not-utf8`
        /// warnings), in the order met.
        var messages: [Message] = []
        /// The folders read (as spelled: the output folder, then joined names), whose
        /// leftovers are in `leftovers` already.
        private(set) var folders: Set<String> = []
        /// The UTF-8 length of the longest of `folders`: a longer path is none of them, and
        /// is not looked up (most parts of a path below a fresh output folder are longer).
        private(set) var longestFolder = 0
        /// The entries of those folders that the folders did not list as regular files
        /// (folders, links, hidden entries, …), as joined paths.
        var listedOthers: Set<String> = []

        /// Whether `folder`, spelled as the scan joins paths, was not there when the scan
        /// ran: on the way up from it, the first folder the scan read did not list the next
        /// part as anything but a regular file. Such a folder has no leftovers to look for
        /// (a fresh output folder's subfolders cost an `opendir` each, which failed).
        ///
        /// The path is taken apart on its bytes: the parent's `String` is made only to be looked
        /// up (splitting, joining and comparing `String`s per level cost 40,000 instructions a
        /// call, a fifth of a folder run's own work on real code).
        func lacks(_ folder: String) -> Bool {
            var folder = folder
            return folder.withUTF8 { bytes -> Bool in
                // `child` is `bytes[..<end]`.
                var end = bytes.count
                while true {
                    var slash = end - 1
                    while slash >= 0 && bytes[slash] != 0x2F { slash -= 1 }
                    // Only a path spelled as the scan spells its entries is compared: its last
                    // part a plain name (not empty, `.` or `..`) after a single `/`.
                    let nameCount = end - slash - 1
                    guard slash >= 0, nameCount > 0,
                          !(nameCount <= 2 && bytes[slash + 1] == 0x2E && bytes[end - 1] == 0x2E),
                          slash == 0 || bytes[slash - 1] != 0x2F else { return false }
                    // The parent is `bytes[..<slash]` ("/" for the root).
                    if max(slash, 1) <= longestFolder,
                       folders.contains(slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)) {
                        return !listedOthers.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self))
                    }
                    // The root has no parent to look in.
                    guard slash > 0 else { return false }
                    end = slash
                }
            }
        }

        /// Records that `folder` was read.
        mutating func insertFolder(_ folder: String) {
            folders.insert(folder)
            longestFolder = max(longestFolder, folder.utf8.count)
        }
    }

    static func scan(_ folder: String) -> Scan {
        var result = Scan()
        var pending = [folder]
        while let current = pending.popLast() {
            let listed = FolderWalk.entries(of: current)
            guard case let .success(entries) = listed else {
                // One removed meanwhile holds nothing to look for.
                if case let .failure(error) = listed, error.code != ENOENT {
                    result.messages.append(Message(file: current, .error, .cannotReadFolder,
                                                   "cannot read folder: \(error); orphaned outputs and leftover temporary files in it are not looked for"))
                }
                continue
            }
            result.insertFolder(current)
            for (entry, type) in entries {
                guard let name = FolderWalk.name(entry) else {
                    // A hidden one is passed over as any hidden folder is.
                    if entry.first != 0x2E, type == FolderWalk.folder || (type == 0 && FileOutput.kind(ofRawPath: Array(current.utf8) + [0x2F] + entry) == .folder) {
                        result.messages.append(Message(file: InputCollector.join(current, FolderWalk.escapedName(entry)), .warning, .fileNameNotUTF8,
                                                       "this folder name is not valid UTF-8; it is not looked in for orphaned outputs or leftover temporary files (no output is written there)"))
                    }
                    continue
                }
                let path = InputCollector.join(current, name)
                if type != FolderWalk.regularFile { result.listedOthers.insert(path) }
                if TemporaryFiles.isLeftover(name, at: path) {
                    // Only a regular file is one: a folder of that name is no run's, and
                    // neither removed nor reported (`--check` would fail for ever on it).
                    if TemporaryFiles.isRegularFile(path, type: type) { result.leftovers.append(path) }
                    continue
                }
                guard !name.hasPrefix(".") else { continue }
                // What the folder records as a regular file needs no `lstat`.
                if type == FolderWalk.regularFile {
                    result.files.append(path)
                    continue
                }
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG: result.files.append(path)
                case S_IFLNK where FileOutput.kind(of: path) == .regular: result.files.append(path)
                default: continue
                }
            }
        }
        // The files are sorted only where some are reported (`orphans`): most runs report none.
        result.leftovers.sort()
        return result
    }

    /// Whether nothing is at `folder` (`stat(2)` fails with `ENOENT`): in folder output, every
    /// output is below the output folder (`InputCollector`), so none of their folders is there
    /// either, and none holds a leftover.
    static func isAbsent(_ folder: String) -> Bool {
        var info = stat()
        return stat(folder, &info) != 0 && errno == ENOENT
    }

    /// The leftover temporary files in the folders the jobs write into and, in folder
    /// output, anywhere below the output folder (also in subfolders that hold no outputs).
    static func leftovers(for jobs: [Job], scan: Scan?) -> [String] {
        var folders: [String] = []
        var seen: Set<String> = []
        // Sized up front (growing it rehashes every folder again): a folder per job at most.
        seen.reserveCapacity(jobs.count)
        for job in jobs {
            guard let output = job.output else { continue }
            let target = FileOutput.writeTarget(for: output, leaf: job.outputLeaf)
            // Jobs come folder by folder: a file of the folder before is not split and hashed again.
            if let last = folders.last, isPlainName(in: target, below: last) { continue }
            let folder = parentFolder(of: target)
            if seen.insert(folder).inserted { folders.append(folder) }
        }
        var found: [String] = []
        var resolvedFound: Set<String> = []
        let resolver = PathResolver()
        // The folders the scan read are not listed again.
        // Nor are those the scan found missing (a fresh output folder's subfolders).
        let unscanned = folders.filter { folder in scan.map { !$0.folders.contains(folder) && !$0.lacks(folder) } ?? true }
        for path in (scan?.leftovers ?? []) + unscanned.flatMap(TemporaryFiles.leftovers) where resolvedFound.insert(resolver.canonical(path)).inserted {
            found.append(path)
        }
        return found
    }

    /// Whether `path` is `folder`, one `/` and a name without `/` (so `parentFolder(of: path)`
    /// is `folder`; a bare name's folder "", and a folder spelled with a final `/` other than
    /// "/", are never matched), compared on the bytes.
    static func isPlainName(in path: String, below folder: String) -> Bool {
        var path = path, folder = folder
        return path.withUTF8 { path in
            folder.withUTF8 { folder in
                guard !folder.isEmpty, folder.count == 1 || folder.last != 0x2F, path.count > folder.count + 1, path[folder.count] == 0x2F,
                      memcmp(path.baseAddress!, folder.baseAddress!, folder.count) == 0 else { return false }
                return !UnsafeBufferPointer(rebasing: path[(folder.count + 1)...]).contains(0x2F)
            }
        }
    }

    /// The folder part of `path`: what comes before its last `/` ("/" for a file at the root,
    /// "" for a bare name), as `NSString.deletingLastPathComponent` gives it for the paths jobs
    /// write (no trailing slash), without its cost per job.
    static func parentFolder(of path: String) -> String {
        var path = path
        return path.withUTF8 { bytes -> String in
            // Trailing slashes belong to the last component.
            var end = bytes.count
            while end > 1 && bytes[end - 1] == 0x2F { end -= 1 }
            var slash = end - 1
            while slash >= 0 && bytes[slash] != 0x2F { slash -= 1 }
            guard slash >= 0 else { return "" }
            // "a//b" is in "a"; "/b" in "/".
            var folderEnd = slash
            while folderEnd > 0 && bytes[folderEnd - 1] == 0x2F { folderEnd -= 1 }
            return folderEnd == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<folderEnd]), as: UTF8.self)
        }
    }

    /// The files of `scan` (below the output folder) that carry this tool's header naming a
    /// source of this run — inside one of `inputFolders`, or one of the jobs' inputs — and
    /// that no job writes: the source is gone (deleted, renamed, excluded), or its output is
    /// now written elsewhere (another `--output-suffix`). Paths are compared resolved (made
    /// absolute, `.` and `..` and symbolic links resolved), so a header that names its source
    /// as `/abs/Src/A.swift` is matched by a run over `Src`, and the reverse. A file without
    /// the header is never an orphan, nor one whose source lies outside this run's inputs (it
    /// may belong to another run writing into the same folder).
    static func orphans(in scan: Scan, inputFolders: [String], jobs: [Job]) -> [Orphan] {
        // A fresh output folder holds nothing (the set of the jobs' outputs cost 800 instructions a job).
        guard !scan.files.isEmpty else { return [] }
        // A file spelled as a job's output is that output: the canonical spellings (a system
        // call or more each) are made only when some file is not.
        var spelledTargets = Set<String>(minimumCapacity: jobs.count)
        for job in jobs { if let output = job.output { spelledTargets.insert(output) } }
        let candidates = scan.files.filter { !spelledTargets.contains($0) }.sorted()
        guard !candidates.isEmpty else { return [] }
        let resolver = PathResolver()
        let targets = Set(jobs.compactMap { $0.output.map(resolver.canonical) })
        var outputs: [String: String] = [:]
        for job in jobs where job.input != "-" { outputs[resolver.canonical(job.input)] = job.output }
        let prefixes = inputFolders.map(resolver.canonical).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        var orphans: [Orphan] = []
        for path in candidates where !targets.contains(resolver.canonical(path)) {
            guard let head = headBytes(of: path), let escaped = GeneratedHeader.sourcePath(in: head) else { continue }
            let source = resolver.canonical(GeneratedHeader.unescapingControlCharacters(escaped))
            if let output = outputs[source] {
                orphans.append(Orphan(path: path, nowWrittenTo: output))
            } else if prefixes.contains(where: { source.hasPrefix($0) }) {
                orphans.append(Orphan(path: path, nowWrittenTo: nil, sourceExists: FileOutput.kind(of: source) == .regular))
            }
        }
        return orphans
    }

    /// The `*.swift` files of `scan` that do not carry this tool's header and that no job
    /// writes, when `outputFolder` lies inside one of `inputFolders`: sources there are not
    /// read (an input folder's walk never enters the output folder, so that outputs are not
    /// read as inputs), and a file there without the header is such a source.
    static func sourcesLeftOut(in scan: Scan, outputFolder: String, inputFolders: [String], jobs: [Job]) -> [String] {
        let resolver = PathResolver()
        let output = resolver.canonical(outputFolder) + "/"
        let prefixes = inputFolders.map(resolver.canonical).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        guard prefixes.contains(where: { output.hasPrefix($0) && output != $0 }) else { return [] }
        var spelledTargets = Set<String>(minimumCapacity: jobs.count)
        for job in jobs { if let output = job.output { spelledTargets.insert(output) } }
        return scan.files.filter { $0.hasSuffix(".swift") && !spelledTargets.contains($0) }.sorted().filter { path in
            guard let head = headBytes(of: path) else { return false }
            return !GeneratedHeader.isPresent(in: head)
        }
    }

    /// An output no job writes, whose source is of this run.
    struct Orphan {
        var path: String
        /// Where this run writes the output of its source, when the source is still an input
        /// (the orphan was written under another `--output-suffix`); nil when it is gone.
        var nowWrittenTo: String?
        /// Whether the source is still there, though not an input (`--exclude` leaves it out).
        var sourceExists = false

        /// Why it is an orphan, for the messages.
        var reason: String {
            if let nowWrittenTo { return "'\(path)' is an older output of a source whose output is now '\(nowWrittenTo)'" }
            return sourceExists ? "'\(path)' was generated from a source this run leaves out" : "'\(path)' was generated from a source that is gone"
        }
    }

    /// `path` in its canonical spelling (`PathResolver`), so that two spellings of one file
    /// compare equal even when the file itself is gone.
    static func resolved(_ path: String) -> String {
        PathResolver().canonical(path)
    }

    /// The first 4 KiB of a file (enough for a `#!` line and the header).
    static func headBytes(of path: String) -> [UInt8]? {
        // Non-blocking: a FIFO put there reads as empty instead of waiting for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 4096)
        var count = 0
        while count < head.count {
            let got = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        return Array(head.prefix(count))
    }
}
