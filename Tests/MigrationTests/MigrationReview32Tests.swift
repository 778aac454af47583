import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review round 32 of `migrate` fixed in session r32c: an untold `objectWillChange`
/// receiver when every migrated class is file-private to another file, and the elements of
/// swift-collections' `OrderedSet<T>` (32c/03).
final class MigrationReview32Tests: XCTestCase, MigrationReviewCase {
    static let alternateItems = """
        import SwiftUI

        struct ShowingAlternateItems: ViewModifier {
            @StateObject private var flags = KeyModifierFlagsState()

            func body(content: Content) -> some View {
                content.opacity(flags.optionKeyPressed ? 0.5 : 1)
            }
        }

        private final class KeyModifierFlagsState: ObservableObject {
            @Published var optionKeyPressed = false
        }

        """

    static let reporter = """
        import Combine
        import Collections

        @MainActor final class TaskStatus: Identifiable, ObservableObject {
            @Published var state = 0
        }

        @MainActor final class TaskStatusReporter: ObservableObject {
            private var cancellables: Set<AnyCancellable> = []

            @Published private(set) var statuses: OrderedSet<TaskStatus> = [] {
                didSet { updateSubscriptions() }
            }

            func add(status: TaskStatus) {
                status.$state.sink { _ in }.store(in: &cancellables)
                statuses.append(status)
            }

            private func updateSubscriptions() {
                let newCancellables = statuses.map { taskStatus in
                    taskStatus.objectWillChange.sink { [weak self] in
                        self?.objectWillChange.send()
                    }
                }
                cancellables = Set(newCancellables)
            }
        }

        """

    /// tophat (32c/03): `statuses.map { taskStatus in taskStatus.objectWillChange… }` over an
    /// `OrderedSet<TaskStatus>` is untold, and was `migrate-unresolved-receiver` (exit 1) though
    /// the only class that becomes `@Observable` is `private` to another file: it cannot be the
    /// receiver's type. No error; `fileprivate` alike.
    func testAnUntoldReceiverIsNoErrorWhenEveryMigratedClassIsFilePrivateToAnotherFile() {
        for modifier in ["private", "fileprivate"] {
            let result = migrate([("AlternateItems.swift", Self.alternateItems.replacingOccurrences(of: "private final class", with: "\(modifier) final class")),
                                  ("Reporter.swift", Self.reporter)])
            XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [], modifier)
            XCTAssertTrue(output(result, 0).contains("@Observable\n\(modifier) final class KeyModifierFlagsState {"), output(result, 0))
        }
    }

    /// The true cases: an untold receiver (of a type `migrate` does not walk) is still the error
    /// when a migrated class is visible from its file: an internal class of another file, or a
    /// `private` class of the use's own file.
    func testAnUntoldReceiverIsStillAnErrorWhenAMigratedClassIsVisible() {
        let untold = Self.reporter.replacingOccurrences(of: "OrderedSet<TaskStatus>", with: "Mystery<TaskStatus>")
        let internalClass = migrate([("AlternateItems.swift", Self.alternateItems.replacingOccurrences(of: "private final class", with: "final class")),
                                     ("Reporter.swift", untold)])
        XCTAssertEqual(found(internalClass, "migrate-unresolved-receiver"), ["Reporter.swift:22"])

        let sameFile = migrate([("Reporter.swift", untold + Self.alternateItems.replacingOccurrences(of: "import SwiftUI\n", with: ""))])
        XCTAssertEqual(found(sameFile, "migrate-unresolved-receiver"), ["Reporter.swift:22"])
    }

    /// tophat (32c/03), the second reason: `statuses` is declared `OrderedSet<TaskStatus>`, an
    /// ordered sequence of `TaskStatus` (swift-collections), walked as `[TaskStatus]` is. With
    /// the other class visible (internal) and no `$state` use, `taskStatus.objectWillChange` is
    /// told and keeps `TaskStatus` (no error). A run that declares its own `OrderedSet` means
    /// that type, which is not walked: still the error.
    func testAnOrderedSetIsWalkedAsAnArray() {
        let internalClass = Self.alternateItems.replacingOccurrences(of: "private final class", with: "final class")
        let reporter = Self.reporter.replacingOccurrences(of: "        status.$state.sink { _ in }.store(in: &cancellables)\n", with: "")
        for collection in ["OrderedSet", "Deque"] {
            let result = migrate([("AlternateItems.swift", internalClass), ("Reporter.swift", reporter.replacingOccurrences(of: "OrderedSet<", with: "\(collection)<"))])
            XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [], collection)
            XCTAssertEqual(found(result, "migrate-blocked-object-will-change").first, "Reporter.swift:21", collection)
            XCTAssertTrue(output(result, 1).contains("@MainActor final class TaskStatus: Identifiable, ObservableObject {"), output(result, 1))
            XCTAssertTrue(output(result, 0).contains("@Observable\nfinal class KeyModifierFlagsState {"), output(result, 0))
        }

        let own = migrate([("AlternateItems.swift", internalClass), ("Reporter.swift", reporter + "struct OrderedSet<Element> {}\n")])
        XCTAssertEqual(found(own, "migrate-unresolved-receiver"), ["Reporter.swift:21"])
    }
}
