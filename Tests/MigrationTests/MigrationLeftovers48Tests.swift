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

    /// The same for a projection's key path, `watch(\.$count)` of `func watch(_ path:
    /// KeyPath<Counter, Published<Int>.Publisher>)`: `Counter`'s publisher (it stays), not that of
    /// `Feed`, which publishes a `count` too and migrates. Before, the root was untold and every
    /// class publishing `count` kept `ObservableObject` (`migrate-blocked-publisher`).
    func testAProjectionKeyPathHandedToAParameterRootedAtAnotherTypeIsThatTypesPublisher() {
        let text = """
            import SwiftUI
            import Combine

            final class Feed: ObservableObject {
                @Published var count = 0
            }

            final class Counter: ObservableObject {
                @Published var count = 0
            }

            final class Watcher {
                var bag: Set<AnyCancellable> = []
                let counter = Counter()

                func watch(_ path: KeyPath<Counter, Published<Int>.Publisher>) {
                    counter[keyPath: path].sink { _ in }.store(in: &bag)
                }

                func start() { watch(\\.$count) }
            }

            """
        XCTAssertTrue(text.contains("watch(\\.$count)"))
        let result = migrate([("Watch.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["Feed"])
        XCTAssertEqual(result.summary.keptClasses, ["Counter"])
        // Control: declared rooted at `Feed`, it is `Feed`'s publisher.
        let feed = migrate([("Watch.swift", text.replacingOccurrences(of: "KeyPath<Counter, Published<Int>.Publisher>", with: "KeyPath<Feed, Published<Int>.Publisher>"))])
        XCTAssertEqual(feed.summary.migratedClasses, ["Counter"])
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

    // MARK: - 2 (47b/04): a folder Xcode 16 synchronizes is the module of the targets that list it

    /// LumiFur's shape: target `App` builds `App/` through a classic Sources phase, target
    /// `Watch` the synchronized folder `Watch/`. `exceptions`: the root group's exception sets
    /// (their ids; their objects in `exceptionSets`).
    static func mixedProject(exceptions: String = "", exceptionSets: String = "") -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {
        \t\tAA0000000000000000000011 /* Connectivity.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000021 /* Connectivity.swift */; };
        \t\tAA0000000000000000000012 /* StatusView.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000022 /* StatusView.swift */; };
        \t\tAA0000000000000000000021 /* Connectivity.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Connectivity.swift; sourceTree = "<group>"; };
        \t\tAA0000000000000000000022 /* StatusView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = StatusView.swift; sourceTree = "<group>"; };
        \t\tAA0000000000000000000023 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tAA0000000000000000000024 /* Watch.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Watch.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \(exceptionSets)
        \t\tAA0000000000000000000031 /* Watch */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \(exceptions)
        \t\t\tpath = Watch;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAA0000000000000000000041 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAA0000000000000000000042 /* App */,
        \t\t\t\tAA0000000000000000000031 /* Watch */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAA0000000000000000000042 /* App */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAA0000000000000000000021 /* Connectivity.swift */,
        \t\t\t\tAA0000000000000000000022 /* StatusView.swift */,
        \t\t\t);
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAA0000000000000000000051 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\tAA0000000000000000000061 /* Sources */,
        \t\t\t);
        \t\t\tname = App;
        \t\t\tproductName = App;
        \t\t\tproductReference = AA0000000000000000000023 /* App.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAA0000000000000000000052 /* Watch */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\tAA0000000000000000000062 /* Sources */,
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tAA0000000000000000000031 /* Watch */,
        \t\t\t);
        \t\t\tname = Watch;
        \t\t\tproductName = Watch;
        \t\t\tproductReference = AA0000000000000000000024 /* Watch.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAA0000000000000000000061 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tAA0000000000000000000011 /* Connectivity.swift in Sources */,
        \t\t\t\tAA0000000000000000000012 /* StatusView.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tAA0000000000000000000062 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t};
        \trootObject = AA0000000000000000000071 /* Project object */;
        }

        """
    }

    static let connectivity = """
        import Foundation
        import Combine

        final class ConnectivityManager: NSObject, ObservableObject {
            @Published var isReachable = false
        }

        """

    static func connectivityView(_ name: String, _ text: String) -> String {
        """
        import SwiftUI

        struct \(name): View {
            @StateObject private var connectivity = ConnectivityManager()
            var body: some View {
                Text(connectivity.isReachable ? "\(text)" : "No")
            }
        }

        """
    }

    func mixedProjectFiles(_ project: String) -> [(String, String)] {
        [("in/Mixed.xcodeproj/project.pbxproj", project),
         ("in/App/Connectivity.swift", Self.connectivity), ("in/App/StatusView.swift", Self.connectivityView("StatusView", "Watch reachable")),
         ("in/Watch/ConnectivityManager.swift", Self.connectivity), ("in/Watch/WatchView.swift", Self.connectivityView("WatchView", "Phone reachable"))]
    }

    /// LumiFur (47b/04): `ConnectivityManager` of target `App` (a classic Sources phase) and its
    /// namesake in the folder `Watch/` that only target `Watch` synchronizes are of different
    /// modules: both migrate, each module's view rewritten, no `migrate-blocked-ambiguous-class`
    /// (whose advice, to leave out the file that is not built, was wrong: both are built).
    /// As in LumiFur, the iOS class may be declared twice in one file, in the clauses of an
    /// `#if` (one class): the watch app's is still of another module.
    func testNamesakesOfAClassicTargetAndASynchronizedFolderOfAnotherTargetBothMigrate() throws {
        for clauses in [false, true] {
            let folder = try MigrationSupport.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var files = mixedProjectFiles(Self.mixedProject())
            if clauses {
                let body = Self.connectivity.replacingOccurrences(of: "import Foundation\nimport Combine\n\n", with: "")
                files[1].1 = "import Foundation\nimport Combine\n\n#if os(iOS)\n" + body + "#else\n" + body + "#endif\n"
            }
            let (outcome, said) = try migrateInPlace(files, in: folder)
            XCTAssertEqual(outcome.status, 0, said)
            XCTAssertFalse(said.contains("migrate-blocked-ambiguous-class") || said.contains("is declared in the same scope at"), said)
            for path in ["App/Connectivity.swift", "Watch/ConnectivityManager.swift"] {
                let text = (try? String(contentsOf: folder.appendingPathComponent("in/" + path), encoding: .utf8)) ?? ""
                XCTAssertEqual(text.components(separatedBy: "@Observable\nfinal class ConnectivityManager: NSObject {").count - 1,
                               clauses && path.hasPrefix("App") ? 2 : 1, "\(path)\n\(text)\n\(said)")
            }
            for (module, view) in [("App", "App/StatusView.swift"), ("Watch", "Watch/WatchView.swift")] {
                let text = (try? String(contentsOf: folder.appendingPathComponent("in/" + view), encoding: .utf8)) ?? ""
                XCTAssertTrue(text.contains("@State private var connectivity = ConnectivityManager()"), "\(module)\n\(text)")
                let files = [module == "App" ? "App/Connectivity.swift" : "Watch/ConnectivityManager.swift", view].map { folder.appendingPathComponent("in/" + $0).path }
                for (mode, check) in try MigrationSupport.typecheckInBothModes(files) {
                    XCTAssertEqual(check.status, 0, "Swift \(mode): \(module)\n\(check.stderr)")
                }
            }
        }
    }

    /// The exception sets of a synchronized folder. One that leaves a file out of the target
    /// that lists the folder makes it a file no target builds, and one for a target that does not
    /// list the folder adds the file to that target (`App` then builds both namesakes): either way
    /// the clash is true and stays. One of another kind is not read, and the project is one
    /// module as before. The warning's advice holds for built files too. An exception set that
    /// touches neither namesake changes nothing: both migrate.
    func testExceptionSetsOfASynchronizedFolder() throws {
        func project(_ file: String, target: String, isa: String = "PBXFileSystemSynchronizedBuildFileExceptionSet") -> String {
            Self.mixedProject(
                exceptions: "\t\t\texceptions = (\n\t\t\t\tAA0000000000000000000081 /* Exceptions */,\n\t\t\t);",
                exceptionSets: "\t\tAA0000000000000000000081 /* Exceptions */ = {\n\t\t\tisa = \(isa);\n\t\t\tmembershipExceptions = (\n\t\t\t\t\(file),\n\t\t\t);\n\t\t\ttarget = \(target);\n\t\t};")
        }
        let watch = "AA0000000000000000000052 /* Watch */", app = "AA0000000000000000000051 /* App */"
        let cases = [("left out", project("ConnectivityManager.swift", target: watch)), ("added", project("ConnectivityManager.swift", target: app)),
                     ("another kind", project("WatchView.swift", target: watch, isa: "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet")),
                     ("unrelated", project("Info.plist", target: watch))]
        for (name, text) in cases {
            let folder = try MigrationSupport.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let (outcome, said) = try migrateInPlace(mixedProjectFiles(text), in: folder)
            XCTAssertEqual(outcome.status, 0, "\(name)\n\(said)")
            XCTAssertEqual(said.contains("is declared in the same scope at"), name != "unrelated", "\(name)\n\(said)")
            if name != "unrelated" {
                XCTAssertTrue(said.contains("if one of them is not built, leave it out with '--exclude'; if both are, rename one"), "\(name)\n\(said)")
            } else {
                XCTAssertTrue(said.contains("2 classes migrated, 0 kept"), "\(name)\n\(said)")
            }
        }
    }
}
