import ObservableExpander

/// A `Package.swift` tokenized once, and what its readers (`PackageTargets`,
/// `PackageDependencies`) take from it: the string literals given to a call's own labelled
/// arguments.
struct ManifestTokens {
    let bytes: [UInt8]
    let tokens: [Token]

    /// Tokenizes the manifest `bytes` (UTF-8); never throws.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        tokens = Tokenizer.tokenize(bytes).tokens
    }

    /// The source text of token `k`.
    func text(_ k: Int) -> String { String(decoding: bytes[Int(tokens[k].start) ..< Int(tokens[k].end)], as: UTF8.self) }

    /// The value of the plain string literal at token `k`, or nil (no literal, or one with an
    /// escape or an interpolation, whose value cannot be told from the tokens).
    func literal(_ k: Int) -> String? {
        guard k < tokens.count, tokens[k].kind == .stringLiteral else { return nil }
        let written = text(k)
        guard written.count >= 2, written.hasPrefix("\""), written.hasSuffix("\""), !written.contains("\\") else { return nil }
        return String(written.dropFirst().dropLast())
    }

    /// For the call whose `(` is token `open`: the first plain string literal given to each of
    /// `labels` among its own arguments (not those of calls nested in it), and the token of its
    /// closing bracket (the end of the tokens when it has none).
    func labelledLiterals(open: Int, labels: Set<String>) -> (values: [String: String], close: Int) {
        var values: [String: String] = [:]
        var depth = 0
        var j = open
        while j < tokens.count {
            switch tokens[j].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
                if depth == 0 { return (values, j) }
            case .identifier where depth == 1 && j + 2 < tokens.count && tokens[j + 1].kind == .colon:
                let label = text(j)
                if labels.contains(label), values[label] == nil, let value = literal(j + 2) { values[label] = value }
            default: break
            }
            j += 1
        }
        return (values, j)
    }
}
