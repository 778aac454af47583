import Foundation
import XCTest

/// `migrate --annotation comment` followed by the expander gives code that needs no macro
/// plugin: it type-checks with no macro expanded (`-dump-macro-expansions` prints none), and
/// the fixture's probe, run on it, notifies exactly as on the real macro's after.swift.
final class MigrationCommentModeTests: XCTestCase {
    func testCommentAnnotationsThenExpansionBuildWithoutThePluginAndBehaveAlike() throws {
        let modules = try MigrationSupport.modules()
        // A fixture whose model carries the '@Observable' attribute already (hybrid-player)
        // keeps the user's attribute: it is not in comment form, and needs the plugin anyway.
        let names = try MigrationRuntimeTests.probes().filter { !(try MigrationSupport.read(MigrationSupport.fixture($0, "before.swift")).contains("\n@Observable\n")) }
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = MigrationSupport.parallel(names) { name -> Result<String, Error> in
            Result {
                let migrated = try MigrationSupport.tool(["migrate", "--annotation", "comment", MigrationSupport.fixture(name, "before.swift").path])
                guard migrated.status == 0 else { throw MigrationSupport.StandInFailure(message: "\(name): migrate failed: \(migrated.stderr)") }
                guard migrated.stdout.contains("// @Observable\n"), !migrated.stdout.contains("\n@Observable"), !migrated.stdout.contains("@ObservationIgnored var") else {
                    throw MigrationSupport.StandInFailure(message: "\(name): not in comment form:\n\(migrated.stdout)")
                }
                let source = folder.appendingPathComponent("\(name).swift")
                try migrated.stdout.write(to: source, atomically: true, encoding: .utf8)
                let expanded = try MigrationSupport.tool([source.path, "-o", folder.appendingPathComponent("\(name)-expanded.swift").path])
                guard expanded.status == 0 else { throw MigrationSupport.StandInFailure(message: "\(name): expansion failed: \(expanded.stderr)") }
                let output = folder.appendingPathComponent("\(name)-expanded.swift")
                let check = try MigrationSupport.run(MigrationSupport.swiftc!, ["-typecheck", "-I", modules.path, "-Xfrontend", "-dump-macro-expansions", output.path])
                guard check.status == 0 else { throw MigrationSupport.StandInFailure(message: "\(name): the expansion does not type-check:\n\(check.stderr)") }
                guard !check.stderr.contains("@__swiftmacro") else { throw MigrationSupport.StandInFailure(message: "\(name): the expansion still uses a macro:\n\(check.stderr)") }
                return try MigrationRuntimeTests.runProbe(name, model: output, in: folder.appendingPathComponent("probe"))
            }
        }
        for (name, result) in zip(names, results) {
            XCTAssertEqual(try result.get(), try MigrationSupport.read(MigrationSupport.fixture(name, "probe.expected")), name)
        }
    }
}
