import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 17a of `migrate` (b30a42f) fixed on main.
final class MigrationReviewSeventeenTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private let manager = """
    import Combine

    @MainActor class WarpDropManager: ObservableObject {
        static let shared = WarpDropManager()
        @Published var sessions: [String] = []
    }

    @MainActor let WDM = WarpDropManager.shared

    """

    private let views = """
    import SwiftUI

    struct SessionsView: View {
        @ObservedObject var wdm = WDM
        var body: some View { Text("\\(wdm.sessions.count)") }
    }

    """

    /// 17a/01 (Clop): `@ObservedObject var wdm = WDM`, where the file-scope constant `WDM` holds
    /// `WarpDropManager.shared`, is typed by the constant's initializer as a chain of names is,
    /// and rewritten (it was the error "cannot tell the type").
    func testAWrappedPropertyInitialisedFromAGlobalIsTyped() throws {
        let result = migrate([("Manager.swift", manager), ("Views.swift", views)])
        XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), [])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 1)
        XCTAssertTrue(output(result, 1).contains("    var wdm = WDM\n"), output(result, 1))
        try assertOutputsTypeCheck(result)
        // A global whose value cannot be told is still the error.
        let untold = manager.replacingOccurrences(of: "@MainActor let WDM = WarpDropManager.shared", with: "@MainActor let WDM = [WarpDropManager.shared].randomElement()!")
        XCTAssertEqual(found(migrate([("Manager.swift", untold), ("Views.swift", views)]), "migrate-unknown-wrapped-type"), [at("Views.swift", views, "@ObservedObject")])
    }

    /// 17a/02 (Clop): `@ObservedObject var um = UM`, `UM` a global of an imported package (no
    /// declaration of the name in the run), cannot hold a class of the run: left as it is, no
    /// error, as `= ImportedType.shared` is. A name the run declares (a member of an enclosing
    /// type, in scope unqualified in a nested one) is not taken for an imported one: where its
    /// value cannot be told, the error stays.
    func testAWrappedPropertyInitialisedFromAnImportedGlobalIsLeft() throws {
        let text = views.replacingOccurrences(of: "wdm = WDM", with: "um = UM").replacingOccurrences(of: "wdm.sessions.count", with: "um.description")
        let result = migrate([("Manager.swift", manager.replacingOccurrences(of: "@MainActor let WDM = WarpDropManager.shared", with: "")), ("Views.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), [])
        XCTAssertTrue(output(result, 1).contains("@ObservedObject var um = UM"), output(result, 1))
        let nested = """
        import SwiftUI

        enum Screens {
            static let UM = [WarpDropManager.shared].randomElement()!
            struct SessionsView: View {
                @ObservedObject var um = UM
                var body: some View { Text("\\(um.sessions.count)") }
            }
        }

        """
        let member = migrate([("Manager.swift", manager.replacingOccurrences(of: "@MainActor let WDM = WarpDropManager.shared", with: "")), ("Views.swift", nested)])
        XCTAssertEqual(found(member, "migrate-unknown-wrapped-type"), [at("Views.swift", nested, "@ObservedObject")])
    }

    /// 17a/03 (brave-ios): `Preferences.General.themeNormalMode.objectWillChange`, where
    /// `General` is a class nested in an extension of `Preferences` and `themeNormalMode` a
    /// static constant of the nested `Option` class: the chain's head is the nested type, so the
    /// use is typed and keeps `Option` (it was the error "cannot tell the type"). `$value` too.
    func testAChainFromANestedTypeIsTyped() throws {
        let preferences = """
        import Combine

        public class Preferences {}

        extension Preferences {
            public class Option<ValueType: Equatable>: ObservableObject {
                @Published public var value: ValueType
                public init(key: String, default: ValueType) { self.value = `default` }
            }
        }

        extension Preferences {
            final public class General {
                public static let themeNormalMode = Option<String>(key: "theme", default: "system")
            }
        }

        """
        let delegate = """
        import Combine

        final class SceneDelegate {
            private var cancellables: Set<AnyCancellable> = []
            func watch() {
                Preferences.General.themeNormalMode.objectWillChange
                    .sink { _ in print("theme changed") }
                    .store(in: &cancellables)
            }
        }

        """
        let result = migrate([("Preferences.swift", preferences), ("SceneDelegate.swift", delegate)])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [])
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), [at("SceneDelegate.swift", delegate, ".objectWillChange")])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [])
        let projected = delegate.replacingOccurrences(of: "themeNormalMode.objectWillChange", with: "themeNormalMode.$value")
        let viaProjection = migrate([("Preferences.swift", preferences), ("SceneDelegate.swift", projected)])
        XCTAssertEqual(found(viaProjection, "migrate-class-migrated"), [])
        XCTAssertEqual(found(viaProjection, "migrate-blocked-publisher"), [at("SceneDelegate.swift", projected, ".$value")])
    }
}
