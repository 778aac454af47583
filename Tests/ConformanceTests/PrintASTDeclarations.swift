/// print-ast output split into declarations, with type members sorted and the
/// `Observable` conformance extensions taken out.
///
/// Members are sorted so that an expansion which appends the registrar first or last still
/// compares equal (top-level order is program order and is kept). Empty
/// `extension T: … Observable {}` blocks are taken out because print-ast omits the macro's
/// own extension; the checker compares them on their own.
struct PrintASTDeclarations {
    private(set) var sortedLines: [String] = []
    /// `Type: entry`, e.g. `Model: nonisolated Observable`, sorted.
    private(set) var observableConformances: [String] = []

    init(lines: [String]) {
        var conformances: [String] = []
        sortedLines = Self.render(Self.parse(lines[...]), sortMembers: false, conformances: &conformances)
        observableConformances = conformances.sorted()
    }

    /// A declaration as print-ast lays it out: its own lines, or, for a type, a head,
    /// members and a closing brace.
    private indirect enum Node {
        case lines([String])
        case type(head: [String], members: [Node], close: String)
    }

    static func indent(_ line: String) -> Int {
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

    private static func render(_ nodes: [Node], sortMembers: Bool, conformances: inout [String]) -> [String] {
        var rendered: [[String]] = []
        for node in nodes {
            switch node {
            case .lines(let lines):
                rendered.append(lines)
            case .type(let head, let members, let close):
                if members.isEmpty, let conformance = observableConformance(head.last!) {
                    conformances.append(conformance)
                    continue
                }
                rendered.append(head + render(members, sortMembers: true, conformances: &conformances) + [close])
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
        let words = IdentifierTokens.scan(withoutAttributes(line)).map(\.text)
        for (index, word) in words.enumerated() {
            if memberKeywords.contains(word) { return false }
            if typeKeywords.contains(word) {
                return index + 1 < words.count && !memberKeywords.contains(words[index + 1])
            }
        }
        return false
    }

    /// `extension Model : @nonisolated Observable {` → `Model: nonisolated Observable`
    /// (qualifiers already stripped); nil for any other line.
    private static func observableConformance(_ line: String) -> String? {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("extension "), trimmed.hasSuffix("{"),
              let colon = trimmed.firstIndex(of: ":") else { return nil }
        let typeName = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: "extension ".count)..<colon]).trimmingWhitespace()
        let clause = trimmed[trimmed.index(after: colon)...].dropLast()
        for entry in clause.split(separator: ",") {
            let entryWords = entry.split(whereSeparator: { $0.isWhitespace })
                .map { $0.hasPrefix("@") ? String($0.dropFirst()) : String($0) }
            if entryWords.last == "Observable" {
                return "\(typeName): \(entryWords.joined(separator: " "))"
            }
        }
        return nil
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
            while i < scalars.count, IdentifierTokens.isIdentifierScalar(scalars[i]) || scalars[i] == "." { i += 1 }
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
