import ObservableSyntax

/// How the expansion names the two declarations of the Observation module it writes, the
/// registrar's type (`Observation.ObservationRegistrar`) and the protocol of the conformance
/// (`Observation.Observable`), as Swift 6.3's ObservableMacro spells them.
///
/// A type named `Observation` that the class sees (a weather or health app's `struct
/// Observation`, at file scope in any file of the module, or nested around the class) hides
/// the module: `Observation.ObservationRegistrar` then means a member of that type, and the
/// macro's expansion does not compile (`type 'Observation' has no member
/// 'ObservationRegistrar'`, `'Observable' is not a member type of struct 'Observation'`:
/// swiftc 6.3). No other spelling names the module then; the bare names do, where nothing else
/// the class sees is named so.
enum ObservationModuleSpelling: Equatable {
    /// `Observation.ObservationRegistrar`, `Observation.Observable`: as the macro writes them.
    case qualified
    /// `ObservationRegistrar`, `Observable`: a type named `Observation` hides the module, and
    /// nothing else the class sees takes the bare names.
    case unqualified
    /// Neither spelling names the module's declarations: a type named `Observation` hides it,
    /// and `reason` says what may take the bare names (a type of the run, an imported module).
    case hidden(reason: String)
}

extension ObservationRules {
    /// Apple's modules (and the standard library's) that declare no type named `Observable` or
    /// `ObservationRegistrar` (Observation, and SwiftData which re-exports it, declare the
    /// protocol itself). Shared with `migrate`'s spelling of `Observable`
    /// (`MigrationPlanner.observableName`).
    static let modulesWithoutOtherObservable: Set<String> = [
        "Swift", "SwiftUI", "Foundation", "Combine", "Observation", "SwiftData", "UIKit", "AppKit", "CoreData",
        "CoreGraphics", "CoreFoundation", "os", "OSLog", "Darwin", "Dispatch", "MapKit", "CoreLocation", "AVFoundation",
        "AVKit", "Photos", "PhotosUI", "StoreKit", "WidgetKit", "WatchKit", "Charts", "CloudKit", "Contacts",
        "EventKit", "UserNotifications", "AuthenticationServices", "CryptoKit", "Network", "WebKit",
        "SafariServices", "QuartzCore", "CoreImage", "CoreML", "Vision", "MessageUI", "GameKit", "HealthKit",
        "ActivityKit", "AppIntents", "Security", "LocalAuthentication", "CoreMotion", "CoreBluetooth",
        "MultipeerConnectivity", "NaturalLanguage", "Speech", "SceneKit", "SpriteKit", "RealityKit", "ARKit",
        "Metal", "MetalKit", "TipKit", "XCTest", "Testing", "Accessibility", "UniformTypeIdentifiers",
    ]

    /// The spelling of the module's declarations for a class.
    ///
    /// - Parameters:
    ///   - moduleHidden: whether a type (or type alias) named `Observation` is visible in the
    ///     class's scope.
    ///   - takenNames: which of `Observable` and `ObservationRegistrar` a type of the run
    ///     visible in the class's scope is named.
    ///   - imports: the modules the class's file imports.
    /// - Returns: `.qualified` unless `moduleHidden`; then `.unqualified` when no name is
    ///   taken and every import is one of `modulesWithoutOtherObservable`, else `.hidden`.
    static func observationModuleSpelling(moduleHidden: Bool, takenNames: [String], imports: Set<String>) -> ObservationModuleSpelling {
        guard moduleHidden else { return .qualified }
        if let taken = takenNames.first {
            return .hidden(reason: "a type of the run named '\(taken)' takes the bare name")
        }
        let others = imports.subtracting(modulesWithoutOtherObservable).sorted()
        guard others.isEmpty else {
            return .hidden(reason: "the file imports '\(others.joined(separator: "', '"))', which may declare 'Observable'")
        }
        return .unqualified
    }
}
