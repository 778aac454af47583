import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review round 19 of `migrate` (5d9050e) on apps it had not seen.
final class MigrationReview19Tests: XCTestCase, MigrationReviewCase {
    /// 19a/01 (FRW-iOS, 32 view warnings missing in 15 views): a view that conforms to `View`
    /// through a typealias of a composition (`typealias RouteableView = RouterContentDelegate &
    /// View`) is a view: its read of a plain property that becomes `@ObservationIgnored` is
    /// warned, as for a view that writes `View`. An alias of that alias, and `any`/`some` in the
    /// target, count too; an alias that composes no view protocol makes no view.
    func testAViewThroughACompositionTypealiasIsWarned() throws {
        let text = """
        import SwiftUI

        protocol RouterContentDelegate {}
        protocol Routed {}
        typealias RouteableView = RouterContentDelegate & View
        typealias Screen = RouteableView
        typealias Helper = RouterContentDelegate & Routed

        final class UploadModel: ObservableObject {
            @Published var index = 0
            var currentType = "start"

            func next() {
                currentType = "phrase"
                index += 1
            }
        }

        struct UploadView: RouteableView {
            let model = UploadModel()
            var body: some View { Text(model.currentType) }
        }

        struct OtherView: Screen {
            let model = UploadModel()
            var body: some View { Text(model.currentType) }
        }

        struct Uploader: Helper {
            let model = UploadModel()
            var body: String { model.currentType }
        }

        """
        let result = migrate([("Upload.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Upload.swift:21", "Upload.swift:26"])
        try assertOutputsTypeCheck(result)
    }

    /// 19a/02 (AuroraEditor): `@NSApplicationMain` and `@UIApplicationMain` are the compiler's
    /// attributes, not macros: they generate no member and keep no class.
    func testApplicationMainAttributesAreNoUnknownMacros() throws {
        let text = """
        import Cocoa
        import SwiftUI

        @NSApplicationMain
        final class AppDelegate: NSObject, NSApplicationDelegate, ObservableObject {
            @Published var isOpen = false
        }

        @UIApplicationMain @IBDesignable
        final class PhoneDelegate: NSObject, ObservableObject {
            @Published var isOpen = false
        }

        """
        let result = migrate([("AppDelegate.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-unknown-macro"), [])
        XCTAssertEqual(result.summary.migratedClasses, ["AppDelegate", "PhoneDelegate"])
        XCTAssertTrue(output(result).contains("@Observable\n@NSApplicationMain\nfinal class AppDelegate: NSObject, NSApplicationDelegate {"), output(result))
    }

    /// 19b/02 (macos-browser: 2 classes kept for no reason): `task.$state` in a loop over a
    /// `Set<DownloadTask>` (a property initialised `Set<T>()` or annotated `Set<T>`, or a
    /// parameter `Set<T>`) is the publisher of `DownloadTask`, a plain class: it keeps no class
    /// of the run that has a published `state`. A loop over a collection whose element cannot
    /// be told still keeps it.
    func testAPublisherOnASetElementIsThatElementsPublisher() throws {
        let text = """
        import SwiftUI
        import Combine

        final class DownloadTask: Hashable {
            @Published var state = 0
            static func == (a: DownloadTask, b: DownloadTask) -> Bool { a === b }
            func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
        }

        final class DownloadManager {
            private(set) var downloads = Set<DownloadTask>()
            var finished: Set<DownloadTask> = []
            var bag = Set<AnyCancellable>()
            func watch(more: Set<DownloadTask>) {
                for task in downloads { task.$state.sink { _ in }.store(in: &bag) }
                for task in finished { task.$state.sink { _ in }.store(in: &bag) }
                for task in more { task.$state.sink { _ in }.store(in: &bag) }
            }
        }

        final class AddressUI: ObservableObject {
            @Published var city = ""
            @Published var state = ""
        }

        struct AddressView: View {
            @ObservedObject var address: AddressUI
            var body: some View { Text(address.city + address.state) }
        }

        """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["AddressUI"])
        XCTAssertEqual(found(result, "migrate-blocked-publisher"), [])
        try assertOutputsTypeCheck(result)

        let untold = text.replacingOccurrences(of: "func watch(more: Set<DownloadTask>)", with: "func watch(more: some Sequence<DownloadTask>)")
        XCTAssertEqual(migrate([("App.swift", untold)]).summary.keptClasses, ["AddressUI"])
    }

    /// 19c/04: a view whose stored properties all have initial values keeps the implicit
    /// `init()` at its own access beside the memberwise one, which a `private var` makes
    /// `private`: when the run calls it only as `Row()`, an assigned `private var prefs =
    /// Prefs.shared` stays a `var` with no error. A call that passes an argument, or a stored
    /// property without an initial value, still makes it an error.
    func testAnAssignedPrivateVarOfAViewCalledWithoutArgumentsIsNoError() throws {
        let prefs = """
        import SwiftUI

        @MainActor
        final class Prefs: ObservableObject {
            static let shared = Prefs()
            @Published var name = ""
        }

        final class Session: ObservableObject {
            @Published var user = ""
        }

        """
        let screen = """
        import SwiftUI

        @MainActor
        struct Screen: View {
            var body: some View { Row() }
        }

        @MainActor
        private struct Row: View {
            @ObservedObject private var prefs = Prefs.shared
            @EnvironmentObject var session: Session
            var note: String?
            var body: some View {
                Button(prefs.name + session.user) { reset() }
            }
            func reset() { prefs.name = "" }
            mutating func use(_ other: Prefs) { prefs = other }
        }

        """
        let result = migrate([("Prefs.swift", prefs), ("Screen.swift", screen)])
        XCTAssertEqual(found(result, "migrate-private-memberwise-initializer"), [])
        XCTAssertTrue(output(result, 1).contains("    private var prefs = Prefs.shared\n"), output(result, 1))
        XCTAssertEqual(result.summary.errors, 0)
        try assertOutputsTypeCheck(result)

        let withArgument = screen.replacingOccurrences(of: "{ Row() }", with: "{ Row(note: \"x\") }")
        XCTAssertEqual(found(migrate([("Prefs.swift", prefs), ("Screen.swift", withArgument)]), "migrate-private-memberwise-initializer"), ["Screen.swift:10"])
        let undefaulted = screen.replacingOccurrences(of: "var note: String?", with: "let note: String")
        XCTAssertEqual(found(migrate([("Prefs.swift", prefs), ("Screen.swift", undefaulted)]), "migrate-private-memberwise-initializer"), ["Screen.swift:10"])
    }

    /// 19b (OnlySwitch: 3 classes kept): swift-sharing's `@Shared` and `@SharedReader` publish
    /// nothing through the enclosing object (no `_enclosingInstance` subscript; the reference is
    /// observable itself): known plain wrappers when the file imports `Sharing`, so the class
    /// migrates and they become `@ObservationIgnored`. Without the import they stay unknown.
    func testSwiftSharingWrappersArePlain() throws {
        let text = """
            import Sharing
            import SwiftUI

            @MainActor
            final class SwitchBarVM: ObservableObject {
                @Shared(.appStorage("hidden")) var hidden = false
                @SharedReader(.appStorage("order")) var order = ""
                @Published var isOn = false
            }

            struct SwitchBar: View {
                @ObservedObject var model: SwitchBarVM
                var body: some View { Text(model.isOn ? "on" : "off") }
            }

            """
        let result = migrate([("Switch.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["SwitchBarVM"])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("@ObservationIgnored @Shared(.appStorage(\"hidden\")) var hidden = false")
                      && migrated.contains("@ObservationIgnored @SharedReader(.appStorage(\"order\")) var order = \"\""), migrated)
        // Type-checked with a stand-in of the two wrappers in place of the library's module.
        let standIn = """
            struct SharedKey<Value> { static func appStorage(_ key: String) -> SharedKey<Value> { SharedKey() } }
            @propertyWrapper struct Shared<Value> {
                private var value: Value
                init(wrappedValue: Value, _ key: SharedKey<Value>) { value = wrappedValue }
                var wrappedValue: Value { value }
            }
            @propertyWrapper struct SharedReader<Value> {
                private var value: Value
                init(wrappedValue: Value, _ key: SharedKey<Value>) { value = wrappedValue }
                var wrappedValue: Value { value }
            }

            """
        let checkFolder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: checkFolder) }
        let paths = [checkFolder.appendingPathComponent("Switch.swift").path, checkFolder.appendingPathComponent("Sharing.swift").path]
        try Data(migrated.replacingOccurrences(of: "import Sharing\n", with: "").utf8).write(to: URL(fileURLWithPath: paths[0]))
        try Data(standIn.utf8).write(to: URL(fileURLWithPath: paths[1]))
        for mode in ["5", "6"] {
            let check = try MigrationSupport.typecheck(paths, extra: ["-swift-version", mode])
            XCTAssertEqual(check.status, 0, check.stderr)
        }
        let unimported = migrate([("Switch.swift", text.replacingOccurrences(of: "import Sharing\n", with: ""))])
        XCTAssertEqual(unimported.summary.migratedClasses, [])
        XCTAssertEqual(found(unimported, "migrate-blocked-unknown-wrapper").count, 2)
    }
}
