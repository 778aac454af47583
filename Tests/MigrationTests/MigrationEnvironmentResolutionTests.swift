import XCTest
@testable import ObservableExpander

/// Findings of the review of `migrate` on XcodesApp and Code App: SwiftUI's wrappers named by
/// their module where the run declares its own `Environment`, `State` or `Bindable`, and the
/// types of `.environmentObject(…)` arguments that were wrongly errors on correct code.
final class MigrationEnvironmentResolutionTests: XCTestCase {
    func migrate(_ text: String) -> (output: String, ids: [String], errors: Int) {
        let result = Migrator.migrate([SourceFile(path: "A.swift", text: text)], options: MigrationOptions())
        let output = result.files[0].output.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (output, result.files[0].diagnostics.map(\.id), result.summary.errors)
    }

    static let models = """
    import SwiftUI
    final class Sub: ObservableObject { @Published var x = 0 }
    final class Main: ObservableObject {
        let sub = Sub()
        @Published var y = 0
        func f() { objectWillChange.send() }
    }

    """

    // MARK: - SwiftUI's wrappers where the run declares its own names

    /// A generic parameter named `Environment` (or `State`) anywhere in the run: SwiftUI's is
    /// written with its module. A run without one keeps the bare names.
    func testAGenericParameterOfTheNameMakesTheRewriteQualified() {
        let view = """
        struct Holder<Environment, State: Equatable> { var value: State }
        struct V: View {
            @EnvironmentObject var sub: Sub
            @StateObject var other = Sub()
            var body: some View { Text("a") }
        }

        """
        let shadowed = migrate(Self.models + view)
        XCTAssert(shadowed.output.contains("@SwiftUI.Environment(Sub.self) var sub: Sub"), shadowed.output)
        XCTAssert(shadowed.output.contains("@SwiftUI.State var other = Sub()"), shadowed.output)
        let plain = migrate(Self.models + view.replacingOccurrences(of: "struct Holder<Environment, State: Equatable> { var value: State }\n", with: ""))
        XCTAssert(plain.output.contains("@Environment(Sub.self) var sub: Sub"), plain.output)
        XCTAssert(plain.output.contains("@State var other = Sub()"), plain.output)
    }

    /// A `State` nested in another type (Code App's `class Executor { enum State … }`) is not
    /// seen by the view: `@State` stays bare. One nested in the view itself, or in a protocol
    /// it conforms to, is: `@SwiftUI.State`.
    func testANestedDeclarationQualifiesOnlyWhereItIsSeen() {
        let elsewhere = """
        class Executor { enum State { case idle } }
        struct V: View {
            @StateObject var other = Sub()
            var body: some View { Text("a") }
        }

        """
        let inView = elsewhere.replacingOccurrences(of: "var body", with: "enum State { case idle }\n    var body")
        let inProtocol = elsewhere.replacingOccurrences(of: "class Executor { enum State { case idle } }", with: "protocol Runs { typealias State = Int }")
            .replacingOccurrences(of: "struct V: View", with: "struct V: View, Runs")
        XCTAssert(migrate(Self.models + elsewhere).output.contains("    @State var other = Sub()"), migrate(Self.models + elsewhere).output)
        XCTAssert(migrate(Self.models + inView).output.contains("@SwiftUI.State var other = Sub()"), migrate(Self.models + inView).output)
        XCTAssert(migrate(Self.models + inProtocol).output.contains("@SwiftUI.State var other = Sub()"), migrate(Self.models + inProtocol).output)
    }

    // MARK: - A capitalised property, parameter or local is a value

    /// Code App's `@StateObject var App = MainApp()` and `.environmentObject(App.extensionManager)`:
    /// `App` is the property (its class kept, `Sub` migrated), not a type named `App`.
    func testACapitalisedPropertyOrParameterIsResolvedAsAValue() {
        let view = """
        struct V: View {
            @StateObject var App = Main()
            var body: some View {
                Text("a")
                    .environmentObject(App)
                    .environmentObject(App.sub)
            }
            func child(Store: Main) -> some View {
                Text("b").environmentObject(Store.sub)
            }
        }
        struct W: View {
            @EnvironmentObject var App: Main
            var body: some View { Text("c").environmentObject(App.sub) }
        }

        """
        let result = migrate(Self.models + view)
        XCTAssertEqual(result.errors, 0, "\(result.ids)")
        XCTAssertFalse(result.ids.contains("migrate-unknown-environment-object"), "\(result.ids)")
        XCTAssert(result.output.contains(".environmentObject(App)\n"), result.output)
        XCTAssert(result.output.contains(".environment(App.sub)"), result.output)
        XCTAssert(result.output.contains("Text(\"b\").environment(Store.sub)"), result.output)
        XCTAssert(result.output.contains("Text(\"c\").environment(App.sub)"), result.output)
    }

    /// A local `Cfg` whose type cannot be told is not read as the type `Cfg` of the run (whose
    /// static `sub` would say `Sub`): the argument stays unknown, an error.
    func testACapitalisedLocalOfUnknownTypeIsNotReadAsAType() {
        let view = """
        enum Cfg { static let sub = Sub() }
        func unknown() -> Any { 0 }
        struct V: View {
            var body: some View {
                let Cfg = unknown() as AnyObject
                return Text("a").environmentObject(Cfg.sub)
            }
        }

        """
        let result = migrate(Self.models + view)
        XCTAssert(result.ids.contains("migrate-unknown-environment-object"), "\(result.ids)")
        XCTAssertFalse(result.output.contains(".environment(Cfg.sub)"), result.output)
    }

    // MARK: - Closures called at once and calls of the run's functions

    /// XcodesApp's previews: `{ () -> AppState in … }()` and `configure(AppState()) { … }`
    /// (`func configure<Subject>(_ subject: Subject, configuration: …) -> Subject`), and a
    /// function of the run with a declared result, with a trailing closure.
    func testClosureCallsAndCallsOfTheRunsFunctionsAreTyped() {
        let view = """
        public func configure<Subject>(_ subject: Subject, configuration: (inout Subject) -> Void) -> Subject {
            var copy = subject
            configuration(&copy)
            return copy
        }
        func makeSub(_ body: () -> Void) -> Sub { Sub() }
        struct V: View {
            var body: some View {
                Text("a")
                    .environmentObject({ () -> Sub in
                        let s = Sub()
                        s.x = 1
                        return s
                    }())
                    .environmentObject(configure(Sub()) { $0.x = 2 })
                    .environmentObject(makeSub { })
            }
        }

        """
        let result = migrate(Self.models + view)
        XCTAssertEqual(result.errors, 0, "\(result.ids)")
        XCTAssertFalse(result.output.contains(".environmentObject("), result.output)
        XCTAssertEqual(result.output.components(separatedBy: ".environment(").count - 1, 3, result.output)
    }

    /// The same expressions of a class that is kept (`Main` sends `objectWillChange`):
    /// `.environmentObject` is right, and is neither rewritten nor an error.
    func testTypedArgumentsOfAKeptClassStayWithoutAnError() {
        let view = """
        func configure<Subject>(_ subject: Subject, configuration: (inout Subject) -> Void) -> Subject { subject }
        struct V: View {
            var body: some View {
                Text("a")
                    .environmentObject({ () -> Main in Main() }())
                    .environmentObject(configure(Main()) { $0.y = 2 })
            }
        }

        """
        let result = migrate(Self.models + view)
        XCTAssertEqual(result.errors, 0, "\(result.ids)")
        XCTAssertEqual(result.output.components(separatedBy: ".environmentObject(").count - 1, 2, result.output)
    }
}
