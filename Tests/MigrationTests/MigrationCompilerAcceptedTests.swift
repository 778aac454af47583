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
}
