import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 16 of `migrate` (b95414f/3bba01a): false `migrate-unresolved-receiver`
/// errors in nostur-ios-public and beam, where the type of a local or binding is told by
/// declarations of the run. Each test has a class that migrates (`Other`), so an
/// `objectWillChange` whose receiver cannot be typed is an error; typed, the receiver's class
/// (`Note`) is kept for its use.
final class MigrationThirtySecondReviewTests: XCTestCase, MigrationReviewCase {
    private func run(_ body: String) -> MigrationResult {
        let text = """
        import Combine
        import Foundation

        class Note: ObservableObject {
            @Published var title = ""
        }

        class Other: ObservableObject {
            @Published var count = 0
        }

        \(body)
        """
        return migrate([("Model.swift", text)])
    }

    private func assertTyped(_ result: MigrationResult, blockedAt lines: [Int], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [], file: file, line: line)
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), lines.map { "Model.swift:\($0)" }, file: file, line: line)
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Model.swift:8"], file: file, line: line)
    }

    /// nostur (`ConnectionPool.shared.getConnection(…)`, 5 sites): `if let conn = await f()`
    /// of a method with a declared result binds that result unwrapped; so do `try`, `try!`,
    /// and `try?` in an optional binding.
    func testAnAwaitedOrTriedCallInABindingIsTyped() {
        let result = run("""
        final class Pool {
            static let shared = Pool()
            func connection(_ id: String) async -> Note? { nil }
            func make() throws -> Note { Note() }
        }

        func use() async throws {
            if let conn = await Pool.shared.connection("x") {
                conn.objectWillChange.send()
            }
            if let made = try? Pool.shared.make() {
                made.objectWillChange.send()
            }
            let sure = try Pool.shared.make()
            sure.objectWillChange.send()
        }
        """)
        assertTyped(result, blockedAt: [20, 23, 26])
    }

    /// nostur (`guard let nrLiveEvent = self.nrLiveEvent`, `guard let account = self.account`):
    /// `self.x` is the property, also in the value of a local of the same name.
    func testABindingOfSelfPropertyOfTheSameNameIsTyped() {
        let result = run("""
        final class Session {
            private var note: Note?
            func poke() {
                guard let note = self.note else { return }
                note.objectWillChange.send()
            }
        }
        """)
        assertTyped(result, blockedAt: [16])
    }

    /// nostur (`for nrContact in nrContacts` in an `init(nrContacts: [NRContact], …)`): a loop
    /// over a parameter of an initializer spelled `[T]`.
    func testALoopOverAnInitializerParameterIsTyped() {
        let result = run("""
        struct Row {
            init(notes: [Note]) {
                for note in notes {
                    _ = note.objectWillChange
                }
            }
        }
        """)
        assertTyped(result, blockedAt: [15])
    }

    /// nostur (`if let nrLiveEvent = self.nrLiveEvents.first(where: { … })`): the first or last
    /// element of a declared `[T]`, bound by an optional binding, is a `T`.
    func testFirstWhereOfADeclaredArrayIsTyped() {
        let result = run("""
        final class Feed {
            var notes: [Note] = []
            func poke(_ title: String) {
                if let match = self.notes.first(where: { $0.title == title }) {
                    match.objectWillChange.send()
                }
                if let last = notes.last {
                    last.objectWillChange.send()
                }
            }
        }
        """)
        assertTyped(result, blockedAt: [16, 19])
    }

    /// beam (`recentNotes.forEach { n in n.objectWillChange … }` of
    /// `@Published var recentNotes = [BeamNote]()`): a property or local initialised with an
    /// empty array `[T]()` holds `T`s.
    func testAnArrayInitialisedEmptyIsTyped() {
        let result = run("""
        final class Recents {
            var recent = [Note]()
            func observe() {
                recent.forEach { n in
                    _ = n.objectWillChange
                }
                var local = [Note]()
                local.append(Note())
                for n in local {
                    _ = n.objectWillChange
                }
            }
        }
        """)
        assertTyped(result, blockedAt: [16, 21])
    }

    /// nostur (`ConnectionPool.shared.addConnection(data) { newConnection in … }`, 3 sites): the
    /// parameter of a trailing closure passed to a method of the run whose parameter for it is
    /// `((T) -> Void)?` is a `T`; a generic method's is not typed.
    func testATrailingClosureParameterOfARunMethodIsTyped() {
        let result = run("""
        final class Pool {
            static let shared = Pool()
            func add(_ id: String, completion: ((Note) -> Void)? = nil) {}
            func each(_ body: @escaping (Note) -> Void) {}
            func any<T>(_ body: (T) -> Void) {}
        }

        func use() {
            Pool.shared.add("x") { connection in
                connection.objectWillChange.send()
            }
            Pool.shared.each { note in
                _ = note.objectWillChange
            }
            Pool.shared.any { value in
                _ = value.objectWillChange
            }
        }
        """)
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), ["Model.swift:21", "Model.swift:24"])
        // `T` is whatever the caller passes: never read as a type.
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), ["Model.swift:27"])
    }

    /// beam (`let appDel = AppDelegate.main` of `class var main: AppDelegate { … }`, then
    /// `appDel.window?.state.objectWillChange`): a member chain from a local whose value the
    /// index types is typed as from a typed name.
    func testAChainFromAnInferredLocalIsTyped() {
        let result = run("""
        final class Window {
            let note: Note
            init(note: Note) { self.note = note }
        }

        final class AppMain {
            class var main: AppMain { AppMain() }
            var window: Window? { nil }
        }

        func use() {
            let app = AppMain.main
            app.window?.note.objectWillChange.send()
        }
        """)
        assertTyped(result, blockedAt: [24])
    }

    /// nostur (`if let account = try? context.fetch(fr).first` after `let fr =
    /// CloudAccount.fetchRequest()`): Core Data's `fetch` of an `NSFetchRequest<T>` is a `[T]`,
    /// `T` told by the entity's declared `fetchRequest()` or written; a request whose `T` is not
    /// told (`NSFetchRequest<NSFetchRequestResult>`, Core Data's own `fetchRequest()`) is not typed.
    func testACoreDataFetchOfATypedRequestIsTyped() {
        let result = run("""
        final class Account: NSManagedObject {
            @nonobjc public class func fetchRequest() -> NSFetchRequest<Account> {
                NSFetchRequest<Account>(entityName: "Account")
            }
        }

        final class Entry: NSManagedObject {}

        func refresh(context: NSManagedObjectContext) throws {
            let fr = Account.fetchRequest()
            fr.predicate = nil
            if let account = try? context.fetch(fr).first {
                account.objectWillChange.send()
            }
            let written = NSFetchRequest<Account>(entityName: "Account")
            let all = try context.fetch(written)
            for item in all {
                _ = item.objectWillChange
            }
            let entries = Entry.fetchRequest()
            if let entry = try? context.fetch(entries).first {
                entry.objectWillChange.send()
            }
        }
        """)
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), ["Model.swift:33"])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Model.swift:4", "Model.swift:8"])
    }
}
