import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 18c of `migrate` (415b489) fixed on branch migfix37.
final class MigrationReviewEighteenCTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private let settings = """
    import SwiftUI

    final class SettingsModel: ObservableObject {
        @Published var volume = 0.5
    }

    struct SettingsView: View {
        @StateObject private var model = SettingsModel()
        var body: some View { Text("\\(model.volume)") }
    }

    """

    /// 18c/04b: a run wrapper `struct PublishedObject<Value: ObservableObject>` used as an
    /// attribute (`@PublishedObject var inner: Inner = Inner()`) passes `Inner` to it as
    /// `PublishedObject(wrappedValue:)` does. `Inner` was migrated in silence, and the output
    /// did not build ("requires that 'Inner' conform to 'ObservableObject'"). Now the attribute
    /// is an argument of the generic rule: the wrapper moves with `Inner` when it can, and
    /// `Inner` stays, reported at the attribute, when the wrapper reaches Combine.
    func testAWrapperAttributePassesItsWrappedType() throws {
        let wrapper = """
        import Combine

        @propertyWrapper
        public struct PublishedObject<Value: ObservableObject> {
            public var wrappedValue: Value
            public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
        }
        final class Inner: ObservableObject {}
        final class Holder: ObservableObject {
            @PublishedObject var inner: Inner = Inner()
        }
        struct V {
            @PublishedObject var inner2: Inner
        }

        """
        let moved = migrate([("P.swift", wrapper), ("Settings.swift", settings)])
        XCTAssertEqual(found(moved, "migrate-generic-migrated"), [at("P.swift", wrapper, "struct PublishedObject")])
        XCTAssertTrue(output(moved).contains("PublishedObject<Value: Observable & AnyObject>"), output(moved))
        try assertOutputsTypeCheck(moved)
        // The wrapper reads `objectWillChange`: it stays, and so does `Inner`, at each attribute.
        let combine = wrapper.replacingOccurrences(of: "{ self.wrappedValue = wrappedValue }", with: "{ self.wrappedValue = wrappedValue; _ = wrappedValue.objectWillChange }")
        let kept = migrate([("P.swift", combine), ("Settings.swift", settings)])
        XCTAssertEqual(found(kept, "migrate-blocked-generic-argument"), [at("P.swift", combine, "var inner:"), at("P.swift", combine, "var inner2:")])
        XCTAssertTrue(output(kept).contains("final class Inner: ObservableObject {}"), output(kept))
        XCTAssertEqual(found(kept, "migrate-class-migrated").count, 2)
        try assertOutputsTypeCheck(kept)
        // A local whose type is written: the same.
        let local = combine.replacingOccurrences(of: "struct V {\n    @PublishedObject var inner2: Inner\n}", with: "func make() {\n    @PublishedObject var inner3: Inner = Inner()\n    _ = inner3\n}")
        let localRun = migrate([("P.swift", local)])
        XCTAssertEqual(found(localRun, "migrate-blocked-generic-argument"), [at("P.swift", local, "var inner:"), at("P.swift", local, "var inner3:")])
    }

    /// 18c/04a (stream-video-swift): `init(wrappedValue: Value) where Value: ObservableObject`
    /// on a run wrapper `PublishedObject<Value>` is the generic rule of `PublishedObject`: the
    /// classes passed to it (here `Inner`, by the attribute) decide, not every class of the run
    /// (all three stayed, "code written against 'ObservableObject'").
    func testAnInitializersWhereClauseIsItsTypesGenericRule() throws {
        let wrapper = """
        import Combine

        @propertyWrapper
        public struct PublishedObject<Value> {
            public var wrappedValue: Value
            public init(wrappedValue: Value) where Value: ObservableObject {
                self.wrappedValue = wrappedValue
            }
        }

        final class Holder: ObservableObject {
            final class Inner: ObservableObject {}
            @PublishedObject var inner: Inner = Inner()
        }

        """
        let moved = migrate([("PublishedObject.swift", wrapper), ("Settings.swift", settings)])
        XCTAssertEqual(found(moved, "migrate-blocked-generic"), [])
        XCTAssertEqual(found(moved, "migrate-class-migrated").count, 3)
        XCTAssertTrue(output(moved).contains("where Value: Observable & AnyObject"), output(moved))
        try assertOutputsTypeCheck(moved)
        // The initializer subscribes to the value's publisher: `Inner` stays, reported at the
        // attribute; the other classes migrate.
        let combine = wrapper.replacingOccurrences(of: "self.wrappedValue = wrappedValue\n", with: "self.wrappedValue = wrappedValue\n        _ = wrappedValue.objectWillChange\n")
        let kept = migrate([("PublishedObject.swift", combine), ("Settings.swift", settings)])
        XCTAssertEqual(found(kept, "migrate-blocked-generic"), [])
        XCTAssertEqual(found(kept, "migrate-blocked-generic-argument"), [at("PublishedObject.swift", combine, "@PublishedObject var inner")])
        XCTAssertEqual(found(kept, "migrate-class-migrated").count, 2)
        try assertOutputsTypeCheck(kept)
    }

    /// 18c/03 (Provenance): `typealias _SystemProtocol = SystemProtocol & Identifiable &
    /// ObservableObject & Hashable`, named nowhere else, kept every class of the run ("code
    /// written against 'ObservableObject'"). Unused, it keeps nothing; a constraint use is read
    /// as the composition written there (the classes passed stay); another use keeps the
    /// classes the composition can hold (the conformers of the run protocol), not the others.
    func testATypealiasCompositionIsReadAtItsUses() throws {
        let system = """
        import Combine

        public typealias _SystemProtocol = SystemProtocol & Identifiable & ObservableObject & Hashable
        public typealias AnySystem = any _SystemProtocol

        public protocol SystemProtocol: Hashable {
            var name: String { get }
        }

        public struct System: SystemProtocol {
            public var name: String
        }

        """
        let unused = migrate([("SystemProtocol.swift", system), ("Settings.swift", settings)])
        XCTAssertEqual(found(unused, "migrate-blocked-generic"), [])
        XCTAssertEqual(found(unused, "migrate-class-migrated").count, 1)
        try assertOutputsTypeCheck(unused)
        // A conformer of the run protocol, passed to a declaration constrained by the alias:
        // it stays, reported at the argument; `SettingsModel` migrates.
        let library = """
        import Combine

        final class Library: ObservableObject, SystemProtocol, Identifiable {
            @Published var name = ""
            static func == (a: Library, b: Library) -> Bool { a === b }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }
        struct Shelf<S: _SystemProtocol> {
            var system: S
        }
        func makeShelf() -> Any { Shelf(system: Library()) }

        """
        let used = migrate([("SystemProtocol.swift", system), ("Settings.swift", settings), ("Library.swift", library)])
        XCTAssertEqual(found(used, "migrate-blocked-generic"), [])
        XCTAssertEqual(found(used, "migrate-blocked-generic-argument"), [at("Library.swift", library, "func makeShelf")])
        XCTAssertEqual(found(used, "migrate-class-migrated").count, 1)
        try assertOutputsTypeCheck(used)
        // Named as a type (`any _SystemProtocol`): the conformers stay, reported there; the
        // others migrate.
        let held = library.replacingOccurrences(of: "func makeShelf() -> Any { Shelf(system: Library()) }", with: "func held() -> Any { let held: [any _SystemProtocol] = [Library()]; return held }")
        let anyUse = migrate([("SystemProtocol.swift", system), ("Settings.swift", settings), ("Library.swift", held)])
        XCTAssertEqual(found(anyUse, "migrate-blocked-generic"), [at("Library.swift", held, "let held")])
        XCTAssertEqual(found(anyUse, "migrate-class-migrated").count, 1)
        XCTAssertTrue(output(anyUse, 2).contains("final class Library: ObservableObject"), output(anyUse, 2))
        // In an inheritance clause the alias makes a protocol observable: every class stays.
        let refined = library.replacingOccurrences(of: "func makeShelf() -> Any { Shelf(system: Library()) }", with: "protocol Shelved: _SystemProtocol {}")
        let clause = migrate([("SystemProtocol.swift", system), ("Settings.swift", settings), ("Library.swift", refined)])
        XCTAssertEqual(found(clause, "migrate-blocked-generic"), [at("Library.swift", refined, "protocol Shelved")])
        XCTAssertEqual(found(clause, "migrate-class-migrated"), [])
    }

    /// 18c/02 (planetary-ios): `deinit { cleanup() }` whose `cleanup()` calls
    /// `AudioServer.shared.stop()` acts beyond the instance as the call written in the `deinit`
    /// does: a class held by `@StateObject` keeps `ObservableObject`, reported at the `deinit`
    /// (it migrated to `@State` with the eager-init warning only). Followed through `self.` and
    /// to a second level; a method that only cancels its own task harms nothing.
    func testADeinitActingThroughAMethodKeepsTheClass() throws {
        let player = """
        import SwiftUI

        final class AudioServer: Sendable {
            static let shared = AudioServer()
            func stop() {}
        }

        final class PlayerModel: ObservableObject {
            @Published var isPlaying = false
            private var task: Task<Void, Never>?
            deinit { cleanup() }
            private func cleanup() { task?.cancel() }
        }

        struct PlayerView: View {
            @StateObject private var model = PlayerModel()
            var body: some View { Text(model.isPlaying ? "on" : "off") }
        }

        """
        let harmless = migrate([("Player.swift", player)])
        XCTAssertEqual(found(harmless, "migrate-blocked-state-object-lifetime"), [])
        XCTAssertEqual(found(harmless, "migrate-class-migrated").count, 1)
        try assertOutputsTypeCheck(harmless)
        let beyond = player.replacingOccurrences(of: "private func cleanup() { task?.cancel() }",
                                                 with: "private func cleanup() { task?.cancel(); self.stopAudio() }\n    func stopAudio() { AudioServer.shared.stop() }")
        let kept = migrate([("Player.swift", beyond)])
        XCTAssertEqual(found(kept, "migrate-blocked-state-object-lifetime"), [at("Player.swift", beyond, "deinit")])
        XCTAssertEqual(found(kept, "migrate-class-migrated"), [])
        try assertOutputsTypeCheck(kept)
    }

    /// 18c/01 (threema-ios): `guard let myIdentity = try loadIdentity()`, `loadIdentity`
    /// declared `-> MyIdentity?` (a struct whose `identity` has a run wrapper with a
    /// projection): `myIdentity.$identity` is that struct's projection, not the publisher of
    /// the class that publishes an `identity` (it kept `AddContactViewModel`, warned as a
    /// Combine publisher). A call that returns the class still keeps it.
    func testALocalBoundToATryCallIsTypedByTheCall() throws {
        let model = """
        import SwiftUI

        final class AddContactViewModel: ObservableObject {
            @Published var identity = ""
        }

        struct AddContactView: View {
            @StateObject private var model = AddContactViewModel()
            var body: some View { TextField("ID", text: $model.identity) }
        }

        """
        let identity = """
        @propertyWrapper
        public struct RawValueAccessible<T: RawRepresentable> {
            public var wrappedValue: T
            public init(wrappedValue: T) { self.wrappedValue = wrappedValue }
            public var projectedValue: T.RawValue { wrappedValue.rawValue }
        }

        public struct ThreemaIdentity: RawRepresentable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
        }

        public struct MyIdentity {
            @RawValueAccessible public var identity: ThreemaIdentity
        }

        func loadIdentity() throws -> MyIdentity? { nil }

        func keychainValue() throws -> String? {
            guard let myIdentity = try loadIdentity() else { return nil }
            return myIdentity.$identity
        }

        """
        let result = migrate([("AddContactViewModel.swift", model), ("MyIdentity.swift", identity)])
        XCTAssertEqual(found(result, "migrate-blocked-publisher"), [])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 1)
        try assertOutputsTypeCheck(result)
        // A method of the enclosing type, called bare, with an overload of other labels
        // (threema's KeychainManager): the overload of the call's labels.
        let method = identity.replacingOccurrences(of: """
        func loadIdentity() throws -> MyIdentity? { nil }

        func keychainValue() throws -> String? {
            guard let myIdentity = try loadIdentity() else { return nil }
            return myIdentity.$identity
        }
        """, with: """
        public final class KeychainManager {
            public func loadIdentity() throws -> MyIdentity? { nil }
            public func loadIdentity(identity: UnsafeMutablePointer<String?>) -> Int32 { 0 }

            public func keychainValue() throws -> String? {
                guard let myIdentity = try loadIdentity() else { return nil }
                return myIdentity.$identity
            }
        }
        """)
        XCTAssertNotEqual(method, identity)
        let member = migrate([("AddContactViewModel.swift", model), ("MyIdentity.swift", method)])
        XCTAssertEqual(found(member, "migrate-blocked-publisher"), [])
        XCTAssertEqual(found(member, "migrate-class-migrated").count, 1)
        try assertOutputsTypeCheck(member)
        // The call returns the class: its publisher, kept.
        let loader = """
        import Combine

        func loadModel() throws -> AddContactViewModel? { nil }

        func watch() throws -> AnyCancellable? {
            guard let model = try loadModel() else { return nil }
            return model.$identity.sink { _ in }
        }

        """
        let kept = migrate([("AddContactViewModel.swift", model), ("Loader.swift", loader)])
        XCTAssertEqual(found(kept, "migrate-blocked-publisher"), [at("Loader.swift", loader, "model.$identity")])
        XCTAssertEqual(found(kept, "migrate-class-migrated"), [])
        // A method of the enclosing type that returns the class: kept too.
        let ownLoader = loader.replacingOccurrences(of: "func loadModel() throws -> AddContactViewModel? { nil }\n\nfunc watch()", with: "final class Loader {\n    func loadModel() throws -> AddContactViewModel? { nil }\n}\n\nextension Loader {\n    func watch()")
            .replacingOccurrences(of: "sink { _ in }\n}\n", with: "sink { _ in }\n}\n}\n")
        XCTAssertNotEqual(ownLoader, loader)
        let ownKept = migrate([("AddContactViewModel.swift", model), ("Loader.swift", ownLoader)])
        XCTAssertEqual(found(ownKept, "migrate-blocked-publisher"), [at("Loader.swift", ownLoader, "model.$identity")])
    }
}
