import XCTest
@testable import OptionParsing
@testable import observable_expand
@testable import observable_expand_bench

/// Reads every option of every subcommand's table (`CommandLineOptions.table`,
/// `MigrateOptions.table`, `BenchOptions.table`) in every spelling, so that a new option is
/// covered by adding it to its table: bundled short flags, `=` values, a value glued to its
/// letter or in the next argument, a missing value, a flag given a value, unknown options, `--`.
final class OptionTableTests: XCTestCase {
    /// One subcommand's table, read through `OptionTable.parse` alone (no combination checks).
    struct Subcommand {
        var name: String
        var options: [(long: String, short: Character?, placeholder: String?, example: String, isPath: Bool, once: Bool)]
        var unknownSuffix: String
        /// The outcome of reading these arguments: `ok: <options>` or `error: <message>`.
        var parse: ([String]) -> String
        /// The outcome of the one argument given as an operand.
        var operand: (String) -> String

        init<Options>(_ name: String, _ table: OptionTable<Options>, _ initial: Options) {
            self.name = name
            options = table.options.map { ($0.long, $0.short, $0.placeholder, $0.example, $0.isPath, $0.once) }
            unknownSuffix = table.unknownSuffix
            parse = { arguments in
                do { return "ok: \(try table.parse(arguments, into: initial))" } catch { return "error: \(error)" }
            }
            operand = { argument in
                var options = initial
                do { try table.operand(&options, argument); return "ok: \(options)" } catch { return "error: \(error)" }
            }
        }
    }

    static var subcommands: [Subcommand] {
        [Subcommand("observable-expand", CommandLineOptions.table, CommandLineOptions()),
         Subcommand("migrate", MigrateOptions.table, MigrateOptions()),
         Subcommand("observable-expand-bench", BenchOptions.table, BenchOptions())]
    }

    func testEveryValueIsReadTheSameInEverySpelling() {
        for command in Self.subcommands {
            let flags = command.options.filter { $0.placeholder == nil }.compactMap(\.short)
            for option in command.options where option.placeholder != nil {
                let context = "\(command.name) \(option.long)"
                let expected = command.parse([option.long, option.example])
                XCTAssert(expected.hasPrefix("ok"), "\(context) \(option.example): \(expected) (give the option an 'example:' it accepts)")
                XCTAssertEqual(command.parse(["\(option.long)=\(option.example)"]), expected, context)
                XCTAssertEqual(command.parse([option.long]), "error: option '\(option.long)' needs a value", context)
                if option.isPath {
                    XCTAssert(command.parse([option.long, "--check"]).hasPrefix("error: option '\(option.long)' needs a path"), context)
                    XCTAssert(command.parse(["\(option.long)=-v"]).hasPrefix("ok"), context)
                    // An empty path (`--context=`, an unset variable) names nothing: a usage error.
                    XCTAssertEqual(command.parse(["\(option.long)="]), "error: '\(option.long)' needs a path, not an empty string", context)
                    XCTAssertEqual(command.parse([option.long, ""]), "error: '\(option.long)' needs a path, not an empty string", context)
                }
                if option.once {
                    XCTAssertEqual(command.parse([option.long, option.example, option.long, option.example]), "error: '\(option.long)' given twice", context)
                }
                guard let letter = option.short else { continue }
                XCTAssertEqual(command.parse(["-\(letter)", option.example]), expected, context)
                XCTAssertEqual(command.parse(["-\(letter)\(option.example)"]), expected, context)
                XCTAssertEqual(command.parse(["-\(letter)=\(option.example)"]), expected, context)
                XCTAssertEqual(command.parse(["-\(letter)"]), "error: option '-\(letter)' needs a value", context)
                // Last in a bundle of flags, the value letter takes the rest or the next argument.
                for flag in flags {
                    let spelledOut = command.parse(["-\(flag)", "-\(letter)", option.example])
                    XCTAssertEqual(command.parse(["-\(flag)\(letter)", option.example]), spelledOut, "\(context) after -\(flag)")
                    XCTAssertEqual(command.parse(["-\(flag)\(letter)\(option.example)"]), spelledOut, "\(context) after -\(flag)")
                }
            }
        }
    }

    func testEveryFlagBundlesAndTakesNoValue() {
        for command in Self.subcommands {
            let flags = command.options.filter { $0.placeholder == nil }
            for option in flags {
                let context = "\(command.name) \(option.long)"
                XCTAssert(command.parse([option.long]).hasPrefix("ok"), context)
                XCTAssertEqual(command.parse(["\(option.long)=1"]), "error: '\(option.long)' takes no value", context)
                XCTAssertEqual(command.parse(["\(option.long)="]), "error: '\(option.long)' takes no value", context)
                guard let letter = option.short else { continue }
                XCTAssertEqual(command.parse(["-\(letter)"]), command.parse([option.long]), context)
                XCTAssertEqual(command.parse(["-\(letter)=1"]), "error: '-\(letter)' takes no value", context)
                for other in flags.compactMap(\.short) {
                    XCTAssertEqual(command.parse(["-\(letter)\(other)"]), command.parse(["-\(letter)", "-\(other)"]), "\(command.name) -\(letter)\(other)")
                }
            }
        }
    }

    func testUnknownOptionsAndTheEndOfOptionsAreReadTheSameEverywhere() {
        for command in Self.subcommands {
            let unknown = "error: unknown option '--no-such-option'\(command.unknownSuffix)"
            XCTAssertEqual(command.parse(["--no-such-option"]), unknown, command.name)
            XCTAssertEqual(command.parse(["--no-such-option=1"]), unknown, command.name)
            let letters = Set(command.options.compactMap(\.short))
            let free = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".first { !letters.contains($0) }!
            XCTAssertEqual(command.parse(["-\(free)"]), "error: unknown option '-\(free)'\(command.unknownSuffix)", command.name)
            for letter in command.options.filter({ $0.placeholder == nil }).compactMap(\.short) {
                XCTAssertEqual(command.parse(["-\(letter)\(free)"]), "error: unknown option '-\(free)'\(command.unknownSuffix)", command.name)
            }
            // After `--`, an option's name is an operand (an input, or refused by a command that
            // takes none) and `-` is one too.
            for option in command.options {
                XCTAssertEqual(command.parse(["--", option.long]), command.operand(option.long), "\(command.name) -- \(option.long)")
            }
            XCTAssertEqual(command.parse(["-"]), command.operand("-"), command.name)
        }
    }

    /// A name means one thing in every table: the same letter, a value or not, a path or not.
    func testANameMeansOneThingInEveryTable() {
        var seen: [String: (String, Character?, Bool, Bool)] = [:]
        for command in Self.subcommands {
            XCTAssertEqual(Set(command.options.map(\.long)).count, command.options.count, "\(command.name): a long name twice")
            let letters = command.options.compactMap(\.short)
            XCTAssertEqual(Set(letters).count, letters.count, "\(command.name): a letter twice")
            for option in command.options {
                let meaning = (option.long, option.short, option.placeholder != nil, option.isPath)
                if let earlier = seen[option.long] {
                    XCTAssert(earlier == meaning, "\(option.long) in \(command.name): \(meaning), elsewhere \(earlier)")
                }
                seen[option.long] = meaning
            }
        }
    }
}
