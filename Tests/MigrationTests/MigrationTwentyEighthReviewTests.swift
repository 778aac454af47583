import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 15b of `migrate` (13dec09).
final class MigrationTwentyEighthReviewTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private let storageTemplate = """
    import Combine
    import Foundation
    import SwiftUI

    enum FeaturedItemFilter: String, CaseIterable {
        case continueReading
        case pinned
    }

    struct Defaults {
        static let limit = 3
        static let names = ["a"]
        static let filter = FeaturedItemFilter.pinned
    }

    final class Prefs: ObservableObject {
        @Published var tick = 0
        @WRAPPER("key") var value = INITIALIZER
    }

    struct PrefsView: View {
        @ObservedObject var prefs: Prefs
        var body: some View { Text("\\(prefs.value)") }
    }

    """

    /// 15b/F2 (omnivore, silent build break): a publishing wrapper's initializer is typed as a
    /// whole (`Enum.case.rawValue` is the raw type, `Defaults.limit` its declared type), not as
    /// "all but the last component"; what cannot be told keeps the class.
    func testAStorageInitializerIsTypedAsAWhole() throws {
        for wrapper in ["AppStorage", "SceneStorage"] {
            for (initializer, type) in [("FeaturedItemFilter.continueReading.rawValue", "String"), ("Defaults.limit", "Int"),
                                        ("FeaturedItemFilter.pinned", "FeaturedItemFilter"), ("Defaults.filter", "FeaturedItemFilter")] {
                let text = storageTemplate.replacingOccurrences(of: "WRAPPER", with: wrapper).replacingOccurrences(of: "INITIALIZER", with: initializer)
                let result = migrate([("Prefs.swift", text)])
                XCTAssertEqual(found(result, "migrate-blocked-wrapper-type"), [], "\(wrapper) \(initializer)")
                XCTAssertTrue(output(result).contains("var value: \(type) {"), "\(wrapper) \(initializer)\n" + output(result))
                // The stand-ins have no `SceneStorage`.
                if wrapper == "AppStorage" { try assertOutputsTypeCheck(result) }
            }
            for initializer in ["Defaults.names.count", "Date.now.timeIntervalSince1970", "Defaults.names.first!"] {
                let text = storageTemplate.replacingOccurrences(of: "WRAPPER", with: wrapper).replacingOccurrences(of: "INITIALIZER", with: initializer)
                let result = migrate([("Prefs.swift", text)])
                XCTAssertEqual(found(result, "migrate-blocked-wrapper-type"), [at("Prefs.swift", text, "var value")], "\(wrapper) \(initializer)")
                XCTAssertTrue(output(result).contains("class Prefs: ObservableObject"), "\(wrapper) \(initializer)\n" + output(result))
            }
        }
    }
}
