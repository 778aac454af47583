import XCTest
@testable import observable_expand
@testable import observable_expand_bench

/// Every subcommand reads an option's spellings the same way: bundled short flags, a value
/// after `=`, glued to a short letter or in the next argument (issue 25: `-qo Out` was two
/// options to the expansion and an unknown option to `migrate`; `--runs=3` was unknown to the bench).
final class OptionSpellingTests: XCTestCase {
    /// A parse's outcome, comparable across spellings: the options read, or the usage error.
    static func outcome(_ parse: () throws -> Any) -> String {
        do { return "ok: \(try parse())" } catch let error as CommandLineOptions.UsageError { return "error: \(error.message)" } catch { return "error: \(error)" }
    }

    func testTheSameSpellingsMeanTheSameInEverySubcommand() {
        let expansion = { (arguments: [String]) in Self.outcome { try CommandLineOptions.parse(arguments) } }
        let migrate = { (arguments: [String]) in Self.outcome { try MigrateOptions.parse(arguments) } }
        let bench = { (arguments: [String]) in Self.outcome { try BenchOptions.parse(arguments) } }
        let cases: [(String, ([String]) -> String, [String], [String])] = [
            ("expansion", expansion, ["-qj4", "In.swift"], ["-q", "-j", "4", "In.swift"]),
            ("expansion", expansion, ["-qo", "Out", "In.swift"], ["-q", "-o", "Out", "In.swift"]),
            ("migrate", migrate, ["-qo", "Out", "In.swift"], ["-q", "-o", "Out", "In.swift"]),
            ("migrate", migrate, ["-qoOut", "In.swift"], ["-q", "-o", "Out", "In.swift"]),
            ("bench", bench, ["--runs=3"], ["--runs", "3"]),
            ("bench", bench, ["--only=memory", "--", ], ["--only", "memory"]),
        ]
        for (name, parse, bundled, spelledOut) in cases {
            let expected = parse(spelledOut)
            XCTAssert(expected.hasPrefix("ok"), "\(name) \(spelledOut): \(expected)")
            XCTAssertEqual(parse(bundled), expected, "\(name): \(bundled) and \(spelledOut) differ")
        }
        // A flag given a value is refused the same way everywhere.
        XCTAssert(expansion(["--quiet=1", "In.swift"]).contains("'--quiet' takes no value"))
        XCTAssert(migrate(["--quiet=1", "In.swift"]).contains("'--quiet' takes no value"))
        XCTAssert(bench(["--quick=1"]).contains("'--quick' takes no value"), bench(["--quick=1"]))
    }
}
