import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Review 23c/01 (PayslipMax: 10 factories declared `-> any ObservableObject` kept 57 of 81
/// classes for nothing): a function, subscript or computed property whose declared result is
/// `ObservableObject` itself hands out only what it returns (migfix45).
final class MigrationResultExistentialTests: XCTestCase, MigrationReviewCase {
    let models = """
    import SwiftUI

    final class HomeViewModel: ObservableObject {
        @Published var count = 0
    }

    final class PayslipsViewModel: ObservableObject {
        @Published var rows: [String] = []
    }

    final class Unrelated: ObservableObject {
        @Published var name = ""
    }

    struct UnrelatedView: View {
        @StateObject private var model = Unrelated()
        var body: some View { Text(model.name) }
    }

    """

    /// The factories of PayslipMax's shape: a protocol requirement, an implementation that
    /// returns a told call, one that returns an initializer, one that forwards to another such
    /// factory, and a `some ObservableObject` single-expression body. Only the returned classes
    /// keep `ObservableObject`, each reported at its return; `Unrelated` migrates.
    func testAnExistentialResultKeepsOnlyTheClassesItReturns() throws {
        let factories = """
        import SwiftUI

        protocol ViewModelContainerProtocol {
            func makeHomeViewModel() -> HomeViewModel
            func makePDFProcessingViewModel() -> any ObservableObject
        }

        final class ViewModelContainer: ViewModelContainerProtocol {
            func makeHomeViewModel() -> HomeViewModel { HomeViewModel() }
            func makePDFProcessingViewModel() -> any ObservableObject {
                // Use the HomeViewModel
                return makeHomeViewModel()
            }
            func makePayslipDataViewModel() -> (any ObservableObject)? {
                return PayslipsViewModel()
            }
        }

        final class DIContainer {
            private let container: ViewModelContainerProtocol = ViewModelContainer()
            func makePDFProcessingViewModel() -> any ObservableObject { return container.makePDFProcessingViewModel() }
            var current: some ObservableObject { HomeViewModel() }
        }

        """
        let result = migrate([("Models.swift", models), ("Factories.swift", factories)])
        XCTAssertEqual(result.summary.migratedClasses, ["Unrelated"])
        XCTAssertEqual(result.summary.keptClasses.sorted(), ["HomeViewModel", "PayslipsViewModel"])
        XCTAssertEqual(found(result, "migrate-blocked-generic"), ["Factories.swift:12", "Factories.swift:15", "Factories.swift:22"])
        try assertOutputsTypeCheck(result)
    }

    /// A returned value whose type cannot be told (a conditional, a parameter written
    /// `any ObservableObject`) keeps every class, as before; so does a forwarded call of a name
    /// that the run also declares with another result.
    func testAnUntoldReturnKeepsEveryClass() throws {
        let conditional = """
        import SwiftUI
        func make(_ flag: Bool) -> any ObservableObject {
            return flag ? HomeViewModel() : PayslipsViewModel()
        }

        """
        XCTAssertEqual(migrate([("Models.swift", models), ("Make.swift", conditional)]).summary.migratedClasses, [String]())
        let forwarded = """
        import SwiftUI
        struct A { func make() -> any ObservableObject { HomeViewModel() } }
        struct B { func make() -> AnyObject { Unrelated() } }
        struct C { func pass() -> any ObservableObject { return A().make() } }

        """
        XCTAssertEqual(migrate([("Models.swift", models), ("Make.swift", forwarded)]).summary.migratedClasses, [String]())
    }

    /// One reading for holders and results: a `let` written `any ObservableObject` bound to a
    /// call of such a function holds what the function returns, decided at its returns; a
    /// getter written `get { … }`, a subscript and a closure bound to a `let` typed by its
    /// declaration are followed as a function's body is.
    func testAHolderOfAnExistentialResultAndGettersFollowTheReturns() throws {
        let uses = """
        import SwiftUI

        struct Factory {
            func makeHome() -> any ObservableObject { HomeViewModel() }
            var payslips: (any ObservableObject)? {
                get { PayslipsViewModel() }
            }
            subscript(index: Int) -> some ObservableObject {
                return HomeViewModel()
            }
        }

        final class FactoryTests {
            func testIsObservableObject() {
                let observable: any ObservableObject = Factory().makeHome()
                _ = observable
            }
        }

        """
        let result = migrate([("Models.swift", models), ("Uses.swift", uses)])
        XCTAssertEqual(result.summary.migratedClasses, ["Unrelated"])
        XCTAssertEqual(found(result, "migrate-blocked-generic"), ["Uses.swift:4", "Uses.swift:6", "Uses.swift:9"])
        try assertOutputsTypeCheck(result)

        // A closure bound to a `let` typed by its declaration is followed too; one bound to a
        // `var` (it may be set elsewhere) keeps every class.
        let closure = uses.replacingOccurrences(of: "func makeHome() -> any ObservableObject { HomeViewModel() }",
                                                with: "let makeHome: () -> any ObservableObject = { HomeViewModel() }")
        let followed = migrate([("Models.swift", models), ("Uses.swift", closure)])
        XCTAssertEqual(followed.summary.migratedClasses, ["Unrelated"])
        XCTAssertEqual(found(followed, "migrate-blocked-generic"), ["Uses.swift:4", "Uses.swift:6", "Uses.swift:9"])
        try assertOutputsTypeCheck(followed)
        let variable = closure.replacingOccurrences(of: "let makeHome:", with: "var makeHome:")
        XCTAssertEqual(migrate([("Models.swift", models), ("Uses.swift", variable)]).summary.migratedClasses, [String]())
    }
}
