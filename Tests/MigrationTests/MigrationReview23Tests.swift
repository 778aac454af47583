import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Views that silently stopped refreshing in review 23c (migfix44): a view's redraw reads a member
/// of the model that reads a formerly plain (now `@ObservationIgnored`) property, through a
/// subscript, a protocol extension's member, or `description`. Each is now read as the member it
/// calls, and warned as a method of the class is (`migrate-ignored-property-read` at the member,
/// `migrate-ignored-property-view-read` at the view). The runtime proofs are in the repros
/// (/work/review23c/repros/02…04: `redrawn = false` with the migrated output).
final class MigrationReview23Tests: XCTestCase, MigrationReviewCase {
    static let classRead = "migrate-ignored-property-read"
    static let viewRead = "migrate-ignored-property-view-read"

    /// The messages of diagnostic `id`, `line: message`.
    func messages(_ result: MigrationResult, _ id: String) -> [String] {
        result.files.flatMap { file in
            file.diagnostics.filter { $0.id == id }.map { "\(file.file.location(of: $0.offset).line): \($0.message)" }
        }
    }

    /// 23c/02: `Text(board[1])` with a subscript over a plain `cells`; also with labels
    /// (`board[id: 2]`) and in an interpolation. A subscript write in an action is no read.
    func testASubscriptThatReadsAnIgnoredPropertyIsReadByTheView() throws {
        let text = """
            import SwiftUI

            final class Board: ObservableObject {
                @Published var revision = 0
                var cells: [Int: String] = [:]
                var marks: [Int: Int] = [:]

                subscript(_ id: Int) -> String { cells[id] ?? "" }
                subscript(mark id: Int) -> Int {
                    get { marks[id] ?? 0 }
                    set { marks[id] = newValue; revision += 1 }
                }

                func set(_ id: Int, _ value: String) {
                    cells[id] = value
                    revision += 1
                }
            }

            struct BoardView: View {
                @StateObject private var board = Board()
                var body: some View {
                    VStack {
                        Text(board[1])
                        Text("\\(board[mark: 2])")
                        Button("Set") { board[mark: 3] = 1 }
                    }
                }
            }

            """
        let result = migrate([("Board.swift", text)])
        XCTAssertEqual(found(result, Self.classRead), ["Board.swift:8", "Board.swift:10"])
        XCTAssertEqual(found(result, Self.viewRead), ["Board.swift:24", "Board.swift:25"])
        let views = messages(result, Self.viewRead)
        XCTAssertTrue(views.first?.contains("reads 'board[1]', which reads 'cells'") ?? false, "\(views)")
        XCTAssertTrue(views.dropFirst().first?.contains("which reads 'marks'") ?? false, "\(views)")
        XCTAssertTrue(messages(result, Self.classRead).first?.contains("'subscript(_:)' reads 'cells'") ?? false)
        XCTAssertTrue(output(result).contains("@ObservationIgnored var cells"))
        try assertOutputsTypeCheck(result)
    }

    /// 23c/02 variant: a `@dynamicMemberLookup` class whose `subscript(dynamicMember:)` reads a
    /// plain `settings`: `store.name` calls it. `store.revision` (declared, tracked) does not.
    func testADynamicMemberReadCallsTheDynamicMemberSubscript() throws {
        let text = """
            import SwiftUI

            struct Settings { var name = "" }

            @dynamicMemberLookup
            final class Store: ObservableObject {
                @Published var revision = 0
                var settings = Settings()
                subscript<T>(dynamicMember keyPath: KeyPath<Settings, T>) -> T { settings[keyPath: keyPath] }
                func rename(_ n: String) { settings.name = n; revision += 1 }
            }

            struct StoreView: View {
                @StateObject private var store = Store()
                var body: some View { Text(store.name + "\\(store.revision)") }
            }

            """
        let result = migrate([("Store.swift", text)])
        XCTAssertEqual(found(result, Self.classRead), ["Store.swift:9"])
        XCTAssertEqual(found(result, Self.viewRead), ["Store.swift:15"])
        XCTAssertTrue(messages(result, Self.viewRead).first?.contains("reads 'store.name', which reads 'settings'") ?? false)
        try assertOutputsTypeCheck(result)
    }

    /// 23c/03: `extension HasCells { var filled: Int { cells.count } }`, `Board: HasCells`, the
    /// view shows `board.filled`; also when the protocol refines `ObservableObject` (it becomes
    /// `AnyObject, Observable`).
    func testAProtocolExtensionMemberThatReadsAnIgnoredPropertyIsAMemberOfTheClass() throws {
        for refinement in ["AnyObject", "ObservableObject"] {
            let conformance = refinement == "AnyObject" ? "ObservableObject, HasCells" : "HasCells"
            let text = """
                import SwiftUI

                protocol HasCells: \(refinement) { var cells: [Int: String] { get } }
                extension HasCells { var filled: Int { cells.count } }

                final class Board: \(conformance) {
                    @Published var revision = 0
                    var cells: [Int: String] = [:]
                    func set(_ id: Int, _ value: String) { cells[id] = value; revision += 1 }
                }

                struct BoardView: View {
                    @StateObject private var board = Board()
                    var body: some View {
                        Text("\\(board.filled)")
                    }
                }

                """
            let result = migrate([("Board.swift", text)])
            XCTAssertEqual(found(result, Self.classRead), ["Board.swift:4"], refinement)
            XCTAssertEqual(found(result, Self.viewRead), ["Board.swift:15"], refinement)
            XCTAssertTrue(messages(result, Self.viewRead).first?.contains("reads 'board.filled', which reads 'cells'") ?? false, refinement)
            try assertOutputsTypeCheck(result)
        }
    }

    /// 23c/04: `Text("\(board)")` and `String(describing: board)` call `description` of a
    /// `CustomStringConvertible` class, which reads a plain `cells`. Control: without the
    /// conformance, interpolation does not call `description`, and nothing is said at the view.
    func testInterpolatingTheModelWholeReadsItsDescription() throws {
        for conforms in [true, false] {
            let text = """
                import SwiftUI

                final class Board: ObservableObject\(conforms ? ", CustomStringConvertible" : "") {
                    @Published var revision = 0
                    var cells: [Int: String] = [:]
                    var description: String { "\\(cells.count) cells" }
                    func set(_ id: Int, _ value: String) { cells[id] = value; revision += 1 }
                }

                struct BoardView: View {
                    @StateObject private var board = Board()
                    var body: some View {
                        VStack {
                            Text("\\(board)")
                            Text(String(describing: board))
                        }
                    }
                }

                """
            let result = migrate([("Board.swift", text)])
            XCTAssertEqual(found(result, Self.viewRead), conforms ? ["Board.swift:14"] : [], "\(conforms)")
            XCTAssertEqual(found(result, Self.classRead), conforms ? ["Board.swift:6"] : [], "\(conforms)")
            if conforms { XCTAssertTrue(messages(result, Self.viewRead).first?.contains("reads '\"\\(board)\"', which reads 'cells'") ?? false) }
            try assertOutputsTypeCheck(result)
        }
    }

    /// `String(describing: board)` alone is a read of `description` too.
    func testDescribingTheModelReadsItsDescription() throws {
        let text = """
            import SwiftUI

            final class Board: ObservableObject, CustomStringConvertible {
                @Published var revision = 0
                var cells: [Int: String] = [:]
                var description: String { "\\(cells.count) cells" }
                func set(_ id: Int, _ value: String) { cells[id] = value; revision += 1 }
            }

            struct BoardView: View {
                @ObservedObject var board: Board
                var body: some View { Text(String(describing: board)) }
            }

            """
        let result = migrate([("Board.swift", text)])
        XCTAssertEqual(found(result, Self.viewRead), ["Board.swift:12"])
        XCTAssertTrue(messages(result, Self.viewRead).first?.contains("reads 'String(describing: board)', which reads 'cells'") ?? false)
        try assertOutputsTypeCheck(result)
    }
}

/// A crash met while measuring migfix44 on unstoppable-ios-app (present on main before it): a
/// view's redraw with `let c = theme ?? .shared`, a two-token implicit member after `??`, when a
/// class-level read warning waits for the views' reach ("Range requires lowerBound <= upperBound").
final class MigrationReview23CrashTests: XCTestCase, MigrationReviewCase {
    func testATwoTokenImplicitMemberAfterCoalescingInARedrawDoesNotCrash() throws {
        let text = """
            import SwiftUI

            final class Theme: Sendable { static let shared = Theme(); let name = "" }

            final class Model: ObservableObject {
                @Published var revision = 0
                var cells: [Int: String] = [:]
                var label: String { cells[1] ?? "" }
                func set() { cells[1] = "x"; revision += 1 }
            }

            struct ModelView: View {
                @StateObject private var model = Model()
                var theme: Theme?
                var body: some View {
                    let c = theme ?? .shared
                    return Text(model.label + c.name)
                }
            }

            """
        let result = migrate([("A.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-read"), ["A.swift:8"])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["A.swift:17"])
        try assertOutputsTypeCheck(result)
    }
}
