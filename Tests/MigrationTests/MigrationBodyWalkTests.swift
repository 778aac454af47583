import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Uses found by walking bodies as statements and expressions (`BodyReader`, `BodyWalker`)
/// where reading tokens went wrong.
final class MigrationBodyWalkTests: XCTestCase {
    /// `m.objectWillChange` on the line after a call: the receiver is the local `m` (typed by
    /// its value, `holder.a`), as without the call. The token scan took the `)` ending the line
    /// before for part of a longer chain, could not type it, migrated `A` and failed the run.
    func testAReceiverAfterALineEndingInACallIsResolved() {
        let text = """
            import Combine
            final class A: ObservableObject { @Published var value = 0 }
            final class Holder { var a = A() }
            final class W {
                let holder = Holder()
                func two() {
                    let m = holder.a
                    print()
                    m.objectWillChange.send()
                }
            }

            """
        let result = Migrator.migrate([SourceFile(path: "Q.swift", text: text)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(result.summary.migratedClasses, [])
        let warnings = result.files[0].diagnostics.filter { $0.severity == .warning }.map { $0.formatted(in: result.files[0].file) }
        XCTAssertEqual(warnings, [
            "Q.swift:9:11: warning: 'objectWillChange' is a Combine publisher, which Observation does not have; class 'A' keeps 'ObservableObject' (use '--force' to migrate anyway)",
        ])
    }

    /// `ForEach($items) { $item in … }`: the closure (whose parameter is a projection) is read,
    /// so the `.environmentObject(…)` inside it is found and rewritten like any other.
    func testEnvironmentObjectInsideAClosureWithAProjectedParameterIsRewritten() {
        let text = """
            import SwiftUI
            final class Store: ObservableObject { @Published var count = 0 }
            struct Row: View {
                @Binding var item: Int
                var body: some View { Text("\\(item)") }
            }
            struct Rows: View {
                @State var items = [1, 2]
                let store = Store()
                var body: some View {
                    ForEach($items, id: \\.self) { $item in
                        Row(item: $item).environmentObject(store)
                    }
                }
            }

            """
        let result = Migrator.migrate([SourceFile(path: "V.swift", text: text)])
        let output = result.files[0].output.map { String(decoding: $0, as: UTF8.self) } ?? ""
        XCTAssert(output.contains("Row(item: $item).environment(store)"), output)
    }

    /// `$item` inside `{ $item in … }` is the closure's parameter: it is no use of the
    /// enclosing class's `@Published var item` (the token scan took the parameter and its use
    /// for that class's publisher and kept the class).
    func testAProjectedClosureParameterIsNoPublisherUse() {
        let text = """
            import SwiftUI
            final class Model: ObservableObject {
                @Published var item = 0
                func rows(_ items: Binding<[Int]>) -> some View {
                    ForEach(items, id: \\.self) { $item in
                        Stepper("", value: $item)
                    }
                }
            }

            """
        let result = Migrator.migrate([SourceFile(path: "R.swift", text: text)])
        XCTAssertEqual(result.summary.migratedClasses, ["Model"])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(result.files[0].diagnostics.filter { $0.severity == .warning }.map(\.id), [])
    }
}
