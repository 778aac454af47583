import ObservableExpander

/// A Tuist app's deployment targets, read from the tokens of its `Project.swift` and its
/// `Tuist/ProjectDescriptionHelpers/*.swift`: `deploymentTargets: .macOS("13.0")`, `.iOS("16.0")`,
/// `DeploymentTargets.iOS("16.4")`, `.multiplatform(iOS: "16.0", macOS: "13.0")`, Tuist's older
/// `deploymentTarget: .iOS(targetVersion: "15.0", …)`, and such a value given through a name
/// (review 17b/01, ios-kMail: `deploymentTargets: Constants.deploymentTarget`, with
/// `public static let deploymentTarget = DeploymentTargets.iOS("16.4")` in a helper). A name is
/// read when exactly one `let`/`var` of that name (its last component: `Constants.x` is `x`) is
/// declared in the manifest or the helpers Tuist compiles with it, and its value is itself such a
/// value; the version is then warned where the constant declares it. A value that cannot be read
/// so (no declaration or several, a computed one, `.iOS(version)`) is said at the label
/// (`unread`), never passed over. A function's parameter passed on (`deploymentTargets:
/// deploymentTargets`) and `nil` say nothing: the callers' labels are read where they are written.
extension DeploymentTargets {
    /// One Tuist file, tokenized once.
    private struct TuistFile {
        let path: String
        let bytes: [UInt8]
        let tokens: [Token]
        func text(_ k: Int) -> String { String(decoding: bytes[Int(tokens[k].start) ..< Int(tokens[k].end)], as: UTF8.self) }
    }

    /// What one deployment-target value says, read from its tokens.
    private struct TuistValue {
        /// Platform versions written as string literals: the platform and the literal's token.
        var literals: [(platform: String, token: Int)] = []
        /// A platform call whose version is no string literal (`.iOS(version)`), or a value of
        /// another form (a call, an operator): the versions cannot be read.
        var unreadable = false
        /// A name (`deploymentTarget`, `Constants.deploymentTarget`): its last component.
        var name: String?
        /// `nil` (`.none`), or a type with no default value (`deploymentTargets: DeploymentTargets` of a parameter).
        var nothing = false
    }

    /// Whether `path` is Tuist's: a `Project.swift`, or a Swift file in a `ProjectDescriptionHelpers` folder.
    static func isTuistFile(_ path: String) -> Bool {
        path == "Project.swift" || path.hasSuffix("/Project.swift") || (path.hasSuffix(".swift") && path.contains("ProjectDescriptionHelpers/"))
    }

    /// For the Tuist files `paths` (as `manifests(around:)` names them): by path, the versions below
    /// Observation's minimum that their `deploymentTargets:` arguments declare (the lowest per
    /// platform and file, at its first declaration; a constant's version in the file that
    /// declares it, which may be a helper not in `paths`; platforms in the order they first
    /// appear), then one `unread` setting at each label whose value is given in a way that
    /// cannot be read (once per file and written value).
    static func tuistSettings(paths: [String]) -> [String: [Setting]] {
        var cache: [String: TuistFile] = [:]
        func file(_ path: String) -> TuistFile? {
            if let known = cache[path] { return known }
            guard let bytes = FileOutput.existingBytes(at: path) else { return nil }
            let read = TuistFile(path: path, bytes: bytes, tokens: Tokenizer.tokenize(bytes).tokens)
            cache[path] = read
            return read
        }
        var lowest: [String: [String: (version: String, setting: Setting)]] = [:]
        var order: [String: [String]] = [:]
        var unread: [String: [Setting]] = [:]
        var unreadSeen: Set<String> = []
        func consider(_ file: TuistFile, platform: String, literal k: Int) {
            let version = PlainText.trimming(file.text(k)) { $0 == "\"" }
            guard let floor = minimum[platform], let major = Int(version.prefix { $0.isNumber }), major < floor,
                  lowest[file.path]?[platform].map({ isLower(version, than: $0.version) }) ?? true else { return }
            if lowest[file.path]?[platform] == nil { order[file.path, default: []].append(platform) }
            lowest[file.path, default: [:]][platform] = (version, Setting(path: file.path, offset: Int(file.tokens[k].start),
                                                                          versions: "\(platform) \(version)", setting: "Tuist 'deploymentTargets'"))
        }
        func sayUnread(_ file: TuistFile, at k: Int, end: Int) {
            let written = String(decoding: file.bytes[Int(file.tokens[k].start) ..< Int(file.tokens[max(k, end - 1)].end)], as: UTF8.self)
            guard unreadSeen.insert(file.path + "\u{0}" + written).inserted else { return }
            unread[file.path, default: []].append(Setting(path: file.path, offset: Int(file.tokens[k].start), versions: "",
                                                          setting: "Tuist 'deploymentTargets'", unread: true))
        }
        for path in paths {
            guard let manifest = file(path) else { continue }
            let scope = ([manifest] + helpers(for: path).compactMap(file)).reduce(into: [TuistFile]()) { all, next in
                if !all.contains(where: { $0.path == next.path }) { all.append(next) }
            }
            let tokens = manifest.tokens
            var k = 0
            while k + 2 < tokens.count {
                defer { k += 1 }
                guard tokens[k].kind == .identifier, manifest.text(k) == "deploymentTargets" || manifest.text(k) == "deploymentTarget",
                      tokens[k + 1].kind == .colon, !(k > 0 && tokens[k - 1].kind == .period) else { continue }
                let (value, end) = read(manifest, from: k + 2, declaration: false)
                var resolved = value
                var holder = manifest
                // A name: its one declaration in the manifest or its helpers, followed at most 4 times.
                var hops = 0
                while let name = resolved.name, hops < 4 {
                    hops += 1
                    if resolved.literals.isEmpty, !resolved.unreadable, scope.contains(where: { isParameter(name, in: $0) }),
                       !scope.contains(where: { !declarations(of: name, in: $0).isEmpty }) {
                        resolved = TuistValue(nothing: true)
                        break
                    }
                    let found = scope.flatMap { file in declarations(of: name, in: file).map { (file, $0) } }
                    guard found.count == 1 else { resolved = TuistValue(unreadable: true); break }
                    holder = found[0].0
                    resolved = read(holder, from: found[0].1, declaration: true).value
                }
                if resolved.name != nil { resolved = TuistValue(unreadable: true) }
                for literal in resolved.literals { consider(holder, platform: literal.platform, literal: literal.token) }
                if resolved.unreadable { sayUnread(manifest, at: k + 2, end: end) }
            }
        }
        var result: [String: [Setting]] = [:]
        for (path, platforms) in order {
            result[path] = platforms.compactMap { lowest[path]?[$0]?.setting }
        }
        for (path, settings) in unread { result[path, default: []] += settings }
        return result
    }

    /// The helpers Tuist compiles a manifest at `path` with: the Swift files of
    /// `Tuist/ProjectDescriptionHelpers` in the nearest folder at or above the manifest's that
    /// has one (a helper's own folder for a helper), named as `path` is (relative to the working
    /// folder when below it).
    private static func helpers(for path: String) -> [String] {
        func swiftFiles(in folder: String) -> [String]? {
            guard FileOutput.kind(of: folder) == .folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
            return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") && FileOutput.kind(of: folder + "/" + $0) == .regular }
                .sorted().map { folder + "/" + $0 }
        }
        let here = FileManager.default.currentDirectoryPath
        let prefix = here.hasSuffix("/") ? here : here + "/"
        func named(_ absolute: String) -> String { absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute }
        var folder = URL(fileURLWithPath: absolute(path)).deletingLastPathComponent()
        if folder.lastPathComponent == "ProjectDescriptionHelpers" { return (swiftFiles(in: folder.path) ?? []).map(named) }
        while true {
            if let found = swiftFiles(in: folder.path + "/Tuist/ProjectDescriptionHelpers") { return found.map(named) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return [] }
            folder = parent
        }
    }

    /// The token where the value of each `let`/`var` named `name` in `file` starts (after its `=`).
    private static func declarations(of name: String, in file: TuistFile) -> [Int] {
        let tokens = file.tokens
        var found: [Int] = []
        var k = 0
        while k + 2 < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .identifier, file.text(k) == "let" || file.text(k) == "var",
                  tokens[k + 1].kind == .identifier, file.text(k + 1) == name else { continue }
            // `let name = …` or `let name: Type = …` (the type up to the `=` on its line).
            var j = k + 2
            while j < tokens.count, tokens[j].kind != .equal, tokens[j].kind != .leftBrace, !(j > k + 2 && tokens[j].isAtStartOfLine) { j += 1 }
            found.append(j < tokens.count && tokens[j].kind == .equal ? j + 1 : -1)
        }
        // A computed property (no `=`) is a declaration whose value is not read: it still counts.
        return found.map { $0 < 0 ? tokens.count : $0 }
    }

    /// Whether `file` declares a parameter (or a typed name) `name: DeploymentTargets`.
    private static func isParameter(_ name: String, in file: TuistFile) -> Bool {
        let tokens = file.tokens
        var k = 0
        while k + 2 < tokens.count {
            defer { k += 1 }
            if tokens[k].kind == .identifier, file.text(k) == name, tokens[k + 1].kind == .colon, tokens[k + 2].kind == .identifier,
               ["DeploymentTargets", "DeploymentTarget"].contains(file.text(k + 2)), !(k + 3 < tokens.count && tokens[k + 3].kind == .period) {
                return true
            }
        }
        return false
    }

    /// The value starting at token `start` of `file`, up to the end of its argument (a `,` or the
    /// closing bracket at its level), or for a `declaration` also up to the next line's statement;
    /// and the token where it ends.
    private static func read(_ file: TuistFile, from start: Int, declaration: Bool) -> (value: TuistValue, end: Int) {
        let tokens = file.tokens
        var value = TuistValue()
        guard start < tokens.count, tokens[start].kind != .endOfFile else { return (TuistValue(unreadable: true), start) }
        // A type (a parameter's: `deploymentTargets: DeploymentTargets? = nil`): its default value, if any.
        if tokens[start].kind == .identifier, ["DeploymentTargets", "DeploymentTarget"].contains(file.text(start)),
           !(start + 1 < tokens.count && tokens[start + 1].kind == .period) {
            var after = start + 1
            if after < tokens.count, tokens[after].kind == .operator, file.text(after) == "?" { after += 1 }
            if after < tokens.count, tokens[after].kind == .equal { return read(file, from: after + 1, declaration: declaration) }
            return (TuistValue(nothing: true), after)
        }
        var j = start, depth = 0
        var plain = true  // identifiers and periods only, at the value's own level
        while j < tokens.count, tokens[j].kind != .endOfFile {
            switch tokens[j].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            if depth < 0 || (depth == 0 && (tokens[j].kind == .comma || tokens[j].kind == .semicolon)) { break }
            if declaration, j > start, depth == 0, tokens[j].isAtStartOfLine, tokens[j].kind != .period, tokens[j].kind != .rightParen { break }
            if !(tokens[j].kind == .identifier || tokens[j].kind == .period) || depth > 0 { plain = false }
            // `.macOS("13.0")`, `.iOS(targetVersion: "15.0", …)`
            if tokens[j].kind == .period, j + 2 < tokens.count, tokens[j + 1].kind == .identifier, minimum[file.text(j + 1)] != nil,
               tokens[j + 2].kind == .leftParen {
                var v = j + 3
                if v + 2 < tokens.count, tokens[v].kind == .identifier, file.text(v) == "targetVersion", tokens[v + 1].kind == .colon { v += 2 }
                if v < tokens.count, tokens[v].kind == .stringLiteral, v + 1 < tokens.count,
                   tokens[v + 1].kind == .rightParen || tokens[v + 1].kind == .comma {
                    value.literals.append((file.text(j + 1), v))
                } else {
                    value.unreadable = true
                }
            }
            // `.multiplatform(iOS: "16.0", macOS: "13.0")`
            if tokens[j].kind == .identifier, minimum[file.text(j)] != nil, j + 2 < tokens.count, tokens[j + 1].kind == .colon,
               j > 0, tokens[j - 1].kind == .leftParen || tokens[j - 1].kind == .comma {
                if tokens[j + 2].kind == .stringLiteral, j + 3 < tokens.count, tokens[j + 3].kind == .rightParen || tokens[j + 3].kind == .comma {
                    value.literals.append((file.text(j), j + 2))
                } else if !(tokens[j + 2].kind == .identifier && file.text(j + 2) == "nil") {
                    value.unreadable = true
                }
            }
            j += 1
        }
        if value.literals.isEmpty && !value.unreadable {
            let written = (start ..< j).map { file.text($0) }
            if written == ["nil"] || written == [".", "none"] {
                value.nothing = true
            } else if plain, let last = written.last, last != "." {
                value.name = last
            } else {
                value.unreadable = true
            }
        }
        return (value, j)
    }
}
