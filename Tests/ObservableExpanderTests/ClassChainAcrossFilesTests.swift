import Foundation
import XCTest

/// Annotated classes whose superclass chain, or whose superclass's name, is spread over
/// several files expanded in one run: `observable-expand A.swift B.swift C.swift --output OUT`,
/// then `swiftc OUT/*.swift main.swift -o prog`, run. A class needs its own `Observable`
/// conformance exactly when no superclass is observable, however many unannotated classes
/// and files lie between, and a superclass name means what Swift's name lookup finds (a
/// nested class of the same simple name elsewhere is another class).
///
/// Each scenario also builds the real-macro form of the same files (the annotation comments
/// turned into `@Observable`) and checks that it prints the expected output, so that the
/// expectations themselves are checked against the toolchain.
final class ClassChainAcrossFilesTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try Toolchain.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    static let requireObservable = """
        import Observation

        func requireObservable<T: Observable>(_ value: T) -> String { "\\(T.self) is Observable" }
        func isObservable(_ value: Any) -> Bool { value is any Observable }

        """

    // MARK: - Scenarios

    /// Base (annotated) ← Middle (unannotated, its own file) ← Leaf (annotated): Leaf inherits
    /// Base's conformance, so its expansion must not declare a second one.
    static let chain: [(String, String)] = [
        ("A.swift", """
            import Observation

            // @Observable
            class Base {
              var baseValue = 0
            }

            """),
        ("B.swift", """
            class Middle: Base {}

            """),
        ("C.swift", """
            import Observation

            // @Observable
            final class Leaf: Middle {
              var leafValue = 0
            }

            """),
    ]

    static let chainMain = requireObservable + """
        let leaf = Leaf()
        print(requireObservable(leaf))
        withObservationTracking {
          _ = leaf.baseValue
        } onChange: {
          print("baseValue changed")
        }
        leaf.leafValue = 1
        print("leafValue \\(leaf.leafValue)")
        leaf.baseValue = 2
        print("baseValue \\(leaf.baseValue)")
        withObservationTracking {
          _ = leaf.leafValue
        } onChange: {
          print("leafValue changed")
        }
        leaf.baseValue = 3
        print("baseValue \\(leaf.baseValue)")
        leaf.leafValue = 4
        print("leafValue \\(leaf.leafValue)")

        """

    static let chainOutput = """
        Leaf is Observable
        leafValue 1
        baseValue changed
        baseValue 2
        baseValue 3
        leafValue changed
        leafValue 4

        """

    func testChainThroughAnUnannotatedClassInAnotherFile() throws {
        try checkScenario(Self.chain, main: Self.chainMain, expected: Self.chainOutput)
    }

    /// The same files given in the opposite order: the outputs are the same bytes.
    func testChainExpandsTheSameInAnyInputOrder() throws {
        try write(Self.chain)
        let forward = try run(Self.chain.map(\.0) + ["--output", "OUT"])
        XCTAssertEqual(forward.status, 0, forward.stderr)
        let backward = try run(Array(Self.chain.map(\.0).reversed()) + ["--output", "OUT2"])
        XCTAssertEqual(backward.status, 0, backward.stderr)
        XCTAssertEqual(forward.stderr, backward.stderr)
        for (name, _) in Self.chain {
            XCTAssertEqual(contents("OUT/\(name)"), contents("OUT2/\(name)"), "\(name) depends on the input order")
        }
    }

    /// The conformance comes from an extension in another file: the run's first pass (a byte
    /// scan for `Observable`, then a parse of the files that name it) must see it, or the
    /// expansion would declare a second conformance and not compile.
    static let extensionElsewhere: [(String, String)] = [
        ("Store.swift", """
            import Observation

            // @Observable
            final class Store {
              var count = 0
            }

            """),
        ("Other.swift", """
            struct Unrelated {
              var name = "no annotation here"
            }

            """),
        ("Conformance.swift", """
            import Observation

            #if true
            extension Store: Observation.Observable {}
            #endif

            """),
    ]

    func testConformanceFromAnExtensionInAnotherFile() throws {
        let main = Self.requireObservable + """
            let store = Store()
            print(requireObservable(store))
            withObservationTracking {
              _ = store.count
            } onChange: {
              print("count changed")
            }
            store.count = 1
            print("count \\(store.count)")

            """
        try checkScenario(Self.extensionElsewhere, main: main, expected: "Store is Observable\ncount changed\ncount 1\n")
        XCTAssertFalse(contents("OUT/Store.swift")?.contains("extension Store") ?? true, "a second conformance was declared")
    }

    /// Four levels over four files, the leaf's file first on the command line.
    static let longChain: [(String, String)] = [
        ("1-Tip.swift", """
            import Observation

            // @Observable
            final class Tip: Branch {
              var leafCount = 3
            }

            """),
        ("2-Branch.swift", """
            class Branch: Stem {}

            """),
        ("3-Stem.swift", """
            class Stem: Root {
              var height = 1.0
            }

            """),
        ("4-Root.swift", """
            import Observation

            // @Observable
            class Root {
              var depth = 2
            }

            """),
    ]

    func testFourLevelChainOverFourFiles() throws {
        let main = Self.requireObservable + """
            let tip = Tip()
            print(requireObservable(tip))
            withObservationTracking {
              _ = tip.depth
              _ = tip.leafCount
            } onChange: {
              print("depth or leaf count changed")
            }
            tip.height = 2.5
            print("height \\(tip.height)")
            tip.leafCount = 4
            print("leaf count \\(tip.leafCount)")
            withObservationTracking {
              _ = tip.depth
            } onChange: {
              print("depth changed")
            }
            tip.depth = 5
            print("depth \\(tip.depth)")

            """
        try checkScenario(Self.longChain, main: main, expected: """
            Tip is Observable
            height 2.5
            depth or leaf count changed
            leaf count 4
            depth changed
            depth 5

            """)
    }

    /// An annotated `Settings.ViewModel` in one file, an unrelated unannotated top-level
    /// `ViewModel` in another, and `Screen: ViewModel` in a third: Screen's base is the
    /// top-level class, so Screen needs its own conformance.
    func testSameSimpleNameNestedAnnotatedAndTopLevelUnannotated() throws {
        let files: [(String, String)] = [
            ("Settings.swift", """
                import Observation

                enum Settings {
                  // @Observable
                  final class ViewModel {
                    var volume = 5
                  }
                }

                """),
            ("ViewModel.swift", """
                class ViewModel {
                  var title = "screen"
                  init() {}
                }

                """),
            ("Screen.swift", """
                import Observation

                // @Observable
                final class Screen: ViewModel {
                  var brightness = 50
                }

                """),
        ]
        let main = Self.requireObservable + """
            print(requireObservable(Screen()), requireObservable(Settings.ViewModel()))
            print("ViewModel is Observable: \\(isObservable(ViewModel()))")
            let screen = Screen()
            withObservationTracking {
              _ = screen.brightness
              _ = screen.title
            } onChange: {
              print("screen changed")
            }
            screen.title = "home"
            print("title \\(screen.title)")
            screen.brightness = 80
            print("brightness \\(screen.brightness)")
            let settings = Settings.ViewModel()
            withObservationTracking {
              _ = settings.volume
            } onChange: {
              print("volume changed")
            }
            settings.volume = 0
            print("volume \\(settings.volume)")

            """
        try checkScenario(files, main: main, expected: """
            Screen is Observable ViewModel is Observable
            ViewModel is Observable: false
            title home
            screen changed
            brightness 80
            volume changed
            volume 0

            """)
    }

    /// The reverse: an annotated top-level `Model`, an unannotated `Legacy.Model`, and two
    /// annotated subclasses written `: Model` — at the top level (the annotated base: no
    /// second conformance) and in `extension Legacy` (where `Model` is Legacy.Model: a
    /// conformance of its own).
    func testSameSimpleNameTopLevelAnnotatedAndNestedUnannotated() throws {
        let files: [(String, String)] = [
            ("Model.swift", """
                import Observation

                // @Observable
                class Model {
                  var revision = 1
                }

                """),
            ("Legacy.swift", """
                enum Legacy {
                  class Model {
                    var revision = 0
                    init() {}
                  }
                }

                """),
            ("LegacyChild.swift", """
                import Observation

                extension Legacy {
                  // Here `Model` is Legacy.Model, which is not observable.
                  // @Observable
                  final class Child: Model {
                    var flag = false
                  }
                }

                """),
            ("Detail.swift", """
                import Observation

                // Here `Model` is the annotated top-level class.
                // @Observable
                final class Detail: Model {
                  var note = "n"
                }

                """),
        ]
        let main = Self.requireObservable + """
            print(requireObservable(Detail()), requireObservable(Legacy.Child()))
            print("Legacy.Model is Observable: \\(isObservable(Legacy.Model()))")
            let child = Legacy.Child()
            withObservationTracking {
              _ = child.flag
              _ = child.revision
            } onChange: {
              print("child changed")
            }
            child.revision = 3
            print("child revision \\(child.revision)")
            child.flag = true
            print("child flag \\(child.flag)")
            let detail = Detail()
            withObservationTracking {
              _ = detail.revision
            } onChange: {
              print("detail revision changed")
            }
            detail.note = "m"
            print("note \\(detail.note)")
            detail.revision = 2
            print("detail revision \\(detail.revision)")

            """
        try checkScenario(files, main: main, expected: """
            Detail is Observable Child is Observable
            Legacy.Model is Observable: false
            child revision 3
            child changed
            child flag true
            note m
            detail revision changed
            detail revision 2

            """)
    }

    // MARK: - Helpers

    /// Expands `files` in one run into OUT/, compiles OUT/*.swift with app/main.swift, runs
    /// the program and compares its output; the real-macro form must print the same.
    private func checkScenario(_ files: [(String, String)], main: String, expected: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot compile the outputs") }
        try write(files)
        let mainPath = try write(main, "app/main.swift").path

        // The expectation, checked against the real macro.
        for (name, text) in files { try write(Self.realMacroForm(text), "real/\(name)") }
        let expansion = try run(files.map(\.0) + ["--output", "OUT"])
        let outputs = files.map { "OUT/\($0.0)" }
        // The three compiler runs are independent of each other: side by side, one per core.
        let directory: URL = self.directory
        let compiles = Toolchain.parallel([
            files.map { "real/\($0.0)" } + [mainPath, "-o", "real-prog"],
            outputs + [mainPath, "-o", "prog"],
            ["-typecheck", "-swift-version", "6"] + outputs + [mainPath],
        ]) { arguments in Result { try Toolchain.run(swiftc, arguments, in: directory) } }
        let realBuild = try compiles[0].get()
        if realBuild.status == 0 {
            let realRun = try Toolchain.run(directory.appendingPathComponent("real-prog").path, [], in: directory)
            XCTAssertEqual(realRun.stdout, expected, "the test's expectation differs from what the real macro's program prints", file: file, line: line)
        } else {
            XCTFail("the real-macro form does not build, so the scenario is wrong: \(Self.errors(realBuild.stderr))", file: file, line: line)
        }

        XCTAssertEqual(expansion.status, 0, "observable-expand failed: \(expansion.stderr)", file: file, line: line)
        XCTAssertEqual(expansion.stderr, "", file: file, line: line)
        guard expansion.status == 0 else { return }
        for output in outputs {
            XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent(output).path), "missing \(output)", file: file, line: line)
        }

        let build = try compiles[1].get()
        guard build.status == 0 else {
            XCTFail("the expansions do not compile together: \(Self.errors(build.stderr))", file: file, line: line)
            return
        }
        let program = try Toolchain.run(directory.appendingPathComponent("prog").path, [], in: directory)
        XCTAssertEqual(program.status, 0, file: file, line: line)
        XCTAssertEqual(program.stdout, expected, "the expanded program prints something else than the real macro's", file: file, line: line)

        // Swift 6 language mode too (isolation and Sendable checking of the added members).
        let swift6 = try compiles[2].get()
        XCTAssertEqual(swift6.status, 0, "the expansions do not type-check in Swift 6 mode: \(Self.errors(swift6.stderr))", file: file, line: line)
    }

    private func run(_ arguments: [String]) throws -> Toolchain.Result {
        try Toolchain.run(MetamorphicTests.binary, arguments, in: directory)
    }

    private func write(_ files: [(String, String)]) throws {
        for (name, text) in files { try write(text, name) }
    }

    @discardableResult
    private func write(_ text: String, _ relative: String) throws -> URL {
        let url = directory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    private func contents(_ relative: String) -> String? {
        FileManager.default.contents(atPath: directory.appendingPathComponent(relative).path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `// @Observable` lines become the attribute, indentation kept.
    static func realMacroForm(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indentation = line.prefix { $0 == " " }
            return line.dropFirst(indentation.count) == "// @Observable" ? String(indentation) + "@Observable" : String(line)
        }.joined(separator: "\n")
    }

    /// The first compiler errors, one line each.
    static func errors(_ stderr: String) -> String {
        let lines = stderr.split(separator: "\n").filter { $0.contains("error:") && !$0.hasPrefix(" ") }
        return (lines.isEmpty ? stderr.split(separator: "\n").prefix(3) : lines.prefix(4)).joined(separator: " | ")
    }
}
