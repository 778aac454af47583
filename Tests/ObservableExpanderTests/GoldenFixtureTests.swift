import Foundation
import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Golden tests: each `Fixtures/<case>/input.swift` must expand to exactly `expected.swift`
/// and print exactly `expected.stderr` (empty when absent). Error fixtures have no
/// expected.swift: the expansion must fail. Re-record with `make record-fixtures`, then review
/// the diff by eye (the conformance tests check every expected.swift with the real compiler).
final class GoldenFixtureTests: XCTestCase {
    func testEveryFixtureMatchesItsGoldenFiles() throws {
        let folders = FixturePaths.fixtureFolders()
        XCTAssertGreaterThan(folders.count, 0, "no fixtures found in \(FixturePaths.fixtures.path)")
        var failures: [String] = []
        for folder in folders {
            let name = FixturePaths.name(of: folder)
            let input = try Data(contentsOf: folder.appendingPathComponent("input.swift"))
            let file = SourceFile(path: "input.swift", bytes: [UInt8](input))
            let mode = FixtureMode(name: name)
            let result = Expander.expand(ParsedSource(file), classes: FixtureContext.index(for: ParsedSource(file), folder: folder), options: mode.options)
            // As the CLI prints them: with `--explain`, the notes among the diagnostics.
            let messages = (result.diagnostics + result.notes).enumerated()
                .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
            let stderr = messages.map { $0.formatted(in: file) + "\n" }.joined()
            let expectedStderr = (try? String(contentsOf: folder.appendingPathComponent("expected.stderr"), encoding: .utf8)) ?? ""
            if stderr != expectedStderr {
                failures.append("\(name): diagnostics differ\n--- expected\n\(expectedStderr)--- got\n\(stderr)")
            }
            let expectedURL = folder.appendingPathComponent("expected.swift")
            if let expected = try? Data(contentsOf: expectedURL) {
                guard let output = result.output else {
                    failures.append("\(name): expansion failed, but expected.swift exists")
                    continue
                }
                if output != [UInt8](expected) {
                    failures.append("\(name): output differs from expected.swift (run `make record-fixtures` and review the diff)\n" + firstDifference([UInt8](expected), output))
                }
            } else if result.output != nil && mode != .explain {
                failures.append("\(name): no expected.swift, so an error was expected, but the expansion succeeded")
            }
        }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n\n"))
        print("golden fixtures: \(folders.count - failures.count) passed, \(failures.count) failed")
    }

    /// How a fixture is expanded, by the folder it is in: `source-location/` fixtures as with
    /// `--source-location relative` (run in the fixture's folder), `explain/` fixtures as with
    /// `--explain` (their golden file is `expected.stderr` only), `codable-keys/` fixtures as
    /// with `--codable-keys`.
    enum FixtureMode: Equatable {
        case plain, sourceLocation, explain, codableKeys

        init(name: String) {
            if name.hasPrefix("source-location/") {
                self = .sourceLocation
            } else if name.hasPrefix("explain/") {
                self = .explain
            } else if name.hasPrefix("codable-keys/") {
                self = .codableKeys
            } else {
                self = .plain
            }
        }

        var options: ExpansionOptions {
            switch self {
            case .plain: return ExpansionOptions()
            case .sourceLocation: return ExpansionOptions(sourceLocationPath: "input.swift")
            case .explain: return ExpansionOptions(explain: true)
            case .codableKeys: return ExpansionOptions(codableKeys: true)
            }
        }
    }

    /// The first differing line of two texts, with its line number.
    private func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let a = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
        let b = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
        for k in 0 ..< max(a.count, b.count) where k >= a.count || k >= b.count || a[k] != b[k] {
            return "line \(k + 1):\n  expected: \(k < a.count ? a[k] : "<end>")\n  got:      \(k < b.count ? b[k] : "<end>")"
        }
        return "(identical text)"
    }
}

/// The `source-location/` goldens map every line outside generated code to the original line
/// it came from: replaying the directives, each such output line must be its original line
/// (less a removed `@Observable`/`@ObservationIgnored` attribute, or a local class's added
/// conformance).
final class SourceLocationMappingTests: XCTestCase {
    /// `line` without the one-line accessor block that follows a tracked property's initializer
    /// in a written output (` { @storageRestrictions(initializes: _x) … yield &_x } }`); nil
    /// when it holds none.
    static func withoutAccessorBlock(_ line: String) -> String? {
        guard let start = line.range(of: " { @storageRestrictions(initializes: "),
              let end = line.range(of: #"; yield &\S+ \} \}"#, options: .regularExpression, range: start.upperBound ..< line.endIndex) else { return nil }
        return String(line[..<start.lowerBound] + line[end.upperBound...])
    }

    func testEveryUntouchedLineMapsToItsOriginalLine() throws {
        let folders = FixturePaths.fixtureFolders().filter { FixturePaths.name(of: $0).hasPrefix("source-location/") }
        XCTAssertGreaterThanOrEqual(folders.count, 5)
        for folder in folders {
            let name = FixturePaths.name(of: folder)
            let input = try String(contentsOf: folder.appendingPathComponent("input.swift"), encoding: .utf8).components(separatedBy: "\n")
            let output = try String(contentsOf: folder.appendingPathComponent("expected.swift"), encoding: .utf8).components(separatedBy: "\n")
            var mapped: Int? = nil // the original line number of the next output line, when mapped
            var checked = 0
            for line in output {
                if line == "#sourceLocation()" { mapped = nil; continue }
                if line.hasPrefix("#sourceLocation(file: \"input.swift\", line: ") {
                    mapped = Int(line.dropFirst("#sourceLocation(file: \"input.swift\", line: ".count).dropLast())
                    continue
                }
                guard let number = mapped else { continue }
                XCTAssert(number >= 1 && number <= input.count, "\(name): line \(number) is past the input")
                guard number >= 1 && number <= input.count else { break }
                if let column = Self.resumedColumn(line, of: input[number - 1]) {
                    // The rest of a line that an insertion split (`}; let e = 1`), at its own column.
                    XCTAssertGreaterThan(column, 1, "\(name): output line mapped to input line \(number)")
                } else if !line.isEmpty && line.utf8.count < input[number - 1].utf8.count
                            && (input[number - 1].utf8.starts(with: line.utf8) || line.allSatisfy { $0 == " " || $0 == "\t" }) {
                    // Its first part (or blanks before an insertion that takes the rest): the
                    // next directive names this line again for what follows.
                    mapped = number
                    checked += 1
                    continue
                } else if let declared = Self.withoutAccessorBlock(line) {
                    // A tracked property's line (or its initializer's last): the accessor block on
                    // it, and the type written when inferred (`var count: Int = 0`).
                    let original = Self.withoutMacroAttributes(input[number - 1])
                    let withoutType = declared.replacingOccurrences(of: #": [^=]+ ="#, with: " =", options: .regularExpression)
                    XCTAssert(Self.withoutMacroAttributes(declared) == original || Self.withoutMacroAttributes(withoutType) == original,
                              "\(name): output line mapped to input line \(number): \(declared)")
                } else {
                    XCTAssertEqual(Self.withoutMacroAttributes(line), Self.withoutMacroAttributes(input[number - 1]),
                                   "\(name): output line mapped to input line \(number)")
                }
                checked += 1
                mapped = number + 1
            }
            XCTAssertGreaterThan(checked, 5, name)
        }
    }

    /// When `line` is blanks followed by the rest of `original` from just after them (the
    /// same UTF-8 byte column), that 1-based column; else nil.
    static func resumedColumn(_ line: String, of original: String) -> Int? {
        let bytes = Array(line.utf8), originalBytes = Array(original.utf8)
        var k = 0
        while k < bytes.count && (bytes[k] == 0x20 || bytes[k] == 0x09) { k += 1 }
        guard k > 0, k < bytes.count, k < originalBytes.count,
              originalBytes[..<k].contains(where: { $0 != 0x20 && $0 != 0x09 }),
              bytes[k...].elementsEqual(originalBytes[k...]) else { return nil }
        return k + 1
    }

    /// The line without what the expansion removes or adds inside an original line: the macro
    /// attributes, and a local class's conformance in its inheritance clause.
    static func withoutMacroAttributes(_ line: String) -> String {
        var text = line.replacingOccurrences(of: ": nonisolated Observation.Observable", with: "")
            .replacingOccurrences(of: ", nonisolated Observation.Observable", with: "")
        for attribute in ["@ObservationIgnored", "@Observation.ObservationIgnored", "@ObservationTracked", "@Observable"] {
            text = text.replacingOccurrences(of: attribute, with: "")
        }
        return text.filter { !$0.isWhitespace }
    }
}
