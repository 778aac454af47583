import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review round 28 of `migrate` fixed in session migfix52: receivers typed by a
/// declaration the run holds (28c/03), SwiftData models (28c/04), package targets declared
/// through a helper of the manifest (28a/02).
final class MigrationReview28Tests: XCTestCase, MigrationReviewCase {
    /// OldOS (28c/03a): `currentStore().objectWillChange` with `var currentStore: () -> Store`
    /// declared was "a type that cannot be told" (an error, exit 1), and `Store` migrated
    /// although that real use needs its publisher. The call is typed by the property's
    /// declared result: `Store` is kept with the reason at the use, and no error is reported.
    func testACallOfAStoredFunctionTypedPropertyTypesItsPublisherReceiver() throws {
        let text = """
            import Combine
            import SwiftUI

            class Store: ObservableObject {
                @Published var progress = 0.0
            }

            class Other: ObservableObject {
                @Published var name = ""
            }

            struct Bar: View {
                var currentStore: () -> Store
                @State private var progress = 0.0
                var body: some View {
                    Text("\\(progress)")
                        .onReceive(currentStore().objectWillChange) { _ in
                            progress = currentStore().progress
                        }
                }
            }

            struct Root: View {
                @StateObject var other = Other()
                var body: some View { Text(other.name) }
            }

            """
        let result = migrate([("Store.swift", text)])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [])
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), ["Store.swift:17"])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("class Store: ObservableObject {\n    @Published var progress"), migrated)
        XCTAssertTrue(migrated.contains("@Observable\nclass Other {"), migrated)
        try assertOutputsTypeCheck(result)

        // A projected publisher through such a call is that class's only: `Gauge`, which also
        // publishes a `progress`, migrates.
        let projected = migrate([("Projected.swift", """
            import Combine
            import SwiftUI

            class Store: ObservableObject {
                @Published var progress = 0.0
            }

            class Gauge: ObservableObject {
                @Published var progress = 0.0
            }

            struct Bar: View {
                var currentStore: () -> Store
                @StateObject var gauge = Gauge()
                var body: some View {
                    Text("\\(gauge.progress)")
                        .onReceive(self.currentStore().$progress) { _ in }
                }
            }

            """)])
        XCTAssertEqual(found(projected, "migrate-blocked-publisher"), ["Projected.swift:17"])
        XCTAssertTrue(output(projected).contains("@Observable\nclass Gauge {"), output(projected))
        XCTAssertTrue(output(projected).contains("class Store: ObservableObject {"), output(projected))
        try assertOutputsTypeCheck(projected)
    }

    /// OldOS (28c/03b): `$0` of `forEach` over `let typed = items as! [T]`, `T` the method's own
    /// `<T: ObservableObject>`, is a `T` (a generic parameter: the generic rule decides), not an
    /// unknown receiver reported as an error.
    func testTheElementOfALocalCastToAnArrayOfAGenericParameterIsThatParameter() throws {
        let text = """
            import Combine
            import SwiftUI

            class Forwarder: ObservableObject {
                @Published var items: [Any] = []
                var cancellables = [AnyCancellable]()
                func observe<T: ObservableObject>(_ type: T.Type) {
                    let typed = items as! [T]
                    typed.forEach({
                        let c = $0.objectWillChange.sink(receiveValue: { _ in self.objectWillChange.send() })
                        self.cancellables.append(c)
                    })
                }
            }

            class Other: ObservableObject {
                @Published var name = ""
            }

            struct Root: View {
                @StateObject var other = Other()
                var body: some View { Text(other.name) }
            }

            """
        let result = migrate([("Forwarder.swift", text)])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("class Forwarder: ObservableObject {"), migrated)
        XCTAssertTrue(migrated.contains("@Observable\nclass Other {"), migrated)
        try assertOutputsTypeCheck(result)

        // A cast to an array of a class of the run types the element as that class.
        let cast = """
            import Combine

            class Store: ObservableObject {
                @Published var progress = 0.0
            }

            func watch(_ items: [Any]) {
                let stores = items as! [Store]
                stores.forEach { _ = $0.objectWillChange.sink { _ in } }
            }

            """
        let castResult = migrate([("Cast.swift", cast)])
        XCTAssertEqual(found(castResult, "migrate-unresolved-receiver"), [])
        XCTAssertEqual(found(castResult, "migrate-blocked-object-will-change"), ["Cast.swift:9"])
        XCTAssertTrue(output(castResult).contains("class Store: ObservableObject {"), output(castResult))
    }

    /// Warikan (28c/04): a view reading `vm.user.iconData`, `user` a SwiftData `@Model` class,
    /// was told the class "is not observable" and to make it `@Observable` (which does not
    /// compile on an `@Model`). `@Model` classes conform to `Observable`: no warning.
    func testASwiftDataModelIsObservable() throws {
        func run(_ attribute: String) -> MigrationResult {
            migrate([("Home.swift", """
                import SwiftUI
                import SwiftData

                \(attribute)
                class AppUser {
                    var name: String
                    var iconData: Data?
                    init(name: String) { self.name = name }
                }

                class HomeViewModel: ObservableObject {
                    @Published var user: AppUser
                    init(user: AppUser) { self.user = user }
                    func setIcon(_ data: Data) { user.iconData = data }
                }

                struct HomeView: View {
                    @EnvironmentObject var vm: HomeViewModel
                    var body: some View {
                        Text("\\(vm.user.iconData?.count ?? 0)")
                    }
                }

                """)])
        }
        for attribute in ["@Model", "@SwiftData.Model"] {
            let result = run(attribute)
            XCTAssertEqual(found(result, "migrate-reference-state-view-read"), [], attribute)
            XCTAssertTrue(output(result).contains("@Observable\nclass HomeViewModel {"), output(result))
        }
        // Control: a plain class whose state changes is still warned.
        XCTAssertEqual(found(run("final"), "migrate-reference-state-view-read"), ["Home.swift:20"])
    }

    /// DanXi-swift (28a/02): each package declares its target through a helper of the manifest
    /// (`.regexTarget(…)`, a `static func` of `extension Target` returning `Target`). The
    /// packages were not read as modules, so two `CourseModel`s of two packages were "declared
    /// more than once in one scope" and both kept, and the missing `platforms:` went unwarned.
    func testTargetsDeclaredThroughAManifestHelperAreModules() throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func manifest(_ name: String, platforms: String = "") -> String {
            """
            // swift-tools-version: 5.10
            import PackageDescription

            let package = Package(
                name: "\(name)",\(platforms)
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                targets: [
                    .regexTarget(name: "\(name)", dependencies: [], path: "Sources"),
                ]
            )

            extension Target {
                static func regexTarget(name: String, dependencies: [Target.Dependency], path: String) -> Target {
                    let target = target(name: name, dependencies: dependencies, path: path)
                    target.swiftSettings = [.enableUpcomingFeature("BareSlashRegexLiterals")]
                    return target
                }
            }

            """
        }
        let files = namesakeCoursePackages(kit: ("in/KitA", "KitA", "Sources/CourseModel.swift"), ui: ("in/UIB", "UIB", "Sources/CoursePage.swift"), manifest: { manifest($0) })
        let (outcome, said) = try migrateInPlace(files, in: folder)
        XCTAssertEqual(outcome.status, 0, said)
        XCTAssertFalse(said.contains("declared more than once in one scope"), said)
        XCTAssertTrue(said.contains("in/KitA/Sources/CourseModel.swift:3:14: note: class 'CourseModel' migrated to '@Observable'"), said)
        XCTAssertTrue(said.contains("in/UIB/Sources/CoursePage.swift:8:7: note: class 'CourseModel' migrated to '@Observable'"), said)
        for package in ["KitA", "UIB"] {
            XCTAssertTrue(said.contains("in/\(package)/Package.swift:4:15: warning: 'iOS 12, macOS 10.13, tvOS 12, watchOS 4' (Package.swift without 'platforms'"), said)
        }

        // The platforms a manifest gives are read for the files of such a target too.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("in"))
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((path == "in/KitA/Package.swift" ? manifest("KitA", platforms: "\n    platforms: [.iOS(.v16), .macOS(.v14)],") : text).utf8).write(to: url)
        }
        let given = try MigrationSupport.tool(["migrate", "--in-place", "in"], in: folder)
        let told = given.stdout + given.stderr
        XCTAssertTrue(told.contains("in/KitA/Package.swift:6:18: warning: 'iOS 16' (Package.swift 'platforms') is lower than Observation needs"), told)
        XCTAssertFalse(told.contains("in/KitA/Package.swift:4:15: warning"), told)
        XCTAssertFalse(told.contains("declared more than once in one scope"), told)
    }
}
