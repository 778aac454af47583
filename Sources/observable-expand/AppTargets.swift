/// Which inputs of a migration are built only into apps, so that a `public` class in them has
/// no client outside its module (`migrate-public-conformance-removed` says nothing there).
/// Decided by the nearest build manifest above the file: a `Package.swift` that declares no
/// `.library(` product, or (with no manifest nearer) an `*.xcodeproj` whose products are all
/// applications, app extensions, command-line tools and test bundles. Anything else (a
/// library product, a framework target, no manifest at all) cannot be told: the note stays.
enum AppTargets {
    /// Product types of an Xcode project that no other module imports.
    static let appProductTypes: Set<String> = [
        "com.apple.product-type.application", "com.apple.product-type.app-extension", "com.apple.product-type.tool",
        "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
        "com.apple.product-type.application.watchapp2", "com.apple.product-type.application.watchapp2-container",
        "com.apple.product-type.watchkit2-extension", "com.apple.product-type.extensionkit-extension",
        "com.apple.product-type.application.on-demand-install-capable", "com.apple.product-type.app-extension.messages",
    ]

    /// The `display` paths of `files` whose `input` (a path of the file system) is built only
    /// into apps. Reads at most one manifest per folder above the inputs; never throws.
    static func appOnly(_ files: [(input: String, display: String)]) -> Set<String> {
        var verdicts: [String: Bool?] = [:]
        var result: Set<String> = []
        for file in files {
            // Standard input has no place in the file system.
            guard file.input != "-" else { continue }
            var folder = URL(fileURLWithPath: DeploymentTargets.absolute(file.input)).deletingLastPathComponent()
            var visited: [String] = []
            var verdict: Bool?
            while true {
                if let known = verdicts[folder.path] { verdict = known; break }
                visited.append(folder.path)
                if let found = manifestVerdict(in: folder.path) { verdict = found; break }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
            for path in visited { verdicts[path] = .some(verdict) }
            if verdict == true { result.insert(file.display) }
        }
        return result
    }

    /// True (apps only) or false (a library, or cannot tell) for the manifest in `folder`; nil
    /// when it holds none.
    static func manifestVerdict(in folder: String) -> Bool? {
        // The manifests the deployment-target check finds there; a package decides first.
        let manifests = DeploymentTargets.candidates(in: folder)
        if let package = manifests.first(where: { $0.hasSuffix("/Package.swift") && FileOutput.kind(of: $0) == .regular }) {
            guard let bytes = FileOutput.existingBytes(at: package) else { return false }
            return !String(decoding: bytes, as: UTF8.self).contains(".library(")
        }
        let projects = manifests.filter { $0.hasSuffix(".pbxproj") }
        guard !projects.isEmpty else { return nil }
        for project in projects {
            guard let bytes = FileOutput.existingBytes(at: project) else { return false }
            let types = productTypes(String(decoding: bytes, as: UTF8.self))
            if types.isEmpty || !types.isSubset(of: appProductTypes) { return false }
        }
        return true
    }

    /// The `productType = "…";` values of a project file.
    static func productTypes(_ text: String) -> Set<String> {
        var types: Set<String> = []
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard let range = PlainText.firstRange(of: "productType = ", in: line) else { continue }
            let value = PlainText.trimming(line[range.upperBound...]) { "\";\t ".unicodeScalars.contains($0) }
            types.insert(value)
        }
        return types
    }
}
