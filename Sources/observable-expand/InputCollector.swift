import Foundation

/// One unit of work: an input file and where its expansion goes.
struct Job {
    /// The path to read, or "-" for standard input.
    var input: String
    /// The name used in diagnostics and headers.
    var displayPath: String
    /// Where to write; nil for standard output.
    var output: String?
}

/// Turns the command line's inputs into jobs: folders are searched for `*.swift` files in
/// sorted order (hidden folders skipped), and outputs mirror the input tree.
enum InputCollector {
    struct Failure: Error {
        var message: String
        /// 64 for a usage problem, 1 for a missing or unreadable input.
        var status: Int32
    }

    static func jobs(for options: CommandLineOptions) throws(Failure) -> [Job] {
        let fileManager = FileManager.default
        var pairs: [(input: String, relative: String)] = []
        var sawFolder = false
        for input in options.inputs {
            if input == "-" {
                pairs.append(("-", options.assumeFilename ?? "<stdin>"))
                continue
            }
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw Failure(message: "\(input): error: no such file or folder", status: 1)
            }
            if isDirectory.boolValue {
                sawFolder = true
                // An output folder inside the input folder is not input: its files are ours.
                let files = swiftFiles(in: input, excluding: options.output.map(canonical))
                if files.isEmpty {
                    throw Failure(message: "\(input): error: no Swift files in this folder", status: 1)
                }
                for relative in files {
                    pairs.append((join(input, relative), relative))
                }
            } else {
                pairs.append((input, (input as NSString).lastPathComponent))
            }
        }
        guard let output = options.output else {
            guard pairs.count == 1 else {
                throw Failure(message: "observable-expand: error: \(pairs.count) input files need '--output <folder>'", status: 64)
            }
            return [Job(input: pairs[0].input, displayPath: display(pairs[0].input, options), output: nil)]
        }
        if pairs.contains(where: { $0.input == "-" }) && options.assumeFilename == nil && pairs.count > 1 {
            throw Failure(message: "observable-expand: error: standard input ('-') with other inputs needs '--assume-filename' to name its output", status: 64)
        }
        var isDirectory: ObjCBool = false
        let outputIsFolder = sawFolder || pairs.count > 1 || output.hasSuffix("/")
            || (fileManager.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue)
        var jobs: [Job] = []
        var seen: [String: String] = [:]
        let inputPaths = Set(pairs.map { canonical($0.input) })
        if outputIsFolder, pairs.contains(where: { $0.input == "-" }), options.assumeFilename == nil {
            throw Failure(message: "observable-expand: error: standard input ('-') with an output folder needs '--assume-filename' to name its output", status: 64)
        }
        if !outputIsFolder && !options.outputSuffix.isEmpty {
            throw Failure(message: "observable-expand: error: '--output-suffix' applies to an output folder, not to the output file '\(output)'", status: 64)
        }
        for (input, relative) in pairs {
            let target = outputIsFolder ? join(output, suffixed(relative, options.outputSuffix)) : output
            let key = canonical(target)
            if inputPaths.contains(key) {
                throw Failure(message: "observable-expand: error: output '\(target)' would overwrite the input '\(input)'", status: 64)
            }
            if let other = seen[key] {
                throw Failure(message: "observable-expand: error: inputs '\(other)' and '\(input)' would both be written to '\(target)'", status: 64)
            }
            seen[key] = input
            jobs.append(Job(input: input, displayPath: display(input, options), output: target))
        }
        return jobs
    }

    /// The `*.swift` files below `folder`, as sorted paths relative to it.
    static func swiftFiles(in folder: String, excluding excluded: String? = nil) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if let excluded, (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory,
               canonical(join(folder, relative)) == excluded {
                enumerator.skipDescendants()
                continue
            }
            if name.hasPrefix(".") {
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
                continue
            }
            if name.hasSuffix(".swift"), (enumerator.fileAttributes?[.type] as? FileAttributeType) != .typeDirectory {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    /// `a/Model.swift` with suffix `.expanded` is `a/Model.expanded.swift`.
    static func suffixed(_ relative: String, _ suffix: String) -> String {
        guard !suffix.isEmpty, relative.hasSuffix(".swift") else { return relative }
        return String(relative.dropLast(6)) + suffix + ".swift"
    }

    static func join(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The path shown in diagnostics and headers: as given, without `./` prefixes and doubled
    /// slashes, so that `./Models` and `Models` give the same bytes.
    static func display(_ input: String, _ options: CommandLineOptions) -> String {
        var path = input == "-" ? (options.assumeFilename ?? "<stdin>") : input
        while path.contains("//") { path = path.replacingOccurrences(of: "//", with: "/") }
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        return path.replacingOccurrences(of: "/./", with: "/")
    }
}
