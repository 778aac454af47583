import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 16 left after its round of fixes (b30a42f).
final class MigrationReviewSixteenLeftoverTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    /// 16a (App Fair): CombineExt's `assign(to:on:ownership:)` with `.weak` (or `.unowned`) holds
    /// its object weakly, so an `init` that sets it up starts no work that keeps `self` alive: no
    /// lifetime block. `.strong`, or no `ownership:`, still holds it.
    func testAWeakAssignHoldsNoStateObject() throws {
        let text = """
        import Combine
        import SwiftUI

        final class Clock: ObservableObject {
            @Published var now = Date()
            private var bag: Set<AnyCancellable> = []
            init() {
                Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                    .assign(to: \\.now, on: self, ownership: .weak)
                    .store(in: &bag)
            }
        }

        struct ClockFace: View {
            @StateObject var clock = Clock()
            var body: some View { Text("\\(clock.now)") }
        }

        """
        let weak = migrate([("Clock.swift", text)])
        XCTAssertEqual(found(weak, "migrate-blocked-state-object-lifetime"), [])
        XCTAssertEqual(found(weak, "migrate-class-migrated").count, 1)
        let unowned = text.replacingOccurrences(of: "ownership: .weak", with: "ownership: .unowned")
        XCTAssertEqual(found(migrate([("Clock.swift", unowned)]), "migrate-blocked-state-object-lifetime"), [])
        for held in ["ownership: .strong", "ownership: .strong /* not .weak */"] {
            let strong = text.replacingOccurrences(of: "ownership: .weak", with: held)
            XCTAssertEqual(found(migrate([("Clock.swift", strong)]), "migrate-blocked-state-object-lifetime"), [at("Clock.swift", strong, ".assign(to:")], held)
        }
        let plain = text.replacingOccurrences(of: ", ownership: .weak", with: "")
        XCTAssertEqual(found(migrate([("Clock.swift", plain)]), "migrate-blocked-state-object-lifetime"), [at("Clock.swift", plain, ".assign(to:")])
    }
}
