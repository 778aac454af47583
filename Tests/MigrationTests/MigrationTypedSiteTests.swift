import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// False errors on code the compiler accepts (issue 28, migfix40): values whose type the run's
/// declarations tell were "cannot tell the type" errors (exit 1). Each test fails on 734fd9e.
final class MigrationTypedSiteTests: XCTestCase, MigrationReviewCase {
    /// Review 21b/01 (ios-core): a name bound by a tuple pattern of an optional binding (`if
    /// let (_, metadata) = coordinator.pdf()`, also `guard let`) to a method declared `-> (Doc,
    /// Metadata)?` is a `Metadata`, also where another type of the run (or the enclosing view)
    /// declares a property of that name; `pair.1` and `pair.meta` of a value whose declared type
    /// is a tuple are that element's type.
    func testTupleBindingsAndTupleElementsAreTypedFromTheDeclaredTuple() throws {
        let source = """
        import SwiftUI

        final class Metadata: ObservableObject {
            @Published var page = 0
        }
        final class Doc {}
        final class Coordinator: ObservableObject {
            @Published var path: [String] = []
            func pdf() -> (Doc, Metadata)? { nil }
            func labelled() -> (doc: Doc, meta: Metadata)? { nil }
            func plain() -> (Doc, Metadata) { (Doc(), Metadata()) }
        }
        struct Reader: View {
            @EnvironmentObject var metadata: Metadata
            var body: some View { Text("\\(metadata.page)") }
        }
        struct Host: View {
            @StateObject private var coordinator = Coordinator()
            var metadata: Doc? = nil
            var body: some View { Text("\\(coordinator.path.count)") }
            func make1() -> some View {
                if let (_, metadata) = coordinator.pdf() { return Reader().environmentObject(metadata) }
                fatalError()
            }
            func make2() -> some View {
                guard let (_, metadata) = coordinator.pdf() else { fatalError() }
                return Reader().environmentObject(metadata)
            }
            func make3() -> some View {
                if let pair = coordinator.pdf() { return Reader().environmentObject(pair.1) }
                fatalError()
            }
            func make4() -> some View {
                if let pair = coordinator.labelled() { return Reader().environmentObject(pair.meta) }
                fatalError()
            }
            func make5() -> some View {
                let pair: (Doc, Metadata) = coordinator.plain()
                return Reader().environmentObject(pair.1)
            }
        }

        """
        let result = migrate([("Host.swift", source)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Host.swift:3", "Host.swift:7"])
        let out = output(result)
        XCTAssertFalse(out.contains(".environmentObject("), out)
        for argument in ["metadata", "pair.1", "pair.meta"] {
            XCTAssertTrue(out.contains("Reader().environment(\(argument))"), out)
        }
        try assertOutputsTypeCheck(result)
    }

    /// Review 20a (100ms-roomkit-ios): `a ?? .init()` whose left side is typed is of the left
    /// side's type unwrapped; the implicit member is typed by its context.
    func testAnImplicitMemberAfterCoalescingTakesTheLeftSidesType() throws {
        let source = """
        import SwiftUI

        final class Options: ObservableObject {
            @Published var name = ""
        }
        final class Prebuilt: ObservableObject {
            var options: Options?
            init(options: Options? = nil) { self.options = options }
        }
        struct Child: View {
            @EnvironmentObject var options: Options
            var body: some View { Text(options.name) }
        }
        struct Host: View {
            let prebuilt: Prebuilt
            var body: some View {
                Child()
                    .environmentObject(prebuilt)
                    .environmentObject(prebuilt.options ?? .init())
            }
        }

        """
        let result = migrate([("Host.swift", source)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        let out = output(result)
        XCTAssertTrue(out.contains(".environment(prebuilt.options ?? .init())"), out)
        XCTAssertTrue(out.contains(".environment(prebuilt)"), out)
        try assertOutputsTypeCheck(result)
    }

    /// Review 19c (phoenix): in a run wrapper generic over `Value: ObservableObject` with a
    /// `static subscript(_enclosingInstance:…) -> Value`, `newValue` of its setter and
    /// `instance[keyPath: storageKeyPath].storage` (`storageKeyPath:
    /// ReferenceWritableKeyPath<T, Self>`, `storage: Value`) are `Value`s: their
    /// `objectWillChange` is the generic declaration's own publisher use, which keeps the classes
    /// the wrapper is applied to (`migrate-blocked-generic-argument`), not an error. A setter's
    /// `newValue` of a class type keeps that class.
    func testAccessorValuesAndKeyPathChainsAreTyped() throws {
        let source = """
        import SwiftUI
        import Combine

        @propertyWrapper
        struct Nested<Value: ObservableObject> {
            static subscript<T: ObservableObject>(
                _enclosingInstance instance: T,
                wrapped wrappedKeyPath: ReferenceWritableKeyPath<T, Value>,
                storage storageKeyPath: ReferenceWritableKeyPath<T, Self>
            ) -> Value {
                get {
                    if instance[keyPath: storageKeyPath].cancellable == nil, let publisher = instance.objectWillChange as? ObservableObjectPublisher {
                        instance[keyPath: storageKeyPath].cancellable =
                            instance[keyPath: storageKeyPath].storage.objectWillChange.sink { _ in publisher.send() }
                    }
                    return instance[keyPath: storageKeyPath].storage
                }
                set {
                    if let publisher = instance.objectWillChange as? ObservableObjectPublisher {
                        instance[keyPath: storageKeyPath].cancellable = newValue.objectWillChange.sink { _ in publisher.send() }
                    }
                    instance[keyPath: storageKeyPath].storage = newValue
                }
            }
            @available(*, unavailable, message: "classes only")
            var wrappedValue: Value {
                get { fatalError() }
                set { fatalError() }
            }
            private var cancellable: AnyCancellable?
            private var storage: Value
            init(wrappedValue: Value) { storage = wrappedValue }
        }

        final class Server: ObservableObject {
            @Published var host = ""
        }
        final class Monitor: ObservableObject {
            @Published var count = 0
            @Nested var server = Server()
        }
        final class Engine: ObservableObject {
            @Published var speed = 0
        }
        final class Car: ObservableObject {
            @Published var wheels = 4
            private var bag: AnyCancellable?
            private var current = Engine()
            var engine: Engine {
                get { current }
                set {
                    bag = newValue.objectWillChange.sink { _ in }
                    current = newValue
                }
            }
        }
        final class Other: ObservableObject {
            @Published var name = ""
        }
        struct Screen: View {
            @StateObject var other = Other()
            var body: some View { Text(other.name) }
        }

        """
        let result = migrate([("Wrapper.swift", source)])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Wrapper.swift:45", "Wrapper.swift:57"])
        XCTAssertEqual(found(result, "migrate-blocked-generic-argument"), ["Wrapper.swift:40"])
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), ["Wrapper.swift:52"])
        try assertOutputsTypeCheck(result)
    }
}
