import Foundation
import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Inference through the declaration index, as tables: a context file (another file of the
/// module), an initializer in an annotated class of the input, and what must come out — the
/// type written on the property, or the error. Every expected type is also checked against
/// the compiler: `swiftc -print-ast` of `let inferred = <initializer>` compiled with the
/// context must print that type (skipped with a message where no `swiftc` is found).
final class DeclarationIndexTests: XCTestCase {
    enum Outcome: Equatable {
        case type(String)
        /// The `undeclared-in-context` error naming this.
        case undeclared(String)
        /// The `overloaded-result-type` error naming this member.
        case overloaded(String)
        /// The plain `cannot-infer-type` error.
        case notInferred
    }

    struct Case {
        var name: String
        var context: String
        var initializer: String
        var outcome: Outcome
    }

    static let theme = """
        final class Theme {
          static let shared = Theme()
          var tintColor: String { "teal" }
          let radius: Double = 8
          func badge(for count: Int) -> Badge { Badge(text: "\\(count)") }
          func badge(named: String) -> Badge { Badge(text: named) }
        }
        struct Badge { var text: String; var isEmpty: Bool { text.isEmpty } }
        """

    static let cases: [Case] = [
        Case(name: "enum case of another file", context: "enum Frequency { case oneVote, unlimited }",
             initializer: "Frequency.oneVote", outcome: .type("Frequency")),
        Case(name: "enum case with associated values, called", context: "enum Limit { case none, some(Int) }",
             initializer: "Limit.some(3)", outcome: .type("Limit")),
        Case(name: "enum case with associated values, not called: a function", context: "enum Limit { case none, some(Int) }",
             initializer: "Limit.some", outcome: .notInferred),
        Case(name: "static constant with a literal initializer", context: "struct Config { static let retries = 3 }",
             initializer: "Config.retries", outcome: .type("Int")),
        Case(name: "static constant of its own type", context: "struct Publication { var items: [Int]; static let empty = Publication(items: []) }",
             initializer: "Publication.empty", outcome: .type("Publication")),
        Case(name: "static property with a declared type", context: "struct Palette { static var accent: String { \"red\" } }",
             initializer: "Palette.accent", outcome: .type("String")),
        Case(name: "static method returning a nested type", context: "enum Memory { struct Snapshot { var bytes = 0 }; static func snapshot() -> Snapshot { Snapshot() } }",
             initializer: "Memory.snapshot()", outcome: .type("Memory.Snapshot")),
        Case(name: "static method returning Self", context: "struct Tag { var name: String; static func make(_ name: String) -> Self { Tag(name: name) } }",
             initializer: "Tag.make(\"new\")", outcome: .type("Tag")),
        Case(name: "chain of properties", context: theme, initializer: "Theme.shared.tintColor", outcome: .type("String")),
        Case(name: "chain through a method picked by its label", context: theme, initializer: "Theme.shared.badge(for: 2).isEmpty", outcome: .type("Bool")),
        Case(name: "chain through a let with a declared type", context: theme, initializer: "Theme.shared.radius", outcome: .type("Double")),
        Case(name: "nested type's case", context: "enum Models { enum Visibility { case pub, unlisted } }",
             initializer: "Models.Visibility.pub", outcome: .type("Models.Visibility")),
        Case(name: "module-qualified name", context: "enum Models { enum Visibility { case pub, unlisted } }",
             initializer: "ProbeModule.Models.Visibility.unlisted", outcome: .type("Models.Visibility")),
        Case(name: "member through a typealias", context: theme + "\ntypealias Style = Theme",
             initializer: "Style.shared.tintColor", outcome: .type("String")),
        Case(name: "generic type with an explicit argument", context: "struct Box<Value> { var value: Value?; static var empty: Box<Value> { Box(value: nil) } }",
             initializer: "Box<Int>.empty", outcome: .type("Box<Int>")),
        Case(name: "generic parameter substituted in a member", context: "struct Box<Value> { var value: Value?; static var empty: Box<Value> { Box(value: nil) } }",
             initializer: "Box<String>.empty.value", outcome: .type("String?")),
        Case(name: "generic type without arguments: not known", context: "struct Box<Value> { var value: Value?; static var empty: Box<Value> { Box(value: nil) } }",
             initializer: "Box.empty.value", outcome: .notInferred),
        Case(name: "generic method's result: not known", context: "enum Maker { static func make<T>(_ value: T) -> T { value } }",
             initializer: "Maker.make(1)", outcome: .notInferred),
        Case(name: "member of an extension", context: "struct Units {}\nextension Units { static let meters = \"m\" }",
             initializer: "Units.meters", outcome: .type("String")),
        Case(name: "inherited member of a superclass", context: "class Base { static let shared = Derived(); var label: String { \"b\" } }\nfinal class Derived: Base {}",
             initializer: "Base.shared.label", outcome: .type("String")),
        Case(name: "free function of another file", context: "func defaultTitle() -> String { \"Untitled\" }",
             initializer: "defaultTitle()", outcome: .type("String")),
        Case(name: "closure with written types", context: "",
             initializer: "{ (x: Int, _ y: Int) -> Int in x * y }", outcome: .type("(_ x: Int, _ y: Int) -> Int")),
        Case(name: "closure without a result type", context: "", initializer: "{ (x: Int) in x }", outcome: .notInferred),
        Case(name: "global variable of another file, declared type", context: "let maximumRetries: Int = 5",
             initializer: "maximumRetries", outcome: .type("Int")),
        Case(name: "global variable of another file, literal rules", context: "let startScale = 2.5",
             initializer: "startScale", outcome: .type("Double")),
        Case(name: "?? after a function of another file returning an optional", context: "func storedRatio() -> Double? { nil }",
             initializer: "storedRatio() ?? 1", outcome: .type("Double")),
        Case(name: "?? whose right operand is the left's optional", context: "func first() -> Int? { nil }\nfunc second() -> Int? { 2 }",
             initializer: "first() ?? second()", outcome: .type("Int?")),
        Case(name: "?? with a subclass on the right: the common superclass, not guessed",
             context: "class Base {}\nfinal class Sub: Base {}\nfunc stored() -> Base? { nil }",
             initializer: "stored() ?? Sub()", outcome: .notInferred),
        Case(name: "a free function called as a global variable's name is not its value", context: "func title() -> String { \"\" }",
             initializer: "title", outcome: .notInferred),
        Case(name: "standard library static member", context: "", initializer: "Duration.zero", outcome: .type("Duration")),
        Case(name: "standard library protocol member with Self", context: "", initializer: "UInt16.max", outcome: .type("UInt16")),
        Case(name: "standard library nested result", context: "", initializer: "ContinuousClock.now", outcome: .type("ContinuousClock.Instant")),
        Case(name: "overloads that differ in result type", context: "enum Parser { static func make() -> Int { 0 }; static func make() -> String { \"\" } }",
             initializer: "Parser.make()", outcome: .overloaded("Parser.make")),
        Case(name: "undeclared type", context: "", initializer: "UIColor.black", outcome: .undeclared("UIColor")),
        Case(name: "undeclared member", context: theme, initializer: "Theme.shared.shade", outcome: .undeclared("Theme.shade")),
        Case(name: "instance member used statically: declared, so not said to be missing", context: theme,
             initializer: "Theme.tintColor", outcome: .notInferred),
    ]

    /// Expands the probe class with `context` as a context file; the property's written type or
    /// the error.
    func outcome(of testCase: Case) throws -> Outcome {
        let input = "import Observation\n\n// @Observable\nfinal class Probe {\n  var v = \(testCase.initializer)\n}\n"
        let file = SourceFile(path: "Probe.swift", text: input)
        let source = ParsedSource(file)
        var index = DeclarationIndex([source])
        index.addContext(SourceFile(path: "Context.swift", text: testCase.context))
        index.fallback = FixtureContext.standardLibrary
        let result = Expander.expand(source, classes: index)
        if let output = result.output.map({ String(decoding: $0, as: UTF8.self) }) {
            let marker = "  var v: "
            let line = try XCTUnwrap(output.components(separatedBy: "\n").first { $0.hasPrefix(marker) }, testCase.name)
            let end = try XCTUnwrap(line.range(of: " = " + testCase.initializer), testCase.name)
            return .type(String(line[line.index(line.startIndex, offsetBy: marker.count) ..< end.lowerBound]))
        }
        // The one error, told apart by its identifier; its text must be the catalogue's.
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1, "\(testCase.name): \(errors.map(\.message))")
        guard let error = errors.first else { return .notInferred }
        let candidates: [(Outcome, DiagnosticMessage)] = {
            switch testCase.outcome {
            case let .undeclared(missing): return [(.undeclared(missing), .undeclaredInContext(name: "v", expression: testCase.initializer, missing: missing))]
            case let .overloaded(member): return [(.overloaded(member), .overloadedResultType(name: "v", expression: testCase.initializer, member: member))]
            default: return []
            }
        }() + [(.notInferred, .cannotInferType(name: "v"))]
        for (outcome, message) in candidates where Diagnostic(message, at: 0).message == error.message { return outcome }
        return .type("error: " + error.message)
    }

    func testInferenceThroughTheIndex() throws {
        var failures: [String] = []
        for testCase in Self.cases {
            let got = try outcome(of: testCase)
            if got != testCase.outcome { failures.append("\(testCase.name): expected \(testCase.outcome), got \(got)") }
        }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    /// One run, many properties: what the run keeps once found (a member's type spelled for an
    /// owner, a declared type parsed once) is each owner's and each argument's own answer.
    func testAnswersKeptForTheRunAreEachOwnersOwn() throws {
        let context = """
            struct Box<Value> { var value: Value?; static var empty: Box<Value> { Box(value: nil) } }
            enum Shade { case light }
            enum Tone { case light }
            """
        let properties: [(initializer: String, type: String)] = [
            ("Box<Int>.empty", "Box<Int>"), ("Box<String>.empty", "Box<String>"), ("Box<Int>.empty.value", "Int?"),
            ("Box<Double>.empty.value", "Double?"), ("UInt16.max", "UInt16"), ("Int8.max", "Int8"),
            ("Shade.light", "Shade"), ("Tone.light", "Tone"), ("Box<Int>.empty", "Box<Int>"),
        ]
        let body = properties.enumerated().map { "  var p\($0.offset) = \($0.element.initializer)" }.joined(separator: "\n")
        let source = ParsedSource(SourceFile(path: "Probe.swift", text: "import Observation\n\n// @Observable\nfinal class Probe {\n\(body)\n}\n"))
        var index = DeclarationIndex([source])
        index.addContext(SourceFile(path: "Context.swift", text: context))
        index.fallback = FixtureContext.standardLibrary
        let output = try XCTUnwrap(Expander.expand(source, classes: index).output.map { String(decoding: $0, as: UTF8.self) })
        for (n, property) in properties.enumerated() {
            XCTAssertTrue(output.contains("  var p\(n): \(property.type) = \(property.initializer) {\n"),
                          "p\(n) = \(property.initializer): expected \(property.type) in\n\(output)")
        }
    }

    /// Each expected type is the compiler's: `-print-ast` of `let inferred = <initializer>`.
    func testExpectedTypesAreTheCompilers() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH") }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("index-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        // One compiler run per case (each its own context), independent: side by side, one per
        // core, each in a folder of its own; the failures come back in the table's order.
        let typed = Self.cases.enumerated().compactMap { k, testCase -> (folder: URL, testCase: Case, expected: String)? in
            guard case let .type(expected) = testCase.outcome else { return nil }
            return (work.appendingPathComponent("case\(k)"), testCase, expected)
        }
        let failures = Toolchain.parallel(typed) { folder, testCase, expected -> String? in
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let context = folder.appendingPathComponent("Context.swift"), check = folder.appendingPathComponent("Check.swift")
                try testCase.context.write(to: context, atomically: true, encoding: .utf8)
                try "let inferred = \(testCase.initializer)\n".write(to: check, atomically: true, encoding: .utf8)
                let result = try Toolchain.run(swiftc, ["-wmo", "-parse-as-library", "-module-name", "ProbeModule", "-print-ast", check.path, context.path], in: folder)
                let line = result.stdout.components(separatedBy: "\n").first { $0.contains("let inferred: ") }
                guard let line, let start = line.range(of: "let inferred: "), let end = line.range(of: " = ", range: start.upperBound ..< line.endIndex) else {
                    return "\(testCase.name): the compiler printed no type: \(result.stderr.prefix(300))"
                }
                let printed = String(line[start.upperBound ..< end.lowerBound])
                return printed == expected ? nil : "\(testCase.name): the compiler infers '\(printed)', the table says '\(expected)'"
            } catch {
                return "\(testCase.name): \(error)"
            }
        }.compactMap { $0 }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    /// The index's own lookups: scopes, module prefixes, extensions adding `Observable`.
    func testLookupAndObservableAncestors() {
        var index = DeclarationIndex()
        index.addContext(SourceFile(path: "A.swift", text: """
            enum Settings { class ViewModel {} }
            class ViewModel {}
            class Vehicle {}
            extension Vehicle: Observable {}
            class Van: Vehicle {}
            """))
        XCTAssertEqual(index.resolve(["ViewModel"], in: ["Settings"]), "Settings.ViewModel")
        XCTAssertEqual(index.resolve(["ViewModel"], in: []), "ViewModel")
        XCTAssertEqual(index.resolve(["App", "ViewModel"], in: []), "ViewModel", "a first name no scope declares is a module")
        XCTAssertNil(index.resolve(["Missing"], in: []))
        XCTAssertTrue(index.hasObservableAncestor(["Van"], in: []))
        XCTAssertFalse(index.hasObservableAncestor(["ViewModel"], in: []))
    }

    /// A superclass written in a composition (`class C: Base & P`), through a type alias of one
    /// or an alias of such an alias, or further up the chain: the class is the composition's
    /// class (exact48), as `classNamed(by:in:)` reads it for migrate.
    func testObservableAncestorsThroughCompositions() {
        var index = DeclarationIndex()
        index.addContext(SourceFile(path: "A.swift", text: """
            protocol P {}
            protocol Q {}
            class Base {}
            extension Base: Observable {}
            class Plain {}
            typealias BaseP = Base & P
            typealias Again = BaseP
            class Mid: P & Base {}
            class Other: Q & Plain {}
            """))
        XCTAssertTrue(index.hasObservableAncestor(["Base", "&", "P"], in: []))
        XCTAssertTrue(index.hasObservableAncestor(["P", "&", "Base"], in: []))
        XCTAssertTrue(index.hasObservableAncestor(["BaseP"], in: []))
        XCTAssertTrue(index.hasObservableAncestor(["Again"], in: []))
        XCTAssertTrue(index.hasObservableAncestor(["Mid"], in: []), "a class further up written with a composition")
        XCTAssertFalse(index.hasObservableAncestor(["Plain", "&", "P"], in: []))
        XCTAssertFalse(index.hasObservableAncestor(["Other"], in: []))
        XCTAssertFalse(index.hasObservableAncestor(["P", "&", "Q"], in: []))
        for written in [["Base", "&", "P"], ["P", "&", "Base"], ["BaseP"], ["Again"], ["Mid"]] {
            XCTAssertEqual(index.observableAncestry(written, in: []), .inherited, "\(written)")
        }
        XCTAssertEqual(index.observableAncestry(["Other"], in: []), DeclarationIndex.ObservableAncestry.none)
    }

    /// A superclass that conforms through a type alias of `Observable` (alone or in a
    /// composition, or an alias of one): the subclass inherits the conformance (break 48/5: it
    /// got a second one, "redundant conformance"; the real macro's compiles).
    func testObservableAncestorsThroughAnAliasOfObservable() {
        var index = DeclarationIndex()
        index.addContext(SourceFile(path: "A.swift", text: """
            import Observation
            typealias ObservableObjectType = Observable & AnyObject
            typealias Obs = Observable
            typealias Again = Obs
            protocol P {}
            typealias NotObservable = P & AnyObject
            class Base: ObservableObjectType {}
            class Plain: Obs {}
            class Far: Again {}
            class Mid: Far {}
            class Other: NotObservable {}
            """))
        XCTAssertTrue(index.hasObservableAncestor(["Base"], in: []))
        XCTAssertTrue(index.hasObservableAncestor(["Plain"], in: []))
        XCTAssertTrue(index.hasObservableAncestor(["Far"], in: []))
        XCTAssertTrue(index.hasObservableAncestor(["Mid"], in: []), "a class further up")
        XCTAssertFalse(index.hasObservableAncestor(["Other"], in: []))
        // The expander's per-configuration reading (break 48/2) agrees.
        for name in ["Base", "Plain", "Far", "Mid"] { XCTAssertEqual(index.observableAncestry([name], in: []), .inherited, name) }
        XCTAssertEqual(index.observableAncestry(["Other"], in: []), DeclarationIndex.ObservableAncestry.none)
    }

    /// A `.swiftinterface` as context (how an SDK framework or a binary dependency is read; the
    /// macOS SDK itself cannot be tested here): its module comes from `-module-name`, its
    /// module-qualified types print without the module.
    func testInterfaceFileAsContext() throws {
        let interface = """
            // swift-interface-format-version: 1.0
            // swift-module-flags: -target arm64-apple-ios17.0 -enable-library-evolution -module-name UIKit
            import Swift
            @_Concurrency.MainActor open class UIColor {
              @_Concurrency.MainActor open class var black: UIKit.UIColor { get }
              public static var systemTeal: UIKit.UIColor { get }
              public func withAlphaComponent(_ alpha: Swift.Double) -> UIKit.UIColor
            }
            """
        var index = DeclarationIndex()
        index.addContext(SourceFile(path: "UIKit.swiftinterface", text: interface))
        XCTAssertEqual(index.typeEntries("UIColor")?.first?.module, "UIKit")
        let input = "import Observation\n\n// @Observable\nfinal class Style {\n  var color = UIColor.black\n  var faded = UIKit.UIColor.systemTeal.withAlphaComponent(0.5)\n}\n"
        let source = ParsedSource(SourceFile(path: "Style.swift", text: input))
        var run = DeclarationIndex([source])
        run.formUnion(index)
        let output = try XCTUnwrap(Expander.expand(source, classes: run).output.map { String(decoding: $0, as: UTF8.self) })
        XCTAssertTrue(output.contains("  var color: UIColor = UIColor.black {"), output)
        XCTAssertTrue(output.contains("  var faded: UIColor = UIKit.UIColor.systemTeal.withAlphaComponent(0.5) {"), output)
    }

    /// A chain whose first name no enclosing type declares (`Int.max`, `Kind.draft` with a
    /// file-scope `Kind`) is answered once per run, for every class that writes it, failures
    /// included; one whose first name the class declares (its own `Kind`) is the class's own.
    func testChainsAreAnsweredOncePerRunInTheirOwnScope() throws {
        let models = (0 ..< 3).map { n in
            ParsedSource(SourceFile(path: "M\(n).swift", text: """
                // @Observable
                final class M\(n) {
                  var limit = Int.max
                  var kind = Kind.draft
                }

                """))
        }
        let nested = ParsedSource(SourceFile(path: "N.swift", text: """
            // @Observable
            final class N {
              enum Kind { case draft, final }
              var kind = Kind.draft
            }

            """))
        let missing = ParsedSource(SourceFile(path: "X.swift", text: "// @Observable\nfinal class X {\n  var shade = Kind.shade\n}\n"))
        let sources = [nested] + models + [missing, missing]
        var index = DeclarationIndex(sources)
        index.addContext(SourceFile(path: "Context.swift", text: "enum Kind { case draft }\n"))
        index.fallback = FixtureContext.standardLibrary
        let run = index
        let classes = DeferredIndex { run }
        for source in [nested] + models {
            let result = Expander.expand(source, classes: classes, run: nil)
            let output = try XCTUnwrap(result.output.map { String(decoding: $0, as: UTF8.self) }, "\(result.diagnostics.map(\.message))")
            if source.file.path == "N.swift" {
                XCTAssertTrue(output.contains("  var kind: N.Kind = Kind.draft {"), output)
            } else {
                XCTAssertTrue(output.contains("  var limit: Int = Int.max {"), output)
                XCTAssertTrue(output.contains("  var kind: Kind = Kind.draft {"), output)
            }
        }
        // The failure is noted for every class that asks, the second time from the kept answer.
        for _ in 0 ..< 2 {
            let result = Expander.expand(missing, classes: classes, run: nil)
            XCTAssertNil(result.output)
            XCTAssertEqual(result.diagnostics.map(\.message),
                           [Diagnostic(.undeclaredInContext(name: "shade", expression: "Kind.shade", missing: "Kind.shade", unread: []), at: 0).message])
        }
        // `Int.max`, `Kind.draft` and `Kind.shade`: N's `Kind.draft` is its own.
        XCTAssertEqual(classes.keptChainCount, 3)
    }

    /// The default context is built only when an inference needs it.
    func testDefaultContextIsBuiltOnlyWhenNeeded() {
        let deferred = DeferredIndex { DeclarationIndex() }
        var index = DeclarationIndex([ParsedSource(SourceFile(path: "M.swift", text: "// @Observable\nfinal class M { var a = 1; var b: Duration = .zero }\n"))])
        index.fallback = deferred
        _ = Expander.expand(ParsedSource(SourceFile(path: "M.swift", text: "// @Observable\nfinal class M { var a = 1; var b: Duration = .zero }\n")), classes: index)
        XCTAssertFalse(deferred.isBuilt)
        _ = Expander.expand(ParsedSource(SourceFile(path: "M.swift", text: "// @Observable\nfinal class M { var b = Duration.zero }\n")), classes: index)
        XCTAssertTrue(deferred.isBuilt)
    }
}
