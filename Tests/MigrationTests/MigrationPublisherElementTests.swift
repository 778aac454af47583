import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// The element a publisher chain publishes is a type, which may be a collection: `$x` of a
/// `@Published var x: [T]` publishes `[T]`, so a closure parameter of `.map`/`.sink`/`.flatMap`
/// on it walks as a collection (`parameters.map { $0.objectWillChange }`, `forEach`, `for … in`,
/// `map(\.objectWillChange)`). Found reviewing a public app: a settings model republishing its
/// children's `objectWillChange` was "cannot tell the type of '$0'" (exit 1) while the children
/// were migrated, so the file would not build.
final class MigrationPublisherElementTests: XCTestCase, MigrationReviewCase {
    /// `path:line: message` of each diagnostic `id` of the run.
    private func said(_ result: MigrationResult, _ id: String) -> [String] {
        result.files.flatMap { file in
            file.diagnostics.filter { $0.id == id }.map { "\(file.file.path):\(file.file.location(of: $0.offset).line): \($0.message)" }
        }
    }

    /// The repro: `$modelParameters.map { parameters in Publishers.MergeMany(parameters.map { $0.objectWillChange }) }`.
    /// `$0` is a `ModelParameter`: that class keeps `ObservableObject`, the reason given at the
    /// use; `ModelSettings` keeps it as before; no error, exit 0.
    func testTheReproKeepsTheChildClassWhoseObjectWillChangeIsRepublished() throws {
        let text = """
            import SwiftUI
            import Combine

            final class ModelParameter: ObservableObject {
                @Published var value = 0.0
            }

            final class ModelSettings: ObservableObject {
                @Published var modelParameters: [ModelParameter] = []
                private var cancellables = Set<AnyCancellable>()

                init() {
                    $modelParameters
                        .map { parameters in Publishers.MergeMany(parameters.map { $0.objectWillChange }) }
                        .switchToLatest()
                        .sink { [weak self] _ in self?.objectWillChange.send() }
                        .store(in: &cancellables)
                }
            }

            struct SettingsView: View {
                @StateObject var settings = ModelSettings()
                var body: some View {
                    Text("\\(settings.modelParameters.count)")
                }
            }

            """
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, said) = try migrateInPlace([("in/Params.swift", text)], in: folder)
        XCTAssertEqual(outcome.status, 0, said)
        XCTAssertFalse(said.contains("error:"), said)
        XCTAssertTrue(said.contains("in/Params.swift:4:13: note: class 'ModelParameter' keeps 'ObservableObject': 'objectWillChange'"), said)
        XCTAssertTrue(said.contains("in/Params.swift:8:13: note: class 'ModelSettings' keeps 'ObservableObject': '$modelParameters' publisher, 'objectWillChange'"), said)
        XCTAssertTrue(said.contains("in/Params.swift:14:75: warning: 'objectWillChange' is a Combine publisher, which Observation does not have; class 'ModelParameter' keeps 'ObservableObject'"), said)
        let written = try String(contentsOf: folder.appendingPathComponent("in/Params.swift"), encoding: .utf8)
        XCTAssertEqual(written, text)
    }

    /// Other spellings of the same chain, one child class each: a named parameter of the inner
    /// `map`, `self.$x` with `sink` and `forEach`, a `for … in` over the parameter, `$0` of
    /// `flatMap` as the collection with `map(\.objectWillChange)`, `$x` through a typed receiver
    /// (`settings.$x`, `var x = [T]()`). Each child whose `objectWillChange` is used is kept with
    /// the reason at its use; the class that nothing touches migrates; no error.
    func testEachSpellingOfAPublishedCollectionElementIsTold() throws {
        let text = """
            import SwiftUI
            import Combine

            final class Named: ObservableObject { @Published var value = 0 }
            final class Each: ObservableObject { @Published var value = 0 }
            final class Looped: ObservableObject { @Published var value = 0 }
            final class KeyPathed: ObservableObject { @Published var value = 0 }
            final class Received: ObservableObject { @Published var value = 0 }
            final class Untouched: ObservableObject { @Published var value = 0 }

            final class Settings: ObservableObject {
                @Published var named: [Named] = []
                @Published var each: [Each] = []
                @Published var looped: [Looped] = []
                @Published var keyPathed: [KeyPathed] = []
                @Published var received = [Received]()
                @Published var untouched: [Untouched] = []
                private var cancellables = Set<AnyCancellable>()

                init() {
                    $named
                        .map { parameters in Publishers.MergeMany(parameters.map { parameter in parameter.objectWillChange }) }
                        .switchToLatest()
                        .sink { [weak self] _ in self?.objectWillChange.send() }
                        .store(in: &cancellables)
                    self.$each
                        .sink { items in items.forEach { $0.objectWillChange.send() } }
                        .store(in: &cancellables)
                    $looped
                        .sink { list in for item in list { item.objectWillChange.send() } }
                        .store(in: &cancellables)
                    $keyPathed
                        .flatMap { Publishers.MergeMany($0.map(\\.objectWillChange)) }
                        .sink { [weak self] _ in self?.objectWillChange.send() }
                        .store(in: &cancellables)
                }
            }

            final class Watcher {
                var cancellables = Set<AnyCancellable>()
                init(settings: Settings) {
                    settings.$received
                        .sink { received in received.forEach { $0.objectWillChange.send() } }
                        .store(in: &cancellables)
                }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(said(result, "migrate-unresolved-receiver"), [])
        XCTAssertEqual(result.summary.errors, 0, "\(result.files[0].diagnostics.map(\.message))")
        let kept = said(result, "migrate-blocked-object-will-change")
        for (line, name) in [(22, "Named"), (27, "Each"), (30, "Looped"), (33, "KeyPathed"), (43, "Received")] {
            XCTAssertTrue(kept.contains { $0.hasPrefix("App.swift:\(line): ") && $0.contains("class '\(name)' keeps 'ObservableObject'") }, "\(name): \(kept)")
        }
        let migrated = output(result)
        for name in ["Named", "Each", "Looped", "KeyPathed", "Received", "Settings"] {
            XCTAssertTrue(migrated.contains("final class \(name): ObservableObject {"), migrated)
        }
        XCTAssertTrue(migrated.contains("@Observable\nfinal class Untouched {"), migrated)
    }

    /// Where the publisher's element cannot be told (a parameter typed `AnyPublisher<…>`, which
    /// is no `$x` of the run), `$0` stays untold: while a class of the run (`Unrelated`) is
    /// migrated, the error remains at that use only; the same chain over `$x` beside it is told.
    func testAnUntoldPublisherElementKeepsTheError() throws {
        let text = """
            import SwiftUI
            import Combine

            final class ModelParameter: ObservableObject {
                @Published var value = 0.0
            }

            final class ModelSettings: ObservableObject {
                @Published var modelParameters: [ModelParameter] = []
                private var cancellables = Set<AnyCancellable>()

                init(source: AnyPublisher<[ModelParameter], Never>) {
                    $modelParameters
                        .map { parameters in Publishers.MergeMany(parameters.map { $0.objectWillChange }) }
                        .switchToLatest()
                        .sink { [weak self] _ in self?.objectWillChange.send() }
                        .store(in: &cancellables)
                    source
                        .map { parameters in Publishers.MergeMany(parameters.map { $0.objectWillChange }) }
                        .switchToLatest()
                        .sink { [weak self] _ in self?.objectWillChange.send() }
                        .store(in: &cancellables)
                }
            }

            final class Unrelated: ObservableObject {
                @Published var count = 0
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), ["App.swift:19"])
        XCTAssertTrue(output(result).contains("@Observable\nfinal class Unrelated {"), output(result))
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change").filter { $0 == "App.swift:14" }, ["App.swift:14"])
    }
}
