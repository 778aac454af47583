import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// The compiler's redeclaration rule for the functions the expansion adds, for those the
/// macro does not see (oracle cases 35g, 35h): `ObservationRules.redeclaredAddedFunction`, its
/// table checked row by row (each row was compiled with `swiftc -c` beside the expansion's six
/// functions), and what the expansion does with each kind, in one file and across a run.
final class RedeclarationRuleTests: XCTestCase {
    private struct Tree: TokenQueries {
        let source: ParsedSource
        var tokens: [Token] { source.tokenized.tokens }
        var bytes: [UInt8] { source.file.bytes }
        /// `text` after an annotated class `Model` (a file without an annotation is not parsed).
        init(_ text: String) { source = ParsedSource(SourceFile(path: "t.swift", text: "// @Observable\nfinal class Model {}\n" + text)) }

        /// The first function of the first extension.
        var function: FunctionDeclaration? {
            for member in source.tree.members {
                guard case let .type(type) = member else { continue }
                for inner in type.members { if case let .function(function) = inner { return function } }
            }
            return nil
        }
    }

    /// What the rule says of `declaration` in `extension Model`: the index of the added
    /// function it redeclares (`~k`: an overload that makes its calls ambiguous), nil for an
    /// overload.
    private func verdict(_ declaration: String) -> Int? {
        let tree = Tree("extension Model {\n  \(declaration)\n}\n")
        guard let function = tree.function else { return nil }
        guard let found = ObservationRules.redeclaredAddedFunction(function, owner: "Model", isConditional: false, inExtension: true, in: tree) else { return nil }
        return found.isAmbiguousOverload ? ~found.redeclared : found.redeclared
    }

    func testTheCompilersRedeclarationTable() {
        let rows: [(String, Int?, UInt)] = [
            ("func access<M>(keyPath: KeyPath<Model, M>) {}", 0, #line),
            ("func access<Member>(keyPath: KeyPath<Model, Member>) {}", 0, #line),
            ("func access<M>(keyPath kp: KeyPath<Model, M>) {}", 0, #line),
            ("func access<M>(keyPath: Swift.KeyPath<Model, M>) -> Void {}", 0, #line),
            ("func access<M>(keyPath: KeyPath<Model, M>) -> () {}", 0, #line),
            ("nonisolated private func access<M>(keyPath: KeyPath<Model, M>) {}", 0, #line),
            ("@discardableResult func access<M>(keyPath: KeyPath<Model, M>) {}", 0, #line),
            ("func access<M>(keyPath: KeyPath<Model, M>) throws {}", 0, #line),
            ("func access<M: Equatable>(keyPath: KeyPath<Model, M>) {}", nil, #line),
            ("func access<M>(keyPath: KeyPath<Model, M>) where M: Equatable {}", nil, #line),
            ("func access<M>(keyPath: KeyPath<Model, M>) where M == Int {}", nil, #line),
            ("func access<M>(keyPath: KeyPath<Model, M>) async {}", nil, #line),
            ("static func access<M>(keyPath: KeyPath<Model, M>) {}", nil, #line),
            ("class func access<M>(keyPath: KeyPath<Model, M>) {}", nil, #line),
            ("func access<M>(keyPath: M) {}", nil, #line),
            ("func access(keyPath: KeyPath<Model, Int>) {}", nil, #line),
            ("func access(keyPath: PartialKeyPath<Model>) {}", nil, #line),
            ("func access<M>(keyPath: WritableKeyPath<Model, M>) {}", nil, #line),
            ("func access<M>(keyPath: inout KeyPath<Model, M>) {}", nil, #line),
            ("func access<M>(keyPath: KeyPath<Model, M>...) {}", nil, #line),
            ("func access<M>(keyPath: KeyPath<Model, M>, extra: Int = 0) {}", nil, #line),
            ("func access<M>(keyPath: KeyPath<Model, M>) -> Int { 0 }", ~0, #line),
            ("@discardableResult func access<M>(keyPath: KeyPath<Model, M>) -> Int { 0 }", ~0, #line),
            ("func withMutation<M, R>(keyPath: KeyPath<Model, M>, _ mutation: () throws -> R) rethrows -> R { try mutation() }", 1, #line),
            ("func withMutation<M, R>(keyPath: KeyPath<Model, M>, _ mutation: () throws -> R) throws -> R { try mutation() }", 1, #line),
            ("func withMutation<M, R>(keyPath: KeyPath<Model, M>, _ mutation: @escaping () throws -> R) rethrows -> R { try! mutation() }", 1, #line),
            ("func withMutation<M, R>(keyPath: KeyPath<Model, M>, _ mutation: () -> R) -> R { mutation() }", nil, #line),
            ("func withMutation<M>(keyPath: KeyPath<Model, M>, _ mutation: () throws -> Void) rethrows { try mutation() }", nil, #line),
            ("func withMutation<M, R>(keyPath: KeyPath<Model, M>, mutation: () throws -> R) rethrows -> R { try mutation() }", ~1, #line),
            ("func shouldNotifyObservers<M>(_ lhs: M, _ rhs: M) -> Bool { true }", 2, #line),
            ("private func shouldNotifyObservers<T>(_ a: T, _ b: T) -> Swift.Bool { true }", 2, #line),
            ("func shouldNotifyObservers<M: Equatable>(_ lhs: M, _ rhs: M) -> Bool { true }", 3, #line),
            ("func shouldNotifyObservers<M>(_ lhs: M, _ rhs: M) -> Bool where M: Equatable { true }", 3, #line),
            ("func shouldNotifyObservers<M>(_ lhs: M, _ rhs: M) -> Bool where M: Swift.Equatable { true }", 3, #line),
            ("func shouldNotifyObservers<M: AnyObject>(_ lhs: M, _ rhs: M) -> Bool { true }", 4, #line),
            ("func shouldNotifyObservers<M: AnyObject & Equatable>(_ lhs: M, _ rhs: M) -> Bool { true }", 5, #line),
            ("func shouldNotifyObservers<M: Equatable>(_ lhs: M, _ rhs: M) -> Bool where M: AnyObject { true }", 5, #line),
            ("func shouldNotifyObservers<M>(_ lhs: M, _ rhs: M) -> Bool where M: Equatable, M: AnyObject { true }", 5, #line),
            ("func shouldNotifyObservers<M: Hashable>(_ lhs: M, _ rhs: M) -> Bool { true }", nil, #line),
            ("func shouldNotifyObservers<M>(_ lhs: M, _ rhs: M) {}", nil, #line),
            ("func shouldNotifyObservers<M>(_ lhs: M, old rhs: M) -> Bool { true }", nil, #line),
            ("func shouldNotifyObservers(_ lhs: Int, _ rhs: Int) -> Bool { true }", nil, #line),
            ("func shouldNotifyObservers<M, N>(_ lhs: M, _ rhs: N) -> Bool { true }", nil, #line),
            ("func shouldNotifyObservers(_ lhs: some Equatable, _ rhs: some Equatable) -> Bool { true }", nil, #line),
        ]
        for (declaration, expected, line) in rows {
            XCTAssertEqual(verdict(declaration), expected, declaration, line: line)
        }
    }

    /// What decides whether the accessors can call a redeclaration in place of the expansion's own.
    func testWhatMakesARedeclarationUnusable() throws {
        func found(_ declaration: String) throws -> AddedFunctionRedeclaration {
            let tree = Tree("extension Model {\n  \(declaration)\n}\n")
            return try XCTUnwrap(ObservationRules.redeclaredAddedFunction(XCTUnwrap(tree.function), owner: "Model", isConditional: false, inExtension: true, in: tree))
        }
        XCTAssertNil(try found("func access<M>(keyPath: KeyPath<Model, M>) {}").unusable)
        XCTAssertEqual(try found("func access<M>(keyPath: KeyPath<Model, M>) throws {}").unusable, "it 'throws'")
        XCTAssertNil(try found("func withMutation<M, R>(keyPath: KeyPath<Model, M>, _ m: () throws -> R) rethrows -> R { try m() }").unusable)
        XCTAssertEqual(try found("func withMutation<M, R>(keyPath: KeyPath<Model, M>, _ m: () throws -> R) throws -> R { try m() }").unusable,
                       "it 'throws' where the expansion's 'rethrows'")
        XCTAssertEqual(try found("func withMutation<M, R>(keyPath: KeyPath<Model, M>, _ m: @escaping () throws -> R) rethrows -> R { try! m() }").unusable,
                       "its closure parameter is '@escaping'")
        XCTAssertEqual(try found("@MainActor func access<M>(keyPath: KeyPath<Model, M>) {}").globalActor, "MainActor")
        XCTAssertTrue(try found("fileprivate func access<M>(keyPath: KeyPath<Model, M>) {}").isFilePrivate)
    }

    private static let model = SourceFile(path: "Model.swift", text: "import Observation\n\n// @Observable\nfinal class Model {\n  var x = 0\n}\n")

    private func expand(_ files: [SourceFile]) -> ExpansionResult? {
        let run = ExpansionRun(inputs: files.count, context: 0, access: ExpansionRunTests.CountingFiles(inputs: files))
        guard case let .expanded(_, result) = run.expand(0) else { return nil }
        return result
    }

    /// A redeclaration in an extension in another file of the run leaves the expansion's own out
    /// (oracle 35g); a `private` one there is an error, since the class's body does not see it.
    func testAnExtensionInAnotherFileOfTheRun() throws {
        let other = SourceFile(path: "Extra.swift", text: "extension Model {\n  func access<Member>(keyPath: KeyPath<Model, Member>) {}\n}\n")
        let result = try XCTUnwrap(expand([Self.model, other]))
        let output = String(decoding: try XCTUnwrap(result.output), as: UTF8.self)
        XCTAssertFalse(output.contains("func access<"), output)
        XCTAssertTrue(output.contains("func withMutation<"), output)

        let hidden = SourceFile(path: "Extra.swift", text: "extension Model {\n  private func access<M>(keyPath: KeyPath<Model, M>) {}\n}\n")
        let failed = try XCTUnwrap(expand([Self.model, hidden]))
        XCTAssertNil(failed.output)
        XCTAssertEqual(failed.diagnostics.map(\.id), ["added-function-redeclared-in-extension"])

        // The same `private` function in the class's own file is seen by its body.
        let same = SourceFile(path: "Model.swift", text: "// @Observable\nfinal class Model {\n  var x = 0\n}\nextension Model {\n  private func access<M>(keyPath: KeyPath<Model, M>) {}\n}\n")
        let kept = try XCTUnwrap(expand([same]))
        XCTAssertEqual(kept.diagnostics.map(\.id), [])
        XCTAssertFalse(String(decoding: try XCTUnwrap(kept.output), as: UTF8.self).contains("nonisolated func access<"))
    }

    /// A run none of whose files declares such a function asks the index nothing for it.
    func testARunWithoutSuchAFunctionBuildsNoIndex() throws {
        let other = SourceFile(path: "Other.swift", text: "struct Other {}\nextension Other {\n  func accessory() {}\n  func access2() {}\n}\n")
        let run = ExpansionRun(inputs: 2, context: 0, access: ExpansionRunTests.CountingFiles(inputs: [Self.model, other]))
        _ = try XCTUnwrap({ () -> [UInt8]? in
            guard case let .expanded(_, result) = run.expand(0) else { return nil }
            return result.output
        }())
        XCTAssertFalse(run.indexIsBuilt)
        XCTAssertTrue(RunFacts.mayDeclareAddedFunction(Array("extension M {\n  func\n  `access`<T>(keyPath: T) {}\n}".utf8)))
        XCTAssertFalse(RunFacts.mayDeclareAddedFunction(Array("func accessibility() {}\nlet access = 1\n".utf8)))
    }
}
