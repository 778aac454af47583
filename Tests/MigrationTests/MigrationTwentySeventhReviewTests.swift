import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Issue 28 (reviews 14a/14b of `migrate`): classes of one name in different modules (two
/// SwiftPM packages, two Xcode projects) are no rivals; a clash in one module, or with a file of
/// unknown module, keeps `migrate-blocked-ambiguous-class`.
final class MigrationTwentySeventhReviewTests: XCTestCase, MigrationReviewCase {
    private static let ambiguous = "is declared in the same scope at"

    /// Writes `files` under a fresh folder, runs `migrate . --output Out` there; returns the
    /// tool's messages and the folder.
    private func runTool(_ files: [String: String]) throws -> (messages: String, folder: URL) {
        let folder = try MigrationSupport.temporaryFolder()
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let outcome = try MigrationSupport.tool(["migrate", ".", "--output", "Out"], in: folder)
        return (outcome.stdout + outcome.stderr, folder)
    }

    private func migrated(_ folder: URL, _ path: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent("Out/" + path), encoding: .utf8)) ?? ""
    }

    /// Type-checks the outputs `paths` (one module) together, in Swift 5 and 6.
    private func assertModuleTypeChecks(_ folder: URL, _ paths: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let urls = paths.map { folder.appendingPathComponent("Out/" + $0).path }
        for (mode, check) in try MigrationSupport.typecheckInBothModes(urls) {
            XCTAssertEqual(check.status, 0, "Swift \(mode): \(paths)\n\(check.stderr)", file: file, line: line)
        }
    }

    private static func package(_ name: String, _ targets: String) -> String {
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n    name: \"\(name)\",\n    platforms: [.iOS(.v17), .macOS(.v14)],\n    targets: [\n\(targets)\n    ]\n)\n"
    }

    private static let observableDependencies = """
    import SwiftUI

    public final class Dependencies: ObservableObject {
        @Published public var isConnected = false
        public init() {}
    }

    """

    /// 14a/03 (Flipper): `Packages/Core` (`.target(name: "Core", path: "Sources")`) declares the
    /// `ObservableObject`, `Packages/Peripheral` a plain class of that name. The model migrates;
    /// a view in Core (own module) and one in a third package (the only class a view site can
    /// hold) are rewritten; the plain class is left alone.
    func testClassesOfOneNameInTwoPackagesAreNoRivals() throws {
        let files = [
            "Packages/Core/Package.swift": Self.package("Core", "        .target(\n            name: \"Core\",\n            dependencies: [.product(name: \"Peripheral\", package: \"Peripheral\")],\n            path: \"Sources\"),"),
            "Packages/Core/Sources/Dependencies.swift": Self.observableDependencies,
            "Packages/Core/Sources/Root.swift": """
            import SwiftUI

            struct Root: View {
                @StateObject var dependencies = Dependencies()
                var body: some View { Text(dependencies.isConnected ? "on" : "off") }
            }

            """,
            "Packages/Peripheral/Package.swift": Self.package("Peripheral", "        .target(name: \"Peripheral\"),"),
            "Packages/Peripheral/Sources/Peripheral/Dependencies.swift": """
            public class Dependencies {
                public static let central = 1
                public init() {}
            }

            """,
            "Packages/Peripheral/Sources/Peripheral/Use.swift": "func central() -> Int { Dependencies.central }\n",
            "Packages/App/Package.swift": Self.package("App", "        .target(name: \"App\"),"),
            "Packages/App/Sources/App/Status.swift": """
            import SwiftUI

            struct Status: View {
                @EnvironmentObject var dependencies: Dependencies
                var body: some View { Text(dependencies.isConnected ? "on" : "off") }
            }

            """,
        ]
        let (messages, folder) = try runTool(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertFalse(messages.contains(Self.ambiguous), messages)
        XCTAssertFalse(messages.contains("migrate-ambiguous-class-site") || messages.contains("may name the class at"), messages)
        XCTAssertTrue(migrated(folder, "Packages/Core/Sources/Dependencies.swift").contains("@Observable\npublic final class Dependencies {"), messages)
        XCTAssertTrue(migrated(folder, "Packages/Core/Sources/Root.swift").contains("@State var dependencies = Dependencies()"), messages)
        XCTAssertTrue(migrated(folder, "Packages/App/Sources/App/Status.swift").contains("@Environment(Dependencies.self) var dependencies"), messages)
        XCTAssertEqual(migrated(folder, "Packages/Peripheral/Sources/Peripheral/Dependencies.swift"), files["Packages/Peripheral/Sources/Peripheral/Dependencies.swift"])
        try assertModuleTypeChecks(folder, ["Packages/Core/Sources/Dependencies.swift", "Packages/Core/Sources/Root.swift"])
        try assertModuleTypeChecks(folder, ["Packages/Peripheral/Sources/Peripheral/Dependencies.swift", "Packages/Peripheral/Sources/Peripheral/Use.swift"])
    }

    /// 14b (openhaystack): `FindMyController` in two Xcode projects, each an `ObservableObject`
    /// with its own `@Published` properties and views: both migrate, each project's views rewritten.
    func testClassesOfOneNameInTwoXcodeProjectsAreNoRivals() throws {
        let project = "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tproductType = \"com.apple.product-type.application\";\n\t};\n}\n"
        let files = [
            "OpenHaystack/OpenHaystack.xcodeproj/project.pbxproj": project,
            "OpenHaystack/OpenHaystack/FindMyController.swift": """
            import SwiftUI

            class FindMyController: ObservableObject {
                @Published var devices: [String] = []
                @Published var error: String?
            }

            """,
            "OpenHaystack/OpenHaystack/DeviceList.swift": """
            import SwiftUI

            struct DeviceList: View {
                @ObservedObject var controller: FindMyController
                var body: some View { Text(controller.devices.joined()) }
            }

            """,
            "CVE-2020-9986/OFReadKeys/OFReadKeys.xcodeproj/project.pbxproj": project,
            "CVE-2020-9986/OFReadKeys/OFFetchReports/FindMyController.swift": """
            import SwiftUI

            class FindMyController: ObservableObject {
                @Published var reports: [Int] = []
            }

            """,
            "CVE-2020-9986/OFReadKeys/OFFetchReports/ContentView.swift": """
            import SwiftUI

            struct ContentView: View {
                @StateObject var findMy = FindMyController()
                var body: some View { Text("\\(findMy.reports.count)") }
            }

            """,
        ]
        let (messages, folder) = try runTool(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertFalse(messages.contains(Self.ambiguous), messages)
        XCTAssertTrue(migrated(folder, "OpenHaystack/OpenHaystack/FindMyController.swift").contains("@Observable\nclass FindMyController {"), messages)
        XCTAssertTrue(migrated(folder, "CVE-2020-9986/OFReadKeys/OFFetchReports/FindMyController.swift").contains("@Observable\nclass FindMyController {"), messages)
        XCTAssertTrue(migrated(folder, "OpenHaystack/OpenHaystack/DeviceList.swift").contains("    var controller: FindMyController"), messages)
        XCTAssertFalse(migrated(folder, "OpenHaystack/OpenHaystack/DeviceList.swift").contains("@ObservedObject"), messages)
        XCTAssertTrue(migrated(folder, "CVE-2020-9986/OFReadKeys/OFFetchReports/ContentView.swift").contains("@State var findMy = FindMyController()"), messages)
        try assertModuleTypeChecks(folder, ["OpenHaystack/OpenHaystack/FindMyController.swift", "OpenHaystack/OpenHaystack/DeviceList.swift"])
        try assertModuleTypeChecks(folder, ["CVE-2020-9986/OFReadKeys/OFFetchReports/FindMyController.swift", "CVE-2020-9986/OFReadKeys/OFFetchReports/ContentView.swift"])
    }

    /// A use in another file of a module means that module's class: `Store` of target `Legacy`
    /// keeps `ObservableObject` (its `$count` is subscribed), `Store` of target `Modern` is
    /// `@Observable` already. `Legacy`'s view stays as it is, quietly; before, a site outside
    /// the declaring file was an error (`migrate-ambiguous-class-site`).
    func testAUseInEachModuleMeansItsOwnClass() throws {
        let files = [
            "Package.swift": Self.package("Stores", "        .target(name: \"Legacy\"),\n        .target(name: \"Modern\"),"),
            "Sources/Legacy/Store.swift": """
            import Combine
            import SwiftUI

            final class Store: ObservableObject {
                @Published var count = 0
                var bag: Set<AnyCancellable> = []
                init() { $count.sink { print($0) }.store(in: &bag) }
            }

            """,
            "Sources/Legacy/Counter.swift": """
            import SwiftUI

            struct Counter: View {
                @StateObject var store = Store()
                var body: some View { Text("\\(store.count)") }
            }

            """,
            "Sources/Modern/Store.swift": """
            import Observation

            @Observable
            final class Store {
                var count = 0
            }

            """,
            "Sources/Modern/Counter.swift": """
            import SwiftUI

            struct Counter: View {
                @State var store = Store()
                var body: some View { Text("\\(store.count)") }
            }

            """,
        ]
        let (messages, folder) = try runTool(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertFalse(messages.contains("may name the class at"), messages)
        XCTAssertFalse(messages.contains(Self.ambiguous), messages)
        XCTAssertTrue(messages.contains("'$count'") || messages.contains("$count"), messages)
        XCTAssertEqual(migrated(folder, "Sources/Legacy/Counter.swift"), files["Sources/Legacy/Counter.swift"])
        XCTAssertEqual(migrated(folder, "Sources/Legacy/Store.swift"), files["Sources/Legacy/Store.swift"])
        try assertModuleTypeChecks(folder, ["Sources/Legacy/Store.swift", "Sources/Legacy/Counter.swift"])
        try assertModuleTypeChecks(folder, ["Sources/Modern/Store.swift", "Sources/Modern/Counter.swift"])
    }

    /// Two classes of one name in ONE module (one file not built), or one of them in a file of
    /// unknown module, keep today's warning; moved to another target, they are no rivals. The
    /// library takes the modules from its caller (`MigrationOptions.modules`), by path.
    func testAClashInOneModuleOrOfUnknownModuleStaysAmbiguous() throws {
        let model = "import SwiftUI\n\nfinal class PostViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n"
        let manifest = Self.package("Reddit", "        .target(name: \"App\"),\n        .target(name: \"Old\"),")
        let oneTarget = try runTool(["Package.swift": manifest, "Sources/App/PostViewModel.swift": model, "Sources/App/Old/PostViewModel.swift": model])
        defer { try? FileManager.default.removeItem(at: oneTarget.folder) }
        XCTAssertEqual(oneTarget.messages.components(separatedBy: Self.ambiguous).count - 1, 2, oneTarget.messages)
        let unknown = try runTool(["Package.swift": manifest, "Sources/App/PostViewModel.swift": model, "Scratch/PostViewModel.swift": model])
        defer { try? FileManager.default.removeItem(at: unknown.folder) }
        XCTAssertEqual(unknown.messages.components(separatedBy: Self.ambiguous).count - 1, 2, unknown.messages)
        let twoTargets = try runTool(["Package.swift": manifest, "Sources/App/PostViewModel.swift": model, "Sources/Old/PostViewModel.swift": model])
        defer { try? FileManager.default.removeItem(at: twoTargets.folder) }
        XCTAssertFalse(twoTargets.messages.contains(Self.ambiguous), twoTargets.messages)
        XCTAssertTrue(migrated(twoTargets.folder, "Sources/Old/PostViewModel.swift").contains("@Observable"), twoTargets.messages)

        // The library: a file missing from the map is of unknown module.
        let files = [SourceFile(path: "ModuleA.swift", text: model), SourceFile(path: "ModuleB.swift", text: model)]
        let apart = Migrator.migrate(files, options: MigrationOptions(modules: ["ModuleA.swift": ["A"], "ModuleB.swift": ["B", "C"]]))
        XCTAssertEqual(found(apart, "migrate-blocked-ambiguous-class"), [])
        XCTAssertEqual(found(apart, "migrate-class-migrated"), ["ModuleA.swift:3", "ModuleB.swift:3"])
        // Each module's output alone (together they would be one module declaring it twice).
        for k in 0 ..< 2 {
            var one = apart
            one.files = [apart.files[k]]
            try assertOutputsTypeCheck(one)
        }
        let half = Migrator.migrate(files, options: MigrationOptions(modules: ["ModuleA.swift": ["A"], "ModuleB.swift": []]))
        XCTAssertEqual(found(half, "migrate-blocked-ambiguous-class"), ["ModuleA.swift:3", "ModuleB.swift:3"])
        let same = Migrator.migrate(files, options: MigrationOptions(modules: ["ModuleA.swift": ["A"], "ModuleB.swift": ["B", "A"]]))
        XCTAssertEqual(found(same, "migrate-blocked-ambiguous-class"), ["ModuleA.swift:3", "ModuleB.swift:3"])
    }

    /// 14b (iMast): one Xcode project, `NewPostViewController` in `Sources/iOS` (target `iMast`,
    /// an `ObservableObject`) and in `Sources/Mac` (targets `iMast Mac` and `iMast Mac Share`, a
    /// plain class): the Sources build phases put them in different modules. A copy the project
    /// does not build (RedditOS's shape) is of unknown module: the warning stays.
    func testClassesOfOneNameInTwoTargetsOfOneXcodeProjectAreNoRivals() throws {
        let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tB1 /* NewPostViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* NewPostViewController.swift */; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tB3 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tB4 = {isa = PBXBuildFile; fileRef = F3; };
        \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = NewPostViewController.swift; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = NewPostViewController.swift; sourceTree = "<group>"; };
        \t\tF3 = {isa = PBXFileReference; path = Compose.swift; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1 /* iOS */, G2, ); sourceTree = "<group>"; };
        \t\tG1 /* iOS */ = {isa = PBXGroup; children = (F1, F3, ); path = Sources/iOS; sourceTree = "<group>"; };
        \t\tG2 = {isa = PBXGroup; children = (F2, ); name = Mac; path = Sources/Mac; sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1, B4, ); };
        \t\tP2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
        \t\tP3 = {isa = PBXSourcesBuildPhase; files = (B3, ); };
        \t\tT1 = {isa = PBXNativeTarget; buildPhases = (P1, ); name = iMast; productType = "com.apple.product-type.application"; };
        \t\tT2 = {isa = PBXNativeTarget; buildPhases = (P2, ); name = "iMast Mac"; productType = "com.apple.product-type.application"; };
        \t\tT3 = {isa = PBXNativeTarget; buildPhases = (P3, ); name = "iMast Mac Share"; productType = "com.apple.product-type.app-extension"; };
        \t\tR0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, T3, ); };
        \t};
        \trootObject = R0;
        }

        """
        let model = "import SwiftUI\n\nclass NewPostViewController: ObservableObject {\n    @Published var text = \"\"\n}\n"
        var files = [
            "iMast.xcodeproj/project.pbxproj": project,
            "Sources/iOS/NewPostViewController.swift": model,
            "Sources/iOS/Compose.swift": """
            import SwiftUI

            struct Compose: View {
                @StateObject var controller = NewPostViewController()
                var body: some View { Text(controller.text) }
            }

            """,
            "Sources/Mac/NewPostViewController.swift": "class NewPostViewController {\n    var text = \"\"\n}\n",
        ]
        let (messages, folder) = try runTool(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertFalse(messages.contains(Self.ambiguous), messages)
        XCTAssertTrue(migrated(folder, "Sources/iOS/NewPostViewController.swift").contains("@Observable\nclass NewPostViewController {"), messages)
        XCTAssertTrue(migrated(folder, "Sources/iOS/Compose.swift").contains("@State var controller = NewPostViewController()"), messages)
        try assertModuleTypeChecks(folder, ["Sources/iOS/NewPostViewController.swift", "Sources/iOS/Compose.swift"])
        try assertModuleTypeChecks(folder, ["Sources/Mac/NewPostViewController.swift"])

        files["Sources/iOS/Old/NewPostViewController.swift"] = model
        let unbuilt = try runTool(files)
        defer { try? FileManager.default.removeItem(at: unbuilt.folder) }
        XCTAssertEqual(unbuilt.messages.components(separatedBy: Self.ambiguous).count - 1, 2, unbuilt.messages)
    }

    /// Seen in the sweep (Pulse's `RichTextViewModel`): one class in two clauses of an `#if`
    /// block, `$searchTerm` subscribed in the first clause's body only. Before, the `@Published`
    /// names of the key were the last clause's (none), so the first clause migrated with
    /// `$searchTerm` left in it (no build); the names of both clauses count now: it stays.
    func testPublishedNamesOfEveryClauseOfOneClassAreSeen() throws {
        let text = """
        import Combine
        import SwiftUI

        #if os(iOS)
        final class RichTextViewModel: ObservableObject {
            @Published var searchTerm = ""
            var bag: Set<AnyCancellable> = []
            init() { $searchTerm.dropFirst().sink { print($0) }.store(in: &bag) }
        }
        #else
        final class RichTextViewModel: ObservableObject {
            let text = ""
        }
        #endif

        """
        let result = migrate([("RichTextViewModel.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-publisher"), ["RichTextViewModel.swift:8"])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [])
        XCTAssertEqual(output(result), text)
    }
}
