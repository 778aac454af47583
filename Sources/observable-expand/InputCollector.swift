/// One unit of work: an input file and where its expansion goes.
struct Job {
    /// The path to read, or "-" for standard input.
    var input: String
    /// The name used in diagnostics and headers.
    var displayPath: String
    /// Where to write; nil for standard output.
    var output: String?
    /// Whether the input was a regular file when the run collected it (by the folder's
    /// `d_type` or by `stat`), so that its reader needs no new look before opening it.
    var inputIsRegularFile = false
    /// What was at `output` when the run resolved it (`.unknown` when it was not resolved).
    var outputLeaf: PathLeaf = .unknown
    /// The digest of the identity (`FileIdentity.digest`) of the regular file at `output` (not
    /// a link) when the run resolved it: all the cache compares, in 16 bytes a job, not 56.
    var outputIdentity: ContentDigest? = nil
}

/// Turns the command line's inputs into jobs: folders are searched for `*.swift` files in
/// sorted order (hidden folders skipped), and outputs mirror the input tree.
enum InputCollector {
    /// The usage error for a file named twice (`a.swift a.swift`, `Models Models`, `a.swift
    /// ./a.swift`): `input` as named the second time, `other` the first; used by expansion
    /// and `migrate` alike.
    static func givenTwice(_ input: String, alsoAs other: String) -> Failure {
        .usage(other == input ? "input '\(input)' is given twice" : "input '\(input)' is given twice (also as '\(other)')")
    }

    /// A problem that stops the run before anything is read: its messages, and the exit
    /// status (64 for a usage problem, 1 for a missing or unreadable input).
    struct Failure: Error {
        var messages: [Message]
        var status: Int32

        init(_ message: Message, status: Int32) {
            messages = [message]
            self.status = status
        }

        /// A usage problem of the run as a whole (`observable-expand: error: …`, status 64).
        static func usage(_ text: String) -> Failure {
            Failure(Message(file: nil, .error, .usageError, text), status: 64)
        }
    }

    /// What the command line asks for: the jobs, the input folders (whose outputs may have
    /// orphans), and what was met on the way.
    struct Collection {
        var jobs: [Job] = []
        /// The input folders as given (display form), when the output is a folder.
        var inputFolders: [String] = []
        /// The output folder, when the output is a folder.
        var outputFolder: String?
        /// Warnings and errors of the folder walks, in input order.
        var messages: [Message] = []
        /// The dependency folders the walks left out (`skipsDependencies`), and their Swift files.
        var dependencyFolders: [String] = []
        var dependencyFileCount = 0
        /// Whether `messages` holds an error (the run then exits 1, the jobs still run).
        var failed = false
        /// The errors of input folders with no Swift file, in a `--prune` or `--check` run into
        /// an output folder: the last source's deletion leaves its output behind (break 49/7),
        /// so such a folder is an error only when the output folder holds no orphan of this
        /// tool's to prune or report (`CommandLineTool.tidyOutputFolders`).
        var emptyInputFolders: [Message] = []
        /// Whether some folder or name below an input could not be read: then no output can
        /// be known to be an orphan, and none is looked for.
        var incomplete = false
    }

    static func collect(_ options: CommandLineOptions, environment: [String: String]) throws(Failure) -> Collection {
        var collection = Collection()
        var inputs = options.inputs
        for list in options.inputFileLists {
            inputs += try inputFileList(list, environment: environment)
        }
        if inputs.isEmpty { throw Failure(Message(file: nil, .error, .inputFileList, "the input file lists name no inputs"), status: 1) }
        // A missing context is a missing input, not a usage mistake.
        for context in options.contextPaths {
            switch FileOutput.kind(of: context) {
            case .missing:
                throw Failure(Message(file: context, .error, .noSuchInput, "no such file or folder (given as '--context')"), status: 1)
            case let .special(what):
                // Skipped in silence before: the run then typed nothing from it.
                throw Failure(Message(file: context, .error, .cannotRead, "is \(what), not a Swift file or folder (given as '--context')"), status: 1)
            case .regular where access(context, R_OK) != 0:
                throw Failure(Message(file: context, .error, .cannotRead, "cannot read file: \(ErrorNumber(code: errno)) (given as '--context')"), status: 1)
            case .regular where Self.size(of: context) > FileOutput.largestRead:
                throw Failure(Message(file: context, .error, .cannotRead, "cannot read file: \(ErrorNumber(code: EFBIG)) (given as '--context')"), status: 1)
            default:
                break
            }
        }
        // An SDK that is not there was passed over in silence: the run then typed nothing from it.
        if let sdk = options.sdk, FileOutput.kind(of: sdk) != .folder {
            throw Failure(Message(file: sdk, .error, .noSuchInput, "no such folder (given as '--sdk')"), status: 1)
        }
        let excludes = options.excludes.map(Glob.init)
        // With each input, whether it is a regular file (`regular`), and one its folder lists as
        // such, so no link (`plain`): they spare system calls later.
        var pairs: [(input: String, relative: String, regular: Bool, plain: Bool)] = []
        var sawFolder = false
        var folders: [String] = []
        for input in inputs {
            if input == "-" {
                // Only the name's last component places the output (inside the output folder).
                pairs.append(("-", PlainText.lastPathComponent(options.assumeFilename ?? "<stdin>"), false, false))
                continue
            }
            try requireExaminable(input)
            switch FileOutput.kind(of: input) {
            case .missing:
                throw Failure(Message(file: input, .error, .noSuchInput, "no such file or folder"), status: 1)
            case .folder:
                sawFolder = true
                folders.append(input)
                // An output folder inside the input folder is not input: its files are ours.
                var walk = FolderWalk(excludedFolder: options.output.map(canonical), excludes: excludes)
                walk.skipsDependencies = options.skipsDependencies
                walk.visit(input, relative: "")
                collection.dependencyFolders += walk.dependencyFolders.map { join(input, $0) }
                collection.dependencyFileCount += walk.dependencyFileCount
                collection.messages += walk.messages
                collection.failed = collection.failed || walk.messages.contains { $0.severity == .error }
                collection.incomplete = collection.incomplete || walk.incomplete
                if walk.files.isEmpty && !walk.incomplete {
                    let text = walk.excludedCount > 0 ? "every Swift file in this folder is excluded by '--exclude'" : "no Swift files in this folder"
                    let message = Message(file: input, .error, .noSwiftFiles, text)
                    guard walk.excludedCount == 0, options.prune || options.check, let output = options.output, output != "-" else {
                        throw Failure(message, status: 1)
                    }
                    collection.emptyInputFolders.append(message)
                }
                for relative in walk.files.sorted() {
                    // Every file the walk lists was a regular file (by the folder's `d_type`, or by
                    // `stat` through a link): never one to read once like a pipe, so that a FIFO
                    // swapped in later is refused, not waited on.
                    let plain = walk.filesFoundByStat.isEmpty || !walk.filesFoundByStat.contains(relative)
                    pairs.append((join(input, relative), relative, true, plain))
                }
            case let kind:
                pairs.append((input, PlainText.lastPathComponent(input), kind == .regular, false))
            }
        }
        guard var output = options.output, output != "-" else {
            // `--explain` writes nothing: any number of inputs, explained as one run.
            if options.explain {
                collection.jobs = pairs.map { Job(input: $0.input, displayPath: display($0.input, options), output: nil) }
                return collection
            }
            // No `-o`, or `-o -`: standard output.
            if pairs.isEmpty { return collection }
            guard pairs.count == 1 else {
                throw .usage(options.output == "-" ? "'-o -' writes one input to standard output, not \(pairs.count)" : "\(pairs.count) input files need '--output <folder>'")
            }
            collection.jobs = [Job(input: pairs[0].input, displayPath: display(pairs[0].input, options), output: nil)]
            return collection
        }
        if pairs.contains(where: { $0.input == "-" }) && options.assumeFilename == nil && pairs.count > 1 {
            throw .usage("standard input ('-') with other inputs needs '--assume-filename' to name its output")
        }
        let outputIsFolder = sawFolder || pairs.count > 1 || output.hasSuffix("/") || FileOutput.kind(of: output) == .folder
        if outputIsFolder, pairs.contains(where: { $0.input == "-" }), options.assumeFilename == nil {
            throw .usage("standard input ('-') with an output folder needs '--assume-filename' to name its output")
        }
        // Its last component names standard input's output in the folder: `..`, `.` or `/`
        // would name the folder itself or the one above it.
        if outputIsFolder, pairs.contains(where: { $0.input == "-" }), let name = options.assumeFilename,
           [".", "..", "/", ""].contains(PlainText.lastPathComponent(name)) {
            throw .usage("'--assume-filename \(name)' names no file, so it cannot name standard input's output in the folder '\(output)'; give a file name ('Model.swift')")
        }
        if !outputIsFolder && !options.outputSuffix.isEmpty {
            throw .usage("'--output-suffix' applies to an output folder, not to the output file '\(output)'")
        }
        if outputIsFolder && output.count > 1 && output.hasSuffix("/") { output.removeLast() }
        // Sized up front: growing it rehashes every path again and again. The resolver meets a
        // folder or two per input and per output.
        let resolver = PathResolver(expectedFolders: 2 * pairs.count)
        // The input folders at or inside the output folder (resolved, each with a final `/`),
        // which no output may go into; most runs have none.
        var hostFolders: [(resolved: String, shown: String)] = []
        if outputIsFolder {
            // Before any folder is resolved: the resolver notes links as it meets folders.
            resolver.watchLinks(below: output)
            // An output folder that cannot be one: said once, not as a failed write per file.
            var info = stat()
            if lstat(output, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFLNK && stat(output, &info) != 0 {
                    throw Failure(Message(file: output, .error, .outputNotRegular, "the output folder is a symbolic link that leads nowhere"), status: 1)
                }
                if info.st_mode & S_IFMT != S_IFDIR {
                    throw Failure(Message(file: output, .error, .outputNotRegular, "the output folder is not a folder"), status: 1)
                }
                // Only an output folder that is there can hold an input folder.
                hostFolders = inputFolders(folders, inOutputFolder: output, resolver: resolver, options)
            }
        }
        // The inputs and the outputs by canonical path, in one dictionary: an output is entered
        // and checked against what was there in one hash of its path (three lookups of two
        // dictionaries cost more than the rest of a job's collection on real code).
        var claimed: [PathKey: Claim] = [:]
        claimed.reserveCapacity(2 * pairs.count)
        collection.jobs.reserveCapacity(pairs.count)
        // The inputs' canonical paths are made when the first output that is there is met (a
        // rerun, an output among the inputs): one that is missing is no input, since every
        // input was there when it was listed. A run into a fresh folder makes none (they were
        // half of its path resolutions).
        var inputsClaimed = false
        for (input, relative, regular, _) in pairs {
            let target = outputIsFolder ? join(output, suffixed(relative, options.outputSuffix)) : output
            let (key, leaf, identity, link) = resolver.resolve(target)
            if input == "-" && isStandardInput(target) {
                throw .usage("output '\(target)' is the file standard input reads; it would overwrite the input")
            }
            if leaf != .missing && !inputsClaimed {
                inputsClaimed = true
                for pair in pairs where pair.input != "-" {
                    let path = resolver.resolve(pair.input, knownPlainFile: pair.plain).path
                    // An input is the file of an output claimed before only if that output was
                    // missing when it was resolved and is the input now: said as an overwrite.
                    if case let .output(_, at: earlier)? = claimed[PathKey(path)] {
                        throw .usage("output '\(earlier)' would overwrite the input '\(pair.input)'")
                    }
                    claimed[PathKey(path)] = .input(pair.input)
                }
            }
            switch claimed.updateValue(.output(of: input, at: target), forKey: PathKey(key)) {
            case nil:
                break
            case let .input(overwritten):
                throw .usage("output '\(target)' would overwrite the input '\(overwritten)'")
            case let .output(other, _):
                // The same file named twice (`a.swift a.swift`, `Models Models`, `a.swift
                // ./a.swift`) is said so; two files that map to one output are named both.
                if input != "-" && other != "-" && PathKey.same(resolver.resolve(other).path, resolver.resolve(input).path) {
                    throw givenTwice(input, alsoAs: other)
                }
                throw .usage("inputs '\(other)' and '\(input)' would both be written to '\(target)'")
            }
            if outputIsFolder, let link {
                throw linkInOutputFolder(link, output: target, folder: output)
            }
            if let host = hostFolders.first(where: { key.utf8.starts(with: $0.resolved.utf8) }) {
                throw Failure(Message(file: host.shown, .error, .inputInOutputFolder,
                                      "the input folder is inside the output folder '\(output)', and the output '\(target)' of '\(display(input, options))' would be written inside the input folder, among its sources (nothing was written: write to a folder outside the input)"), status: 64)
            }
            collection.jobs.append(Job(input: input, displayPath: display(input, options), output: target,
                                       inputIsRegularFile: regular, outputLeaf: leaf, outputIdentity: identity?.digest))
        }
        if outputIsFolder {
            collection.outputFolder = output
            collection.inputFolders = folders.map { display($0, options) }
        }
        return collection
    }

    /// The refusal of an output whose way below the output folder `folder` holds the symbolic
    /// link `link` (a folder on the way, or the output file itself), made before anything is
    /// written: through it, an output would be written outside the output folder, where
    /// `--check` and `--prune` never look (break45/05), or onto another output (break45/03:
    /// `Out/B -> A` made `S/B/F.swift`'s output replace `S/A/F.swift`'s). The rule is
    /// README's "Outputs stay below the output folder"; the output folder itself may be a link.
    static func linkInOutputFolder(_ link: String, output: String, folder: String) -> Failure {
        let way = link == output ? "is a symbolic link where an output is written" : "is a symbolic link on the way to the output '\(output)'"
        let text = "\(way), inside the output folder '\(folder)'; outputs are not written through links below the output folder (nothing was written: replace the link with a folder or a file, or remove it)"
        return Failure(Message(file: link, .error, .outputThroughLink, text), status: 1)
    }

    /// The input folders of `folders` that are the output folder `output` or lie inside it,
    /// compared by canonical paths (links resolved), each resolved with a final `/` and as
    /// shown: no output may be written inside one (break45/04: `Out/Src -o Out/` wrote
    /// `Out/Src/Src/Z.swift`'s output over `Out/Src/Z.swift`'s place, into the input tree, and
    /// every later run refused). Such a folder that no output goes into is left alone
    /// (`App/Observable -o App`), and an output folder inside an input folder is allowed: the
    /// walk leaves it out (`FolderWalk`). Resolved with the run's resolver, so the output
    /// folder's resolution serves its outputs too.
    static func inputFolders(_ folders: [String], inOutputFolder output: String, resolver: PathResolver, _ options: CommandLineOptions) -> [(resolved: String, shown: String)] {
        guard !folders.isEmpty else { return [] }
        let root = resolver.canonicalFolder(output)
        let rootPrefix = root == "/" ? "/" : root + "/"
        return folders.compactMap { folder in
            let resolved = resolver.canonicalFolder(folder)
            guard PathKey.same(resolved, root) || resolved.utf8.starts(with: rootPrefix.utf8) else { return nil }
            return (resolved == "/" ? "/" : resolved + "/", display(folder, options))
        }
    }

    /// Who has a canonical path in `collect`: an input (as given), or the output (as spelled)
    /// of an input.
    private enum Claim {
        case input(String)
        case output(of: String, at: String)
    }

    /// Refuses an input path that exists but cannot be examined (a folder on the way not
    /// searchable, a link loop): not "no such file", which `FileOutput.kind` would make of it.
    /// A link that leads nowhere is said to be one (not "no such file": the user sees it).
    /// For the expansion and `migrate` alike.
    static func requireExaminable(_ input: String) throws(Failure) {
        var info = stat()
        guard stat(input, &info) != 0 else { return }
        let failure = errno
        if failure != ENOENT {
            throw Failure(Message(file: input, .error, .cannotRead, "cannot read: \(ErrorNumber(code: failure))"), status: 1)
        }
        if let target = FileOutput.linkTarget(input) {
            throw Failure(Message(file: input, .error, .noSuchInput, "is a symbolic link that leads nowhere ('\(target)' does not exist)"), status: 1)
        }
    }

    /// The size of the file at `path` (0 when it cannot be examined).
    static func size(of path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Whether `path` is the file standard input is open on (`- -o In.swift < In.swift`).
    static func isStandardInput(_ path: String) -> Bool {
        var input = stat(), output = stat()
        guard fstat(0, &input) == 0, stat(path, &output) == 0, input.st_mode & S_IFMT == S_IFREG else { return false }
        return input.st_dev == output.st_dev && input.st_ino == output.st_ino
    }

    /// The bytes of an input file list: a regular file, or a pipe (`<(find …)`, a FIFO,
    /// `/dev/stdin`), read to its end (at most the read limit).
    static func inputFileListBytes(_ path: String) throws(Failure) -> [UInt8] {
        func failure(_ reason: String) -> Failure {
            Failure(Message(file: path, .error, .inputFileList, "cannot read the input file list: \(reason)"), status: 1)
        }
        // No path holds a NUL byte: a list that does is something else (`/dev/zero`, a binary
        // file), and a stream is read no further than its first block that shows it.
        let bytes: [UInt8]
        switch FileOutput.kind(of: path) {
        case .regular:
            guard let read = FileOutput.existingBytes(at: path) else { throw failure("\(ErrorNumber(code: errno))") }
            bytes = read
        case .missing: throw failure(path == "-" ? "no such file (to read the list from standard input, write '/dev/stdin')" : "no such file")
        case .folder: throw failure("it is a folder")
        case .special:
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure("\(ErrorNumber(code: errno))") }
            defer { close(descriptor) }
            switch FileOutput.readStream(descriptor, until: { $0.contains(0) }) {
            case let .success(read): bytes = read
            case let .failure(error): throw failure("\(error)")
            }
        }
        if bytes.contains(0) { throw failure("it holds a NUL byte, so it is no list of paths") }
        return bytes
    }

    /// The paths listed in `path`, one per line, with `$(NAME)` and `${NAME}` taken from
    /// `environment` (as Xcode gives `.xcfilelist` files to run scripts); blank lines and lines
    /// starting with `#` are skipped.
    static func inputFileList(_ path: String, environment: [String: String]) throws(Failure) -> [String] {
        let bytes = try inputFileListBytes(path)
        // A line that is not UTF-8 would name another file (its bad bytes read as U+FFFD).
        var lineNumber = 1, lineStart = 0
        for k in 0 ... bytes.count where k == bytes.count || bytes[k] == 0x0A {
            if String(validating: bytes[lineStart ..< k], as: UTF8.self) == nil {
                throw Failure(Message(file: path, line: lineNumber, column: 1, .error, .inputFileList, "this line is not valid UTF-8; paths must be UTF-8"), status: 1)
            }
            lineNumber += 1
            lineStart = k + 1
        }
        var result: [String] = []
        // A byte-order mark (an editor's) is not part of the first path.
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        for (number, rawLine) in String(decoding: text, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = PlainText.trimming(rawLine) { $0 == "\r" || PlainText.isWhitespace($0) }
            if line.isEmpty || line.hasPrefix("#") { continue }
            var expanded = ""
            var rest = Substring(line)
            while let dollar = rest.firstIndex(of: "$") {
                expanded += rest[..<dollar]
                rest = rest[rest.index(after: dollar)...]
                guard let open = rest.first, open == "(" || open == "{",
                      let close = rest.firstIndex(of: open == "(" ? ")" : "}") else {
                    expanded += "$"
                    continue
                }
                let name = String(rest[rest.index(after: rest.startIndex) ..< close])
                guard let value = environment[name] else {
                    throw Failure(Message(file: path, line: number + 1, column: 1, .error, .inputFileList, "'\(name)' is not set in the environment"), status: 1)
                }
                expanded += value
                rest = rest[rest.index(after: close)...]
            }
            result.append(expanded + rest)
        }
        return result
    }

    /// `a/Model.swift` with suffix `.expanded` is `a/Model.expanded.swift`.
    static func suffixed(_ relative: String, _ suffix: String) -> String {
        guard !suffix.isEmpty, relative.hasSuffix(".swift") else { return relative }
        return String(relative.dropLast(6)) + suffix + ".swift"
    }

    /// `folder` and `relative` joined by one `/` (none added when `folder` ends in one), made
    /// in one allocation from their UTF-8 bytes: a run joins thousands of paths, and `+` costs
    /// several times as much.
    static func join(_ folder: String, _ relative: String) -> String {
        var relative = relative
        return relative.withUTF8 { join(folder, $0) }
    }

    /// `join(_:_:)` with `relative` as UTF-8 bytes (a name read from a folder, or cut from a
    /// path), so that no `String` is made of it first.
    static func join(_ folder: String, _ relative: UnsafeBufferPointer<UInt8>) -> String {
        var folder = folder
        return folder.withUTF8 { head in
            let slash = head.last == 0x2F ? 0 : 1
            return String(unsafeUninitializedCapacity: head.count + slash + relative.count) { buffer in
                var end = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(from: head).1
                if slash == 1 {
                    buffer[end] = 0x2F
                    end += 1
                }
                end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: relative).1
                return end
            }
        }
    }

    /// `path` in its canonical spelling (`PathResolver`).
    static func canonical(_ path: String) -> String {
        PathResolver().canonical(path)
    }

    /// The path shown in diagnostics and headers: as given, without `./` prefixes and doubled
    /// slashes, so that `./Models` and `Models` give the same bytes.
    static func display(_ input: String, _ options: CommandLineOptions) -> String {
        var path = input == "-" ? (options.assumeFilename ?? "<stdin>") : input
        // Most paths need nothing: a byte scan spares the string searches (`memchr` finds each
        // `/`: a loop over every byte was 1,300 instructions a path).
        let needsWork = path.withUTF8 { bytes -> Bool in
            if bytes.count >= 2 && bytes[0] == 0x2E && bytes[1] == 0x2F { return true }
            return PathResolver.holdsSlashBeforeSlashOrDot(bytes)
        }
        if !needsWork { return path }
        while path.contains("//") { path = PlainText.replacing("//", with: "/", in: path) }
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        return PlainText.replacing("/./", with: "/", in: path)
    }
}
