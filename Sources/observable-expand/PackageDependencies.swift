import ObservableExpander

/// The package-level dependencies a `Package.swift` declares, read from its tokens: each
/// `.package(…)` call's `path:`, `url:`, `name:` and `id:` string literals, and the package's
/// own `name:` (the first `Package(name:`). Which modules of a run can import which
/// (`ModuleVisibility`) is read from here. A literal with an escape or an interpolation is not
/// read; never throws.
struct PackageDependencies {
    /// One `.package(…)` dependency, as written.
    struct Dependency: Equatable {
        var path: String?
        var url: String?
        var name: String?
        var id: String?
    }

    /// The package's own name, when `Package(name: "…"` spells it.
    let name: String?
    /// The dependencies, in the manifest's order.
    let dependencies: [Dependency]
    /// Whether a `.package(` call was found that has none of the literals read here (a
    /// variable, a function call): what it depends on cannot be told.
    let hasUnreadDependency: Bool

    /// Reads the manifest `bytes` (UTF-8).
    init(_ bytes: [UInt8]) {
        let manifest = ManifestTokens(bytes)
        let tokens = manifest.tokens
        var packageName: String?
        var found: [Dependency] = []
        var unread = false
        var k = 0
        while k + 1 < tokens.count {
            if packageName == nil, tokens[k].kind == .identifier, manifest.text(k) == "Package", tokens[k + 1].kind == .leftParen,
               k + 4 < tokens.count, tokens[k + 2].kind == .identifier, manifest.text(k + 2) == "name", tokens[k + 3].kind == .colon {
                packageName = manifest.literal(k + 4)
            }
            guard k + 2 < tokens.count, tokens[k].kind == .period, tokens[k + 1].kind == .identifier, manifest.text(k + 1) == "package",
                  tokens[k + 2].kind == .leftParen else { k += 1; continue }
            let (values, close) = manifest.labelledLiterals(open: k + 2, labels: ["path", "url", "name", "id"])
            let dependency = Dependency(path: values["path"], url: values["url"], name: values["name"], id: values["id"])
            if dependency == Dependency() { unread = true } else { found.append(dependency) }
            k = close
        }
        name = packageName
        dependencies = found
        hasUnreadDependency = unread
    }

    /// The names a dependency may go by, lower-cased: its `name:`, the last component of its
    /// `id:` (`scope.name`), of its `url:` (without `.git`) and of its `path:`.
    static func names(of dependency: Dependency) -> Set<String> {
        var result: Set<String> = []
        if let name = dependency.name { result.insert(name.lowercased()) }
        if let id = dependency.id, let last = id.split(separator: ".").last { result.insert(last.lowercased()) }
        for written in [dependency.url, dependency.path].compactMap({ $0 }) {
            var last = String(written.split(separator: "/").last ?? "")
            if last.hasSuffix(".git") { last.removeLast(4) }
            if !last.isEmpty { result.insert(last.lowercased()) }
        }
        return result
    }
}
