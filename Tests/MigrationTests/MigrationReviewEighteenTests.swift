import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 18 of `migrate` (415b489) fixed on main.
final class MigrationReviewEighteenTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private let calling = """
    import Combine
    import SwiftUI

    class MoreOptionsViewModel: ObservableObject {
        @Published var items: [String] = []
        var isDisplayed = false

        func update(visible: Bool) {
            isDisplayed = visible
            items = ["Share", "Captions"]
        }
    }

    class CallingViewModel: ObservableObject {
        @Published var isInPip = false
        var moreOptionsViewModel: MoreOptionsViewModel!

        init() {
            moreOptionsViewModel = MoreOptionsViewModel()
        }

        func receive(moreOptionsVisible: Bool, pip: Bool) {
            isInPip = pip
            moreOptionsViewModel.update(visible: moreOptionsVisible)
        }
    }

    struct CallingView: View {
        @ObservedObject var viewModel: CallingViewModel

        var body: some View {
            VStack {
                Text(viewModel.isInPip ? "pip" : "full")
                Text(viewModel.moreOptionsViewModel.isDisplayed ? "drawer" : "")
            }
        }
    }

    """

    /// 18a/03 (Azure communication UI, `CallingView`): the view reads a plain property of a
    /// migrated class through a plain property of its model (`viewModel.moreOptionsViewModel
    /// .isDisplayed`). Before, every `@Published` change of `CallingViewModel` redrew the view,
    /// which showed the drawer; now both links are ignored and the read registers nothing (0
    /// redraws with the real Observation runtime, per the review's probe). It is warned at the
    /// read, naming the class whose changes redrew it. A tracked member there (`items`), or one
    /// the run sets only in `init`, is not.
    func testAnIgnoredMemberReadThroughAHeldMigratedClassIsWarned() throws {
        let result = migrate([("Calling.swift", calling)])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 2)
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [at("Calling.swift", calling, "Text(viewModel.moreOptionsViewModel.isDisplayed")])
        let message = result.files[0].diagnostics.first { $0.id == "migrate-ignored-property-view-read" }?.message ?? ""
        XCTAssertTrue(message.contains("'viewModel.moreOptionsViewModel.isDisplayed'") && message.contains("every '@Published' change of 'CallingViewModel'"), message)
        try assertOutputsTypeCheck(result)

        let tracked = calling.replacingOccurrences(of: "viewModel.moreOptionsViewModel.isDisplayed ?", with: "viewModel.moreOptionsViewModel.items.isEmpty ?")
        XCTAssertEqual(found(migrate([("Calling.swift", tracked)]), "migrate-ignored-property-view-read"), [])
        let steady = calling.replacingOccurrences(of: "        isDisplayed = visible\n", with: "")
            .replacingOccurrences(of: "    var isDisplayed = false\n", with: "    var isDisplayed = false\n    init() { isDisplayed = true }\n")
        XCTAssertEqual(found(migrate([("Calling.swift", steady)]), "migrate-ignored-property-view-read"), [])
    }
}
