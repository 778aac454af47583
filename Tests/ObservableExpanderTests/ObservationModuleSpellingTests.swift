import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// A type named `Observation` hides the module whose registrar and protocol the expansion names
/// (`ObservationModuleSpelling`): the real macro's `Observation.ObservationRegistrar()` and
/// `Observation.Observable` then fail (swiftc 6.3; fixture `shadowed-observation-module`).
final class ObservationModuleSpellingTests: XCTestCase {
    /// The expansion of `text` (`t.swift`) in a run with `others`: its diagnostics as
    /// `line:column id`, and how the registrar and the conformances are spelled in the output.
    private func expanded(_ text: String, others: [String] = []) -> (diagnostics: [String], registrars: [String], conformances: [String]) {
        let file = SourceFile(path: "t.swift", text: text)
        let source = ParsedSource(file)
        let run = DeclarationIndex([source] + others.enumerated().map { ParsedSource(SourceFile(path: "o\($0.offset).swift", text: $0.element)) })
        let result = Expander.expand(source, classes: run)
        let diagnostics = result.diagnostics.map { diagnostic -> String in
            let location = file.location(of: diagnostic.offset)
            return "\(location.line):\(location.column) \(diagnostic.id)"
        }
        let lines = result.output.map { String(decoding: $0, as: UTF8.self).components(separatedBy: "\n") } ?? []
        let registrars = lines.filter { $0.contains("_$observationRegistrar = ") }
            .map { $0.components(separatedBy: " = ").last ?? "" }
        let conformances = lines.compactMap { line -> String? in
            guard let range = line.range(of: ": nonisolated ") else { return nil }
            return String(line[range.upperBound...]).replacingOccurrences(of: " {", with: "")
        }
        return (diagnostics, registrars, conformances)
    }

    private static let station = """
        import Observation

        // @Observable
        final class Station {
            var count = 0
        }
        """

    func testWithoutAnObservationTypeTheModuleIsNamedAsTheMacroNamesIt() {
        let result = expanded(Self.station)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.registrars, ["Observation.ObservationRegistrar()"])
        XCTAssertEqual(result.conformances, ["Observation.Observable"])
    }

    func testATypeNamedObservationInTheFileOrTheRunMakesTheBareNames() {
        for (text, others, line) in [
            (Self.station + "\nstruct Observation { var value = 0.0 }\n", [String](), #line),
            (Self.station, ["struct Observation {}"], #line),
            (Self.station, ["typealias Observation = Int"], #line),
        ] as [(String, [String], UInt)] {
            let result = expanded(text, others: others)
            XCTAssertEqual(result.diagnostics, [], line: line)
            XCTAssertEqual(result.registrars, ["ObservationRegistrar()"], line: line)
            XCTAssertEqual(result.conformances, ["Observable"], line: line)
        }
    }

    func testANestedObservationHidesTheModuleOnlyWhereItIsSeen() {
        let text = """
            import Observation

            enum Weather {
                struct Observation {}

                // @Observable
                final class Station {
                    var count = 0
                }
            }

            // @Observable
            final class Other {
                var count = 0
            }
            """
        let result = expanded(text)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.registrars, ["ObservationRegistrar()", "Observation.ObservationRegistrar()"])
        XCTAssertEqual(result.conformances, ["Observable", "Observation.Observable"])
    }

    func testAGenericParameterNamedObservationHidesTheModule() {
        let text = """
            import Observation

            // @Observable
            final class Log<Observation> {
                var count = 0
            }
            """
        let result = expanded(text)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.registrars, ["ObservationRegistrar()"])
        XCTAssertEqual(result.conformances, ["Observable"])
    }

    func testWhereTheBareNamesMayMeanAnotherTypeTheExpansionStopsWithAnError() {
        for (text, line) in [
            (Self.station + "\nstruct Observation {}\nprotocol Observable {}\n", #line),
            (Self.station + "\nstruct Observation {}\nfinal class ObservationRegistrar {}\n", #line),
            (Self.station.replacingOccurrences(of: "import Observation", with: "import Observation\nimport RxSwift") + "\nstruct Observation {}\n", #line),
        ] as [(String, UInt)] {
            let result = expanded(text)
            XCTAssertEqual(result.diagnostics.filter { $0.hasSuffix("observation-module-hidden") }.count, 1, "\(result.diagnostics)", line: line)
            XCTAssertEqual(result.registrars, [], "no output on an error", line: line)
        }
    }

    func testTheRuleNamesWhatTakesTheBareNames() {
        XCTAssertEqual(ObservationRules.observationModuleSpelling(moduleHidden: false, takenNames: ["Observable"], imports: ["RxSwift"]), .qualified)
        XCTAssertEqual(ObservationRules.observationModuleSpelling(moduleHidden: true, takenNames: [], imports: ["Observation", "SwiftUI"]), .unqualified)
        XCTAssertEqual(ObservationRules.observationModuleSpelling(moduleHidden: true, takenNames: [], imports: ["RxSwift", "Observation"]),
                       .hidden(reason: "the file imports 'RxSwift', which may declare 'Observable'"))
        XCTAssertEqual(ObservationRules.observationModuleSpelling(moduleHidden: true, takenNames: ["ObservationRegistrar"], imports: []),
                       .hidden(reason: "a type of the run named 'ObservationRegistrar' takes the bare name"))
    }
}
