import Foundation
@testable import ObservableExpander
@testable import ObservableSyntax
@testable import observable_expand

/// The declarations a fixture is expanded with, as `scripts/record-fixtures.sh` runs the CLI:
/// the fixture's own file, its `context/` folder (`--context context`), and the standard
/// library's interfaces as default context, indexed once per test run and only when a
/// fixture's inference needs them.
enum FixtureContext {
    /// The toolchain's standard library interfaces, found as the CLI finds them.
    static let standardLibrary: DeferredIndex? = {
        let interfaces = ContextInputs.defaultInterfaces(sdk: nil, environment: ProcessInfo.processInfo.environment)
        guard !interfaces.isEmpty else { return nil }
        return DeferredIndex {
            var index = DeclarationIndex()
            for path in interfaces {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                index.addContext(SourceFile(path: path, bytes: [UInt8](data)))
            }
            return index
        }
    }()

    /// The index for expanding `source`, the `input.swift` of fixture `folder`.
    static func index(for source: ParsedSource, folder: URL) -> DeclarationIndex {
        var index = DeclarationIndex([source])
        for path in ContextInputs.files(in: [folder.appendingPathComponent("context").path]) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            index.addContext(SourceFile(path: path, bytes: [UInt8](data)))
        }
        index.fallback = standardLibrary
        return index
    }
}
