import Foundation

/// The targets of an XcodeGen `project.yml` and the folders and files their `sources:` name
/// (review 17b/04, Karabiner-Elements: each app is its own XcodeGen project, no `.xcodeproj`
/// committed). Read line by line from the keys' indentation, as the deployment-target check
/// reads the file (`DeploymentTargets+XcodeGen`). Only a file whose targets can be read
/// exactly is read: none when it has `include:` or `targetTemplates:` (targets or sources from
/// elsewhere), a target uses `templates:`, an anchor or alias (`&`, `*`, `<<:`) is in
/// `targets:`, or a source is not a plain path (a glob, a variable). A source's
/// `excludes:`/`includes:` are not read: a file is taken as built by every target whose
/// source folder holds it, which only ever names more targets than XcodeGen builds it in.
enum XcodeGenTargets {
    /// Target name -> the absolute, standardized paths of its sources (files or folders), for
    /// the project file `path` in `folder`; nil when it cannot be read exactly (see above).
    static func sources(of path: String, folder: String) -> [String: [String]]? {
        guard let bytes = FileOutput.existingBytes(at: path) else { return nil }
        let lines = DeploymentTargets.yamlLines(bytes).map(\.line)
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        func key(_ content: Substring) -> String? {
            guard let colon = content.firstIndex(of: ":") else { return nil }
            return PlainText.trimming(String(content[..<colon])) { $0 == "\"" || $0 == "'" || $0 == " " }
        }
        func value(_ content: Substring) -> String {
            guard let colon = content.firstIndex(of: ":") else { return DeploymentTargets.yamlValue(content) }
            return DeploymentTargets.yamlValue(content[content.index(after: colon)...])
        }
        func absolute(_ source: String) -> String? {
            guard !source.isEmpty, !source.contains("*"), !source.contains("$"), !source.contains("{"), !source.contains("[") else { return nil }
            let full = source.hasPrefix("/") ? source : folder + "/" + source
            return URL(fileURLWithPath: full).standardizedFileURL.path
        }
        var targetsLine: Int?
        for (k, line) in lines.enumerated() where indent(line) == 0 {
            switch key(line) {
            case "include"?, "targetTemplates"?: return nil
            case "targets"?:
                guard value(line).isEmpty else { return nil }
                targetsLine = k
            default: break
            }
        }
        guard let targetsLine else { return [:] }
        var end = targetsLine + 1
        while end < lines.count && indent(lines[end]) > 0 { end += 1 }
        let block = Array(lines[(targetsLine + 1) ..< end])
        guard let targetIndent = block.first.map(indent) else { return [:] }
        if block.contains(where: { $0.contains(" &") || $0.contains(" *") || $0.contains("<<:") }) { return nil }
        var result: [String: [String]] = [:]
        var k = 0
        while k < block.count {
            let line = block[k]
            guard indent(line) == targetIndent, let name = key(line.dropFirst(targetIndent)) else {
                if indent(line) < targetIndent { return nil }
                k += 1
                continue
            }
            // The target's own lines.
            var j = k + 1
            while j < block.count && indent(block[j]) > targetIndent { j += 1 }
            let body = Array(block[(k + 1) ..< j])
            result[name] = []
            if let childIndent = body.first.map(indent) {
                var m = 0
                while m < body.count {
                    let child = body[m]
                    let content = child.dropFirst(childIndent)
                    guard indent(child) == childIndent, let childKey = key(content) else { m += 1; continue }
                    if childKey == "templates" { return nil }
                    guard childKey == "sources" else { m += 1; continue }
                    let inline = value(content)
                    if !inline.isEmpty {
                        // `sources: src`, `sources: [src, ../Shared]`
                        if inline.hasPrefix("{") { return nil }
                        for item in DeploymentTargets.flowItems(inline) {
                            guard let full = absolute(DeploymentTargets.yamlValue(item)) else { return nil }
                            result[name]?.append(full)
                        }
                        m += 1
                        continue
                    }
                    // A block list, its items at the key's indentation or deeper.
                    var n = m + 1
                    var itemIndent: Int?
                    var itemHasPath = true
                    while n < body.count {
                        let itemLine = body[n]
                        let lineIndent = indent(itemLine)
                        let itemContent = itemLine.dropFirst(lineIndent)
                        if itemContent.hasPrefix("- ") || itemContent == "-" {
                            if itemIndent == nil { itemIndent = lineIndent }
                            guard lineIndent >= childIndent else { break }
                            if lineIndent == itemIndent {
                                guard itemHasPath else { return nil }
                                let entry = itemContent.dropFirst(2)
                                if let entryKey = key(entry), !entry.hasPrefix("\""), !entry.hasPrefix("'") {
                                    itemHasPath = entryKey == "path"
                                    if entryKey == "path" {
                                        guard let full = absolute(value(entry)) else { return nil }
                                        result[name]?.append(full)
                                    }
                                } else {
                                    guard let full = absolute(DeploymentTargets.yamlValue(entry)) else { return nil }
                                    result[name]?.append(full)
                                }
                                n += 1
                                continue
                            }
                        } else if lineIndent <= childIndent {
                            break
                        }
                        // A key of the current item: its `path:` when the item did not start with it.
                        if let itemIndent, lineIndent == itemIndent + 2, key(itemContent) == "path" {
                            guard !itemHasPath, let full = absolute(value(itemContent)) else { return nil }
                            result[name]?.append(full)
                            itemHasPath = true
                        }
                        n += 1
                    }
                    guard itemHasPath else { return nil }
                    m = n
                }
            }
            k = j
        }
        return result
    }
}
