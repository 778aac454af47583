import Foundation

/// Runs every golden fixture through `FixtureChecker` and reports one line per fixture,
/// then `conformance: N passed, M failed, K skipped`.
///
/// Kept apart from XCTest so the same code can be driven from a script while the package
/// itself does not build.
struct ConformanceSuite: Sendable {
    struct Summary: Sendable {
        var passed: [String] = []
        var failed: [(name: String, message: String)] = []
        var skipped: [(name: String, reason: String)] = []
        var seconds: Double = 0
        var perFixtureSeconds: [(name: String, seconds: Double)] = []
        var keptWorkDirectory: URL?

        var checkedCount: Int { passed.count + failed.count }
        var summaryLine: String { "conformance: \(passed.count) passed, \(failed.count) failed, \(skipped.count) skipped" }
    }

    let swiftc: Swiftc
    let fixturesRoot: URL
    /// `CONFORMANCE_FILTER`: only fixtures whose name contains this substring.
    var filter: String?
    var workers = 2
    /// `CONFORMANCE_KEEP=1`: keep every fixture's work files (real.swift, *.ast.txt, binaries).
    var keepWorkFiles = false
    var log: @Sendable (String) -> Void = { line in
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func run() -> Summary {
        let start = Date()
        let discovered = FixtureDiscovery.discover(root: fixturesRoot)
        let matches = { (name: String) in filter.map { name.contains($0) } ?? true }
        let fixtures = discovered.cases.filter { matches($0.name) }
        let collector = Collector()
        for skip in discovered.skipped where matches(skip.name) {
            log("SKIP \(skip.name): \(skip.reason)")
            collector.update { $0.skipped.append(skip) }
        }

        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("conformance-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        let checker = FixtureChecker(swiftc: swiftc)
        let log = self.log
        ParallelRunner.forEach(fixtures, workers: workers) { fixture in
            let work = scratch.appendingPathComponent(fixture.name.replacingOccurrences(of: "/", with: "__"))
            let fixtureStart = Date()
            let verdict: Verdict
            do {
                try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
                verdict = checker.check(fixture, in: work)
            } catch {
                verdict = .fail("cannot create work directory \(work.path): \(error)")
            }
            let seconds = Date().timeIntervalSince(fixtureStart)
            switch verdict {
            case .pass:
                if !keepWorkFiles { try? FileManager.default.removeItem(at: work) }
                log("PASS \(fixture.name)")
                collector.update { $0.passed.append(fixture.name) }
            case .fail(let message):
                log("FAIL \(fixture.name): \(message)")
                collector.update { $0.failed.append((fixture.name, message)); $0.keptWorkDirectory = scratch }
            }
            collector.update { $0.perFixtureSeconds.append((fixture.name, seconds)) }
        }

        var summary = collector.summary
        if keepWorkFiles { summary.keptWorkDirectory = scratch }
        if summary.failed.isEmpty && !keepWorkFiles { try? FileManager.default.removeItem(at: scratch) }
        summary.seconds = Date().timeIntervalSince(start)
        summary.failed.sort { $0.name < $1.name }
        if let kept = summary.keptWorkDirectory { log("conformance: work files kept in \(kept.path)") }
        if let timing = timingLine(summary) { log(timing) }
        log(summary.summaryLine)
        return summary
    }

    private func timingLine(_ summary: Summary) -> String? {
        let times = summary.perFixtureSeconds
        guard let slowest = times.max(by: { $0.seconds < $1.seconds }) else { return nil }
        let mean = times.map(\.seconds).reduce(0, +) / Double(times.count)
        func format(_ seconds: Double) -> String { String(Double(Int(seconds * 100)) / 100) }
        return "conformance: \(times.count) fixture(s) in \(format(summary.seconds)) s wall time with \(workers) worker(s); "
            + "\(format(mean)) s per fixture on average, slowest \(slowest.name) \(format(slowest.seconds)) s"
    }

    /// The summary, shared by the worker threads.
    private final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var value = Summary()

        func update(_ change: (inout Summary) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            change(&value)
        }

        var summary: Summary {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }
}
