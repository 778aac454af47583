import ObservableExpander

/// Targets declared through a helper of the manifest (review 28a/02, DanXi-swift: every
/// package's one target is `.regexTarget(name: "KitA", dependencies: [], path: "Sources")`, a
/// `static func` of `extension Target` that calls `target(…)` and sets its Swift settings).
/// A `func` of the manifest whose declared result is `Target` (or `PackageDescription.Target`)
/// and whose body calls one of SwiftPM's target factories makes a target at each of its call
/// sites, whose `name:` and `path:` arguments give that target's name and path.
extension PackageTargets {
    /// The names of the helper functions of `manifest` that make targets: declared
    /// `func name(…) -> Target` (also `throws`, `PackageDescription.Target`), their body
    /// calling one of `factories` (`target(`, `.target(`, `Target.target(`).
    static func helperNames(_ manifest: ManifestTokens, factories: Set<String>) -> Set<String> {
        let tokens = manifest.tokens
        var names: Set<String> = []
        var k = 0
        while k + 2 < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .identifier, manifest.text(k) == "func",
                  tokens[k + 1].kind == .identifier, tokens[k + 2].kind == .leftParen,
                  let close = closing(manifest, open: k + 2) else { continue }
            var j = close + 1
            while j < tokens.count, ["throws", "async", "rethrows"].contains(manifest.text(j)) { j += 1 }
            guard j + 1 < tokens.count, tokens[j].kind == .arrow else { continue }
            j += 1
            if manifest.text(j) == "PackageDescription", j + 2 < tokens.count, tokens[j + 1].kind == .period { j += 2 }
            guard j + 1 < tokens.count, manifest.text(j) == "Target", tokens[j + 1].kind == .leftBrace,
                  let end = closing(manifest, open: j + 1) else { continue }
            let makesTarget = (j + 2 ..< end).contains { b in
                tokens[b].kind == .identifier && factories.contains(manifest.text(b)) && tokens[b + 1].kind == .leftParen
            }
            if makesTarget && !factories.contains(manifest.text(k + 1)) { names.insert(manifest.text(k + 1)) }
        }
        return names
    }

    /// The token of the bracket that closes the one opening at `open`, or nil.
    private static func closing(_ manifest: ManifestTokens, open: Int) -> Int? {
        var depth = 0
        for j in open ..< manifest.tokens.count {
            switch manifest.tokens[j].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
                if depth == 0 { return j }
            default: break
            }
        }
        return nil
    }
}
