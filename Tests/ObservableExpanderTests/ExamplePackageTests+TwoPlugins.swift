import Foundation
import XCTest

/// A package that uses both plugins, each in its own targets: `Counters` and the models-only
/// `Flags` apply the build tool plugin, `Store` compiles expansions that the command plugin
/// checked in. The command plugin must leave the first two alone, so that `--check` passes and
/// `swift build` still succeeds, and its messages must name commands that work. `Counters`
/// (build plugin) and `Store` (command plugin) type a property from the local dependency
/// target `Units`, which each plugin passes as context.
extension ExamplePackageTests {
    static let twoPluginsManifest = """
        // swift-tools-version:6.1
        import PackageDescription

        let package = Package(
            name: "TwoPlugins",
            dependencies: [.package(name: "observable-expand", path: "REPOSITORY")],
            targets: [
                .target(name: "Units"),
                .target(name: "Counters", dependencies: ["Units"], exclude: ["Observable"],
                        plugins: [.plugin(name: "ObservableExpandPlugin", package: "observable-expand")]),
                .target(name: "Flags", exclude: ["Observable"],
                        plugins: [.plugin(name: "ObservableExpandPlugin", package: "observable-expand")]),
                .target(name: "Store", dependencies: ["Units"], exclude: ["Observable"]),
                .executableTarget(name: "App", dependencies: ["Counters", "Flags", "Store"]),
            ]
        )

        """

    static let twoPluginsFiles = [
        "Sources/Counters/Observable/Counter.swift": """
            import Observation
            import Units

            // @Observable
            public final class Counter {
                public var count = 0
                public var step = Step.one
                public var unit = Unit.meter
                public init() {}
            }

            """,
        // Typed from here by the build plugin's context.
        "Sources/Counters/Step.swift": "public enum Step { case one, two }\n",
        // Typed from the dependency target by each plugin's context.
        "Sources/Units/Unit.swift": "public enum Unit { case meter, foot }\n",
        "Sources/Flags/Observable/Flag.swift": """
            import Observation

            // @Observable
            public final class Flag {
                public var isOn = false
                public init() {}
            }

            """,
        // README's recipe for a target whose classes are all in Observable/.
        "Sources/Flags/Flags.swift": "// The classes of this target are in Observable/.\n",
        "Sources/Store/Observable/Store.swift": """
            import Observation
            import Units

            // @Observable
            public final class Store {
                public var items: [String] = []
                public var unit = Unit.foot
                public init() {}
            }

            """,
        "Sources/App/main.swift": """
            import Counters
            import Flags
            import Observation
            import Store

            let counter = Counter(), flag = Flag(), store = Store()
            withObservationTracking { _ = counter.count } onChange: { print("count changed") }
            withObservationTracking { _ = flag.isOn } onChange: { print("flag changed") }
            withObservationTracking { _ = store.items } onChange: { print("items changed") }
            counter.count += 1
            flag.isOn = true
            store.items.append("b")
            print(store.items, counter.step, counter.unit, store.unit)

            """,
    ]

    func testCommandPluginLeavesBuildPluginTargetsAlone() throws {
        let (swift, work, scratch, environment) = try setting()
        func launch(_ arguments: [String], in folder: URL? = nil) throws -> Toolchain.Result {
            try Toolchain.run(swift, arguments, in: folder, environment: environment)
        }
        let package = work.appendingPathComponent("TwoPlugins")
        let manifest = Self.twoPluginsManifest.replacingOccurrences(of: "REPOSITORY", with: FixturePaths.repository.path)
        for (path, text) in [("Package.swift", manifest)] + Self.twoPluginsFiles.map({ ($0.key, $0.value) }) {
            let file = package.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let generated = ["Counters", "Flags", "Store"].map { package.appendingPathComponent("Sources/\($0)/ObservableGenerated") }
        func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
        let command = ["package", "--package-path", package.path, "--scratch-path", scratch, "--allow-writing-to-package-directory", "expand-observable"]

        // Store has no file outside Observable/ yet: SwiftPM drops it, and the command says what
        // to add instead of expanding the other targets. Nothing is written.
        let dropped = try launch(command)
        XCTAssertNotEqual(dropped.status, 0)
        XCTAssertTrue((dropped.stdout + dropped.stderr).contains("error: target 'Store' has no Swift file outside its excluded Observable/ folder"),
                      dropped.stdout + dropped.stderr)
        XCTAssertEqual(generated.filter(exists), [], "a refused run writes nothing")

        // With README's recipe, the command plugin writes Store's expansions only.
        try "// The classes of this target are in Observable/.\n".write(to: package.appendingPathComponent("Sources/Store/Store.swift"), atomically: true, encoding: .utf8)
        let write = try launch(command)
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertEqual(generated.filter(exists).map(\.path), [generated[2].path], "only Store's expansions are written")
        XCTAssertTrue((write.stdout + write.stderr).contains("note: target 'Counters' left alone: it applies ObservableExpandPlugin"), write.stdout + write.stderr)
        XCTAssertTrue(exists(generated[2].appendingPathComponent("Store.expanded.swift")))

        let current = try launch(command + ["--check"])
        XCTAssertEqual(current.status, 0, current.stdout + current.stderr)
        let run = try launch(["run", "--package-path", package.path, "--scratch-path", scratch, "App"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "count changed\nflag changed\nitems changed\n[\"b\"] one meter foot\n")

        // Named, a target that applies the build tool plugin is refused.
        let named = try launch(command + ["--target", "Counters"])
        XCTAssertNotEqual(named.status, 0)
        let refusal = named.stdout + named.stderr
        XCTAssertTrue(refusal.contains("error: target 'Counters' applies the build tool plugin ObservableExpandPlugin"), refusal)
        XCTAssertTrue(refusal.contains("remove ObservableExpandPlugin from the target's plugins: in Package.swift"), refusal)
        XCTAssertFalse(exists(generated[0]))

        // Stale: the message names the command plugin's own command for the target, and that
        // command, run from the package folder as given, brings the expansions up to date.
        let model = package.appendingPathComponent("Sources/Store/Observable/Store.swift")
        try (try String(contentsOf: model, encoding: .utf8)).replacingOccurrences(of: "items: [String] = []", with: "items: [String] = [\"a\"]")
            .write(to: model, atomically: true, encoding: .utf8)
        let stale = try launch(command + ["--check"])
        XCTAssertNotEqual(stale.status, 0)
        let messages = stale.stdout + stale.stderr
        let advice = messages.range(of: "Store.expanded.swift' is out of date; run '").flatMap { start in
            messages[start.upperBound...].range(of: "' to regenerate it").map { String(messages[start.upperBound..<$0.lowerBound]) }
        }
        let expected = "swift package --allow-writing-to-package-directory expand-observable --target Store"
        XCTAssertEqual(advice, expected, messages)
        // Run as advised (with this test's scratch path), in the package folder.
        var advised = expected.split(separator: " ").map(String.init)
        advised.insert(contentsOf: ["--scratch-path", scratch], at: 2)
        let regenerate = try launch(Array(advised.dropFirst()), in: package)
        XCTAssertEqual(regenerate.status, 0, regenerate.stderr)
        let again = try launch(command + ["--check"])
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        let rerun = try launch(["run", "--package-path", package.path, "--scratch-path", scratch, "App"])
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        XCTAssertEqual(rerun.stdout, "count changed\nflag changed\nitems changed\n[\"a\", \"b\"] one meter foot\n")
        XCTAssertEqual(generated.filter(exists).map(\.path), [generated[2].path])

        // The tool's expansion cache went to the temporary XDG_CACHE_HOME, not the user's.
        XCTAssertTrue(exists(work.appendingPathComponent("cache/observable-expand")))
    }
}
