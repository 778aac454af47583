import Foundation
import XCTest

/// `.pre-commit-hooks.yaml`: its shape as the pre-commit framework reads a hook manifest (read
/// with `SimpleYAML`, since Foundation has no YAML parser), and, where `pre-commit` is
/// installed, the framework itself validating it and running a hook. The README's sample
/// configuration runs each hook's `entry` and `args` by hand (`ReadmeExampleTests`).
final class PreCommitHookTests: XCTestCase {
    static let manifest = FixturePaths.repository.appendingPathComponent(".pre-commit-hooks.yaml")

    /// The keys pre-commit 4 accepts in a manifest hook (`MANIFEST_HOOK_DICT`); it warns about others.
    static let knownKeys: Set<String> = [
        "id", "name", "entry", "language", "alias", "files", "exclude", "types", "types_or", "exclude_types",
        "additional_dependencies", "args", "always_run", "fail_fast", "pass_filenames", "description",
        "language_version", "log_file", "require_serial", "stages", "verbose", "minimum_pre_commit_version",
    ]

    func hooks() throws -> [[String: String]] {
        let entries = SimpleYAML.entries(try String(contentsOf: Self.manifest, encoding: .utf8))
        // A manifest is a sequence at the top level, so its hooks' keys sit at indentation 2.
        XCTAssert(entries.allSatisfy { $0.indentation == 2 }, "a nested value: SimpleYAML reads only flat hooks")
        return SimpleYAML.items(entries, indentation: 2).map { item in
            var hook: [String: String] = [:]
            for entry in item {
                XCTAssertNil(hook[entry.key], "'\(entry.key)' twice in hook at line \(item[0].line)")
                hook[entry.key] = entry.value
            }
            return hook
        }
    }

    func testTheManifestDeclaresCheckHooksThatRunOnceOverTheConfiguredFolders() throws {
        let hooks = try hooks()
        XCTAssertEqual(hooks.compactMap { $0["id"] }, ["observable-expand-check", "observable-expand-check-installed"])
        let manifest = try String(contentsOf: FixturePaths.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        for hook in hooks {
            let id = hook["id"] ?? "?"
            for key in ["id", "name", "entry", "language"] { XCTAssertNotNil(hook[key], "\(id): no '\(key)'") }
            XCTAssertEqual(Set(hook.keys).subtracting(Self.knownKeys), [], "\(id): keys pre-commit does not know")
            // `--check` needs the inputs and the output folder, which only the user's `args`
            // give; pre-commit must not append changed file names to them.
            XCTAssertEqual(hook["entry"], "observable-expand --check", id)
            XCTAssertEqual(hook["pass_filenames"], "false", id)
            // A commit that only deletes a source leaves an orphan, and pre-commit matches no
            // deleted file against `files:`: the hook must run anyway (found by a tester).
            XCTAssertEqual(hook["always_run"], "true", id)
            let files = try NSRegularExpression(pattern: try XCTUnwrap(hook["files"], id))
            func matches(_ path: String) -> Bool { files.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil }
            XCTAssert(matches("Sources/App/Observable/Model.swift") && !matches("README.md") && !matches("Model.swift.orig"), id)
            switch hook["language"] {
            case "swift":
                // pre-commit runs `swift build -c release` in this repository and puts the build
                // folder on PATH: the entry's command must be an executable product of the package.
                XCTAssert(manifest.contains(".executable(name: \"observable-expand\""), "\(id): no executable product 'observable-expand'")
            case "system":
                break // the observable-expand on PATH
            default:
                XCTFail("\(id): language '\(hook["language"] ?? "")': this project's hooks are 'swift' or 'system'")
            }
        }
    }

    /// With `pre-commit` on PATH (it is not part of the toolchain: `pip install pre-commit`): it
    /// validates the manifest and the README's configuration, and runs the `system` hook from a
    /// clone of this checkout's HEAD on a sample repository, once current and once stale.
    func testPreCommitRunsTheInstalledHook() throws {
        guard let preCommit = Self.onPath("pre-commit") else {
            throw XCTSkip("pre-commit is not installed (pip install pre-commit): the manifest's shape is checked, the framework not run")
        }
        guard let git = Self.onPath("git") else { throw XCTSkip("no git on PATH: pre-commit needs it") }
        let work = try Toolchain.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let sample = work.appendingPathComponent("sample")
        let bin = work.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: sample.appendingPathComponent("Sources/App/Observable"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("observable-expand").path, withDestinationPath: CommandLineTests.binary)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = work.appendingPathComponent("home").path
        environment["XDG_CACHE_HOME"] = work.appendingPathComponent("cache").path
        environment["PRE_COMMIT_HOME"] = work.appendingPathComponent("pre-commit").path
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        for (key, value) in ["GIT_AUTHOR_NAME": "test", "GIT_AUTHOR_EMAIL": "test@example.invalid", "GIT_COMMITTER_NAME": "test", "GIT_COMMITTER_EMAIL": "test@example.invalid"] {
            environment[key] = value
        }
        func run(_ executable: String, _ arguments: [String]) throws -> Toolchain.Result {
            try Toolchain.run(executable, arguments, in: sample, environment: environment)
        }

        let validated = try run(preCommit, ["validate-manifest", Self.manifest.path])
        XCTAssertEqual(validated.status, 0, validated.stdout + validated.stderr)

        // The README's configuration, pointed at this checkout's HEAD and the installed hook.
        let readme = try ReadmeBlock.parse(String(contentsOf: ReadmeExampleTests.readme, encoding: .utf8))
        var config = try XCTUnwrap(readme.first { $0.check?.kind == .preCommitConfig }).text
        let head = try Toolchain.run(git, ["-C", FixturePaths.repository.path, "rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        config = config.replacingOccurrences(of: "https://github.com/<owner>/observable-expand", with: FixturePaths.repository.path)
            .replacingOccurrences(of: "<tag or commit>", with: head)
            .replacingOccurrences(of: "id: observable-expand-check\n", with: "id: observable-expand-check-installed\n")
        try config.write(to: sample.appendingPathComponent(".pre-commit-config.yaml"), atomically: true, encoding: .utf8)
        let configValid = try run(preCommit, ["validate-config", ".pre-commit-config.yaml"])
        XCTAssertEqual(configValid.status, 0, configValid.stdout + configValid.stderr)

        let model = sample.appendingPathComponent("Sources/App/Observable/Model.swift")
        try "import Observation\n\n// @Observable\nfinal class Model {\n    var name = \"\"\n}\n".write(to: model, atomically: true, encoding: .utf8)
        for arguments in [["init", "-q"], ["add", "-A"]] { XCTAssertEqual(try run(git, arguments).status, 0) }
        let generate = try run(CommandLineTests.binary, ["Sources/App/Observable", "--output", "Sources/App/ObservableGenerated", "--output-suffix", ".expanded", "--source-location", "relative"])
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertEqual(try run(git, ["add", "-A"]).status, 0)

        let current = try run(preCommit, ["run", "--all-files"])
        XCTAssertEqual(current.status, 0, current.stdout + current.stderr)
        XCTAssert(current.stdout.contains("observable-expand --check") && current.stdout.contains("Passed"), current.stdout)

        try "final class Other {}\n".appendingToFile(model)
        XCTAssertEqual(try run(git, ["add", "-A"]).status, 0)
        let stale = try run(preCommit, ["run", "--all-files"])
        XCTAssertEqual(stale.status, 1, stale.stdout + stale.stderr)
        XCTAssert(stale.stdout.contains("'Sources/App/ObservableGenerated/Model.expanded.swift' is out of date"), stale.stdout)
    }

    static func onPath(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

private extension String {
    func appendingToFile(_ url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(utf8))
    }
}
