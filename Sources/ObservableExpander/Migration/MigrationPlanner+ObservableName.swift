import ObservableSyntax

/// How the protocol and generic rewrites spell Observation's `Observable` (review 18b/04): a
/// bare `Observable` names whatever type of that name the file sees first, and RxSwift's
/// `class Observable<Element>` or a run's own `final class Observable<T>` (the MVVM "box")
/// shadow the protocol, so the rewritten constraint no longer builds. The macro's expansion
/// spells it `Observation.Observable`; the rewrites do too unless the file can see no other.
extension MigrationPlanner {
    /// Apple's modules (and the standard library's) that declare no type named `Observable`
    /// (Observation, and SwiftData which re-exports it, declare the protocol itself).
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

    /// `Observable` as a rewrite in `file` writes it: `Observation.Observable` when the run
    /// declares a type, typealias or generic parameter named `Observable`, or when the file
    /// imports a module not known to declare none (`RxSwift`, the app's own modules); else
    /// `Observable`.
    func observableName(file: Int) -> String {
        let source = sources[file]
        let imports = DeclarationIndex.importedModules(members: source.tree.members, tokens: source.tokens, bytes: source.bytes)
        if declaresType(named: "Observable") || !imports.isSubset(of: Self.modulesWithoutOtherObservable) { return "Observation.Observable" }
        return "Observable"
    }
}
