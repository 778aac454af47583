/// The language configurations a golden expansion must type-check in.
///
/// The real macro's text is identical in every mode, but type checking is not (Sendable and
/// isolation rules differ), so an expansion that only works in Swift 5 mode is a defect.
struct CompilerMode: Sendable {
    let label: String
    let flags: [String]
}

enum CompilerModes {
    /// Flags with which a fixture pins its own mode; then only that mode is checked.
    static let modeSelectingFlags: Set<String> = ["-swift-version", "-language-mode", "-default-isolation"]

    /// The modes to check, primary (the fixture's own flags) first.
    static func modes(forFixtureFlags flags: [String]) -> [CompilerMode] {
        if flags.contains(where: { modeSelectingFlags.contains($0) }) {
            return [CompilerMode(label: "with flags.txt: \(flags.joined(separator: " "))", flags: [])]
        }
        return [
            CompilerMode(label: "Swift 5 mode", flags: []),
            CompilerMode(label: "Swift 6 mode", flags: ["-swift-version", "6"]),
            CompilerMode(label: "Swift 6 mode with -default-isolation MainActor",
                         flags: ["-swift-version", "6", "-default-isolation", "MainActor"]),
        ]
    }
}
