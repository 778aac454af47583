import Foundation

/// The toolchain's `swiftc`, found on PATH the way a shell finds it.
///
/// The golden files are judged against exactly the compiler (and its bundled
/// `ObservationMacros` plugin) that a developer's own builds use.
struct Swiftc: Sendable {
    let url: URL

    /// A generous limit: a single-file compile takes well under a second here, so hitting
    /// it means the compiler hung, not that it was slow.
    static let timeout: TimeInterval = 300

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> Swiftc? {
        let path = environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return Swiftc(url: candidate)
            }
        }
        return nil
    }

    func run(_ arguments: [String], in directory: URL) -> ProcessResult {
        ProcessRunner.run(url, arguments, in: directory, timeout: Self.timeout)
    }
}

extension ProcessResult {
    /// The first compiler errors, one line each, as `file:line:col: message`,
    /// short enough for a one-line FAIL report.
    var firstErrors: String {
        if timedOut { return "timed out" }
        let errors = stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: ": error: ") else { return nil }
            let location = line[..<range.lowerBound].split(separator: "/").last.map(String.init) ?? ""
            return "\(location): \(line[range.upperBound...])"
        }
        let text = errors.isEmpty
            ? (stderr.split(separator: "\n").first.map(String.init) ?? "exit status \(status)")
            : errors.prefix(2).joined(separator: " | ")
        return text.count > 300 ? String(text.prefix(300)) + "…" : text
    }
}
