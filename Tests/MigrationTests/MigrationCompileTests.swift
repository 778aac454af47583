import Foundation
import XCTest

/// Every fixture's before.swift type-checks against the stand-in SwiftUI and Combine, and every
/// after.swift against the stand-ins and the toolchain's real `@Observable` macro. The stand-ins
/// cannot show that the real frameworks accept the same code; the negative controls below show
/// that they at least reject the wrong half-migrations the real ones reject.
final class MigrationCompileTests: XCTestCase {
    /// In the Swift 5 and Swift 6 language modes (the stand-in `View` is `@MainActor`, as
    /// SwiftUI's is).
    func testEveryBeforeAndAfterTypeChecks() throws {
        _ = try MigrationSupport.modules()
        var jobs: [(file: String, mode: String)] = []
        for name in MigrationSupport.fixtureNames() {
            for file in ["before.swift", "after.swift"] {
                for mode in ["5", "6"] { jobs.append((MigrationSupport.fixture(name, file).path, mode)) }
            }
        }
        let results = MigrationSupport.parallel(jobs.map { [$0.file, $0.mode] }) { job in
            Result { try MigrationSupport.typecheck([job[0]], extra: ["-swift-version", job[1]]) }
        }
        for (job, result) in zip(jobs, results) {
            let outcome = try result.get()
            // A half-done migration's before.swift does not build: that is what it shows.
            let folder = URL(fileURLWithPath: job.file).deletingLastPathComponent()
            if job.file.hasSuffix("before.swift"), FileManager.default.fileExists(atPath: folder.appendingPathComponent("before-does-not-build").path) {
                XCTAssertNotEqual(outcome.status, 0, "\(job.file) type-checks in Swift \(job.mode), but its fixture says it does not build")
                continue
            }
            XCTAssertEqual(outcome.status, 0, "\(job.file) does not type-check in Swift \(job.mode):\n\(outcome.stderr)")
        }
    }

    /// The after files really use the macro: `-dump-macro-expansions` shows Observation's.
    func testAfterFilesExpandTheRealMacro() throws {
        let file = MigrationSupport.fixture("counter", "after.swift").path
        let outcome = try MigrationSupport.typecheck([file], extra: ["-Xfrontend", "-dump-macro-expansions"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssert(outcome.stderr.contains("_$observationRegistrar"), "no expansion of '@Observable' was dumped")
    }

    /// Rewriting the views without migrating the class must not type-check: `@Bindable` and
    /// `.environment(_:)` require `Observable`, and `@Published` inside `@Observable` is refused.
    func testTheStandInsRejectHalfMigrations() throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String, String, String)] = [
            ("edit-binding", "before.swift", "@ObservedObject var contact", "@Bindable var contact"),
            ("environment-store", "before.swift", ".environmentObject(store)", ".environment(store)"),
            ("environment-store", "after.swift", "@Observable\n", ""),
            ("counter", "after.swift", "    var count = 0", "    @Published var count = 0"),
            ("parent-child", "after.swift", "@Observable\nfinal class Scoreboard {", "@Observable\nfinal class Scoreboard: ObservableObject {\n    @Published var extra = 0"),
        ]
        var files: [String] = []
        for (k, (fixture, file, old, new)) in cases.enumerated() {
            let text = try MigrationSupport.read(MigrationSupport.fixture(fixture, file))
            XCTAssert(text.contains(old), "\(fixture)/\(file) lacks '\(old)'")
            let url = folder.appendingPathComponent("case\(k).swift")
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        let results = MigrationSupport.parallel(files) { file in Result { try MigrationSupport.typecheck([file]) } }
        for (k, result) in results.enumerated() {
            XCTAssertNotEqual(try result.get().status, 0, "case \(k) (\(cases[k].0): '\(cases[k].3)') type-checks, but must not")
        }
    }
}
