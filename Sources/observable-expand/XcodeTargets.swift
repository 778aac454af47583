import Foundation

/// The native targets of an Xcode project that build each file, read from its `project.pbxproj`
/// (an old-style property list): the files their Sources build phases list (the file
/// references' paths resolved through their groups from the project folder), and the folders
/// synchronized by Xcode 16 that they list (review 47b/04, LumiFur's watch app).
enum XcodeTargets {
    /// A value of the property list.
    indirect enum Value {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? { if case let .string(s) = self { s } else { nil } }
        var array: [Value] { if case let .array(a) = self { a } else { [] } }
        subscript(_ key: String) -> Value? { if case let .dictionary(d) = self { d[key] } else { nil } }
    }

    /// What a project file says about the targets of its files: the files each native
    /// target's Sources build phase lists, and the folders Xcode 16 synchronizes
    /// (`PBXFileSystemSynchronizedRootGroup`): every file below one is built by the targets that
    /// list the group in their `fileSystemSynchronizedGroups`, but those a target's exception set
    /// (`PBXFileSystemSynchronizedBuildFileExceptionSet`, `membershipExceptions`) leaves out; an
    /// exception set for a target that does not list the group adds its files to that target
    /// (Xcode writes "Exceptions for "LumiFur Widget" folder in "LumiFur" target" for a widget's
    /// `AppIntent.swift` the app builds too).
    struct Membership {
        /// Absolute, standardized file path -> the targets whose Sources phase lists it.
        var files: [String: Set<String>] = [:]
        /// Absolute, standardized folder path of a synchronized group -> the targets that list it.
        var folders: [String: Set<String>] = [:]
        /// Absolute path (a file or a folder) of a synchronized group -> the targets that list
        /// the group but leave it out.
        var exceptions: [String: Set<String>] = [:]
        /// Absolute path (a file or a folder) of a synchronized group -> the targets that do not
        /// list the group but build it.
        var additions: [String: Set<String>] = [:]

        var isEmpty: Bool { files.isEmpty && folders.isEmpty }

        /// The targets that build the file at `absolute` (empty: none).
        func targets(of absolute: String) -> Set<String> {
            var found = files[absolute] ?? []
            // The innermost synchronized folder that holds the file.
            var innermost: String?
            for folder in folders.keys where absolute.hasPrefix(folder + "/") && folder.count > (innermost?.count ?? -1) { innermost = folder }
            if let innermost, var targets = folders[innermost] {
                for (path, out) in exceptions where absolute == path || absolute.hasPrefix(path + "/") { targets.subtract(out) }
                found.formUnion(targets)
            }
            for (path, added) in additions where absolute == path || absolute.hasPrefix(path + "/") { found.formUnion(added) }
            return found
        }

        /// Adds `other`'s entries, each target name made `prefix + name`.
        mutating func formUnion(_ other: Membership, prefix: String) {
            for (path, targets) in other.files { files[path, default: []].formUnion(targets.map { prefix + $0 }) }
            for (path, targets) in other.folders { folders[path, default: []].formUnion(targets.map { prefix + $0 }) }
            for (path, targets) in other.exceptions { exceptions[path, default: []].formUnion(targets.map { prefix + $0 }) }
            for (path, targets) in other.additions { additions[path, default: []].formUnion(targets.map { prefix + $0 }) }
        }
    }

    /// The targets of the project's files (`Membership`); nil when the project cannot be read
    /// that way: not parsed, a project folder moved by `projectDirPath`, no target with a
    /// source, or a synchronized folder read other than as said there (an exception set of
    /// another kind, or of no target; a group whose path cannot be resolved).
    static func membership(pbxproj: String, projectFolder: String) -> Membership? {
        guard let bytes = FileOutput.existingBytes(at: pbxproj) else { return nil }
        var parser = Parser(Array(bytes))
        guard let root = parser.value(depth: 0), let objects = root["objects"], case let .dictionary(table) = objects else { return nil }
        var parent: [String: String] = [:]
        for (id, object) in table {
            if object["isa"]?.string == "PBXProject", let dir = object["projectDirPath"]?.string, !dir.isEmpty { return nil }
            for child in object["children"]?.array ?? [] { if let c = child.string { parent[c] = id } }
        }
        // The path of an object from the project folder, through its groups.
        func path(_ id: String, _ depth: Int) -> String? {
            guard depth < 64, let object = table[id] else { return nil }
            let own = object["path"]?.string ?? ""
            switch object["sourceTree"]?.string {
            case "<group>"?:
                guard let up = parent[id] else { return own }
                guard let base = path(up, depth + 1) else { return nil }
                return base.isEmpty ? own : own.isEmpty ? base : base + "/" + own
            case "SOURCE_ROOT"?: return own
            case "<absolute>"?: return own.hasPrefix("/") ? own : nil
            default: return nil
            }
        }
        func absolute(_ relative: String) -> String {
            URL(fileURLWithPath: relative.hasPrefix("/") ? relative : projectFolder + "/" + relative).standardizedFileURL.path
        }
        var result = Membership()
        // Synchronized group id -> the targets that list it.
        var synchronized: [String: Set<String>] = [:]
        for (_, object) in table where object["isa"]?.string == "PBXNativeTarget" {
            guard let name = object["name"]?.string else { continue }
            for phase in object["buildPhases"]?.array ?? [] {
                guard let phaseID = phase.string, table[phaseID]?["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for file in table[phaseID]?["files"]?.array ?? [] {
                    guard let fileID = file.string, let ref = table[fileID]?["fileRef"]?.string, let relative = path(ref, 0) else { continue }
                    result.files[absolute(relative), default: []].insert(name)
                }
            }
            for group in object["fileSystemSynchronizedGroups"]?.array ?? [] {
                if let id = group.string { synchronized[id, default: []].insert(name) }
            }
        }
        for (id, object) in table where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let relative = path(id, 0), !relative.isEmpty else { return nil }
            let folder = absolute(relative)
            let targets = synchronized[id] ?? []
            result.folders[folder, default: []].formUnion(targets)
            for exception in object["exceptions"]?.array ?? [] {
                guard let exceptionID = exception.string, let set = table[exceptionID],
                      set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      let targetID = set["target"]?.string, let target = table[targetID]?["name"]?.string else { return nil }
                for excepted in set["membershipExceptions"]?.array ?? [] {
                    guard let relative = excepted.string else { return nil }
                    let path = absolute(folder + "/" + relative)
                    // Left out of a target that lists the group; added to one that does not.
                    if targets.contains(target) { result.exceptions[path, default: []].insert(target) } else { result.additions[path, default: []].insert(target) }
                }
            }
        }
        // No target lists a source: the project is not read this way.
        return result.isEmpty ? nil : result
    }

    /// A reader of the old-style property list: `{ k = v; }`, `( v, v )`, strings bare or quoted.
    struct Parser {
        let bytes: [UInt8]
        var k = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        private mutating func skip() {
            while k < bytes.count {
                let c = bytes[k]
                if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { k += 1; continue }
                if c == UInt8(ascii: "/"), k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "/") {
                    while k < bytes.count && bytes[k] != 0x0A { k += 1 }
                    continue
                }
                if c == UInt8(ascii: "/"), k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "*") {
                    k += 2
                    while k + 1 < bytes.count && !(bytes[k] == UInt8(ascii: "*") && bytes[k + 1] == UInt8(ascii: "/")) { k += 1 }
                    k += 2
                    continue
                }
                break
            }
        }

        private mutating func expect(_ c: Character) -> Bool {
            skip()
            guard k < bytes.count, bytes[k] == c.asciiValue else { return false }
            k += 1
            return true
        }

        mutating func value(depth: Int) -> Value? {
            skip()
            guard depth < 32, k < bytes.count else { return nil }
            switch bytes[k] {
            case UInt8(ascii: "{"):
                k += 1
                var dictionary: [String: Value] = [:]
                while true {
                    if expect("}") { return .dictionary(dictionary) }
                    guard let key = value(depth: depth + 1)?.string, expect("="), let item = value(depth: depth + 1), expect(";") else { return nil }
                    dictionary[key] = item
                }
            case UInt8(ascii: "("):
                k += 1
                var array: [Value] = []
                while true {
                    if expect(")") { return .array(array) }
                    guard let item = value(depth: depth + 1) else { return nil }
                    array.append(item)
                    if !expect(",") { return expect(")") ? .array(array) : nil }
                }
            case UInt8(ascii: "\""):
                k += 1
                var text: [UInt8] = []
                while k < bytes.count && bytes[k] != UInt8(ascii: "\"") {
                    if bytes[k] == UInt8(ascii: "\\"), k + 1 < bytes.count { k += 1 }
                    text.append(bytes[k])
                    k += 1
                }
                guard k < bytes.count else { return nil }
                k += 1
                return .string(String(decoding: text, as: UTF8.self))
            default:
                let start = k
                while k < bytes.count, Self.isBare(bytes[k]) { k += 1 }
                return k > start ? .string(String(decoding: bytes[start ..< k], as: UTF8.self)) : nil
            }
        }

        static func isBare(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || "_$./-:+<>".utf8.contains(c)
        }
    }
}
