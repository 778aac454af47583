import Foundation

/// A fenced code block of a Markdown file, with the check that its annotation asks for.
///
/// The annotation is an HTML comment (invisible on GitHub) that ends on the line right above the
/// fence: `<!-- readme-check: KIND ARGUMENTS -->` on one line, or with a body:
///
///     <!-- readme-check: KIND ARGUMENTS
///     body lines
///     -->
///
/// KIND is one of `ReadmeCheck.Kind`'s raw values. A ```` ```swift ```` block without an
/// annotation is checked as `swift`; any other block without one is an error, so that no
/// example goes unchecked by oversight.
struct ReadmeBlock {
    /// The 1-based line of the opening fence.
    var line: Int
    /// The word after the fence (`swift`, `sh`, `yaml`), or "".
    var language: String
    /// The lines between the fences, the fence's indentation removed, each ending in "\n".
    var text: String
    /// Nil when the block has no annotation.
    var check: ReadmeCheck?

    /// Every fenced block of `markdown`, in order; an error names a malformed annotation or an
    /// unclosed fence by its line.
    static func parse(_ markdown: String) throws -> [ReadmeBlock] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [ReadmeBlock] = []
        var annotations: [Int] = []
        var k = 0
        while k < lines.count {
            let line = lines[k]
            let indentation = line.prefix { $0 == " " }
            let rest = line.dropFirst(indentation.count)
            if rest.hasPrefix("<!-- readme-check:") { annotations.append(k + 1) }
            guard rest.hasPrefix("```") else { k += 1; continue }
            let fence = rest.prefix { $0 == "`" }
            let language = rest.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
            var body = ""
            var end = k + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != String(fence) {
                body += strip(indentation.count, from: lines[end]) + "\n"
                end += 1
            }
            guard end < lines.count else { throw ReadmeError(line: k + 1, message: "the fence is never closed") }
            let check = try annotation(above: k, in: lines)
            blocks.append(ReadmeBlock(line: k + 1, language: language, text: body, check: check))
            k = end + 1
        }
        // An annotation that ends anywhere but right above a fence would leave its block
        // unchecked (or checked as plain Swift) in silence.
        if let stray = annotations.first(where: { line in !blocks.contains { $0.check?.line == line } }) {
            throw ReadmeError(line: stray, message: "an annotation must end with '-->' on the line right above a fence")
        }
        return blocks
    }

    /// The annotation whose comment ends on the line above `fence`, or nil.
    private static func annotation(above fence: Int, in lines: [String]) throws -> ReadmeCheck? {
        guard fence > 0, lines[fence - 1].trimmingCharacters(in: .whitespaces).hasSuffix("-->") else { return nil }
        var start = fence - 1
        while start >= 0, !lines[start].contains("<!--") { start -= 1 }
        guard start >= 0 else { return nil }
        let opening = lines[start].trimmingCharacters(in: .whitespaces)
        guard opening.hasPrefix("<!-- readme-check:") else { return nil }
        var header = String(opening.dropFirst("<!-- readme-check:".count))
        var body: [String] = []
        if start == fence - 1 {
            guard header.hasSuffix("-->") else { throw ReadmeError(line: start + 1, message: "an annotation ends in '-->'") }
            header = String(header.dropLast(3))
        } else {
            let indentation = lines[start].prefix { $0 == " " }.count
            body = lines[(start + 1)..<(fence - 1)].map { strip(indentation, from: $0) }
            guard lines[fence - 1].trimmingCharacters(in: .whitespaces) == "-->" else {
                throw ReadmeError(line: fence, message: "a multi-line annotation ends with '-->' on a line of its own")
            }
        }
        header = header.trimmingCharacters(in: .whitespaces)
        let word = String(header.prefix { !$0.isWhitespace && $0 != ":" })
        guard let kind = ReadmeCheck.Kind(rawValue: word) else {
            throw ReadmeError(line: start + 1, message: "unknown check '\(word)'; known: \(ReadmeCheck.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var argument = header.dropFirst(word.count)
        if argument.hasPrefix(":") { argument = argument.dropFirst() }
        return ReadmeCheck(kind: kind, argument: argument.trimmingCharacters(in: .whitespaces), body: body, line: start + 1)
    }

    /// `line` without up to `count` leading spaces.
    static func strip(_ count: Int, from line: String) -> String {
        let spaces = min(count, line.prefix { $0 == " " }.count)
        return String(line.dropFirst(spaces))
    }
}

/// What a block's annotation asks the test to do with it.
struct ReadmeCheck {
    enum Kind: String, CaseIterable {
        /// The block is a whole Swift file: it must type-check (stand-in SwiftUI and Combine,
        /// the toolchain's Observation).
        case swift
        /// The block is a fragment: the body is the file around it, with a line `%BLOCK%` where
        /// it goes. Argument `manifest`: the file is a package manifest, type-checked against
        /// the toolchain's PackageDescription at this package's tools version.
        case swiftIn = "swift-in"
        /// The block is exactly what the body's `$ command` prints (standard output, then
        /// standard error), run in a folder holding the body's `=== FILE` sections.
        case output
        /// Each line of the block is part of a line of what the body's `$ command` prints, in order.
        case outputContains = "output-contains"
        /// The block is a shell script: run with `sh -e` after the body's setup lines, in a
        /// folder holding its `=== FILE` sections; then the body's `=== then` script. All must
        /// exit 0.
        case run
        /// The block is a GitHub Actions workflow: its `run:` steps are the script, run as for
        /// `run`, except the steps that a body line `not-run: NAME: reason` names.
        case workflow
        /// The block is a `.pre-commit-config.yaml`: each hook's `entry` (from this repository's
        /// `.pre-commit-hooks.yaml`) and `args` are the script, run as for `run`.
        case preCommitConfig = "pre-commit-config"
        /// The block's commands are run by the named test: every word of each command (but
        /// `[optional]` groups, `cd` and `&&`) appears as a string literal in its source.
        case runBy = "run-by"
        /// Not checked; the argument gives the reason, and the test prints it.
        case illustrative
    }

    var kind: Kind
    var argument: String
    /// The annotation's body lines, without line breaks.
    var body: [String]
    /// The 1-based line of the annotation's `<!--`.
    var line: Int

    /// The body's leading lines (before any `===`), without `not-run:` and `$ ` lines.
    var setup: String {
        leading.filter { !$0.hasPrefix("not-run:") && !$0.hasPrefix("$ ") }.map { $0 + "\n" }.joined()
    }

    /// The command of a `$ command` line of the body, or nil.
    var command: String? {
        leading.first { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }
    }

    /// The step names of `not-run: NAME: reason` lines.
    var notRun: [(name: String, reason: String)] {
        leading.compactMap { line in
            guard line.hasPrefix("not-run:") else { return nil }
            let rest = line.dropFirst("not-run:".count)
            let parts = rest.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }

    /// The `=== NAME` sections of the body: files to write, and `then`.
    var sections: [(name: String, text: String)] {
        var result: [(name: String, text: String)] = []
        for line in body.drop(while: { !$0.hasPrefix("=== ") }) {
            if line.hasPrefix("=== ") {
                result.append((String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces), ""))
            } else {
                result[result.count - 1].text += line + "\n"
            }
        }
        return result
    }

    var files: [(name: String, text: String)] { sections.filter { $0.name != "then" } }
    var then: String { sections.first { $0.name == "then" }?.text ?? "" }

    private var leading: [String] { Array(body.prefix { !$0.hasPrefix("=== ") }) }
}

struct ReadmeError: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "README.md:\(line): \(message)" }
}

/// Just enough of YAML for the files this project writes (block mappings and sequences of
/// plain scalars, flow sequences of plain scalars, `|` literal blocks); Foundation has none.
enum SimpleYAML {
    /// One `key: value` line: its indentation, whether it starts a sequence item (`- key:`),
    /// the key, and the value with quotes removed (a `|` block's lines joined, for `run: |`).
    struct Entry {
        var indentation: Int
        var startsItem: Bool
        var key: String
        var value: String
        var line: Int
    }

    /// The entries of `text`, in order; comments and blank lines skipped.
    static func entries(_ text: String) -> [Entry] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [Entry] = []
        var k = 0
        while k < lines.count {
            defer { k += 1 }
            var line = lines[k]
            if let hash = line.range(of: " #") ?? (line.trimmingCharacters(in: .whitespaces).hasPrefix("#") ? line.range(of: "#") : nil) {
                line = String(line[..<hash.lowerBound])
            }
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            var indentation = line.prefix { $0 == " " }.count
            var rest = line.dropFirst(indentation)
            var startsItem = false
            if rest.hasPrefix("- ") {
                startsItem = true
                rest = rest.dropFirst(2)
                indentation += 2
            }
            guard let colon = rest.range(of: ": ") ?? (rest.hasSuffix(":") ? rest.index(before: rest.endIndex)..<rest.endIndex : nil) else { continue }
            let key = String(rest[..<colon.lowerBound])
            var value = rest[colon.upperBound...].trimmingCharacters(in: .whitespaces)
            if value == "|" || value == "|-" {
                var block: [String] = []
                var blockIndentation: Int?
                while k + 1 < lines.count {
                    let next = lines[k + 1]
                    let spaces = next.prefix { $0 == " " }.count
                    if !next.trimmingCharacters(in: .whitespaces).isEmpty {
                        if spaces <= indentation { break }
                        blockIndentation = blockIndentation ?? spaces
                    }
                    block.append(String(next.dropFirst(min(spaces, blockIndentation ?? spaces))))
                    k += 1
                }
                value = block.joined(separator: "\n")
            }
            result.append(Entry(indentation: indentation, startsItem: startsItem, key: key, value: unquoted(value), line: k + 1))
        }
        return result
    }

    /// The items of a flow sequence `[a, b, c]` of plain or quoted scalars.
    static func flowSequence(_ value: String) -> [String]? {
        guard value.hasPrefix("["), value.hasSuffix("]") else { return nil }
        let inner = value.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        if inner.isEmpty { return [] }
        return inner.split(separator: ",").map { unquoted($0.trimmingCharacters(in: .whitespaces)) }
    }

    static func unquoted(_ value: String) -> String {
        for quote in ["'", "\""] where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
            return String(value.dropFirst().dropLast())
        }
        return value
    }

    /// The entries grouped by sequence item: each group starts at a `- key:` entry of the
    /// given indentation and holds the entries of that item (more indented ones included).
    static func items(_ entries: [Entry], indentation: Int) -> [[Entry]] {
        var groups: [[Entry]] = []
        var inItem = false
        for entry in entries {
            if entry.startsItem && entry.indentation == indentation {
                groups.append([entry])
                inItem = true
            } else if entry.indentation < indentation {
                inItem = false
            } else if inItem {
                groups[groups.count - 1].append(entry)
            }
        }
        return groups
    }
}
