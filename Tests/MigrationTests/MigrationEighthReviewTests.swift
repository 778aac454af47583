import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of the eighth review of `migrate` (e8338f3; probes written from the patterns of
/// nook-browser/Nook, SwiftcordApp/Swiftcord and leits/MeetingBar).
final class MigrationEighthReviewTests: XCTestCase {
    func migrate(_ files: [(String, String)]) -> MigrationResult {
        Migrator.migrate(files.map { SourceFile(path: $0.0, text: $0.1) }, options: MigrationOptions())
    }

    func output(_ result: MigrationResult, _ k: Int = 0) -> String {
        String(decoding: result.files[k].output ?? [], as: UTF8.self)
    }

    /// A generic helper or view written against `T: ObservableObject` that injects its `t`
    /// with `.environmentObject(t)`: the constraint became `Observable & AnyObject` with the
    /// class passed to it, and the call stayed, so the output did not build (exit 0, no
    /// error). The call becomes `.environment(t)`; a generic of the same name elsewhere in
    /// the file, whose constraint stays, keeps its call.
    func testEnvironmentObjectOfAMigratedGenericParameterBecomesEnvironment() throws {
        let inject = """
        import SwiftUI

        class Settings: ObservableObject {
            @Published var on = false
        }
        func inject<T: ObservableObject>(_ t: T) -> some View { Text("").environmentObject(t) }
        struct UsesInject: View {
            @StateObject var s = Settings()
            var body: some View { inject(s) }
        }

        """
        let provider = """
        import SwiftUI

        class Model: ObservableObject {
            @Published var n = 0
        }
        struct Provider<T: ObservableObject, Content: View>: View {
            @ObservedObject var t: T
            let content: Content
            var body: some View { content.environmentObject(t) }
        }
        struct Reader: View {
            @EnvironmentObject var m: Model
            var body: some View { Text("\\(m.n)") }
        }
        struct Host: View {
            @StateObject var m = Model()
            var body: some View { Provider(t: m, content: Reader()) }
        }
        func other<T: ObservableObject>(_ t: T) -> some View { Text("").environmentObject(t) }

        """
        let result = migrate([("Inject.swift", inject), ("Provider.swift", provider)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertTrue(output(result, 0).contains("func inject<T: Observable & AnyObject>(_ t: T) -> some View { Text(\"\").environment(t) }"), output(result, 0))
        XCTAssertTrue(output(result, 1).contains("var body: some View { content.environment(t) }"), output(result, 1))
        // `other` is passed nothing of the run: its constraint and its call stay.
        XCTAssertTrue(output(result, 1).contains("func other<T: ObservableObject>(_ t: T) -> some View { Text(\"\").environmentObject(t) }"), output(result, 1))
        try assertTypeChecks(result)
    }

    /// The outputs of a run type-check together against the stand-ins.
    func assertTypeChecks(_ result: MigrationResult, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (k, migrated) in result.files.enumerated() {
            let url = folder.appendingPathComponent("\(k)-" + (migrated.file.path as NSString).lastPathComponent)
            try output(result, k).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let outcome = try MigrationSupport.typecheck(paths)
        XCTAssertEqual(outcome.status, 0, "the output does not type-check:\n\(outcome.stderr)", file: file, line: line)
    }
}
