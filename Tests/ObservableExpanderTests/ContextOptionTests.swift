import Foundation
import XCTest

/// `--context`, `--no-default-context` and the default context on the built binary: exit
/// codes and exact diagnostics (the binary found as `MetamorphicTests` finds it, also with
/// `--scratch-path`).
final class ContextOptionTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try Toolchain.temporaryDirectory()
        try write("Model.swift", "import Observation\n\n// @Observable\nfinal class Model {\n  var theme = Palette.accent\n  var elapsed = Duration.zero\n}\n")
        try write("Shared/Palette.swift", "enum Palette {\n  static let accent = \"teal\"\n}\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func write(_ path: String, _ text: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func run(_ arguments: [String]) throws -> Toolchain.Result {
        try Toolchain.run(MetamorphicTests.binary, arguments, in: directory)
    }

    func testAContextFolderTypesWhatItDeclares() throws {
        let result = try run(["Model.swift", "--context", "Shared"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("  var theme: String = Palette.accent {"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  var elapsed: Duration = Duration.zero {"), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    /// A `.swift` file saved inside an Xcode project or workspace bundle of a context folder is
    /// built by no target: its declarations are left out, as the input folder walk leaves them
    /// out (review 47b/03). Here a stale copy there made `Base` observable, so `Child` lost its
    /// conformance.
    func testAContextFolderLeavesOutXcodeProjectAndWorkspaceBundles() throws {
        try write("Child.swift", "import Observation\n\n// @Observable\nclass Child: Base {\n  var x = 0\n}\n")
        try write("Kit/Base.swift", "class Base {}\n")
        try write("Kit/Kit.xcodeproj/Stale.swift", "import Observation\n\nextension Base: Observable {}\n")
        try write("Kit/Kit.xcworkspace/Stale.swift", "import Observation\n\nextension Base: Observable {}\n")
        let result = try run(["Child.swift", "--context", "Kit"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.contains("extension Child: nonisolated Observation.Observable"), result.stdout)
        // Control: the same extension in the folder itself is read, and the conformance inherited.
        try write("Kit/Observed.swift", "import Observation\n\nextension Base: Observable {}\n")
        let inherited = try run(["Child.swift", "--context", "Kit"])
        XCTAssertEqual(inherited.status, 0, inherited.stderr)
        XCTAssertFalse(inherited.stdout.contains("extension Child: nonisolated Observation.Observable"), inherited.stdout)
    }

    /// A `--context` folder that holds the run's output folder (the checked-in expansions): the
    /// outputs are this tool's, left out as an input folder's walk leaves them out (break 48/4:
    /// every run after the first read the generated class's backing stores as an extension's
    /// members and failed, exit 1, also `--check`).
    func testAContextFolderLeavesOutTheRunsOutput() throws {
        try write("Sources/App/Observable/Model.swift", "import Observation\n\n// @Observable\nfinal class Model {\n    var name = Theme.title\n}\n")
        try write("Sources/App/Theme.swift", "enum Theme { static let title = \"x\" }\n")
        let arguments = ["Sources/App/Observable", "--output", "Sources/App/ObservableGenerated", "--output-suffix", ".expanded",
                         "--context", "Sources/App", "--no-cache"]
        let first = try run(arguments)
        XCTAssertEqual(first.status, 0, first.stderr)
        let output = directory.appendingPathComponent("Sources/App/ObservableGenerated/Model.expanded.swift")
        let expanded = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(expanded.contains("var name: String = Theme.title"), expanded)
        for rerun in [arguments, arguments + ["--check"]] {
            let again = try run(rerun)
            XCTAssertEqual(again.status, 0, again.stderr)
            XCTAssertEqual(again.stderr, "")
        }
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), expanded)
        // An output file (not a folder) inside the context is left out too.
        try FileManager.default.removeItem(at: output.deletingLastPathComponent())
        let single = try run(["Sources/App/Observable/Model.swift", "-o", "Sources/App/Model.out.swift", "--context", "Sources/App", "--no-cache"])
        XCTAssertEqual(single.status, 0, single.stderr)
        let twice = try run(["Sources/App/Observable/Model.swift", "-o", "Sources/App/Model.out.swift", "--context", "Sources/App", "--no-cache"])
        XCTAssertEqual(twice.status, 0, twice.stderr)
    }

    /// A noncopyable type from the context, named through a typealias declared there or as an
    /// argument of a generic type that is `Copyable` only when its arguments are: the macro's
    /// expansion does not compile (a key path's value must be `Copyable`), so a located error.
    func testANoncopyableTypeFromTheContextIsALocatedError() throws {
        try write("Vault/Types.swift", """
            public struct Token: ~Copyable { public init() {} }
            public typealias Key = Token
            public struct Box<W: ~Copyable>: ~Copyable {}
            extension Box: Copyable where W: Copyable {}

            """)
        try write("Uses.swift", "import Observation\n\n// @Observable\nfinal class Uses {\n  var key: Key? = nil\n  var box: Box<Token>? = nil\n  var plain: Box<Int>? = nil\n}\n")
        let result = try run(["Uses.swift", "--context", "Vault"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map { $0.components(separatedBy: ": error: ")[0] }
        XCTAssertEqual(errors, ["Uses.swift:5:7", "Uses.swift:6:7"], result.stderr)
        XCTAssertTrue(result.stderr.contains("property 'key' of noncopyable type 'Key?' cannot be tracked"), result.stderr)
    }

    func testWithoutContextTheErrorNamesWhatIsMissing() throws {
        let result = try run(["Model.swift", "--no-default-context"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
            Model.swift:5:7: error: cannot infer the type of 'theme' from 'Palette.accent': 'Palette' is not declared in the inputs or their context; add an explicit type annotation, or pass its declaring module with --context
            Model.swift:6:7: error: cannot infer the type of 'elapsed' from 'Duration.zero': 'Duration' is not declared in the inputs or their context; add an explicit type annotation, or pass its declaring module with --context

            """)
    }

    /// `--sdk`: the interfaces of the modules the inputs import, from a framework's or a
    /// library's `.swiftmodule` folder of the SDK (written here: no real SDK exists on Linux),
    /// and only of those modules.
    func testAnSDKGivesTheInterfacesOfTheImportedModules() throws {
        #if arch(arm64)
        let target = "arm64-apple-macos"
        #else
        let target = "x86_64-apple-macos"
        #endif
        let swiftSDK = "SDK/usr/lib/swift/Swift.swiftmodule/\(target).swiftinterface"
        try write(swiftSDK, "// swift-module-flags: -module-name Swift\npublic struct Duration {\n  public static var zero: Duration { get }\n}\npublic struct String {}\n")
        try write("SDK/System/Library/Frameworks/Paint.framework/Modules/Paint.swiftmodule/\(target).swiftinterface",
                  "// swift-module-flags: -module-name Paint\npublic struct Colour {\n  public static let black: Colour\n}\n")
        try write("SDK/System/Library/Frameworks/Unused.framework/Modules/Unused.swiftmodule/\(target).swiftinterface",
                  "// swift-module-flags: -module-name Unused\npublic struct Tint {\n  public static let red: Tint\n}\n")
        try write("Paint.swift", "import Observation\nimport Paint\n\n// @Observable\nfinal class Canvas {\n  var ink = Colour.black\n  var elapsed = Duration.zero\n}\n")
        let result = try run(["Paint.swift", "--sdk", "SDK"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("  var ink: Colour = Colour.black {"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  var elapsed: Duration = Duration.zero {"), result.stdout)
        // Without the import, the framework is not read.
        try write("Tint.swift", "import Observation\n\n// @Observable\nfinal class Brush {\n  var tint = Tint.red\n}\n")
        let unimported = try run(["Tint.swift", "--sdk", "SDK"])
        XCTAssertEqual(unimported.status, 1)
        XCTAssertTrue(unimported.stderr.contains("'Tint' is not declared in the inputs or their context"), unimported.stderr)
        // And `--no-default-context` leaves the SDK out too.
        let off = try run(["Paint.swift", "--sdk", "SDK", "--no-default-context"])
        XCTAssertEqual(off.status, 1)
        XCTAssertTrue(off.stderr.contains("'Colour' is not declared"), off.stderr)
    }

    func testAContextThatHoldsTheInputsIsReadOnce() throws {
        // The folder holds the input too: its class is not declared twice, nothing is written there.
        try write("Shared/Model.swift", try String(contentsOf: directory.appendingPathComponent("Model.swift"), encoding: .utf8))
        let result = try run(["Shared/Model.swift", "--context", "Shared", "--no-default-context", "--context", "Shared/Palette.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("'Duration' is not declared"), result.stderr)
        XCTAssertFalse(result.stderr.contains("'Palette'"), result.stderr)
    }

    func testAMissingContextIsAnErrorLikeAMissingInput() throws {
        let result = try run(["Model.swift", "--context", "Nowhere"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Nowhere: error: no such file or folder (given as '--context')\n")
    }

    /// A FIFO or device given as `--context` was skipped in silence (the run then said types
    /// were "not declared in the inputs or their context"): it is an error, before anything
    /// is read (a FIFO is never opened, so the run cannot wait on it).
    func testAContextThatIsAFIFOOrADeviceIsAnError() throws {
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("pipe").path, 0o644), 0)
        let fifo = try run(["Model.swift", "--context", "pipe"])
        XCTAssertEqual(fifo.status, 1)
        XCTAssertEqual(fifo.stderr, "pipe: error: is a FIFO, not a Swift file or folder (given as '--context')\n")
        let device = try run(["Model.swift", "--context", "/dev/zero"])
        XCTAssertEqual(device.status, 1)
        XCTAssertEqual(device.stderr, "/dev/zero: error: is a character device, not a Swift file or folder (given as '--context')\n")
    }

    /// A FIFO named like a source in a `--context` folder was skipped in silence (whatever it
    /// declared was unknown to the run): it is still not opened (it could block), and a warning
    /// names it; the rest of the folder is read as before.
    func testAFIFOInAContextFolderIsSkippedWithAWarning() throws {
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("Shared/Pipe.swift").path, 0o644), 0)
        let result = try run(["Model.swift", "--context", "Shared"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("  var theme: String = Palette.accent {"), result.stdout)
        let pipe = directory.appendingPathComponent("Shared/Pipe.swift").path
        XCTAssertEqual(result.stderr, "\(pipe): warning: is a FIFO, not a Swift file; this '--context' file is skipped\n")
    }
}
