import ObservableExpander

/// XcodeGen's `project.yml` (and the YAML files it includes): `options: deploymentTarget: iOS:
/// "16.0"`, a target's `deploymentTarget: "16.0"` with its `platform: iOS`, and build settings
/// (`IPHONEOS_DEPLOYMENT_TARGET: 16.0` under any `settings:`). Read line by line from the keys'
/// indentation, with no YAML parser: block mappings and one-line flow mappings
/// (`deploymentTarget: {iOS: "16.0"}`); anchors, multi-line flow collections and other YAML
/// forms are not read.
extension DeploymentTargets {
    /// The names XcodeGen's project file has.
    static let xcodeGenNames: Set<String> = ["project.yml", "project.yaml"]

    /// The YAML files that `path`'s `include:` lists name (`- path: x.yml`, `- x.yml`), relative
    /// to its folder, and theirs in turn (each once).
    static func xcodeGenIncludes(of path: String) -> [String] {
        var result: [String] = []
        var work = [path]
        var seen: Set<String> = [path]
        while let next = work.popLast() {
            guard let bytes = FileOutput.existingBytes(at: next) else { continue }
            let folder = next.contains("/") ? String(next[..<next.lastIndex(of: "/")!]) : "."
            var inInclude = false
            var includeIndent = 0
            for (line, _) in yamlLines(bytes) {
                let indent = line.prefix { $0 == " " }.count
                let content = line.dropFirst(indent)
                if indent == 0 && content.hasPrefix("include:") {
                    inInclude = true
                    includeIndent = indent
                    let inline = yamlValue(content.dropFirst("include:".count))
                    // `include: [a.yml, b.yml]` or `include: a.yml`
                    for item in flowItems(inline) { add(item) }
                    continue
                }
                guard inInclude else { continue }
                if indent <= includeIndent && !content.hasPrefix("-") { inInclude = false; continue }
                var item = content
                guard item.hasPrefix("-") else { continue }
                item = item.dropFirst().drop { $0 == " " }
                if item.hasPrefix("path:") { item = item.dropFirst("path:".count) }
                add(yamlValue(item))
            }
            func add(_ item: String) {
                guard item.hasSuffix(".yml") || item.hasSuffix(".yaml") else { return }
                let full = item.hasPrefix("/") ? item : folder + "/" + item
                if seen.insert(full).inserted, FileOutput.kind(of: full) == .regular {
                    result.append(full)
                    work.append(full)
                }
            }
        }
        return result
    }

    /// The low deployment targets an XcodeGen YAML file declares, the lowest per platform.
    static func xcodeGenSettings(_ bytes: [UInt8], path: String) -> [Setting] {
        var lowest: [String: (version: String, setting: Setting)] = [:]
        var order: [String] = []
        func consider(platform: String, version: String, offset: Int, setting: String) {
            guard let floor = minimum[platform], let major = Int(version.prefix { $0.isNumber }), major < floor,
                  lowest[platform].map({ isLower(version, than: $0.version) }) ?? true else { return }
            if lowest[platform] == nil { order.append(platform) }
            lowest[platform] = (version, Setting(path: path, offset: offset, versions: "\(platform) \(version)", setting: setting))
        }
        // The keys enclosing the current line, with their indentation.
        var stack: [(indent: Int, key: String)] = []
        // A target's `deploymentTarget: "16.0"` and `platform: iOS`, by the target's path.
        var targetVersions: [String: (version: String, offset: Int)] = [:]
        var platforms: [String: String] = [:]
        for (line, start) in yamlLines(bytes) {
            let indent = line.prefix { $0 == " " }.count
            var content = line.dropFirst(indent)
            // `- key: value` in a list: the key is one level in.
            var keyIndent = indent
            if content.hasPrefix("- ") { content = content.dropFirst(2); keyIndent += 2 }
            guard let colon = content.firstIndex(of: ":") else { continue }
            let key = PlainText.trimming(String(content[..<colon])) { $0 == "\"" || $0 == "'" || $0 == " " }
            let value = yamlValue(content[content.index(after: colon)...])
            while let last = stack.last, last.indent >= keyIndent { stack.removeLast() }
            let parent = stack.map(\.key).joined(separator: "/")
            let offset = start + keyIndent
            if let platform = buildSettings.first(where: { $0.setting == key })?.platform, !value.isEmpty {
                consider(platform: platform, version: value, offset: offset, setting: key)
            } else if key == "deploymentTarget" {
                if value.hasPrefix("{") {
                    for pair in flowItems(value) {
                        let parts = pair.split(separator: ":", maxSplits: 1).map { yamlValue($0) }
                        if parts.count == 2 { consider(platform: parts[0], version: parts[1], offset: offset, setting: "XcodeGen 'deploymentTarget'") }
                    }
                } else if !value.isEmpty {
                    targetVersions[parent] = (value, offset)
                }
            } else if key == "platform", !value.isEmpty {
                platforms[parent] = value
            } else if stack.last?.key == "deploymentTarget", minimum[key] != nil, !value.isEmpty {
                consider(platform: key, version: value, offset: offset, setting: "XcodeGen 'deploymentTarget'")
            }
            if value.isEmpty { stack.append((keyIndent, key)) }
        }
        // A target's version is for its platform (one platform only: a list or `auto` cannot
        // be told apart per platform).
        for (target, entry) in targetVersions.sorted(by: { $0.value.offset < $1.value.offset }) {
            guard let platform = platforms[target] else { continue }
            consider(platform: platform, version: entry.version, offset: entry.offset, setting: "XcodeGen 'deploymentTarget'")
        }
        return order.compactMap { lowest[$0]?.setting }
    }

    /// The lines of a YAML file with their byte offsets; blank lines, comment lines and
    /// document markers left out, tabs not expected (YAML forbids them in indentation).
    static func yamlLines(_ bytes: [UInt8]) -> [(line: Substring, start: Int)] {
        var result: [(Substring, Int)] = []
        let text = String(decoding: bytes, as: UTF8.self)
        var offset = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += line.utf8.count + 1 }
            let body = line.hasSuffix("\r") ? line.dropLast() : line
            let trimmed = body.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("---") { continue }
            result.append((body, offset))
        }
        return result
    }

    /// A scalar value as written after `key:`: a trailing ` # comment` and quotes removed.
    static func yamlValue<S: StringProtocol>(_ raw: S) -> String {
        var text = String(raw)
        // ` #` starts a comment (a `#` in a word does not).
        var previous: Character = " "
        if let hash = text.indices.first(where: { k in defer { previous = text[k] }; return text[k] == "#" && (previous == " " || previous == "\t") }) {
            text = String(text[..<hash])
        }
        return PlainText.trimming(text) { $0 == " " || $0 == "\"" || $0 == "'" }
    }

    /// The items of a one-line flow collection (`[a, b]`, `{iOS: "16.0", macOS: "13.0"}`), or
    /// the value itself when it is none.
    static func flowItems(_ value: String) -> [String] {
        guard let first = value.first, first == "[" || first == "{", value.count >= 2 else { return value.isEmpty ? [] : [value] }
        return value.dropFirst().dropLast().split(separator: ",").map { PlainText.trimming(String($0)) { $0 == " " } }
    }
}
