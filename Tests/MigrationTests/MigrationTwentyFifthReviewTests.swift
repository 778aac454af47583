import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 14a of `migrate` (e4cec67).
final class MigrationTwentyFifthReviewTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    /// 14a/05 (anytype `SpaceCreationTipWrapper`): an `init` that starts a never-ending `Task`
    /// holding `self` (here through a method it calls, with `self` implicit) leaks one model and
    /// one task per view init under `@State`: the lifetime rule keeps the class, at the `Task`.
    func testAnInitStartingATaskThatHoldsSelfKeepsAStateObjectClass() throws {
        let text = """
        import SwiftUI

        struct Updates: AsyncSequence {
            typealias Element = Bool
            struct AsyncIterator: AsyncIteratorProtocol {
                mutating func next() async -> Bool? { return true }
            }
            func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        }

        @MainActor
        class SpaceCreationTipWrapper: ObservableObject {
            @Published var shouldDisplay = false

            init() {
                startUpdating()
            }

            private func startUpdating() {
                Task { @MainActor in
                    for await value in Updates() {
                        shouldDisplay = value
                    }
                }
            }
        }

        struct SpaceHubNewSpaceButton: View {
            @StateObject var spaceCreationTip = SpaceCreationTipWrapper()
            var body: some View { Text(spaceCreationTip.shouldDisplay ? "tip" : "") }
        }

        """
        let result = migrate([("Tip.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime"), [at("Tip.swift", text, "Task { @MainActor in")])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [])
        XCTAssertTrue(output(result).contains("@StateObject var spaceCreationTip"), output(result))

        // Written in the `init`, with `self.`, detached: the same.
        let direct = text.replacingOccurrences(of: "        startUpdating()\n", with: "        Task.detached { await self.startUpdating() }\n")
        XCTAssertEqual(found(migrate([("Tip.swift", direct)]), "migrate-blocked-state-object-lifetime"), [at("Tip.swift", direct, "Task.detached")])

        // A timer with `target: self`, a subscription whose closure uses `self`.
        let timer = text.replacingOccurrences(of: "        startUpdating()\n", with: """
                Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
            }
            @objc func tick() {

        """)
        XCTAssertEqual(found(migrate([("Tip.swift", timer)]), "migrate-blocked-state-object-lifetime"), [at("Tip.swift", timer, "Timer.scheduledTimer")])
        let sink = text.replacingOccurrences(of: "        startUpdating()\n", with: """
                NotificationCenter.default.publisher(for: .init("x")).sink { _ in self.shouldDisplay = true }.store(in: &bag)
            }
            var bag: Set<AnyCancellable> = []
            func unused() {

        """).replacingOccurrences(of: "import SwiftUI\n", with: "import Combine\nimport SwiftUI\n")
        XCTAssertEqual(found(migrate([("Tip.swift", sink)]), "migrate-blocked-state-object-lifetime"), [at("Tip.swift", sink, ".sink { _ in self.")])

        // `[weak self]`: nothing holds the instance; it migrates, with the eager-init warning.
        let weak = text.replacingOccurrences(of: "Task { @MainActor in\n            for await value in Updates() {\n                shouldDisplay = value",
                                             with: "Task { @MainActor [weak self] in\n            for await value in Updates() {\n                self?.shouldDisplay = value")
        XCTAssertTrue(weak.contains("[weak self]"))
        let weakResult = migrate([("Tip.swift", weak)])
        XCTAssertEqual(found(weakResult, "migrate-blocked-state-object-lifetime"), [])
        XCTAssertEqual(found(weakResult, "migrate-state-object-eager-init"), [at("Tip.swift", weak, "@StateObject var spaceCreationTip")])
        XCTAssertEqual(found(weakResult, "migrate-class-migrated").count, 1)
        try assertOutputsTypeCheck(weakResult)

        // Held by an `App`, whose `init` runs once: no throw-away instance, no block.
        let app = text.replacingOccurrences(of: "struct SpaceHubNewSpaceButton: View {", with: "@main struct TipApp: App {")
            .replacingOccurrences(of: "var body: some View { Text(spaceCreationTip.shouldDisplay ? \"tip\" : \"\") }",
                                  with: "var body: some Scene { WindowGroup { Text(spaceCreationTip.shouldDisplay ? \"tip\" : \"\") } }")
        XCTAssertEqual(found(migrate([("Tip.swift", app)]), "migrate-blocked-state-object-lifetime"), [])
    }

    /// 14a/04 (Flipper `AppsView`): `.onReceive(router.showApps)` subscribes to the subject; it
    /// is no view read of untracked state. A plain property the view shows is still one.
    func testAnOnReceiveArgumentIsNoViewRead() throws {
        let text = """
        import Combine
        import SwiftUI

        @MainActor
        public class Router: ObservableObject {
            @Published public private(set) var isFirstLaunch: Bool = true
            public var showApps: PassthroughSubject<Void, Never> = .init()
            public var title = "Apps"
        }

        struct AppsView: View {
            @EnvironmentObject var router: Router
            @State private var selected = 0
            var body: some View {
                NavigationStack {
                    Text("\\(selected) \\(router.isFirstLaunch)")
                    Text(router.title)
                }
                .onReceive(router.showApps) {
                    selected = 1
                }
            }
        }

        """
        let result = migrate([("Apps.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [at("Apps.swift", text, "Text(router.title)")])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 1)
    }

    /// 14a/06 (Flipper `UpdateModel.swift`): `import Observation` goes after the leading import
    /// block, not after a late `import enum …` at the bottom of the file.
    func testImportObservationFollowsTheLeadingImportBlock() throws {
        let text = """
        import Combine
        import Foundation

        final class UpdateModel: ObservableObject {
            @Published var state = 0
        }

        // MARK: Analytics

        import enum Foundation.ComparisonResult

        extension UpdateModel {
            func record(_ r: ComparisonResult) {}
        }

        """
        let result = migrate([("UpdateModel.swift", text)])
        XCTAssertTrue(output(result).hasPrefix("import Foundation\nimport Observation\n\n@Observable\nfinal class UpdateModel {"), output(result))
        XCTAssertEqual(output(result).components(separatedBy: "import Observation").count, 2, output(result))
        try assertOutputsTypeCheck(result)
    }
}
