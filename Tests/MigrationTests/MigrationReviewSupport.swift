import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// What the review tests (`Migration…ReviewTests`) share: a run in-process over named files,
/// the lines of a diagnostic, the outputs, and their type-check against the stand-ins.
protocol MigrationReviewCase: XCTestCase {}

extension MigrationReviewCase {
    func migrate(_ files: [(String, String)]) -> MigrationResult {
        Migrator.migrate(files.map { SourceFile(path: $0.0, text: $0.1) }, options: MigrationOptions())
    }

    /// `path:line` of each diagnostic `id` of the run.
    func found(_ result: MigrationResult, _ id: String) -> [String] {
        result.files.flatMap { file in
            file.diagnostics.filter { $0.id == id }.map { "\(file.file.path):\(file.file.location(of: $0.offset).line)" }
        }
    }

    func output(_ result: MigrationResult, _ k: Int = 0) -> String {
        String(decoding: result.files[k].output ?? [], as: UTF8.self)
    }

    /// Writes every output of `result` to a folder and type-checks them together, in Swift 5 and 6;
    /// with `imported`, also that text (as `Imported.swift`: it stands for the top-level
    /// declarations of a module the run imports).
    func assertOutputsTypeCheck(_ result: MigrationResult, with imported: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (k, migrated) in result.files.enumerated() {
            let url = folder.appendingPathComponent(migrated.file.path)
            try Data(output(result, k).utf8).write(to: url)
            paths.append(url.path)
        }
        if let imported {
            let url = folder.appendingPathComponent("Imported.swift")
            try Data(imported.utf8).write(to: url)
            paths.append(url.path)
        }
        for (mode, check) in try MigrationSupport.typecheckInBothModes(paths) {
            XCTAssertEqual(check.status, 0, "Swift \(mode):\n\((0 ..< result.files.count).map { output(result, $0) }.joined(separator: "\n"))\n\(check.stderr)",
                           file: file, line: line)
        }
    }

    /// Writes `files` (paths relative to `folder`, folders made) and runs `migrate --in-place in`
    /// there with the built tool: its outcome, and its standard output and error together.
    func migrateInPlace(_ files: [(String, String)], in folder: URL) throws -> (outcome: MigrationSupport.Outcome, said: String) {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let outcome = try MigrationSupport.tool(["migrate", "--in-place", "in"], in: folder)
        return (outcome, outcome.stdout + outcome.stderr)
    }

    /// Two packages of one run, each with a `Package.swift` (`manifest(name)`) and a class
    /// `CourseModel`: public in `kit`'s file, internal beside the view `CoursePage` that uses it
    /// in `ui`'s. Paths are relative to the test folder (`in/…`).
    func namesakeCoursePackages(kit: (folder: String, name: String, file: String), ui: (folder: String, name: String, file: String),
                                manifest: (String) -> String) -> [(String, String)] {
        [
            ("\(kit.folder)/Package.swift", manifest(kit.name)),
            ("\(kit.folder)/\(kit.file)", "import SwiftUI\n\npublic class CourseModel: ObservableObject {\n    @Published public var name = \"\"\n    public init() {}\n}\n"),
            ("\(ui.folder)/Package.swift", manifest(ui.name)),
            ("\(ui.folder)/\(ui.file)", """
                import SwiftUI

                struct CoursePage: View {
                    @StateObject var model = CourseModel()
                    var body: some View { Text(model.teacher) }
                }

                class CourseModel: ObservableObject {
                    @Published var teacher = ""
                }

                """),
        ]
    }

    /// A Tuist `Project.swift` of one app target `name` whose sources are `Sources/**`: the files
    /// below it are one module.
    func tuistManifest(_ name: String) -> String {
        """
        import ProjectDescription

        let project = Project(
            name: "\(name)",
            targets: [
                .target(name: "\(name)", destinations: .iOS, product: .app, bundleId: "com.example.\(name)",
                        deploymentTargets: .iOS("17.0"), sources: ["Sources/**"]),
            ]
        )

        """
    }
}
