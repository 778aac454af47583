import ObservableExpander

/// A manifest whose `platforms:` says nothing readable (review 15a/03, 04): without the
/// argument SwiftPM builds for its default deployment targets (iOS 12, macOS 10.13, tvOS 12,
/// watchOS 4), below Observation's; with one given through a name (`platforms: supported`) the
/// versions cannot be read from the tokens, and the run says so instead of nothing.
extension DeploymentTargets {
    /// SwiftPM's default deployment targets, as a setting's `versions`.
    static let packageDefaults = "iOS 12, macOS 10.13, tvOS 12, watchOS 4"

    /// For the manifest `bytes` at `path`: a `Setting` at `Package(` when its argument list has
    /// no `platforms:` (SwiftPM's defaults), or one marked `unread` at the `platforms:` label
    /// when its value is no array literal. Empty when the platforms are an array (read by
    /// `packageSettings`) or the manifest has no `Package(` call.
    /// With `changed` (absolute paths), only when one of them is in a target's folder
    /// (`Sources/<name>/` or `Tests/<name>/`, or the `path:` the manifest gives it: `PackageTargets`): a folder of the
    /// package that is no target (test fixtures) is not built with those targets.
    static func packageDefaultSettings(_ bytes: [UInt8], path: String, changed: [String]? = nil) -> [Setting] {
        let tokens = Tokenizer.tokenize(bytes).tokens
        func text(_ k: Int) -> String { String(decoding: bytes[Int(tokens[k].start) ..< Int(tokens[k].end)], as: UTF8.self) }
        if let changed {
            let folder = absolute(String(path.dropLast("Package.swift".count)))
            let root = folder.hasSuffix("/") ? folder : folder + "/"
            var targets: [String] = []
            for target in PackageTargets(bytes).targets {
                if let written = target.path {
                    targets.append(absolute(root + written) + "/")
                } else {
                    targets += [root + "Sources/" + target.name + "/", root + "Tests/" + target.name + "/"]
                }
            }
            guard changed.contains(where: { file in targets.contains { file.hasPrefix($0) } }) else { return [] }
        }
        guard let call = tokens.indices.first(where: { k in
            k + 1 < tokens.count && tokens[k].kind == .identifier && text(k) == "Package" && tokens[k + 1].kind == .leftParen
                && !(k > 0 && tokens[k - 1].kind == .period)
        }) else { return [] }
        // The labels of the call's own arguments (depth 1 of its parentheses).
        var depth = 0
        var k = call + 1
        while k < tokens.count {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
                if depth == 0 {
                    return [Setting(path: path, offset: Int(tokens[call].start), versions: packageDefaults,
                                    setting: "Package.swift without 'platforms': SwiftPM's defaults")]
                }
            case .identifier where depth == 1 && text(k) == "platforms" && k + 2 < tokens.count && tokens[k + 1].kind == .colon:
                if tokens[k + 2].kind == .leftSquare { return [] }
                return [Setting(path: path, offset: Int(tokens[k].start), versions: "", setting: "Package.swift 'platforms'", unread: true)]
            default: break
            }
            k += 1
        }
        return []
    }
}
