import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review rounds 20 and 21 of `migrate` fixed together (migfix41): classes kept for
/// no true reason, and false warnings.
final class MigrationReview21Tests: XCTestCase, MigrationReviewCase {
    /// 21a/05 (Droppy: 7 false warnings): a key that is a name bound to a constant of one
    /// literal (one constant further than the literal), or a local bound to an interpolated
    /// literal whose head and tail no migrated key starts and ends with, is no unknown writer of
    /// a migrated key. A name bound to a constant of the migrated key's literal still is.
    func testKeysBoundThroughConstantsOrInterpolationsAreNoUnknownWriters() throws {
        let text = """
        import Combine
        import Foundation
        import SwiftUI
        enum AppPreferenceKey {
            static let terminalNotchInstalled = "terminalNotch_installed"
            static let todoQuickOpenShortcut = "todo_quickOpenShortcut"
        }

        final class TerminalNotchManager: ObservableObject {
            @AppStorage(AppPreferenceKey.terminalNotchInstalled) var isInstalled: Bool = false
            @Published var isVisible = false
        }

        final class ToDoStore {
            private let quickOpenShortcutKey = AppPreferenceKey.todoQuickOpenShortcut
            private let installedKey = AppPreferenceKey.terminalNotchInstalled
            func save(_ data: Data) {
                UserDefaults.standard.set(data, forKey: quickOpenShortcutKey)
                UserDefaults.standard.set(true, forKey: installedKey)
            }
        }

        func trackExtension(_ extensionId: String) {
            let localKey = "\\(extensionId)Tracked"
            UserDefaults.standard.set(true, forKey: localKey)
            let notchKey = "terminalNotch_\\(extensionId)"
            UserDefaults.standard.set(true, forKey: notchKey)
        }

        """
        let result = migrate([("Keys.swift", text)])
        // Only the constant of the migrated key's literal, and the interpolation that may be it.
        XCTAssertEqual(found(result, "migrate-storage-key-unknown-writer"), ["Keys.swift:19", "Keys.swift:27"])
        try assertOutputsTypeCheck(result)
    }

    /// 21a/04 (feditext): `import Combine` stays in a migrated file that passes an implicit
    /// member (`.init()`) where the run declares a Combine type (a parameter declared
    /// `PassthroughSubject<Int, Never>`, labeled or not, or a property): under
    /// `MemberImportVisibility` that member needs the import. A file whose implicit members
    /// have other types loses it as before.
    func testImportCombineStaysForAnImplicitMemberOfACombineType() throws {
        let account = """
        import Combine

        public final class AccountViewModel {
            public var events: PassthroughSubject<Int, Never> = .init()
            public init(eventsSubject: PassthroughSubject<Int, Never>) {}
        }

        public func listen(_ subject: PassthroughSubject<Int, Never>, count: Int) {}

        """
        let conversation = """
        import Combine
        import Foundation

        public final class ConversationViewModel: ObservableObject {
            public let accountViewModel: AccountViewModel
            init() {
                accountViewModel = AccountViewModel(eventsSubject: .init())
            }
        }

        """
        let listener = """
        import Combine

        final class Listener: ObservableObject {
            func start() { listen(.init(), count: 2) }
        }

        """
        let holder = """
        import Combine

        final class Holder: ObservableObject {
            let account: AccountViewModel
            init(account: AccountViewModel) { self.account = account }
            func reset() { account.events = .init() }
        }

        """
        let plain = """
        import Combine
        import Foundation

        final class Plain: ObservableObject {
            var date = Date()
            func reset() { date = .now }
        }

        """
        let result = migrate([("Account.swift", account), ("Conversation.swift", conversation), ("Listener.swift", listener),
                              ("Holder.swift", holder), ("Plain.swift", plain)])
        XCTAssertEqual(result.summary.migratedClasses.count, 4)
        for k in 1 ... 3 { XCTAssertTrue(output(result, k).contains("import Combine"), output(result, k)) }
        XCTAssertFalse(output(result, 4).contains("import Combine"), output(result, 4))
        try assertOutputsTypeCheck(result)
    }

    /// 21b/02 (ios-core: 31 classes kept by one test): a `let` written `any ObservableObject`
    /// and bound to a value whose type the run tells holds only that class: it stays, reported
    /// at the value; the other classes migrate. An initializer that cannot be told keeps all
    /// (a call of a function whose own returns cannot be told: one that returns a told class
    /// keeps only it, MigrationResultExistentialTests).
    func testAnExistentialLocalOfAToldValueKeepsOnlyThatClass() throws {
        let models = """
        import SwiftUI

        final class Orientation: ObservableObject {
            @Published var isLandscape = false
        }

        final class Router: ObservableObject {
            @Published var selected = 0
        }

        struct RootView: View {
            @StateObject private var router = Router()
            var body: some View { Text("\\(router.selected)") }
        }

        """
        let tests = """
        import SwiftUI

        final class OrientationTests {
            var orientation: Orientation!
            func testIsObservableObject() {
                let observable: any ObservableObject = orientation
                _ = observable
            }
        }

        """
        let result = migrate([("Models.swift", models), ("OrientationTests.swift", tests)])
        XCTAssertEqual(result.summary.migratedClasses, ["Router"])
        XCTAssertEqual(result.summary.keptClasses, ["Orientation"])
        XCTAssertEqual(found(result, "migrate-blocked-generic"), ["OrientationTests.swift:6"])
        try assertOutputsTypeCheck(result)

        let untold = tests.replacingOccurrences(of: "= orientation", with: "= makeAny()") + "func makeAny() -> any ObservableObject { Bool.random() ? Orientation() : Router() }\n"
        let all = migrate([("Models.swift", models), ("OrientationTests.swift", untold)])
        XCTAssertEqual(all.summary.migratedClasses, [String]())
    }

    /// 21a/01 (anytype-swift: 6 false warnings): a view's own closure property (`Button("Row",
    /// action: onTap)`) is no model's method `onTap(size:)`, and SwiftUI's `.onOpenURL { … }` on
    /// a view is no model's `onOpenURL(_:)`: what those methods call is reached by no redraw.
    /// A view that calls the model's method in its body is still warned.
    func testAViewsOwnNamesAndModifiersReachNoModelMethod() throws {
        let text = """
        import Combine
        import SwiftUI

        @MainActor
        final class SizeMenuModel: ObservableObject {
            @Published private(set) var items: [String] = []
            private var selectedSize: Int

            init(selectedSize: Int) {
                self.selectedSize = selectedSize
                self.items = self.buildItems()
            }

            func buildItems() -> [String] {
                (0..<3).map { $0 == selectedSize ? "[\\($0)]" : "\\($0)" }
            }

            func onTap(size: Int) {
                selectedSize = size
                items = buildItems()
            }
        }

        struct SizeMenu: View {
            @StateObject private var model = SizeMenuModel(selectedSize: 1)
            var body: some View {
                Text(model.items.joined())
            }
        }

        struct Row: View {
            let onTap: () -> Void
            var body: some View {
                Button("Row", action: onTap)
            }
        }

        @MainActor
        final class URLHandlerModel: ObservableObject {
            @Published var isPresented = false
            private var parser: URLParser = URLParser()

            func onOpenURL(_ url: String) -> Bool {
                parser.canHandle(url)
            }
        }

        struct URLParser { func canHandle(_ url: String) -> Bool { url.hasPrefix("app:") } }

        struct URLHandlerModifier: ViewModifier {
            @StateObject private var model = URLHandlerModel()
            func body(content: Content) -> some View {
                content
                    .onOpenURL { url in _ = model.onOpenURL(url) }
                    .sheet(isPresented: $model.isPresented) { Text("web") }
            }
        }

        """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-read"), [])
        try assertOutputsTypeCheck(result)

        // A view that shows the method's result: warned as before.
        let shown = text.replacingOccurrences(of: "Text(model.items.joined())", with: "Text(model.buildItems().joined())")
        XCTAssertEqual(found(migrate([("Model.swift", shown)]), "migrate-ignored-property-read"), ["Model.swift:15"])
    }

    /// 21a/06 (anytype-swift): a closure parameter (`map { description -> Item in … }`) hides
    /// the ignored property of its name: no read of it; a read outside the closure is one.
    func testAClosureParameterIsNoReadOfThePropertyItHides() throws {
        let text = """
        import Combine
        import SwiftUI

        final class MenuModel: ObservableObject {
            @Published private(set) var items: [String] = []
            private var description: Int = 0

            func build(current: Int) -> [String] {
                (0 ..< 3).map { description -> String in
                    description == current ? "[\\(description)]" : "\\(description)"
                }
            }

            func label() -> String { "\\(description)" }

            func select(_ value: Int) {
                description = value
                items = build(current: value)
            }
        }

        """
        let result = migrate([("Menu.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-read"), ["Menu.swift:14"])
        try assertOutputsTypeCheck(result)
    }

    /// 20a/01 (fluentui-apple: every class kept): a typealias composing `ObservableObject`
    /// named in class clauses (`class ButtonStateImpl: ControlState`) keeps no unrelated class;
    /// its conformers are found and migrate together, and the alias then names `Observable`.
    /// When one conformer truly needs Combine, every conformer stays (reported at its clause),
    /// and the alias with them; the unrelated class migrates either way.
    func testATypealiasInClassClausesMakesConformersNotAKeepOfEveryClass() throws {
        let text = """
        import SwiftUI
        import Combine
        import Foundation

        public typealias ControlState = NSObject & ObservableObject & Identifiable

        class ButtonStateImpl: ControlState {
            @Published var title: String = ""
        }

        class ToggleStateImpl: ControlState {
            @Published var isOn = false
        }

        final class Settings: ObservableObject {
            @Published var dark = false
        }

        struct SettingsView: View {
            @StateObject var settings = Settings()
            @ObservedObject var state: ButtonStateImpl
            var body: some View {
                Toggle(state.title, isOn: $settings.dark)
            }
        }

        """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["ButtonStateImpl", "ToggleStateImpl", "Settings"])
        XCTAssertEqual(result.summary.keptClasses, [String]())
        XCTAssertEqual(found(result, "migrate-alias-migrated"), ["Model.swift:5"])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("public typealias ControlState = NSObject & Observable & Identifiable"), migrated)
        try assertOutputsTypeCheck(result)

        // One conformer republishes: the conformers stay together, the unrelated class migrates.
        let publishing = text.replacingOccurrences(of: "@Published var isOn = false", with: "@Published var isOn = false\n    func watch() { _ = $isOn }")
        let kept = migrate([("Model.swift", publishing)])
        XCTAssertEqual(kept.summary.migratedClasses, ["Settings"])
        XCTAssertEqual(Set(kept.summary.keptClasses), ["ButtonStateImpl", "ToggleStateImpl"])
        XCTAssertEqual(found(kept, "migrate-blocked-alias"), ["Model.swift:7"])
        XCTAssertTrue(output(kept).contains("NSObject & ObservableObject & Identifiable"))
        try assertOutputsTypeCheck(kept)
    }
}
