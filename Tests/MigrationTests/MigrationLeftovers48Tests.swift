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

    // MARK: - 4: `self.p.wrappedValue` and `x.rawValue` in its enum

    /// Xit's shape (47/01) with the binding a stored property read as `self.binding.wrappedValue`
    /// (an argument, or a local's value): typed as `binding.wrappedValue` is, from the property,
    /// even where a parameter of the name (`Binding<Int>`) hides it from a bare `binding`.
    func testAWrappedValueReadThroughSelfIsThePropertysArgumentType() throws {
        let views = MigrationReview47Tests.accountViews.replacingOccurrences(of: "    func sheet(for binding: Binding<AccountInfo>) -> some View {",
                                                                              with: "    let binding: Binding<AccountInfo>\n\n    func sheet(for binding: Binding<Int>) -> some View {")
        XCTAssertNotEqual(views, MigrationReview47Tests.accountViews)
        let argument = views.replacingOccurrences(of: "ButtonRow(validator: binding.wrappedValue)", with: "ButtonRow(validator: self.binding.wrappedValue)")
        let local = views.replacingOccurrences(of: "        ButtonRow(validator: binding.wrappedValue)",
                                               with: "        let info = self.binding.wrappedValue\n        return ButtonRow(validator: info)")
        for (name, text) in [("argument", argument), ("local", local)] {
            XCTAssertNotEqual(text, views, name)
            let result = migrate([("Models.swift", MigrationReview47Tests.accountModels), ("Views.swift", text)])
            XCTAssertEqual(found(result, "migrate-blocked-generic-untold-argument"), [], name)
            XCTAssertEqual(result.summary.migratedClasses.sorted(), ["AccountInfo", "AccountsManager"], name)
            try assertOutputsTypeCheck(result)
        }
    }

    /// SwiftUI-WorkoutApp's keys (47/02) written `legacyToken.rawValue` inside `enum Key: String`:
    /// the case's raw value, as `Key.legacyToken.rawValue` is. A key of no migrated property is
    /// no writer; one that is (an explicit raw value) is reported with its value, at both forms.
    func testTheRawValueOfACaseWrittenInItsEnumIsTheStorageKey() {
        let inEnum = MigrationReview47Tests.keyDefaults.replacingOccurrences(
            of: "        case unreadCount, theme, legacyToken\n",
            with: "        case unreadCount, theme, legacyToken\n\n        static func clearLegacy() {\n            UserDefaults.standard.removeObject(forKey: legacyToken.rawValue)\n        }\n")
        XCTAssertNotEqual(inEnum, MigrationReview47Tests.keyDefaults)
        let result = migrate([("Defaults.swift", inEnum), ("Parks.swift", MigrationReview47Tests.keyParks)])
        XCTAssertEqual(found(result, "migrate-storage-key-not-literal"), [])
        XCTAssertEqual(found(result, "migrate-storage-key-unknown-writer"), [])
        let explicit = inEnum.replacingOccurrences(of: "case unreadCount, theme, legacyToken",
                                                   with: "case unreadCount, theme\n        case legacyToken = \"lastGroundsUpdateDateString\"")
        let writes = migrate([("Defaults.swift", explicit), ("Parks.swift", MigrationReview47Tests.keyParks)])
        let line = 1 + explicit.components(separatedBy: "\n").firstIndex { $0.contains("forKey: legacyToken.rawValue") }!
        XCTAssertEqual(found(writes, "migrate-storage-key-unknown-writer"), ["Defaults.swift:14", "Defaults.swift:\(line)"])
        XCTAssertEqual(writes.files[0].diagnostics.filter { $0.message.contains("which is \"lastGroundsUpdateDateString\"") }.count, 2)
    }
}
