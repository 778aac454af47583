import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Leftovers of review rounds 46–47 of `migrate` (/work/notes/prompts/mleft48.md): an
/// `@AppStorage` declaration nothing writes through named as a writer of its key (47b/02), a key
/// path literal handed to a parameter declared with another root (3), and `self.p.wrappedValue`
/// and `x.rawValue` in its enum resolved as `p.wrappedValue` and `Key.x.rawValue` are (4).
final class MigrationLeftovers48Tests: XCTestCase, MigrationReviewCase {

    // MARK: - 1 (47b/02): a storage declaration that writes nothing

    static let preferences = """
        import SwiftUI
        import Combine

        final class Preferences: ObservableObject {
            @AppStorage("CRWantsMenuBarIcon") var wantsMenuBarIcon = true
        }

        """

    /// ControlRoom's App: `declaration` is its own `@AppStorage` of the key, `members` more of its code.
    static func controlRoomApp(_ declaration: String, members: String = "") -> String {
        """
        import SwiftUI

        @main
        struct ControlRoomApp: App {
            \(declaration)
            @StateObject var preferences = Preferences()

            var body: some Scene {
                WindowGroup {
                    TogglesView().environmentObject(preferences)
                }
            }
        \(members)
        }

        struct TogglesView: View {
            @EnvironmentObject var preferences: Preferences
            var body: some View {
                Toggle("Show icon in menu bar", isOn: $preferences.wantsMenuBarIcon)
            }
        }

        """
    }

    /// ControlRoom (47b/02): `@AppStorage("CRWantsMenuBarIcon") private var wantsMenuBarIcon =
    /// true` of the App is never assigned, bound or passed: declaring it writes nothing, so it is
    /// no writer of the key. One its file assigns, mutates, binds or passes `inout`, or one
    /// another file may write (not `private`/`fileprivate`), still is.
    func testAPrivateStorageDeclarationNothingWritesThroughIsNoWriterOfTheKey() {
        let declared = "@AppStorage(\"CRWantsMenuBarIcon\") private var wantsMenuBarIcon = true"
        for (name, declaration) in [("private", declared),
                                    ("fileprivate", declared.replacingOccurrences(of: "private var", with: "fileprivate var"))] {
            let result = migrate([("Preferences.swift", Self.preferences), ("ControlRoomApp.swift", Self.controlRoomApp(declaration))])
            XCTAssertEqual(result.summary.migratedClasses, ["Preferences"], name)
            XCTAssertEqual(found(result, "migrate-storage-key-written-elsewhere"), [], name)
        }
        // The true warnings stay: a declaration something writes through names its key's writer.
        let writes: [(String, String, String)] = [
            ("internal", declared.replacingOccurrences(of: "private var", with: "var"), ""),
            ("private(set)", declared.replacingOccurrences(of: "private var", with: "private(set) var"), ""),
            ("assigned", declared, "    func hide() { wantsMenuBarIcon = false }"),
            ("self-assigned", declared, "    func hide() { self.wantsMenuBarIcon = false }"),
            ("toggled", declared, "    func flip() { wantsMenuBarIcon.toggle() }"),
            ("bound", declared, "    var toggle: some View { Toggle(\"Icon\", isOn: $wantsMenuBarIcon) }"),
            ("inout", declared, "    func flip() { swap(&wantsMenuBarIcon, &other) }\n    @State private var other = false"),
        ]
        for (name, declaration, members) in writes {
            let result = migrate([("Preferences.swift", Self.preferences), ("ControlRoomApp.swift", Self.controlRoomApp(declaration, members: members))])
            XCTAssertEqual(found(result, "migrate-storage-key-written-elsewhere"), ["Preferences.swift:5"], name)
            let message = result.files[0].diagnostics.first { $0.id == "migrate-storage-key-written-elsewhere" }?.message ?? ""
            XCTAssertTrue(message.contains("ControlRoomApp.swift:5 ('@AppStorage')"), "\(name): \(message)")
        }
        // A property of the name in another type of the file is not the App's.
        let other = Self.controlRoomApp(declared) + """
            struct Badge {
                var wantsMenuBarIcon = false
                mutating func show() { wantsMenuBarIcon = true }
            }

            """
        let result = migrate([("Preferences.swift", Self.preferences), ("ControlRoomApp.swift", other)])
        XCTAssertEqual(found(result, "migrate-storage-key-written-elsewhere"), [])
    }

    // MARK: - 3: a key path handed to a parameter rooted at another type

    static func directory(callees: String, calls: String) -> String {
        """
        import SwiftUI
        import Combine

        final class Contact {
            var name = ""
        }

        final class Directory: ObservableObject {
            @Published var contacts: [Contact] = []
            var name = "Team"

            func rename(_ new: String) {
                name = new
                contacts.append(Contact())
            }
        }

        struct SortButton: View {
            let title: String
            let key: KeyPath<Contact, String>
            var body: some View { Text(title) }
        }

        \(callees)

        struct DirectoryView: View {
            @ObservedObject var directory: Directory
            var body: some View {
                VStack {
                    Text("\\(directory.contacts.count)")
                    \(calls)
                }
            }

            func sortLabel(_ key: KeyPath<Contact, String>) -> some View { Text("by") }
            func titleLabel(_ key: KeyPath<Directory, String>) -> some View { Text("title") }
        }

        """
    }

    /// `SortButton(title:key: \.name)` (a memberwise `KeyPath<Contact, String>`), `sortLabel(\.name)`
    /// and `header(\.name)` (a method and a file-scope function declared with `KeyPath<Contact, …>`,
    /// `WritableKeyPath`) root `\.name` at `Contact`: no read of `Directory.name`, which stays
    /// `@ObservationIgnored`. One declared rooted at `Directory`, or handed to a function the run
    /// does not declare, is still read as the model's.
    func testAKeyPathHandedToAParameterRootedAtAnotherTypeIsNoReadOfTheModel() throws {
        let header = "func header(_ key: WritableKeyPath<Contact, String>) -> Text { Text(\"Name\") }"
        let calls = "SortButton(title: \"Name\", key: \\.name)\n            sortLabel(\\.name)\n            header(\\.name)"
        let result = migrate([("Directory.swift", Self.directory(callees: header, calls: calls))])
        XCTAssertEqual(result.summary.migratedClasses, ["Directory"])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [])
        try assertOutputsTypeCheck(result)
        // Controls: rooted at the model, or a callee the run does not declare.
        for call in ["titleLabel(\\.name)", "importedLabel(\\.name)"] {
            let read = migrate([("Directory.swift", Self.directory(callees: header, calls: call))])
            XCTAssertEqual(found(read, "migrate-ignored-property-view-read"), ["Directory.swift:31"], call)
        }
    }

    /// Nor is it a write of the model's `name` (a key path counts as one where its root cannot be
    /// told): `Directory.name`, set only in `init` (`rename` no longer sets it), read by the view
    /// (`Text(directory.name)`, line 30), stays unreported.
    func testAKeyPathHandedToAParameterRootedAtAnotherTypeIsNoWriteOfTheModel() throws {
        let calls = "Text(directory.name)\n            SortButton(title: \"Name\", key: \\.name)"
        let text = Self.directory(callees: "", calls: calls).replacingOccurrences(of: "        name = new\n", with: "")
        XCTAssertFalse(text.contains("name = new"))
        let result = migrate([("Directory.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["Directory"])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [])
        try assertOutputsTypeCheck(result)
        // Control: a key path rooted at the model (a write through it may be made) keeps the warning.
        let model = migrate([("Directory.swift", text.replacingOccurrences(of: "let key: KeyPath<Contact, String>", with: "let key: KeyPath<Directory, String>"))])
        XCTAssertEqual(found(model, "migrate-ignored-property-view-read"), ["Directory.swift:30", "Directory.swift:31"])
    }
}
