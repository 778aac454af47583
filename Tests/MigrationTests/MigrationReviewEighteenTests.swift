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

    /// 18b/04: the protocol and generic rewrites wrote a bare `Observable`, which names the
    /// run's own `final class Observable<T>` (the MVVM box) or RxSwift's class where the file sees
    /// one, so the output did not build ("reference to generic type 'Observable' requires
    /// arguments"), with exit 0. They write `Observation.Observable` where another may be seen.
    func testObservableIsQualifiedWhereAnotherTypeOfTheNameMayBeSeen() throws {
        let box = """
        final class Observable<T> {
            var value: T
            init(_ value: T) { self.value = value }
        }

        """
        let model = """
        import Combine

        protocol SettingsProviding: ObservableObject {
            var name: String { get }
        }
        final class Settings: SettingsProviding {
            @Published var name = ""
            let legacy = Observable(0)
        }
        struct Panel<Model: ObservableObject> {
            let model: Model
        }
        @MainActor let panel = Panel(model: Settings())

        """
        let result = migrate([("Box.swift", box), ("Model.swift", model)])
        XCTAssertTrue(output(result, 1).contains("protocol SettingsProviding: AnyObject, Observation.Observable {"), output(result, 1))
        XCTAssertTrue(output(result, 1).contains("struct Panel<Model: Observation.Observable & AnyObject> {"), output(result, 1))
        try assertOutputsTypeCheck(result)
        // A file that imports a module other than Apple's may see one too (RxSwift's class).
        let imported = migrate([("Model.swift", "import RxSwift\n" + model)])
        XCTAssertTrue(output(imported).contains("protocol SettingsProviding: AnyObject, Observation.Observable {"), output(imported))
        // Only Apple's modules and no such type in the run: the bare name, as before.
        let plain = migrate([("Model.swift", model.replacingOccurrences(of: "    let legacy = Observable(0)\n", with: ""))])
        XCTAssertTrue(output(plain).contains("protocol SettingsProviding: AnyObject, Observable {"), output(plain))
        XCTAssertTrue(output(plain).contains("struct Panel<Model: Observable & AnyObject> {"), output(plain))
    }

    /// migfix33's finding in App Fair: `@AppStorage("k") var endpoint = HomebrewAPI.defaultEndpoint`,
    /// `HomebrewAPI` of another package, was typed `HomebrewAPI` by the chain fallback while the
    /// value is a URL: with the class migrated, the accessors (`private var _endpoint:
    /// HomebrewAPI`) would not build, with exit 0. Only a value type the storage wrappers keep
    /// is read from its own static member (`Int.max`); another type's member keeps the class.
    func testAStaticMemberOfAnImportedTypeIsNotTakenForThatType() throws {
        let settings = """
        import SwiftUI

        final class Settings: ObservableObject {
            @Published var name = ""
            @AppStorage("endpoint") var endpoint = HomebrewAPI.defaultEndpoint
        }

        """
        let result = migrate([("Settings.swift", settings)])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-type"), [at("Settings.swift", settings, "@AppStorage")])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [])
        let limit = settings.replacingOccurrences(of: "HomebrewAPI.defaultEndpoint", with: "Int.max")
        let limited = migrate([("Settings.swift", limit)])
        XCTAssertEqual(found(limited, "migrate-class-migrated").count, 1)
        XCTAssertTrue(output(limited).contains("private var _endpoint: Int = Int.max"), output(limited))
        try assertOutputsTypeCheck(limited)
    }

    /// 18a/02 (Azure communication UI tests, 485 uses): `let sut = makeSUT()`, `makeSUT` a method
    /// of the enclosing type declared `-> BannerViewModel`, then `sut.$isDisplayed`: the local's
    /// type is told as for `sut.objectWillChange`, so only `BannerViewModel` keeps
    /// `ObservableObject`, not every class with a published `isDisplayed` (14 classes in the app).
    func testAPublisherOfALocalFromAMethodResultKeepsOnlyThatClass() throws {
        let models = """
        import Combine

        final class BannerViewModel: ObservableObject {
            @Published var isDisplayed = false
        }
        final class ControlBarViewModel: ObservableObject {
            @Published var isDisplayed = false
        }

        """
        let tests = """
        import Combine

        final class BannerViewModelTests {
            var cancellables = Set<AnyCancellable>()
            func testPublishes() {
                let sut = makeSUT()
                sut.$isDisplayed.sink { _ in }.store(in: &cancellables)
            }
            func makeSUT() -> BannerViewModel { BannerViewModel() }
        }

        """
        let result = migrate([("Models.swift", models), ("Tests.swift", tests)])
        XCTAssertEqual(found(result, "migrate-blocked-publisher"), [at("Tests.swift", tests, "sut.$isDisplayed")])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [at("Models.swift", models, "ControlBarViewModel")])
        let message = result.files[1].diagnostics.first { $0.id == "migrate-blocked-publisher" }?.message ?? ""
        XCTAssertFalse(message.contains("ControlBarViewModel"), message)
    }
}
