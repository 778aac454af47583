/// Brings `swiftc -print-ast` output of the real-macro file and of a golden expansion into
/// one canonical form, so that only differences that matter remain.
///
/// What is normalised, and why:
/// - Generic parameter names of each `func`: the macro's are compiler-unique `$s…fMu_` names
///   that cannot be written in source, so a golden file must use other names. Each function's
///   parameters become `G0`, `G1`, … by position, in the whole function.
/// - `Swift.` / `Observation.` qualifiers before a type name: a golden file may write
///   `Swift.KeyPath` or `Observation.ObservationRegistrar` where the AST prints the bare name.
/// - Member order inside each type body: members are sorted, so an expansion that appends the
///   registrar first or last compares equal. Top-level order is kept (it is program order).
/// - Empty `extension T: … Observable {}` blocks are dropped: print-ast omits the macro's own
///   extension, so conformances are compared separately (`ObservableConformances`).
/// - Blank lines and trailing spaces.
enum PrintASTNormaliser {
    static func normalise(_ ast: String) -> [String] {
        var lines = ast.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> String in
                var line = Substring(line)
                while let last = line.last, last.isWhitespace { line.removeLast() }
                return String(line)
            }
            .filter { !$0.isEmpty }
        lines = canonicaliseGenericParameters(lines).map(stripModuleQualifiers)
        return render(parse(lines[...]), sortMembers: false)
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
                let indentation = indent(lines[i])
                while end < lines.count, !(indent(lines[end]) == indentation && lines[end].trimmingWhitespace().hasPrefix("}")) {
                    end += 1
                }
                end = min(end + 1, lines.count)
            }
            var renaming: [String: String] = [:]
            for (position, name) in parameters.enumerated() { renaming[name] = "G\(position)" }
            for line in lines[i..<end] {
                result.append(replacingMangledNames(renameIdentifiers(in: line, renaming)))
            }
            i = end
        }
        return result
    }

    /// `… func name<A, B: P>(` → ["A", "B"]; nil for a non-generic line.
    private static func genericParameters(ofFunctionIn line: String) -> [String]? {
        let tokens = identifierTokens(line)
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
        return renameIdentifiers(in: line) { token in
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
        for token in identifierTokens(line) where qualifiers.contains(token.text) {
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

    // MARK: Tokens

    private struct Token {
        let text: String
        let range: Range<Int>  // in unicode scalars
    }

    private static func isIdentifierScalar(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || c.properties.isAlphabetic || c.properties.numericType != nil
    }

    private static func identifierTokens(_ line: String) -> [Token] {
        let scalars = Array(line.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        while i < scalars.count {
            guard isIdentifierScalar(scalars[i]) else { i += 1; continue }
            let start = i
            while i < scalars.count, isIdentifierScalar(scalars[i]) { i += 1 }
            tokens.append(Token(text: String(String.UnicodeScalarView(scalars[start..<i])), range: start..<i))
        }
        return tokens
    }

    private static func renameIdentifiers(in line: String, _ renaming: [String: String]) -> String {
        renameIdentifiers(in: line) { renaming[$0] }
    }

    private static func renameIdentifiers(in line: String, _ rename: (String) -> String?) -> String {
        let scalars = Array(line.unicodeScalars)
        var out = String.UnicodeScalarView()
        var last = 0
        for token in identifierTokens(line) {
            guard let replacement = rename(token.text) else { continue }
            out.append(contentsOf: scalars[last..<token.range.lowerBound])
            out.append(contentsOf: replacement.unicodeScalars)
            last = token.range.upperBound
        }
        out.append(contentsOf: scalars[last...])
        return String(out)
    }

    // MARK: Declaration tree

    /// A declaration as print-ast lays it out: its own lines, or, for a type, a head,
    /// members and a closing brace.
    private indirect enum Node {
        case lines([String])
        case type(head: [String], members: [Node], close: String)
    }

    private static func indent(_ line: String) -> Int {
        line.prefix { $0 == " " }.count
    }

    /// Splits lines into declarations by indentation. print-ast indents consistently, puts
    /// attribute-only lines (`@available(…)`) above their declaration, and closes blocks
    /// with `}` at the opening indentation (chains like `} else {` continue the block).
    private static func parse(_ lines: ArraySlice<String>) -> [Node] {
        var nodes: [Node] = []
        var pendingAttributes: [String] = []
        var i = lines.startIndex
        while i < lines.endIndex {
            let line = lines[i]
            let indentation = indent(line)
            if isAttributeOnly(line), i + 1 < lines.endIndex, indent(lines[i + 1]) == indentation {
                pendingAttributes.append(line)
                i += 1
                continue
            }
            var end = i + 1
            while true {
                while end < lines.endIndex, indent(lines[end]) > indentation { end += 1 }
                guard end < lines.endIndex, indent(lines[end]) == indentation,
                      lines[end].trimmingWhitespace().hasPrefix("}") else { break }
                end += 1
                if !lines[end - 1].hasSuffix("{") { break }
            }
            let close = lines[end - 1]
            if isTypeHead(line), line.hasSuffix("{"), end - i >= 2, close.trimmingWhitespace() == "}" {
                nodes.append(.type(head: pendingAttributes + [line], members: parse(lines[(i + 1)..<(end - 1)]), close: close))
            } else {
                nodes.append(.lines(pendingAttributes + Array(lines[i..<end])))
            }
            pendingAttributes = []
            i = end
        }
        if !pendingAttributes.isEmpty { nodes.append(.lines(pendingAttributes)) }
        return nodes
    }

    private static func render(_ nodes: [Node], sortMembers: Bool) -> [String] {
        var rendered: [[String]] = []
        for node in nodes {
            switch node {
            case .lines(let lines):
                rendered.append(lines)
            case .type(let head, let members, let close):
                if members.isEmpty, isObservableConformance(head.last!) { continue }
                rendered.append(head + render(members, sortMembers: true) + [close])
            }
        }
        if sortMembers {
            rendered.sort { $0.joined(separator: "\n") < $1.joined(separator: "\n") }
        }
        return rendered.flatMap { $0 }
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    private static let memberKeywords: Set<String> = ["func", "var", "let", "init", "deinit", "subscript",
                                                      "typealias", "case", "associatedtype", "import"]

    /// `@MainActor public final class Model : Base {` is a type; `class func f() {` is not.
    private static func isTypeHead(_ line: String) -> Bool {
        let words = identifierTokens(withoutAttributes(line)).map(\.text)
        for (index, word) in words.enumerated() {
            if memberKeywords.contains(word) { return false }
            if typeKeywords.contains(word) {
                return index + 1 < words.count && !memberKeywords.contains(words[index + 1])
            }
        }
        return false
    }

    /// `extension Model : @nonisolated Observable {` (qualifiers already stripped).
    private static func isObservableConformance(_ line: String) -> Bool {
        let bare = withoutAttributes(line)
        guard identifierTokens(bare).first?.text == "extension", let colon = bare.firstIndex(of: ":") else { return false }
        let clause = bare[bare.index(after: colon)...].split(separator: "{").first ?? ""
        return clause.split(separator: ",").contains { entry in
            entry.split(whereSeparator: { $0.isWhitespace }).last == "Observable"
        }
    }

    /// True for a line made only of attributes, e.g. `@_inheritsConvenienceInitializers @available(macOS 14, *)`.
    private static func isAttributeOnly(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace()
        return trimmed.hasPrefix("@") && withoutAttributes(trimmed).trimmingWhitespace().isEmpty
    }

    /// Removes every `@name` / `@name(…)` from a line.
    private static func withoutAttributes(_ line: String) -> String {
        let scalars = Array(line.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "@" else { out.append(scalars[i]); i += 1; continue }
            i += 1
            while i < scalars.count, isIdentifierScalar(scalars[i]) || scalars[i] == "." { i += 1 }
            if i < scalars.count, scalars[i] == "(" {
                var depth = 0
                repeat {
                    if scalars[i] == "(" { depth += 1 } else if scalars[i] == ")" { depth -= 1 }
                    i += 1
                } while depth > 0 && i < scalars.count
            }
        }
        return String(out)
    }
}
