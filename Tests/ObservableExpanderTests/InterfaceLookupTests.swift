import Foundation
@testable import ObservableExpander
@testable import ObservableSyntax
@testable import observable_expand
import XCTest

/// The standard library read on demand (`DeclarationIndex(interfacesReadOnDemand:)`, issue 27):
/// for every name, what a lookup reads from the interfaces' chunks is what the index of the
/// whole files holds (`addContext`, the index a run built before).
final class InterfaceLookupTests: ToolFolderTestCase {
    /// The index of `files` built whole, and the same files read on demand.
    static func indexes(_ files: [SourceFile]) -> (whole: DeclarationIndex, onDemand: DeclarationIndex) {
        var whole = DeclarationIndex()
        for file in files { whole.addContext(file) }
        return (whole, DeclarationIndex(interfacesReadOnDemand: files))
    }

    /// Every question the index answers, asked of both for every name `whole` holds (and some
    /// it does not): types (kind, module, scope, typealias target, inheritance), members by
    /// owner and by name (static members and their declared types, initializers' failability),
    /// extensions' conformances, protocols' associated types, and lookups through a fallback.
    /// Returns the number of names compared.
    @discardableResult
    func assertSameAnswers(_ whole: DeclarationIndex, _ onDemand: DeclarationIndex, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var mismatches: [String] = []
        func check(_ same: Bool, _ what: @autoclosure () -> String) {
            guard !same, mismatches.count < 20 else { return }
            mismatches.append(what())
        }
        XCTAssertTrue(onDemand.types.isEmpty && onDemand.members.isEmpty, "nothing indexed up front", file: file, line: line)
        XCTAssertGreaterThanOrEqual(onDemand.longestTypeName, whole.longestTypeName, "a bound of the longest name", file: file, line: line)
        XCTAssertEqual(onDemand.modules, whole.modules, file: file, line: line)
        var compared = 0
        for (name, entries) in whole.types {
            check(onDemand.storedTypes(name) == entries, "types[\(name)]")
            compared += 1
        }
        for (owner, byName) in whole.members {
            if owner.isEmpty {
                // The file scope's members are read by name (all of them would be every free function).
                for (name, entries) in byName { check(onDemand.storedMembers(of: "", named: name) == entries, "members[\"\"][\(name)]") }
            } else {
                check(onDemand.storedMembers(of: owner) == byName, "members[\(owner)]")
            }
            for (name, entries) in byName { check(onDemand.memberEntries(of: owner, named: name) == entries, "members[\(owner)][\(name)]") }
            compared += 1
        }
        for (name, lists) in whole.extensionConformances { check(onDemand.storedConformances(name) == lists, "conformances[\(name)]") }
        for (name, names) in whole.associatedTypes { check(onDemand.storedAssociatedTypes(name) == names, "associatedTypes[\(name)]") }
        check(onDemand.storedMembers(of: "") == whole.members[""], "members[\"\"]")
        // Names it does not hold, also module-qualified ones and ones of a module's name.
        let absent = ["Zzz", "View", "Swift", "Swift.Zzz", "Duration.Zzz", "Int.Int.Int", ""] + whole.types.keys.prefix(50).map { $0 + "#" }
        for name in absent where whole.types[name] == nil {
            check(onDemand.storedTypes(name) == nil, "types[\(name)] absent")
            check(onDemand.storedMembers(of: name) == whole.members[name], "members[\(name)] absent")
        }
        // Through a fallback, as a run reads it.
        var eager = DeclarationIndex()
        eager.fallback = DeferredIndex { whole }
        var lazy = DeclarationIndex()
        lazy.fallback = DeferredIndex { onDemand }
        for name in whole.types.keys.sorted().prefix(300) + ["Swift.Int", "Swift.Duration", "Nothing"] {
            let components = name.split(separator: ".").map(String.init)
            check(lazy.resolve(components, in: []) == eager.resolve(components, in: []), "resolve \(name)")
            check(lazy.protocols(of: name) == eager.protocols(of: name), "protocols(of: \(name))")
            check(lazy.superclass(of: name) == eager.superclass(of: name), "superclass(of: \(name))")
        }
        XCTAssertEqual(mismatches, [], file: file, line: line)
        return compared
    }

    /// Every name of the toolchain's interfaces the CLI reads (`ContextInputs.defaultInterfaces`).
    func testEveryNameOfTheToolchainsInterfacesAnswersAsTheWholeIndex() throws {
        let paths = ContextInputs.defaultInterfaces(sdk: nil, environment: ProcessInfo.processInfo.environment)
        guard !paths.isEmpty else { throw XCTSkip("no toolchain interfaces found from PATH") }
        let files = try paths.map { SourceFile(path: $0, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: $0)))) }
        let (whole, onDemand) = Self.indexes(files)
        XCTAssertNotNil(whole.types["Duration"])
        XCTAssertNotNil(whole.members["Duration"]?["zero"])
        let compared = assertSameAnswers(whole, onDemand)
        XCTAssertGreaterThan(compared, 1000, "the whole standard library is compared")
        // Each chunk parsed cleanly: the answers did not come from the whole files built again.
        XCTAssertFalse(onDemand.interfaces!.builtWhole, "a chunk of the toolchain's interfaces did not parse")
    }

    static func interface(_ text: String, module: String = "Swift", path: String? = nil) -> SourceFile {
        SourceFile(path: path ?? "/sdk/\(module).swiftinterface",
                   text: "// swift-interface-format-version: 1.0\n// swift-module-flags: -target x86_64 -module-name \(module)\nimport SwiftShims\n" + text)
    }

    /// A declaration in each clause of a column-0 `#if`, attributes and comments on the lines
    /// before a declaration, a declaration written over several lines, extensions of a
    /// module-qualified name, nested types and their extensions, typealiases, free functions
    /// and global variables.
    static let shapes = interface("""
        #if compiler(>=5.3) && $NonescapableTypes
        @frozen public struct Span<Element> : ~Swift.Copyable {
          public static var empty: Swift.Span<Element> { get }
        }
        #else
        public struct Span<Element> {
          public static var empty: Swift.Int { get }
        }
        #endif
        // A comment before the attributes.
        @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
        @frozen
        public struct Duration : Swift.Sendable {
          public init?(exactly seconds: Swift.Double)
          public struct Inner {
            public enum Deep { case one, two(Swift.Int) }
          }
        }
        @available(macOS 13.0, *)
        extension Swift.Duration {
          public static var zero: Swift.Duration {
            get
          }
          public typealias Pair = (Swift.Duration, Swift.Duration)
        }
        extension Swift.Duration.Inner {
          public static let shared: Swift.Duration.Inner
          public struct Nested {}
        }
        extension Swift.Duration : Swift.Hashable {}
        public typealias Seconds = Swift.Duration
        public protocol Clock {
          associatedtype Instant
          var now: Self.Instant { get }
        }
        @inlinable public func makeDuration(
          seconds: Swift.Int
        ) -> Swift.Duration {
          return .zero
        }
        public func + (lhs: Swift.Duration, rhs: Swift.Duration) -> Swift.Duration
        public let globalLimit: Swift.Int
        @usableFromInline internal func helper() -> Swift.Int {
          struct Local { static let x = 1 }
          return Local.x
        }
        #if compiler(>=5.3) && $Macros
        @freestanding(expression) public macro line<T>() -> T = Builtin.LineMacro
        #endif

        """)

    func testColumnZeroShapesAnswerAsTheWholeIndex() throws {
        let concurrency = Self.interface("""
            extension Swift.Duration {
              public static func seconds(_ n: Swift.Int) -> Swift.Duration
            }
            @available(macOS 10.15, *)
            extension _Concurrency.Task where Failure == Swift.Never {
              public static var isCancelled: Swift.Bool { get }
            }
            public struct Task<Success, Failure> {}

            """, module: "_Concurrency")
        let (whole, onDemand) = Self.indexes([Self.shapes, concurrency])
        // The shapes are there (the comparison proves little otherwise).
        XCTAssertEqual(whole.types["Span"]?.count, 2, "both clauses of the #if")
        XCTAssertEqual(whole.types["Duration"]?.count, 1)
        XCTAssertEqual(whole.members["Duration"]?["zero"]?.first?.type?.text, "Swift.Duration")
        XCTAssertEqual(whole.members["Duration"]?["init"]?.first?.type?.parsed.isOptionalSelf, true, "init? of Duration")
        XCTAssertNotNil(whole.members["Duration"]?["seconds"], "extension Swift.Duration in another module")
        XCTAssertNotNil(whole.types["Duration.Inner.Deep"])
        XCTAssertNotNil(whole.types["Duration.Inner.Nested"])
        XCTAssertNotNil(whole.members["Duration.Inner"]?["shared"])
        XCTAssertNotNil(whole.types["Duration.Pair"]?.first?.aliasTarget)
        XCTAssertEqual(whole.types["Seconds"]?.first?.aliasTarget?.text, "Swift.Duration")
        XCTAssertNotNil(whole.members[""]?["makeDuration"])
        XCTAssertNotNil(whole.members[""]?["+"])
        XCTAssertNotNil(whole.members[""]?["globalLimit"])
        XCTAssertNotNil(whole.types["Local"], "a local type of a free function")
        XCTAssertNotNil(whole.members["Task"]?["isCancelled"], "extension _Concurrency.Task")
        XCTAssertNotNil(whole.extensionConformances["Duration"])
        XCTAssertNotNil(whole.associatedTypes["Clock"])
        assertSameAnswers(whole, onDemand)
        XCTAssertFalse(onDemand.interfaces!.builtWhole)
    }

    /// Only the chunks filed under a name are parsed for it.
    func testALookupParsesOnlyTheChunksOfTheNameAsked() throws {
        let onDemand = DeclarationIndex(interfacesReadOnDemand: [Self.shapes])
        let lookup = try XCTUnwrap(onDemand.interfaces)
        XCTAssertEqual(lookup.parsedChunkCount, 0, "nothing parsed up front")
        XCTAssertEqual(onDemand.storedMembers(of: "Duration")?["zero"]?.first?.type?.text, "Swift.Duration")
        // `Duration`'s struct and its three extensions, and the free function with a local type.
        XCTAssertEqual(lookup.parsedChunkCount, 5)
        _ = onDemand.storedTypes("Duration.Inner")
        XCTAssertEqual(lookup.parsedChunkCount, 5, "kept: not parsed again")
    }

    /// A file not laid out as the compiler prints (a declaration's head in the clauses of a
    /// `#if`, its body after the `#endif`): the chunk does not parse, and the lookup answers
    /// from the whole files instead.
    func testAFileNotPrintedByTheCompilerIsReadWhole() throws {
        let odd = Self.interface("""
            public struct Odd<T> {}
            #if compiler(>=6.0)
            extension Odd {
            #else
            extension Odd where T == Int {
            #endif
              public static var zero: Odd { get }
            }
            public struct Even { public static var one: Even { get } }

            """)
        let (whole, onDemand) = Self.indexes([odd])
        XCTAssertNotNil(whole.members["Odd"]?["zero"])
        assertSameAnswers(whole, onDemand)
        XCTAssertTrue(onDemand.interfaces!.builtWhole)
    }

    /// Interface files swapped between two runs' lookups: each reads its own files' answers.
    func testSwappedInterfacesGiveTheirOwnAnswers() throws {
        let folder = directory.appendingPathComponent("SDK").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/Swift.swiftinterface"
        func read() throws -> SourceFile { SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))) }
        try Self.interface("public enum Marker {\n  public static let value: Alpha\n}\npublic struct Alpha {}\n").bytes.writeAll(to: path)
        let first = DeclarationIndex(interfacesReadOnDemand: [try read()])
        XCTAssertEqual(first.storedMembers(of: "Marker")?["value"]?.first?.type?.text, "Alpha")
        try Self.interface("public enum Marker {\n  public static let value: Betamax\n  public init?(x: Int)\n}\n").bytes.writeAll(to: path)
        let second = DeclarationIndex(interfacesReadOnDemand: [try read()])
        XCTAssertEqual(second.storedMembers(of: "Marker")?["value"]?.first?.type?.text, "Betamax")
        XCTAssertNotNil(second.storedMembers(of: "Marker")?["init"])
        XCTAssertNil(second.storedTypes("Alpha"))
        XCTAssertEqual(first.storedMembers(of: "Marker")?["value"]?.first?.type?.text, "Alpha", "the first keeps its own")
    }

    /// The CLI with `--no-cache`: the standard library read on demand, swapped between runs.
    func testTheCLIWithoutACacheReadsTheSwappedInterfaces() throws {
        try write("// @Observable\nfinal class Model {\n    var value = Marker.value\n    var span = Duration.zero\n}\n", "Model.swift")
        let interface = "SDK/usr/lib/swift/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"
        func standardLibrary(_ typeName: String) throws {
            try write(String(decoding: Self.interface("public enum Marker {\n  public static let value: \(typeName)\n}\npublic struct \(typeName) {}\n").bytes, as: UTF8.self)
                      + String(decoding: Self.shapes.bytes, as: UTF8.self), interface)
        }
        try standardLibrary("Alpha")
        let first = try shell("SDKROOT=\"$PWD/SDK\" \"$B\" --no-cache Model.swift")
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("var value: Alpha = Marker.value"), first.stdout)
        XCTAssertTrue(first.stdout.contains("var span: Duration = Duration.zero"), first.stdout)
        try standardLibrary("Betamax")
        let second = try shell("SDKROOT=\"$PWD/SDK\" \"$B\" --no-cache Model.swift")
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("var value: Betamax = Marker.value"), second.stdout)
    }
}

private extension Array where Element == UInt8 {
    func writeAll(to path: String) throws { try Data(self).write(to: URL(fileURLWithPath: path)) }
}
