import Foundation

/// One golden fixture folder: `input.swift` (annotated source), `expected.swift` (golden
/// expansion), optional `flags.txt` and `expected-stdout.txt`.
struct Fixture: Sendable {
    /// Path relative to the fixtures root, e.g. `counter` or `errors/lazy-var`.
    let name: String
    let directory: URL

    var input: URL { directory.appendingPathComponent("input.swift") }
    var expected: URL { directory.appendingPathComponent("expected.swift") }
    var flagsFile: URL { directory.appendingPathComponent("flags.txt") }
    var expectedStdoutFile: URL { directory.appendingPathComponent("expected-stdout.txt") }

    /// The Swift files of the fixture's `context/` folder, sorted: the rest of the module,
    /// passed to the expander with `--context` and compiled together with both forms. A
    /// fixture with context is a multi-file module, so its `input.swift` has an `@main` type
    /// and `flags.txt` holds `-parse-as-library`.
    var contextFiles: [URL] {
        let folder = directory.appendingPathComponent("context")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Extra swiftc flags from `flags.txt`. A leading `swiftc` word is tolerated, since some
    /// flag files in the shared spec are written that way.
    func flags() throws -> [String] {
        guard FileManager.default.fileExists(atPath: flagsFile.path) else { return [] }
        var words = Self.splitShellWords(try String(contentsOf: flagsFile, encoding: .utf8))
        if words.first == "swiftc" { words.removeFirst() }
        return words
    }

    /// The program output the fixture demands when the real macro's code cannot be built.
    func expectedStdout() throws -> String? {
        guard FileManager.default.fileExists(atPath: expectedStdoutFile.path) else { return nil }
        return try String(contentsOf: expectedStdoutFile, encoding: .utf8)
    }

    /// Splits a flags line into words, honouring single and double quotes.
    static func splitShellWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

/// Finds fixture folders under a root.
///
/// A folder holding any fixture file is a case; other folders are searched further down.
/// Diagnostic fixtures (`errors/**`) and cases without `expected.swift` are reported as
/// skipped, so that a silently shrinking suite is visible in the summary.
enum FixtureDiscovery {
    struct Result {
        var cases: [Fixture] = []
        var skipped: [(name: String, reason: String)] = []
    }

    static let fixtureFiles = ["input.swift", "expected.swift", "flags.txt", "expected-stdout.txt"]

    static func discover(root: URL) -> Result {
        var result = Result()
        visit(root, name: "", into: &result)
        result.cases.sort { $0.name < $1.name }
        result.skipped.sort { $0.name < $1.name }
        return result
    }

    private static func visit(_ directory: URL, name: String, into result: inout Result) {
        let fm = FileManager.default
        let entries = ((try? fm.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        let isCase = entries.contains { fixtureFiles.contains($0) }
        if isCase {
            let fixture = Fixture(name: name, directory: directory)
            if name == "errors" || name.hasPrefix("errors/") {
                result.skipped.append((name, "diagnostic fixture"))
            } else if !entries.contains("expected.swift") {
                result.skipped.append((name, "no expected.swift"))
            } else {
                result.cases.append(fixture)
            }
            return
        }
        let subdirectories = entries.filter { entry in
            var isDirectory: ObjCBool = false
            return !entry.hasPrefix(".")
                && fm.fileExists(atPath: directory.appendingPathComponent(entry).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        if subdirectories.isEmpty, !name.isEmpty {
            result.skipped.append((name, "empty folder"))
        }
        for entry in subdirectories {
            visit(directory.appendingPathComponent(entry), name: name.isEmpty ? entry : "\(name)/\(entry)", into: &result)
        }
    }
}
