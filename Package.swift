// swift-tools-version:6.0
// observable-expand: expands `// @Observable` classes into the plain Swift that
// Swift's `@Observable` macro generates. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "observable-expand",
    products: [
        .executable(name: "observable-expand", targets: ["observable-expand"]),
        .library(name: "ObservableExpander", targets: ["ObservableExpander"]),
    ],
    targets: [
        .target(name: "ObservableExpander"),
        .executableTarget(name: "observable-expand", dependencies: ["ObservableExpander"]),
        // `make bench`: throughput, scaling and memory figures (never run by the tests).
        .executableTarget(name: "observable-expand-bench", dependencies: ["ObservableExpander"]),
        .testTarget(name: "ObservableExpanderTests", dependencies: ["ObservableExpander", "observable-expand"]),
        // Checks the golden fixtures against the real macro with the toolchain's swiftc.
        // Depends on nothing of ours: it reads Fixtures/ only.
        .testTarget(name: "ConformanceTests"),
    ]
)
