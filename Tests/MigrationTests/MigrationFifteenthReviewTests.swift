import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of reviews 9b and 9c of `migrate` (cfbbcba).
final class MigrationFifteenthReviewTests: XCTestCase, MigrationReviewCase {
    /// 9b/07: `@FocusedObject var doc: Document?`, `.focusedSceneObject(doc)` and
    /// `.focusedObject(doc)` need `ObservableObject`; the class was migrated and both sites
    /// stopped compiling. It stays, with a blocker at each site.
    func testFocusedObjectSitesKeepTheClass() throws {
        let text = """
        import SwiftUI

        final class Document: ObservableObject {
            @Published var title = ""
        }

        struct Editor: View {
            @StateObject var doc = Document()
            var body: some View {
                TextField("Title", text: $doc.title)
                    .focusedSceneObject(doc)
            }
        }

        struct Pane: View {
            @ObservedObject var doc: Document
            var body: some View {
                Text(doc.title).focusedObject(doc)
            }
        }

        struct RenameCommand: View {
            @FocusedObject var doc: Document?
            var body: some View {
                Button("Rename") { doc?.title = "x" }
            }
        }

        """
        let result = migrate([("Document.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-focused-object"), ["Document.swift:11", "Document.swift:18", "Document.swift:23"])
        XCTAssertEqual(found(result, "migrate-class-kept"), ["Document.swift:3"])
        XCTAssertTrue(output(result).contains("final class Document: ObservableObject"))
        try assertOutputsTypeCheck(result)
    }

    /// 9b/06: `Text("\(parent.child.x)")` reads `child`, a `let` that registers nothing with
    /// Observation, and `x` of a class that stays an `ObservableObject`: the view no longer
    /// follows `tick`/`version`, which existed to forward the child's changes.
    func testReadThroughAnUntrackedMemberIsNoRead() throws {
        let text = """
        import SwiftUI
        import Combine

        final class Child: ObservableObject {
            @Published var x = 0
        }

        final class Parent: ObservableObject {
            let child = Child()
            @Published private var tick = 0
            private var bag = Set<AnyCancellable>()
            init() {
                child.$x.sink { [weak self] _ in self?.tick += 1 }.store(in: &bag)
            }
        }

        struct ParentView: View {
            @ObservedObject var parent: Parent
            var body: some View { Text("\\(parent.child.x)") }
        }

        // Variant: forward with objectWillChange of the child (not of self)
        final class Parent2: ObservableObject {
            let child = Child()
            @Published var version = 0
            private var bag = Set<AnyCancellable>()
            init() {
                child.objectWillChange.sink { [weak self] _ in self?.version += 1 }.store(in: &bag)
            }
        }

        struct Parent2View: View {
            @ObservedObject var parent: Parent2
            var body: some View { Text("\\(parent.child.x)") }
        }

        """
        let result = migrate([("Forwarding.swift", text)])
        XCTAssertEqual(found(result, "migrate-tracked-property-unread"), ["Forwarding.swift:18", "Forwarding.swift:33"])
        try assertOutputsTypeCheck(result)
    }

    /// 9b/03: a representable whose `updateNSView` reads nothing of its `@ObservedObject` model
    /// (it only calls `reloadData()`) was re-run by every `@Published` change; as a plain `var`
    /// it is never re-run. `updateNSView` is its redraw, so the unread-model check warns.
    func testRepresentableUpdateThatReadsNothingIsWarned() throws {
        let text = """
        import SwiftUI

        final class AreaCommand: ObservableObject {
            @Published private(set) var data: [String] = []
            func filter(_ term: String) { data = ["Alabama"].filter { $0.hasPrefix(term) } }
            func numberOfRows() -> Int { data.count }
        }

        final class ListController {
            let command: AreaCommand
            init(command: AreaCommand) { self.command = command }
            func reloadData() { _ = command.numberOfRows() }
        }

        struct ListSelector: NSViewRepresentable {
            @ObservedObject var command: AreaCommand

            func makeNSView(context: Context) -> ListController {
                ListController(command: command)
            }

            func updateNSView(_ controller: ListController, context: Context) {
                controller.reloadData()
            }
        }

        struct Counted: NSViewRepresentable {
            @ObservedObject var command: AreaCommand

            func makeNSView(context: Context) -> ListController {
                ListController(command: command)
            }

            func updateNSView(_ controller: ListController, context: Context) {
                _ = command.data
                controller.reloadData()
            }
        }

        """
        let result = migrate([("ListSelector.swift", text)])
        XCTAssertEqual(found(result, "migrate-tracked-property-unread"), ["ListSelector.swift:16"])
        try assertOutputsTypeCheck(result)
    }

    /// 9c/04: `SettingsView` reads `model.hideBalance` (a getter over `UserDefaults`) and
    /// `model.cachedCount` (over a static `var`): redrawn before by every `revision += 1`,
    /// never after (checked with the Observation runtime). Each read is warned.
    func testComputedPropertyOverUntrackedStateIsWarned() throws {
        let text = """
        import Foundation
        import SwiftUI

        final class SettingsModel: ObservableObject {
            nonisolated(unsafe) private static var cache: [String: Int] = [:]
            @Published var revision = 0                       // bumped to force redraws

            var hideBalance: Bool { UserDefaults.standard.bool(forKey: "hideBalance") }
            var cachedCount: Int { Self.cache.count }

            func toggle() {
                UserDefaults.standard.set(!hideBalance, forKey: "hideBalance")
                Self.cache["k\\(revision)"] = revision
                revision += 1
            }
        }

        struct SettingsView: View {
            @ObservedObject var model: SettingsModel

            var body: some View {
                VStack {
                    Text(model.hideBalance ? "***" : "1.0 BTC")
                    Text("\\(model.cachedCount)")
                    Button("Toggle") { model.toggle() }
                }
            }
        }

        """
        let result = migrate([("Repro.swift", text)])
        XCTAssertEqual(found(result, "migrate-untracked-computed-view-read"), ["Repro.swift:23", "Repro.swift:24"])
        let messages = result.files[0].diagnostics.filter { $0.id == "migrate-untracked-computed-view-read" }.map(\.message)
        XCTAssertTrue(messages.first?.contains("'model.hideBalance'") == true && messages.first?.contains("'UserDefaults'") == true, "\(messages)")
        XCTAssertTrue(messages.last?.contains("static 'cache'") == true, "\(messages)")
        try assertOutputsTypeCheck(result)
    }

    /// 9b/01: a view holds a class without a wrapper and its redraw reads only an ignored
    /// property (`viewModel.ads`, the class had no `@Published`) or a computed property over
    /// `let`s (`learnMore.attributed`): nothing it reads is tracked, so it does not start
    /// observing; a false `migrate-plain-property-starts-observing`.
    func testPlainHolderReadingOnlyUntrackedStateIsNotWarned() throws {
        let model = """
        import Foundation

        public class StatsModel: ObservableObject {
            public var ads: Int
            public init(ads: Int) { self.ads = ads }
        }

        """
        let view = """
        import SwiftUI

        public struct StatsView: View {
            public var viewModel: StatsModel
            public var body: some View { Text("\\(viewModel.ads)") }
            public init(viewModel: StatsModel) { self.viewModel = viewModel }
        }

        struct Other: View {
            @ObservedObject var m: StatsModel
            var body: some View { Text("x") }
        }

        """
        let lets = """
        import SwiftUI

        // Variant from woocommerce-ios LearnMoreViewModel / PaymentMethodsView.swift:27:
        // the class has only `let`s; the view reads a computed property built from them.
        class LearnMoreModel: ObservableObject {
            let linkText: String
            init(linkText: String) { self.linkText = linkText }
            var attributed: String { "Learn more: \\(linkText)" }
        }

        struct PaymentView: View {
            let learnMore: LearnMoreModel
            var body: some View { Text(learnMore.attributed) }
        }

        """
        let result = migrate([("Model.swift", model), ("View.swift", view), ("LetsOnly.swift", lets)])
        XCTAssertEqual(found(result, "migrate-plain-property-starts-observing"), [])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Model.swift:3", "LetsOnly.swift:5"])
        // Still warned when the computed property reads a tracked one.
        let tracked = lets.replacingOccurrences(of: "let linkText: String", with: "@Published var linkText: String")
        let again = migrate([("LetsOnly.swift", tracked)])
        XCTAssertEqual(found(again, "migrate-plain-property-starts-observing"), ["LetsOnly.swift:12"])
        try assertOutputsTypeCheck(result)
    }

    /// 9b/04: `lazy private(set) var budget: BudgetModel` is never assigned (`budget.pending += 1`
    /// changes the object, a class of the run): it cannot change, so a view reading it is not
    /// told to drop `@ObservationIgnored`.
    func testLazyClassPropertyNeverAssignedIsNotWarned() throws {
        let text = """
        import SwiftUI

        final class BudgetModel: ObservableObject {
            @Published var amount = 5
            @Published var pending = 0
        }

        final class FormModel: ObservableObject {
            @Published var name = ""

            // Created on first read, never assigned anywhere: effectively constant.
            lazy private(set) var budget: BudgetModel = {
                BudgetModel()
            }()

            func bumpBudgetChild() { budget.pending += 1 }
        }

        struct FormView: View {
            @ObservedObject var model: FormModel
            var body: some View {
                VStack {
                    Text(model.name)
                    Text("\\(model.budget.amount)")
                }
            }
        }

        """
        let result = migrate([("Form.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [])
        // Assigned after `init`, it changes: still warned.
        let assigned = text.replacingOccurrences(of: "func bumpBudgetChild() { budget.pending += 1 }", with: "func reset() { budget = BudgetModel() }")
        XCTAssertEqual(found(migrate([("Form.swift", assigned)]), "migrate-ignored-property-view-read"), ["Form.swift:24"])
        try assertOutputsTypeCheck(result)
    }

    /// 9c/02: `widget.sendCommand("ON")` inside the `set:` closure of `Binding(get:set:)` runs
    /// on a tap, not on a redraw, and calls the method `sendCommand(_:)`, not the stored closure
    /// of that name: neither is a view read of the ignored `sendCommand`.
    func testBindingSetterAndMethodCallAreNoViewReads() throws {
        let text = """
        import SwiftUI

        final class Widget: ObservableObject {
            var sendCommand: ((String) -> Void)?   // stored closure, never shown
            @Published var isOn = false

            func sendCommand(_ command: String?) {
                guard let sendCommand else { return }
                sendCommand(command ?? "")
            }
        }

        struct SwitchRow: View {
            @ObservedObject var widget: Widget

            var body: some View {
                let binding = Binding<Bool>(
                    get: { widget.isOn },
                    set: {
                        if $0 {
                            print("Switch to ON")
                            widget.sendCommand("ON")   // runs on a tap, not on redraw
                        } else {
                            print("Switch to OFF")
                            widget.sendCommand("OFF")
                        }
                        widget.isOn = $0
                    }
                )
                return Toggle("Switch", isOn: binding)
            }
        }

        final class Page {
            var widgets: [Widget] = []
            func wire() {
                for widget in widgets {
                    widget.sendCommand = { command in print(command) }
                }
            }
        }

        """
        let result = migrate([("Repro.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [])
        // The method called in the redraw (`Text(…)` of its result) is no read of the closure either.
        let inBody = text.replacingOccurrences(of: "return Toggle(\"Switch\", isOn: binding)",
                                               with: "widget.sendCommand(\"redraw\")\n        return Toggle(\"Switch\", isOn: binding)")
        XCTAssertEqual(found(migrate([("Repro.swift", inBody)]), "migrate-ignored-property-view-read"), [])
        // The closure read in the redraw is.
        let closure = text.replacingOccurrences(of: "return Toggle(\"Switch\", isOn: binding)",
                                                with: "widget.sendCommand?(\"redraw\")\n        return Toggle(\"Switch\", isOn: binding)")
        XCTAssertEqual(found(migrate([("Repro.swift", closure)]), "migrate-ignored-property-view-read"), ["Repro.swift:30"])
        try assertOutputsTypeCheck(result)
    }
}
