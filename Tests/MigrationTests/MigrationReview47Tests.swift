import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 47 of `migrate` (Uncommon/Xit, easydev991/SwiftUI-WorkoutApp), each from
/// its repro (/work/review47/repros/NN-*): a bare type name resolved by scope (04), a member type
/// of a generic parameter (05), a parameter's `Binding<T>.wrappedValue` (01), a static member of
/// another type read in a view (03) and keys written `Key.x.rawValue` (02).
final class MigrationReview47Tests: XCTestCase, MigrationReviewCase {

    static let accountModels = #"""
        import Combine
        import Foundation

        final class AccountInfo: ObservableObject {
            @Published var user = ""
        }

        // Never passed to ButtonRow: has nothing to do with the generic view.
        final class AccountsManager: ObservableObject {
            @Published var accounts: [String] = []
        }

        """#

    static let accountViews = #"""
        import SwiftUI

        struct ButtonRow<V>: View where V: ObservableObject {
            @ObservedObject var validator: V

            var body: some View {
                Text("row")
            }
        }

        struct AccountsPane: View {
            @ObservedObject var manager: AccountsManager

            var body: some View {
                Text(manager.accounts.joined())
            }

            func sheet(for binding: Binding<AccountInfo>) -> some View {
                ButtonRow(validator: binding.wrappedValue)
            }
        }

        """#

    static let keyDefaults = #"""
        import SwiftUI

        final class DefaultsService: ObservableObject {
            @AppStorage(Key.unreadCount.rawValue)
            private(set) var unreadCount = 0

            @AppStorage(Key.theme.rawValue)
            private(set) var theme = "system"

            func setUnread(_ n: Int) { unreadCount = n }

            func migrateLegacy() {
                // "legacyToken" is no key of any @AppStorage property of the run
                UserDefaults.standard.removeObject(forKey: Key.legacyToken.rawValue)
            }
        }

        private extension DefaultsService {
            enum Key: String {
                case unreadCount, theme, legacyToken
            }
        }

        """#

    static let keyParks = #"""
        import SwiftUI

        final class ParksManager: ObservableObject {
            @AppStorage("lastGroundsUpdateDateString")
            private(set) var lastUpdate = "2023-01-12T00:00:00"

            func touch() { lastUpdate = "now" }
        }

        """#

    static let journalClient = #"""
        import Foundation

        struct Client {
            let defaults: DefaultsService

            // A network call: no view's redraw runs it.
            func deleteJournal(id: Int) async -> Bool {
                let token = defaults.authToken
                return token != nil
            }
        }

        """#

    static let journalConstants = #"""
        enum Constants {
            enum Alert {
                static let deleteJournal = "Delete the journal?"
            }
        }

        """#

    static let journalDefaults = #"""
        import SwiftUI

        final class DefaultsService: ObservableObject {
            private var authData: String?
            @Published var count = 0

            var authToken: String? { authData }

            func save(_ token: String) { authData = token; count += 1 }
        }

        """#

    static let journalScreen = #"""
        import SwiftUI

        struct JournalsScreen: View {
            @EnvironmentObject private var defaults: DefaultsService

            var body: some View {
                VStack {
                    Text("\(defaults.count)")
                    Text(Constants.Alert.deleteJournal)   // a string constant, not Client.deleteJournal(id:)
                }
            }
        }

        """#

    static let rowRow = #"""
        import Combine
        import SwiftUI

        protocol Validating { var isValid: Bool { get } }

        struct ButtonRow<V>: View where V: ObservableObject & Validating {
            @ObservedObject var validator: V
            var body: some View { Text(validator.isValid ? "OK" : "-") }
        }

        // Keeps ObservableObject for a true reason ('$name'), so ButtonRow stays written against ObservableObject.
        final class TagModel: ObservableObject, Validating {
            @Published var name = ""
            var isValid: Bool { !name.isEmpty }
            var cancellable: AnyCancellable?
            func watch() { cancellable = $name.sink { _ in } }
        }

        struct TagPanel: View {
            @ObservedObject var model: TagModel
            var body: some View { ButtonRow(validator: model) }
        }

        struct ButtonRow_Previews {   // a PreviewProvider in Xit
            class Model: ObservableObject, Validating { var isValid: Bool { true } }

            static var previews: some View {
                ButtonRow(validator: Model())     // 'Model' here is ButtonRow_Previews.Model
            }
        }

        """#

    static let rowOther = #"""
        import SwiftUI

        // Another type that nests a class named 'Model' (Xit has four: StashPanel.Model, TagPanel.Model,
        // CheckOutRemotePanel.Model, ButtonRow_Previews.Model).
        struct CheckOutPanel: View {
            final class Model: ObservableObject {
                @Published var branchName = ""
            }
            @ObservedObject var model: Model
            var body: some View { Text(model.branchName) }
        }

        """#

    static let sheet = #"""
        import Combine
        import SwiftUI

        protocol Validating { var isValid: Bool { get } }

        protocol DataModelView: View {
            associatedtype Model: ObservableObject, Validating
            init(model: Model)
        }

        struct SheetDialogView<ContentView>: View where ContentView: DataModelView {
            @ObservedObject var model: ContentView.Model      // the associated type, no class named 'Model'
            var body: some View { Text(model.isValid ? "OK" : "-") }
        }

        struct TagPanel: DataModelView {
            final class Model: ObservableObject, Validating {
                @Published var tagName = ""
                var isValid: Bool { !tagName.isEmpty }
                var c: AnyCancellable?
                func watch() { c = $tagName.sink { _ in } }     // keeps TagPanel.Model (and the associated type)
            }
            @ObservedObject var model: Model
            init(model: Model) { self.model = model }
            var body: some View { Text(model.tagName) }
        }

        // Another nested 'Model', bound to nothing generic: it migrates.
        struct CheckOutPanel: View {
            final class Model: ObservableObject {
                @Published var branchName = ""
            }
            @ObservedObject var model: Model
            var body: some View { Text(model.branchName) }
        }

        """#

    /// Xit (47/04): `ButtonRow(validator: Model())` inside `ButtonRow_Previews`, which nests
    /// `class Model`, while `CheckOutPanel` nests a `Model` too: the argument was taken for no
    /// class of the run, `ButtonRow_Previews.Model` migrated while `ButtonRow` stayed on
    /// `ObservableObject` (exit 0, output does not build). The name is the enclosing type's
    /// member: that class stays with `ButtonRow` (`migrate-blocked-generic-coupled`).
    func testABareNestedNameInItsEnclosingTypeIsThatClassWhenAnotherTypeNestsOneOfTheName() throws {
        let result = migrate([("Row.swift", Self.rowRow), ("Other.swift", Self.rowOther)])
        XCTAssertEqual(found(result, "migrate-blocked-generic-coupled"), ["Row.swift:28"])
        XCTAssertTrue(output(result, 0).contains("    class Model: ObservableObject, Validating { var isValid: Bool { true } }"), output(result, 0))
        XCTAssertTrue(output(result, 0).contains("struct ButtonRow<V>: View where V: ObservableObject & Validating {"), output(result, 0))
        // The other `Model` is bound to nothing generic: it migrates.
        XCTAssertTrue(output(result, 1).contains("@Observable\n    final class Model {"), output(result, 1))
        XCTAssertEqual(result.summary.errors, 0)
        try assertOutputsTypeCheck(result)
    }

    /// Where no enclosing type nests the name and several types of the run do, which class it
    /// is cannot be told: the argument is untold (every class kept, said at it), never taken
    /// for another module's type.
    func testABareNameThatNoEnclosingTypeNestsAndSeveralTypesDoIsAnUntoldArgument() {
        let row = Self.rowRow + """

            enum Gallery {
                static var row: some View { ButtonRow(validator: Model()) }
            }

            """
        let result = migrate([("Row.swift", row), ("Other.swift", Self.rowOther)])
        XCTAssertEqual(found(result, "migrate-blocked-generic-untold-argument"), ["Row.swift:33"])
        XCTAssertFalse(output(result, 1).contains("@Observable"), output(result, 1))
    }

    /// The same for a local wrapped by a property wrapper of the run generic over
    /// `ObservableObject` (`@Held var m = CheckOutPanel.Model()`, a call of its
    /// `init(wrappedValue:)`): the qualified name written outside `CheckOutPanel` was read by its
    /// last name alone, which no enclosing type nests, and the class migrated while `Held` stayed.
    func testAQualifiedNestedNameInAWrappedLocalIsThatClass() throws {
        let held = #"""
            import Combine
            import SwiftUI

            @propertyWrapper
            struct Held<Object: ObservableObject> {
                var wrappedValue: Object
            }

            final class TagModel: ObservableObject {
                @Published var name = ""
                var c: AnyCancellable?
                func watch() { c = $name.sink { _ in } }
            }

            struct StashPanel {
                final class Model: ObservableObject {}
            }

            enum Previews {
                static func tag() { @Held var t = TagModel(); _ = t }
                static func checkOut() -> Bool { @Held var m = CheckOutPanel.Model(); return m.branchName.isEmpty }
            }

            """#
        let result = migrate([("Held.swift", held), ("Other.swift", Self.rowOther)])
        XCTAssertEqual(found(result, "migrate-blocked-generic-coupled"), ["Held.swift:21"])
        XCTAssertTrue(output(result, 1).contains("    final class Model: ObservableObject {"), output(result, 1))
        XCTAssertTrue(output(result, 0).contains("@Observable\n    final class Model {}"), output(result, 0))
        try assertOutputsTypeCheck(result)
    }

    /// Xit (47/05): `@ObservedObject var model: ContentView.Model`, `ContentView` a generic
    /// parameter constrained to a protocol whose `associatedtype Model: ObservableObject`: the
    /// associated type, not one of the run's nested classes `Model`. No
    /// `migrate-ambiguous-type-name` error; the site stays (its associated type stays on
    /// `ObservableObject`), and `CheckOutPanel.Model` migrates.
    func testAMemberTypeOfAGenericParameterIsTheAssociatedTypeNotANestedClassOfItsName() throws {
        let result = migrate([("Sheet.swift", Self.sheet)])
        XCTAssertEqual(found(result, "migrate-ambiguous-type-name"), [])
        XCTAssertEqual(result.summary.errors, 0)
        let text = output(result)
        XCTAssertTrue(text.contains("    @ObservedObject var model: ContentView.Model"), text)
        XCTAssertTrue(text.contains("@Observable\n    final class Model {\n        var branchName"), text)
        XCTAssertTrue(text.contains("    final class Model: ObservableObject, Validating {"), text)
        try assertOutputsTypeCheck(result)
    }

    /// Xit (47/01): `ButtonRow(validator: binding.wrappedValue)` with `binding` a parameter
    /// declared `Binding<AccountInfo>` was untold, and kept every class of the run (also
    /// `AccountsManager`, never passed). `Binding<T>.wrappedValue` is a `T`: the argument is an
    /// `AccountInfo`, as through a local bound to it, or through a stored property.
    func testAWrappedValueOfAParameterDeclaredWithItsArgumentIsThatType() throws {
        let local = Self.accountViews.replacingOccurrences(of: "        ButtonRow(validator: binding.wrappedValue)",
                                                           with: "        let info = binding.wrappedValue\n        return ButtonRow(validator: info)")
        let property = Self.accountViews.replacingOccurrences(of: "    func sheet(for binding: Binding<AccountInfo>) -> some View {",
                                                              with: "    let binding: Binding<AccountInfo>\n\n    func sheet() -> some View {")
        for (name, views) in [("argument", Self.accountViews), ("local", local), ("property", property)] {
            let result = migrate([("Models.swift", Self.accountModels), ("Views.swift", views)])
            XCTAssertEqual(found(result, "migrate-blocked-generic-untold-argument"), [], name)
            XCTAssertEqual(result.summary.migratedClasses.sorted(), ["AccountInfo", "AccountsManager"], name)
            XCTAssertTrue(output(result, 1).contains("where V: Observable & AnyObject"), "\(name)\n" + output(result, 1))
            try assertOutputsTypeCheck(result)
        }
    }

    /// Xit (47/03): `Text(Constants.Alert.deleteJournal)` in a view is a read of a static
    /// constant of `Constants.Alert`, not a call of the model-reading `Client.deleteJournal(id:)`:
    /// no `migrate-ignored-property-read` for `authToken`, which no view reads.
    func testAStaticMemberOfAnotherTypeReadInAViewIsNoReadOfAMethodOfItsName() {
        let files = [("Client.swift", Self.journalClient), ("Constants.swift", Self.journalConstants),
                     ("Defaults.swift", Self.journalDefaults), ("JournalsScreen.swift", Self.journalScreen)]
        let result = migrate(files)
        XCTAssertEqual(found(result, "migrate-ignored-property-read"), [])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [])
        // A view that does read it through the model still gets the warning.
        let reading = migrate(files.map { $0.0 == "JournalsScreen.swift" ? ($0.0, $0.1.replacingOccurrences(of: "Text(Constants.Alert.deleteJournal)", with: "Text(defaults.authToken ?? \"\")")) : $0 })
        XCTAssertEqual(found(reading, "migrate-ignored-property-read") + found(reading, "migrate-ignored-property-view-read"), ["Defaults.swift:7", "JournalsScreen.swift:9"])
    }

    /// SwiftUI-WorkoutApp (47/02): keys written `Key.x.rawValue` of `enum Key: String` of the
    /// run are the case's raw value (its name, or its literal): no "not a string literal"
    /// warnings, and no "may be" match of `Key.legacyToken.rawValue` with another key.
    func testTheRawValueOfACaseOfAStringEnumOfTheRunIsTheStorageKey() {
        let result = migrate([("Defaults.swift", Self.keyDefaults), ("Parks.swift", Self.keyParks)])
        XCTAssertEqual(found(result, "migrate-storage-key-not-literal"), [])
        XCTAssertEqual(found(result, "migrate-storage-key-unknown-writer"), [])
        XCTAssertEqual(result.summary.migratedClasses.sorted(), ["DefaultsService", "ParksManager"])
        // An explicit raw value is the key: a write of ParksManager's key is still reported.
        let explicit = Self.keyDefaults.replacingOccurrences(of: "case unreadCount, theme, legacyToken",
                                                             with: "case unreadCount, theme\n        case legacyToken = \"lastGroundsUpdateDateString\"")
        let writes = migrate([("Defaults.swift", explicit), ("Parks.swift", Self.keyParks)])
        XCTAssertEqual(found(writes, "migrate-storage-key-not-literal"), [])
        XCTAssertEqual(found(writes, "migrate-storage-key-unknown-writer"), ["Defaults.swift:14"])
        XCTAssertTrue(writes.files[0].diagnostics.contains { $0.message.contains("which is \"lastGroundsUpdateDateString\"") })
    }

    /// azkar (47b/01): the app's `final class ZikrCounter: ObservableObject` (not `Codable`)
    /// shares its name with a `public struct ZikrCounter: Codable` of the package module
    /// `Entities`; the struct's conformance was reported as the class's
    /// (`migrate-synthesized-codable` at the struct). A struct of the name is no body of the class;
    /// an extension of the class that makes it `Codable` still is.
    func testACodableStructOfTheClassesNameIsNoConformanceOfTheClass() {
        let counter = """
            import Combine

            final class ZikrCounter: ObservableObject {
                @Published var count = 0
            }

            """
        let entity = """
            public struct ZikrCounter: Identifiable, Hashable, Codable {
                public let id: Int
                public var count: Int
            }

            """
        let result = migrate([("App/ZikrCounter.swift", counter), ("Packages/Core/Sources/Entities/ZikrCounter.swift", entity)])
        XCTAssertEqual(found(result, "migrate-synthesized-codable"), [])
        XCTAssertEqual(result.summary.migratedClasses, ["ZikrCounter"])
        let extended = migrate([("App/ZikrCounter.swift", counter + "extension ZikrCounter: Codable {}\n")])
        XCTAssertEqual(found(extended, "migrate-synthesized-codable"), ["App/ZikrCounter.swift:6"])
    }
}
