import Foundation

/// Locations in the repository, found from this file's path so that tests run from any folder.
enum FixturePaths {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Fixtures")

    /// Every folder below Fixtures/ that holds an input.swift, sorted by path.
    static func fixtureFolders() -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil) else { return [] }
        var folders: [URL] = []
        for case let url as URL in enumerator where url.lastPathComponent == "input.swift" {
            folders.append(url.deletingLastPathComponent())
        }
        return folders.sorted { $0.path < $1.path }
    }

    /// The text of every fixture's input.swift, in `fixtureFolders()` order.
    static func fixtureInputs() throws -> [String] {
        try fixtureFolders().map { try String(contentsOf: $0.appendingPathComponent("input.swift"), encoding: .utf8) }
    }

    /// The fixture's name relative to Fixtures/, e.g. `counter` or `errors/struct`.
    static func name(of folder: URL) -> String {
        String(folder.standardizedFileURL.path.dropFirst(fixtures.standardizedFileURL.path.count + 1))
    }
}
