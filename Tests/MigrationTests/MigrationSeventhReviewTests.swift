import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of the seventh review of `migrate` (2b126b1, on duckduckgo/apple-browsers, Rayon and
/// Lunar), each on an input shaped like the app's.
final class MigrationSeventhReviewTests: XCTestCase, MigrationReviewCase {
    func everything(_ result: MigrationResult) -> String {
        result.files.flatMap { file in
            file.diagnostics.map { "\(file.file.path):\(file.file.location(of: $0.offset).line): \($0.id): \($0.message)" }
        }.joined(separator: "\n")
    }

    // MARK: - 03: an ignored value property changed by a method call, read by a view

    static func monitor(status: String, change: String) -> String {
        """
        import SwiftUI

        \(status)

        final class Monitor: ObservableObject {
            var status = Status()
            @Published var closed = false

            func tick() {
                \(change)
                closed = false
            }
        }

        struct MonitorView: View {
            @ObservedObject var monitor: Monitor
            var body: some View {
                Text("\\(monitor.status.load)")
            }
        }

        """
    }

    func testMutatingMethodOfAStructCountsAsAChange() {
        let status = "struct Status {\n    var load = 0\n    var items: [Int] = []\n    mutating func refresh() { load += 1 }\n}"
        for change in ["status.refresh()", "status.items.insertSorted(1)"] {
            let text = Self.monitor(status: status, change: change)
                + (change.contains("insertSorted") ? "extension Array where Element == Int { mutating func insertSorted(_ x: Int) { append(x) } }\n" : "")
            let result = migrate([("Repro.swift", text)])
            XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Repro.swift:22"], change + "\n" + everything(result))
            XCTAssertEqual(result.summary.migratedClasses, ["Monitor"])
        }
    }

    func testMethodOfAnImportedTypeCountsAsAChange() {
        // `Status` is not declared by the run: whether `update()` is mutating cannot be told.
        let result = migrate([("Repro.swift", Self.monitor(status: "", change: "status.update()"))])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Repro.swift:18"], everything(result))
    }

    func testMethodOfAClassOfTheRunIsNoChangeOfTheProperty() {
        // A method of a class changes the object, not the reference the property holds.
        let status = "final class Status {\n    var load = 0\n    func refresh() { load += 1 }\n}"
        let result = migrate([("Repro.swift", Self.monitor(status: status, change: "status.refresh()"))])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [], everything(result))
        XCTAssertEqual(result.summary.migratedClasses, ["Monitor"])
    }

    // MARK: - 02: `.environmentObject(store)` of a property initialised from an imported singleton

    static let rayonApp = """
        import SwiftUI
        import StoreModule

        final class Local: ObservableObject {
            @Published var count = 0
        }

        struct RootView: View {
            @StateObject private var store = Store.shared

            var body: some View {
                ContentView()
                    .environmentObject(store)
            }
        }

        struct ContentView: View {
            @ObservedObject var local: Local
            init() { local = Local() }
            var body: some View { Text("\\(local.count)") }
        }

        """

    func testPropertyFromAnImportedStaticMemberIsLeftAlone() {
        let result = migrate([("App.swift", Self.rayonApp)])
        XCTAssertEqual(result.summary.errors, 0, everything(result))
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        XCTAssertTrue(output(result).contains(".environmentObject(store)"), output(result))
        XCTAssertEqual(result.summary.migratedClasses, ["Local"])
    }

    func testLocalOfTheSameNameStillNeedsAType() {
        // A local of unknown type hides the property: it may hold a class of the run.
        let text = Self.rayonApp.replacingOccurrences(of: "        ContentView()\n", with: "        let store = pick()\n        return ContentView()\n")
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), ["App.swift:14"], everything(result))
    }

    // MARK: - 04: a retroactive `ObservableObject` conformance of an imported class

    static let lunar = """
        import Foundation
        import SwiftUI

        extension JSONDecoder: @retroactive ObservableObject {}

        final class KeysManager: ObservableObject {
            @Published var optionKeyPressed = false
        }

        struct KeysView: View {
            @ObservedObject var keys: KeysManager
            @ObservedObject var decoder: JSONDecoder
            var body: some View { Text(keys.optionKeyPressed ? "on" : "off") }
        }

        """

    func testRetroactiveConformanceOfAnImportedClassKeepsNoClass() {
        let result = migrate([("Repro.swift", Self.lunar)])
        XCTAssertEqual(result.summary.migratedClasses, ["KeysManager"], everything(result))
        XCTAssertEqual(found(result, "migrate-blocked-generic"), [])
        XCTAssertEqual(result.summary.errors, 0, everything(result))
        let text = output(result)
        XCTAssertTrue(text.contains("extension JSONDecoder: @retroactive ObservableObject {}"), text)
        XCTAssertTrue(text.contains("@ObservedObject var decoder: JSONDecoder"), text)
    }

    func testCodeUsingTheConformanceStillCouples() {
        // A generic over `ObservableObject` given a class of the run keeps that class.
        let text = Self.lunar + """
            struct Watch<Model: ObservableObject>: View {
                @ObservedObject var model: Model
                var body: some View { Text("").onReceive(model.objectWillChange) { _ in } }
            }
            let watched = Watch(model: KeysManager())

            """
        let result = migrate([("Repro.swift", text)])
        XCTAssertEqual(result.summary.keptClasses, ["KeysManager"], everything(result))
    }
}
