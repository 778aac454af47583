import Foundation
import XCTest

/// The program's own line numbers in a tracked property's initializer and in its `willSet` and
/// `didSet` bodies (issue 29): the expansion writes them inside the generated part (the
/// declaration with its accessor block, the backing store's observers), and a written output
/// still gives what the macro's program gives: the initializer's own lines, and in the
/// observers the line of the property's name (where the macro's accessor expansion counts).
extension CommandLineTests {
    static let propertyLinesProgram = #"""
        import Observation

        func here(line: Int = #line, file: String = #fileID) -> String { "\(file):\(line)" }
        func make(_ f: () -> Int) -> Int { f() }
        enum Kind { case a, b(Int) }

        // @Observable
        final class Model {
            var a = #line
            var b = [
                1,
                #line,
            ]
            var c: Int = {
                let x = 0
                return x + #line
            }()
            var d = here()
            var e: String = here(
            )
            var g: Int = make { 0 + #line }
            /// A doc comment.
            @available(*, deprecated)
            public
            var f: Int = 0 {
                willSet { print("f.willSet", #line, here()) }
                didSet {
                    print("f.didSet", #line, here())
                    if oldValue >= 0 {
                        print("f.nested", #line, here())
                    } else {
                        print("never")
                    }
                    _ = [1].map { x in
                        print("f.closure", #line, here())
                        return x
                    }
                    switch Kind.b(1) {
                    case .a:
                        print("never")
                    case .b(let v) where v > 0:
                        print("f.case", #line, here())
                    default:
                        print("never")
                    }
                    func local() -> Int {
                        return #line
                    }
                    print("f.local", local())
                    let z = [1, 2]
                        .map { $0 * 2 }
                    print("f.chain", z, #line) ; print("f.semicolon", #line)
                    #if NEVER_SET
                    print("never", #line)
                    #else
                    print("f.else", #line)
                    #endif
                }
            }
            var h: Int = 0 { didSet { print("h", #line, here()) } }
            var i: Int = 0 {
                // A comment.
                didSet(previous) {
                    // A comment first.
                    print("i", previous, #line)
                }
            }
            var j: Int = 0 {
                didSet { print("j", #line) } // trailing
            }
            var k: Int = 0 { willSet { } didSet {} }
            var l: Int = 0 { didSet {
                print("l", #line)
            } }
        }

        let m = Model()
        print(m.a, m.b, m.c, m.d, m.e, m.g)
        m.f = 1
        m.h = 1
        m.i = 1
        m.j = 1
        m.k = 1
        m.l = 1
        print(#line)

        """#

    func testWrittenOutputsGiveTheMacrosLinesInInitializersAndObservers() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot compile and run the programs") }
        let source = Self.propertyLinesProgram
        try write(source, "Model.swift")
        try write(source.replacingOccurrences(of: "// @Observable\n", with: "@Observable\n"), "Real/Model.swift")
        func programOutput(_ folder: String) throws -> String {
            let binary = directory.appendingPathComponent(folder + "-program").path
            let build = try Toolchain.run(swiftc, ["-module-name", "App", "Model.swift", "-o", binary], in: directory.appendingPathComponent(folder))
            XCTAssertEqual(build.status, 0, build.stderr)
            return try Toolchain.run(binary, []).stdout
        }
        let real = try programOutput("Real")
        // The macro's program: initializers give their own lines, observers the name's line (25).
        XCTAssertTrue(real.hasPrefix("9 [1, 12] 16 App/Model.swift:18 App/Model.swift:19 21\nf.willSet 25 App/Model.swift:25\n"), real)
        XCTAssertTrue(real.contains("f.closure 25 App/Model.swift:25\n") && real.contains("h 60 App/Model.swift:60\ni 0 61\n"), real)
        let result = try run(["Model.swift", "-o", "Out/Model.swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try programOutput("Out"), real)
        // Standard output has no directives, and its program gives the generated lines.
        XCTAssertFalse(try run(["Model.swift"]).stdout.contains("#sourceLocation"))
    }
}
