import Foundation
import ObservableExpander

/// The module each input of a migration is built into (`MigrationOptions.modules`), told from
/// the nearest build manifest above the file, the ones the deployment-target check reads:
/// - a `Package.swift`: the package folder and the target whose folder holds the file (a
///   `path:` the manifest gives a target, else `Sources/<Target>/` or `Tests/<Target>/`);
/// - else an `*.xcodeproj`: the folder that holds it and the native targets whose Sources build
///   phase lists the file, or that list a synchronized folder holding it and do not leave it out,
///   or that an exception set of such a folder adds it to (none: an empty set, a file not built); when the project file cannot be read that way
///   (`XcodeTargets`), the folder alone (its targets taken as one module);
/// - else an XcodeGen `project.yml` (`project.yaml`) whose targets' `sources:` can be read
///   exactly (`XcodeGenTargets`): the folder and the targets one of whose sources is the file
///   or a folder that holds it (none: an empty set); one that cannot be read is passed over;
/// - else a Tuist `Project.swift` (one that imports `ProjectDescription`): its folder, taken as one
///   module, as an Xcode project whose targets cannot be read is (Tuist's targets and their
///   `sources:` globs are often built by helper functions; review 20a/02, AdaptySDK-iOS).
/// A file under none of these, or in a package but in no target folder, has no entry (unknown).
enum ModuleIdentity {
    /// A manifest found in a folder.
    enum Manifest {
        /// A package: its folder and its targets' `path:`s (target name -> path, as written).
        case package(root: String, paths: [String: String])
        /// Xcode projects: their folder and, when every project there could be read, the targets
        /// of each file (absolute path).
        case project(folder: String, membership: XcodeTargets.Membership?)
        /// An XcodeGen project: its folder and its targets' sources (target name -> absolute paths).
        case xcodeGen(folder: String, sources: [String: [String]])
        /// A Tuist project: its folder (its targets taken as one module).
        case tuist(folder: String)
    }

    /// The module of each of `files` (by `display` path) whose `input` (a path of the file
    /// system) is under a manifest. Reads at most one manifest per folder above the inputs;
    /// never throws.
    static func modules(_ files: [(input: String, display: String)]) -> [String: Set<String>] {
        var manifests: [String: Manifest?] = [:]
        var result: [String: Set<String>] = [:]
        for file in files where file.input != "-" {
            let absolute = DeploymentTargets.absolute(file.input)
            var folder = URL(fileURLWithPath: absolute).deletingLastPathComponent()
            while true {
                let found: Manifest?
                if let known = manifests[folder.path] { found = known } else {
                    found = manifest(in: folder.path)
                    manifests[folder.path] = .some(found)
                }
                if let found {
                    if let module = module(of: absolute, in: found) { result[file.display] = module }
                    break
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return result
    }

    /// The manifest directly in `folder` (a package before a project), or nil.
    static func manifest(in folder: String) -> Manifest? {
        let package = folder + "/Package.swift"
        if FileOutput.kind(of: package) == .regular {
            return .package(root: folder, paths: PackageTargets(FileOutput.existingBytes(at: package) ?? []).paths)
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let projects = names.filter { $0.hasSuffix(".xcodeproj") && FileOutput.kind(of: folder + "/" + $0 + "/project.pbxproj") == .regular }
        guard !projects.isEmpty else {
            // XcodeGen's project file, when no generated project is there (review 17b/04).
            for name in DeploymentTargets.xcodeGenNames.sorted() where names.contains(name) && FileOutput.kind(of: folder + "/" + name) == .regular {
                guard let sources = XcodeGenTargets.sources(of: folder + "/" + name, folder: folder) else { return nil }
                return .xcodeGen(folder: folder, sources: sources)
            }
            if names.contains("Project.swift"), isTuistProject(folder + "/Project.swift") { return .tuist(folder: folder) }
            return nil
        }
        var membership: XcodeTargets.Membership? = XcodeTargets.Membership()
        for project in projects.sorted() {
            guard let found = XcodeTargets.membership(pbxproj: folder + "/" + project + "/project.pbxproj", projectFolder: folder) else { membership = nil; break }
            // Targets of two projects in one folder are told apart by the project.
            membership?.formUnion(found, prefix: project + " ")
        }
        return .project(folder: folder, membership: membership)
    }

    /// The module of the file at `absolute` under `manifest`, or nil when it is in no target.
    static func module(of absolute: String, in manifest: Manifest) -> Set<String>? {
        switch manifest {
        case let .project(folder, membership):
            guard let membership else { return ["project \(folder)"] }
            return Set(membership.targets(of: absolute).map { "project \(folder) target \($0)" })
        case let .tuist(folder):
            return ["tuist \(folder)"]
        case let .xcodeGen(folder, sources):
            let targets = sources.filter { $0.value.contains { absolute == $0 || absolute.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } }.keys
            return Set(targets.map { "xcodegen \(folder) target \($0)" })
        case let .package(root, paths):
            let relative = String(absolute.dropFirst(root.count + 1))
            // The target with the longest `path:` that holds the file ("": the package's folder).
            let matches = paths.filter { $0.value.isEmpty || relative.hasPrefix($0.value + "/") }
            if let best = matches.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }) {
                return ["package \(root) target \(best.key)"]
            }
            let parts = relative.split(separator: "/")
            guard parts.count >= 3, ["Sources", "Source", "src", "srcs", "Tests"].contains(parts[0]) else { return nil }
            // A target with a `path:` elsewhere may not take this folder's name.
            if paths[String(parts[1])] != nil { return nil }
            return ["package \(root) target \(parts[1])"]
        }
    }

    /// Whether the regular file at `path` is a Tuist manifest: a token sequence `import
    /// ProjectDescription` at the start of a line (a `Project.swift` of another tool, or a
    /// package's source file of that name, does not import it).
    static func isTuistProject(_ path: String) -> Bool {
        guard FileOutput.kind(of: path) == .regular, let bytes = FileOutput.existingBytes(at: path) else { return false }
        let tokens = Tokenizer.tokenize(bytes).tokens
        func text(_ k: Int) -> Substring { Substring(decoding: bytes[Int(tokens[k].start) ..< Int(tokens[k].end)], as: UTF8.self) }
        for k in tokens.indices.dropLast() where tokens[k].kind == .identifier && text(k) == "import" {
            if tokens[k + 1].kind == .identifier, text(k + 1) == "ProjectDescription" { return true }
        }
        return false
    }
}
