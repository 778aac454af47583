// swift-tools-version:6.1
// A small package that uses observable-expand's build tool plugin: the annotated model lives in
// Sources/ObservableDemo/Observable/ (excluded from the target), and the plugin compiles its
// expansion into the target at build time. Run: swift run ObservableDemo
import PackageDescription

let package = Package(
    name: "ObservableDemo",
    dependencies: [
        .package(name: "observable-expand", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ObservableDemo",
            exclude: ["Observable"],
            plugins: [.plugin(name: "ObservableExpandPlugin", package: "observable-expand")]),
    ]
)
