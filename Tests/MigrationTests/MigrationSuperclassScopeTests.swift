import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Review 24c/01 and 24c/02 (pera-ios): a name written in an inheritance clause is found as the
/// compiler finds it, from the class's own scope outward. A type nested in another is seen only
/// inside that type (its body, its extensions, the types nested in it, its subclasses) or when
/// qualified; elsewhere the name is an imported type, no class of the run.
final class MigrationSuperclassScopeTests: XCTestCase, MigrationReviewCase {
    private func overlay(kept: Bool) -> String {
        """
        import Combine
        import SwiftUI

        final class OverlayModel {
            final class ViewModel: ObservableObject {
                @Published var count = 0
            }
            let viewModel = ViewModel()
        }

        struct OverlayView: View {
            @ObservedObject var viewModel: OverlayModel.ViewModel
            var body: some View { Text("\\(viewModel.count)") }
        }
        \(kept ? "\nfunc watch(_ m: OverlayModel.ViewModel) -> AnyCancellable { m.$count.sink { _ in } }\n" : "")
        """
    }

    /// Type-checks the outputs of `result` in one module with `imported` (which stands for the
    /// module the run imports: its top-level declarations), in Swift 5 and 6.
    private func assertTypeChecks(_ result: MigrationResult, with imported: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (k, migrated) in result.files.enumerated() {
            let url = folder.appendingPathComponent(migrated.file.path)
            try Data(output(result, k).utf8).write(to: url)
            paths.append(url.path)
        }
        let extra = folder.appendingPathComponent("Imported.swift")
        try Data(imported.utf8).write(to: extra)
        paths.append(extra.path)
        for mode in ["5", "6"] {
            let check = try MigrationSupport.typecheck(paths, extra: ["-swift-version", mode])
            XCTAssertEqual(check.status, 0, "Swift \(mode):\n\(check.stderr)", file: file, line: line)
        }
    }

    /// 24c/01: `final class TitleViewModel: ViewModel` at file scope names the imported protocol
    /// `ViewModel`, not `OverlayModel.ViewModel` (not in scope there): it is no
    /// `ObservableObject` class and stays as written, while the nested class migrates.
    func testANestedClassIsNoSuperclassOfAFileScopeNamesake() throws {
        let title = """
        import Foundation

        final class TitleViewModel: ViewModel {
            private(set) var title: String?
            init(title: String) { self.title = title }
        }

        """
        let result = migrate([("Overlay.swift", overlay(kept: false)), ("TitleViewModel.swift", title)])
        XCTAssertEqual(output(result, 1), title)
        XCTAssertEqual(result.summary.migratedClasses, ["ViewModel"])
        XCTAssertEqual(result.summary.keptClasses, [])
        XCTAssertTrue(output(result, 0).contains("@Observable"), output(result, 0))
        try assertTypeChecks(result, with: "protocol ViewModel {}\n")
    }

    /// 24c/01, pera-ios: the nested class keeps `ObservableObject` for a reason of its own; the
    /// file-scope class is in no chain with it: neither kept nor warned.
    func testAKeptNestedClassKeepsNoFileScopeNamesake() throws {
        let title = "final class TitleViewModel: ViewModel { var title = \"\" }\n"
        let result = migrate([("Overlay.swift", overlay(kept: true)), ("TitleViewModel.swift", title)])
        XCTAssertEqual(result.summary.keptClasses, ["ViewModel"])
        XCTAssertEqual(found(result, "migrate-blocked-chain"), [])
        XCTAssertEqual(output(result, 1), title)
    }

    /// 24c/02: `ProfileViewModel: ViewModel`, whose imported base is an `ObservableObject` from
    /// another module, is outside the run as without the nested namesake: found by no rule,
    /// its `@Published` and the view's `@ObservedObject` stay (no silent notification loss).
    func testAnImportedBaseIsNotShadowedByANestedNamesake() throws {
        let profile = """
        import SwiftUI

        final class ProfileViewModel: ViewModel {
            @Published var name = ""
        }

        struct ProfileView: View {
            @ObservedObject var model: ProfileViewModel
            var body: some View { Text(model.name) }
        }

        """
        let alone = migrate([("Profile.swift", profile)])
        XCTAssertEqual(output(alone, 0), profile)
        let result = migrate([("Overlay.swift", overlay(kept: false)), ("Profile.swift", profile)])
        XCTAssertEqual(output(result, 1), profile)
        XCTAssertEqual(result.summary.migratedClasses, ["ViewModel"])
        try assertTypeChecks(result, with: "import Combine\nclass ViewModel: ObservableObject { init() {} }\n")
    }

    /// Where the nested class is in scope, it is the superclass: in an extension of its outer
    /// type, in a type nested in it, in a subclass of the outer type, and written qualified.
    /// Each such subclass is in its chain (kept with it here).
    func testANestedClassIsTheSuperclassWhereItIsInScope() throws {
        let subclasses = """
        extension OverlayModel {
            final class InExtension: ViewModel {}
            final class Holder { final class Deeper: ViewModel {} }
        }
        final class Qualified: OverlayModel.ViewModel {}

        """
        var text = overlay(kept: true).replacingOccurrences(of: "final class OverlayModel {", with: "class OverlayModel {")
        text = text.replacingOccurrences(of: "    final class ViewModel: ObservableObject", with: "    class ViewModel: ObservableObject")
        let inherited = """
        final class Other: OverlayModel {
            final class Inherited: ViewModel {}
        }

        """
        let result = migrate([("Overlay.swift", text), ("Subclasses.swift", subclasses), ("Inherited.swift", inherited)])
        XCTAssertEqual(Set(result.summary.keptClasses), ["ViewModel", "InExtension", "Deeper", "Qualified", "Inherited"])
        XCTAssertEqual(result.summary.migratedClasses, [])
    }

    /// A protocol nested in a type (`Outer.Store: ObservableObject`) is not the protocol that a
    /// file-scope class names `Store`: that class is no candidate.
    func testANestedProtocolIsNotAFileScopeNamesakesProtocol() throws {
        let text = """
        import Combine

        enum Outer {
            protocol Store: ObservableObject {}
            final class Inner: Store { @Published var n = 0 }
        }

        """
        let other = "final class Plain: Store { var n = 0 }\n"
        let result = migrate([("Outer.swift", text), ("Plain.swift", other)])
        XCTAssertEqual(result.summary.migratedClasses, ["Inner"])
        XCTAssertEqual(output(result, 1), other)
        try assertTypeChecks(result, with: "protocol Store {}\n")
        // In an extension of `Outer`, `Store` is the nested protocol: its conformer migrates with it.
        let inside = migrate([("Outer.swift", text), ("Inside.swift", "import Combine\nextension Outer { final class Ext: Store { @Published var m = 0 } }\n")])
        XCTAssertEqual(Set(inside.summary.migratedClasses), ["Inner", "Ext"])
    }

    /// The superclass walk of a composition's conformers (an alias of `Tagged & ObservableObject`) finds
    /// the superclass by scope too: `Model: Base` at file scope does not inherit the nested
    /// `Outer.Base`'s conformance to `Tagged` (its `Base` is imported), so no composition can
    /// hold it and it is not kept for one.
    func testACompositionsConformersAreWalkedUpByScope() throws {
        let text = """
        import Combine

        protocol Tagged: AnyObject {}
        enum Outer { class Base: Tagged {} }
        final class Model: Base, ObservableObject { @Published var n = 0 }
        typealias TaggedObject = Tagged & ObservableObject
        struct Box { var x: (any TaggedObject)? }

        """
        let result = migrate([("Models.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["Model"])
        XCTAssertEqual(result.summary.keptClasses, [])
    }

    /// A class nested in the run's extension of an imported class is in scope in that class's
    /// subclasses: `Panel.Sub: Model` is in `NSObject.Model`'s chain.
    func testANestedClassOfAnExtendedImportedClassIsInScopeInItsSubclasses() throws {
        let text = """
        import Combine
        import Foundation

        extension NSObject {
            class Model: ObservableObject { @Published var n = 0 }
        }
        final class Panel: NSObject {
            final class Sub: Model {}
        }

        """
        let result = migrate([("Models.swift", text)])
        XCTAssertEqual(Set(result.summary.migratedClasses), ["Model", "Sub"])
    }
}
