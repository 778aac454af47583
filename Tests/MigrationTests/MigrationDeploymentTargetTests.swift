import Foundation
import XCTest

/// The deployment target of an app is read from its package manifest's `platforms:` and its
/// Xcode project's build settings, in or above the input folders (issue 28): below Observation's
/// (iOS 17, macOS 14, tvOS 17, watchOS 10) it is a warning where it is declared.
final class MigrationDeploymentTargetTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try MigrationSupport.temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        // Once: platforms: [.iOS(.v12)]
        let package = Package(
            name: "Counter",
            platforms: [
                .iOS(.v16),
                .macOS("13.0"),
                .watchOS(.v10),
            ],
            targets: [.executableTarget(name: "Counter")]
        )

        """

    /// A project's build settings, as Xcode writes them (two configurations of one target).
    static let project = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
        \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 14.0;
        \t\t\t};
        \t\t};
        \t\tA2 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.4;
        \t\t\t\tTVOS_DEPLOYMENT_TARGET = "15.0";
        \t\t\t};
        \t\t};
        \t};
        }

        """

    func makeApp() throws {
        let sources = folder.appendingPathComponent("Counter/Sources/Counter")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: MigrationSupport.fixture("counter", "before.swift"), to: sources.appendingPathComponent("Counter.swift"))
        try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("Counter/Package.swift"))
        let project = folder.appendingPathComponent("Counter/Counter.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(Self.project.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
    }

    func testLowTargetsInTheManifestAndTheProjectAboveTheInputsAreWarnedWhereDeclared() throws {
        try makeApp()
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "-q", "Counter/Sources"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("migrate-deployment") || $0.contains("lower than Observation needs") }
        XCTAssertEqual(lines, [
            "Counter/Counter.xcodeproj/project.pbxproj:14:5: warning: 'iOS 16.4' (IPHONEOS_DEPLOYMENT_TARGET) is lower than Observation needs (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1); raise the deployment target or mark the migrated code '@available'",
            "Counter/Counter.xcodeproj/project.pbxproj:15:5: warning: 'tvOS 15.0' (TVOS_DEPLOYMENT_TARGET) is lower than Observation needs (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1); raise the deployment target or mark the migrated code '@available'",
            "Counter/Package.swift:8:10: warning: 'iOS 16' (Package.swift 'platforms') is lower than Observation needs (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1); raise the deployment target or mark the migrated code '@available'",
            "Counter/Package.swift:9:10: warning: 'macOS 13.0' (Package.swift 'platforms') is lower than Observation needs (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1); raise the deployment target or mark the migrated code '@available'",
        ], run.stderr)
    }

    /// A Tuist app (KeyboardCowboy, third app review) declares its targets in Swift:
    /// `Project.swift` and `Tuist/ProjectDescriptionHelpers/*.swift`. And the lowest version
    /// of a platform is the one named, minor versions compared (ghostty: 13.1 came first, 13.0
    /// is the app's).
    func testTuistDeploymentTargetsAndTheLowestMinorVersionAreWarned() throws {
        let sources = folder.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: MigrationSupport.fixture("counter", "before.swift"), to: sources.appendingPathComponent("Counter.swift"))
        let helpers = folder.appendingPathComponent("App/Tuist/ProjectDescriptionHelpers")
        try FileManager.default.createDirectory(at: helpers, withIntermediateDirectories: true)
        try Data("""
            import ProjectDescription

            extension Target {
                // deploymentTargets: .macOS("11.0") was the old one
                static let app = Target.target(name: "App", destinations: .macOS, product: .app, bundleId: "a.b",
                                               deploymentTargets: .macOS("13.1"), sources: ["Sources/**"])
                static let helper = Target.target(name: "Helper", destinations: .macOS, product: .app, bundleId: "a.c",
                                                  deploymentTargets: .multiplatform(iOS: "16.4", macOS: "13.0"), sources: [])
            }

            """.utf8).write(to: helpers.appendingPathComponent("Target+App.swift"))
        try Data("""
            import ProjectDescription

            let project = Project(name: "App", targets: [.app, .helper])

            """.utf8).write(to: folder.appendingPathComponent("App/Project.swift"))
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "-q", "App/Sources"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("lower than Observation needs") }.map { String($0.prefix { $0 != "(" }) }
        XCTAssertEqual(lines, [
            "App/Tuist/ProjectDescriptionHelpers/Target+App.swift:8:93: warning: 'macOS 13.0' ",
            "App/Tuist/ProjectDescriptionHelpers/Target+App.swift:8:78: warning: 'iOS 16.4' ",
        ], run.stderr)
        XCTAssert(run.stderr.contains("(Tuist 'deploymentTargets')"), run.stderr)
    }

    /// A project that keeps its build settings in `.xcconfig` files (review 4b: insidegui/WWDC's
    /// `Config/Main.xcconfig`) was not read, so a macOS 13.0 target said nothing: its settings,
    /// with a trailing comment or an SDK condition, are warned where they are written.
    func testXcconfigDeploymentTargetsAreWarned() throws {
        let sources = folder.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: MigrationSupport.fixture("counter", "before.swift"), to: sources.appendingPathComponent("Counter.swift"))
        let config = folder.appendingPathComponent("App/Config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("""
            // MACOSX_DEPLOYMENT_TARGET = 10.15 was the first
            #include "Shared.xcconfig"
            MACOSX_DEPLOYMENT_TARGET = 13.0 // Ventura
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]=16.2
            TVOS_DEPLOYMENT_TARGET = 17.0
            MACOSX_DEPLOYMENT_TARGET_SUFFIX = 9.0

            """.utf8).write(to: config.appendingPathComponent("Main.xcconfig"))
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "-q", "App"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("lower than Observation needs") }.map { String($0.prefix { $0 != "(" }) }
        XCTAssertEqual(lines, [
            "App/Config/Main.xcconfig:3:1: warning: 'macOS 13.0' ",
            "App/Config/Main.xcconfig:4:1: warning: 'iOS 16.2' ",
        ], run.stderr)
        XCTAssert(run.stderr.contains("(MACOSX_DEPLOYMENT_TARGET)"), run.stderr)
    }

    /// A rerun over the migrated tree says the low targets again: the classes are
    /// '@Observable' still (they vanished when nothing migrated in the rerun).
    func testARerunOverAMigratedTreeWarnsAgain() throws {
        try makeApp()
        let first = try MigrationSupport.tool(["migrate", "--in-place", "-q", "Counter/Sources"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        let again = try MigrationSupport.tool(["migrate", "--dry-run", "-q", "Counter/Sources"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout.contains("+++"), false, again.stdout)
        let lines = again.stderr.split(separator: "\n").filter { $0.contains("lower than Observation needs") }
        XCTAssertEqual(lines.count, 4, again.stderr)
        // '@available' below Observation's on a class that is '@Observable' already.
        let file = folder.appendingPathComponent("Counter/Sources/Counter/Counter.swift")
        let text = try MigrationSupport.read(file).replacingOccurrences(of: "@Observable\n", with: "@available(iOS 16, *)\n@Observable\n")
        try Data(text.utf8).write(to: file)
        let annotated = try MigrationSupport.tool(["migrate", "--dry-run", "-q", "Counter/Sources"], in: folder)
        XCTAssert(annotated.stderr.contains("Counter/Sources/Counter/Counter.swift:4:12: warning: "), annotated.stderr)
    }

    /// Nothing migrates, nothing is said: the targets matter only to migrated code.
    func testARunThatChangesNothingSaysNothingAboutTargets() throws {
        try makeApp()
        let file = folder.appendingPathComponent("Counter/Sources/Counter/Counter.swift")
        try Data("struct Plain {}\n".utf8).write(to: file)
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "-q", "Counter/Sources"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
    }

    /// A package of the tree whose folder holds no file the run changes says nothing (review:
    /// deployment-target-unrelated-package); the app's own still does.
    func testAPackageThatHoldsNoChangedFileSaysNothing() throws {
        try makeApp()
        let lib = folder.appendingPathComponent("Counter/Lib/Sources/Lib")
        try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
        try Data("public func greet() -> String { \"hi\" }\n".utf8).write(to: lib.appendingPathComponent("Lib.swift"))
        try Data(Self.manifest.replacingOccurrences(of: "Counter", with: "Lib").utf8).write(to: folder.appendingPathComponent("Counter/Lib/Package.swift"))
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "-q", "Counter"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("Counter/Lib/Package.swift"), run.stderr)
        XCTAssert(run.stderr.contains("Counter/Package.swift:8:10: warning"), run.stderr)
    }
}
