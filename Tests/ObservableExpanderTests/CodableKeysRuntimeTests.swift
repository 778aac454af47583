import Foundation
import XCTest

/// `--codable-keys` at run time: a `Codable` observable class expanded by the tool encodes and
/// decodes exactly as the same class under the real `@Observable` macro with `CodingKeys`
/// written by hand, and without the option it encodes as the macro does (`_name` keys and the
/// registrar), which is why the option exists.
final class CodableKeysRuntimeTests: XCTestCase {
    /// The class, with `KEYS` where the hand-written `CodingKeys` go in the real-macro form.
    static let source = #"""
        import Foundation
        import Observation

        // @Observable
        final class Settings: Codable {
            var title = "Inbox"
            var unread: Int = 3
            var tags: [String] = ["a", "b"]
            var filter: String?
            let id: Int
            let version = 2
            @ObservationIgnored var scratch = 0.5
            var doubled: Int { unread * 2 }
            static let shared = 1
        KEYS
            init(id: Int) { self.id = id }
        }

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let settings = Settings(id: 11)
        settings.unread = 4
        let data = try! encoder.encode(settings)
        print(String(decoding: data, as: UTF8.self))
        // A round trip, and a decode of hand-written JSON.
        let again = try! JSONDecoder().decode(Settings.self, from: data)
        print(String(decoding: try! encoder.encode(again), as: UTF8.self))
        let typed = try! JSONDecoder().decode(Settings.self, from: Data(#"{"title":"Mail","unread":9,"tags":[],"filter":"x","id":5,"version":7,"scratch":2.5}"#.utf8))
        print(typed.title, typed.unread, typed.tags, typed.filter ?? "nil", typed.id, typed.version, typed.scratch)
        """#

    static let handWrittenKeys = """
            enum CodingKeys: String, CodingKey {
                case _title = "title"
                case _unread = "unread"
                case _tags = "tags"
                case _filter = "filter"
                case id, version, scratch
            }
        """

    func testTheExpansionEncodesAndDecodesAsTheRealMacroWithHandWrittenKeys() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot compile and run the programs") }
        let directory = try Toolchain.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.source.replacingOccurrences(of: "KEYS\n", with: "").utf8).write(to: directory.appendingPathComponent("Settings.swift"))
        let real = Self.source.replacingOccurrences(of: "// @Observable", with: "@Observable").replacingOccurrences(of: "KEYS", with: Self.handWrittenKeys)
        try Data(real.utf8).write(to: directory.appendingPathComponent("real.swift"))

        for (flags, name) in [(["--codable-keys"], "keyed"), ([], "plain")] {
            let expansion = try Toolchain.run(CommandLineTests.binary, ["Settings.swift", "-o", "\(name).swift"] + flags, in: directory)
            XCTAssertEqual(expansion.status, 0, expansion.stderr)
        }
        let keyed = try XCTUnwrap(String(contentsOf: directory.appendingPathComponent("keyed.swift"), encoding: .utf8))
        XCTAssert(keyed.contains("    enum CodingKeys: Swift.String, Swift.CodingKey {\n        case _title = \"title\"\n"), keyed)
        XCTAssertFalse(keyed.contains("\n@Observable"), "the expansion must not need the macro")

        func runProgram(_ file: String) throws -> String {
            let binary = directory.appendingPathComponent(file + ".bin").path
            let build = try Toolchain.run(swiftc, [file, "-o", binary], in: directory)
            XCTAssertEqual(build.status, 0, "\(file): \(build.stderr)")
            XCTAssertFalse(build.stderr.contains("warning:"), "\(file): \(build.stderr)")
            let run = try Toolchain.run(binary, [], in: directory)
            XCTAssertEqual(run.status, 0, "\(file): \(run.stderr)")
            return run.stdout
        }
        let macro = try runProgram("real.swift")
        let expanded = try runProgram("keyed.swift")
        XCTAssertEqual(expanded, macro)
        XCTAssertEqual(macro, """
            {"filter":null,"id":11,"scratch":0.5,"tags":["a","b"],"title":"Inbox","unread":4,"version":2}
            {"filter":null,"id":11,"scratch":0.5,"tags":["a","b"],"title":"Inbox","unread":4,"version":2}
            Mail 9 [] x 5 2 2.5

            """.replacingOccurrences(of: "\"filter\":null,", with: ""))
        // Without the option the class encodes as under the macro without keys: the backing
        // stores and the registrar.
        let plainFile = try String(contentsOf: directory.appendingPathComponent("plain.swift"), encoding: .utf8)
        XCTAssertFalse(plainFile.contains("CodingKeys"))
        // Only the first encoding: the decodes need the `_name` keys there.
        let encodeOnly = try XCTUnwrap(plainFile.components(separatedBy: "// A round trip").first)
        try Data(encodeOnly.utf8).write(to: directory.appendingPathComponent("plain.swift"))
        let plain = try Toolchain.run(swiftc, ["plain.swift", "-o", "plain.bin"], in: directory)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let plainRun = try Toolchain.run(directory.appendingPathComponent("plain.bin").path, [], in: directory)
        XCTAssertEqual(plainRun.status, 0, plainRun.stderr)
        XCTAssert(plainRun.stdout.hasPrefix(#"{"_$observationRegistrar":{},"_tags":["a","b"],"_title":"Inbox","_unread":4,"id":11,"scratch":0.5,"version":2}"#), plainRun.stdout)
    }
}
