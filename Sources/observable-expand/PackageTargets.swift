import ObservableExpander

/// The targets a `Package.swift` declares, read from its tokens: each `.target(`,
/// `.executableTarget(`, `.testTarget(`, `.macro(` or `.plugin(` call with its `name:` and
/// `path:` string literals (labels of the call's own arguments), and each call of a helper
/// function of the manifest that makes a target (`PackageTargets+Helpers`). The module map
/// (`ModuleIdentity`) and the deployment-target check (`DeploymentTargets`) both read targets
/// from here, so that they agree on which folders a package builds.
struct PackageTargets {
    /// One target: its name and its `path:` as written, or nil when it has none (SwiftPM then
    /// takes `Sources/<name>` or `Tests/<name>`).
    struct Target: Equatable {
        let name: String
        let path: String?
    }

    /// The targets, in the manifest's order.
    let targets: [Target]

    /// Reads the targets of the manifest `bytes` (UTF-8). A literal with an escape or an
    /// interpolation is not read (its value cannot be told from the tokens); never throws.
    init(_ bytes: [UInt8]) {
        let manifest = ManifestTokens(bytes)
        let tokens = manifest.tokens
        let factories: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]
        // `.regexTarget(name: …)` of a helper the manifest declares (`PackageTargets+Helpers`).
        let kinds = factories.union(Self.helperNames(manifest, factories: factories))
        var found: [Target] = []
        var k = 0
        while k + 2 < tokens.count {
            guard tokens[k].kind == .period, tokens[k + 1].kind == .identifier, tokens[k + 2].kind == .leftParen,
                  kinds.contains(manifest.text(k + 1)) else { k += 1; continue }
            let (values, close) = manifest.labelledLiterals(open: k + 2, labels: ["name", "path"])
            if let name = values["name"] { found.append(Target(name: name, path: values["path"])) }
            k = close
        }
        targets = found
    }

    /// Each target's `path:`, by name, with `./` and a trailing `/` dropped (`.` is the
    /// package's folder, ""); a path out of the package (`../X`, `/X`) is left out.
    var paths: [String: String] {
        var result: [String: String] = [:]
        for target in targets {
            guard var path = target.path else { continue }
            while path.hasPrefix("./") { path.removeFirst(2) }
            while path.hasSuffix("/") { path.removeLast() }
            // `path: "."`: the package's own folder (DanXi-swift's packages), "" as `./` gives.
            if path == "." { path = "" }
            if !path.hasPrefix("..") && !path.hasPrefix("/") { result[target.name] = path }
        }
        return result
    }
}
