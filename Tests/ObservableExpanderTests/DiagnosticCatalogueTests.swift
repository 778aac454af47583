import Foundation
import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// The README's "Diagnostics" table lists every message of the catalogue, by identifier,
/// severity and text, so that the documentation cannot fall behind the code.
final class DiagnosticCatalogueTests: XCTestCase {
    func testTheReadmeListsEveryDiagnostic() throws {
        let readme = try String(contentsOf: FixturePaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        for message in DiagnosticMessage.examples {
            let row = "| `\(message.id)` | \(message.severity.rawValue) | \(message.text.replacingOccurrences(of: "|", with: "\\|")) |"
            XCTAssert(readme.contains(row), "README.md lacks the row:\n\(row)")
        }
    }
}
