import Foundation
import XCTest

/// For each fixture with a migrated model, MigrationFixtures/<case>/probe.swift is compiled with
/// after.swift (stand-ins linked, the real macro expanded) and run: under
/// `withObservationTracking`, each formerly `@Published` property fires and each formerly plain
/// `var` does not, as probe.expected (written from the "before" semantics) says.
final class MigrationRuntimeTests: XCTestCase {
    static func probes() -> [String] {
        MigrationSupport.fixtureNames().filter { FileManager.default.fileExists(atPath: MigrationSupport.fixture($0, "probe.swift").path) }
    }

    /// Builds and runs `model` with the fixture's probe; returns its standard output.
    static func runProbe(_ name: String, model: URL, in folder: URL) throws -> String {
        let modules = try MigrationSupport.modules()
        let work = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let main = work.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: MigrationSupport.fixture(name, "probe.swift"), to: main)
        let program = work.appendingPathComponent("probe").path
        let build = try MigrationSupport.run(MigrationSupport.swiftc!, [
            "-I", modules.path, "-L", modules.path, "-lSwiftUI", "-lCombine",
            model.path, MigrationSupport.standIns.appendingPathComponent("Probe.swift").path, main.path, "-o", program,
        ])
        guard build.status == 0 else { throw MigrationSupport.StandInFailure(message: "\(name): the probe does not build:\n\(build.stderr)") }
        let run = try MigrationSupport.run(program, [])
        guard run.status == 0 else { throw MigrationSupport.StandInFailure(message: "\(name): the probe exits \(run.status):\n\(run.stderr)") }
        return run.stdout
    }

    func testEachMigratedModelNotifiesExactlyAsBefore() throws {
        _ = try MigrationSupport.modules()
        let names = Self.probes()
        XCTAssertGreaterThanOrEqual(names.count, 8)
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = MigrationSupport.parallel(names) { name in
            Result { try Self.runProbe(name, model: MigrationSupport.fixture(name, "after.swift"), in: folder) }
        }
        for (name, result) in zip(names, results) {
            XCTAssertEqual(try result.get(), try MigrationSupport.read(MigrationSupport.fixture(name, "probe.expected")), name)
        }
    }

    /// The probe can fail: without its '@ObservationIgnored', 'step' fires.
    func testTheProbeSeesAMissingObservationIgnored() throws {
        _ = try MigrationSupport.modules()
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try MigrationSupport.read(MigrationSupport.fixture("counter", "after.swift"))
        let broken = folder.appendingPathComponent("Counter.swift")
        try text.replacingOccurrences(of: "@ObservationIgnored ", with: "").write(to: broken, atomically: true, encoding: .utf8)
        let output = try Self.runProbe("counter", model: broken, in: folder)
        XCTAssert(output.contains("step: fires"), output)
    }

    /// The '@AppStorage' probe can fail: a setter that writes the store without
    /// 'withMutation(keyPath:)' leaves 'units' silent, as the '@ObservationIgnored' that the
    /// migration wrote before did.
    func testTheProbeSeesAnAppStorageSetterThatDoesNotNotify() throws {
        _ = try MigrationSupport.modules()
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try MigrationSupport.read(MigrationSupport.fixture("settings-appstorage", "after.swift"))
        let setter = "set { withMutation(keyPath: \\.units) { _units = newValue } }"
        XCTAssert(text.contains(setter), "after.swift lacks the setter")
        let broken = folder.appendingPathComponent("Settings.swift")
        try text.replacingOccurrences(of: setter, with: "set { _units = newValue }").write(to: broken, atomically: true, encoding: .utf8)
        let output = try Self.runProbe("settings-appstorage", model: broken, in: folder)
        XCTAssert(output.contains("units: silent"), output)
        XCTAssert(output.contains("showHints: fires"), output)
    }
}
