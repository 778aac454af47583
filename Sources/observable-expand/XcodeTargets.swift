import Foundation

/// The native targets of an Xcode project whose Sources build phase lists each file, read from
/// its `project.pbxproj` (an old-style property list): the file references' paths are resolved
/// through their groups from the project folder.
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

    /// Absolute, standardized file path -> the names of the native targets that compile it;
    /// nil when the project cannot be read that way (not parsed, a folder synchronized by
    /// Xcode 16 whose files it does not list, a project folder moved by `projectDirPath`, no
    /// target with a source).
    static func membership(pbxproj: String, projectFolder: String) -> [String: Set<String>]? {
        guard let bytes = FileOutput.existingBytes(at: pbxproj) else { return nil }
        var parser = Parser(Array(bytes))
        guard let root = parser.value(depth: 0), let objects = root["objects"], case let .dictionary(table) = objects else { return nil }
        var parent: [String: String] = [:]
        for (id, object) in table {
            if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" { return nil }
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
        var result: [String: Set<String>] = [:]
        for (_, object) in table where object["isa"]?.string == "PBXNativeTarget" {
            guard let name = object["name"]?.string else { continue }
            for phase in object["buildPhases"]?.array ?? [] {
                guard let phaseID = phase.string, table[phaseID]?["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for file in table[phaseID]?["files"]?.array ?? [] {
                    guard let fileID = file.string, let ref = table[fileID]?["fileRef"]?.string, let relative = path(ref, 0) else { continue }
                    let full = relative.hasPrefix("/") ? relative : projectFolder + "/" + relative
                    result[URL(fileURLWithPath: full).standardizedFileURL.path, default: []].insert(name)
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
