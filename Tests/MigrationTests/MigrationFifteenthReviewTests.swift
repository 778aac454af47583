import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of reviews 9b and 9c of `migrate` (cfbbcba).
final class MigrationFifteenthReviewTests: XCTestCase, MigrationReviewCase {
    /// 9b/07: `@FocusedObject var doc: Document?`, `.focusedSceneObject(doc)` and
    /// `.focusedObject(doc)` need `ObservableObject`; the class was migrated and both sites
    /// stopped compiling. It stays, with a blocker at each site.
    func testFocusedObjectSitesKeepTheClass() throws {
        let text = """
        import SwiftUI

        final class Document: ObservableObject {
            @Published var title = ""
        }

        struct Editor: View {
            @StateObject var doc = Document()
            var body: some View {
                TextField("Title", text: $doc.title)
                    .focusedSceneObject(doc)
            }
        }

        struct Pane: View {
            @ObservedObject var doc: Document
            var body: some View {
                Text(doc.title).focusedObject(doc)
            }
        }

        struct RenameCommand: View {
            @FocusedObject var doc: Document?
            var body: some View {
                Button("Rename") { doc?.title = "x" }
            }
        }

        """
        let result = migrate([("Document.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-focused-object"), ["Document.swift:11", "Document.swift:18", "Document.swift:23"])
        XCTAssertEqual(found(result, "migrate-class-kept"), ["Document.swift:3"])
        XCTAssertTrue(output(result).contains("final class Document: ObservableObject"))
        try assertOutputsTypeCheck(result)
    }
}
