import ObservableExpander

/// The declarations a run reads besides its inputs: the `--context` paths (Swift files,
/// folders of them, `.swiftinterface` files), read for declarations only — never written or
/// diagnosed — and, unless `--no-default-context`, the standard library's interfaces from the
/// toolchain (and with `--sdk` the SDK's of the modules the inputs import), which the library's
/// `ExpansionRun` indexes at most once and only when an inference needs them (`RunFiles`).
enum ContextInputs {
    /// The `--context` files of a run whose inputs are `inputs` (paths as given), without
    /// those that are inputs (they are read as inputs). A FIFO, socket or device named like a
    /// source in a `--context` folder is not read (it could block): `skipped` gets a warning
    /// for each, since the declarations it may hold are then unknown to the run.
    /// The run's output (`-o`: a folder or a file) is left out too, as an input folder's walk
    /// leaves it out: its files are this tool's expansions of the inputs (break 48/4: a
    /// `--context` folder holding the checked-in outputs made every run after the first
    /// report the generated backing stores as an extension's members, exit 1).
    static func files(for options: CommandLineOptions, inputs: [String], skipped: inout [Message]) -> [String] {
        guard !options.contextPaths.isEmpty else { return [] }
        let resolver = PathResolver()
        let inputPaths = Set(inputs.map(resolver.canonical))
        let output = options.output.flatMap { $0 == "-" ? nil : Identity(of: $0) }
        return files(in: options.contextPaths, skipped: &skipped, excluding: output).filter { !inputPaths.contains(resolver.canonical($0)) }
    }

    /// A file's or folder's device and inode, as `stat(2)` gives them (through links).
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64

        /// Nil when `path` names nothing.
        init?(of path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// The context file at `path`, or nil when it cannot be read (it is then skipped): a
    /// regular file, opened without blocking, of at most `FileOutput.largestRead` bytes (a
    /// 2 GiB file was read whole, 4 GB of memory, and then tokenized for a minute).
    static func read(_ path: String) -> SourceFile? {
        FileOutput.existingBytes(at: path).map { SourceFile(path: path, bytes: $0) }
    }

    /// Every `.swift` and `.swiftinterface` file of `paths`: files as given, folders searched
    /// below (sorted, hidden folders and `*.xcodeproj`/`*.xcworkspace` bundles skipped).
    static func files(in paths: [String]) -> [String] {
        var skipped: [Message] = []
        return files(in: paths, skipped: &skipped)
    }

    /// `files(in:)`, with a warning in `skipped` for each FIFO, socket or device named like a
    /// source below a folder of `paths` (not read: it could block).
    static func files(in paths: [String], skipped: inout [Message], excluding excluded: Identity? = nil) -> [String] {
        var found: [String] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if let excluded, excluded == Identity(of: path) { continue }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                found.append(path)
                continue
            }
            // Named as FileManager's enumerator named them: below the folder's absolute path.
            var inFolder: [String] = []
            collect(in: URL(fileURLWithPath: path).path, into: &inFolder, skipped: &skipped, excluding: excluded)
            found += inFolder.sorted()
        }
        return found
    }

    /// The `*.swift` and `*.swiftinterface` files below `folder`, hidden files and folders,
    /// Xcode project and workspace bundles and `excluded` (the run's output) skipped, symbolic links to folders not followed (as `FileManager`'s enumerator with
    /// `.skipsHiddenFiles`); unreadable folders are skipped.
    private static func collect(in folder: String, into found: inout [String], skipped: inout [Message], excluding excluded: Identity?) {
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var info = stat()
                isFolder = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder {
                // As the input walk (`FolderWalk`): a project or workspace bundle's stray
                // sources are built by no target, and their declarations are not the module's.
                guard !FolderWalk.isProjectBundle(name) else { continue }
                if let excluded, excluded == Identity(of: path) { continue }
                collect(in: path, into: &found, skipped: &skipped, excluding: excluded)
            } else if name.hasSuffix(".swift") || name.hasSuffix(".swiftinterface") {
                if let excluded, excluded == Identity(of: path) { continue }
                // Only a regular file (or a link to one) is read; `d_type` is a hint, `stat` decides.
                if entry.pointee.d_type != UInt8(DT_REG), case let .special(what) = FileOutput.kind(of: path) {
                    skipped.append(Message(file: path, .warning, .cannotRead, "is \(what), not a Swift file; this '--context' file is skipped"))
                } else {
                    found.append(path)
                }
            }
        }
    }

    /// The standard library's interfaces (`Swift`, `_Concurrency`) of the toolchain: in
    /// `--sdk`'s or `SDKROOT`'s `usr/lib/swift`, else next to the `swiftc` found on `PATH`
    /// (`<toolchain>/usr/bin/swiftc` -> `<toolchain>/usr/lib/swift/<platform>/Swift.swiftmodule/
    /// <target>.swiftinterface`). Empty when none is found.
    static func defaultInterfaces(sdk: String?, environment: [String: String]) -> [String] {
        var libraries: [String] = []
        if let root = sdk ?? environment["SDKROOT"] { libraries.append(root + "/usr/lib/swift") }
        for folder in ToolchainPaths.searchFolders(environment["PATH"] ?? "") {
            let swiftc = folder + "/swiftc"
            guard ToolchainPaths.isExecutable(swiftc) else { continue }
            let resolved = ToolchainPaths.resolvedParent(of: swiftc)
            for bin in [folder, resolved] { libraries.append(ToolchainPaths.parent(of: bin) + "/lib/swift") }
            break
        }
        for library in libraries {
            let platforms = ["", "/linux", "/macosx", "/windows", "/android", "/freebsd", "/openbsd"]
            for platform in platforms {
                let found = ["Swift", "_Concurrency"].compactMap { interface(of: $0, in: library + platform) }
                if !found.isEmpty { return found }
            }
        }
        return []
    }

    /// The interface of module `module` in SDK `sdk`: a framework's, else a library's.
    static func frameworkInterface(of module: String, sdk: String) -> String? {
        interface(of: module, in: sdk + "/System/Library/Frameworks/" + module + ".framework/Modules")
            ?? interface(of: module, in: sdk + "/usr/lib/swift")
    }

    /// `<folder>/<module>.swiftmodule/<target>.swiftinterface` for this machine's architecture
    /// (not the `.private` one), or nil.
    static func interface(of module: String, in folder: String) -> String? {
        let moduleFolder = folder + "/" + module + ".swiftmodule"
        guard let names = ToolchainPaths.names(in: moduleFolder) else { return nil }
        #if arch(arm64)
        let architecture = ["arm64", "aarch64"]
        #else
        let architecture = ["x86_64"]
        #endif
        let interfaces = names.filter { $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") }.sorted()
        let chosen = interfaces.first { name in architecture.contains { name.hasPrefix($0) } } ?? interfaces.first
        return chosen.map { moduleFolder + "/" + $0 }
    }
}
