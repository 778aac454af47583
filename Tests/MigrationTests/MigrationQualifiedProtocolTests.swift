import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Review 17c of `migrate` (b30a42f, session-ios): protocols that refine `ObservableObject` are
/// resolved by the name written in the scope of the use (`Outer.P`, `P` inside `extension
/// Outer`), through the run's declaration index, not by their last component.
final class MigrationQualifiedProtocolTests: XCTestCase, MigrationReviewCase {
    /// 17c/01 (silent build break): a generic view constrained to a nested protocol written
    /// qualified (`<VM: Outer.P>`, `where VM: Outer.P`) kept its `@StateObject`,
    /// `@ObservedObject` and `@EnvironmentObject` when the protocol became `Observable`. They are
    /// rewritten as for `<VM: P>`.
    func testGenericViewConstrainedToAQualifiedNestedProtocolIsRewritten() throws {
        let text = """
        import SwiftUI
        import Combine

        public enum NetworkScreenContent {
            protocol ViewModelType: ObservableObject {
                var count: Int { get set }
            }
        }

        extension NetworkScreenContent {
            class ViewModel: ObservableObject, ViewModelType {
                @Published var count: Int = 0
            }
        }

        struct NetworkScreen<VM: NetworkScreenContent.ViewModelType>: View {
            @StateObject var viewModel: VM
            var body: some View {
                Text("\\(viewModel.count)")
            }
        }

        struct Root: View {
            var body: some View {
                NetworkScreen(viewModel: NetworkScreenContent.ViewModel())
            }
        }

        struct NetworkBadge<VM>: View where VM: NetworkScreenContent.ViewModelType {
            @EnvironmentObject var viewModel: VM
            var body: some View { Text("\\(viewModel.count)") }
        }

        struct NetworkRow<VM: NetworkScreenContent.ViewModelType & AnyObject>: View {
            @ObservedObject var viewModel: VM
            var body: some View { Text("\\(viewModel.count)") }
        }

        """
        let result = migrate([("Models.swift", text)])
        XCTAssertEqual(found(result, "migrate-protocol-migrated"), ["Models.swift:5"])
        XCTAssertEqual(found(result, "migrate-property-rewritten"), ["Models.swift:17", "Models.swift:30", "Models.swift:35"])
        let out = output(result)
        XCTAssertTrue(out.contains("@State var viewModel: VM"), out)
        XCTAssertTrue(out.contains("@Environment(VM.self) var viewModel: VM"), out)
        XCTAssertFalse(out.contains("Object var"), out)
        try assertOutputsTypeCheck(result)
    }

    /// 17c/02: two nested protocols of one name (`A.ViewModelType`, `B.ViewModelType`). The
    /// class in `extension A` that names `ViewModelType` conforms to `A.ViewModelType`: it
    /// migrated while that protocol stayed `ObservableObject` (a class still an
    /// `ObservableObject` whose `objectWillChange` no longer fires, with a note saying its
    /// conformance went). Each protocol now moves with its own conformers, or all stay.
    func testSameNamedNestedProtocolsMoveWithTheirOwnConformers() throws {
        let models = """
        import SwiftUI

        public enum NetworkScreenContent {
            protocol ViewModelType: ObservableObject {
                var count: Int { get set }
            }
        }

        public enum PaymentScreenContent {
            protocol ViewModelType: ObservableObject {
                var total: Int { get set }
            }
        }

        """
        let viewModels = """
        import SwiftUI

        extension NetworkScreenContent {
            class ViewModel: ObservableObject, ViewModelType {
                @Published var count: Int = 0
            }
        }

        extension PaymentScreenContent {
            class ViewModel: ObservableObject, ViewModelType {
                @Published var total: Int = 0
                func watch() { _ = $total }
            }
            class OtherViewModel: ViewModelType {
                @Published var total: Int = 0
            }
        }

        struct NetworkScreen<VM: NetworkScreenContent.ViewModelType>: View {
            @ObservedObject var viewModel: VM
            var body: some View { Text("\\(viewModel.count)") }
        }

        """
        let result = migrate([("Models.swift", models), ("ViewModel.swift", viewModels)])
        // Network's protocol goes with its one conformer; Payment's stays, and so does its
        // other conformer, told why at its clause.
        XCTAssertEqual(found(result, "migrate-protocol-migrated"), ["Models.swift:4"])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["ViewModel.swift:4"])
        XCTAssertEqual(found(result, "migrate-blocked-protocol"), ["ViewModel.swift:14"])
        XCTAssertEqual(Set(result.summary.keptClasses), ["PaymentScreenContent.ViewModel", "OtherViewModel"])
        let protocolNote = result.files[1].diagnostics.first { $0.id == "migrate-blocked-protocol" }?.message ?? ""
        XCTAssertTrue(protocolNote.contains("'PaymentScreenContent.ViewModelType'"), protocolNote)
        XCTAssertTrue(output(result, 0).contains("protocol ViewModelType: AnyObject, Observable {\n        var count"), output(result, 0))
        XCTAssertTrue(output(result, 0).contains("protocol ViewModelType: ObservableObject {\n        var total"), output(result, 0))
        XCTAssertTrue(output(result, 1).contains("    var viewModel: VM"), output(result, 1))
        try assertOutputsTypeCheck(result)
    }

    /// 17c/05: classes conforming as `class S: Outer.P`, where another nested protocol is named
    /// `P` too, were not seen at all (neither migrated nor kept, in no note or count). They are
    /// candidates as with a unique protocol name, and `--explain` names each.
    func testConformersOfAQualifiedSameNamedProtocolAreFound() throws {
        let text = """
        import SwiftUI

        enum ListContent {
            protocol ViewModelType: ObservableObject {
                var title: String { get }
            }
        }

        enum NetworkContent {
            protocol ViewModelType: ObservableObject {
                var count: Int { get }
            }
        }

        final class SettingsViewModel: ListContent.ViewModelType {
            @Published var title: String = "Settings"
        }

        final class NetworkViewModel: NetworkContent.ViewModelType {
            @Published var count: Int = 0
        }

        final class Plain: ObservableObject {
            @Published var x = 0
        }

        """
        let result = migrate([("Content.swift", text)])
        XCTAssertEqual(Set(result.summary.migratedClasses), ["SettingsViewModel", "NetworkViewModel", "Plain"])
        XCTAssertEqual(found(result, "migrate-protocol-migrated"), ["Content.swift:4", "Content.swift:10"])
        let out = output(result)
        XCTAssertTrue(out.contains("@Observable\nfinal class SettingsViewModel: ListContent.ViewModelType {\n    var title"), out)
        try assertOutputsTypeCheck(result)

        let explained = Migrator.migrate([SourceFile(path: "Content.swift", text: text)], options: MigrationOptions(explain: true))
        let notes = explained.files.flatMap(\.diagnostics).map(\.message)
        for name in ["SettingsViewModel", "NetworkViewModel", "Plain"] {
            XCTAssertTrue(notes.contains { $0.contains("class '\(name)' becomes '@Observable'") }, "\(name): \(notes)")
        }
    }

    /// 17c/04: a class nested in a `public extension` (without an access modifier of its own) is
    /// public, so losing its `ObservableObject` conformance changes the module's API as for a
    /// `public class`: it gets the `migrate-public-conformance-removed` note. One with its own
    /// `internal` modifier does not.
    func testClassInAPublicExtensionGetsThePublicConformanceNote() {
        let text = """
        import SwiftUI

        public enum ListScreenContent {}

        public extension ListScreenContent {
            class ItemState: ObservableObject {
                @Published public private(set) var items: [Int] = []
                public init() {}
            }
            internal class InternalState: ObservableObject {
                @Published var items: [Int] = []
            }
        }

        public class PlainPublic: ObservableObject {
            @Published public var x = 0
        }

        """
        let result = migrate([("Content.swift", text)])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 3)
        XCTAssertEqual(found(result, "migrate-public-conformance-removed"), ["Content.swift:6", "Content.swift:15"])
    }

    /// `objectWillChange` in an extension of an observable protocol keeps its conformers: the
    /// blocker named them by simple name, so two conformers nested in different types
    /// (`Feed.ViewModel`, `Inbox.ViewModel`, known by their qualified keys) matched no class and
    /// migrated, and the protocol became `Observable` under a body that still sends
    /// `objectWillChange` (a build break). They stay, named by key.
    func testProtocolBodyPublisherKeepsSameNamedNestedConformers() throws {
        let text = """
        import Combine

        protocol Refreshing: ObservableObject {}

        extension Refreshing {
            func watch() -> AnyCancellable { objectWillChange.sink { _ in } }
        }

        enum Feed {
            final class ViewModel: Refreshing {
                @Published var items: [Int] = []
            }
        }

        enum Inbox {
            final class ViewModel: Refreshing {
                @Published var unread = 0
            }
        }

        """
        let result = migrate([("Models.swift", text)])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [])
        XCTAssertEqual(found(result, "migrate-protocol-migrated"), [])
        XCTAssertEqual(Set(result.summary.keptClasses), ["Feed.ViewModel", "Inbox.ViewModel"])
        try assertOutputsTypeCheck(result)
    }

    /// 17c/05's last check: a class whose clause names a protocol that the run's declarations
    /// do not resolve (`Screen.ViewModelType` through `typealias Screen = ListContent`), where
    /// protocols of that simple name refine `ObservableObject`, may conform to one of them. It
    /// was in no note; the protocol went `Observable` under it with its one known conformer.
    /// Now it is named (`migrate-blocked-protocol`), left as it is, and the protocols of that
    /// name stay with their conformers.
    func testAClassNamingAnUnresolvedObservableProtocolIsReportedAndKeepsIt() throws {
        let text = """
        import SwiftUI

        enum ListContent {
            protocol ViewModelType: ObservableObject {
                var title: String { get }
            }
        }

        enum NetworkContent {
            protocol ViewModelType: ObservableObject {
                var count: Int { get }
            }
        }

        typealias Screen = ListContent

        final class SettingsViewModel: ListContent.ViewModelType {
            @Published var title: String = "Settings"
        }

        final class AliasedViewModel: Screen.ViewModelType {
            @Published var title: String = "Aliased"
        }

        """
        let result = migrate([("Content.swift", text)])
        let blocked = result.files[0].diagnostics.filter { $0.id == "migrate-blocked-protocol" }
        XCTAssertEqual(found(result, "migrate-blocked-protocol"), ["Content.swift:21"])
        XCTAssertTrue(blocked.first?.message.contains("'Screen.ViewModelType'") == true, "\(blocked.map(\.message))")
        XCTAssertTrue(blocked.first?.message.contains("class 'SettingsViewModel' keeps 'ObservableObject'") == true, "\(blocked.map(\.message))")
        XCTAssertEqual(found(result, "migrate-protocol-migrated"), [])
        XCTAssertEqual(result.summary.migratedClasses, [])
        try assertOutputsTypeCheck(result)
        // The catalogue's examples hold one message per identifier: this text of
        // `migrate-blocked-protocol` has its README row checked here.
        let example = DiagnosticMessage.migrationBlocked(kind: .protocolUnresolvedConformer, name: "Screen.ViewModelType", classes: ["SettingsViewModel"])
        let readme = try String(contentsOf: MigrationSupport.repository.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssert(readme.contains("| `\(example.id)` | \(example.severity.rawValue) | \(example.text) |"), example.text)
    }
}
