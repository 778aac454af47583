import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review rounds 30 to 32 of `migrate` fixed in session 44.
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

    /// Pika (32b/03) and boring.notch (31a): sindresorhus/Defaults' `@Default` is a view's
    /// `DynamicProperty` (its documentation: not for an `ObservableObject`), with no
    /// `_enclosingInstance` subscript, so in a class it never notified the class. Where the file
    /// imports `Defaults` it is a known plain wrapper: the class migrates, the property
    /// `@ObservationIgnored`. Without the import, or where the run declares a `Default`, it stays
    /// unknown and keeps the class.
    func testDefaultsDefaultWrapperIsPlain() throws {
        let text = """
            import Defaults
            import SwiftUI

            final class Eyedroppers: ObservableObject {
                @Default(.colorFormat) var colorFormat
                @Published var picked: [String] = []
            }

            struct PickerView: View {
                @StateObject var eyedroppers = Eyedroppers()
                var body: some View { Text("\\(eyedroppers.picked.count)") }
            }

            """
        let result = migrate([("Eyedroppers.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-unknown-wrapper"), [])
        XCTAssertEqual(result.summary.migratedClasses, ["Eyedroppers"])
        XCTAssertTrue(output(result).contains("@ObservationIgnored @Default(.colorFormat) var colorFormat"), output(result))
        let unimported = migrate([("Eyedroppers.swift", text.replacingOccurrences(of: "import Defaults\n", with: ""))])
        XCTAssertEqual(unimported.summary.migratedClasses, [])
        XCTAssertEqual(found(unimported, "migrate-blocked-unknown-wrapper"), ["Eyedroppers.swift:4"])
        let declared = migrate([("Eyedroppers.swift", text), ("Default.swift", """
            @propertyWrapper struct Default<Value> {
                static subscript<T: AnyObject>(_enclosingInstance instance: T, wrapped: ReferenceWritableKeyPath<T, Value>,
                                               storage: ReferenceWritableKeyPath<T, Default<Value>>) -> Value { get { fatalError() } set {} }
                var wrappedValue: Value { get { fatalError() } set {} }
            }

            """)])
        XCTAssertEqual(declared.summary.migratedClasses, [])
    }
}
