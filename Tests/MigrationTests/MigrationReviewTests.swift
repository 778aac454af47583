import XCTest
@testable import ObservableExpander

/// Findings of the review of `migrate` on five public apps (ab0482c), each on its smallest input.
final class MigrationReviewTests: XCTestCase {
    func migrate(_ files: [(String, String)], options: MigrationOptions = MigrationOptions()) -> MigrationResult {
        Migrator.migrate(files.map { SourceFile(path: $0.0, text: $0.1) }, options: options)
    }

    func ids(_ result: MigrationResult, _ k: Int = 0) -> [String] {
        result.files[k].diagnostics.map(\.id)
    }

    // MARK: - objectWillChange on receivers typed by optional bindings, casts and subscripts

    static func holder(_ property: String, _ use: String) -> String {
        """
        import Combine
        final class Entry: ObservableObject { @Published var name = "" }
        final class Other: ObservableObject { @Published var count = 0 }
        final class Holder {
            \(property)
            var subs: [AnyCancellable] = []
            func subscribe() {
                \(use)
            }
        }

        """
    }

    func testObjectWillChangeThroughBindingsCastsAndSubscriptsKeepsItsClass() {
        let cases = [
            ("var entry: Entry?", "if let entry = entry { subs.append(entry.objectWillChange.sink { _ in }) }"),
            ("var entry: Entry?", "if let entry { subs.append(entry.objectWillChange.sink { _ in }) }"),
            ("var entry: Entry?", "guard let e = entry else { return }\n        subs.append(e.objectWillChange.sink { _ in })"),
            ("var config: Any = 0", "if let c = config as? Entry { subs.append(c.objectWillChange.sink { _ in }) }"),
            ("var config: Any = 0", "let c = config as! Entry\n        subs.append(c.objectWillChange.sink { _ in })"),
            ("var entries: [String: Entry] = [:]", "subs.append(entries[\"a\"]!.objectWillChange.sink { _ in })"),
            ("var entries: [Entry] = []", "subs.append(self.entries[0].objectWillChange.sink { _ in })"),
        ]
        for (property, use) in cases {
            let result = migrate([("H.swift", Self.holder(property, use))])
            XCTAssertEqual(result.summary.keptClasses, ["Entry"], use)
            XCTAssertEqual(result.summary.migratedClasses, ["Other"], use)
            XCTAssertEqual(result.summary.errors, 0, "\(use): \(ids(result))")
            XCTAssert(ids(result).contains("migrate-blocked-object-will-change"), "\(use): \(ids(result))")
        }
    }

    /// Still unknown: an error (the output would not build if it is a migrated class), and
    /// nothing when no class migrates.
    func testObjectWillChangeOfAnUnknownReceiverIsAnErrorOnlyWhileAClassMigrates() {
        let result = migrate([("H.swift", Self.holder("var make: () -> Any = { 0 }", "_ = (make() as! Entry).objectWillChange"))])
        XCTAssertEqual(result.summary.migratedClasses, ["Entry", "Other"])
        let error = result.files[0].diagnostics.first { $0.id == "migrate-unresolved-receiver" }
        XCTAssertEqual(error?.severity, .error)
        XCTAssertEqual(result.summary.errors, 1)
        let kept = migrate([("H.swift", """
            import Combine
            final class Entry: ObservableObject { @Published var name = "" }
            func poke(_ e: Entry, _ x: Any) { _ = e.$name; _ = (x as! Entry).objectWillChange }

            """)])
        XCTAssertEqual(kept.summary.migratedClasses, [])
        XCTAssertFalse(ids(kept).contains("migrate-unresolved-receiver"), "\(ids(kept))")
    }
}
