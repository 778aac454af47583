import Foundation

/// Runs the check each README block asks for (see `ReadmeBlock` and `ReadmeCheck.Kind`) and
/// returns what failed, one message per failing block, naming its line.
///
/// Every process it starts runs in a temporary folder of its own, with `HOME` and
/// `XDG_CACHE_HOME` inside it and `observable-expand` on `PATH` as the built binary, so that
/// nothing is written outside it (the tool's expansion cache included).
struct ReadmeChecker: Sendable {
    /// The built `observable-expand`.
    var binary: String
    /// The toolchain's `swiftc`; nil fails every block that needs it.
    var swiftc: String?
    /// The checkout, for `.pre-commit-hooks.yaml`, `Package.swift` and the tests of `run-by`.
    var repository: URL

    /// What each block of `blocks` came to, in order: nil when it passed.
    func failures(_ blocks: [ReadmeBlock]) -> [String?] {
        Toolchain.parallel(blocks) { block in
            let message: String?
            do { message = try check(block) } catch { message = "\(error)" }
            return message.map { "README.md:\(block.line): \($0)" }
        }
    }

    /// Nil when `block` passes its check, else why not.
    func check(_ block: ReadmeBlock) throws -> String? {
        guard let check = block.check ?? (block.language == "swift" ? ReadmeCheck(kind: .swift, argument: "", body: [], line: block.line) : nil) else {
            return "a ```\(block.language) block without a check: add '<!-- readme-check: KIND -->' above it (see ReadmeBlocks.swift)"
        }
        switch check.kind {
        case .swift:
            return try typecheck(block.text, manifest: false)
        case .swiftIn:
            let context = check.body.map { $0 + "\n" }.joined()
            guard context.contains("%BLOCK%\n") else { return "'swift-in' needs a body with a line '%BLOCK%'" }
            guard ["", "manifest"].contains(check.argument) else { return "'swift-in' takes no argument but 'manifest'" }
            return try typecheck(context.replacingOccurrences(of: "%BLOCK%\n", with: block.text), manifest: check.argument == "manifest")
        case .output, .outputContains:
            guard let command = check.command else { return "'\(check.kind.rawValue)' needs a body line '$ command'" }
            let folder = try sample(check)
            defer { try? FileManager.default.removeItem(at: folder) }
            // Both streams as a terminal shows them: in the order they were written.
            let result = try shell(["-c", "exec 2>&1; " + command], in: folder)
            let printed = result.stdout + result.stderr
            if check.kind == .output {
                return printed == block.text ? nil : "'\(command)' prints something else; the block:\n\(block.text)it printed:\n\(printed)"
            }
            var lines = printed.split(separator: "\n")[...]
            for wanted in block.text.split(separator: "\n") where !wanted.isEmpty {
                guard let index = lines.firstIndex(where: { $0.contains(wanted) }) else {
                    return "'\(command)' prints no line holding '\(wanted)' (in order); it printed:\n\(printed)"
                }
                lines = lines[(index + 1)...]
            }
            return nil
        case .run:
            return try run(block.text, check)
        case .workflow:
            return try workflow(block, check)
        case .preCommitConfig:
            return try preCommitConfig(block, check)
        case .runBy:
            return try runBy(block, check)
        case .illustrative:
            return check.argument.isEmpty ? "'illustrative' needs a reason: '<!-- readme-check: illustrative: why -->'" : nil
        }
    }

    // MARK: - Swift

    /// Nil when `source` type-checks (as a package manifest with `manifest`), else the errors.
    func typecheck(_ source: String, manifest: Bool) throws -> String? {
        guard let swiftc else { return "no swiftc on PATH: cannot type-check it" }
        let folder = try Toolchain.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(manifest ? "Package.swift" : "main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let modules = try StandInModules.folder(swiftc: swiftc)
        var arguments = ["-typecheck", "-module-cache-path", StandInModules.moduleCache(in: modules)]
        if manifest {
            let api = URL(fileURLWithPath: swiftc).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/pm/ManifestAPI").path
            arguments += ["-I", api, "-package-description-version", try toolsVersion()]
        } else {
            arguments += ["-I", modules.path]
        }
        let result = try Toolchain.run(swiftc, arguments + [file.path], in: folder, environment: StandInModules.environment(home: folder))
        return result.status == 0 ? nil : "does not type-check:\n\(source)\n\(result.stderr)"
    }

    /// The `swift-tools-version` of this package's manifest.
    private func toolsVersion() throws -> String {
        let manifest = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let first = manifest.prefix { $0 != "\n" }
        guard let colon = first.firstIndex(of: ":") else { throw ReadmeError(line: 0, message: "Package.swift has no tools version") }
        return first[first.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    // MARK: - Shell

    /// A fresh folder holding the check's `=== FILE` sections, `bin/observable-expand` (a link
    /// to the binary), `home/` and `cache/`.
    private func sample(_ check: ReadmeCheck) throws -> URL {
        let folder = try Toolchain.temporaryDirectory()
        for name in ["bin", "home", "cache"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(".readme/\(name)"), withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(".readme/bin/observable-expand").path, withDestinationPath: binary)
        for file in check.files {
            let url = folder.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// `/bin/sh arguments` in `folder`, with its own HOME and cache and the binary on PATH.
    private func shell(_ arguments: [String], in folder: URL) throws -> Toolchain.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.appendingPathComponent(".readme/bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = folder.appendingPathComponent(".readme/home").path
        environment["XDG_CACHE_HOME"] = folder.appendingPathComponent(".readme/cache").path
        return try Toolchain.run("/bin/sh", arguments, in: folder, environment: environment)
    }

    /// Runs `script` (sourced from `.readme/block.sh`, so that `then` can run it again) between
    /// the check's setup and its `then`, with `sh -e`.
    private func run(_ script: String, _ check: ReadmeCheck) throws -> String? {
        let folder = try sample(check)
        defer { try? FileManager.default.removeItem(at: folder) }
        try script.write(to: folder.appendingPathComponent(".readme/block.sh"), atomically: true, encoding: .utf8)
        let whole = "set -e\n" + check.setup + ". ./.readme/block.sh\n" + check.then
        try whole.write(to: folder.appendingPathComponent(".readme/whole.sh"), atomically: true, encoding: .utf8)
        let result = try shell(["-e", ".readme/whole.sh"], in: folder)
        guard result.status != 0 else { return nil }
        return "the script exits \(result.status):\n\(whole)\nwith the block:\n\(script)\nstdout:\n\(result.stdout)\nstderr:\n\(result.stderr)"
    }

    private func workflow(_ block: ReadmeBlock, _ check: ReadmeCheck) throws -> String? {
        let entries = SimpleYAML.entries(block.text)
        guard let steps = entries.firstIndex(where: { $0.key == "steps" }), let first = entries[(steps + 1)...].first(where: \.startsItem) else {
            return "a workflow without steps"
        }
        var script = ""
        var skipped = Set<String>()
        for step in SimpleYAML.items(Array(entries[(steps + 1)...]), indentation: first.indentation) {
            guard let command = step.first(where: { $0.key == "run" })?.value else { continue }
            let name = step.first { $0.key == "name" }?.value ?? command
            if let notRun = check.notRun.first(where: { $0.name == name }) {
                guard !notRun.reason.isEmpty else { return "'not-run: \(name)' needs a reason after a second ':'" }
                skipped.insert(name)
                continue
            }
            script += command + "\n"
        }
        if let unknown = check.notRun.first(where: { !skipped.contains($0.name) }) { return "no step with a 'run' is named '\(unknown.name)'" }
        guard !script.isEmpty else { return "no step runs anything" }
        return try run(script, check)
    }

    private func preCommitConfig(_ block: ReadmeBlock, _ check: ReadmeCheck) throws -> String? {
        let manifest = try String(contentsOf: repository.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let hooks = SimpleYAML.items(SimpleYAML.entries(manifest), indentation: 2)
        let entries = SimpleYAML.entries(block.text)
        guard let first = entries.first(where: { $0.key == "id" && $0.startsItem }) else { return "a config without hooks" }
        var script = ""
        for hook in SimpleYAML.items(entries, indentation: first.indentation) {
            let id = hook[0].value
            guard let declared = hooks.first(where: { $0[0].key == "id" && $0[0].value == id }),
                  let entry = declared.first(where: { $0.key == "entry" })?.value else {
                return "hook '\(id)' is not in .pre-commit-hooks.yaml"
            }
            let argumentsValue = hook.first { $0.key == "args" }?.value ?? "[]"
            guard let arguments = SimpleYAML.flowSequence(argumentsValue) else { return "hook '\(id)': args must be a flow sequence '[a, b]'" }
            // As pre-commit runs it: the entry's words, then args (no file names: pass_filenames is false).
            script += ([entry] + arguments.map(Self.quoted)).joined(separator: " ") + "\n"
        }
        return try run(script, check)
    }

    static func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    // MARK: - Commands run elsewhere

    private func runBy(_ block: ReadmeBlock, _ check: ReadmeCheck) throws -> String? {
        let name = check.argument
        let tests = repository.appendingPathComponent("Tests")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
        guard let file = folders.map({ tests.appendingPathComponent("\($0)/\(name).swift") }).first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            return "'run-by \(name)': no Tests/*/\(name).swift"
        }
        let source = try String(contentsOf: file, encoding: .utf8)
        var depth = 0
        for word in block.text.replacingOccurrences(of: "\\\n", with: " ").split(whereSeparator: \.isWhitespace).map(String.init) {
            if word.hasPrefix("[") { depth += 1 }
            defer { if word.hasSuffix("]") { depth -= 1 } }
            guard depth == 0, !["cd", "&&"].contains(word) else { continue }
            if !source.contains("\"\(word)\"") { return "'\(word)' is not a string literal of \(name).swift: that test does not run this command" }
        }
        return nil
    }
}

/// The stand-in `Combine` and `SwiftUI` of `Tests/MigrationTests/StandIns` (the migration tests'
/// modules, compiled the same way), as `.swiftmodule` files in one folder, built once a process.
enum StandInModules {
    static let sources = FixturePaths.repository.appendingPathComponent("Tests/MigrationTests/StandIns")
    private static let lock = NSLock()
    nonisolated(unsafe) private static var built: Result<URL, ReadmeError>?

    /// The clang module cache the type-checks share, inside `folder` (else it is `~/.cache`).
    static func moduleCache(in folder: URL) -> String { folder.appendingPathComponent("ModuleCache").path }

    /// The test's environment with `HOME` and `XDG_CACHE_HOME` inside `home`.
    static func environment(home: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
        return environment
    }

    /// Removes the modules' folder (the next `folder(swiftc:)` builds them again).
    static func remove() {
        lock.lock()
        defer { lock.unlock() }
        if case let .success(folder)? = built { try? FileManager.default.removeItem(at: folder) }
        built = nil
    }

    static func folder(swiftc: String) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let built { return try built.get() }
        let result: Result<URL, ReadmeError>
        do {
            let folder = try Toolchain.temporaryDirectory()
            result = try ["Combine", "SwiftUI"].reduce(.success(folder)) { previous, module in
                guard case .success = previous else { return previous }
                let outcome = try Toolchain.run(swiftc, ["-parse-as-library", "-emit-module", "-module-name", module, "-I", folder.path,
                                                         "-module-cache-path", moduleCache(in: folder),
                                                         sources.appendingPathComponent("\(module).swift").path,
                                                         "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path],
                                                in: folder, environment: environment(home: folder))
                return outcome.status == 0 ? previous : .failure(ReadmeError(line: 0, message: "stand-in \(module) does not compile:\n\(outcome.stderr)"))
            }
        } catch {
            result = .failure(ReadmeError(line: 0, message: "\(error)"))
        }
        built = result
        return try result.get()
    }
}
