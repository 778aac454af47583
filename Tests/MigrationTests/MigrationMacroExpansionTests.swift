import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Break 46/01 and 46/02. 01: in attribute mode `migrate` wrote `@Observable` classes whose real
/// macro expansion does not compile (an `open` property, a type named `KeyPath`,
/// `@usableFromInline`, an opaque type), silently, exit 0. Each such class now stays, with a
/// warning at the property (the class's name for a captured type name); `--force` shows the
/// conversion the warning prevents, and the real macro refuses it. 02: a key-path literal in a
/// view naming an ignored property got no `migrate-ignored-property-view-read`.
final class MigrationMacroExpansionTests: XCTestCase, MigrationReviewCase {
    func migrate(_ text: String, _ options: MigrationOptions = MigrationOptions()) -> MigrationResult {
        Migrator.migrate([SourceFile(path: "M.swift", text: text)], options: options)
    }

    /// The class stays in attribute mode, with warning `id` at `line`, and the output (the input)
    /// type-checks; with `--force` the conversion is made and the real macro refuses it.
    /// `commentMigrates`: `--annotation comment` (this tool's expansion) takes it.
    func assertKept(_ before: String, _ id: String, line: Int, commentMigrates: Bool, file: StaticString = #filePath, caller: UInt = #line) throws {
        let result = migrate(before)
        XCTAssertEqual(output(result), before, file: file, line: caller)
        XCTAssertEqual(result.summary.keptClasses, ["Model"], file: file, line: caller)
        XCTAssertEqual(found(result, id), ["M.swift:\(line)"], file: file, line: caller)
        XCTAssertEqual(result.summary.errors, 0, file: file, line: caller)
        try assertOutputsTypeCheck(result, file: file, line: caller)
        let forced = migrate(before, MigrationOptions(force: true))
        XCTAssertEqual(forced.summary.migratedClasses, ["Model"], file: file, line: caller)
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("M.swift")
        try Data(output(forced).utf8).write(to: url)
        XCTAssertNotEqual(try MigrationSupport.typecheck([url.path]).status, 0, "the forced conversion compiles:\n\(output(forced))", file: file, line: caller)
        let comment = migrate(before, MigrationOptions(annotation: .comment))
        XCTAssertEqual(comment.summary.migratedClasses, commentMigrates ? ["Model"] : [], file: file, line: caller)
    }

    func testAnOpenPublishedPropertyKeepsTheClassInAttributeMode() throws {
        try assertKept("""
            import Combine
            open class Model: ObservableObject {
                @Published open var title = ""
                public init() {}
            }

            """, "migrate-blocked-open-property", line: 3, commentMigrates: true)
    }

    func testATypeNamedKeyPathKeepsTheClassInAttributeMode() throws {
        try assertKept("""
            import Combine
            struct KeyPath {}
            final class Model: ObservableObject {
                @Published var count = 0
            }

            """, "migrate-blocked-shadowed-name", line: 3, commentMigrates: true)
    }

    /// `Bool` declared in another file of the run, `Equatable` nested in the class; a `KeyPath`
    /// nested in another type is not seen by the class, and blocks nothing.
    func testTypesNamedAsTheMacrosNamesAreFoundWhereTheClassSeesThem() {
        let model = "import Combine\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n"
        let other = migrate([("Bool.swift", "struct Bool {}\n"), ("M.swift", model)])
        XCTAssertEqual(other.summary.keptClasses, ["Model"])
        XCTAssertEqual(found(other, "migrate-blocked-shadowed-name"), ["M.swift:2"])
        let nested = migrate([("M.swift", "import Combine\nfinal class Model: ObservableObject {\n    enum Equatable {}\n    @Published var count = 0\n}\n")])
        XCTAssertEqual(nested.summary.keptClasses, ["Model"])
        XCTAssertEqual(found(nested, "migrate-blocked-shadowed-name"), ["M.swift:2"])
        let unseen = migrate([("O.swift", "enum Other { struct KeyPath {} }\n"), ("M.swift", model)])
        XCTAssertEqual(unseen.summary.migratedClasses, ["Model"])
        XCTAssertEqual(found(unseen, "migrate-blocked-shadowed-name"), [])
        // `Observation` hides the module: this tool's expansion writes the bare names then
        // (`ObservationModuleSpelling`), so comment mode migrates the class, as with `KeyPath`;
        // where a bare name may mean another type (an `Observable` of the run, a module
        // other than Apple's imported), it cannot, and the class is kept in comment mode too.
        let files = [SourceFile(path: "O.swift", text: "struct Observation {}\nstruct KeyPath {}\n"), SourceFile(path: "M.swift", text: model)]
        let comment = Migrator.migrate(files, options: MigrationOptions(annotation: .comment))
        XCTAssertEqual(comment.summary.migratedClasses, ["Model"])
        XCTAssertEqual(comment.files[1].diagnostics.filter { $0.id == "migrate-blocked-shadowed-name" }.count, 0)
        let attribute = Migrator.migrate(files, options: MigrationOptions(annotation: .attribute))
        XCTAssertEqual(attribute.summary.keptClasses, ["Model"])
        for extra in ["protocol Observable {}\n", "final class ObservationRegistrar {}\n"] {
            let taken = [SourceFile(path: "O.swift", text: "struct Observation {}\n" + extra), SourceFile(path: "M.swift", text: model)]
            let kept = Migrator.migrate(taken, options: MigrationOptions(annotation: .comment))
            XCTAssertEqual(kept.summary.keptClasses, ["Model"], extra)
            let shadowed = kept.files[1].diagnostics.filter { $0.id == "migrate-blocked-shadowed-name" }.map(\.message)
            XCTAssertEqual(shadowed.count, 1, extra)
            XCTAssert(shadowed.first?.hasPrefix("the run declares a type named 'Observation'") == true, "\(shadowed)")
        }
        let imported = Migrator.migrate([SourceFile(path: "O.swift", text: "struct Observation {}\n"),
                                         SourceFile(path: "M.swift", text: "import RxSwift\n" + model)], options: MigrationOptions(annotation: .comment))
        XCTAssertEqual(imported.summary.keptClasses, ["Model"])
    }

    func testUsableFromInlineOnAPublishedPropertyKeepsTheClassInAttributeMode() throws {
        try assertKept("""
            import Combine
            public final class Model: ObservableObject {
                @usableFromInline @Published internal var count = 0
                public init() {}
            }

            """, "migrate-blocked-attribute-placement", line: 3, commentMigrates: true)
    }

    /// The expander refuses an opaque type too: the class stays in either mode.
    func testAnOpaquePublishedTypeKeepsTheClassInEitherMode() throws {
        try assertKept("""
            import Combine
            final class Model: ObservableObject {
                @Published var value: some Equatable = 1
            }

            """, "migrate-blocked-opaque-type", line: 3, commentMigrates: false)
    }

    // MARK: - 46/02: key-path literals of ignored properties

    static let keyPathApp = """
        import SwiftUI
        import Combine

        final class Form2: ObservableObject {
            @Published var saving = false
            var count = 0
            func save() { count += 1; saving.toggle() }
        }

        struct Field<Value>: View {
            @ObservedObject var model: Form2
            let key: KeyPath<Form2, Value>
            var body: some View {
                Text("\\(String(describing: model[keyPath: key]))")
            }
        }

        struct Direct: View {
            @ObservedObject var model: Form2
            var body: some View {
                Text("\\(model[keyPath: \\Form2.count])")
            }
        }

        struct Screen: View {
            @StateObject var form = Form2()
            var body: some View {
                Field(model: form, key: \\.count)
            }
        }

        """

    func testAKeyPathLiteralOfAnIgnoredPropertyIsWarnedAtItsLine() throws {
        let result = migrate(Self.keyPathApp)
        XCTAssertEqual(result.summary.migratedClasses, ["Form2"])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["M.swift:21", "M.swift:28"])
        let messages = result.files[0].diagnostics.filter { $0.id == "migrate-ignored-property-view-read" }.map(\.message)
        XCTAssert(messages.first?.hasPrefix("view 'Direct' reads '\\Form2.count'; 'count' did not notify") == true, "\(messages)")
        XCTAssert(messages.last?.hasPrefix("view 'Screen' reads '\\.count'; 'count' did not notify") == true, "\(messages)")
        try assertOutputsTypeCheck(result)
    }

    /// A key path to a tracked property names nothing ignored: `\.saving` is not reported, while
    /// `\Form2.count` of the same run is; nor is a `\.count` whose root is evidently another
    /// value's, in a view that holds `Form2` (a receiver's method argument, an identity, one in an
    /// interpolation that is no key-path subscript's), while `model[keyPath: \.count]` is.
    func testAKeyPathLiteralOfATrackedPropertyIsNotWarned() {
        let other = """
            struct Words: View {
                @ObservedObject var model: Form2
                let words: [String]
                let grid: [[Int]]
                var body: some View {
                    Text("\\(model.saving) \\(words.map(\\.count).reduce(0, +))")
                    Text(String(words.map(\\.count).reduce(0, +)))
                    Text("\\(model[keyPath: \\.count])")
                    ForEach(grid, id: \\.count) { row in Text("\\(row.count)") }
                }
            }

            """
        let tracked = Self.keyPathApp.replacingOccurrences(of: "key: \\.count", with: "key: \\.saving") + other
        XCTAssert(tracked.contains("key: \\.saving"))
        let result = migrate(tracked)
        XCTAssertEqual(result.summary.migratedClasses, ["Form2"])
        // `model[keyPath: \.count]` in an interpolation is a read of `count`.
        let subscripted = 1 + tracked.components(separatedBy: "\n").firstIndex { $0.contains("[keyPath: \\.count]") }!
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["M.swift:21", "M.swift:\(subscripted)"])
    }
}
