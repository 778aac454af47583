import Foundation
@testable import ObservableExpander
@testable import ObservableSyntax
import XCTest

/// The library's stages in one direction (issue 25): a file of a stage folder names no type
/// declared in a later stage's folder. Read with the tool's own tokenizer, so that comments and
/// strings do not count. Runs in `make test`, hence in CI.
final class StageOrderTests: XCTestCase {
    /// The library's modules under `Sources/`, each with its stage folders, earliest first: the
    /// syntax stages are a module of their own (`ObservableSyntax`), so that the compiler too
    /// keeps them from reaching the later ones. `Expander.swift` (the facade, at the top of
    /// `ObservableExpander`) may use every stage.
    static let modules: [(name: String, stages: [String])] = [
        ("ObservableSyntax", ["Source", "Diagnostics", "Lexing", "Parsing"]),
        ("ObservableExpander", ["Facts", "Index", "Expansion", "Layout", "Migration", "Run"]),
    ]

    /// Every stage folder, as `Module/Stage`, earliest first.
    static let order = modules.flatMap { module in module.stages.map { module.name + "/" + $0 } }

    /// The back-edges still there, each as "file -> type", with why (issue 25 asked for them
    /// to go; a new one fails the test). None: the index reads the marks, the file facts, the
    /// conformance rule and the literal rules of inference from `Facts`, a stage ahead of it.
    static let knownBackEdges: [String: String] = [:]

    struct BackEdge: Hashable, CustomStringConvertible {
        var file: String
        var type: String
        var declaredIn: String
        var description: String { "\(file) -> \(type)" }
    }

    /// Every place where a file of a stage folder under `root` names a type that only a later
    /// stage's folder declares.
    static func backEdges(under root: URL, order: [String]) throws -> [BackEdge] {
        var files: [(stage: Int, path: String, tokens: [String])] = []
        var declared: [String: Set<Int>] = [:]
        for (stage, folder) in order.enumerated() {
            let base = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                let bytes = Array(try Data(contentsOf: base.appendingPathComponent(relative)))
                let all = Tokenizer.tokenize(bytes).tokens
                func text(_ k: Int) -> String { String(decoding: bytes[all[k].textRange], as: UTF8.self) }
                // A top-level declaration (outside every brace: a nested type is named through
                // its parent): the keyword, not after a period (`.class`), then the name.
                var depth = 0
                for k in all.indices.dropLast() {
                    if all[k].kind == .leftBrace { depth += 1 } else if all[k].kind == .rightBrace { depth -= 1 }
                    guard depth == 0, all[k].kind == .identifier, all[k + 1].kind == .identifier, k == 0 || all[k - 1].kind != .period,
                          ["struct", "enum", "class", "protocol", "actor", "typealias"].contains(text(k)) else { continue }
                    let name = text(k + 1)
                    if name.first?.isUppercase == true { declared[name, default: []].insert(stage) }
                }
                let tokens = all.indices.filter { all[$0].kind == .identifier }.map(text)
                files.append((stage, folder + "/" + relative, tokens))
            }
        }
        var edges: Set<BackEdge> = []
        for file in files {
            for name in Set(file.tokens) {
                // Declared only later: a name also declared here or earlier is that one.
                guard let stages = declared[name], let first = stages.min(), first > file.stage else { continue }
                edges.insert(BackEdge(file: file.path, type: name, declaredIn: order[first]))
            }
        }
        return edges.sorted { $0.description < $1.description }
    }

    func testNoStageNamesALaterStagesType() throws {
        let root = FixturePaths.repository.appendingPathComponent("Sources")
        for module in Self.modules {
            let folders = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(module.name).path)
                .filter { !$0.hasSuffix(".swift") }.sorted()
            XCTAssertEqual(folders, module.stages.sorted(), "a stage folder of \(module.name) is missing from the order, or gone")
        }
        let edges = try Self.backEdges(under: root, order: Self.order)
        let unknown = edges.filter { Self.knownBackEdges[$0.description] == nil }
        XCTAssertEqual(unknown.map(\.description), [], "a file names a type of a later stage (move the type, or the code, to where the order allows)")
        let gone = Set(Self.knownBackEdges.keys).subtracting(edges.map(\.description))
        XCTAssertEqual(gone.sorted(), [], "a known back-edge is gone: remove it from knownBackEdges")
    }

    /// The check finds what it is for: a planted back-edge in a copy of two stage folders.
    func testAPlantedBackEdgeIsFound() throws {
        let root = try Toolchain.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("struct Token {}\n// Planner in a comment, \"Planner\" in a string: not uses.\nlet s = \"Planner\"\n", "Lexing/Token.swift")
        try write("struct Planner { var token: Token }\n", "Expansion/Planner.swift")
        XCTAssertEqual(try Self.backEdges(under: root, order: ["Lexing", "Expansion"]), [])
        try write("struct Token {}\nextension Token { func plan() -> Planner? { nil } }\n", "Lexing/Token.swift")
        XCTAssertEqual(try Self.backEdges(under: root, order: ["Lexing", "Expansion"]).map(\.description), ["Lexing/Token.swift -> Planner"])
    }
}
