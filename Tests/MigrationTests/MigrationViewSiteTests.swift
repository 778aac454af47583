import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// View sites whose rewrite did not build (migfix50): a type name written into an expression
/// where a member of the view of the same name is found first (review 28c/02), and a wrapper
/// nested in `EnvironmentObject` left on a migrated class (review 28a/01).
final class MigrationViewSiteTests: XCTestCase, MigrationReviewCase {
    static let mail = """
        import SwiftUI

        class EmailManager: ObservableObject {
            @Published var unread = 0
        }

        struct MailView: View {
            @EnvironmentObject var EmailManager: EmailManager
            var body: some View {
                Text("\\(EmailManager.unread)")
            }
        }

        struct Home: View {
            @StateObject var manager = EmailManager()
            var body: some View {
                MailView().environmentObject(manager)
            }
        }

        """

    /// The-OldOS-Project (28c/02): `@EnvironmentObject var EmailManager: EmailManager` became
    /// `@Environment(EmailManager.self) var EmailManager: EmailManager`, whose argument is the
    /// property (exit 0, no build). Of unknown module, the type is named by a file-private alias.
    func testATypeShadowedByTheViewsPropertyIsNamedByAFilePrivateAlias() throws {
        let result = migrate([("Mail.swift", Self.mail)])
        let out = output(result)
        XCTAssertTrue(out.contains("@Environment(EmailManagerEnvironmentType.self) var EmailManager: EmailManager"), out)
        XCTAssertEqual(out.components(separatedBy: "fileprivate typealias EmailManagerEnvironmentType = EmailManager\n").count, 2, out)
        XCTAssertTrue(result.files.allSatisfy { !$0.diagnostics.contains { $0.severity == .error } })
        try assertOutputsTypeCheck(result)
    }

    /// Two sites of one type in one file share one alias; an `init` that assigns `_x =
    /// EnvironmentObject()` gets the alias too; a view whose property has another name keeps `X.self`.
    func testOneAliasPerFileAndTheInitAssignmentUsesIt() throws {
        let source = Self.mail + """
            struct Badge: View {
                @EnvironmentObject var EmailManager: EmailManager
                init() { _EmailManager = EnvironmentObject() }
                var body: some View { Text("\\(EmailManager.unread)") }
            }

            struct Plain: View {
                @EnvironmentObject var manager: EmailManager
                var body: some View { Text("\\(manager.unread)") }
            }

            """
        let result = migrate([("Mail.swift", source)])
        let out = output(result)
        XCTAssertEqual(out.components(separatedBy: "fileprivate typealias").count, 2, out)
        XCTAssertTrue(out.contains("_EmailManager = Environment(EmailManagerEnvironmentType.self)"), out)
        XCTAssertTrue(out.contains("@Environment(EmailManager.self) var manager: EmailManager"), out)
        try assertOutputsTypeCheck(result)
    }

    /// A local `@EnvironmentObject` in the body of a view whose property takes the type's name:
    /// the same spelling.
    func testALocalInAViewWhosePropertyTakesTheTypesNameUsesTheAlias() throws {
        let source = Self.mail + """
            struct Local: View {
                @EnvironmentObject var EmailManager: EmailManager
                var body: some View {
                    @EnvironmentObject var other: EmailManager
                    return Text("\\(EmailManager.unread)")
                }
            }

            """
        let result = migrate([("Mail.swift", source)])
        let out = output(result)
        XCTAssertTrue(out.contains("@Environment(EmailManagerEnvironmentType.self) var other: EmailManager"), out)
        try assertOutputsTypeCheck(result)
    }

    /// In a package target the run knows, the type is qualified by the module instead.
    func testATypeShadowedByTheViewsPropertyIsQualifiedByItsPackageModule() throws {
        let result = Migrator.migrate([SourceFile(path: "Mail.swift", text: Self.mail)],
                                      options: MigrationOptions(modules: ["Mail.swift": ["package /src/OldOS target OldOS"]]))
        let out = output(result)
        XCTAssertTrue(out.contains("@Environment(OldOS.EmailManager.self) var EmailManager: EmailManager"), out)
        XCTAssertFalse(out.contains("typealias"), out)
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Mail.swift")
        try Data(out.utf8).write(to: url)
        for (mode, check) in try MigrationSupport.typecheckInBothModes([url.path], extra: ["-module-name", "OldOS"]) {
            XCTAssertEqual(check.status, 0, "Swift \(mode):\n\(check.stderr)")
        }
    }

    static let authentication = """
        import SwiftUI

        class AuthenticationModel: ObservableObject {
            @Published var done = false
        }

        struct AuthenticationSheet: View {
            @StateObject private var model = AuthenticationModel()
            var body: some View {
                RegisterSheet().environmentObject(model)
            }
        }

        struct RegisterSheet: View {
            @EnvironmentObject.Optional private var authModel: AuthenticationModel?
            var body: some View {
                Text(authModel?.done == true ? "done" : "not yet")
            }
        }

        """

    /// SwiftUIX, as DanXi-swift uses it: a wrapper nested in `EnvironmentObject`.
    static let swiftUIX = """
        import SwiftUI

        extension EnvironmentObject {
            @propertyWrapper
            public struct Optional: DynamicProperty {
                @EnvironmentObject<ObjectType> private var _wrappedValue
                public init() {}
                public var wrappedValue: ObjectType? { _wrappedValue }
            }
        }

        extension ObservedObject {
            @propertyWrapper
            public struct Optional: DynamicProperty {
                public var wrappedValue: ObjectType?
                public init(wrappedValue: ObjectType?) { self.wrappedValue = wrappedValue }
            }
        }

        """

    /// DanXi-swift (28a/01): `@EnvironmentObject.Optional var authModel: AuthenticationModel?`
    /// was left on the migrated class (exit 0, no build); it reads the optional object that
    /// `.environment(model)` now provides.
    func testEnvironmentObjectOptionalBecomesAnOptionalEnvironmentObject() throws {
        let result = migrate([("Auth.swift", Self.authentication)])
        let out = output(result)
        XCTAssertTrue(out.contains("@Environment(AuthenticationModel.self) private var authModel: AuthenticationModel?"), out)
        XCTAssertFalse(out.contains("EnvironmentObject"), out)
        XCTAssertTrue(result.files.allSatisfy { !$0.diagnostics.contains { $0.severity == .error } })
        try assertOutputsTypeCheck(result, with: Self.swiftUIX)
    }

    /// Any other wrapper nested in `EnvironmentObject`, `ObservedObject` or `StateObject` on a
    /// migrated class is an error at its attribute (exit 1), never left in silence; on a class
    /// that stays, nothing is said.
    func testOtherNestedObjectWrappersOnAMigratedClassAreErrors() throws {
        let source = Self.authentication + """
            struct Other: View {
                @ObservedObject.Optional var authModel: AuthenticationModel?
                @SwiftUI.EnvironmentObject.Optional var withValue: AuthenticationModel? = nil
                var body: some View { Text("x") }
            }

            class Kept: ObservableObject {
                @Published var x = 0
                var c = Set<AnyCancellable>()
                init() { objectWillChange.sink { _ in }.store(in: &c) }
            }

            struct KeptView: View {
                @ObservedObject.Optional var kept: Kept?
                var body: some View { Text("x") }
            }

            """
        let result = migrate([("Auth.swift", source)])
        XCTAssertEqual(found(result, "migrate-qualified-wrapper-site"), ["Auth.swift:21", "Auth.swift:22"], output(result))
        XCTAssertTrue(output(result).contains("class Kept: ObservableObject"), output(result))
        XCTAssertTrue(output(result).contains("@ObservedObject.Optional var kept: Kept?"), output(result))
    }
}
