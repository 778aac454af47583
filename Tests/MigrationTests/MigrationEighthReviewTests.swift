import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of the eighth review of `migrate` (e8338f3; probes written from the patterns of
/// nook-browser/Nook, SwiftcordApp/Swiftcord and leits/MeetingBar).
final class MigrationEighthReviewTests: XCTestCase, MigrationReviewCase {
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
        try assertOutputsTypeCheck(result)
    }
}
