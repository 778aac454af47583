import XCTest
@testable import ObservableExpander
import ObservableSyntax

/// Inference reads a run's declarations on demand (`RunLookup`): a member chain whose names
/// other files declare reads those files only, without the run-wide index, with the answers
/// of the index of every file.
extension ExpansionRunTests {
    /// The files of a run like an app's: a model whose initializers name a type of another
    /// file (`Theme.shared.tint`), a nested type of its own (`Kind.draft`), a member added by an
    /// extension in a third file (`Theme.accent`), and many files that declare other things.
    private static func appFiles(unrelated: Int) -> [SourceFile] {
        let model = file("Model.swift", """
            // @Observable
            final class Model {
              enum Kind { case draft, published }
              var tint = Theme.shared.tint
              var accent = Theme.accent
              var kind = Kind.draft
              var page = Page<String>()
            }
            struct Page<Element> { var items: [Element] = [] }
            """)
        let theme = file("Theme.swift", """
            struct Theme {
              static let shared = Theme()
              let tint: Double = 0.5
            }
            """)
        let accent = file("Theme+Accent.swift", "extension Theme {\n  static var accent: String { \"blue\" }\n}\n")
        let others = (0 ..< unrelated).map { k in
            file("View\(k).swift", "struct View\(k) {\n  enum Kind { case a }\n  var page = 0\n}\nextension View\(k) {\n  static let shared = View\(k)()\n}\n")
        }
        return [model, theme, accent] + others
    }

    func testAMemberChainReadsOnlyTheFilesThatDeclareItsNames() throws {
        let files = Self.appFiles(unrelated: 20)
        let access = CountingFiles(inputs: files)
        let run = ExpansionRun(inputs: files.count, context: 0, access: access)
        let expanded = try XCTUnwrap(output(run.expand(0)))
        for line in ["var tint: Double = Theme.shared.tint", "var accent: String = Theme.accent", "var kind: Model.Kind = Kind.draft",
                     "var page: Page<String> = Page<String>()"] {
            XCTAssertTrue(expanded.contains(line), "\(line)\n\(expanded)")
        }
        // Not the run-wide index: Theme's and its extension's files only (every view declares
        // a `Kind` and a `shared`, none a `Model.Kind` or a `Theme`; the model's own
        // declarations come from the tree its expansion parsed).
        XCTAssertFalse(run.indexIsBuilt)
        XCTAssertEqual(access.reads(.index), 2)
    }

    /// A model whose initializer names a type its own file declares (`Page<String>()`: the
    /// failable-initializer check asks the declarations) needs only its own file's: they are
    /// made from the tree its expansion parsed, not read again.
    func testAFileBeingExpandedIsNotReadAgainForItsOwnDeclarations() throws {
        let model = Self.file("Model.swift", "// @Observable\nfinal class Model {\n  var page = Page<String>()\n}\nstruct Page<Element> {}\n")
        let view = Self.file("View.swift", "struct View {\n  enum Kind { case a }\n}\n")
        let access = CountingFiles(inputs: [model, view])
        let run = ExpansionRun(inputs: 2, context: 0, access: access)
        let expanded = try XCTUnwrap(output(run.expand(0)))
        XCTAssertTrue(expanded.contains("var page: Page<String> = Page<String>()"), expanded)
        XCTAssertFalse(run.indexIsBuilt)
        XCTAssertEqual(access.reads(.index), 0)
        XCTAssertEqual(access.reads(.output), 1)
    }

    /// The same expansion as with the run-wide index (the library's `Expander.expand` over an
    /// index of every file, built up front).
    func testTheLookupAnswersAsTheRunWideIndex() throws {
        let files = Self.appFiles(unrelated: 3)
        let run = ExpansionRun(inputs: files.count, context: 0, access: InMemoryRunFiles(inputs: files))
        let sources = files.map { ParsedSource($0) }
        var facts = RunFacts()
        for file in files { facts.formUnion(Expander.runFacts(in: file)) }
        let whole = DeclarationIndex(sources)
        guard case let .expanded(_, result) = run.expand(0) else { return XCTFail("not expanded") }
        let reference = Expander.expand(sources[0], classes: DeferredIndex { whole }, run: facts)
        XCTAssertEqual(result.output, reference.output)
        XCTAssertEqual(result.diagnostics.map(\.id), reference.diagnostics.map(\.id))
    }

    func testTheExtensionWordsAreEveryWordOfAnExtensionsHeader() {
        func words(_ text: String) -> Set<String> { RunNameScan.extensionWords(in: Array(text.utf8)) }
        XCTAssertEqual(words("extension Outer.Inner: P where T == [Int: Café] { var x = 1 }"), ["Outer", "Inner", "P", "where", "T", "Int"])
        XCTAssertEqual(words("public extension /* { */ Swift.Duration {}\n// an extension of\nstruct S {}"), ["Swift", "Duration", "of", "struct", "S"])
        XCTAssertEqual(words("let extensions = 1; myextension X {}"), [])
        XCTAssertEqual(RunNameScan.words(of: "Outer.Inner<[Int]>").map { $0.map(String.init) }, ["Outer", "Inner", "Int"])
        XCTAssertNil(RunNameScan.words(of: "Café.Inner"))
    }
}

extension ExpansionRunTests {
    /// A model whose initializer names a nested type of its own (`Page<String>()`: the
    /// class's generic parameters and its nested `Page` are looked up to spell the type) does
    /// not read the files that only extend the model (`extension Model { … }`, as real apps
    /// split a model's features over files): an extension declares no type named `Model`, and
    /// `<`, `String` and `>` are names no file of the run declares a type of (each was asked
    /// as `Model.<`, … of every file whose words hold `Model`).
    func testANestedTypesSpellingDoesNotReadTheFilesThatExtendTheClass() throws {
        let model = Self.file("Model.swift", """
            // @Observable
            final class Model<Key: Hashable> {
              struct Page<Element> { var items: [Element] = [] }
              enum Kind { case draft }
              var page = Page<String>()
              var kind = Kind.draft
              var keys: [Key] = []
            }
            """)
        let features = (0 ..< 3).map { k in
            Self.file("Model+Feature\(k).swift", "// Feature \(k). The class is `@Observable` in Model.swift.\nextension Model {\n  var isFeature\(k): Bool { true }\n}\n")
        }
        let files = [model] + features
        let access = CountingFiles(inputs: files)
        let run = ExpansionRun(inputs: files.count, context: 0, access: access)
        let expanded = try XCTUnwrap(output(run.expand(0)))
        for line in ["var page: Model<Key>.Page<String> = Page<String>()", "var kind: Model<Key>.Kind = Kind.draft"] {
            XCTAssertTrue(expanded.contains(line), "\(line)\n\(expanded)")
        }
        XCTAssertFalse(run.indexIsBuilt)
        XCTAssertEqual(access.reads(.index), 0)
        // The same output as the index of every file gives.
        let sources = files.map { ParsedSource($0) }
        var facts = RunFacts()
        for file in files { facts.formUnion(Expander.runFacts(in: file)) }
        let whole = DeclarationIndex(sources)
        XCTAssertEqual(output(run.expand(0)), Expander.expand(sources[0], classes: DeferredIndex { whole }, run: facts).output.map { String(decoding: $0, as: UTF8.self) })
    }
}

extension ExpansionRunTests {
    /// The file being expanded, as real models are: nested types, an extension of its own,
    /// typealiases and associated types, members of several owners, `#if` clauses.
    private static let inFlightModel = file("Model.swift", """
        // @Observable
        final class Model<Key: Hashable> {
          struct Page<Element> {
            var items: [Element] = []
            init() {}
            init?(count: Int) { nil }
          }
          enum Kind: String { case draft, published }
          typealias Pages = [Page<Int>]
          var page = Page<String>()
          #if DEBUG
          var debugLabel = ""
          #endif
          func load() async {}
        }
        protocol Source { associatedtype Item; func items() -> [Item] }
        extension Model.Page: Equatable where Element: Equatable {
          static var empty: Self { Self() }
        }
        extension Model: Source { func items() -> [Key] { [] } }
        """)

    /// The lookups of the file being expanded answer as its whole part does (the same entries,
    /// in the same order), and a type's name or one owner's members do not make that whole
    /// part (`RunLookup.part(_:_:)`: about 60,000 instructions of a model of a dozen properties).
    func testLookupsOfTheFileBeingExpandedAnswerAsItsWholePart() throws {
        let other = Self.file("View.swift", "struct View {\n  var model = Model<Int>()\n}\nextension Model { var isEmpty: Bool { true } }\n")
        let files = [Self.inFlightModel, other]
        func lookup() -> RunLookup {
            let facts = files.map { Expander.runFacts(in: $0) }
            let words = zip(facts, files).map { RunLookup.words(typeNames: $0.typeNames, bytes: $1.bytes) }
            return RunLookup(count: files.count, words: words, typeNames: facts.map(\.typeNames), load: { k in
                var part = DeclarationIndex()
                part.add(ParsedSource(files[k]))
                return part
            }, loadMany: { ks in ks.map { k in
                var part = DeclarationIndex()
                part.add(ParsedSource(files[k]))
                return part
            } })
        }
        let reference = lookup(), inFlight = lookup()
        let parsed = ParsedSource(files[0])
        // Also qualified names no declaration below the top level has the last name of
        // (`Model.Source`, `Model.Model`): the file's part is not made for them.
        let types = ["Model", "Model.Page", "Model.Kind", "Model.Pages", "Source", "View", "Model.Source", "Model.Model", "Model.Page.Element"]
        let owners = ["Model", "Model.Page", "Model.Kind", "Source", ""]
        inFlight.reading(0, from: parsed) {
            for name in types {
                XCTAssertEqual(inFlight.types(name), reference.types(name), name)
                XCTAssertEqual(inFlight.associatedTypes(name), reference.associatedTypes(name), name)
                XCTAssertEqual(inFlight.extensionConformances(name), reference.extensionConformances(name), name)
            }
            XCTAssertFalse(inFlight.madeWholePart(0), "a type's name made the whole part")
            XCTAssertEqual(inFlight.members(of: "Model.Page", named: "init"), reference.members(of: "Model.Page", named: "init"))
            XCTAssertEqual(inFlight.members(of: "Model.Page", named: "empty"), reference.members(of: "Model.Page", named: "empty"))
            XCTAssertFalse(inFlight.madeWholePart(0), "one owner's members made the whole part")
            for owner in owners {
                XCTAssertEqual(inFlight.members(of: owner), reference.members(of: owner), owner)
            }
        }
        XCTAssertEqual(inFlight.members(of: "Model.Page", named: "init")?.map(\.type?.text), ["Self", "Self?"])
        XCTAssertEqual(inFlight.types("Model.Page")?.map(\.genericParameters), [["Element"]])
    }

    /// `Page<String>(…)` asks the file's own declarations of `Page` as `Page(…)` does.
    func testAGenericArgumentListIsDroppedToNameTheCalledType() {
        XCTAssertEqual(TypeInference.withoutGenericArguments("Page<String>"), "Page")
        XCTAssertEqual(TypeInference.withoutGenericArguments("Outer<Int>.Page<[Int: Set<String>]>"), "Outer<Int>.Page")
        XCTAssertEqual(TypeInference.withoutGenericArguments("Outer<Int>.Page"), "Outer<Int>.Page")
        XCTAssertEqual(TypeInference.withoutGenericArguments("Box<() -> Int>"), "Box<() -> Int>")
        XCTAssertEqual(TypeInference.withoutGenericArguments("Page"), "Page")
    }

    /// Inside the class, a type nested in an extension of it hides the inferred type's name
    /// (`inferred-type-hidden`), in a folder run as with the index of every file: whether the
    /// extension is in the file being expanded (whose tree says it declares a nested
    /// `Palette`) or in another file; and a class with a superclass asks the superclass's.
    func testANestedTypeHidingAnInferredNameIsFoundInAFolderRun() throws {
        let theme = Self.file("Theme.swift", "struct Palette {}\nenum Theme { static let shared = Palette() }\n")
        let model = "// @Observable\nfinal class Model {\n  var palette = Theme.shared\n}\n"
        let cases: [[SourceFile]] = [
            [Self.file("Model.swift", model + "extension Model { struct Palette {} }\n"), theme],
            [Self.file("Model.swift", model), theme, Self.file("Model+Palette.swift", "extension Model { struct Palette {} }\n")],
            [Self.file("Model.swift", model.replacingOccurrences(of: "class Model {", with: "class Model: Base {")), theme,
             Self.file("Base.swift", "class Base { enum Palette {} }\n")],
        ]
        for files in cases {
            let run = ExpansionRun(inputs: files.count, context: 0, access: InMemoryRunFiles(inputs: files))
            guard case let .expanded(_, result) = run.expand(0) else { return XCTFail("not expanded") }
            XCTAssertEqual(result.diagnostics.map(\.id), ["inferred-type-hidden"], files.map(\.path).joined(separator: ", "))
            let sources = files.map { ParsedSource($0) }
            var facts = RunFacts()
            for file in files { facts.formUnion(Expander.runFacts(in: file)) }
            let whole = DeclarationIndex(sources)
            XCTAssertEqual(result.diagnostics.map(\.message), Expander.expand(sources[0], classes: DeferredIndex { whole }, run: facts).diagnostics.map(\.message))
        }
    }

    /// A run of one file: the hidden-type rule reads the file's own tree for the types it
    /// declares below its top level, and builds no index (which parses the file again: a 51 MB
    /// file took 14.3 s and 1.8 GB where it had taken 3.9 s and 1.5 GB) unless one may hide
    /// the name; when one does, the rule still finds it.
    func testARunOfOneFileBuildsNoIndexForTheHiddenTypeRule() throws {
        let model = Self.file("Model.swift", """
            // @Observable
            final class Model {
              enum Kind { case draft }
              var kind = Kind.draft
            }
            """)
        let run = ExpansionRun(inputs: 1, context: 0, access: InMemoryRunFiles(inputs: [model]))
        let expanded = try XCTUnwrap(output(run.expand(0)))
        XCTAssertTrue(expanded.contains("var kind: Model.Kind = Kind.draft"), expanded)
        XCTAssertFalse(run.indexIsBuilt)

        let hiding = Self.file("Model.swift", """
            struct Palette {}
            enum Theme { static let shared = Palette() }
            // @Observable
            final class Model {
              var palette = Theme.shared
            }
            extension Model { struct Palette {} }
            """)
        let hidingRun = ExpansionRun(inputs: 1, context: 0, access: InMemoryRunFiles(inputs: [hiding]))
        guard case let .expanded(_, result) = hidingRun.expand(0) else { return XCTFail("not expanded") }
        XCTAssertEqual(result.diagnostics.map(\.id), ["inferred-type-hidden"])
    }

    /// The names a file may file a type under a qualified name with: types and type aliases
    /// below its top level (in bodies, extensions, `#if` clauses, local types), not the
    /// top-level ones nor the names of extended types.
    func testTheNestedTypeNamesOfATree() {
        let source = ParsedSource(Self.file("F.swift", """
            struct Top { struct Inner { enum Deep {} } }
            typealias TopAlias = Int
            extension Other { class InExtension {}; typealias Alias = Int }
            enum E {
              #if DEBUG
              struct InClause {}
              #endif
            }
            func f() { struct Local {} }
            """), parsingAlways: true)
        XCTAssertEqual(source.tree.nestedTypeNames(), ["Inner", "Deep", "InExtension", "Alias", "InClause", "Local"])
    }
}
