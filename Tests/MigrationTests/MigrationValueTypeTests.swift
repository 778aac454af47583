import XCTest
@testable import ObservableExpander

/// Values whose types `migrate` reads from declarations of the run (issue 28): names bound by
/// `case` patterns (ACHNBrowserUI's sheets), trailing-closure initializers (KeyboardCowboy),
/// members inherited from a superclass and `a ?? b` (ghostty).
final class MigrationValueTypeTests: XCTestCase {
    func migrate(_ text: String) -> (output: String, ids: [String], errors: Int) {
        let result = Migrator.migrate([SourceFile(path: "A.swift", text: text)], options: MigrationOptions())
        let output = result.files[0].output.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (output, result.files[0].diagnostics.map(\.id), result.summary.errors)
    }

    func count(_ text: String, in output: String) -> Int { output.components(separatedBy: text).count - 1 }

    static let models = """
    import SwiftUI
    final class Manager: ObservableObject { @Published var x = 0 }
    final class Collection: ObservableObject { @Published var y = 0 }
    final class Other: ObservableObject { @Published var z = 0 }

    """

    // MARK: - Names bound by `case` patterns

    /// ACHNBrowserUI's `Sheet`: `switch sheetType { case .settings(let subManager, let
    /// collection): … .environmentObject(subManager) }`, the enumeration nested in the view.
    /// Every form of binding takes the case's declared types: `case let .a(x, y)`, labels,
    /// the written type, `if case`, `guard case`, a `switch` expression, `switch self`.
    func testNamesBoundByCasePatternsHaveTheAssociatedValuesTypes() {
        let view = """
        struct Sheet: View {
            enum SheetType {
                case about
                case settings(subManager: Manager, collection: Collection)
                case one(Manager)
                func view() -> some View {
                    switch self {
                    case .one(let m): return Text("a").environmentObject(m)
                    default: return Text("b").environmentObject(Manager())
                    }
                }
            }
            let sheetType: SheetType
            var optional: SheetType?
            var body: some View {
                switch sheetType {
                case .about:
                    Text("a")
                case .settings(let subManager, let collection):
                    Text("a").environmentObject(subManager).environmentObject(collection)
                case let .one(m):
                    Text("a").environmentObject(m)
                }
            }
            func f(_ kind: SheetType) -> some View {
                switch kind {
                case .settings(subManager: let a, collection: let b): return Text("a").environmentObject(a).environmentObject(b)
                case Sheet.SheetType.one(let c): return Text("a").environmentObject(c)
                default: return Text("a").environmentObject(Manager())
                }
            }
            func g() -> some View {
                if case .settings(_, let c) = sheetType { return Text("a").environmentObject(c) }
                guard case let .one(m) = optional else { return Text("a").environmentObject(Manager()) }
                return Text("a").environmentObject(m)
            }
            func h() -> some View {
                let local = sheetType
                return switch local {
                case .one(let m): Text("a").environmentObject(m)
                default: Text("a").environmentObject(Manager())
                }
            }
        }

        """
        let result = migrate(Self.models + view)
        XCTAssertEqual(result.errors, 0, "\(result.ids)")
        XCTAssertEqual(count(".environmentObject(", in: result.output), 0, result.output)
        XCTAssertEqual(count(".environment(", in: result.output), 14, result.output)
    }

    /// A bound name hides a property of its name: `case .one(let other)` in a view with a
    /// property `other: Other` is a `Manager`, and Other's kept class keeps its own call.
    func testABoundNameHidesThePropertyOfItsName() {
        let view = """
        final class Kept: ObservableObject {
            @Published var k = 0
            func f() { objectWillChange.send() }
        }
        enum Kind { case one(Kept), two(Manager) }
        struct V: View {
            let other: Manager
            let kind: Kind
            var body: some View {
                switch kind {
                case .one(let other): Text("a").environmentObject(other)
                case .two(let other): Text("a").environmentObject(other)
                }
            }
        }

        """
        let result = migrate(Self.models + view)
        XCTAssertEqual(result.errors, 0, "\(result.ids)")
        XCTAssert(result.output.contains(".one(let other): Text(\"a\").environmentObject(other)"), result.output)
        XCTAssert(result.output.contains(".two(let other): Text(\"a\").environment(other)"), result.output)
    }

    /// What cannot be told stays an error, never a guess: a tuple bound whole, a nested pattern,
    /// a subject of unknown type, a case the enumeration does not declare (`.some`), and a bound
    /// name whose property namesake has a type of the run. A generic parameter's type is the
    /// subject's written argument (`box: Box<Manager>`: `Manager`, review 12c/05).
    func testPatternsThatCannotBeTypedStayErrors() {
        let view = """
        enum Box<T> { case full(T) }
        enum Pair { case two(Manager, Collection), nested(Pair?) }
        struct V: View {
            let box: Box<Manager>
            let pair: Pair
            let optional: Pair?
            let shadowed: Manager
            var body: some View {
                switch box { case .full(let m): Text("a").environmentObject(m) }
                switch pair {
                case .two(let whole): Text("a").environmentObject(whole)
                case .nested(.two(let m, _)?): Text("a").environmentObject(m)
                case .nested(.none): Text("a")
                case .nested(.some(let inner)): Text("a").environmentObject(inner)
                }
                switch unknown() { case .two(let m, _): Text("a").environmentObject(m); default: Text("a") }
                switch optional { case .some(let shadowed): Text("a").environmentObject(shadowed); default: Text("a") }
            }
        }

        """
        let result = migrate(Self.models + view)
        XCTAssertEqual(result.errors, 5, "\(result.ids)")
        XCTAssertEqual(count("migrate-unknown-environment-object", in: result.ids.joined(separator: " ")), 5, "\(result.ids)")
        XCTAssert(result.output.contains("case .full(let m): Text(\"a\").environment(m)"), result.output)
    }
}

/// Initializers called with a trailing closure (KeyboardCowboy's design-time publishers).
extension MigrationValueTypeTests {
    static let closureModels = """
    import SwiftUI
    final class Model: ObservableObject {
        @Published var a = 0
        init(_ a: Int = 0, _ make: () -> Int) { self.a = make() }
    }
    typealias ModelAlias = Model
    enum DesignTime {
        static var model = ModelAlias { 1 }
        static var other = Model(1) { 2 }
        static var nested = Holder { 3 }
    }
    final class Holder {
        let model: Model
        init(_ make: () -> Int) { model = Model(make) }
    }

    """

    /// `T { … }` and `T(x) { … }` of a type of the run have the type `T`: in a wrapper's
    /// initializer, a local, a static property read through its type, and an argument.
    func testTrailingClosureInitializersOfTheRunsTypesAreTyped() {
        let view = """
        struct V: View {
            @StateObject var x = Model { 1 }
            @StateObject var y = ModelAlias(2) { 3 }
            var body: some View { f() }
            func f() -> some View {
                let local = Model { 4 }
                return Text("a")
                    .environmentObject(DesignTime.model)
                    .environmentObject(DesignTime.other)
                    .environmentObject(DesignTime.nested.model)
                    .environmentObject(local)
                    .environmentObject(Model { 5 })
            }
        }

        """
        let result = migrate(Self.closureModels + view)
        XCTAssertEqual(result.errors, 0, "\(result.ids)")
        XCTAssert(result.output.contains("@State var x = Model { 1 }"), result.output)
        XCTAssert(result.output.contains("@State var y = ModelAlias(2) { 3 }"), result.output)
        XCTAssertEqual(count(".environmentObject(", in: result.output), 0, result.output)
        XCTAssertEqual(count(".environment(", in: result.output), 5, result.output)
    }

    /// A trailing closure after a name that is no type of the run (`Unknown { … }`), or after a
    /// value's name (`Factory { … }`, a property holding a closure), is not typed: still an
    /// error.
    func testTrailingClosuresOfOtherNamesStayErrors() {
        let view = """
        struct V: View {
            let Factory: (() -> Int) -> Model
            var body: some View {
                Text("a")
                    .environmentObject(Unknown { 1 })
                    .environmentObject(Factory { 1 })
            }
        }

        """
        let result = migrate(Self.closureModels + view)
        XCTAssertEqual(result.errors, 2, "\(result.ids)")
    }
}

/// ghostty's controllers: a property inherited from a superclass of the run, and `a ?? b`.
extension MigrationValueTypeTests {
    static let surfaceModels = """
    import SwiftUI
    import Combine
    final class Surface: ObservableObject {
        @Published var title = ""
        @Published var bell = false
    }
    final class Glass: ObservableObject { @Published var title = "" }
    class BaseController {
        var focusedSurface: Surface?
        var cancellables: Set<AnyCancellable> = []
    }

    """

    /// `guard let focusedSurface else …` in a subclass: the property is the superclass's, a
    /// `Surface`: its `$title` keeps `Surface` only, and `Glass` is migrated.
    func testAPropertyInheritedFromASuperclassHasItsDeclaredType() {
        let controller = """
        class Controller: BaseController {
            func watch() {
                guard let focusedSurface else { return }
                focusedSurface.$title.sink { _ in }.store(in: &cancellables)
            }
        }

        """
        let result = migrate(Self.surfaceModels + controller)
        XCTAssertEqual(result.errors, 0, "\(result.ids)")
        XCTAssert(result.output.contains("@Observable\nfinal class Glass"), result.output)
        XCTAssert(result.output.contains("final class Surface: ObservableObject"), result.output)
    }

    /// `if let s = own ?? last` (both `Surface?`): a `Surface`.
    func testNilCoalescingOfOneTypeHasThatType() {
        let controller = """
        class Controller {
            var own: Surface?
            var cancellables: Set<AnyCancellable> = []
            func watch() {
                let last = own
                if let s = own ?? last {
                    s.$title.sink { _ in }.store(in: &cancellables)
                }
            }
        }

        """
        let result = migrate(Self.surfaceModels + controller)
        XCTAssertEqual(result.errors, 0, "\(result.ids)")
        XCTAssert(result.output.contains("@Observable\nfinal class Glass"), result.output)
        XCTAssert(result.output.contains("final class Surface: ObservableObject"), result.output)
    }

    /// Operands of different types, or one that cannot be typed: not typed, so every class with
    /// the property stays (as before).
    func testNilCoalescingOfDifferentTypesIsNotTyped() {
        let controller = """
        class Controller: BaseController {
            var glass: Glass?
            func watch() {
                if let s = glass ?? focusedSurface {
                    s.$title.sink { _ in }.store(in: &cancellables)
                }
                if let t = glass ?? unknown() {
                    t.$title.sink { _ in }.store(in: &cancellables)
                }
            }
        }

        """
        let result = migrate(Self.surfaceModels + controller)
        XCTAssert(result.output.contains("final class Glass: ObservableObject"), result.output)
        XCTAssert(result.output.contains("final class Surface: ObservableObject"), result.output)
    }
}

/// Whether a private wrapped property of a view with a memberwise initializer is assigned
/// (it becomes a `let` when it is not), read from the body walk.
extension MigrationValueTypeTests {
    static let viewModel = """
    import SwiftUI
    final class Store: ObservableObject { @Published var n = 0 }

    """

    /// A tuple assignment sets the property (a `let` would not build): an error, as for
    /// `self.store = other` (`title` has no initial value, so every caller passes arguments
    /// to the memberwise initializer that `private var store` makes private).
    func testATupleAssignmentOfThePropertyIsAnAssignment() {
        let view = """
        struct V: View {
            @ObservedObject private var store = Store()
            let title: String
            var body: some View { Text("a") }
            mutating func swap(_ other: Store) { (store, other.n) = (other, 1) }
        }

        """
        let result = migrate(Self.viewModel + view)
        XCTAssertEqual(result.ids.filter { $0 == "migrate-private-memberwise-initializer" }.count, 1, "\(result.ids)")
        XCTAssertFalse(result.output.contains("private let store"), result.output)
    }

    /// An assignment of a local or parameter of the property's name, and an enumeration's raw
    /// value `case store = "s"`, assign no property: the property becomes a `let`.
    func testAssignmentsOfOtherDeclarationsOfTheNameAreNotAssignments() {
        let view = """
        struct V: View {
            @ObservedObject private var store = Store()
            enum Key: String { case store = "s" }
            var body: some View { Text("a") }
            func f() {
                var store = Store()
                store = Store()
                _ = store
            }
            func g(_ store: inout Store) { store = Store() }
        }

        """
        let result = migrate(Self.viewModel + view)
        XCTAssertEqual(result.errors, 0, "\(result.ids)")
        XCTAssert(result.output.contains("private let store = Store()"), result.output)
    }
}

/// `a ?? b` whose operand names the binding being declared (review 6, alin23/Lunar): the whole
/// run died of a stack overflow.
extension MigrationValueTypeTests {
    /// `guard let display = display ?? self.display`: in its own value, `display` is the
    /// parameter (or the property), so the binding is a `Display`, whose subscribed `$brightness`
    /// keeps it; `if let`, `let` and the name on the right alike.
    func testACoalescingBindingOfItsOwnNameReadsTheOuterName() {
        let text = """
        import Combine
        final class Display: ObservableObject { @Published var brightness = 0 }
        final class Other: ObservableObject { @Published var x = 0 }
        final class Controller {
            var display: Display?
            var cancellables: Set<AnyCancellable> = []
            func listen(display: Display? = nil) {
                guard let display = display ?? self.display else { return }
                display.$brightness.sink { _ in }.store(in: &cancellables)
            }
            func again(display: Display? = nil) {
                if let display = self.display ?? display { display.$brightness.sink { _ in }.store(in: &cancellables) }
                let other = display ?? self.display
                other?.$brightness.sink { _ in }.store(in: &cancellables)
            }
        }

        """
        let result = migrate(text)
        XCTAssertEqual(result.errors, 0, "\(result.ids)")
        XCTAssertTrue(result.output.contains("final class Display: ObservableObject"), result.output)
        XCTAssertTrue(result.output.contains("@Observable\nfinal class Other"), result.output)
    }

    /// Values that lead back to themselves (`lazy var a = b ?? c`, `lazy var b = a ?? d`) end
    /// with no type: the receiver is reported, and the run goes on.
    func testCoalescingValuesThatLeadBackToThemselvesHaveNoType() {
        let text = """
        import Combine
        final class Display: ObservableObject { @Published var brightness = 0 }
        final class Controller {
            lazy var a = b ?? Display()
            lazy var b = a ?? Display()
            var cancellables: Set<AnyCancellable> = []
            func listen() {
                let d = a ?? b
                d.$brightness.sink { _ in }.store(in: &cancellables)
            }
        }

        """
        let result = migrate(text)
        XCTAssertTrue(result.output.isEmpty || result.output.contains("final class Display: ObservableObject"), result.output)
    }
}
