import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Inputs a tester found the migration broke on: each output is compared whole, and (in the
/// attribute mode) type-checked with the toolchain's real `@Observable` macro against the
/// stand-in SwiftUI and Combine, as is its input.
final class MigrationRewriteRegressionTests: XCTestCase {
    func migrate(_ text: String, options: MigrationOptions = MigrationOptions()) -> MigrationResult {
        Migrator.migrate([SourceFile(path: "M.swift", text: text)], options: options)
    }

    func output(_ result: MigrationResult) -> String? {
        result.files[0].output.map { String(decoding: $0, as: UTF8.self) }
    }

    /// `before` and `after` type-check against the stand-ins and the real macro.
    /// (`before` is nil when it is no valid Swift, as the tester's input may not be.)
    func assertTypeChecks(_ before: String?, _ after: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let texts = (before.map { [("before", $0)] } ?? []) + [("after", after)]
        var paths: [String] = []
        for (name, text) in texts {
            let url = folder.appendingPathComponent("\(name).swift")
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let results = MigrationSupport.parallel(paths) { path in Result { try MigrationSupport.typecheck([path]) } }
        for (k, result) in results.enumerated() {
            let outcome = try result.get()
            XCTAssertEqual(outcome.status, 0, "\(texts[k].0) does not type-check:\n\(texts[k].1)\n\(outcome.stderr)", file: file, line: line)
        }
    }

    // MARK: 1. `_vm = ObservedObject(…)`, `StateObject<T>(…)`

    func testObservedObjectAndGenericStateObjectAssignmentsAreRewritten() throws {
        let before = """
            import SwiftUI
            import Combine
            final class VM: ObservableObject { @Published var name = "" }
            struct One: View {
                @ObservedObject var vm: VM
                init(vm: VM) { _vm = ObservedObject(wrappedValue: vm) }
                var body: some View { TextField("", text: $vm.name) }
            }
            struct Two: View {
                @ObservedObject var vm: VM
                init(model: VM) { self._vm = ObservedObject(initialValue: model) }
                var body: some View { Text(vm.name) }
            }
            struct Three: View {
                @ObservedObject var vm: VM
                init(vm: VM) { _vm = ObservedObject<VM>(initialValue: vm) }
                var body: some View { TextField("", text: $vm.name) }
            }
            struct Four: View {
                @StateObject var foo: VM
                @StateObject var bar: VM
                init() {
                    _foo = .init(wrappedValue: VM())
                    self._bar = StateObject<VM>(wrappedValue: VM())
                }
                var body: some View { Text(foo.name + bar.name) }
            }

            """
        let after = """
            import SwiftUI
            import Observation
            @Observable
            final class VM { var name = "" }
            struct One: View {
                @Bindable var vm: VM
                init(vm: VM) { _vm = Bindable(wrappedValue: vm) }
                var body: some View { TextField("", text: $vm.name) }
            }
            struct Two: View {
                var vm: VM
                init(model: VM) { self.vm = model }
                var body: some View { Text(vm.name) }
            }
            struct Three: View {
                @Bindable var vm: VM
                init(vm: VM) { _vm = Bindable<VM>(wrappedValue: vm) }
                var body: some View { TextField("", text: $vm.name) }
            }
            struct Four: View {
                @State var foo: VM
                @State var bar: VM
                init() {
                    _foo = .init(wrappedValue: VM())
                    self._bar = State<VM>(initialValue: VM())
                }
                var body: some View { Text(foo.name + bar.name) }
            }

            """
        let result = migrate(before)
        XCTAssertEqual(output(result), after)
        // `.init(wrappedValue:)` is left (it is `State`'s now) but still evaluated eagerly.
        XCTAssertEqual(result.files[0].diagnostics.filter { $0.id == "migrate-state-object-eager-init" }.count, 2)
        try assertTypeChecks(before, after)
    }

    func testEnvironmentObjectAssignmentsBecomeEnvironment() throws {
        let before = """
            import SwiftUI
            import Combine
            final class VM: ObservableObject { @Published var name = "" }
            struct Three: View {
                @EnvironmentObject var vm: VM
                @EnvironmentObject var other: VM
                init() { _vm = EnvironmentObject(); self._other = .init() }
                var body: some View { Text(vm.name + other.name) }
            }

            """
        let after = """
            import SwiftUI
            import Observation
            @Observable
            final class VM { var name = "" }
            struct Three: View {
                @Environment(VM.self) var vm: VM
                @Environment(VM.self) var other: VM
                init() { _vm = Environment(VM.self); self._other = Environment(VM.self) }
                var body: some View { Text(vm.name + other.name) }
            }

            """
        XCTAssertEqual(output(migrate(before)), after)
        try assertTypeChecks(before, after)
    }

    // MARK: 2. Other uses of a `@Published` backing store

    func testPublishedBackingStoreAssignmentsAndReadsAreRewritten() throws {
        let before = """
            import Combine
            final class M: ObservableObject {
                @Published var count: Int
                @Published var name: String
                @Published var x: Int
                init(n: Int) {
                    _count = Published(initialValue: n)
                    _name = Published<String>(initialValue: "a")
                    self._x = .init(initialValue: 3)
                }
                func peek() -> Int { _count.wrappedValue + self._x.wrappedValue }
            }

            """
        let after = """
            import Observation
            @Observable
            final class M {
                var count: Int
                var name: String
                var x: Int
                init(n: Int) {
                    self.count = n
                    self.name = "a"
                    self.x = 3
                }
                func peek() -> Int { count + self.x }
            }

            """
        XCTAssertEqual(output(migrate(before)), after)
        try assertTypeChecks(before, after)
    }

    func testAnyOtherUseOfABackingStoreKeepsTheClass() {
        let before = """
            import Combine
            final class M: ObservableObject {
                @Published var count = 0
                func publisher() -> Published<Int>.Publisher { _count.projectedValue }
            }

            """
        let result = migrate(before)
        XCTAssertEqual(output(result), before)
        XCTAssertEqual(result.summary.keptClasses, ["M"])
        let warning = result.files[0].diagnostics.first { $0.id == "migrate-blocked-backing-store" }
        XCTAssertEqual(warning?.formatted(in: result.files[0].file),
                       "M.swift:4:52: warning: '_count' is the backing store of '@Published' property 'count', which '@Observable' replaces with one of another type; class 'M' keeps 'ObservableObject' (use '--force' to migrate anyway)")
    }

    func testABacktickedBackingStoreAssignmentIsRewrittenInCommentMode() {
        let before = """
            import Combine
            final class M: ObservableObject {
                @Published var `default` = 1
                init() { _default = Published(initialValue: 2) }
            }

            """
        let after = """
            import Observation
            // @Observable
            final class M {
                var `default` = 1
                init() { self.`default` = 2 }
            }

            """
        XCTAssertEqual(output(migrate(before, options: MigrationOptions(annotation: .comment))), after)
    }

    // MARK: 3. What the real macro refuses in a declaration

    func testMultiplePublishedBindingsAreSplitAndTuplePatternsLeftUnannotated() throws {
        let before = """
            import Combine
            final class M: ObservableObject {
                @Published var a = 1, b = 2
                @MainActor @Combine.Published public var c = 3, d = 4
                var (p, q) = (1, 2)
                var r = 0, s = 1
            }

            """
        let after = """
            import Observation
            @Observable
            final class M {
                var a = 1
                var b = 2
                @MainActor public var c = 3
                @MainActor public var d = 4
                var (p, q) = (1, 2)
                @ObservationIgnored var r = 0
                @ObservationIgnored var s = 1
            }

            """
        XCTAssertEqual(output(migrate(before)), after)
        // `@Published var a = 1, b = 2` is refused too ("property wrapper can only apply to a
        // single variable"), but the migration should not keep the error.
        try assertTypeChecks(nil, after)
    }

    func testABacktickedPublishedNameKeepsTheClassInAttributeMode() {
        let before = """
            import Combine
            final class Settings: ObservableObject {
                @Published var `default` = 1
            }

            """
        let result = migrate(before)
        XCTAssertEqual(output(result), before)
        XCTAssertEqual(result.summary.keptClasses, ["Settings"])
        XCTAssertEqual(result.files[0].diagnostics.map(\.id), ["migrate-class-kept", "migrate-blocked-backticked-name"])
        XCTAssertEqual(migrate(before, options: MigrationOptions(annotation: .comment)).summary.migratedClasses, ["Settings"])
    }

    // MARK: 4. `override var` with observers in a subclass

    func testAnOverrideWithObserversIsIgnoredInTheSubclass() throws {
        let before = """
            import Combine
            class Base: ObservableObject {
                @Published var value = 0
                var plain = 0
            }
            class Sub: Base {
                override var value: Int {
                    didSet { print("changed") }
                }
                override var plain: Int {
                    didSet { print("p") }
                }
                var own = 1
            }

            """
        let after = """
            import Observation
            @Observable
            class Base {
                var value = 0
                @ObservationIgnored var plain = 0
            }
            @Observable
            class Sub: Base {
                @ObservationIgnored override var value: Int {
                    didSet { print("changed") }
                }
                @ObservationIgnored override var plain: Int {
                    didSet { print("p") }
                }
                @ObservationIgnored var own = 1
            }

            """
        XCTAssertEqual(output(migrate(before)), after)
        try assertTypeChecks(before, after)
    }

    // MARK: 5. A local class

    func testALocalClassIsKeptInAttributeMode() throws {
        let before = """
            import Combine
            func makeModel() -> AnyObject {
                final class Local: ObservableObject {
                    @Published var v = 0
                }
                return Local()
            }

            """
        let result = migrate(before)
        XCTAssertEqual(output(result), before)
        XCTAssertEqual(result.summary.keptClasses, ["Local"])
        let warning = result.files[0].diagnostics.first { $0.id == "migrate-blocked-local-class" }
        XCTAssertEqual(warning?.formatted(in: result.files[0].file),
                       "M.swift:3:17: warning: '@Observable' cannot be attached to local class 'Local' (local type cannot have attached extension macro); move it out of the function, or migrate with '--annotation comment'; class 'Local' keeps 'ObservableObject' (use '--force' to migrate anyway)")
        XCTAssertEqual(migrate(before, options: MigrationOptions(annotation: .comment)).summary.migratedClasses, ["Local"])
    }

    // MARK: 6. Imports: a byte-order mark, and Combine's schedulers

    func testRemovingImportCombineAfterAByteOrderMarkLeavesNoEmptyFirstLine() {
        let before = "\u{FEFF}import Combine\nimport SwiftUI\n\nfinal class M: ObservableObject {\n    @Published var v = 0\n}\n"
        let migrated = output(migrate(before))
        XCTAssertEqual(migrated, "\u{FEFF}import SwiftUI\nimport Observation\n\n@Observable\nfinal class M {\n    var v = 0\n}\n")
    }

    /// `DispatchQueue.main.schedule(after:)` comes from Combine's `Scheduler` conformance.
    func testASchedulerCallKeepsImportCombine() {
        let before = """
            import Combine
            import Foundation

            final class M: ObservableObject {
                @Published var v = 0
                func later() {
                    DispatchQueue.main.schedule(after: .init(.now() + 1)) { self.v += 1 }
                }
            }

            """
        let migrated = output(migrate(before)) ?? ""
        XCTAssert(migrated.hasPrefix("import Combine\n"), migrated)
        XCTAssert(migrated.contains("@Observable\nfinal class M {"), migrated)
    }

    // MARK: 7. Comments in a rewritten inheritance clause stay

    func testCommentsInTheInheritanceClauseStay() {
        let before = """
            import Foundation

            final class M: NSObject /* base */, ObservableObject, // conformance
                Identifiable /* id */ {
                @Published var v = 0
            }
            final class P: /* c */ ObservableObject {
                @Published var v = 0
            }
            final class Q: ObservableObject /* first */, Identifiable {
                @Published var v = 0
            }
            final class R: NSObject, ObservableObject {
                @Published var v = 0
            }

            """
        let migrated = output(migrate(before)) ?? ""
        XCTAssert(migrated.contains("final class M: NSObject /* base */, // conformance\n    Identifiable /* id */ {"), migrated)
        XCTAssert(migrated.contains("final class P /* c */ {"), migrated)
        XCTAssert(migrated.contains("final class Q: /* first */ Identifiable {"), migrated)
        XCTAssert(migrated.contains("final class R: NSObject {"), migrated)
    }

    // MARK: 8. A plain `var` with a tuple pattern among its bindings

    /// `@ObservationIgnored` applies to one variable and is refused on a tuple pattern: the
    /// bindings are split, and each tuple gets a declaration without it.
    func testAPlainVarWithATupleAmongItsBindingsIsSplit() throws {
        let before = """
            import Combine

            final class M: ObservableObject {
                @Published var c = 0
                var s = 0, (t, u) = (4, 5)
                var (a, b) = (1, 2), d = 3, (e, f) = (6, 7)
            }

            """
        let after = """
            import Observation

            @Observable
            final class M {
                var c = 0
                @ObservationIgnored var s = 0
                var (t, u) = (4, 5)
                var (a, b) = (1, 2)
                @ObservationIgnored var d = 3
                var (e, f) = (6, 7)
            }

            """
        XCTAssertEqual(output(migrate(before)), after)
        try assertTypeChecks(before, after)
    }
}

