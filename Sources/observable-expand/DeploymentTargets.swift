import ObservableExpander

/// The deployment targets a migration runs under, as declared outside the Swift sources: a
/// package manifest's `platforms:` (`.iOS(.v16)`, `.macOS("13.0")`) and an Xcode project's
/// `IPHONEOS_DEPLOYMENT_TARGET`, `MACOSX_…`, `TVOS_…`, `WATCHOS_…`, `XROS_…` build settings,
/// a Tuist project's `deploymentTargets: .macOS("13.0")`, and an XcodeGen project's
/// `deploymentTarget:` (`DeploymentTargets+XcodeGen`). Read from `Package.swift`,
/// `*.xcodeproj/project.pbxproj`, `*.xcconfig` (where projects that keep their settings in
/// configuration files set them), Tuist's `Project.swift` and `ProjectDescriptionHelpers/*.swift`,
/// XcodeGen's `project.yml` and the files it includes
/// in the input folders (at most 6 levels down, hidden and build folders left out) and in
/// every folder above each input.
enum DeploymentTargets {
    /// One declared version lower than Observation needs, where it is declared.
    struct Setting {
        var path: String
        /// Byte offset of the version's declaration in the file.
        var offset: Int
        /// `iOS 16`, `macOS 13.0`.
        var versions: String
        /// `Package.swift 'platforms'`, `IPHONEOS_DEPLOYMENT_TARGET`.
        var setting: String
        /// The setting is there but its value could not be read (`platforms: supported`).
        var unread = false
    }

    /// Observation's first versions, by platform as `Package.swift` names it.
    static let minimum: [String: Int] = ["iOS": 17, "macOS": 14, "tvOS": 17, "watchOS": 10, "visionOS": 1, "macCatalyst": 17]
    /// The build settings of an Xcode project, by platform.
    static let buildSettings: [(setting: String, platform: String)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", "iOS"), ("MACOSX_DEPLOYMENT_TARGET", "macOS"), ("TVOS_DEPLOYMENT_TARGET", "tvOS"),
        ("WATCHOS_DEPLOYMENT_TARGET", "watchOS"), ("XROS_DEPLOYMENT_TARGET", "visionOS"),
    ]

    /// The settings below Observation's minimum that the files around `inputs` declare, one per
    /// file and platform (the lowest, at its first declaration), in path order.
    /// A `Package.swift` counts only when a file the run changes (`changed`, paths) is in its
    /// folder: a package of the tree whose targets hold no migrated code says nothing.
    static func lowSettings(around inputs: [String], changed: [String]? = nil) -> [(file: SourceFile, settings: [Setting])] {
        var found: [(SourceFile, [Setting])] = []
        let changedPaths = changed?.map(absolute)
        let all = manifests(around: inputs)
        // Tuist's files are read together: a manifest's value may be a helper's constant.
        let tuist = tuistSettings(paths: all.filter(isTuistFile))
        for path in Set(all).union(tuist.keys).sorted() {
            if isTuistFile(path) {
                guard let settings = tuist[path], !settings.isEmpty, let bytes = FileOutput.existingBytes(at: path) else { continue }
                found.append((SourceFile(path: path, bytes: bytes), settings))
                continue
            }
            if let changedPaths, path.hasSuffix("Package.swift") {
                let folder = absolute(String(path.dropLast("Package.swift".count)))
                guard changedPaths.contains(where: { $0.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }) else { continue }
            }
            guard let bytes = FileOutput.existingBytes(at: path) else { continue }
            let file = SourceFile(path: path, bytes: bytes)
            let settings = path.hasSuffix(".pbxproj") || path.hasSuffix(".xcconfig") ? projectSettings(bytes, path: path)
                : path.hasSuffix(".yml") || path.hasSuffix(".yaml") ? xcodeGenSettings(bytes, path: path)
                : path.hasSuffix("/Package.swift") || path == "Package.swift" ? packageSettings(bytes, path: path) + packageDefaultSettings(bytes, path: path, changed: changedPaths)
                : []
            if !settings.isEmpty { found.append((file, settings)) }
        }
        return found
    }

    /// `path` made absolute (from the current folder) and standardized (`.`, `..` removed).
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + (path.isEmpty ? "." : path)
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }

    /// `Package.swift` and `project.pbxproj` files in and above the inputs, each once.
    static func manifests(around inputs: [String]) -> [String] {
        var folders: [String] = []
        var below: [String] = []
        for input in inputs {
            let absolute = URL(fileURLWithPath: input).standardizedFileURL
            let isFolder = FileOutput.kind(of: input) == .folder
            if isFolder { below.append(absolute.path) }
            var folder = isFolder ? absolute : absolute.deletingLastPathComponent()
            while true {
                folders.append(folder.path)
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        var result: Set<String> = []
        for folder in folders { result.formUnion(candidates(in: folder)) }
        for folder in below { walk(folder, depth: 0, into: &result) }
        // Named from the working folder when they are below it, as the inputs are.
        let here = FileManager.default.currentDirectoryPath
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return result.sorted().map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
    }

    /// The manifests directly in `folder`.
    static func candidates(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [String] = []
        for name in names {
            if name == "Package.swift" || name == "Project.swift" { found.append(folder + "/" + name) }
            if name.hasSuffix(".xcconfig") && !name.hasPrefix("."), FileOutput.kind(of: folder + "/" + name) == .regular {
                found.append(folder + "/" + name)
            }
            // XcodeGen's project file, and the files it includes (`*/target.yml`).
            if xcodeGenNames.contains(name), FileOutput.kind(of: folder + "/" + name) == .regular {
                found.append(folder + "/" + name)
                found += xcodeGenIncludes(of: folder + "/" + name)
            }
            if name.hasSuffix(".xcodeproj"), FileOutput.kind(of: folder + "/" + name + "/project.pbxproj") == .regular {
                found.append(folder + "/" + name + "/project.pbxproj")
            }
            // Tuist's helpers, where apps built with it declare their targets' settings (a
            // `Tuist` folder beside `Project.swift`, or the run's own walk reaching them).
            if name == "Tuist" {
                let helpers = folder + "/Tuist/ProjectDescriptionHelpers"
                for helper in (try? FileManager.default.contentsOfDirectory(atPath: helpers)) ?? []
                where helper.hasSuffix(".swift") && !helper.hasPrefix(".") && FileOutput.kind(of: helpers + "/" + helper) == .regular {
                    found.append(helpers + "/" + helper)
                }
            }
            if folder.hasSuffix("/ProjectDescriptionHelpers") && name.hasSuffix(".swift") && !name.hasPrefix(".")
                && FileOutput.kind(of: folder + "/" + name) == .regular {
                found.append(folder + "/" + name)
            }
        }
        // A helper is reached both from its `Tuist` folder and by the walk: once.
        return Array(Set(found)).sorted()
    }

    private static func walk(_ folder: String, depth: Int, into result: inout Set<String>) {
        guard depth <= 6, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        result.formUnion(candidates(in: folder))
        for name in names where !name.hasPrefix(".") && ![".build", "build", "Pods", "node_modules", "DerivedData"].contains(name) && !name.hasSuffix(".xcodeproj") {
            let path = folder + "/" + name
            var info = stat()
            // Links are not followed: a link to a folder above would walk in circles.
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            walk(path, depth: depth + 1, into: &result)
        }
    }

    /// `platforms: [.iOS(.v16), .macOS("13.0")]` in a manifest, read from its tokens (never
    /// from comments or strings elsewhere).
    static func packageSettings(_ bytes: [UInt8], path: String) -> [Setting] {
        let tokens = Tokenizer.tokenize(bytes).tokens
        func text(_ k: Int) -> String { String(decoding: bytes[Int(tokens[k].start) ..< Int(tokens[k].end)], as: UTF8.self) }
        var lowest: [String: (version: String, setting: Setting)] = [:]
        var order: [String] = []
        var k = 0
        while k + 2 < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .identifier, text(k) == "platforms", tokens[k + 1].kind == .colon, tokens[k + 2].kind == .leftSquare else { continue }
            var j = k + 3
            while j + 4 < tokens.count, tokens[j].kind != .rightSquare {
                // `.iOS(.v16)`, `.macOS(.v10_15)`, `.iOS("16.4")`
                if tokens[j].kind == .period, tokens[j + 1].kind == .identifier, let floor = minimum[text(j + 1)], tokens[j + 2].kind == .leftParen {
                    let platform = text(j + 1)
                    var version: String?
                    var end = j + 3
                    if tokens[j + 3].kind == .period, tokens[j + 4].kind == .identifier, text(j + 4).hasPrefix("v") {
                        version = PlainText.replacing("_", with: ".", in: String(text(j + 4).dropFirst()))
                        end = j + 4
                    } else if tokens[j + 3].kind == .stringLiteral {
                        version = PlainText.trimming(text(j + 3)) { $0 == "\"" }
                    }
                    if let version, let major = Int(version.prefix { $0.isNumber }), major < floor,
                       lowest[platform].map({ Self.isLower(version, than: $0.version) }) ?? true {
                        if lowest[platform] == nil { order.append(platform) }
                        lowest[platform] = (version, Setting(path: path, offset: Int(tokens[j + 1].start), versions: "\(platform) \(version)",
                                                           setting: "Package.swift 'platforms'"))
                    }
                    j = end
                }
                j += 1
            }
        }
        return order.compactMap { lowest[$0]?.setting }
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 16.0;` (any target or configuration, but not the project's
    /// where every target sets its own: `overriddenProjectSettings`) in a project file, or
    /// `MACOSX_DEPLOYMENT_TARGET = 13.0 // why` and `…[sdk=macosx*] = 13.0` in a `.xcconfig`.
    static func projectSettings(_ bytes: [UInt8], path: String) -> [Setting] {
        var lowest: [String: (version: String, setting: Setting)] = [:]
        var order: [String] = []
        // A project-level setting every target overrides is no target's (review 12b/09).
        let overridden = path.hasSuffix(".pbxproj") ? overriddenProjectSettings(bytes) : []
        forEachLine(bytes) { textStart, trimmed in
            for (name, platform) in buildSettings where !overridden.contains(textStart) {
                guard let assigned = Self.assignedValue(of: name, in: trimmed) else { continue }
                let value = PlainText.trimming(assigned.prefix { $0 != ";" }) { $0 == "\"" || $0 == " " || $0 == "\t" }
                guard let floor = minimum[platform], let major = Int(value.prefix { $0.isNumber }), major < floor,
                      lowest[platform].map({ Self.isLower(value, than: $0.version) }) ?? true else { continue }
                if lowest[platform] == nil { order.append(platform) }
                lowest[platform] = (value, Setting(path: path, offset: textStart, versions: "\(platform) \(value)", setting: name))
            }
        }
        return order.compactMap { lowest[$0]?.setting }
    }

    /// Calls `body` with each line of `bytes` (split at `\n`), its leading spaces and tabs
    /// dropped, and the UTF-8 offset in `bytes` where what is left starts.
    static func forEachLine(_ bytes: [UInt8], _ body: (_ textStart: Int, _ trimmed: Substring) -> Void) {
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let line = String(decoding: bytes[lineStart ..< lineEnd], as: UTF8.self)
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            body(lineStart + line.utf8.count - trimmed.utf8.count, trimmed)
            lineStart = lineEnd + 1
        }
    }

    /// What follows `name = ` or `name[condition] = ` at the start of `line` (spaces around
    /// `=` optional), up to a `//` comment; nil when the line sets another name.
    static func assignedValue(of name: String, in line: Substring) -> Substring? {
        guard line.hasPrefix(name) else { return nil }
        var rest = line.dropFirst(name.count)
        if rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst()
        if let comment = PlainText.firstRange(of: "//", in: rest) { rest = rest[..<comment.lowerBound] }
        return rest.drop { $0 == " " || $0 == "\t" }
    }

    /// Whether dotted version `a` is lower than `b` (`13.0` < `13.1` < `13.10`).
    static func isLower(_ a: String, than b: String) -> Bool {
        func parts(_ v: String) -> [Int] { v.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 } }
        let x = parts(a), y = parts(b)
        for n in 0 ..< max(x.count, y.count) {
            let p = n < x.count ? x[n] : 0, q = n < y.count ? y[n] : 0
            if p != q { return p < q }
        }
        return false
    }
}
