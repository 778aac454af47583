import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 15a of `migrate` (13dec09).
final class MigrationTwentyNinthReviewTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private let heldTemplate = """
    import SwiftUI
    import Combine

    final class Billing: ObservableObject, Identifiable {
        @Published var successMessage: String = ""
        func watch() { _ = $successMessage.sink { _ in } }
    }

    final class Subscriptions: ObservableObject {
        @Published var title = "Plans"
        @Published var isLoading = false
        let accounts: [Billing] = [Billing()]
        let byId: [String: Billing] = ["a": Billing()]
        func cancel() { accounts[0].successMessage = "c"; isLoading = false }
    }

    struct Screen: View {
        @StateObject private var model = Subscriptions()
        var body: some View {
            VStack {
                Text(model.title)
                READ
            }
        }
    }

    """

    /// 15a/02 (silent loss): a kept `ObservableObject` held in an array or dictionary of a
    /// migrated class, read by a view through an element (a subscript, `.first`, a `ForEach`
    /// row's parameter), is reported as the property form `model.billing.x` is. Handing the
    /// collection on, or reading its `count`, is not.
    func testAViewReadThroughAnElementOfAHeldCollectionIsReported() throws {
        for read in ["Text(model.accounts[0].successMessage)", "Text(model.byId[\"a\"]?.successMessage ?? \"\")",
                     "Text(model.accounts.first?.successMessage ?? \"\")", "ForEach(model.accounts) { a in Text(a.successMessage) }"] {
            let text = heldTemplate.replacingOccurrences(of: "READ", with: read)
            let result = migrate([("Repro.swift", text)])
            XCTAssertEqual(found(result, "migrate-reference-state-view-read"), [at("Repro.swift", text, read)], read)
            try assertOutputsTypeCheck(result)
        }
        for read in ["Text(\"\\(model.accounts.count)\")", "ForEach(model.accounts) { a in Text(\"row\") }"] {
            let text = heldTemplate.replacingOccurrences(of: "READ", with: read)
            XCTAssertEqual(found(migrate([("Repro.swift", text)]), "migrate-reference-state-view-read"), [], read)
        }
    }

    /// 15a/05 (silent loss): `player[keyPath: \.title]` (`\Player.title`) is a read of `title`:
    /// an ignored property gets `migrate-ignored-property-view-read` and the view that reads
    /// nothing tracked the unread-model warning, as `player.title` does; a key path of a tracked
    /// property is a tracked read (neither).
    func testAKeyPathSubscriptIsARead() throws {
        let template = #"""
        import SwiftUI
        import Combine

        final class Player: ObservableObject {
            @Published var isPlaying = false
            var title = ""
            func next() { title = "next"; isPlaying.toggle() }
        }

        struct PlayerView: View {
            @ObservedObject var player: Player
            var body: some View {
                Text(READ)
            }
        }

        """#
        for read in [#"player[keyPath: \.title]"#, #"player[keyPath: \Player.title]"#, "player.title"] {
            let text = template.replacingOccurrences(of: "READ", with: read)
            let result = migrate([("Repro.swift", text)])
            XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [at("Repro.swift", text, read)], read)
            XCTAssertEqual(found(result, "migrate-tracked-property-unread"), [at("Repro.swift", text, "@ObservedObject")], read)
            try assertOutputsTypeCheck(result)
        }
        let tracked = template.replacingOccurrences(of: "READ", with: #"player[keyPath: \.isPlaying] ? "on" : "off""#)
        let result = migrate([("Repro.swift", tracked)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [])
        XCTAssertEqual(found(result, "migrate-tracked-property-unread"), [])
    }
}
