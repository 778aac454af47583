// swift-tools-version:6.1
// observable-expand: expands `// @Observable` classes into the plain Swift that
// Swift's `@Observable` macro generates. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "observable-expand",
    products: [
        .executable(name: "observable-expand", targets: ["observable-expand"]),
        .library(name: "ObservableExpander", targets: ["ObservableExpander"]),
        .plugin(name: "ObservableExpandPlugin", targets: ["ObservableExpandPlugin"]),
        .plugin(name: "ExpandObservable", targets: ["ExpandObservable"]),
    ],
    targets: [
        // The syntax stages (Source, Diagnostics, Lexing, Parsing): a module of their own, so that
        // the compiler keeps them from naming anything of the later stages (issue 25).
        .target(name: "ObservableSyntax"),
        // The later stages (Facts, Index, Expansion, Layout, Migration, Run) and the run calls.
        .target(name: "ObservableExpander", dependencies: ["ObservableSyntax"]),
        // The one option parser of both executables (declarative tables, `--help` from them).
        .target(name: "OptionParsing"),
        .executableTarget(name: "observable-expand", dependencies: ["ObservableExpander", "ObservableSyntax", "OptionParsing"]),
        // `make bench`: throughput, scaling and memory figures (never run by the tests).
        .executableTarget(name: "observable-expand-bench", dependencies: ["ObservableExpander", "ObservableSyntax", "OptionParsing"]),
        // Build tool plugin: expands a target's Observable/ folder during the build.
        .plugin(name: "ObservableExpandPlugin", capability: .buildTool(), dependencies: ["observable-expand"]),
        // `swift package expand-observable`: writes checked-in expansions (or checks them).
        .plugin(
            name: "ExpandObservable",
            capability: .command(
                intent: .custom(verb: "expand-observable", description: "Expand each target's Observable/ folder into ObservableGenerated/"),
                permissions: [.writeToPackageDirectory(reason: "writes the expanded sources into each target's ObservableGenerated/ folder")]),
            dependencies: ["observable-expand"]),
        .testTarget(name: "ObservableExpanderTests", dependencies: ["ObservableExpander", "ObservableSyntax", "observable-expand", "observable-expand-bench", "OptionParsing"]),
        // Checks the golden fixtures against the real macro with the toolchain's swiftc.
        // Depends on nothing of ours: it reads Fixtures/ only.
        .testTarget(name: "ConformanceTests"),
        // `observable-expand migrate`: MigrationFixtures/ golden files, type-checked against the
        // stand-in SwiftUI and Combine modules of StandIns/ (compiled by the tests, not by SwiftPM)
        // and the real `@Observable` macro, and run with `withObservationTracking`.
        .testTarget(name: "MigrationTests", dependencies: ["ObservableExpander", "ObservableSyntax", "observable-expand"], exclude: ["StandIns"]),
    ]
)
