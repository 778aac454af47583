/// Brings `swiftc -print-ast` output of the real-macro file and of a golden expansion into
/// one canonical form, so that only differences that matter remain.
///
/// What is normalised, and why:
/// - Generic parameter names of each `func`: the macro's are compiler-unique `$s…fMu_` names
///   that cannot be written in source, so a golden file must use other names. Each function's
///   parameters become `G0`, `G1`, … by position, in the whole function.
/// - `Swift.` / `Observation.` qualifiers before a type name: a golden file may write
///   `Swift.KeyPath` or `Observation.ObservationRegistrar` where the AST prints the bare name.
/// - `Array<T>` / `Dictionary<K, V>` are written `[T]` / `[K : V]`: the macro's properties
///   have inferred types, which print sugared, while a golden file must spell the type out
///   (a computed property needs one) and may spell it as its initializer does.
/// - Member order inside each type body, and the conformance extensions (see
///   `PrintASTDeclarations`).
/// - Blank lines and trailing spaces.
enum PrintASTNormaliser {
    struct Result {
        var lines: [String]
        /// The empty `Observable` conformance extensions, as `Type: entry`
        /// (e.g. `Model: nonisolated Observable`), which `lines` leaves out.
        var conformances: [String]
    }

    static func normalise(_ ast: String) -> Result {
        let lines = ast.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> String in
                var line = Substring(line)
                while let last = line.last, last.isWhitespace { line.removeLast() }
                return String(line)
            }
            .filter { !$0.isEmpty }
        let canonical = canonicaliseGenericParameters(lines).map { desugarCollections(stripModuleQualifiers($0)) }
        let declarations = PrintASTDeclarations(lines: canonical)
        return Result(lines: declarations.sortedLines, conformances: declarations.observableConformances)
    }

    // MARK: Generic parameter names

    private static func canonicaliseGenericParameters(_ lines: [String]) -> [String] {
        var result: [String] = []
        var i = 0
        while i < lines.count {
            guard let parameters = genericParameters(ofFunctionIn: lines[i]) else {
                result.append(replacingMangledNames(lines[i]))
                i += 1
                continue
            }
            var end = i + 1
            if lines[i].hasSuffix("{") {
                let indentation = PrintASTDeclarations.indent(lines[i])
                while end < lines.count, !(PrintASTDeclarations.indent(lines[end]) == indentation && lines[end].trimmingWhitespace().hasPrefix("}")) {
                    end += 1
                }
                end = min(end + 1, lines.count)
            }
            var renaming: [String: String] = [:]
            for (position, name) in parameters.enumerated() { renaming[name] = "G\(position)" }
            for line in lines[i..<end] {
                result.append(replacingMangledNames(IdentifierTokens.rename(in: line) { renaming[$0] }))
            }
            i = end
        }
        return result
    }

    /// `… func name<A, B: P>(` → ["A", "B"]; nil for a non-generic line.
    private static func genericParameters(ofFunctionIn line: String) -> [String]? {
        let tokens = IdentifierTokens.scan(line)
        guard let funcToken = tokens.first(where: { $0.text == "func" }),
              let nameToken = tokens.first(where: { $0.range.lowerBound >= funcToken.range.upperBound }) else { return nil }
        var index = nameToken.range.upperBound
        let scalars = Array(line.unicodeScalars)
        while index < scalars.count, scalars[index] == " " { index += 1 }
        guard index < scalars.count, scalars[index] == "<" else { return nil }
        var depth = 0
        var clause = ""
        repeat {
            let c = scalars[index]
            if c == "<" { depth += 1 } else if c == ">" { depth -= 1 }
            if depth > 0 && !(depth == 1 && c == "<") { clause.unicodeScalars.append(c) }
            index += 1
        } while depth > 0 && index < scalars.count
        var names: [String] = []
        var current = ""
        depth = 0
        for c in clause + "," {
            if c == "<" || c == "(" { depth += 1 } else if c == ">" || c == ")" { depth -= 1 }
            if c == "," && depth == 0 {
                let declared = current.split(separator: ":").first.map(String.init) ?? ""
                if let name = declared.split(whereSeparator: { $0.isWhitespace }).last { names.append(String(name)) }
                current = ""
            } else {
                current.append(c)
            }
        }
        return names.isEmpty ? nil : names
    }

    /// The macro's own unique names left anywhere else (`$s…fMu_`, `$s…fMu3_`).
    private static func replacingMangledNames(_ line: String) -> String {
        guard line.contains("$s") else { return line }
        return IdentifierTokens.rename(in: line) { token in
            token.hasPrefix("$s") && token.hasSuffix("_") && token.contains("fMu") ? "G?" : nil
        }
    }

    // MARK: Module qualifiers

    private static let qualifiers: Set<String> = ["Swift", "Observation"]

    /// Drops `Swift.` / `Observation.` before a capitalised name, unless it is itself a
    /// member (`x.Swift.Int` stays).
    private static func stripModuleQualifiers(_ line: String) -> String {
        guard line.contains("Swift.") || line.contains("Observation.") else { return line }
        let scalars = Array(line.unicodeScalars)
        var out = String.UnicodeScalarView()
        var last = 0
        for token in IdentifierTokens.scan(line) where qualifiers.contains(token.text) {
            let dot = token.range.upperBound
            guard dot + 1 < scalars.count, scalars[dot] == ".",
                  scalars[dot + 1].properties.isUppercase,
                  token.range.lowerBound == 0 || scalars[token.range.lowerBound - 1] != "."
            else { continue }
            out.append(contentsOf: scalars[last..<token.range.lowerBound])
            last = dot + 1
        }
        out.append(contentsOf: scalars[last...])
        return String(out)
    }

    // MARK: Collection sugar

    /// `Array<X>` → `[X]`, `Dictionary<K, V>` → `[K : V]`, innermost first.
    private static func desugarCollections(_ line: String) -> String {
        guard line.contains("Array<") || line.contains("Dictionary<") else { return line }
        var scalars = Array(line.unicodeScalars)
        var changed = true
        while changed {
            changed = false
            for token in IdentifierTokens.scan(String(String.UnicodeScalarView(scalars))).reversed()
            where token.text == "Array" || token.text == "Dictionary" {
                let open = token.range.upperBound
                guard open < scalars.count, scalars[open] == "<",
                      token.range.lowerBound == 0 || scalars[token.range.lowerBound - 1] != ".",
                      let close = matchingAngle(scalars, from: open) else { continue }
                let arguments = splitTopLevelCommas(Array(scalars[(open + 1)..<close]))
                let replacement: String
                if token.text == "Array", arguments.count == 1 {
                    replacement = "[\(arguments[0])]"
                } else if token.text == "Dictionary", arguments.count == 2 {
                    replacement = "[\(arguments[0]) : \(arguments[1])]"
                } else {
                    continue
                }
                scalars.replaceSubrange(token.range.lowerBound...close, with: replacement.unicodeScalars)
                changed = true
                break
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// Index of the `>` closing the `<` at `open`, skipping `->` and nested brackets.
    private static func matchingAngle(_ scalars: [Unicode.Scalar], from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < scalars.count {
            let c = scalars[index]
            if c == "-", index + 1 < scalars.count, scalars[index + 1] == ">" {
                index += 2
                continue
            }
            if c == "<" || c == "[" || c == "(" { depth += 1 }
            if c == ">" || c == "]" || c == ")" {
                depth -= 1
                if depth == 0 { return c == ">" ? index : nil }
            }
            index += 1
        }
        return nil
    }

    private static func splitTopLevelCommas(_ scalars: [Unicode.Scalar]) -> [String] {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        var index = 0
        while index < scalars.count {
            let c = scalars[index]
            if c == "-", index + 1 < scalars.count, scalars[index + 1] == ">" {
                current.append(contentsOf: "->".unicodeScalars)
                index += 2
                continue
            }
            if c == "<" || c == "[" || c == "(" { depth += 1 }
            if c == ">" || c == "]" || c == ")" { depth -= 1 }
            if c == "," && depth == 0 {
                parts.append(String(current).trimmingWhitespace())
                current = String.UnicodeScalarView()
            } else {
                current.append(c)
            }
            index += 1
        }
        parts.append(String(current).trimmingWhitespace())
        return parts
    }
}
