import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review round 31 of `migrate` (session falsewarn31): a protocol extension's
/// default blamed for the class's own member that shadows it (31c/01), a view that held the
/// model without observing it told it "was also redrawn by every '@Published' change" (31c/02),
/// and a closure argument of an event modifier taken for part of the redraw (31b, Loop).
final class MigrationReview31Tests: XCTestCase, MigrationReviewCase {
    /// SwiftBar (31c/01): `ShortcutPlugin`'s own `@Published var enabled` witnesses `Plugin`'s
    /// requirement and shadows `extension Plugin { var enabled: Bool { … id … } }` (and its own
    /// `summary()` the extension's `summary()`): a read of either on a `ShortcutPlugin` is the
    /// class's own member, which never reads `id`. Neither the extension's reads nor the view's
    /// `$plugin.enabled` / `plugin.summary()` are reported for it. `ScriptPlugin`, which
    /// declares neither, gets the defaults: the warnings stay, naming only it.
    func testAClassOwnMemberShadowsTheProtocolExtensionDefault() throws {
        let plugin = """
            import Foundation

            enum Prefs {
                static let disabledPlugins: [String] = []
            }

            protocol Plugin: AnyObject {
                var id: String { get }
                var enabled: Bool { get }
            }

            extension Plugin {
                var enabled: Bool {
                    !Prefs.disabledPlugins.contains(id)
                }

                func summary() -> String {
                    id + "!"
                }

                var isPathPlugin: Bool {
                    id.hasPrefix("/")
                }
            }

            """
        let models = """
            import Combine

            class ShortcutPlugin: Plugin, Identifiable, ObservableObject {
                var id: String
                @Published var enabled: Bool = true

                init(id: String) { self.id = id }

                func summary() -> String { "shortcut" }
            }

            class ScriptPlugin: Plugin, ObservableObject {
                var id: String
                @Published var running = false

                init(id: String) { self.id = id }
            }

            """
        let views = """
            import SwiftUI

            struct PluginStateView: View {
                @ObservedObject var plugin: ShortcutPlugin
                var body: some View {
                    Button("Toggle", action: { plugin.enabled.toggle() })
                    Text($plugin.enabled.wrappedValue ? "on" : "off")
                    Text(plugin.summary())
                }
            }

            struct ScriptRow: View {
                @ObservedObject var plugin: ScriptPlugin
                var body: some View {
                    Text(plugin.enabled ? "on" : "off")
                    Text(plugin.summary())
                }
            }

            """
        let result = migrate([("Plugin.swift", plugin), ("Models.swift", models), ("Views.swift", views)])
        // The views' reads of the defaults: only `ScriptRow`'s, through `ScriptPlugin`.
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Views.swift:15", "Views.swift:16"])
        // The defaults' reads of `id`: for `ScriptPlugin` alone.
        XCTAssertEqual(found(result, "migrate-ignored-property-read"), ["Plugin.swift:14", "Plugin.swift:18"])
        let said = result.files.flatMap(\.diagnostics).map(\.message).joined(separator: "\n")
        XCTAssertFalse(said.contains("'$plugin.enabled'"), said)
        XCTAssertFalse(said.contains("every '@Published' change of 'ShortcutPlugin'"), said)
        XCTAssertTrue(said.contains("view 'ScriptRow' reads 'plugin.enabled', which reads 'id'"), said)
        XCTAssertTrue(said.contains("'enabled' reads 'id', which did not notify and is now '@ObservationIgnored': a view that shows 'enabled' was also redrawn by every '@Published' change of 'ScriptPlugin',"), said)
        XCTAssertTrue(output(result, 1).contains("@Observable\nclass ShortcutPlugin: Plugin, Identifiable {"), output(result, 1))
        try assertOutputsTypeCheck(result)
    }

    /// Whisky (31c/02): `BottleListEntry` holds its `Bottle` in a plain `let`, so it never
    /// subscribed to `objectWillChange`: no `@Published` change of `Bottle` redrew it, and its read
    /// of the now ignored `isAvailable` is not reported; nor is one through `@State` or
    /// `@Binding`, which store the reference without observing it. `BottleView`
    /// (`@ObservedObject`) and `BottleBadge` (`@EnvironmentObject`) observed it: still warned.
    func testAViewThatHeldTheModelWithoutObservingItIsNotWarned() throws {
        let model = """
            import Foundation
            import SwiftUI

            final class Bottle: ObservableObject {
                @Published var name: String = ""
                var isAvailable: Bool = false

                func refresh() {
                    isAvailable = FileManager.default.fileExists(atPath: "/tmp/bottle")
                    name = "Bottle"
                }
            }

            """
        let views = """
            import SwiftUI

            struct BottleListEntry: View {
                let bottle: Bottle
                var body: some View {
                    Text("entry")
                    Text(bottle.isAvailable ? "1.0" : "0.5")
                }
            }

            struct BottleView: View {
                @ObservedObject var bottle: Bottle
                var body: some View {
                    Text(bottle.name)
                    Text(!bottle.isAvailable ? "disabled" : "enabled")
                }
            }

            struct BottleBadge: View {
                @EnvironmentObject var bottle: Bottle
                var body: some View {
                    Text(bottle.isAvailable ? "ready" : "missing")
                }
            }

            struct BottleDraft: View {
                @State var bottle = Bottle()
                var body: some View {
                    Text(bottle.isAvailable ? "ready" : "missing")
                }
            }

            struct BottlePicker: View {
                @Binding var bottle: Bottle
                var body: some View {
                    Text(bottle.isAvailable ? "ready" : "missing")
                }
            }

            """
        let result = migrate([("Bottle.swift", model), ("Views.swift", views)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Views.swift:15", "Views.swift:22"])
        let said = result.files.flatMap(\.diagnostics).map(\.message).joined(separator: "\n")
        XCTAssertFalse(said.contains("view 'BottleListEntry'"), said)
        XCTAssertTrue(said.contains("view 'BottleView' reads 'bottle.isAvailable'"), said)
        XCTAssertTrue(said.contains("view 'BottleBadge' reads 'bottle.isAvailable'"), said)
        XCTAssertTrue(output(result).contains("@Observable\nfinal class Bottle {"), output(result))
        try assertOutputsTypeCheck(result)
    }

    /// Loop (31b): `.onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`'s
    /// `pressing:` closure runs when the press changes, not in the redraw; it was read as part of
    /// the redraw, and what it names reached (by name, `open` -> `start`) `LoopManager`'s
    /// keypress handler: `migrate-ignored-property-read` said a view may show it, though no view
    /// holds a `LoopManager`. A closure argument of an event modifier is now deferred whatever
    /// its label. The same chain reached from `body` (`Text(preview.label())`) is still warned.
    func testAClosureArgumentOfAnEventModifierIsNoRedraw() throws {
        let model = """
            import Combine

            final class LoopManager: ObservableObject {
                @Published var currentAction = 0
                var isLoopActive = false

                func start() {
                    KeyMonitor.shared.handler = handleLoopKeypress
                }

                func handleLoopKeypress() -> Bool {
                    isLoopActive
                }

                func closeLoop() { isLoopActive = false }
            }

            final class KeyMonitor {
                static let shared = KeyMonitor()
                var handler: (() -> Bool)?
            }

            final class PreviewController {
                let manager = LoopManager()
                func open() { manager.start() }
                func label() -> String {
                    manager.start()
                    return "Preview"
                }
            }

            """
        let pressed = """
            import SwiftUI

            struct PreviewButton: View {
                let preview = PreviewController()
                var body: some View {
                    Text("Preview")
                        .onLongPressGesture(minimumDuration: 100.0, pressing: { pressing in
                            if pressing { preview.open() }
                        }, perform: {})
                }
            }

            """
        let before = migrate([("Loop.swift", model), ("Preview.swift", pressed)])
        XCTAssertEqual(found(before, "migrate-ignored-property-read"), [])
        XCTAssertTrue(output(before).contains("@Observable\nfinal class LoopManager {"), output(before))
        let shown = pressed.replacingOccurrences(of: "Text(\"Preview\")", with: "Text(preview.label())")
        let after = migrate([("Loop.swift", model), ("Preview.swift", shown)])
        XCTAssertEqual(found(after, "migrate-ignored-property-read"), ["Loop.swift:12"])
    }
}
