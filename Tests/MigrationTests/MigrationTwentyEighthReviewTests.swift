import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 15b of `migrate` (13dec09).
final class MigrationTwentyEighthReviewTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private let storageTemplate = """
    import Combine
    import Foundation
    import SwiftUI

    enum FeaturedItemFilter: String, CaseIterable {
        case continueReading
        case pinned
    }

    struct Defaults {
        static let limit = 3
        static let names = ["a"]
        static let filter = FeaturedItemFilter.pinned
    }

    final class Prefs: ObservableObject {
        @Published var tick = 0
        @WRAPPER("key") var value = INITIALIZER
    }

    struct PrefsView: View {
        @ObservedObject var prefs: Prefs
        var body: some View { Text("\\(prefs.value)") }
    }

    """

    /// 15b/F2 (omnivore, silent build break): a publishing wrapper's initializer is typed as a
    /// whole (`Enum.case.rawValue` is the raw type, `Defaults.limit` its declared type), not as
    /// "all but the last component"; what cannot be told keeps the class.
    func testAStorageInitializerIsTypedAsAWhole() throws {
        for wrapper in ["AppStorage", "SceneStorage"] {
            for (initializer, type) in [("FeaturedItemFilter.continueReading.rawValue", "String"), ("Defaults.limit", "Int"),
                                        ("FeaturedItemFilter.pinned", "FeaturedItemFilter"), ("Defaults.filter", "FeaturedItemFilter")] {
                let text = storageTemplate.replacingOccurrences(of: "WRAPPER", with: wrapper).replacingOccurrences(of: "INITIALIZER", with: initializer)
                let result = migrate([("Prefs.swift", text)])
                XCTAssertEqual(found(result, "migrate-blocked-wrapper-type"), [], "\(wrapper) \(initializer)")
                XCTAssertTrue(output(result).contains("var value: \(type) {"), "\(wrapper) \(initializer)\n" + output(result))
                // The stand-ins have no `SceneStorage`.
                if wrapper == "AppStorage" { try assertOutputsTypeCheck(result) }
            }
            for initializer in ["Defaults.names.count", "Date.now.timeIntervalSince1970", "Defaults.names.first!"] {
                let text = storageTemplate.replacingOccurrences(of: "WRAPPER", with: wrapper).replacingOccurrences(of: "INITIALIZER", with: initializer)
                let result = migrate([("Prefs.swift", text)])
                XCTAssertEqual(found(result, "migrate-blocked-wrapper-type"), [at("Prefs.swift", text, "var value")], "\(wrapper) \(initializer)")
                XCTAssertTrue(output(result).contains("class Prefs: ObservableObject"), "\(wrapper) \(initializer)\n" + output(result))
            }
        }
    }

    private let iosTwin = """
    #if os(iOS)
    import Combine
    import Foundation

    public class AudioController: NSObject, ObservableObject {
        @Published public var isPlaying = false
        public func play() { isPlaying = true }
    }
    #endif

    """

    private let player = """
    import SwiftUI

    struct PlayerView: View {
        @EnvironmentObject var audioController: AudioController
        var body: some View { Text("player") }
    }

    """

    /// 15b/F3 (omnivore `AudioController`, kept for no reason): a class declared under
    /// `#if os(iOS)` in one file and `#if os(macOS)` in another is one class per platform: both
    /// migrate together and the view sites are rewritten. `#if C` / `#else` of one condition
    /// too; any other pair of conditions stays ambiguous.
    func testClassesInExclusiveClausesAreOneClass() throws {
        let mac = """
        #if os(macOS)
        import Foundation

        public final class AudioController: ObservableObject {
            public init() {}
            public func play() {}
        }
        #endif

        """
        let result = migrate([("AudioController.swift", iosTwin), ("MacAudioController.swift", mac), ("PlayerView.swift", player)])
        XCTAssertEqual(found(result, "migrate-blocked-ambiguous-class"), [])
        XCTAssertTrue(output(result, 0).contains("@Observable\npublic class AudioController: NSObject {"), output(result, 0))
        XCTAssertTrue(output(result, 1).contains("@Observable\npublic final class AudioController {"), output(result, 1))
        XCTAssertTrue(output(result, 2).contains("@Environment(AudioController.self) var audioController"), output(result, 2))

        // `#if DEBUG` in one file, the `#else` of `#if DEBUG` in another: one class per build,
        // and the outputs build together (DEBUG is not set: the second is the one built).
        let debug = iosTwin.replacingOccurrences(of: "#if os(iOS)", with: "#if DEBUG")
        let release = "#if DEBUG\n#else\n" + mac.replacingOccurrences(of: "#if os(macOS)\n", with: "")
        let both = migrate([("Debug.swift", debug), ("Release.swift", release), ("PlayerView.swift", player)])
        XCTAssertEqual(found(both, "migrate-blocked-ambiguous-class"), [])
        XCTAssertTrue(output(both, 2).contains("@Environment(AudioController.self) var audioController"), output(both, 2))
        try assertOutputsTypeCheck(both)

        // A reason of either keeps both (the iOS one sends `objectWillChange`).
        let sending = iosTwin.replacingOccurrences(of: "public func play() { isPlaying = true }", with: "public func play() { objectWillChange.send() }")
        let kept = migrate([("AudioController.swift", sending), ("MacAudioController.swift", mac), ("PlayerView.swift", player)])
        XCTAssertEqual(found(kept, "migrate-blocked-object-will-change").count, 1)
        XCTAssertTrue(output(kept, 1).contains("public final class AudioController: ObservableObject {"), output(kept, 1))
        XCTAssertTrue(output(kept, 2).contains("@EnvironmentObject var audioController"), output(kept, 2))

        // Conditions that a build can take together stay ambiguous.
        for (first, second) in [("os(iOS)", "canImport(UIKit)"), ("os(iOS)", "os(iOS)"), ("DEBUG", "RELEASE"), ("os(iOS) || os(macOS)", "os(macOS)")] {
            let one = iosTwin.replacingOccurrences(of: "#if os(iOS)", with: "#if " + first)
            let two = mac.replacingOccurrences(of: "#if os(macOS)", with: "#if " + second)
            let ambiguous = migrate([("A.swift", one), ("B.swift", two), ("PlayerView.swift", player)])
            XCTAssertEqual(found(ambiguous, "migrate-blocked-ambiguous-class").count, 2, "\(first) / \(second)")
        }
        // A class in no `#if` in one of the files stays ambiguous.
        let plain = mac.replacingOccurrences(of: "#if os(macOS)\n", with: "").replacingOccurrences(of: "#endif\n", with: "")
        XCTAssertEqual(found(migrate([("A.swift", iosTwin), ("B.swift", plain), ("PlayerView.swift", player)]), "migrate-blocked-ambiguous-class").count, 2)
    }
}

extension MigrationTwentyEighthReviewTests {
    /// 15b/F4 (moblin, false error): `@ObservedObject var x = musicPlayer.state` with
    /// `let musicPlayer = ApplicationMusicPlayer.shared` at file scope (or a `static let`), the
    /// type imported: the value starts from an imported type, so the site is left, no error.
    func testAConstantHoldingAnImportedValueLeavesTheSite() throws {
        let template = """
        import Combine
        import SwiftUI

        HOLDER

        final class Settings: ObservableObject {
            @Published var volume = 1.0
        }

        struct MusicView: View {
            @ObservedObject var settings: Settings
            @ObservedObject private var playerState = INITIALIZER
            var body: some View { Text("\\(settings.volume)") }
        }

        """
        for (holder, initializer) in [("let musicPlayer = ApplicationMusicPlayer.shared", "musicPlayer.state"),
                                       ("enum Players { static let music = ApplicationMusicPlayer.shared }", "Players.music.state")] {
            let text = template.replacingOccurrences(of: "HOLDER", with: holder).replacingOccurrences(of: "INITIALIZER", with: initializer)
            let result = migrate([("Music.swift", text)])
            XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), [], initializer)
            XCTAssertTrue(output(result).contains("@ObservedObject private var playerState = \(initializer)"), output(result))
            XCTAssertTrue(output(result).contains("@Observable\nfinal class Settings {"), output(result))
        }
        // A `var`, or a constant of a type the run declares or that cannot be told: the error stays.
        for holder in ["var musicPlayer = ApplicationMusicPlayer.shared", "let musicPlayer = makePlayer()",
                       "let musicPlayer = Settings()"] {
            let text = template.replacingOccurrences(of: "HOLDER", with: holder).replacingOccurrences(of: "INITIALIZER", with: "musicPlayer.state")
            XCTAssertEqual(found(migrate([("Music.swift", text)]), "migrate-unknown-wrapped-type"), [at("Music.swift", text, "var playerState")], holder)
        }
    }
}

extension MigrationTwentyEighthReviewTests {
    /// 15b/F5, F6 (probes, silent loss): a tracked property holding a class-bound existential
    /// (`any Meter`, `protocol Meter: AnyObject`) or an array of plain classes, changed in place
    /// and read by a view, gets `migrate-reference-state-view-read` as one held class does.
    func testHeldExistentialsAndElementsWarnAsOneHeldClass() throws {
        let template = """
        import Combine
        import SwiftUI

        PROTOCOL
        final class MicMeter: Meter { var level = 0 }

        final class Mixer: ObservableObject {
            @Published var PROPERTY
            @Published var isMuted = false
            func update(_ l: Int) { CHANGE = l; isMuted = l == 0 }
        }

        struct MixerView: View {
            @ObservedObject var mixer: Mixer
            var body: some View { Text("\\(mixer.READ)") }
        }

        """
        let cases = [("protocol Meter: AnyObject { var level: Int { get set } }", "meter: any Meter = MicMeter()", "meter.level", "meter.level"),
                     ("protocol Meter: AnyObject { var level: Int { get set } }", "meter: (any Meter)? = nil", "meter?.level", "meter?.level ?? 0"),
                     ("protocol Meter { var level: Int { get set } }", "meter: any Meter = MicMeter()", "meter.level", "meter.level"),
                     ("protocol Meter: AnyObject { var level: Int { get set } }", "meters: [MicMeter] = [MicMeter()]", "meters[0].level", "meters[0].level"),
                     ("protocol Meter: AnyObject { var level: Int { get set } }", "meter = MicMeter()", "meter.level", "meter.level")]
        for (proto, property, change, read) in cases {
            let text = template.replacingOccurrences(of: "PROTOCOL", with: proto).replacingOccurrences(of: "PROPERTY", with: property)
                .replacingOccurrences(of: "CHANGE", with: change).replacingOccurrences(of: "READ", with: read)
            let result = migrate([("Mixer.swift", text)])
            XCTAssertEqual(found(result, "migrate-reference-state-view-read"), [at("Mixer.swift", text, "var body")], property)
            try assertOutputsTypeCheck(result)
        }
        // A protocol a struct conforms to (not class-bound), or nothing changed in place: no warning.
        let valueProtocol = template.replacingOccurrences(of: "PROTOCOL", with: "protocol Meter { var level: Int { get set } }\nstruct Fake: Meter { var level = 0 }")
            .replacingOccurrences(of: "PROPERTY", with: "meter: any Meter = MicMeter()").replacingOccurrences(of: "CHANGE", with: "meter.level")
            .replacingOccurrences(of: "READ", with: "meter.level")
        XCTAssertEqual(found(migrate([("Mixer.swift", valueProtocol)]), "migrate-reference-state-view-read"), [])
        let unchanged = template.replacingOccurrences(of: "PROTOCOL", with: "protocol Meter: AnyObject { var level: Int { get } }")
            .replacingOccurrences(of: "final class MicMeter: Meter { var level = 0 }", with: "final class MicMeter: Meter { let level = 0 }")
            .replacingOccurrences(of: "PROPERTY", with: "meters: [MicMeter] = []").replacingOccurrences(of: "CHANGE = l; ", with: "")
            .replacingOccurrences(of: "READ", with: "meters.count")
        XCTAssertEqual(found(migrate([("Mixer.swift", unchanged)]), "migrate-reference-state-view-read"), [])
        // A read of the array itself (its count, its elements handed on) reads no element's state.
        for read in ["meters.count", "meters.firstIndex { $0 === MicMeter() } ?? 0", "meters.first?.level ?? 0"] {
            let text = template.replacingOccurrences(of: "PROTOCOL", with: "protocol Meter: AnyObject { var level: Int { get set } }")
                .replacingOccurrences(of: "PROPERTY", with: "meters: [MicMeter] = []").replacingOccurrences(of: "CHANGE", with: "meters[0].level")
                .replacingOccurrences(of: "READ", with: read)
            XCTAssertEqual(found(migrate([("Mixer.swift", text)]), "migrate-reference-state-view-read"),
                           read.hasPrefix("meters.first?") ? [at("Mixer.swift", text, "var body")] : [], read)
        }
    }
}
