import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review round 29 of `migrate` fixed in session migfix53: names bound by cast
/// patterns (29b/01), locals of closure bodies passed as generic arguments (29b/02), and
/// elements of tuple-typed parameters (29b/05).
final class MigrationReview29Tests: XCTestCase, MigrationReviewCase {
    /// ProtonDrive (29b/01): `case let vm as SimpleConfig: Cell(vm: vm)` was an argument whose
    /// type cannot be told, and kept every class of the run (`Unrelated` too). The cast pattern
    /// spells the type: only `SimpleConfig` is passed, both classes migrate. Also `as T?`,
    /// `if case let`, a cast inside an enumeration pattern, and `if let x = y as? T`.
    func testANameBoundByACastPatternHasTheCastType() throws {
        let text = """
            import Combine
            import SwiftUI

            protocol CellConfig: AnyObject { var title: String { get } }

            final class SimpleConfig: ObservableObject, CellConfig {
                @Published var title = "a"
            }

            final class Unrelated: ObservableObject {
                @Published var count = 0
            }

            enum Wrapped { case one(CellConfig) }

            struct Cell<VM: CellConfig>: View where VM: ObservableObject {
                @ObservedObject var vm: VM
                var body: some View { Text(vm.title) }
            }

            struct List1: View {
                let config: CellConfig
                let optional: CellConfig?
                let wrapped: Wrapped
                var body: some View { Text("list") }

                func cell() -> Cell<SimpleConfig>? {
                    switch config {
                    case let vm as SimpleConfig:
                        return Cell(vm: vm)
                    default:
                        return nil
                    }
                }

                func optionalCell() -> Cell<SimpleConfig>? {
                    switch optional {
                    case let vm as SimpleConfig?:
                        return vm.map { Cell(vm: $0) }
                    default:
                        return nil
                    }
                }

                func ifCaseCell() -> Cell<SimpleConfig>? {
                    if case let vm as SimpleConfig = config { return Cell(vm: vm) }
                    if case .one(let vm as SimpleConfig) = wrapped { return Cell(vm: vm) }
                    if let vm = config as? SimpleConfig { return Cell(vm: vm) }
                    return nil
                }
            }

            struct Counter: View {
                @StateObject var model = Unrelated()
                var body: some View { Text("\\(model.count)") }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-generic-untold-argument"), [])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("@Observable\nfinal class SimpleConfig: CellConfig {"), migrated)
        XCTAssertTrue(migrated.contains("@Observable\nfinal class Unrelated {"), migrated)
        XCTAssertTrue(migrated.contains("struct Cell<VM: CellConfig>: View where VM: Observable & AnyObject {"), migrated)
        try assertOutputsTypeCheck(result)
    }

    /// ProtonDrive (29b/02): `let cvm = decorate(RowModel())` in a `ForEach { … }` closure,
    /// `decorate` a method of the view with a declared result, passed as `Row(vm: cvm)` to a
    /// view generic over `ObservableObject`: untold, every class kept. A bare name passed as
    /// a generic argument is now typed as `.environmentObject`'s argument is (locals typed
    /// through the index, in method bodies and closure bodies, nested ones included).
    func testALocalOfAClosureBodyTypedByAMethodResultIsATypedGenericArgument() throws {
        let text = """
            import Combine
            import SwiftUI

            final class RowModel: ObservableObject {
                @Published var title = "a"
            }

            final class Unrelated: ObservableObject {
                @Published var count = 0
            }

            struct Row<VM: ObservableObject>: View {
                @ObservedObject var vm: VM
                var body: some View { Text("row") }
            }

            struct Item: Identifiable { let id: Int }

            struct Rows: View {
                let items: [Item]
                var body: some View {
                    ForEach(items) { item in
                        let cvm = decorate(RowModel())
                        Row(vm: cvm)
                        VStack {
                            ForEach(items) { _ in
                                let inner = decorate(cvm)
                                Row(vm: inner)
                            }
                        }
                    }
                }

                func make() -> some View {
                    let local = decorate(RowModel())
                    return Row(vm: local)
                }

                private func decorate(_ m: RowModel) -> RowModel { m }
            }

            struct Counter: View {
                @StateObject var model = Unrelated()
                var body: some View { Text("\\(model.count)") }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-generic-untold-argument"), [])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("@Observable\nfinal class RowModel {"), migrated)
        XCTAssertTrue(migrated.contains("@Observable\nfinal class Unrelated {"), migrated)
        XCTAssertTrue(migrated.contains("struct Row<VM: Observable & AnyObject>: View {"), migrated)
        try assertOutputsTypeCheck(result)

        // A local whose value the index cannot type is still untold: every class kept.
        let untold = migrate([("Untold.swift", text.replacingOccurrences(of: "let cvm = decorate(RowModel())", with: "let cvm = items.isEmpty ? decorate(RowModel()) : decorate(RowModel())"))])
        XCTAssertEqual(found(untold, "migrate-blocked-generic-untold-argument"), ["Untold.swift:24"])
    }

    /// ProtonDrive (29b/05): `context.rootViewModel` of `func start(_ context: Context)`, with
    /// `Context` a typealias of a labelled tuple nested in the enclosing class while another
    /// class of the file nests another `Context`, and of a parameter written with the tuple
    /// type itself, was "cannot tell" (an error, exit 1). The alias is read in the scope
    /// where the parameter is written: both calls become `.environment(…)`.
    func testAnElementOfATupleTypedParameterIsTyped() throws {
        let text = """
            import Combine
            import SwiftUI

            final class RootViewModel: ObservableObject {
                @Published var banner = ""
            }

            struct Aux: View {
                var body: some View { Text("aux") }
            }

            final class ShareFlowCoordinator {
                typealias Context = (node: Int, tower: String)
                func start(_ context: Context) -> some View { Aux() }
            }

            final class ShareIdFlowCoordinator {
                typealias Context = (id: Int, tower: String, rootViewModel: RootViewModel)

                func start(_ context: Context) -> some View {
                    Aux().environmentObject(context.rootViewModel)
                }
            }

            final class DirectCoordinator {
                func start(_ context: (id: Int, rootViewModel: RootViewModel)) -> some View {
                    Aux().environmentObject(context.rootViewModel)
                }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        let migrated = output(result)
        XCTAssertEqual(migrated.components(separatedBy: ".environment(context.rootViewModel)").count - 1, 2, migrated)
        try assertOutputsTypeCheck(result)

        // A parameter whose alias in scope names no such element is not typed by another
        // type's alias of the same name: the site is still an error.
        let other = migrate([("Other.swift", text.replacingOccurrences(of: "typealias Context = (id: Int, tower: String, rootViewModel: RootViewModel)",
                                                                      with: "typealias Context = (id: Int, tower: String, model: RootViewModel)")
            .replacingOccurrences(of: "typealias Context = (node: Int, tower: String)", with: "typealias Context = (node: Int, rootViewModel: RootViewModel)"))])
        XCTAssertEqual(found(other, "migrate-unknown-environment-object"), ["Other.swift:21"])
    }
}
