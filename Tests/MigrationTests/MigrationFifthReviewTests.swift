import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of the fifth review of `migrate` (9a0f21f, on pocket-casts-ios, PlayCover and
/// WWDC), each on an input shaped like the app's. The outputs that should build are
/// type-checked against the stand-ins in Swift 5 and 6.
final class MigrationFifthReviewTests: XCTestCase, MigrationReviewCase {

    // MARK: - F3: SwiftUI's wrapper of a class used as a value (pocket-casts' ClipPlaybackManager)

    static let clip = """
        import Combine
        import SwiftUI

        class ClipTime: ObservableObject {
            @Published var title: String = ""
            @Published var playback: Double = 0
        }

        class ClipPlaybackManager: ObservableObject {
            @Published var currentTime: Double?
            var cancellables = Set<AnyCancellable>()

            @ObservedObject var clipTime: ClipTime = ClipTime()

            func play(clipTime: ObservedObject<ClipTime>) {
                let start = clipTime.projectedValue.title.wrappedValue
                _ = start
                self._clipTime = clipTime
                $currentTime.sink { t in
                    if let t { clipTime.wrappedValue.playback = t }
                }.store(in: &cancellables)
            }
        }

        struct MediaTrimBar: View {
            @ObservedObject var clipTime: ClipTime
            let manager: ClipPlaybackManager
            var body: some View {
                VStack {
                    TextField("Title", text: $clipTime.title)
                    Button("Play") { manager.play(clipTime: _clipTime) }
                }
            }
        }

        """

    func testWrapperTypeAndStorePassedKeepTheClass() throws {
        let result = migrate([("Clip.swift", Self.clip)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertFalse(result.summary.migratedClasses.contains("ClipTime"), output(result))
        // The parameter's type, `self._clipTime = …` and the view's `_clipTime` passed whole.
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-value"), ["Clip.swift:15", "Clip.swift:18", "Clip.swift:31"])
        XCTAssert(output(result).contains("@ObservedObject var clipTime: ClipTime"), output(result))
        try assertOutputsTypeCheck(result)
    }

    static let wrapper = """
        import SwiftUI
        final class Form: ObservableObject { @Published var name = "" }
        final class Other: ObservableObject { @Published var count = 0 }
        struct Field: View {
            let form: ObservedObject<Form>.Wrapper
            var body: some View { TextField("Name", text: form.name) }
        }
        struct Editor: View {
            @ObservedObject var form: Form
            var body: some View { Field(form: $form) }
        }
        struct Counter: View {
            @StateObject private var other = Other()
            var body: some View { Text("\\(other.count)") }
        }

        """

    /// The forms that are rewritten with the property (`_x = StateObject(wrappedValue:)`,
    /// `ObservedObject<T>(wrappedValue:)`) do not keep the class; `_x` of a local does not.
    func testWrapperDotWrapperTypeKeepsOnlyItsClass() throws {
        let source = """
            import SwiftUI
            final class Model: ObservableObject { @Published var n = 0 }
            struct Owner: View {
                @StateObject private var model: Model
                @ObservedObject var shown: Model
                init(shown: Model) {
                    _model = StateObject<Model>(wrappedValue: Model())
                    _shown = ObservedObject<Model>(wrappedValue: shown)
                    _ = _model.wrappedValue.n
                    let _model = 1
                    _ = _model
                }
                var body: some View { Text("\\(model.n) \\(shown.n)") }
            }

            """
        let result = migrate([("Wrapper.swift", Self.wrapper), ("Owner.swift", source)])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-value"), ["Wrapper.swift:5"])
        XCTAssertEqual(result.summary.keptClasses, ["Form"])
        XCTAssertEqual(Set(result.summary.migratedClasses), ["Other", "Model"])
        try assertOutputsTypeCheck(result)
    }

}

extension MigrationFifthReviewTests {
    // MARK: - F1: attributes of an `@AppStorage` property (PlayCover's UninstallPreferences)

    static let preferences = """
        import Foundation
        import SwiftUI

        class UninstallPreferences: NSObject, ObservableObject {
            static var shared = UninstallPreferences()
            @objc @AppStorage("ClearAppDataUninstall") var clearAppData = false
            @objc(removeChain) @AppStorage("RemoveChain") public dynamic var removePlayChain = false
            @available(macOS 11, *) @MainActor @AppStorage("Level") var level: Int = 1
            @AppStorage("Quiet") nonisolated var quiet = false
        }

        """

    func testObjcAndOtherPropertyAttributesStayOnTheComputedProperty() throws {
        let result = migrate([("Prefs.swift", Self.preferences)])
        let text = output(result)
        XCTAssertEqual(result.summary.migratedClasses, ["UninstallPreferences"], text)
        // The store keeps the wrapper only; the property others call by name keeps '@objc'.
        XCTAssert(text.contains("@ObservationIgnored @AppStorage(\"ClearAppDataUninstall\") private var _clearAppData: Bool = false"), text)
        XCTAssert(text.contains("@objc var clearAppData: Bool {"), text)
        XCTAssert(text.contains("@ObservationIgnored @AppStorage(\"RemoveChain\") private var _removePlayChain: Bool = false"), text)
        XCTAssert(text.contains("@objc(removeChain) public dynamic var removePlayChain: Bool {"), text)
        XCTAssert(text.contains("@ObservationIgnored @available(macOS 11, *) @MainActor @AppStorage(\"Level\") private var _level: Int = 1"), text)
        XCTAssert(text.contains("@available(macOS 11, *) @MainActor var level: Int {"), text)
        XCTAssert(text.contains("@ObservationIgnored @AppStorage(\"Quiet\") private nonisolated var _quiet: Bool = false"), text)
        XCTAssert(text.contains("nonisolated var quiet: Bool {"), text)
        // Without '@objc' (no Objective-C runtime here): the attributes kept on both build.
        let portable = """
            import SwiftUI

            public final class Levels: ObservableObject {
                @available(macOS 10.15, iOS 13, *) @MainActor @AppStorage("Level") public var level: Int = 1
                @AppStorage("Count") @MainActor var count = 0
                @MainActor func bump() { level += 1; count += 1 }
            }

            """
        let built = migrate([("Levels.swift", portable)])
        XCTAssertEqual(built.summary.migratedClasses, ["Levels"])
        XCTAssert(output(built).contains("@available(macOS 10.15, iOS 13, *) @MainActor public var level: Int {"), output(built))
        try assertOutputsTypeCheck(built)
    }

    /// An attribute `migrate` cannot place keeps the class, with the reason at the attribute.
    func testUnknownAttributeOnAWrappedPropertyKeepsTheClass() throws {
        let source = """
            import SwiftUI
            final class Settings: ObservableObject {
                @_spi_available(macOS 12, *) @AppStorage("units") var units = "metric"
            }

            """
        let result = migrate([("Settings.swift", source)])
        XCTAssertEqual(result.summary.keptClasses, ["Settings"])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-attribute"), ["Settings.swift:3"])
    }
}

extension MigrationFifthReviewTests {
    // MARK: - F2: a binding to a property that did not notify (pocket-casts' WelcomeView)

    func testBindingToAnIgnoredPropertyIsAViewRead() throws {
        let source = """
            import SwiftUI
            final class Prefs: ObservableObject {
                @Published var revision = 0
                var optIn = true
                var sound = false
                func reset() { optIn = true; sound = false; revision += 1 }
            }
            struct PrefsView: View {
                @ObservedObject var prefs: Prefs
                var body: some View {
                    VStack {
                        Toggle("Newsletter", isOn: $prefs.optIn)
                        Button("Reset") { prefs.reset() }
                    }
                }
            }
            struct SoundView: View {
                @EnvironmentObject var prefs: Prefs
                var body: some View {
                    // Becomes `@Bindable var prefs = prefs` then `$prefs.sound`.
                    Toggle("Sound", isOn: $prefs.sound)
                }
            }

            """
        let result = migrate([("Prefs.swift", source)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Prefs.swift:12", "Prefs.swift:21"])
        let messages = result.files[0].diagnostics.filter { $0.id == "migrate-ignored-property-view-read" }.map(\.message)
        XCTAssert(messages.first?.hasPrefix("view 'PrefsView' reads '$prefs.optIn'") == true, "\(messages)")
        try assertOutputsTypeCheck(result)
    }
}

extension MigrationFifthReviewTests {
    // MARK: - F6: keys that cannot be a migrated key (WWDC's `forKey: #function`, PlayCover's `"\(id).noMacAlert"`)

    func testFunctionAndInterpolatedKeysThatCannotBeAMigratedKey() throws {
        let source = """
            import Foundation
            import SwiftUI

            final class PlayerSettings: ObservableObject {
                @AppStorage("playbackRate") var playbackRate: Double = 1
            }

            final class Preferences {
                private let defaults = UserDefaults.standard
                var preferHLSVideoDownload: Bool {
                    get { defaults.bool(forKey: #function) }
                    set { defaults.set(newValue, forKey: #function) }
                }
                var playbackRate: Double {
                    get { defaults.double(forKey: #function) }
                    set { defaults.set(newValue, forKey: #function) }
                }
                func remember(_ id: String) {
                    UserDefaults.standard.set(true, forKey: "\\(id).noMacAlert")
                    UserDefaults.standard.set(true, forKey: #function)
                    UserDefaults.standard.set(2.0, forKey: "playback\\(id)")
                }
            }

            """
        let result = migrate([("Settings.swift", source)])
        // Only the accessor of 'playbackRate' and the key that may end in "playbackRate"'s tail.
        XCTAssertEqual(found(result, "migrate-storage-key-unknown-writer"), ["Settings.swift:16", "Settings.swift:21"])
        try assertOutputsTypeCheck(result)
    }
}

extension MigrationFifthReviewTests {
    // MARK: - F7: a read in a callback handed to a view of the run (pocket-casts' ReferralsMessageView)

    func testReadInACallbackClosureOfARunViewIsNoViewRead() throws {
        let source = """
            import SwiftUI

            final class PassModel: ObservableObject {
                @Published var failed = false
                var onCloseTap: (() -> ())?
                var caption = "caption"
            }

            struct MessageView: View {
                let title: String
                let onDismiss: (() -> ())?
                var body: some View { Button(title) { onDismiss?() } }
            }

            struct CardView<Content: View>: View {
                let title: String
                @ViewBuilder let content: () -> Content
                var body: some View { VStack { Text(title); content() } }
            }

            struct PassView: View {
                @ObservedObject var viewModel: PassModel
                var body: some View {
                    VStack {
                        MessageView(title: viewModel.failed ? "Not available" : "") {
                            viewModel.onCloseTap?()
                        }
                        CardView(title: "t") {
                            Text(viewModel.caption)
                        }
                    }
                }
            }

            final class PassController {
                let model = PassModel()
                func setUp() { model.onCloseTap = { print("dismiss") }; model.caption = "new" }
            }

            """
        let result = migrate([("Pass.swift", source)])
        // The content closure is evaluated by the redraw; the callback is not.
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Pass.swift:29"])
        try assertOutputsTypeCheck(result)
    }
}

extension MigrationFifthReviewTests {
    // MARK: - F8: a function type is no collection of models (pocket-casts' PodcastRatingViewModel)

    func testClosureTypedPropertyIsNoCollectionOfObservables() throws {
        let source = """
            import SwiftUI

            class RatingViewModel: ObservableObject {
                @Published var stars = 0
                var presentLogin: ((RatingViewModel) -> Void)? = nil
                var others: [RatingViewModel] = []
            }

            """
        let result = migrate([("Rating.swift", source)])
        XCTAssertEqual(found(result, "migrate-collection-of-observables"), ["Rating.swift:6"])
        try assertOutputsTypeCheck(result)
    }
}

extension MigrationFifthReviewTests {
    /// `_x.update()` of a store that stays a `DynamicProperty` (`@ObservedObject` with `$x`
    /// becomes `@Bindable`) builds as it is (Swiftfin's `CurrentDate`); of one that becomes a
    /// plain property, it keeps the class.
    func testUpdateOfAStoreThatStaysAWrapperMigrates() throws {
        let source = """
            import Combine
            import SwiftUI

            @propertyWrapper
            struct CurrentDate: DynamicProperty {
                @ObservedObject private var observable: Observer
                var projectedValue: Binding<Int> { $observable.ticks }
                var wrappedValue: Int { observable.ticks }
                init() { self.observable = .init() }
                mutating func update() { _observable.update() }
            }

            final class Observer: ObservableObject {
                @Published var ticks = 0
            }

            struct Plain: DynamicProperty {
                @ObservedObject var other: Other
                mutating func update() { _other.update() }
            }

            final class Other: ObservableObject {
                @Published var count = 0
            }

            """
        let result = migrate([("CurrentDate.swift", source)])
        XCTAssertEqual(result.summary.migratedClasses, ["Observer"])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-value"), ["CurrentDate.swift:19"])
        try assertOutputsTypeCheck(result)
    }
}
