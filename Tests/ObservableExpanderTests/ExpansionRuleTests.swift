import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Table tests of the expansion's rule families (`Sources/ObservableExpander/Expansion/Rules/`)
/// and of `ExpansionDecider`, asked of declaration trees: each row is a source and the rule's
/// answer, with no output bytes.
final class ExpansionRuleTests: XCTestCase {

    /// A parsed source, with the questions the rules ask of its tokens.
    private struct Tree: TokenQueries {
        let source: ParsedSource
        var tokens: [Token] { source.tokenized.tokens }
        var bytes: [UInt8] { source.file.bytes }

        init(_ text: String) {
            source = ParsedSource(SourceFile(path: "t.swift", text: text))
        }

        /// The first type declaration (at any depth of types and `#if` clauses).
        var firstType: TypeDeclaration? { Self.firstType(source.tree.members) }

        private static func firstType(_ members: [Member]) -> TypeDeclaration? {
            for member in members {
                switch member {
                case let .type(type): return type
                case let .ifConfig(block):
                    for clause in block.clauses { if let found = firstType(clause.elements) { return found } }
                default: break
                }
            }
            return nil
        }

        /// The `var`/`let` members of the first type, also in `#if` clauses.
        var variables: [VariableDeclaration] {
            var found: [VariableDeclaration] = []
            func collect(_ members: [Member]) {
                for member in members {
                    switch member {
                    case let .variable(variable): found.append(variable)
                    case let .ifConfig(block): for clause in block.clauses { collect(clause.elements) }
                    default: break
                    }
                }
            }
            collect(firstType?.members ?? [])
            return found
        }

        var questions: AnnotationQuestions { AnnotationQuestions(comments: source.tokenized.comments, bytes: bytes) }

        /// The decider of a run of this file alone (`--codable-keys` when `codableKeys`).
        func decider(codableKeys: Bool = false) -> ExpansionDecider {
            let source = self.source
            var planner = ExpansionPlanner(source, classes: DeferredIndex { DeclarationIndex([source]) }, run: nil, runIsThisFile: true)
            planner.codableKeys = codableKeys
            return planner.decider
        }
    }

    // MARK: - Marks (R1)

    func testMarkRule() {
        // The mark a declaration carries, and the message when it stands on something the
        // macro cannot expand (nil: a class, which is expanded).
        let rows: [(source: String, mark: String?, message: String?, line: UInt)] = [
            ("// @Observable\nclass A {}", "comment", nil, #line),
            ("/* @Observable */ final class A {}", "comment", nil, #line),
            ("@Observable\nclass A {}", "attribute", nil, #line),
            ("@Observation.Observable class A {}", "attribute", nil, #line),
            ("@Observable struct S {}", "attribute", "annotation-not-on-class", #line),
            ("@Observable enum E {}", "attribute", "annotation-not-on-class", #line),
            ("@Observable actor A {}", "attribute", "annotation-not-on-class", #line),
            ("@Observable protocol P {}", "attribute", "annotation-not-on-class", #line),
            ("@Observable var x = 1", "attribute", "annotation-on-property", #line),
            ("@Observable func f() {}", "attribute", "annotation-on-function", #line),
            ("@Observable typealias T = Int", "attribute", "annotation-on-declaration", #line),
            // Not a mark: another attribute, a near miss, a blank line between.
            ("@Observed class A {} // @Observ", nil, nil, #line),
            ("// @Observables\nclass A {}", nil, nil, #line),
            ("// @Observable\n\nclass A {}", nil, nil, #line),
        ]
        for row in rows {
            let tree = Tree(row.source)
            guard let member = tree.source.tree.members.first, let head = member.head else {
                XCTFail("no declaration in \(row.source.debugDescription)", line: row.line)
                continue
            }
            let mark: String? = switch tree.questions.observableMark(head) {
            case .comment?: "comment"
            case .attribute?: "attribute"
            case nil: nil
            }
            XCTAssertEqual(mark, row.mark, row.source.debugDescription, line: row.line)
            let message = ObservationRules.invalidTarget(member, propertyName: { _ in "x" })?.id
            XCTAssertEqual(message, row.message, row.source.debugDescription, line: row.line)
        }
    }

    // MARK: - Tracking and ignoring (R2)

    func testTrackingRule() {
        let rows: [(member: String, rule: ObservationRule, applies: Bool, line: UInt)] = [
            ("var a = 1", .isValidForObservation, true, #line),
            ("var a: Int", .isValidForObservation, true, #line),
            ("var a = 1 { didSet {} }", .isValidForObservation, true, #line),
            ("private(set) var a = 1", .isValidForObservation, true, #line),
            ("let a = 1", .isImmutable, false, #line),
            ("static var a = 1", .isInstance, false, #line),
            ("class var a: Int { 1 }", .isInstance, false, #line),
            ("var a: Int { 1 }", .isComputed, false, #line),
            ("var a: Int { get { 1 } set {} }", .isComputed, false, #line),
            ("var (a, b) = (1, 2)", .identifierPattern, false, #line),
            ("override var a: Int { didSet {} }", .overrideObservers, false, #line),
            ("@ObservationIgnored var a = 1", .observationIgnored, false, #line),
            ("// @ObservationIgnored\n  var a = 1", .observationIgnored, false, #line),
            ("@Observation.ObservationIgnored var a = 1", .observationIgnored, false, #line),
            // The ignore rule comes first: an ignored `let` is named as ignored.
            ("@ObservationIgnored let a = 1", .observationIgnored, false, #line),
            // A static `let` is named by the instance rule, before the `let` rule.
            ("static let a = 1", .isInstance, false, #line),
        ]
        for row in rows {
            let tree = Tree("// @Observable\nclass A {\n  \(row.member)\n}\n")
            guard let variable = tree.variables.first else {
                XCTFail("no property in \(row.member.debugDescription)", line: row.line)
                continue
            }
            let decision = ObservationRules.trackingDecision(variable, isIgnored: ObservationRules.isIgnored(variable.head, tree.questions, in: .comment(0)))
            XCTAssertEqual(decision.rule, row.rule, row.member, line: row.line)
            XCTAssertEqual(decision.applies, row.applies, row.member, line: row.line)
        }
    }

    func testObservationMacroAttributeRule() {
        let rows: [(name: String, isMacro: Bool, isErrorOutside: Bool, line: UInt)] = [
            ("ObservationIgnored", true, false, #line),
            ("Observation.ObservationIgnored", true, false, #line),
            ("ObservationTracked", true, true, #line),
            ("Observation.ObservationTracked", true, true, #line),
            ("Published", false, false, #line),
            ("MainActor", false, false, #line),
        ]
        for row in rows {
            XCTAssertEqual(ObservationRules.isObservationMacroAttribute(row.name), row.isMacro, row.name, line: row.line)
            if row.isMacro {
                XCTAssertEqual(ObservationRules.isErrorOutsideObservableClass(row.name), row.isErrorOutside, row.name, line: row.line)
            }
        }
    }

    // MARK: - Property rejections (R8)

    func testStructuralRejectionRule() {
        // A class (its attributes, then its body); the first property's first rejection, with
        // the text of the token its diagnostic points at (nil: none).
        let rows: [(classAttributes: String, body: String, rule: ObservationRule?, token: String?, line: UInt)] = [
            ("", "var a = 1", nil, nil, #line),
            ("", "lazy var a = 1", .lazyProperty, "lazy", #line),
            ("", "@Published var a = 1", .propertyWrapper, "@", #line),
            ("", "@AppStorage(\"k\") var a = 1", .propertyWrapper, "@", #line),
            // A wrapper the file declares.
            ("", "@Clamped var a = 1\n}\n@propertyWrapper struct Clamped { var wrappedValue: Int }\nclass Z {", .propertyWrapper, "@", #line),
            // Any other attribute is no wrapper.
            ("", "@MyMacro var a = 1", nil, nil, #line),
            ("@MainActor", "nonisolated var a = 1", .nonisolatedInGlobalActorClass, "nonisolated", #line),
            ("@DatabaseActor", "nonisolated var a = 1", .nonisolatedInGlobalActorClass, "nonisolated", #line),
            ("@ActorOfMine", "nonisolated var a = 1", nil, nil, #line),
            ("", "nonisolated var a = 1", nil, nil, #line),
            ("@MainActor", "nonisolated(unsafe) var a = 1", nil, nil, #line),
            ("", "var a: Int { _read { yield 1 } }", .unsupportedAccessor, "{", #line),
            ("", "var a = 1 { willSet {} didSet {} }", nil, nil, #line),
            ("", "var a = 1\nvar _a = 2", .backingStorageExists, "a", #line),
            ("", "var a = 1\nfunc _a() {}", .backingStorageNameTaken, "a", #line),
            ("", "var a = 1\nstruct _a {}", .backingStorageNameTaken, "a", #line),
            ("", "var `a` = 1\ntypealias _a = Int", .backingStorageNameTaken, "`a`", #line),
            ("", "var a: some Equatable = 1", .opaqueType, "some", #line),
            ("", "var a: any Equatable = 1", nil, nil, #line),
            // The declaration's own rules come first: a lazy wrapped property is named lazy.
            ("", "@Published lazy var a = 1", .lazyProperty, "lazy", #line),
        ]
        for row in rows {
            let tree = Tree("// @Observable\n\(row.classAttributes) class A {\n\(row.body)\n}\n")
            guard let type = tree.firstType, let variable = tree.variables.first, case let .identifier(nameToken) = variable.bindings[0].pattern else {
                XCTFail("no property in \(row.body.debugDescription)", line: row.line)
                continue
            }
            let decider = tree.decider()
            var underscored = ExpansionDecider.BodyFacts()
            decider.bodyFacts(type.members, into: &underscored)
            let wrapper = ObservationRules.propertyWrapper(variable, declaredWrappers: decider.facts.propertyWrapperNames)
            let found = ObservationRules.structuralRejection(0, of: variable, nameToken: nameToken, wrapper: wrapper,
                                                              globalActor: ObservationRules.globalActor(of: type),
                                                              underscoredMembers: underscored.underscoredMembers, in: tree)
            XCTAssertEqual(found?.0.rule, row.rule, row.body, line: row.line)
            XCTAssertEqual(found.map { tree.text($0.token) }, row.token, row.body, line: row.line)
            // Each rejection but the cut-short one has its catalogue message, of its own id.
            if let rejection = found?.0 {
                XCTAssertEqual(rejection.message?.id, Self.kebab(rejection.rule.rawValue), row.body, line: row.line)
            }
        }
    }

    /// `lazyProperty`: `lazy-property`.
    private static func kebab(_ name: String) -> String {
        name.unicodeScalars.map { CharacterSet.uppercaseLetters.contains($0) ? "-" + String($0).lowercased() : String($0) }.joined()
    }

    // MARK: - Storage name (R4)

    func testStorageNameRule() {
        let rows: [(name: String, storage: String, line: UInt)] = [
            ("count", "_count", #line),
            ("_count", "__count", #line),
            ("`default`", "_default", #line),
            ("`my value`", "`_my value`", #line),
            ("naïve", "_naïve", #line),
            ("`naïve`", "_naïve", #line),
            ("x1", "_x1", #line),
            ("`a-b`", "`_a-b`", #line),
        ]
        for row in rows {
            XCTAssertEqual(StorageName.spelled(row.name), row.storage, row.name, line: row.line)
            XCTAssertEqual(String(decoding: StorageName.bytes(row.name), as: UTF8.self), row.storage, row.name, line: row.line)
        }
        XCTAssertEqual(ObservationRules.bareName("`default`"), "default")
        XCTAssertEqual(ObservationRules.bareName("plain"), "plain")
    }

    // MARK: - Global actor

    func testGlobalActorRule() {
        let rows: [(attributes: String, actor: String?, line: UInt)] = [
            ("", nil, #line),
            ("@MainActor", "MainActor", #line),
            ("@available(iOS 17, *) @MainActor", "MainActor", #line),
            ("@DatabaseActor", "DatabaseActor", #line),
            ("@objc", nil, #line),
            ("@Actorish", nil, #line),
        ]
        for row in rows {
            let tree = Tree("// @Observable\n\(row.attributes) final class A {}\n")
            XCTAssertEqual(tree.firstType.flatMap(ObservationRules.globalActor(of:)), row.actor, row.attributes, line: row.line)
        }
    }

    // MARK: - Added members (R3)

    func testAddedMemberRule() {
        // The class body, and the added members it gets as a bit set: registrar, access,
        // withMutation, then the four shouldNotifyObservers.
        let rows: [(body: String, members: UInt8, line: UInt)] = [
            ("var a = 1", 0x7F, #line),
            ("private let _$observationRegistrar = ObservationRegistrar()", 0x7E, #line),
            ("let `_$observationRegistrar` = ObservationRegistrar()", 0x7E, #line),
            // A static one is no instance member.
            ("static let _$observationRegistrar = ObservationRegistrar()", 0x7F, #line),
            ("func access<M>(keyPath: KeyPath<A, M>) {}", 0x7D, #line),
            ("func withMutation<M, R>(keyPath: KeyPath<A, M>, _ mutation: () throws -> R) rethrows -> R { try mutation() }", 0x7B, #line),
            ("func shouldNotifyObservers<T>(_ lhs: T, _ rhs: T) -> Bool { true }", 0x77, #line),
            // `some Equatable` stands in for two of them.
            ("func shouldNotifyObservers<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs != rhs }", 0x2F, #line),
            ("func shouldNotifyObservers<T: AnyObject>(_ lhs: T, _ rhs: T) -> Bool { lhs !== rhs }", 0x5F, #line),
            // Another signature, a static one, or one in an `#if` clause does not count.
            ("func access(_ key: String) {}", 0x7F, #line),
            ("static func access<M>(keyPath: KeyPath<A, M>) {}", 0x7F, #line),
            ("#if DEBUG\nfunc access<M>(keyPath: KeyPath<A, M>) {}\n#endif", 0x7F, #line),
        ]
        for row in rows {
            let tree = Tree("// @Observable\nclass A {\n\(row.body)\n}\n")
            guard let type = tree.firstType else {
                XCTFail("no class", line: row.line)
                continue
            }
            var body = ExpansionDecider.BodyFacts()
            tree.decider().bodyFacts(type.members, into: &body)
            XCTAssertEqual(ObservationRules.addedMembers(existing: body.existing).rawValue, row.members, row.body, line: row.line)
        }
    }

    // MARK: - Conformance (R5)

    func testConformanceRule() {
        // The class's source, whether it is local, the qualified names an extension of the run
        // makes `Observable`, whether its first inherited type descends from an observable
        // class, and a type alias of `Observable` the inheritance clause names.
        let rows: [(source: String, isLocal: Bool, extended: Set<String>, ancestor: Bool, alias: String?, rule: ObservationRule, applies: Bool, line: UInt)] = [
            ("class A {}", false, [], false, nil, .addsConformance, true, #line),
            ("class A: Observable {}", false, [], false, nil, .declaresConformance, false, #line),
            ("class A: Observation.Observable {}", false, [], false, nil, .declaresConformance, false, #line),
            ("class A: Obs {}", false, [], false, "Obs", .declaresConformance, false, #line),
            ("class A {}", false, ["A"], false, nil, .declaresConformance, false, #line),
            ("class A: Base {}", false, [], true, nil, .inheritsConformance, false, #line),
            ("class A: Base {}", false, [], false, nil, .addsConformance, true, #line),
            ("class A {}", true, [], false, nil, .localTypeConformance, true, #line),
            // A local class is not found by an extension's name.
            ("class A {}", true, ["A"], false, nil, .localTypeConformance, true, #line),
            ("class A: Base {}", true, [], true, nil, .inheritsConformance, false, #line),
        ]
        for row in rows {
            let tree = Tree("// @Observable\n" + row.source)
            guard let type = tree.firstType else {
                XCTFail("no class", line: row.line)
                continue
            }
            let decision = ObservationRules.conformanceDecision(type, scope: [], isLocal: row.isLocal,
                                                                extendedAsObservable: { row.extended.contains($0) },
                                                                hasObservableAncestor: { components, _ in row.ancestor && components != nil },
                                                                observableAlias: { _, _ in row.alias })
            XCTAssertEqual(decision.rule, row.rule, row.source, line: row.line)
            XCTAssertEqual(decision.applies, row.applies, row.source, line: row.line)
        }
    }

    // MARK: - The decider: every rule, as values

    /// The decider's values for the first class of `source`: per binding, `name: tracked
    /// [type]`, `name: notTracked rule` or `name: rejected rule`, then the conformance's rule.
    private func decided(_ source: String, codableKeys: Bool = false) -> (bindings: [String], conformance: String, codingKeys: [String]?) {
        let tree = Tree(source)
        guard let type = tree.firstType, let mark = tree.questions.observableMark(type.head) else { return (["<no class>"], "", nil) }
        let expansion = tree.decider(codableKeys: codableKeys).decide(type, mark: mark, scope: [], genericNames: [], isLocal: false)
        var rows: [String] = []
        for property in expansion.properties {
            for binding in expansion.bindings[property.bindings] {
                let name = ClassExpansion.patternText(binding.pattern, tree)
                switch binding.outcome {
                case let .tracked(_, type, storage):
                    rows.append("\(name): tracked" + (type.map { " " + $0 } ?? "") + (property.isExpanded ? "" : " (declaration rejected)")
                                + " as \(storage.count)")
                case .notTracked: rows.append("\(name): notTracked \(property.decision.rule.rawValue)")
                case let .rejected(k): rows.append("\(name): rejected \(expansion.rejections[k].rejection.rule.rawValue)")
                }
            }
        }
        return (rows, expansion.conformance.rule.rawValue, expansion.codingKeys)
    }

    func testDeciderValues() {
        let rows: [(body: String, bindings: [String], line: UInt)] = [
            ("var count = 0\nvar name: String = \"\"", ["count: tracked Int as 6", "name: tracked as 5"], #line),
            ("let id = 1\nstatic var shared = 0\nvar area: Int { 1 }", ["id: notTracked isImmutable", "shared: notTracked isInstance", "area: notTracked isComputed"], #line),
            ("@ObservationIgnored var cache = [Int]()", ["cache: notTracked observationIgnored"], #line),
            ("var (a, b) = (1, 2)", ["(a, b): notTracked identifierPattern"], #line),
            ("var a = 1, b = 2.5", ["a: tracked Int as 2", "b: tracked Double as 2"], #line),
            ("var a, b: Int", ["a: tracked Int as 2", "b: tracked as 2"], #line),
            ("var `default` = true", ["`default`: tracked Bool as 8"], #line),
            // A rejection of one binding leaves the declaration unexpanded; of the whole
            // declaration (lazy), the other bindings are not asked.
            ("var a = 1, b = unknownCall()", ["a: tracked Int (declaration rejected) as 2", "b: rejected cannotInferType"], #line),
            ("lazy var a = 1, b = 2", ["a: rejected lazyProperty"], #line),
            ("var a", ["a: rejected missingTypeAnnotation"], #line),
            ("var a: some Equatable = 1", ["a: rejected opaqueType"], #line),
            ("var a = 1\nvar _a = 2", ["a: rejected backingStorageExists", "_a: tracked Int as 3"], #line),
            ("enum State { case idle }\nvar state = State.idle", ["state: tracked A.State as 6"], #line),
            // A file-level `String` is written `Swift.String`; a member type that an inferred
            // type would name inside the class is a rejection.
            ("struct String {}\nvar s = \"\"", ["s: tracked Swift.String as 2"], #line),
            ("struct Item {}\nvar item = make()\n}\nstruct Item {}\nfunc make() -> Item { Item() }\nclass Z {", ["item: rejected inferredTypeShadowed"], #line),
            ("#if DEBUG\nvar debug = false\n#else\nlet debug = true\n#endif", ["debug: tracked Bool as 6", "debug: notTracked isImmutable"], #line),
        ]
        for row in rows {
            let got = decided("// @Observable\nclass A {\n\(row.body)\n}\n")
            XCTAssertEqual(got.bindings, row.bindings, row.body, line: row.line)
        }
        XCTAssertEqual(decided("// @Observable\nfinal class A: Observable { var x = 0 }").conformance, "declaresConformance")
        XCTAssertEqual(decided("// @Observable\nfinal class A { var x = 0 }").conformance, "addsConformance")
        // `--codable-keys`: the keys decided, tracked ones under their backing store.
        XCTAssertEqual(decided("// @Observable\nfinal class A: Codable {\n  var x = 0\n  let id = 1\n  var c: Int { 1 }\n}", codableKeys: true).codingKeys,
                       ["case _x = \"x\"", "case id"])
        XCTAssertNil(decided("// @Observable\nfinal class A { var x = 0 }", codableKeys: true).codingKeys)
        XCTAssertNil(decided("// @Observable\nfinal class A: Codable { var x = 0 }").codingKeys)
    }

    /// `--explain` names a rule for every decision, rejections included.
    func testNotesNameTheRuleOfEveryDecision() {
        let source = "// @Observable\nfinal class A {\n  var a = 1\n  let b = 2\n  lazy var c = 3\n  var d = unknownCall()\n}\n"
        let result = Expander.expand(ParsedSource(SourceFile(path: "t.swift", text: source)), classes: DeclarationIndex(), options: ExpansionOptions(explain: true))
        XCTAssertEqual(result.notes.map(\.message), [
            "class 'A' is expanded: it carries '@Observable' (rule: hasMacroApplication)",
            "class 'A' gets the 'Observable' conformance: an extension after the class (rule: addsConformance)",
            "'a' is tracked: a stored instance 'var' (rule: isValidForObservation)",
            "'b' is not tracked: it is a 'let' constant (rule: isImmutable)",
            "'c' cannot be expanded: it is 'lazy' (rule: lazyProperty)",
            "'d' cannot be expanded: its type cannot be inferred from its initializer (rule: cannotInferType)",
        ])
        XCTAssertEqual(result.diagnostics.map(\.id), ["lazy-property", "cannot-infer-type"])
    }
}
