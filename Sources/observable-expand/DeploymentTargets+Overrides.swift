/// A project-level deployment target of an `.xcodeproj` that every target overrides is never the
/// one a build uses (review 12b/09, MacPacker: the project at macOS 12.0, all five targets at
/// 14.6). Xcode resolves a target's setting from its own configuration first, then its
/// configuration file, then the project's configuration of the same name.
extension DeploymentTargets {
    /// One object of a project file (`ID /* … */ = { … };`), with what the override rule reads.
    private struct ProjectObject {
        var isa = ""
        var name = ""
        var configurationList = ""
        var configurations: [String] = []
        /// Deployment-target settings of an `XCBuildConfiguration`: setting name -> line start offset.
        var settings: [String: Int] = [:]
    }

    /// The line start offsets, in `bytes` of a `project.pbxproj`, of the project-level
    /// deployment-target settings that every target overrides: for the project's configuration
    /// named N, each target has a configuration named N that sets the same setting. Empty when
    /// the file has no project object or no target (then every line counts, as before).
    static func overriddenProjectSettings(_ bytes: [UInt8]) -> Set<Int> {
        let objects = projectObjects(bytes)
        guard let project = objects.values.first(where: { $0.isa == "PBXProject" }) else { return [] }
        let targets = objects.values.filter { $0.isa.hasPrefix("PBX") && $0.isa.hasSuffix("Target") }
        guard !targets.isEmpty else { return [] }
        func configurations(of holder: ProjectObject) -> [ProjectObject] {
            (objects[holder.configurationList]?.configurations ?? []).compactMap { objects[$0] }
        }
        var overridden: Set<Int> = []
        for configuration in configurations(of: project) {
            for (setting, offset) in configuration.settings {
                let everyTarget = targets.allSatisfy { target in
                    configurations(of: target).contains { $0.name == configuration.name && $0.settings[setting] != nil }
                }
                if everyTarget { overridden.insert(offset) }
            }
        }
        return overridden
    }

    /// The objects of a project file by identifier, read line by line as Xcode writes them:
    /// an object opens with `ID /* comment */ = {` at the `objects` dictionary's level.
    /// Strings and comments are skipped when brackets are counted.
    private static func projectObjects(_ bytes: [UInt8]) -> [String: ProjectObject] {
        var objects: [String: ProjectObject] = [:]
        var depth = 0
        var current: (id: String, object: ProjectObject, depth: Int)?
        var inList = false
        forEachLine(bytes) { textStart, trimmed in
            let before = depth
            depth += bracketDelta(trimmed)
            if current == nil, before == 2, trimmed.hasSuffix("= {") {
                let id = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if !id.isEmpty { current = (id, ProjectObject(), before) }
            } else if var open = current {
                if inList {
                    if trimmed.hasPrefix(")") { inList = false } else {
                        let id = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                        if !id.isEmpty { open.object.configurations.append(id) }
                    }
                } else if let value = field("isa", trimmed) {
                    open.object.isa = value
                } else if let value = field("name", trimmed), before == open.depth + 1 {
                    open.object.name = value
                } else if let value = field("buildConfigurationList", trimmed) {
                    open.object.configurationList = value
                } else if trimmed.hasPrefix("buildConfigurations = (") {
                    inList = !trimmed.hasSuffix(");")
                } else {
                    for (name, _) in buildSettings where assignedValue(of: name, in: trimmed) != nil {
                        open.object.settings[name] = textStart
                    }
                }
                current = open
                if depth <= open.depth {
                    objects[open.id] = open.object
                    current = nil
                    inList = false
                }
            }
        }
        return objects
    }

    /// `name = value;` (value unquoted, its comment dropped) at the start of `line`.
    private static func field(_ name: String, _ line: Substring) -> String? {
        guard let value = assignedValue(of: name, in: line) else { return nil }
        let text = PlainText.trimming(value.prefix { $0 != ";" }) { $0 == "\"" || $0 == " " || $0 == "\t" }
        // `A1B2 /* Build configuration list … */`: the identifier.
        return String(text.prefix { $0 != " " && $0 != "/" })
    }

    /// `{`/`(` minus `}`/`)` of a line, outside strings and `/* */` comments.
    private static func bracketDelta(_ line: Substring) -> Int {
        let characters = Array(line)
        var delta = 0
        var k = 0
        while k < characters.count {
            let c = characters[k]
            if c == "\"" {
                k += 1
                while k < characters.count && characters[k] != "\"" { k += characters[k] == "\\" ? 2 : 1 }
            } else if c == "/" && k + 1 < characters.count && characters[k + 1] == "*" {
                k += 2
                while k + 1 < characters.count && !(characters[k] == "*" && characters[k + 1] == "/") { k += 1 }
                k += 1
            } else if c == "{" || c == "(" {
                delta += 1
            } else if c == "}" || c == ")" {
                delta -= 1
            }
            k += 1
        }
        return delta
    }
}
