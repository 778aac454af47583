import Foundation
import XCTest

/// Every fenced block of README.md passes the check its annotation asks for (see
/// `ReadmeBlock` for the annotations): Swift is type-checked (fragments inside the context
/// their annotation gives), shown output is compared with what the tool prints, shell examples,
/// the CI workflow and the pre-commit configuration are run against sample folders, and the rare
/// block that cannot be checked says why.
final class ReadmeExampleTests: XCTestCase {
    static let readme = FixturePaths.repository.appendingPathComponent("README.md")

    override class func tearDown() {
        StandInModules.remove()
        super.tearDown()
    }

    var checker: ReadmeChecker {
        ReadmeChecker(binary: CommandLineTests.binary, swiftc: Toolchain.swiftc, repository: FixturePaths.repository)
    }

    func testEveryReadmeBlockPassesItsCheck() throws {
        guard Toolchain.swiftc != nil else { throw XCTSkip("no swiftc on PATH: cannot type-check the README's Swift blocks") }
        let markdown = try String(contentsOf: Self.readme, encoding: .utf8)
        let blocks = try ReadmeBlock.parse(markdown)
        let declarations = ReadmeInlineDeclaration.find(in: markdown)
        let failures = checker.failures(blocks) + checker.failures(declarations)
        for failure in failures.compactMap({ $0 }) { XCTFail(failure) }
        XCTAssertGreaterThan(declarations.count, 10, "the migration tables' declarations were not found")
        print("README.md: \(declarations.count) inline property declarations type-checked")
        var counts: [String: Int] = [:]
        for block in blocks { counts[(block.check?.kind ?? .swift).rawValue, default: 0] += 1 }
        print("README.md: \(blocks.count) blocks checked: " + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        for block in blocks where block.check?.kind == .illustrative {
            print("README.md:\(block.line): not run: \(block.check!.argument)")
        }
        // What issue 26 asks of the README: a CI recipe with GitHub annotations and '--check',
        // a pre-commit configuration, and each kind of check in use.
        let workflow = blocks.first { $0.check?.kind == .workflow }
        XCTAssertNotNil(workflow, "README has no CI workflow block")
        XCTAssert(workflow?.text.contains("--diagnostics-format github") == true && workflow?.text.contains("--check") == true,
                  "the CI workflow does not run '--check' with '--diagnostics-format github'")
        XCTAssert(blocks.contains { $0.check?.kind == .preCommitConfig }, "README has no pre-commit configuration block")
    }

    /// The checker fails each kind of broken example: a sample README with one error per block.
    func testPlantedErrorsFail() throws {
        guard Toolchain.swiftc != nil else { throw XCTSkip("no swiftc on PATH: cannot type-check planted Swift blocks") }
        let planted = """
            A property wrapper on a declaration of two variables, as README's migration table had:

            ```swift
            import Combine

            final class Settings: ObservableObject {
                @Published var a = 1, b = 2
            }
            ```

            <!-- readme-check: swift-in manifest
            import PackageDescription
            let package = Package(
                name: "App",
            %BLOCK%
            )
            -->
            ```swift
            targets: [.executableTarget(name: "App", plugin: [])]
            ```

            <!-- readme-check: output
            $ observable-expand --explain Model.swift
            === Model.swift
            // @Observable
            final class Model {
                let id = 1
            }
            -->
            ```
            Model.swift:2:13: note: class 'Model' is expanded: it carries '@Observable' (rule: hasMacroApplication)
            Model.swift:3:9: note: 'id' is tracked: a stored instance 'let' (rule: isValidForObservation)
            ```

            <!-- readme-check: output-contains
            $ observable-expand --help
            -->
            ```
            observable-expand [<options>] <input> --and-more
            ```

            <!-- readme-check: run
            === Sources/Model.swift
            // @Observable
            final class Model { var name = "" }
            === then
            test -f Out/Model.swift
            -->
            ```sh
            observable-expand Sources --output Generated
            ```

            <!-- readme-check: workflow
            not-run: Build: the tool is linked in
            === Sources/Model.swift
            // @Observable
            final class Model { var name = "" }
            -->
            ```yaml
            jobs:
              check:
                steps:
                  - name: Build
                    run: swift build
                  - name: Check
                    run: observable-expand Sources --output Generated --check --diagnostics-format github
            ```

            <!-- readme-check: pre-commit-config -->
            ```yaml
            repos:
              - repo: local
                hooks:
                  - id: no-such-hook
            ```

            <!-- readme-check: run-by ExamplePackageTests -->
            ```sh
            swift package expand-observable --no-such-flag
            ```

            <!-- readme-check: illustrative -->
            ```sh
            make everything
            ```

            ```sh
            echo unannotated
            ```

            """
        let blocks = try ReadmeBlock.parse(planted)
        XCTAssertEqual(blocks.count, 10)
        let failures = checker.failures(blocks)
        let expected: [(line: Int, holds: String)] = [
            (3, "property wrapper can only apply to a single variable"),
            (18, "incorrect argument label"),
            (30, "prints something else"),
            (38, "prints no line holding 'observable-expand [<options>] <input> --and-more'"),
            (49, "the script exits 1"),
            (59, "the script exits 1"),
            (70, "hook 'no-such-hook' is not in .pre-commit-hooks.yaml"),
            (78, "'--no-such-flag' is not a string literal of ExamplePackageTests.swift"),
            (83, "'illustrative' needs a reason"),
            (87, "a ```sh block without a check"),
        ]
        for (block, (failure, want)) in zip(blocks, zip(failures, expected)) {
            XCTAssertEqual(block.line, want.line)
            XCTAssert(failure?.hasPrefix("README.md:\(want.line): ") == true && failure?.contains(want.holds) == true,
                      "block at line \(block.line): expected a failure holding '\(want.holds)', got: \(failure ?? "none")")
        }
    }

    /// The declarations of the prose: README's migration table had `@Published var a = 1, b = 2`.
    func testPlantedInlineDeclarationsFail() throws {
        guard Toolchain.swiftc != nil else { throw XCTSkip("no swiftc on PATH: cannot type-check planted declarations") }
        let planted = """
            | before | after |
            |---|---|
            | `@Published var x = 0` | `var x = 0` (`@Published var a = 1, b = 2` is split) |
            | `@StateObject var foo = Foo()` | `@State var foo = Foo()` |
            | `@ObservedObject var foo: Foo` | `@Bindable var foo: Int` |
            Write `@Bindable var foo = foo` in the body, not `@Lazy var foo = foo`.
            ```swift
            `@Published var inAFence = 1, ignored = 2`
            ```

            """
        let declarations = ReadmeInlineDeclaration.find(in: planted)
        XCTAssertEqual(declarations.map(\.code), ["@Published var x = 0", "@Published var a = 1, b = 2", "@StateObject var foo = Foo()", "@State var foo = Foo()",
                                                  "@ObservedObject var foo: Foo", "@Bindable var foo: Int", "@Bindable var foo = foo", "@Lazy var foo = foo"])
        let failures = checker.failures(declarations)
        let expected: [String?] = [nil, "property wrapper can only apply to a single variable", nil, nil, nil, "requires that 'Int' be a class type", nil, "no place to check '@Lazy'"]
        for (declaration, (failure, want)) in zip(declarations, zip(failures, expected)) {
            if let want {
                XCTAssert(failure?.hasPrefix("README.md:\(declaration.line): `\(declaration.code)`") == true && failure?.contains(want) == true,
                          "`\(declaration.code)`: expected a failure holding '\(want)', got: \(failure ?? "none")")
            } else {
                XCTAssertNil(failure)
            }
        }
    }

    /// The annotations themselves: a malformed one is an error, not a block silently unchecked.
    func testMalformedAnnotationsAreErrors() {
        XCTAssertThrowsError(try ReadmeBlock.parse("<!-- readme-check: typecheck -->\n```swift\nlet x = 1\n```\n")) { error in
            XCTAssert("\(error)".contains("unknown check 'typecheck'"), "\(error)")
        }
        XCTAssertThrowsError(try ReadmeBlock.parse("<!-- readme-check: swift\n```swift\nlet x = 1\n```\n"))
        XCTAssertThrowsError(try ReadmeBlock.parse("```swift\nlet x = 1\n"))
    }
}
