import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of reviews 10a and 10b of `migrate` (732de69).
final class MigrationSixteenthReviewTests: XCTestCase, MigrationReviewCase {
    /// 10b/01 (swift-paperless, 12 sites): `@Previewable @StateObject var x = X()` in
    /// `#Preview { … }` was left while `X` migrated and `.environmentObject(x)` beside it was
    /// rewritten: the output did not build. It becomes `@Previewable @State`.
    func testPreviewableStateObjectLocalBecomesState() {
        let text = """
        import SwiftUI

        final class ErrorController: ObservableObject {
            @Published var message: String?
        }

        struct ErrorBanner: View {
            @EnvironmentObject var errorController: ErrorController
            var body: some View { Text(errorController.message ?? "") }
        }

        #Preview {
            @Previewable @StateObject var errorController = ErrorController()
            ErrorBanner()
                .environmentObject(errorController)
        }

        """
        let result = migrate([("Repro.swift", text)])
        let out = output(result)
        XCTAssertTrue(out.contains("    @Previewable @State var errorController = ErrorController()\n"), out)
        XCTAssertFalse(out.contains("StateObject"), out)
        XCTAssertTrue(out.contains(".environment(errorController)"), out)
        XCTAssertEqual(found(result, "migrate-property-rewritten"), ["Repro.swift:8", "Repro.swift:13"])
    }

    /// 10b/01 in2, in3: wrapped locals in function bodies (`@StateObject`, `@ObservedObject`
    /// with and without `$x`) are rewritten as view properties are; the output type-checks.
    func testWrappedLocalsInFunctionBodiesAreRewritten() throws {
        let text = """
        import SwiftUI

        final class ErrorController: ObservableObject {
            @Published var message: String = ""
        }

        struct ErrorBanner: View {
            @EnvironmentObject var errorController: ErrorController
            var body: some View { Text(errorController.message) }
        }

        @MainActor func owned() -> some View {
            @StateObject var errorController = ErrorController()
            return ErrorBanner()
                .environmentObject(errorController)
        }

        @MainActor func observed() -> some View {
            @ObservedObject var errorController = ErrorController()
            return ErrorBanner()
                .environmentObject(errorController)
        }

        @MainActor func bound() -> some View {
            @ObservedObject var errorController = ErrorController()
            return TextField("Message", text: $errorController.message)
        }

        """
        let result = migrate([("Local.swift", text)])
        let out = output(result)
        XCTAssertTrue(out.contains("    @State var errorController = ErrorController()\n    return ErrorBanner()"), out)
        XCTAssertTrue(out.contains("    var errorController = ErrorController()\n    return ErrorBanner()"), out)
        XCTAssertTrue(out.contains("    @Bindable var errorController = ErrorController()\n    return TextField"), out)
        XCTAssertFalse(out.contains("StateObject") || out.contains("ObservedObject"), out)
        XCTAssertEqual(found(result, "migrate-property-rewritten").count, 4)
        try assertOutputsTypeCheck(result)
    }

    /// A wrapped local whose type cannot be told is an error at its line, as a property is.
    func testWrappedLocalOfUnknownTypeIsAnError() {
        let text = """
        import SwiftUI

        final class ErrorController: ObservableObject {
            @Published var message: String = ""
        }

        @MainActor func owned() -> some View {
            @StateObject var controller = makeController()
            return Text(controller.message)
        }

        """
        let result = migrate([("Unknown.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), ["Unknown.swift:8"])
    }
}
