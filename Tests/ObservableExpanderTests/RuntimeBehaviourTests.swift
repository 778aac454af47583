import Foundation
import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Builds an expansion together with a `withObservationTracking` program and checks what
/// fires, then runs the same program against the real `@Observable` macro and requires the same
/// output.
final class RuntimeBehaviourTests: XCTestCase {
    static let model = """
        import Observation

        // @Observable
        final class Profile {
            var name = "Ada"
            var email: String = "ada@example.com"
            var visits = 0
        }

        """

    static let program = """
        let profile = Profile()
        withObservationTracking {
            _ = profile.name
        } onChange: {
            print("name changed")
        }
        print("change email")
        profile.email = "lovelace@example.com"
        print("assign an equal name")
        profile.name = "Ada"
        print("change name")
        profile.name = "Ada Lovelace"
        print("change name again (tracking is one-shot)")
        profile.name = "Countess"
        withObservationTracking {
            _ = profile.visits
        } onChange: {
            print("visits changed")
        }
        profile.visits += 1
        print("done")

        """

    static let expectedOutput = """
        change email
        assign an equal name
        change name
        name changed
        change name again (tracking is one-shot)
        visits changed
        done

        """

    func testExpansionFiresExactlyLikeTheMacro() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot build the expansion") }
        let directory = try Toolchain.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let result = Expander.expand(SourceFile(path: "Profile.swift", text: Self.model))
        let expansion = try XCTUnwrap(result.output, "\(result.diagnostics)")
        let ours = directory.appendingPathComponent("ours.swift")
        try Data(expansion + Array(Self.program.utf8)).write(to: ours)
        let real = directory.appendingPathComponent("real.swift")
        let realSource = Self.model.replacingOccurrences(of: "// @Observable", with: "@Observable") + Self.program
        try realSource.write(to: real, atomically: true, encoding: .utf8)

        for (source, binary) in [(ours, "ours"), (real, "real")] {
            let build = try Toolchain.run(swiftc, [source.path, "-o", directory.appendingPathComponent(binary).path])
            XCTAssertEqual(build.status, 0, "\(binary) does not build:\n\(build.stderr)")
        }
        let oursRun = try Toolchain.run(directory.appendingPathComponent("ours").path, [])
        let realRun = try Toolchain.run(directory.appendingPathComponent("real").path, [])
        XCTAssertEqual(oursRun.stdout, Self.expectedOutput)
        XCTAssertEqual(oursRun.stdout, realRun.stdout, "the expansion and the real macro print different things")
    }
}
