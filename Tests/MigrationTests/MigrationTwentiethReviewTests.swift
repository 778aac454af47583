import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 13b of `migrate` (a4a8ec7): a property wrapper named in lower case, and
/// `@Published` inherited from a superclass that is no `ObservableObject`.
final class MigrationTwentiethReviewTests: XCTestCase, MigrationReviewCase {
    /// 13b/1 (Monal, 5 classes): `@propertyWrapper struct defaultsDB` publishes through the
    /// enclosing instance (its `_enclosingInstance` subscript asks `ObservableObject`). Its
    /// lower-case name hid it: the class migrated, the property became `@ObservationIgnored`
    /// (a lost notification) and the output did not build. It is a wrapper of the run: the
    /// class stays, with the reason at the property.
    func testALowercaseRunWrapperPublishingThroughTheEnclosingInstanceKeepsTheClass() throws {
        let wrapper = """
        import Combine
        import Foundation

        @propertyWrapper
        public struct defaultsDB<Value> {
            private let key: String
            private var container: UserDefaults = .standard

            public init(_ key: String) { self.key = key }

            public var wrappedValue: Value {
                get { container.object(forKey: key) as! Value }
                set { container.set(newValue, forKey: key) }
            }

            public static subscript<OuterSelf: ObservableObject>(
                _enclosingInstance observed: OuterSelf,
                wrapped wrappedKeyPath: ReferenceWritableKeyPath<OuterSelf, Value>,
                storage storageKeyPath: ReferenceWritableKeyPath<OuterSelf, Self>
            ) -> Value {
                get { observed[keyPath: storageKeyPath].wrappedValue }
                set {
                    if let subject = observed.objectWillChange as? ObservableObjectPublisher {
                        subject.send()
                    }
                    observed[keyPath: storageKeyPath].wrappedValue = newValue
                }
            }
        }

        """
        let settings = """
        import SwiftUI

        class SettingsDB: ObservableObject {
            @defaultsDB("showAdvancedUI")
            var showAdvancedUI: Bool
        }

        struct SettingsView: View {
            @ObservedObject var db = SettingsDB()
            var body: some View {
                VStack {
                    Toggle("Advanced", isOn: $db.showAdvancedUI)
                    Text(db.showAdvancedUI ? "advanced options" : "")
                }
            }
        }

        """
        let result = migrate([("Wrapper.swift", wrapper), ("Settings.swift", settings)])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-enclosing-instance"), ["Settings.swift:4"])
        XCTAssertEqual(result.summary.keptClasses, ["SettingsDB"])
        XCTAssertEqual(output(result, 1), settings, "nothing changes: the class and its view stay")
        try assertOutputsTypeCheck(result)
    }

    /// 13b/1, the same wrapper with a subscript that asks only `AnyObject`: it publishes and is
    /// declared in the run, so the property keeps notifying through tracked accessors, as an
    /// upper-case one does (it was `@ObservationIgnored` in silence).
    func testALowercasePublishingRunWrapperGetsTrackedAccessors() throws {
        let wrappers = """
        @propertyWrapper struct stored<Value> {
            var wrappedValue: Value
            static subscript<T: AnyObject>(_enclosingInstance object: T, wrapped w: ReferenceWritableKeyPath<T, Value>,
                                           storage s: ReferenceWritableKeyPath<T, Self>) -> Value {
                get { object[keyPath: s].wrappedValue }
                set { object[keyPath: s].wrappedValue = newValue }
            }
        }
        @propertyWrapper struct logged<Value> { var wrappedValue: Value }

        """
        let model = """
        import Combine

        final class Prefs: ObservableObject {
            @stored var theme: String = "light"
            @logged var opened = 0
        }

        """
        let result = migrate([("Wrappers.swift", wrappers), ("Prefs.swift", model)])
        XCTAssertEqual(found(result, "migrate-wrapper-tracked"), ["Prefs.swift:4"])
        XCTAssertEqual(output(result, 1), """
        import Observation

        @Observable
        final class Prefs {
            @ObservationIgnored @stored private var _theme: String = "light"
            var theme: String {
                get { access(keyPath: \\.theme); return _theme }
                set { withMutation(keyPath: \\.theme) { _theme = newValue } }
            }
            @ObservationIgnored @logged var opened = 0
        }

        """)
        try assertOutputsTypeCheck(result)
    }

    /// 13b/1, imported: a lower-case attribute the run does not declare and that is none of
    /// Swift's own (`@userDefault("theme")` of a package) may be a publishing wrapper: the class
    /// stays, as for an unknown upper-case wrapper. Swift's own lower-case attributes
    /// (`@available`) are no wrapper: that class migrates.
    func testAnImportedLowercaseWrapperKeepsTheClassButSwiftsOwnAttributesDoNot() throws {
        let prefs = """
        import SwiftUI
        import SomeDefaultsKit

        final class Prefs: ObservableObject {
            @userDefault("theme") var theme: String
            @Published var count = 0
        }

        """
        let result = migrate([("Prefs.swift", prefs)])
        XCTAssertEqual(found(result, "migrate-blocked-unknown-wrapper"), ["Prefs.swift:5"])
        XCTAssertEqual(output(result), prefs)

        let counter = """
        import Combine

        final class Counter: ObservableObject {
            @available(*, deprecated, message: "use count") var legacy = 0
            @Published var count = 0
        }

        """
        let plain = migrate([("Counter.swift", counter)])
        XCTAssertEqual(found(plain, "migrate-blocked-unknown-wrapper"), [])
        XCTAssertEqual(plain.summary.keptClasses, [])
        XCTAssertTrue(output(plain).contains("@ObservationIgnored @available(*, deprecated, message: \"use count\") var legacy = 0"), output(plain))
        try assertOutputsTypeCheck(plain)
    }

    /// 13b/2: a superclass of the run that is no `ObservableObject` declares `@Published state`;
    /// the subclass conforms, and its synthesized `objectWillChange` publishes the inherited
    /// `state` too. Migrating the subclass lost that in silence ("it had no '@Published'
    /// property"): the chain stays, with the reason at the superclass's property.
    func testPublishedInheritedFromAPlainSuperclassKeepsTheSubclass() throws {
        let text = """
        import Combine
        import SwiftUI

        @MainActor
        class BaseManager {
            @Published var state: Int = 0
            func bump() { state += 1 }
        }

        @MainActor
        final class PinnedManager: BaseManager, ObservableObject {
            var isResizing = false
        }

        struct PanelView: View {
            @ObservedObject var manager: PinnedManager
            var body: some View { Text("\\(manager.state)") }
        }

        """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-inherited-published"), ["Model.swift:6"])
        XCTAssertEqual(result.summary.keptClasses, ["PinnedManager"])
        XCTAssertEqual(output(result), text)
        try assertOutputsTypeCheck(result)
    }
}
