import Foundation
import ObservableExpander
import XCTest

/// Round trip over real Swift that nobody here wrote: every `.swiftinterface` file the toolchain
/// ships (about 16 MB, next to `swiftc` under `<bin>/../lib`).
///
/// For each file: the tokens joined give it back byte for byte, the tokenizer and the parser
/// report no errors, and `expand` returns it unchanged. Then the same file with `// @Observable`
/// inserted before every class declaration the parser finds, at any depth: `expand` either
/// gives an output (which again round-trips through the tokenizer, lexes and parses cleanly,
/// and counts every annotated class as expanded) or error diagnostics, and never crashes.
final class InterfaceCorpusTests: XCTestCase {
    /// The toolchain's `lib` folder, from the `swiftc` on PATH (symlinks resolved).
    static var libraryFolder: URL? {
        guard let swiftc = Toolchain.swiftc else { return nil }
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        return resolved.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
    }

    static func interfaceFiles(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swiftinterface" {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// What one file contributed.
    struct FileReport {
        var bytes = 0
        var classes = 0
        var expandedClasses = 0
        var expanded = false
        var failures: [String] = []
    }

    func testEveryInterfaceFileRoundTripsParsesAndExpands() throws {
        guard let folder = Self.libraryFolder else {
            print("InterfaceCorpusTests: skipped: no swiftc on PATH, so no toolchain lib folder")
            throw XCTSkip("no swiftc on PATH, so no toolchain lib folder to read .swiftinterface files from")
        }
        let files = Self.interfaceFiles(in: folder)
        guard !files.isEmpty else {
            print("InterfaceCorpusTests: skipped: no .swiftinterface files under \(folder.path)")
            throw XCTSkip("no .swiftinterface files under \(folder.path)")
        }
        let started = Date()
        // The pipeline is pure, so a file whose bytes equal an earlier one's (the toolchain
        // ships the same interfaces for swift/ and swift_static/) gives the same report: check
        // each distinct content once, count it for every file.
        var contents: [[UInt8]] = []
        var contentIndex: [[UInt8]: Int] = [:]
        var indexOfFile: [Int] = []
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            if let known = contentIndex[bytes] {
                indexOfFile.append(known)
            } else {
                contentIndex[bytes] = contents.count
                indexOfFile.append(contents.count)
                contents.append(bytes)
            }
        }
        contentIndex = [:]
        let paths = files.map { String($0.path.dropFirst(folder.path.count + 1)) }
        var firstPath = [String](repeating: "", count: contents.count)
        for (k, index) in indexOfFile.enumerated().reversed() { firstPath[index] = paths[k] }

        // Both cores: each distinct file is checked on its own, results kept by index.
        final class Reports: @unchecked Sendable {
            let lock = NSLock()
            var items: [FileReport]
            init(count: Int) { items = [FileReport](repeating: FileReport(), count: count) }
        }
        let box = Reports(count: contents.count)
        let distinct = contents, names = firstPath
        DispatchQueue.concurrentPerform(iterations: distinct.count) { k in
            let report = Self.check(distinct[k], path: names[k])
            box.lock.lock()
            box.items[k] = report
            box.lock.unlock()
        }
        let reports = box.items

        var totals = FileReport()
        var expanded = 0, diagnosed = 0
        for index in indexOfFile {
            let report = reports[index]
            totals.bytes += report.bytes
            totals.classes += report.classes
            totals.expandedClasses += report.expandedClasses
            if report.classes > 0 {
                if report.expanded { expanded += 1 } else { diagnosed += 1 }
            }
        }
        for report in reports {
            for failure in report.failures { XCTFail(failure) }
        }
        let seconds = Date().timeIntervalSince(started)
        print("InterfaceCorpusTests: \(files.count) files (\(contents.count) distinct), \(totals.bytes) bytes, \(totals.classes) classes annotated, \(totals.expandedClasses) expanded; files with classes: \(expanded) expanded, \(diagnosed) diagnosed; \(String(format: "%.1f", seconds)) s")
        XCTAssertGreaterThan(totals.classes, 0, "the corpus should hold classes")
    }

    /// All checks on one file's bytes; failures are returned as messages (no XCTest calls off
    /// the main thread).
    static func check(_ bytes: [UInt8], path: String) -> FileReport {
        var report = FileReport()
        report.bytes = bytes.count
        let file = SourceFile(path: path, bytes: bytes)
        func fail(_ message: String) { report.failures.append("\(path): \(message)") }

        let tokenized = Tokenizer.tokenize(bytes)
        if let mismatch = roundTripMismatch(tokenized.tokens, bytes) { fail("tokens joined differ from the file at byte \(mismatch)") }
        for diagnostic in tokenized.diagnostics.prefix(5) { fail("tokenizer: \(diagnostic.formatted(in: file))") }
        let tree = DeclarationParser.parse(tokenized, bytes: bytes)
        for diagnostic in tree.diagnostics.filter({ $0.severity == .error }).prefix(5) { fail("parser: \(diagnostic.formatted(in: file))") }
        let plain = Expander.expand(file)
        if plain.output != bytes {
            fail("expand changed a file without annotations: \(plain.diagnostics.prefix(3).map { $0.formatted(in: file) })")
        }

        let starts = classStarts(tree.members, tokenized.tokens)
        report.classes = starts.count
        guard !starts.isEmpty else { return report }
        let annotated = annotatingClasses(bytes, at: starts)
        let annotatedFile = SourceFile(path: path, bytes: annotated)
        let result = Expander.expand(annotatedFile)
        if let output = result.output {
            report.expanded = true
            report.expandedClasses = result.expandedClassCount
            if result.expandedClassCount != starts.count {
                fail("\(starts.count) classes annotated, \(result.expandedClassCount) expanded")
            }
            let again = Tokenizer.tokenize(output)
            if let mismatch = roundTripMismatch(again.tokens, output) { fail("expanded output: tokens joined differ at byte \(mismatch)") }
            let outputFile = SourceFile(path: path + " (expanded)", bytes: output)
            for diagnostic in again.diagnostics.prefix(5) { fail("expanded output: tokenizer: \(diagnostic.formatted(in: outputFile))") }
            let reparsed = DeclarationParser.parse(again, bytes: output)
            for diagnostic in reparsed.diagnostics.filter({ $0.severity == .error }).prefix(5) { fail("expanded output: parser: \(diagnostic.formatted(in: outputFile))") }
        } else if !result.diagnostics.contains(where: { $0.severity == .error }) {
            fail("no output and no error diagnostic")
        }
        return report
    }

    /// The byte offset where the joined tokens first differ from `bytes`, or nil.
    static func roundTripMismatch(_ tokens: [Token], _ bytes: [UInt8]) -> Int? {
        var position = 0
        for token in tokens {
            if Int(token.leadingTriviaStart) != position { return position }
            position = Int(token.trailingTriviaEnd)
        }
        if position != bytes.count { return position }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        for token in tokens { joined += bytes[token.fullRange] }
        if joined == bytes { return nil }
        return zip(joined, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(joined.count, bytes.count)
    }

    /// Byte offsets where every class declaration the parser found begins (its first attribute
    /// or modifier), at any depth: nested types, extensions, `#if` clauses.
    static func classStarts(_ members: [Member], _ tokens: [Token]) -> [Int] {
        var starts: [Int] = []
        func walk(_ members: [Member]) {
            for member in members {
                switch member {
                case let .type(type):
                    if type.kind == .class { starts.append(Int(tokens[type.span.first].start)) }
                    walk(type.members)
                case let .ifConfig(block):
                    for clause in block.clauses { walk(clause.elements) }
                default:
                    break
                }
            }
        }
        walk(members)
        return starts.sorted()
    }

    /// `bytes` with `// @Observable\n` inserted at each offset in `starts` (sorted).
    static func annotatingClasses(_ bytes: [UInt8], at starts: [Int]) -> [UInt8] {
        let annotation = Array("// @Observable\n".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + starts.count * annotation.count)
        var last = 0
        for start in starts {
            result += bytes[last ..< start]
            result += annotation
            last = start
        }
        result += bytes[last...]
        return result
    }
}
