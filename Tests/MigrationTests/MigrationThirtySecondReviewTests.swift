import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of reviews 17a and 17c of `migrate` (b30a42f): bitkit-ios and tangem-app-ios.
final class MigrationThirtySecondReviewTests: XCTestCase, MigrationReviewCase {
    /// 17a/05 (bitkit's `TrezorRootView`, false error): a `ViewModifier`'s `body(content:)`
    /// that writes `@Bindable var m = m` itself before `$m.x` makes the binding through that
    /// local: no error, no second local. `body(content:)` is a view builder, as `View.body` is.
    func testABindableLocalWrittenInAViewModifierBodyIsSeen() throws {
        let text = """
        import SwiftUI
        import Observation

        @Observable
        final class TrezorManager {
            var showPinEntry = false
        }

        final class Other: ObservableObject {
            @Published var n = 0
        }

        struct TrezorDialogsModifier: ViewModifier {
            @Environment(TrezorManager.self) private var trezorManager

            func body(content: Content) -> some View {
                @Bindable var trezorManager = trezorManager
                content
                    .sheet(isPresented: $trezorManager.showPinEntry) {
                        Text("PIN")
                    }
            }
        }

        """
        let result = migrate([("Trezor.swift", text)])
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.id), [])
        XCTAssertEqual(found(result, "migrate-bindable-local"), [])
        XCTAssertEqual(output(result).components(separatedBy: "@Bindable var trezorManager").count, 2)
        try assertOutputsTypeCheck(result)
    }
}
