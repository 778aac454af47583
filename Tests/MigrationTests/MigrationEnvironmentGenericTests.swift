import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// SwiftUI's model wrappers written with their generic argument instead of a type annotation
/// (Yattee writes every environment object `@EnvironmentObject<Session> private var session`),
/// and a wrapper the app nests in one of them (`@EnvironmentObject<Session>.Optional`).
final class MigrationEnvironmentGenericTests: XCTestCase, MigrationReviewCase {
    /// `@EnvironmentObject<T>`, `@ObservedObject<T>` and `@StateObject<T>` (also `SwiftUI.`, and
    /// with the attribute's `wrappedValue:`) are the annotated forms' properties: the class
    /// migrated (it was kept, "SwiftUI wrapper 'EnvironmentObject<Session>' used as a value"),
    /// each property rewritten with `<T>` removed, the type written as an annotation where no
    /// attribute is left to write it (`.init()` needs it), `@Bindable` where `$x` makes a
    /// binding, and the eager-initialisation warning of `@State`.
    func testAWrapperWrittenWithItsGenericArgumentMigratesAsTheAnnotatedForm() throws {
        let text = """
            import Combine
            import SwiftUI

            final class Session: ObservableObject {
                @Published var name = ""
            }

            final class Library: ObservableObject {
                @Published var title = ""
            }

            struct NameView: View {
                @EnvironmentObject<Session> private var session
                @SwiftUI.EnvironmentObject<Library> var library
                var body: some View {
                    TextField("name", text: $session.name)
                    Text(session.name + library.title)
                }
            }

            struct ShelfView: View {
                @ObservedObject<Library> var library = .init()
                @SwiftUI.ObservedObject<Session>(wrappedValue: Session()) var session
                var body: some View {
                    TextField("title", text: $library.title)
                    Text(session.name)
                }
            }

            struct RootView: View {
                @StateObject<Session> var session = Session()
                @StateObject<Library>(wrappedValue: Library()) var library
                var body: some View {
                    VStack {
                        NameView()
                        ShelfView(library: library)
                    }
                    .environmentObject(session)
                    .environmentObject(library)
                }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-value"), [])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["App.swift:4", "App.swift:8"])
        XCTAssertEqual(found(result, "migrate-bindable-local"), ["App.swift:16"])
        XCTAssertEqual(found(result, "migrate-state-object-eager-init"), ["App.swift:31", "App.swift:32"])
        XCTAssertEqual(output(result), """
            import SwiftUI
            import Observation

            @Observable
            final class Session {
                var name = ""
            }

            @Observable
            final class Library {
                var title = ""
            }

            struct NameView: View {
                @Environment(Session.self) private var session
                @Environment(Library.self) var library
                var body: some View {
                    @Bindable var session = session
                    TextField("name", text: $session.name)
                    Text(session.name + library.title)
                }
            }

            struct ShelfView: View {
                @Bindable var library: Library = .init()
                var session: Session = Session()
                var body: some View {
                    TextField("title", text: $library.title)
                    Text(session.name)
                }
            }

            struct RootView: View {
                @State var session: Session = Session()
                @State var library: Library = Library()
                var body: some View {
                    VStack {
                        NameView()
                        ShelfView(library: library)
                    }
                    .environment(session)
                    .environment(library)
                }
            }

            """)
        try assertOutputsTypeCheck(result)
    }

    /// The app's wrapper nested in `EnvironmentObject` (declared in an extension of it) and
    /// written `@EnvironmentObject<Session>.Optional var session`: its `ObjectType` needs
    /// `ObservableObject`, so `Session` stays; the warning at the attribute names that wrapper
    /// (it said "used as a value … written as a type, or the wrapper store read", which is not
    /// what happens), and the output is the input, which builds.
    func testTheAppsWrapperNestedInEnvironmentObjectKeepsTheClassAndSaysWhy() throws {
        let text = """
            import Combine
            import SwiftUI

            final class Session: ObservableObject {
                @Published var name = ""
            }

            extension EnvironmentObject {
                @propertyWrapper
                struct Optional: DynamicProperty {
                    @EnvironmentObject private var _wrappedValue: ObjectType
                    var wrappedValue: ObjectType? { _wrappedValue }
                }
            }

            struct NameView: View {
                @EnvironmentObject<Session>.Optional var session
                var body: some View {
                    Text(session?.name ?? "")
                }
            }

            struct RootView: View {
                @StateObject var session = Session()
                var body: some View {
                    NameView().environmentObject(session)
                }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-value"), [])
        XCTAssertEqual(found(result, "migrate-blocked-nested-wrapper"), ["App.swift:17"])
        XCTAssertEqual(found(result, "migrate-class-kept"), ["App.swift:4"])
        let diagnostics = result.files[0].diagnostics
        XCTAssertFalse(diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        XCTAssertEqual(diagnostics.first { $0.id == "migrate-blocked-nested-wrapper" }.map { "\($0.severity.rawValue): \($0.message)" },
                       "warning: 'EnvironmentObject<Session>.Optional' is the app's property wrapper declared in an extension of SwiftUI's "
                           + "'EnvironmentObject': its 'ObjectType' is the argument written here, which 'EnvironmentObject' requires to be an "
                           + "'ObservableObject', and 'migrate' does not rewrite the app's wrapper; class 'Session' keeps 'ObservableObject' "
                           + "(use '--force' to migrate anyway)")
        XCTAssertEqual(diagnostics.first { $0.id == "migrate-class-kept" }?.message,
                       "class 'Session' keeps 'ObservableObject': the app's wrapper 'EnvironmentObject<Session>.Optional', declared in an "
                           + "extension of 'EnvironmentObject', needs 'ObservableObject'")
        XCTAssertEqual(output(result), text)
        try assertOutputsTypeCheck(result)
    }
}
