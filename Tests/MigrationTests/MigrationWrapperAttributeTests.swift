import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// A generic property wrapper of the run written as an attribute is a call of its initializer
/// (reviews 25a/01, 25a/02, 25c/03): its arguments are typed as call arguments are, the
/// wrapped property's type binds only the parameter `wrappedValue` is written with, `\.$x` in
/// its arguments is a publisher use, and its name is resolved by scope as a type's is.
final class MigrationWrapperAttributeTests: XCTestCase, MigrationReviewCase {
    static let store = """
        import SwiftUI

        @MainActor
        final class Store: ObservableObject {
            static let shared = Store()
            @Published var count = 0
        }

        final class Other: ObservableObject {
            @Published var name = ""
        }

        struct OtherView: View {
            @StateObject private var other = Other()
            var body: some View { Text(other.name) }
        }

        """

    /// Atwy's `ObservedProperty` shape: `Watched<Object: ObservableObject, Value>` handed the
    /// object as an argument of its initializer.
    static let watched = """
        import SwiftUI

        @propertyWrapper
        struct Watched<Object: ObservableObject, Value>: DynamicProperty {
            @ObservedObject private var object: Object
            private let keyPath: KeyPath<Object, Value>
            var wrappedValue: Value { object[keyPath: keyPath] }
            init(_ object: Object, _ keyPath: KeyPath<Object, Value>) {
                self.object = object
                self.keyPath = keyPath
            }
        }

        """

    /// 25a/01: `@Watched(Store.shared, \.count) private var count` (no written type) was "an
    /// argument whose type cannot be told": `Store` and the unrelated `Other` both stayed (Atwy:
    /// 20 classes kept for nothing). `Store.shared` is typed; both migrate and the wrapper's
    /// parameter moves to `Observable & AnyObject`, as the README's generic row says.
    func testAWrapperAttributeArgumentIsTypedAsACallArgument() throws {
        let view = """
            import SwiftUI

            struct CountView: View {
                @Watched(Store.shared, \\.count) private var count
                var body: some View { Text("\\(count)") }
            }

            """
        let result = migrate([("Models.swift", Self.store), ("Watched.swift", Self.watched), ("CountView.swift", view)])
        XCTAssertEqual(found(result, "migrate-blocked-generic-untold-argument"), [])
        XCTAssertEqual(result.summary.migratedClasses.sorted(), ["Other", "Store"])
        XCTAssertTrue(output(result, 1).contains("struct Watched<Object: Observable & AnyObject, Value>"), output(result, 1))
        try assertOutputsTypeCheck(result)
    }

    /// 25a/01, the other form Atwy uses: `@Watched<Item, [Int]?> private var chapters: [Int]?`
    /// writes the types; it was "cannot be told" too.
    func testAWrapperAttributeWithWrittenGenericArgumentsIsTold() throws {
        let view = """
            import SwiftUI

            final class Item: ObservableObject {
                @Published var chapters: [Int]? = nil
            }

            struct ChaptersView: View {
                @Watched<Item, [Int]?> private var chapters: [Int]?
                init(item: Item) {
                    self._chapters = Watched(item, \\.chapters)
                }
                var body: some View { Text("\\(chapters?.count ?? 0)") }
            }

            """
        let result = migrate([("Models.swift", Self.store), ("Watched.swift", Self.watched), ("ChaptersView.swift", view)])
        XCTAssertEqual(found(result, "migrate-blocked-generic-untold-argument"), [])
        XCTAssertEqual(result.summary.migratedClasses.sorted(), ["Item", "Other", "Store"])
        try assertOutputsTypeCheck(result)
    }

    /// 25a/02 (a silent build break): with a written type, `@Watched(Store.shared, \.count)
    /// private var count: Int`, `Int` was taken for what the attribute passes and `Store.shared`
    /// was ignored: `Store` migrated, `Watched` still required `ObservableObject`. Now `Store`
    /// is the class passed: the wrapper moves with it, and the output builds.
    func testAWrapperAttributeWithATypedPropertyPassesItsObjectArgument() throws {
        let view = """
            import SwiftUI

            struct CountView: View {
                @Watched(Store.shared, \\.count) private var count: Int
                var body: some View { Text("\\(count)") }
            }

            """
        let result = migrate([("Models.swift", Self.store), ("Watched.swift", Self.watched), ("CountView.swift", view)])
        XCTAssertTrue(result.summary.migratedClasses.contains("Store"))
        XCTAssertTrue(output(result, 1).contains("struct Watched<Object: Observable & AnyObject, Value>"), output(result, 1))
        try assertOutputsTypeCheck(result)
        // A wrapper that sinks on the object's publisher keeps `Store`, named at the argument.
        let sinking = Self.watched.replacingOccurrences(of: "self.keyPath = keyPath\n", with: "self.keyPath = keyPath\n        _ = object.objectWillChange.sink { _ in }\n")
        let kept = migrate([("Models.swift", Self.store), ("Watched.swift", sinking), ("CountView.swift", view)])
        XCTAssertFalse(kept.summary.migratedClasses.contains("Store"))
        XCTAssertEqual(found(kept, "migrate-blocked-generic-argument"), ["CountView.swift:4"])
        XCTAssertTrue(kept.summary.migratedClasses.contains("Other"))
        try assertOutputsTypeCheck(kept)
    }

    /// 25a/02, Atwy's exact form: `\.$count` in the attribute's arguments is the published
    /// property's publisher (as the same key path passed to a function is): `Store` stays,
    /// reported there (before: migrated, `value of type 'Store' has no member '$count'`).
    func testAPublisherKeyPathInAWrapperAttributeKeepsTheClass() throws {
        let wrapper = """
            import SwiftUI
            import Combine

            @propertyWrapper
            struct Watched<Object: ObservableObject, Value>: DynamicProperty {
                private let object: Object
                private let keyPath: KeyPath<Object, Value>
                private let publisherKeyPath: KeyPath<Object, Published<Value>.Publisher>
                var wrappedValue: Value { object[keyPath: keyPath] }
                init(_ object: Object, _ keyPath: KeyPath<Object, Value>, _ publisherKeyPath: KeyPath<Object, Published<Value>.Publisher>) {
                    self.object = object
                    self.keyPath = keyPath
                    self.publisherKeyPath = publisherKeyPath
                }
            }

            """
        let view = """
            import SwiftUI

            struct CountView: View {
                @Watched(Store.shared, \\.count, \\.$count) private var count: Int
                var body: some View { Text("\\(count)") }
            }

            """
        let result = migrate([("Models.swift", Self.store), ("Watched.swift", wrapper), ("CountView.swift", view)])
        XCTAssertFalse(result.summary.migratedClasses.contains("Store"))
        XCTAssertEqual(found(result, "migrate-blocked-publisher"), ["CountView.swift:4"])
        XCTAssertTrue(result.summary.migratedClasses.contains("Other"))
        try assertOutputsTypeCheck(result)
    }

    static let backport = """
        import Combine
        import SwiftUI

        public enum Backport {
            @propertyWrapper public struct StateObject<Wrapped: ObservableObject> {
                public var wrappedValue: Wrapped
                private var cancellable: AnyCancellable?
                public init(wrappedValue: Wrapped) {
                    self.wrappedValue = wrappedValue
                    cancellable = wrappedValue.objectWillChange.sink { _ in }
                }
            }
        }

        """

    /// 25c/03 (a silent build break): `@Backport.StateObject var router: Router`, a wrapper
    /// nested in a type and written qualified, was not followed (`Router` migrated), and
    /// SwiftUI's own `@StateObject var settings` was taken for the run's `Backport.StateObject`
    /// (`Settings` stayed). Names resolve by scope now: `Router` stays, reported at the
    /// attribute; `Settings` migrates.
    func testAQualifiedNestedWrapperIsFollowedAndSwiftUIsIsNotTakenForIt() throws {
        let models = """
            import SwiftUI

            final class Router: ObservableObject {
                @Published var page = 0
            }

            final class Settings: ObservableObject {
                @Published var dark = false
            }

            struct ModalView: View {
                @Backport.StateObject var router: Router
                var body: some View { Text("\\(router.page)") }
            }

            struct SettingsView: View {
                @StateObject var settings = Settings()
                var body: some View { Text(settings.dark ? "dark" : "light") }
            }

            """
        let result = migrate([("Backport.swift", Self.backport), ("Models.swift", models)])
        XCTAssertEqual(result.summary.keptClasses, ["Router"])
        XCTAssertEqual(result.summary.migratedClasses, ["Settings"])
        XCTAssertEqual(found(result, "migrate-blocked-generic-argument"), ["Models.swift:12"])
        try assertOutputsTypeCheck(result)
        // Written bare inside its enclosing type, the nested wrapper is found there too.
        let inside = models.replacingOccurrences(of: "struct ModalView: View {\n    @Backport.StateObject", with: "extension Backport {\n    struct ModalView: View {\n    @StateObject")
            .replacingOccurrences(of: "Text(\"\\(router.page)\") }\n}", with: "Text(\"\\(router.page)\") }\n}\n}")
        XCTAssertTrue(inside.contains("extension Backport {\n    struct ModalView"), inside)
        let nested = migrate([("Backport.swift", Self.backport), ("Models.swift", inside)])
        XCTAssertEqual(nested.summary.keptClasses, ["Router"])
        XCTAssertEqual(nested.summary.migratedClasses, ["Settings"])
        try assertOutputsTypeCheck(nested)
    }
}
