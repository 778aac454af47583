import Foundation
@testable import ObservableExpander
@testable import ObservableSyntax
import XCTest

/// The library's run entry points (`ExpansionRun`, `MigrationRun`) driven directly, with files
/// in memory: what a run owns beyond one file's expansion (issue 25).
final class ExpansionRunTests: XCTestCase {
    /// An in-memory access that counts what is read, and can fail one input, offer standard
    /// library interfaces and a saved index.
    final class CountingFiles: RunFileAccess, @unchecked Sendable {
        struct Unreadable: Error, Equatable { var k: Int }
        let inputs: [SourceFile]
        let context: [SourceFile]
        var unreadable: Set<Int> = []
        var interfaces: [SourceFile]? = nil
        var saved: [UInt8]? = nil
        private let lock = NSLock()
        private var readsByPurpose: [RunReadPurpose: Int] = [:]
        private var interfaceReadCount = 0
        private(set) var stored: [[UInt8]] = []

        init(inputs: [SourceFile], context: [SourceFile] = []) {
            self.inputs = inputs
            self.context = context
        }

        func reads(_ purpose: RunReadPurpose) -> Int { lock.withLock { readsByPurpose[purpose, default: 0] } }
        var interfaceReads: Int { lock.withLock { interfaceReadCount } }

        func readInput(_ k: Int, for purpose: RunReadPurpose) -> Result<SourceFile, any Error> {
            lock.withLock { readsByPurpose[purpose, default: 0] += 1 }
            return unreadable.contains(k) ? .failure(Unreadable(k: k)) : .success(inputs[k])
        }

        func readContext(_ k: Int, for purpose: RunReadPurpose) -> SourceFile? {
            lock.withLock { readsByPurpose[purpose, default: 0] += 1 }
            return context[k]
        }

        func standardLibraryInterfaces(importedModules: @escaping @Sendable () -> Set<String>) -> (@Sendable () -> [String])? {
            guard let interfaces else { return nil }
            let paths = interfaces.map(\.path)
            return { paths }
        }

        func readInterface(at path: String) -> SourceFile? {
            lock.withLock { interfaceReadCount += 1 }
            return interfaces?.first { $0.path == path }
        }

        func loadStandardLibraryIndex(interfaces: [String]) -> [UInt8]? { saved }

        /// Whether an index built would be saved (false: read on demand, as with `--no-cache`).
        var savesIndex = true
        func savesStandardLibraryIndex(interfaces: [String]) -> Bool { savesIndex }

        func storeStandardLibraryIndex(interfaces: [String], archive: () -> [UInt8]) {
            let bytes = archive()
            lock.withLock { stored.append(bytes) }
        }
    }

    static func file(_ path: String, _ text: String) -> SourceFile { SourceFile(path: path, text: text) }

    static let base = file("Base.swift", "// @Observable\nclass Base {\n  var a = 0\n}\n")
    static let derived = file("Derived.swift", "// @Observable\nclass Derived: Base {\n  var b = 0\n}\n")
    static let model = file("Model.swift", "// @Observable\nclass Model {\n  var x = 0\n}\n")
    static let modelExtension = file("Conformance.swift", "extension Model: Observable {}\n")

    /// The output of input `k`, failing the test when it has none.
    func output(_ expansion: FileExpansion, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard case let .expanded(_, result) = expansion, let output = result.output else {
            XCTFail("no output: \(expansion)", file: file, line: line)
            return nil
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A class whose observable ancestor is another input of the run gets no conformance of its
    /// own (as in a build of both files); alone, it does.
    func testAnAncestorInAnotherInputIsSeen() throws {
        let run = ExpansionRun(inputs: 2, context: 0, access: InMemoryRunFiles(inputs: [Self.base, Self.derived]))
        let together = try XCTUnwrap(output(run.expand(1)))
        XCTAssertFalse(together.contains("extension Derived: nonisolated Observation.Observable"), together)
        let alone = ExpansionRun(inputs: 1, context: 0, access: InMemoryRunFiles(inputs: [Self.derived]))
        XCTAssertTrue(try XCTUnwrap(output(alone.expand(0))).contains("extension Derived: nonisolated Observation.Observable"))
    }

    /// The first pass finds `extension Model: Observable {}` in another input (up front, or on
    /// the first expansion), and reads every file for it once, with `.firstPass`.
    func testTheFirstPassFindsObservableExtensionsOfOtherFiles() throws {
        for upFront in [true, false] {
            let files = CountingFiles(inputs: [Self.modelExtension, Self.model])
            let run = ExpansionRun(inputs: 2, context: 0, extensionsUpFront: upFront, access: files)
            XCTAssertEqual(files.reads(.firstPass), upFront ? 2 : 0, "up front: \(upFront)")
            let expanded = try XCTUnwrap(output(run.expand(1)))
            XCTAssertFalse(expanded.contains("extension Model: nonisolated Observation.Observable"), "up front: \(upFront)\n\(expanded)")
            XCTAssertEqual(files.reads(.firstPass), 2, "up front: \(upFront)")
        }
        // The same extension as a context file counts too.
        let withContext = ExpansionRun(inputs: 1, context: 1, access: InMemoryRunFiles(inputs: [Self.model], context: [Self.modelExtension]))
        XCTAssertFalse(try XCTUnwrap(output(withContext.expand(0))).contains("Observation.Observable {"))
    }

    /// A property's type is inferred from a context file's declaration; without it the run
    /// reports that it cannot infer it. The index is built only when a rule asks for it.
    func testTheContextIsIndexedOnFirstUse() throws {
        let settings = Self.file("Settings.swift", "// @Observable\nclass Settings {\n  var config = Config.shared\n}\n")
        let config = Self.file("Config.swift", "struct Config {\n  static let shared = Config()\n}\n")
        let files = CountingFiles(inputs: [settings], context: [config])
        let run = ExpansionRun(inputs: 1, context: 1, access: files)
        XCTAssertFalse(run.indexIsBuilt)
        XCTAssertTrue(try XCTUnwrap(output(run.expand(0))).contains("var config: Config = Config.shared"))
        XCTAssertTrue(run.indexIsBuilt)
        XCTAssertEqual(files.reads(.index), 2, "the context file and the input, once each")

        let without = ExpansionRun(inputs: 1, context: 0, access: InMemoryRunFiles(inputs: [settings]))
        guard case let .expanded(_, result) = without.expand(0) else { return XCTFail("not expanded") }
        XCTAssertNil(result.output)
        XCTAssertEqual(result.diagnostics.map(\.id), ["undeclared-in-context"])

        // A file that needs nothing of the others builds no index.
        let plain = ExpansionRun(inputs: 1, context: 1, access: CountingFiles(inputs: [Self.model], context: [config]))
        _ = try XCTUnwrap(output(plain.expand(0)))
        XCTAssertFalse(plain.indexIsBuilt)
    }

    /// The first pass's facts say whether a file of the run may declare a backing store's name
    /// in an extension: only then is the index asked for it (issue 29's clash), so a run with
    /// no such file builds none, and a run with one finds the clash in another file.
    func testTheFirstPassDecidesWhetherAnExtensionMayTakeABackingName() throws {
        let other = Self.file("Other.swift", "struct Other {\n  var y = 1\n}\nextension Other {\n  func reset() {}\n}\n")
        let clean = ExpansionRun(inputs: 2, context: 0, access: CountingFiles(inputs: [Self.model, other]))
        _ = try XCTUnwrap(output(clean.expand(0)))
        XCTAssertFalse(clean.indexIsBuilt, "no file declares an identifier starting with '_'")

        let taken = Self.file("Taken.swift", "extension Model {\n  var _x: Int { 0 }\n}\n")
        let clash = ExpansionRun(inputs: 2, context: 0, access: CountingFiles(inputs: [Self.model, taken]))
        guard case let .expanded(_, result) = clash.expand(0) else { return XCTFail("not expanded") }
        XCTAssertNil(result.output)
        XCTAssertEqual(result.diagnostics.map(\.id), ["backing-storage-taken-in-extension"])
    }

    /// An earlier expansion left among the inputs is refused, and is not indexed: its backing
    /// store `_x` is not taken for an extension's member that clashes with the source's `x`.
    func testAGeneratedInputIsNotIndexed() throws {
        let source = Self.file("Src/Model.swift", "// @Observable\nclass Model {\n  var x = 0\n}\nextension Model {\n  func reset() {}\n}\n")
        guard case let .expanded(_, first) = ExpansionRun(inputs: 1, context: 0, access: CountingFiles(inputs: [source])).expand(0),
              let bytes = first.output else { return XCTFail("not expanded") }
        let generated = SourceFile(path: "Src/Gen/Model.swift", bytes: GeneratedHeader.adding(to: bytes, sourcePath: "Src/Model.swift"))
        let run = ExpansionRun(inputs: 2, context: 0, access: CountingFiles(inputs: [source, generated]))
        guard case let .expanded(_, result) = run.expand(0) else { return XCTFail("not expanded") }
        XCTAssertNotNil(result.output, "\(result.diagnostics.map(\.id))")
        guard case .generatedInput = run.expand(1) else { return XCTFail("the generated input was not refused") }
    }

    /// The byte scan behind `RunFacts.mayDeclareUnderscoredMembers`: an identifier that starts
    /// with `_`, not `_` alone, not `_$`, not an attribute's name.
    func testUnderscoredIdentifierScan() {
        let rows: [(String, Bool)] = [
            ("var _x = 1", true), ("_name", true), ("let __y = 2", true), ("f(_2)", true),
            ("_ = f()", false), ("{ _ in }", false), ("func f(_ x: Int)", false), ("_$observationRegistrar", false),
            ("@_spi(A) public var x", false), ("@_exported import A", false), ("snake_case", false), ("", false), ("_", false),
        ]
        for (text, expected) in rows {
            XCTAssertEqual(RunFacts.holdsUnderscoredIdentifier(Array(text.utf8)), expected, text)
        }
    }

    /// The standard library's interfaces are the fallback of the index: built from the files the
    /// access names and offered for saving; a saved index is read instead of the interfaces.
    func testTheStandardLibraryFallbackIsBuiltOrLoadedThroughTheAccess() throws {
        let input = Self.file("Clock.swift", "// @Observable\nclass Clock {\n  var tick = Ticker.zero\n}\n")
        let interface = Self.file("/toolchain/Swift.swiftinterface", "public struct Ticker {\n  public static var zero: Ticker { get }\n}\n")
        let first = CountingFiles(inputs: [input])
        first.interfaces = [interface]
        let built = try XCTUnwrap(output(ExpansionRun(inputs: 1, context: 0, access: first).expand(0)))
        XCTAssertTrue(built.contains("var tick: Ticker = Ticker.zero"), built)
        XCTAssertEqual(first.interfaceReads, 1)
        XCTAssertEqual(first.stored.count, 1)

        let second = CountingFiles(inputs: [input])
        second.interfaces = [interface]
        second.saved = try XCTUnwrap(first.stored.first)
        XCTAssertEqual(try XCTUnwrap(output(ExpansionRun(inputs: 1, context: 0, access: second).expand(0))), built)
        XCTAssertEqual(second.interfaceReads, 0, "the saved index is used")
        XCTAssertEqual(second.stored.count, 0)

        // Bytes that are no index are passed over: the interfaces are read again.
        let third = CountingFiles(inputs: [input])
        third.interfaces = [interface]
        third.saved = [1, 2, 3]
        XCTAssertEqual(try XCTUnwrap(output(ExpansionRun(inputs: 1, context: 0, access: third).expand(0))), built)
        XCTAssertEqual(third.interfaceReads, 1)

        // Nowhere to save it: the interfaces are read on demand, with the same answers.
        let fourth = CountingFiles(inputs: [input])
        fourth.interfaces = [interface]
        fourth.savesIndex = false
        XCTAssertEqual(try XCTUnwrap(output(ExpansionRun(inputs: 1, context: 0, access: fourth).expand(0))), built)
        XCTAssertEqual(fourth.interfaceReads, 1)
        XCTAssertEqual(fourth.stored.count, 0, "nothing offered for saving")
    }

    /// An input this tool generated is refused at its header's line; an input that cannot be
    /// read comes back with the access's own error; the other inputs of the run still expand.
    func testGeneratedAndUnreadableInputs() throws {
        let generated = SourceFile(path: "Gen.swift", bytes: GeneratedHeader.adding(to: Array(Self.model.bytes), sourcePath: "Model.swift"))
        let shebang = SourceFile(path: "Script.swift", bytes: Array("#!/usr/bin/swift\n".utf8) + GeneratedHeader.adding(to: [], sourcePath: "S.swift"))
        let files = CountingFiles(inputs: [generated, shebang, Self.base, Self.derived])
        files.unreadable = [2]
        let run = ExpansionRun(inputs: 4, context: 0, access: files)
        guard case let .generatedInput(file, line) = run.expand(0) else { return XCTFail("not refused") }
        XCTAssertEqual(file.path, "Gen.swift")
        XCTAssertEqual(line, 1)
        guard case let .generatedInput(_, afterShebang) = run.expand(1) else { return XCTFail("not refused") }
        XCTAssertEqual(afterShebang, 2)
        guard case let .unreadable(error) = run.expand(2) else { return XCTFail("read") }
        XCTAssertEqual(error as? CountingFiles.Unreadable, CountingFiles.Unreadable(k: 2))
        XCTAssertNotNil(output(run.expand(3)))
    }

    /// With `explain`, the notes and the diagnostics come merged in source order.
    func testExplainedMergesNotesAndDiagnosticsInSourceOrder() throws {
        let source = Self.file("M.swift", "// @Observable\nclass M {\n  var a = 0\n  lazy var b = 1\n  var c = 2\n}\n")
        let run = ExpansionRun(inputs: 1, context: 0, access: InMemoryRunFiles(inputs: [source]))
        guard case let .expanded(_, result) = run.expand(0, options: ExpansionOptions(explain: true)) else { return XCTFail("not expanded") }
        XCTAssertFalse(result.notes.isEmpty)
        XCTAssertFalse(result.diagnostics.isEmpty, "the lazy property's diagnostic")
        let explained = result.explained
        XCTAssertEqual(explained.count, result.notes.count + result.diagnostics.count)
        XCTAssertEqual(explained.map(\.offset), explained.map(\.offset).sorted())
        // The diagnostic sits between the notes of `a` and `c`.
        let kinds = explained.map { $0.severity == .note ? "n" : "d" }.joined()
        XCTAssertTrue(kinds.hasPrefix("n") && kinds.hasSuffix("n") && kinds.contains("d"), kinds)
    }

    /// A migration run reads its inputs in order and stops at the first it cannot read;
    /// otherwise it migrates them together, as `Migrator` does.
    func testMigrationRunReadsThroughTheAccess() throws {
        let model = Self.file("Model.swift", "import Combine\n\nclass Model: ObservableObject {\n  @Published var x = 0\n}\n")
        let view = Self.file("View.swift", "import SwiftUI\n\nstruct V: View {\n  @StateObject var model = Model()\n  var body: some View { Text(\"\") }\n}\n")
        let files = CountingFiles(inputs: [model, view])
        guard case let .migrated(result) = MigrationRun().migrate(inputs: 2, access: files) else { return XCTFail("not migrated") }
        let direct = Migrator.migrate([model, view])
        XCTAssertEqual(result.files.map(\.output), direct.files.map(\.output))
        XCTAssertEqual(result.summary, direct.summary)
        XCTAssertEqual(result.summary.migratedClasses, ["Model"])
        XCTAssertEqual(files.reads(.output), 2)

        let failing = CountingFiles(inputs: [model, view, model])
        failing.unreadable = [1]
        guard case let .unreadable(k, error) = MigrationRun().migrate(inputs: 3, access: failing) else { return XCTFail("migrated") }
        XCTAssertEqual(k, 1)
        XCTAssertEqual(error as? CountingFiles.Unreadable, CountingFiles.Unreadable(k: 1))
        XCTAssertEqual(failing.reads(.output), 2, "stops at the file it cannot read")
    }
}
