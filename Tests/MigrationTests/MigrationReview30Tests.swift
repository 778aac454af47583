import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review round 30 of `migrate` (the fixes of session 44).
final class MigrationReview30Tests: XCTestCase, MigrationReviewCase {
    /// MNGA (30b/01): a computed property's setter copied the published instance into a local,
    /// changed it and set it back (`let newLocal = local; newLocal.forums = newValue; local =
    /// newLocal`). `@Published` notified on that set; the macro's setter skips the identical
    /// instance, so views no longer redraw. The set through the local is now reported as the
    /// direct `local = local` is; a local holding a new instance is not.
    func testASetBackThroughALocalCopyIsASameReferenceReassign() throws {
        let text = """
            import Combine
            import SwiftUI

            final class LocalFavorites {
                var forums: [String] = []
                init() {}
                init(copying other: LocalFavorites) { forums = other.forums }
            }

            final class FavoriteForumsStorage: ObservableObject {
                @Published private var local = LocalFavorites()

                var inner: [String] {
                    get { local.forums }
                    set {
                        let newLocal = local
                        newLocal.forums = newValue
                        local = newLocal
                    }
                }

                func reset() {
                    let fresh = LocalFavorites()
                    local = fresh
                }

                func touch() {
                    let copy = self.local
                    self.local = copy
                }
            }

            """
        let result = migrate([("Storage.swift", text)])
        XCTAssertEqual(found(result, "migrate-same-reference-reassign"), ["Storage.swift:18", "Storage.swift:29"])
        XCTAssertTrue(output(result).contains("@Observable\nfinal class FavoriteForumsStorage {"), output(result))
    }
}
