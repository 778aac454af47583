import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Code the compiler accepts that `migrate` misread (migfix39): receivers it could not type
/// (an error, or a class kept for no true reason).
final class MigrationCompilerAcceptedTests: XCTestCase, MigrationReviewCase {
    /// threema-ios (review 18c/01): `let loaded = try #require(try manager.load())` binds the
    /// unwrapped `Identity` (Swift Testing's macro), and `let (manager, _) = makeSUT()` binds the
    /// tuple element its declared result gives, so `stored.$identity` of a struct's wrapper is
    /// no publisher of the class that also has an `identity`.
    func testRequireMacroAndTuplePatternLocalsAreTyped() throws {
        let text = """
        import Combine
        import SwiftUI
        import Testing

        @propertyWrapper
        struct Wrapped<V> {
            var wrappedValue: V
            var projectedValue: V { wrappedValue }
        }

        struct Identity {
            @Wrapped var identity: String
        }

        final class Manager {
            func load() throws -> Identity? { nil }
        }

        extension Manager {
            func storeTest() throws -> Identity { Identity(identity: "") }
        }

        final class AddViewModel: ObservableObject {
            @Published var identity = ""
        }

        struct AddView: View {
            @ObservedObject var model: AddViewModel
            var body: some View { Text(model.identity) }
        }

        struct ManagerTests {
            private func makeSUT() -> (Manager, Int) { (Manager(), 1) }

            @Test func loads() throws {
                let (manager, _) = makeSUT()
                let stored = try manager.storeTest()
                #expect(stored.$identity == "")
                let loaded = try #require(try manager.load())
                #expect(loaded.$identity == stored.$identity)
            }
        }

        """
        let result = migrate([("Identity.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-publisher"), [])
        let out = output(result)
        XCTAssertTrue(out.contains("@Observable\nfinal class AddViewModel {"), out)
        try assertOutputsTypeCheck(result)
    }

    /// A tuple element the call's declared result does not give, and a later plain declaration
    /// of the name, are not read through the pattern: `$identity` stays a publisher there.
    func testATuplePatternLocalIsTypedOnlyByItsDeclaredElement() throws {
        let text = """
        import Combine

        final class AddViewModel: ObservableObject {
            @Published var identity = ""
        }

        final class Factory {
            func make() -> (Int, AddViewModel) { (1, AddViewModel()) }
            func other() -> AddViewModel { AddViewModel() }
            func run() {
                let (_, model) = make()
                _ = model.$identity
                let (first, _) = make()
                _ = first
            }
        }

        """
        let result = migrate([("Factory.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-publisher").count, 1)
        XCTAssertFalse(output(result).contains("@Observable"))
    }

    /// stream-video-swift's `PublishedObject` (migfix39): the parameters of a closure assigned to
    /// a property declared `(inout Self, _ toValue: Value) -> Void` are a `Self` and a `Value`;
    /// `wrappedValue.objectWillChange` on the generic parameter is the generic rule's (the class
    /// passed to the wrapper stays, with the reason), and `parent` (`futureSelf.parent`, a
    /// `Holder`) is no class of the run's models: no `migrate-unresolved-receiver` error.
    func testAssignedClosureParametersAreTypedByThePropertysFunctionType() throws {
        let text = """
        import Combine
        import SwiftUI

        @propertyWrapper
        public struct PublishedObject<Value> {
            public init(wrappedValue: Value) where Value: ObservableObject, Value.ObjectWillChangePublisher == ObservableObjectPublisher {
                self.wrappedValue = wrappedValue
                cancellable = nil
                _startListening = { futureSelf, wrappedValue in
                    let parent = futureSelf.parent
                    futureSelf.cancellable = wrappedValue.objectWillChange.sink { [parent] in
                        parent.objectWillChange?()
                    }
                }
                startListening(to: wrappedValue)
            }

            public var wrappedValue: Value
            private let parent = Holder()
            private var cancellable: AnyCancellable?
            private class Holder {
                var objectWillChange: (() -> Void)?
                init() {}
            }

            private var _startListening: (inout Self, _ toValue: Value) -> Void
            private mutating func startListening(to wrappedValue: Value) {
                _startListening(&self, wrappedValue)
            }
        }

        final class Inner: ObservableObject {
            @Published var count = 0
        }

        final class Outer {
            @PublishedObject var inner = Inner()
        }

        final class Settings: ObservableObject {
            @Published var name = ""
        }

        struct SettingsView: View {
            @ObservedObject var settings: Settings
            var body: some View { Text(settings.name) }
        }

        """
        let result = migrate([("Wrapper.swift", text)])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [])
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.count, 0)
        XCTAssertEqual(found(result, "migrate-blocked-generic-argument").count, 1)
        let out = output(result)
        XCTAssertTrue(out.contains("final class Inner: ObservableObject {"), out)
        XCTAssertTrue(out.contains("@Observable\nfinal class Settings {"), out)
        try assertOutputsTypeCheck(result)
    }

    /// A closure parameter so typed as a class of the run is that class: its
    /// `objectWillChange` keeps it (with the reason), as a declared parameter's does.
    func testAnAssignedClosureParameterOfARunClassKeepsIt() throws {
        let text = """
        import Combine

        final class Inner: ObservableObject {
            @Published var count = 0
        }

        final class Settings: ObservableObject {
            @Published var name = ""
        }

        final class Relay {
            var onInner: ((Inner) -> Void)?
            init() {
                onInner = { inner in
                    inner.objectWillChange.send()
                }
            }
        }

        """
        let result = migrate([("Relay.swift", text)])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [])
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change").count, 1)
        let out = output(result)
        XCTAssertTrue(out.contains("final class Inner: ObservableObject {"), out)
        XCTAssertTrue(out.contains("@Observable\nfinal class Settings {"), out)
    }

    /// stream-video-swift's `@ObservedObject var permissions = InjectedValues[\.permissions]`
    /// (migfix39), with the run declaring `InjectedValues` and its key-path subscript: the result
    /// is the type the property declares in `extension InjectedValues`, so a migrated class's site
    /// is rewritten and a kept one's is left, with no `migrate-unknown-wrapped-type` error.
    func testAKeyPathSubscriptOfARunTypeIsThePropertysType() throws {
        let text = """
        import Combine
        import SwiftUI

        public protocol InjectionKey {
            associatedtype Value
            static var currentValue: Self.Value { get set }
        }

        struct InjectedValues {
            nonisolated(unsafe) private static var current = InjectedValues()

            static subscript<K>(key: K.Type) -> K.Value where K: InjectionKey {
                get { key.currentValue }
                set { key.currentValue = newValue }
            }

            static subscript<T>(_ keyPath: WritableKeyPath<InjectedValues, T>) -> T {
                get { current[keyPath: keyPath] }
                set { current[keyPath: keyPath] = newValue }
            }
        }

        final class PermissionStore: ObservableObject {
            @Published var hasCamera = false
        }

        final class ReactionsAdapter: ObservableObject {
            @Published var count = 0
            func send() { objectWillChange.send() }
        }

        enum PermissionStoreKey: InjectionKey {
            nonisolated(unsafe) static var currentValue = PermissionStore()
        }

        enum ReactionsAdapterKey: InjectionKey {
            nonisolated(unsafe) static var currentValue = ReactionsAdapter()
        }

        extension InjectedValues {
            var permissions: PermissionStore {
                get { Self[PermissionStoreKey.self] }
                set { Self[PermissionStoreKey.self] = newValue }
            }

            var reactionsAdapter: ReactionsAdapter {
                get { Self[ReactionsAdapterKey.self] }
                set { Self[ReactionsAdapterKey.self] = newValue }
            }
        }

        struct PermissionsPromptView: View {
            @ObservedObject private var permissions = InjectedValues[\\.permissions]
            var body: some View { Text(permissions.hasCamera ? "yes" : "no") }
        }

        struct ReactionsView: View {
            @ObservedObject var reactionsAdapter = InjectedValues[\\InjectedValues.reactionsAdapter]
            var body: some View { Text("\\(reactionsAdapter.count)") }
        }

        """
        let result = migrate([("Injected.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), [])
        let out = output(result)
        XCTAssertTrue(out.contains("    private let permissions = InjectedValues[\\.permissions]\n"), out)
        XCTAssertTrue(out.contains("    @ObservedObject var reactionsAdapter = InjectedValues[\\InjectedValues.reactionsAdapter]\n"), out)
        try assertOutputsTypeCheck(result)
    }

    /// The rule reads the subscript's declaration: one whose result is not the key path's value,
    /// or a type the run only extends (its subscript is another module's), keeps the error.
    func testAKeyPathSubscriptNotReadingTheValueKeepsTheError() throws {
        let declared = """
        import SwiftUI

        struct Box<T> { var value: T }

        struct Values {
            static var current = Values()
            static subscript<T>(_ keyPath: WritableKeyPath<Values, T>) -> Box<T> {
                Box(value: current[keyPath: keyPath])
            }
        }

        final class Store: ObservableObject {
            @Published var count = 0
        }

        extension Values {
            var store: Store {
                get { Store() }
                set {}
            }
        }

        struct StoreView: View {
            @ObservedObject var store = Values[\\.store]
            var body: some View { Text("") }
        }

        """
        let extended = """
        import SwiftUI
        import Injection

        final class Store: ObservableObject {
            @Published var count = 0
        }

        extension InjectedValues {
            var store: Store {
                get { Store() }
                set {}
            }
        }

        struct StoreView: View {
            @ObservedObject var store = InjectedValues[\\.store]
            var body: some View { Text("") }
        }

        """
        for text in [declared, extended] {
            let result = migrate([("Store.swift", text)])
            XCTAssertEqual(found(result, "migrate-unknown-wrapped-type").count, 1, output(result))
        }
    }

    /// Review 18a/01 (cloud-sdk-ios-fiori's `PublishedConstrainedValue`): a wrapper of the run
    /// whose `_enclosingInstance` subscript requires `ObservableObject` keeps the class with that
    /// reason and what to change, not as "a property wrapper that 'migrate' does not know" with
    /// advice to name it with `--plain-wrapper` (which would not build).
    func testAWrapperWhoseSubscriptRequiresObservableObjectSaysWhatToChange() throws {
        let text = """
        import Combine
        import SwiftUI

        @propertyWrapper
        public struct Clamped<Value: Strideable> {
            private var range: ClosedRange<Value>
            private var value: Value

            init(wrappedValue: Value, _ range: ClosedRange<Value>) {
                self.range = range
                self.value = max(range.lowerBound, min(wrappedValue, range.upperBound))
            }

            @available(*, unavailable)
            public var wrappedValue: Value {
                get { fatalError() }
                set { fatalError() }
            }

            public static subscript<EnclosingSelf: ObservableObject>(
                _enclosingInstance object: EnclosingSelf,
                wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
            ) -> Value where EnclosingSelf.ObjectWillChangePublisher == ObservableObjectPublisher {
                get { object[keyPath: storageKeyPath].value }
                set {
                    object.objectWillChange.send()
                    object[keyPath: storageKeyPath].value = newValue
                }
            }
        }

        public class Attributes: ObservableObject {
            @Published public var isHidden = false
            @Clamped(0 ... 100) public var fontSize: CGFloat = 12
        }

        struct LabelView: View {
            @ObservedObject var attributes: Attributes
            var body: some View { Text("\\(attributes.fontSize)") }
        }

        """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-unknown-wrapper"), [])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-enclosing-instance"), ["Model.swift:35"])
        let messages = result.files.flatMap(\.diagnostics).map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("whose 'static subscript(_enclosingInstance:…)' requires the enclosing class to conform to 'ObservableObject'")
            && $0.contains("write that subscript without 'ObservableObject'") && !$0.contains("--plain-wrapper") }, "\(messages)")
        XCTAssertTrue(messages.contains("class 'Attributes' keeps 'ObservableObject': property wrapper on 'fontSize' whose '_enclosingInstance' subscript requires 'ObservableObject'"), "\(messages)")
        XCTAssertTrue(output(result).contains("public class Attributes: ObservableObject {"))
    }
}
