import Foundation
import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

// MARK: - Tree dump

/// Renders a declaration tree as indented lines (two spaces per level), one per member, so a
/// table row can assert the whole tree at once:
///
/// - type: `[attributes] [modifiers] kind Name<T: FirstConstraint, U>: Inherited, Types`, then
///   ` [unclosed]` when its `}` is missing or ` [no body]` when it has no `{`;
/// - variable: `[attributes] [modifiers] var|let` and its bindings joined by `, `, each
///   `pattern: Type = initializer {accessors}` plus ` (computed)`; accessors read `{getter}`
///   for a getter shorthand, else the accessor names (`{get set}`, `{}`);
/// - function: `[modifiers] func name<T: C>(label: Type, …) -> Return`;
/// - `#if` block: one line per clause directive (`#if`, `#elseif`, `#else`) with its members;
/// - anything else: `other: <source text of the span>`.
///
/// Every text is the exact source between the span's first and last token, with line breaks
/// shown as `⏎`. Attributes read `@Name`; an `#if` of attributes reads `[#if cond: @a @b | #else: @c]`.
struct TreeDump {
    let tokens: [Token]
    let bytes: [UInt8]

    func text(_ span: TokenSpan) -> String {
        let range = Int(tokens[span.first].start) ..< Int(tokens[span.last].end)
        return String(decoding: bytes[range], as: UTF8.self)
            .replacingOccurrences(of: "\r\n", with: "⏎").replacingOccurrences(of: "\n", with: "⏎")
    }

    func text(_ index: Int) -> String { text(TokenSpan(index, index)) }

    func lines(_ members: [Member], indent: String = "") -> [String] {
        var result: [String] = []
        for member in members {
            switch member {
            case let .type(type):
                var line = indent + prefix(type.attributes, type.head.modifiers) + type.kind.rawValue + " " + type.name
                line += generics(type.genericParameters)
                if !type.inheritance.isEmpty { line += ": " + type.inheritance.map(\.text).joined(separator: ", ") }
                if type.leftBrace == nil {
                    line += " [no body]"
                } else if type.rightBrace == nil {
                    line += " [unclosed]"
                }
                result.append(line)
                result += lines(type.members, indent: indent + "  ")
            case let .variable(variable):
                let bindings = variable.bindings.map(binding).joined(separator: ", ")
                result.append(indent + prefix(variable.attributes, variable.modifiers) + (variable.isLet ? "let " : "var ") + bindings)
            case let .function(function):
                var line = indent + prefix(function.head.attributes, function.modifiers) + "func " + function.name + generics(function.genericParameters)
                line += "(" + function.parameters.map { $0.label + ($0.type.map { ": " + text($0) } ?? "") }.joined(separator: ", ") + ")"
                if let returnType = function.returnType { line += " -> " + text(returnType) }
                result.append(line)
            case let .ifConfig(ifConfig):
                for clause in ifConfig.clauses {
                    result.append(indent + text(clause.directive) + (clause.condition.map { " " + text($0) } ?? ""))
                    result += lines(clause.elements, indent: indent + "  ")
                }
            case let .initializer(initializer):
                let parameters = initializer.parameters.map { $0.label + ($0.type.map { ": " + text($0) } ?? "") }.joined(separator: ", ")
                result.append(indent + prefix(initializer.head.attributes, initializer.head.modifiers) + "init" + (initializer.isFailable ? "?" : "") + "(" + parameters + ")")
            case let .subscript(declaration):
                result.append(indent + prefix(declaration.head.attributes, declaration.head.modifiers) + "subscript: " + text(declaration.head.span))
            case let .enumCase(declaration):
                result.append(indent + prefix(declaration.head.attributes, declaration.head.modifiers) + "case " + declaration.names.joined(separator: ", "))
            case let .typeAlias(declaration):
                result.append(indent + "typealias " + declaration.name)
            case let .declaration(declaration):
                result.append(indent + declaration.kind.rawValue + ": " + text(declaration.head.span))
            case let .statement(span):
                result.append(indent + "other: " + text(span))
            }
        }
        return result
    }

    func binding(_ binding: PatternBinding) -> String {
        var result: String
        switch binding.pattern {
        case let .identifier(index): result = text(index)
        case let .other(span): result = text(span)
        }
        if let type = binding.typeAnnotation { result += ": " + text(type) }
        if let initializer = binding.initializer { result += " = " + text(initializer) }
        switch binding.accessorKind {
        case .getter: result += " {getter}"
        case let .accessors(names): result += " {" + names.joined(separator: " ") + "}"
        case nil: break
        }
        if binding.isComputed { result += " (computed)" }
        return result
    }

    func prefix(_ attributes: [AttributeListElement], _ modifiers: [Modifier]) -> String {
        var result = ""
        for element in attributes { result += attribute(element) + " " }
        for modifier in modifiers { result += modifier.name + (modifier.detail.map { "(\($0))" } ?? "") + " " }
        return result
    }

    func attribute(_ element: AttributeListElement) -> String {
        switch element {
        case let .attribute(attribute):
            return "@" + attribute.name
        case let .ifConfig(ifConfig):
            let clauses = ifConfig.clauses.map { clause in
                text(clause.directive) + (clause.condition.map { " " + text($0) } ?? "") + ":"
                    + clause.elements.map { " " + attribute($0) }.joined()
            }
            return "[" + clauses.joined(separator: " | ") + "]"
        }
    }

    func generics(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<" + parameters.map { $0.name + ($0.firstConstraint.map { ": " + $0 } ?? "") }.joined(separator: ", ") + ">"
    }
}

/// Tokenizes and parses `source`.
func parseSource(_ source: String) -> (tree: SourceTree, dump: TreeDump) {
    let bytes = Array(source.utf8)
    let tokenized = Tokenizer.tokenize(bytes)
    return (DeclarationParser.parse(tokenized, bytes: bytes), TreeDump(tokens: tokenized.tokens, bytes: bytes))
}

/// One parser table row: a source file, the dump of its tree and its parse diagnostics as
/// (byte offset, message).
struct ParseRow {
    var source: String
    var tree: [String]
    var diagnostics: [(Int, String)]
    var line: UInt

    init(_ source: String, _ tree: [String], diagnostics: [(Int, String)] = [], line: UInt = #line) {
        self.source = source
        self.tree = tree
        self.diagnostics = diagnostics
        self.line = line
    }
}

func checkParseRows(_ rows: [ParseRow], file: StaticString = #filePath) {
    for row in rows {
        let (tree, dump) = parseSource(row.source)
        XCTAssertEqual(dump.lines(tree.members), row.tree, "tree of \(row.source.debugDescription)", file: file, line: row.line)
        XCTAssertEqual(tree.diagnostics.map { "\($0.severity) at \($0.offset): \($0.message)" },
                       row.diagnostics.map { "error at \($0.0): \($0.1)" },
                       "diagnostics of \(row.source.debugDescription)", file: file, line: row.line)
    }
}

/// The type declarations of `members`, depth first, including those in `#if` clauses.
func allTypes(_ members: [Member]) -> [TypeDeclaration] {
    var result: [TypeDeclaration] = []
    for member in members {
        switch member {
        case let .type(type):
            result.append(type)
            result += allTypes(type.members)
        case let .ifConfig(ifConfig):
            for clause in ifConfig.clauses { result += allTypes(clause.elements) }
        default:
            break
        }
    }
    return result
}

// MARK: - Tables

enum ParseTables {
    static let typeDeclarations: [ParseRow] = [
        ParseRow("class A {}\nfinal class B: NSObject, @unchecked Sendable {}",
                 ["class A", "final class B: NSObject, @unchecked Sendable"]),
        ParseRow("class Box<T: Equatable & Hashable, U> {}", ["class Box<T: Equatable, U>"]),
        ParseRow("public final class Model<T: Equatable, U: Foo.Bar>: Base<T>, P where T: Sendable {\n  var x = 1\n}",
                 ["public final class Model<T: Equatable, U: Foo>: Base<T>, P", "  var x = 1"]),
        ParseRow("class A: B\nwhere B: C\n{\n  let y: Int\n}", ["class A: B", "  let y: Int"]),
        ParseRow("class G<each T, let N: Int> {}", ["class G<T, N: Int>"]),
        ParseRow("class Cache<Key: Hashable, Value>: Base<[Key: Value]>, @preconcurrency Delegate, Sendable {}",
                 ["class Cache<Key: Hashable, Value>: Base<[Key: Value]>, @preconcurrency Delegate, Sendable"]),
        ParseRow("class   Spaced :  A  ,\n  B<Int,  String> {}", ["class Spaced: A, B<Int, String>"]),
        ParseRow("class A: B,\n  @unchecked Sendable,\n  P & Q\n{}", ["class A: B, @unchecked Sendable, P & Q"]),
        ParseRow("class A<T> : B<T> where T: P {}\nextension A where T == Int {}", ["class A<T>: B<T>", "extension A"]),
        ParseRow("class A<T: Collection<Int>, U: P> {}\nclass B<T: Collection<Array<Int>>> {}", ["class A<T: Collection, U: P>", "class B<T: Collection>"]),
        ParseRow("class Café {}\nclass `Type` {}\nindirect enum E {}", ["class Café", "class `Type`", "indirect enum E"]),
        ParseRow("class A {} class B {}; class C: D {}", ["class A", "class B", "class C: D"]),
        ParseRow("class A {\n  var x = 1\n\n  // MARK: - Section\n  /// Doc.\n  var y = 2 // trailing\n}", ["class A", "  var x = 1", "  var y = 2"]),
        ParseRow("struct Outer {\n  enum Inner {\n    class C {}\n  }\n  class D {}\n}",
                 ["struct Outer", "  enum Inner", "    class C", "  class D"]),
        ParseRow("class Outer {\n  final class Inner: Base {\n    class Deepest {}\n  }\n}",
                 ["class Outer", "  final class Inner: Base", "    class Deepest"]),
        ParseRow("extension A.B { class C {} }", ["extension A.B", "  class C"]),
        ParseRow("extension Array<Int>: P where Element == Int {\n  func f() {}\n}", ["extension Array: P", "  func f()"]),
        ParseRow("public extension Outer.Middle.Inner {\n  @MainActor final class C: NSObject {}\n}",
                 ["public extension Outer.Middle.Inner", "  @MainActor final class C: NSObject"]),
        ParseRow("actor Counter {\n  var count = 0\n}\nprotocol P: AnyObject {\n  var x: Int { get }\n}",
                 ["actor Counter", "  var count = 0", "protocol P: AnyObject", "  var x: Int {get} (computed)"]),
        ParseRow("@Observable class A {}\n@available(*, deprecated) @MainActor\npublic class B {}",
                 ["@Observable class A", "@available @MainActor public class B"]),
        ParseRow("@Observation.Observable final class C {}", ["@Observation.Observable final class C"]),
        ParseRow("enum E: String {\n  case a, b\n  var x: Int { 1 }\n  class Nested {}\n}",
                 ["enum E: String", "  case a, b", "  var x: Int {getter} (computed)", "  class Nested"]),
    ]

    static let ifConfigs: [ParseRow] = [
        ParseRow("#if DEBUG\nclass A {}\n#elseif os(iOS)\nclass B {}\n#else\nclass C {}\n#endif",
                 ["#if DEBUG", "  class A", "#elseif os(iOS)", "  class B", "#else", "  class C"]),
        ParseRow("#if canImport(Observation) && swift(>=5.9)\nimport Observation\n#endif\nclass A {}",
                 ["#if canImport(Observation) && swift(>=5.9)", "  import: import Observation", "class A"]),
        ParseRow("class A {\n  #if DEBUG\n  var x = 1\n  #else\n  var x = 2\n  #endif\n  var y = 3\n}",
                 ["class A", "  #if DEBUG", "    var x = 1", "  #else", "    var x = 2", "  var y = 3"]),
        ParseRow("#if A\n#if B\nclass Inner {}\n#endif\n#endif", ["#if A", "  #if B", "    class Inner"]),
        // A clause that a version check rules out for every compiler from this tool's on, in every
        // language mode, is not parsed (issue 29).
        ParseRow("#if compiler(<5.9)\nclass A { }}\n#else\nclass B {}\n#endif", ["#if compiler(<5.9)", "#else", "  class B"]),
        ParseRow("#if compiler(>=5.9)\nclass A {}\n#else\nclass B { }}\n#endif\nclass C {}",
                 ["#if compiler(>=5.9)", "  class A", "#else", "class C"]),
        ParseRow("#if compiler(<6) && !(compiler(<99))\n@@@ }\n#if X\n#else\n#endif\n#elseif DEBUG\nclass A {}\n#endif",
                 ["#if compiler(<6) && !(compiler(<99))", "#elseif DEBUG", "  class A"]),
        // Taken in one mode only, by a newer compiler only, or not only version checks: parsed as before.
        ParseRow("#if swift(>=6)\nclass A {}\n#else\nclass B {}\n#endif", ["#if swift(>=6)", "  class A", "#else", "  class B"]),
        ParseRow("#if compiler(>=6.3.1)\nclass A {}\n#endif", ["#if compiler(>=6.3.1)", "  class A"]),
        ParseRow("#if swift(<5) || DEBUG\nclass A {}\n#endif", ["#if swift(<5) || DEBUG", "  class A"]),
        ParseRow("#if os(\n  macOS)\nclass A {}\n#endif", ["#if os(⏎  macOS)", "  class A"]),
        ParseRow("#if os(macOS)\n@available(macOS 14, *)\n#endif\nclass A {}",
                 ["[#if os(macOS): @available] class A"]),
        ParseRow("#if DEBUG\n@MainActor\n#else\n@preconcurrency @Sendable\n#endif\nfinal class B {}",
                 ["[#if DEBUG: @MainActor | #else: @preconcurrency @Sendable] final class B"]),
        ParseRow("@objc\n#if os(iOS)\n@available(iOS 17, *)\n#endif\nclass C {}",
                 ["@objc [#if os(iOS): @available] class C"]),
        ParseRow("class A {\n  #if DEBUG\n  @MainActor\n  #endif\n  var x = 1\n}",
                 ["class A", "  [#if DEBUG: @MainActor] var x = 1"]),
        ParseRow("#if DEBUG\n@MainActor\n#endif\n#if os(iOS)\n@objc\n#endif\nclass A {}", ["[#if DEBUG: @MainActor] [#if os(iOS): @objc] class A"]),
        ParseRow("#if DEBUG\n@MainActor\n#elseif os(iOS)\n@objc\n#endif\nclass A {}", ["[#if DEBUG: @MainActor | #elseif os(iOS): @objc] class A"]),
        ParseRow("#if DEBUG\n#else\n@objc\n#endif\nclass A {}", ["[#if DEBUG: | #else: @objc] class A"]),
        ParseRow("class A {\n  #if DEBUG\n  func f() {}\n  static var s = 1\n  #endif\n}", ["class A", "  #if DEBUG", "    func f()", "    static var s = 1"]),
        ParseRow("extension E {\n  #if DEBUG\n  class A {\n    #if os(iOS)\n    class B {}\n    #endif\n  }\n  #endif\n}",
                 ["extension E", "  #if DEBUG", "    class A", "      #if os(iOS)", "        class B"]),
        // Attributes followed by `#endif` and the end of a body are not an attribute list (no
        // declaration follows): a block of declarations holding an unparsed item.
        ParseRow("class A {\n  #if DEBUG\n  @MainActor\n  #endif\n}", ["class A", "  #if DEBUG", "    other: @MainActor"]),
    ]

    static let storedProperties: [ParseRow] = [
        ParseRow("class A {\n  @available(*, deprecated) @MainActor var x = 1\n}",
                 ["class A", "  @available @MainActor var x = 1"]),
        ParseRow("class A {\n  @ObservationIgnored private var cache: [String: Int] = [:]\n}",
                 ["class A", "  @ObservationIgnored private var cache: [String: Int] = [:]"]),
        ParseRow("class A {\n  @Observation.ObservationIgnored var x = 1\n}", ["class A", "  @Observation.ObservationIgnored var x = 1"]),
        ParseRow("class A {\n  private(set) var a = 0\n  public private(set) var d: Int = 0\n}",
                 ["class A", "  private(set) var a = 0", "  public private(set) var d: Int = 0"]),
        ParseRow("class A {\n  unowned(unsafe) let b: Node\n  nonisolated(unsafe) var c = 0\n  weak var delegate: Delegate?\n}",
                 ["class A", "  unowned(unsafe) let b: Node", "  nonisolated(unsafe) var c = 0", "  weak var delegate: Delegate?"]),
        ParseRow("class A {\n  final lazy var l = compute()\n  fileprivate static let s = 1\n}",
                 ["class A", "  final lazy var l = compute()", "  fileprivate static let s = 1"]),
        ParseRow("class A {\n  var (x, y) = (1, 2)\n  let (a, b): (Int, Int) = (1, 2)\n}",
                 ["class A", "  var (x, y) = (1, 2)", "  let (a, b): (Int, Int) = (1, 2)"]),
        ParseRow("class A {\n  var `default` = 1\n  var `class`: Int = 2\n}", ["class A", "  var `default` = 1", "  var `class`: Int = 2"]),
        ParseRow("class A {\n  var a: [String: [Int]] = [:]\n  var f: (Int) -> Void = { _ in }\n}",
                 ["class A", "  var a: [String: [Int]] = [:]", "  var f: (Int) -> Void = { _ in }"]),
        ParseRow("class A {\n  var d: Dictionary<String, Array<Int>> = [:]\n  var e: Array<Array<Int>>\n}",
                 ["class A", "  var d: Dictionary<String, Array<Int>> = [:]", "  var e: Array<Array<Int>>"]),
        ParseRow("class A {\n  var p: any P\n  let q: some P = S()\n  var o: Int?\n  var s: String!\n  var t: String! = nil\n}",
                 ["class A", "  var p: any P", "  let q: some P = S()", "  var o: Int?", "  var s: String!", "  var t: String! = nil"]),
        ParseRow("class A {\n  var h: @Sendable (Int) async throws -> [String]? = nil\n  var m: (inout Int, Int...) -> ()\n}",
                 ["class A", "  var h: @Sendable (Int) async throws -> [String]? = nil", "  var m: (inout Int, Int...) -> ()"]),
        ParseRow("class A {\n  var x = foo\n    .bar()\n  var y = 1\n}", ["class A", "  var x = foo⏎    .bar()", "  var y = 1"]),
        ParseRow("class A {\n  var total = a +\n    b\n  var z = y\n    ?? w\n}", ["class A", "  var total = a +⏎    b", "  var z = y⏎    ?? w"]),
        ParseRow("class A {\n  var doubled = items.map { $0 * 2 }\n  var sorted = items.sorted { a, b in a < b }\n}",
                 ["class A", "  var doubled = items.map { $0 * 2 }", "  var sorted = items.sorted { a, b in a < b }"]),
        ParseRow("class A {\n  var handler = {\n    print(\"}\")\n  }\n  var next = 1\n}",
                 ["class A", "  var handler = {⏎    print(\"}\")⏎  }", "  var next = 1"]),
        ParseRow("class A {\n  var cache = Dictionary<Int, [String]>()\n}", ["class A", "  var cache = Dictionary<Int, [String]>()"]),
        ParseRow("class A {\n  var pair = Pair<Int, Int>.zero, other = 2\n}", ["class A", "  var pair = Pair<Int, Int>.zero, other = 2"]),
        ParseRow("class A {\n  var a = 1, b = 2\n  var c: Int, d: String\n}", ["class A", "  var a = 1, b = 2", "  var c: Int, d: String"]),
        ParseRow("class A {\n  var z = a < b, w = c > d\n}", ["class A", "  var z = a < b, w = c > d"]),
        ParseRow("class A {\n  var list = [1, 2, 3], tuple = (a: 1, b: 2)\n}", ["class A", "  var list = [1, 2, 3], tuple = (a: 1, b: 2)"]),
        ParseRow("class A { var a = 1; var b = 2 }", ["class A", "  var a = 1", "  var b = 2"]),
        ParseRow("class A {\n  var a = b\n  @Attr var c = 1\n}", ["class A", "  var a = b", "  @Attr var c = 1"]),
        ParseRow("class A {\n  var s = \"\"\"\n    text } {\n    \"\"\"\n  var t = 1\n}", ["class A", "  var s = \"\"\"⏎    text } {⏎    \"\"\"", "  var t = 1"]),
        ParseRow("class A {\n  var a = c ? 1 : 2, b = 3\n  lazy var l: Int = { 1 }()\n}", ["class A", "  var a = c ? 1 : 2, b = 3", "  lazy var l: Int = { 1 }()"]),
        ParseRow("class A {\n  var r: Result<Int, Error>? = nil\n  var s = Set<Int>()\n}", ["class A", "  var r: Result<Int, Error>? = nil", "  var s = Set<Int>()"]),
        ParseRow("class A {\n  var x = if c { 1 } else { 2 }\n  var y = [\n    1,\n    2,\n  ]\n}", ["class A", "  var x = if c { 1 } else { 2 }", "  var y = [⏎    1,⏎    2,⏎  ]"]),
        ParseRow("class A {\n  var x = y\n    .map { $0 }\n    .filter { $0 > 1 }\n  var b = c\n  (d)\n}",
                 ["class A", "  var x = y⏎    .map { $0 }⏎    .filter { $0 > 1 }", "  var b = c", "  other: (d)"]),
        ParseRow("class A {\n  var r = /a,b/, d = x / 2 / y\n}", ["class A", "  var r = /a,b/, d = x / 2 / y"]),
        ParseRow("class A {\n  @Wrapper<Int> var w = 1\n  @available(iOS, introduced: 17) @_spi(X) public var v = 2\n}",
                 ["class A", "  @Wrapper var w = 1", "  @available @_spi public var v = 2"]),
        ParseRow("struct V {\n  var body: some View {\n    Text(\"x\")\n  }\n}", ["struct V", "  var body: some View {getter} (computed)"]),
        ParseRow("class A {\n  @objc dynamic var x = 0\n  let (a, b) = t, c = 1\n  var _ = 1\n}", ["class A", "  @objc dynamic var x = 0", "  let (a, b) = t, c = 1", "  var _ = 1"]),
    ]

    static let accessors: [ParseRow] = [
        ParseRow("class A {\n  var doubled: Int { x * 2 }\n}", ["class A", "  var doubled: Int {getter} (computed)"]),
        ParseRow("class A {\n  var v: Int { get set }\n}", ["class A", "  var v: Int {get set} (computed)"]),
        ParseRow("class A {\n  var w: Int {\n    get { 1 }\n    set { }\n  }\n}", ["class A", "  var w: Int {get set} (computed)"]),
        ParseRow("class A {\n  var o: Int = 0 { willSet { } didSet { } }\n}", ["class A", "  var o: Int = 0 {willSet didSet}"]),
        ParseRow("class A {\n  var t = 0 {\n    didSet(old) { print(old) }\n  }\n}", ["class A", "  var t = 0 {didSet}"]),
        ParseRow("class A {\n  var n: Int { willSet(v) {} }\n}", ["class A", "  var n: Int {willSet}"]),
        ParseRow("class A {\n  var r: Int { _read { yield x } _modify { yield &x } }\n}", ["class A", "  var r: Int {_read _modify}"]),
        ParseRow("class A {\n  var e: Int {}\n}", ["class A", "  var e: Int {}"]),
        ParseRow("class A {\n  var g: Int { get async throws { 1 } }\n}", ["class A", "  var g: Int {get} (computed)"]),
        ParseRow("class A {\n  var m: Int { mutating get { 1 } nonmutating set { } }\n}", ["class A", "  var m: Int {get set} (computed)"]),
        ParseRow("class A {\n  var i: Int { @inlinable get { 1 } }\n}", ["class A", "  var i: Int {get} (computed)"]),
        // A getter whose body starts with a word that is also an accessor name.
        ParseRow("class A {\n  var j: Int { get(x) + 1 }\n}", ["class A", "  var j: Int {getter} (computed)"]),
        ParseRow("class A {\n  var k: [Int] { [1, 2] }\n}", ["class A", "  var k: [Int] {getter} (computed)"]),
        ParseRow("class A {\n  var x: Int { init(initialValue) { } get { 1 } set { } }\n}", ["class A", "  var x: Int {init get set} (computed)"]),
        ParseRow("class A {\n  var x: Int = 0 { @MainActor didSet { } }\n}", ["class A", "  var x: Int = 0 {didSet}"]),
        ParseRow("class A {\n  var x: Int { get throws(E) { 1 } }\n}", ["class A", "  var x: Int {get} (computed)"]),
        // A trailing closure of the initializer, then observers.
        ParseRow("class A {\n  var x = f { 1 } { didSet { } }\n}", ["class A", "  var x = f { 1 } {didSet}"]),
        // As in the Swift parser, `{ willSet` after an initializer always opens observers.
        ParseRow("class A {\n  var y = f {\n    willSet\n  }\n}", ["class A", "  var y = f {willSet}"]),
    ]

    static let staticAndClassMembers: [ParseRow] = [
        ParseRow("class A {\n  static var shared = A()\n  class var name: String { \"A\" }\n  class Foo {}\n}",
                 ["class A", "  static var shared = A()", "  class var name: String {getter} (computed)", "  class Foo"]),
        ParseRow("class A {\n  override class var x: Int { 1 }\n  class func make() -> Self { A() }\n  final class Inner {}\n}",
                 ["class A", "  override class var x: Int {getter} (computed)", "  class func make() -> Self", "  final class Inner"]),
        ParseRow("class A {\n  class final func f() {}\n  class let c = 1\n}", ["class A", "  class final func f()", "  class let c = 1"]),
    ]

    static let functions: [ParseRow] = [
        ParseRow("class A {\n  func access<M>(keyPath: KeyPath<Model, M>) { }\n}", ["class A", "  func access<M>(keyPath: KeyPath<Model, M>)"]),
        ParseRow("class A {\n  func shouldNotifyObservers<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs != rhs }\n}",
                 ["class A", "  func shouldNotifyObservers<T: Equatable>(_: T, _: T) -> Bool"]),
        ParseRow("class A {\n  nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<A, Member>, _ mutation: () throws -> MutationResult) rethrows -> MutationResult {}\n}",
                 ["class A", "  nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<A, Member>, _: () throws -> MutationResult) -> MutationResult"]),
        ParseRow("func f() async throws -> [Int] { [] }", ["func f() -> [Int]"]),
        ParseRow("func g(_ x: Int = 1, y: @escaping () -> Void, from z: [String: Int] = [:]) {}",
                 ["func g(_: Int, y: @escaping () -> Void, from: [String: Int])"]),
        ParseRow("struct S {\n  static func == (lhs: S, rhs: S) -> Bool { true }\n  mutating func m() {}\n}",
                 ["struct S", "  static func ==(lhs: S, rhs: S) -> Bool", "  mutating func m()"]),
        ParseRow("func h<T>(x: T) where T: P {\n}\nclass After {}", ["func h<T>(x: T)", "class After"]),
        ParseRow("class A {\n  func f()\n  {\n  }\n  func g<T>() -> T where T: P { }\n}", ["class A", "  func f()", "  func g<T>() -> T"]),
        ParseRow("struct S {\n  static func +(a: S, b: S) -> S { a }\n  static func <(a: S, b: S) -> Bool { true }\n  prefix func -(x: S) -> S { x }\n}",
                 ["struct S", "  static func +(a: S, b: S) -> S", "  static func <(a: S, b: S) -> Bool", "  prefix func -(x: S) -> S"]),
        ParseRow("class A {\n  subscript<T>(key: T) -> T { key }\n  init()\n  {\n  }\n}", ["class A", "  subscript: subscript<T>(key: T) -> T { key }", "  init()"]),
        ParseRow("func t(_ pair: (Int, String), _ d: Dictionary<Int, Int>) -> (Int, Int) { (1, 2) }",
                 ["func t(_: (Int, String), _: Dictionary<Int, Int>) -> (Int, Int)"]),
        ParseRow("func v(@ViewBuilder content: () -> Content) {}", ["func v(content: () -> Content)"]),
        ParseRow("func c(x: () -> Void = {}, y: Int = f(1, 2)) {}", ["func c(x: () -> Void, y: Int)"]),
        ParseRow("func cmp(a: Bool = x < y, b: Int = 1) {}", ["func cmp(a: Bool, b: Int)"]),
        ParseRow("func cmp(a: Bool = x >= y, b: Int = 1) {}", ["func cmp(a: Bool, b: Int)"]),
        ParseRow("func d(m: [Int: Int] = Dictionary<Int, Int>(), n: Int) {}", ["func d(m: [Int: Int], n: Int)"]),
        ParseRow("protocol P {\n  func req() -> Int\n  var x: Int { get }\n}", ["protocol P", "  func req() -> Int", "  var x: Int {get} (computed)"]),
        ParseRow("class A {\n  func f() {\n    let s = \"}\"\n    let c = { \"{\" }\n    if true { print(\"{}\") }\n    let r = #\"}\"#\n  }\n  var after = 1\n}",
                 ["class A", "  func f()", "  var after = 1"]),
        ParseRow("class A {\n  func f() {\n    class Local { var x = 1 }\n    func inner() { }\n  }\n  var after = 1\n}",
                 ["class A", "  func f()", "  var after = 1"]),
        ParseRow("class A {\n  init(x: Int) { self.x = x }\n  convenience init() { self.init(x: 0) }\n  deinit { print(\"}\") }\n  subscript(i: Int) -> Int { get { i } set { } }\n  var after = 1\n}",
                 ["class A", "  init(x: Int)", "  convenience init()",
                  "  deinit: deinit { print(\"}\") }", "  subscript: subscript(i: Int) -> Int { get { i } set { } }", "  var after = 1"]),
        ParseRow("class A {\n  typealias T = Int\n  required init?(coder: NSCoder) { nil }\n}",
                 ["class A", "  typealias T", "  required init?(coder: NSCoder)"]),
    ]

    static let topLevel: [ParseRow] = [
        ParseRow("import Observation\n\nclass Model {\n  var x = 0\n}\n\nlet m = Model()\nprint(m.x)\nclass Other {}",
                 ["import: import Observation", "class Model", "  var x = 0", "let m = Model()", "other: print(m.x)", "class Other"]),
        ParseRow("withObservationTracking {\n  _ = m.x\n} onChange: {\n  print(\"changed\")\n}\nvar y = 2",
                 ["other: withObservationTracking {⏎  _ = m.x⏎} onChange: {⏎  print(\"changed\")⏎}", "var y = 2"]),
        ParseRow("let m = Model()\nm.x = 1\nfunc f() {}\nif true { class NotADeclaration {} }\nclass Z {}",
                 ["let m = Model()", "other: m.x = 1", "func f()", "other: if true { class NotADeclaration {} }", "class Z"]),
        ParseRow("let a = 1; print(a); let b = 2", ["let a = 1", "other: print(a)", "let b = 2"]),
        ParseRow("#warning(\"check\")\nclass A {}", ["macroExpansion: #warning(\"check\")", "class A"]),
        ParseRow("@main\nstruct App {\n  static func main() {}\n}", ["@main struct App", "  static func main()"]),
    ]

    /// Broken input: always a tree, with diagnostics at the right offsets.
    static let errors: [ParseRow] = [
        ParseRow("class A {\n  var x = 1\n", ["class A [unclosed]", "  var x = 1"], diagnostics: [(8, "expected '}' at the end of class 'A'")]),
        ParseRow("struct S {\n  class A {\n    var x = 1\n}", ["struct S [unclosed]", "  class A", "    var x = 1"],
                 diagnostics: [(9, "expected '}' at the end of struct 'S'")]),
        ParseRow("class A {}\n}\nclass B {}", ["class A", "class B"], diagnostics: [(11, "extraneous '}' at top level")]),
        ParseRow("class A {\n  func f() { foo(( }\n  var x = 1\n}", ["class A", "  func f()", "  var x = 1"]),
        ParseRow("class A {\n  func f() {\n    let x = [1, 2\n  }\n  var y = 1\n}", ["class A", "  func f()", "  var y = 1"]),
        ParseRow("class A", ["class A [no body]"], diagnostics: [(0, "expected '{' in class")]),
        ParseRow("class A: B\nvar x = 1", ["class A: B [no body]", "var x = 1"], diagnostics: [(0, "expected '{' in class")]),
        ParseRow("#endif\nclass A {}", ["class A"], diagnostics: [(0, "unexpected '#endif' without a matching '#if'")]),
        ParseRow("class A {\n  #if DEBUG\n  var x = 1\n}", ["class A", "  #if DEBUG", "    var x = 1"], diagnostics: [(12, "unterminated '#if' block")]),
        ParseRow("#if DEBUG\nclass A {}", ["#if DEBUG", "  class A"], diagnostics: [(0, "unterminated '#if' block")]),
        ParseRow("var = 1\nclass A {}", ["var ", "class A"], diagnostics: [(0, "expected a pattern after 'var'")]),
        ParseRow("class A {\n  func f() {\n", ["class A [unclosed]", "  func f()"],
                 diagnostics: [(21, "expected '}' at the end of function 'f'"), (8, "expected '}' at the end of class 'A'")]),
        ParseRow("class A {\n  var x: Int {\n    get { 1 }\n", ["class A [unclosed]", "  var x: Int {getter} (computed)"],
                 diagnostics: [(23, "expected '}' at the end of the accessor block"), (8, "expected '}' at the end of class 'A'")]),
        ParseRow("class {}\nclass B {}", ["other: class {}", "class B"]),
        ParseRow("class A { ) ] var x = 1 }", ["class A", "  other: )", "  other: ]", "  var x = 1"]),
    ]
}

// MARK: - Tests

final class DeclarationParserTests: XCTestCase {
    func testTypeDeclarations() { checkParseRows(ParseTables.typeDeclarations) }
    func testIfConfigBlocks() { checkParseRows(ParseTables.ifConfigs) }
    func testStoredProperties() { checkParseRows(ParseTables.storedProperties) }
    func testAccessorBlocks() { checkParseRows(ParseTables.accessors) }
    func testStaticAndClassMembers() { checkParseRows(ParseTables.staticAndClassMembers) }
    func testFunctionsAndSkippedBodies() { checkParseRows(ParseTables.functions) }
    func testTopLevelStatements() { checkParseRows(ParseTables.topLevel) }
    func testErrorTolerance() { checkParseRows(ParseTables.errors) }

    /// Token indices recorded in the tree point at the right tokens.
    /// Every fixture input is valid Swift: it parses without diagnostics, and in fixtures that
    /// expand, every class annotated `// @Observable` is in the tree.
    func testFixtureInputsParseCleanly() throws {
        let folders = FixturePaths.fixtureFolders()
        XCTAssertGreaterThan(folders.count, 0)
        for folder in folders {
            let source = try String(contentsOf: folder.appendingPathComponent("input.swift"), encoding: .utf8)
            let (tree, _) = parseSource(source)
            XCTAssertEqual(tree.diagnostics.map(\.message), [], FixturePaths.name(of: folder))
            // Not those in a clause skipped unparsed (`#if compiler(<5.9)`), which the tree leaves out.
            var offset = 0, annotated = 0
            for line in source.components(separatedBy: "\n") {
                if line.trimmingCharacters(in: .whitespaces) == "// @Observable", !tree.skippedClauses.contains(where: { $0.contains(offset) }) { annotated += 1 }
                offset += line.utf8.count + 1
            }
            let expands = FileManager.default.fileExists(atPath: folder.appendingPathComponent("expected.swift").path)
            // Local classes (in function bodies) are in the tree's list of local types.
            let types = allTypes(tree.members) + tree.localTypes.flatMap { allTypes([.type($0.declaration)]) }
            if expands && annotated > 0 {
                XCTAssertGreaterThanOrEqual(types.count, annotated, FixturePaths.name(of: folder))
            }
        }
    }

    func testTokenIndicesAndSpans() throws {
        let source = "/// doc\n@MainActor public final class Model<T>: Base, P {\n  private(set) var x: Int = 0 { didSet { } }\n}\nlet y = 1"
        let (tree, dump) = parseSource(source)
        guard case let .type(type)? = tree.members.first else { return XCTFail("no type") }
        XCTAssertEqual(type.kind, .class)
        XCTAssertEqual(dump.text(type.span), "@MainActor public final class Model<T>: Base, P {⏎  private(set) var x: Int = 0 { didSet { } }⏎}")
        XCTAssertEqual(dump.text(type.keyword), "class")
        XCTAssertEqual(type.nameToken.map { dump.text($0) }, "Model")
        XCTAssertEqual(type.inheritance.map(\.components), [["Base"], ["P"]])
        XCTAssertEqual(type.inheritance.last.map { dump.text($0.span.last) }, "P")
        XCTAssertEqual(type.leftBrace.map { dump.text($0) }, "{")
        XCTAssertEqual(type.rightBrace, dump.tokens.count - 6) // `}` `let` `y` `=` `1` end of file
        XCTAssertEqual(type.head.modifiers.map(\.name), ["public", "final"])
        XCTAssertEqual(type.head.modifiers.map(\.isAccessLevel), [true, false])
        guard case let .attribute(attribute)? = type.attributes.first else { return XCTFail("no attribute") }
        XCTAssertEqual(dump.text(attribute.span), "@MainActor")
        guard case let .variable(variable)? = type.members.first else { return XCTFail("no variable") }
        XCTAssertEqual(dump.text(variable.span), "private(set) var x: Int = 0 { didSet { } }")
        XCTAssertEqual(dump.text(variable.keyword), "var")
        XCTAssertEqual(variable.modifiers.map { dump.text($0.span) }, ["private(set)"])
        XCTAssertEqual(variable.modifiers.map(\.detail), ["set"])
        let binding = try XCTUnwrap(variable.bindings.first)
        XCTAssertEqual(binding.equal.map { dump.text($0) }, "=")
        XCTAssertEqual(binding.accessorBlock.map { dump.text($0) }, "{ didSet { } }")
        XCTAssertEqual(binding.accessorKind, .accessors(["didSet"]))
        XCTAssertFalse(binding.isComputed)
        guard case let .variable(y)? = tree.members.last else { return XCTFail("no top-level variable") }
        XCTAssertEqual(dump.text(y.span), "let y = 1")
        XCTAssertTrue(y.isLet)
        // Extension name token and attribute arguments.
        let (extensionTree, extensionDump) = parseSource("extension Outer.Inner: P {}\n@available(*, deprecated, message: \"x\") class C {}")
        guard case let .type(ext)? = extensionTree.members.first, case let .type(c)? = extensionTree.members.last else { return XCTFail("no types") }
        XCTAssertEqual(ext.kind, .extension)
        XCTAssertEqual(ext.nameToken.map { extensionDump.text($0) }, "Outer")
        guard case let .attribute(available)? = c.attributes.first else { return XCTFail("no attribute") }
        XCTAssertEqual(extensionDump.text(available.span), "@available(*, deprecated, message: \"x\")")
    }

    func testIsComputedFollowsTheAccessorKind() {
        let rows: [(PatternBinding.AccessorKind?, Bool)] = [
            (nil, false), (.getter, true), (.accessors(["get"]), true), (.accessors(["get", "set"]), true),
            (.accessors(["willSet", "didSet"]), false), (.accessors(["_read", "_modify"]), false), (.accessors([]), false),
        ]
        for (kind, computed) in rows {
            var binding = PatternBinding(pattern: .identifier(0))
            binding.accessorKind = kind
            XCTAssertEqual(binding.isComputed, computed, "\(String(describing: kind))")
        }
    }

    // MARK: Pathological input

    func testTenThousandNestedBracesInAFunctionBody() {
        let depth = 10_000
        let source = "class A {\n  func f() {" + String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
            + "}\n  var x = 1\n}"
        let (tree, dump) = parseSource(source)
        XCTAssertEqual(dump.lines(tree.members), ["class A", "  func f()", "  var x = 1"])
        XCTAssertEqual(tree.diagnostics.count, 0)
    }

    func testTenThousandNestedBracketsInAnInitializer() {
        let depth = 10_000
        let source = "class A {\n  var x = " + String(repeating: "([{", count: depth) + String(repeating: "}])", count: depth)
            + "\n  var y = 1\n}"
        let (tree, dump) = parseSource(source)
        XCTAssertEqual(dump.lines(tree.members).count, 3)
        XCTAssertEqual(dump.lines(tree.members).last, "  var y = 1")
        XCTAssertEqual(tree.diagnostics.count, 0)
    }

    func testTenThousandUnclosedBraces() {
        let source = "class A {\n  func f() {" + String(repeating: "{", count: 10_000)
        let (tree, dump) = parseSource(source)
        XCTAssertEqual(dump.lines(tree.members), ["class A [unclosed]", "  func f()"])
        XCTAssertEqual(tree.diagnostics.map(\.message), ["expected '}' at the end of function 'f'", "expected '}' at the end of class 'A'"])
    }

    /// Seeded random sequences of declaration fragments: the parser always terminates, never
    /// traps, and every span it records lies inside the token list.
    func testRandomFragmentsNeverTrap() {
        let pieces = [
            "class ", "struct ", "enum ", "extension ", "actor ", "protocol ", "func ", "var ", "let ", "init", "deinit ",
            "subscript", "static ", "private(set) ", "unowned(", "class var ", "A", "B.C", "x", "_", "<", ">", ">>", "<T: P>",
            ": ", ", ", " = ", "1", "{", "}", "(", ")", "[", "]", "@", "@MainActor ", "@available(*, deprecated) ", "#if ",
            "#elseif ", "#else", "#endif", "\n", " ", "->", "where ", "get ", "set ", "willSet ", "didSet ", "_read ",
            "\"s\"", "\"\\(", "/* c */", "// c\n", ".", "?", "!", "&", ";", "$0", "in ", "async ", "throws ",
        ]
        var random = SplitMix64(state: 0xDEC1_A2A7_1015)
        for _ in 0 ..< 3_000 {
            let source = (0 ..< random.next(below: 40)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            let bytes = Array(source.utf8)
            let tokenized = Tokenizer.tokenize(bytes)
            let tokens = tokenized.tokens
            let tree = DeclarationParser.parse(tokenized, bytes: bytes)
            let types = allTypes(tree.members)
            for type in types {
                XCTAssert(type.span.first <= type.span.last && type.span.last < tokens.count, source.debugDescription)
                if let right = type.rightBrace { XCTAssertEqual(tokens[right].kind, .rightBrace, source.debugDescription) }
                if let left = type.leftBrace { XCTAssertEqual(tokens[left].kind, .leftBrace, source.debugDescription) }
            }
            for diagnostic in tree.diagnostics {
                XCTAssert((0 ... bytes.count).contains(diagnostic.offset), source.debugDescription)
            }
            // Rendering touches every recorded token index and span.
            _ = TreeDump(tokens: tokens, bytes: bytes).lines(tree.members)
        }
    }

    func testNestingBelowTheLimitParsesEveryClass() {
        let depth = DeclarationParser.maximumNesting
        let source = (0 ..< depth).map { "class C\($0) {" }.joined(separator: "\n") + String(repeating: "}", count: depth)
        let (tree, _) = parseSource(source)
        let types = allTypes(tree.members)
        XCTAssertEqual(types.map(\.name), (0 ..< depth).map { "C\($0)" })
        XCTAssertTrue(types.allSatisfy { $0.rightBrace != nil })
        XCTAssertEqual(tree.diagnostics.count, 0)
    }

    func testTwoThousandNestedClassesStopAtTheNestingLimit() {
        let depth = 2_000
        let limit = DeclarationParser.maximumNesting
        let source = (0 ..< depth).map { "class C\($0) { var v\($0) = 0" }.joined(separator: "\n") + String(repeating: "}", count: depth)
            + "\nclass After {}"
        let (tree, _) = parseSource(source)
        let types = allTypes(tree.members)
        // C0 … C(limit) are in the tree; C(limit) is at the limit, so its body is skipped.
        XCTAssertEqual(types.map(\.name), (0 ... limit).map { "C\($0)" } + ["After"])
        XCTAssertTrue(types.allSatisfy { $0.rightBrace != nil })
        XCTAssertEqual(types[limit].members.count, 0)
        XCTAssertEqual(types[limit - 1].members.count, 2) // its variable and C(limit)
        let offset = source.range(of: "class C\(limit) {").map { source.utf8.distance(from: source.startIndex, to: $0.lowerBound) }
        XCTAssertEqual(tree.diagnostics.map { "\($0.offset): \($0.message)" }, ["\(offset ?? -1): declarations are nested too deeply"])
    }
}
