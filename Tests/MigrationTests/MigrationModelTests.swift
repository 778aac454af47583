import XCTest
@testable import ObservableExpander

/// The model side of issue 28, in process: classes that are `@Observable` already, publishing
/// property wrappers, publishers reached by any receiver path, protocols and generics written
/// against `ObservableObject`, and actors.
final class MigrationModelTests: XCTestCase {
    func migrate(_ files: [(String, String)], options: MigrationOptions = MigrationOptions()) -> MigrationResult {
        Migrator.migrate(files.map { SourceFile(path: $0.0, text: $0.1) }, options: options)
    }

    func output(_ result: MigrationResult, _ k: Int = 0) -> String {
        result.files[k].output.map { String(decoding: $0, as: UTF8.self) } ?? "<no output>"
    }

    func messages(_ result: MigrationResult, _ k: Int = 0) -> [String] {
        result.files[k].diagnostics.map { $0.formatted(in: result.files[k].file) }
    }

    // MARK: - 1. Classes that are '@Observable' already

    func testAnAnnotatedHybridLosesOnlyItsConformanceAndCombineLeftovers() {
        let text = """
            import Combine

            // @Observable
            final class Queue: ObservableObject {
                let objectWillChange = ObservableObjectPublisher()
                @Published var tracks: [String] = []
                var cursor = 0
            }

            """
        let result = migrate([("Queue.swift", text)])
        XCTAssertEqual(output(result), """
            import Observation

            // @Observable
            final class Queue {
                var tracks: [String] = []
                var cursor = 0
            }

            """)
        XCTAssertEqual(result.summary.migratedClasses, ["Queue"])
        XCTAssertEqual(messages(result), [
            "Queue.swift:4:13: note: class 'Queue' was '@Observable' already: its 'ObservableObject' conformance removed, its views now use Observation; '@Published' removed from 'tracks', which notifies through the macro's tracking; its own 'objectWillChange' declaration removed",
        ])
    }
}
