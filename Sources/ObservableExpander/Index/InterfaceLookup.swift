#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ObservableSyntax

/// The standard library's declarations read from its `.swiftinterface` files on demand
/// (issue 27), for a run with no saved index (`--no-cache`, a first run, an unusable cache
/// folder): indexing the whole 2.4 MB of interfaces was half of such a run, which asks for a
/// few dozen names.
///
/// The interfaces are printed by the compiler: every top-level declaration starts at column 0
/// (attributes and comments on the lines before it, `#if`/`#else`/`#endif` lines around some),
/// its body is indented, and its closing `}` is at column 0. One pass over the bytes (a
/// `memchr` per line, no tokens) cuts each file into such chunks and files each by the name
/// it declares or extends (`extension Swift.Duration` under `Duration`), free functions by
/// their name, global variables together. A lookup of `Duration.UnitsFormatStyle` tokenizes,
/// parses and indexes the chunks filed under `Duration` (once per run, kept), with the same
/// code as the whole index (`add(tree:)`), and reads the entry from that part.
///
/// It answers as the index of the whole files (`DeclarationIndex.addContext`) would, with two
/// exceptions, neither read from a fallback index: `longestTypeName` is an upper bound (a
/// nested type is indented deeper than its parent, so the deepest indentation bounds the
/// nesting), and `observableExtensions` is empty. A chunk whose tokenizer or parser reports
/// an error (a file not laid out as the compiler prints) makes every later lookup read the
/// index of the whole files, built then. Safe to use from several threads.
final class InterfaceLookup: @unchecked Sendable {
    typealias TypeEntry = DeclarationIndex.TypeEntry
    typealias MemberEntry = DeclarationIndex.MemberEntry

    private struct File {
        let file: SourceFile
        let module: String?
        /// The modules the whole index knows when it reads this file (`stripModule`).
        let modulesSoFar: Set<String>
    }

    private struct Chunk {
        let file: Int
        let range: Range<Int>
    }

    private let files: [File]
    private var chunks: [Chunk] = []
    /// Chunks by the first component of the type they declare or extend (backticks removed).
    private var typeChunks: [String: [Int]] = [:]
    /// Chunks of free functions by name.
    private var functionChunks: [String: [Int]] = [:]
    /// Chunks of global variables, and of free functions whose bodies may declare local types
    /// (named without an enclosing type): read with every lookup of the file scope.
    private var globalChunks: [Int] = []
    /// Chunks that the pass could not file: read with every lookup.
    private var everyLookupChunks: [Int] = []
    /// Every module the files declare, and `Swift`.
    let modules: Set<String>
    /// At least the number of components of the longest type name the files declare.
    private(set) var longestTypeNameBound = 0
    /// The most components of a name a chunk declares or extends.
    private var longestHeadName = 1

    private let lock = POSIXLock()
    private var parsedChunks: [Int: DeclarationIndex] = [:]
    private var parts: [String: Part] = [:]
    /// The part of each name looked up (most are looked up many times).
    private var partOfName: [String: Part] = [:]
    /// The part of a name filed nowhere: the chunks read with every lookup.
    private var everyLookupPart: Part?

    /// A part of the index, shared by reference (a copy of the index retains every table).
    private final class Part {
        let index: DeclarationIndex
        init(_ index: DeclarationIndex) { self.index = index }
    }
    private var fileFacts: [Int: FileFacts] = [:]
    /// Built when a chunk did not parse cleanly.
    private var whole: DeclarationIndex?

    /// Cuts `files` (interfaces, in the order the whole index would add them) into chunks.
    init(_ files: [SourceFile]) {
        var known: Set<String> = ["Swift"]
        var read: [File] = []
        for file in files {
            let module = DeclarationIndex.interfaceModuleName(file.bytes)
            if let module { known.insert(module) }
            read.append(File(file: file, module: module, modulesSoFar: known))
        }
        self.files = read
        modules = known
        var deepest = 0
        for k in read.indices { deepest = max(deepest, cut(k, read[k].file.bytes, modulesSoFar: read[k].modulesSoFar)) }
        // A name's components: the declared or extended type's, then one per enclosing body,
        // each indented at least one column deeper.
        longestTypeNameBound = longestHeadName + deepest
    }

    // MARK: - Lookups

    /// The type entries of qualified name `name`, nil when none.
    func types(_ name: String) -> [TypeEntry]? {
        lookUp(name) { $0.types[name] }
    }

    /// The members of `owner` by name, nil when none.
    func members(of owner: String) -> [String: [MemberEntry]]? {
        lookUp(owner) { $0.members[owner] }
    }

    /// The members of `owner` named `name` (the file scope's, `""`, read by name).
    func members(of owner: String, named name: String) -> [MemberEntry]? {
        lookUp(owner, member: name) { $0.members[owner]?[name] }
    }

    func extensionConformances(_ name: String) -> [[String]]? {
        lookUp(name) { $0.extensionConformances[name] }
    }

    func associatedTypes(_ name: String) -> Set<String>? {
        lookUp(name) { $0.associatedTypes[name] }
    }

    /// Whether a lookup read the index of the whole files (for tests).
    var builtWhole: Bool { lock.withLock { whole != nil } }
    /// How many chunks have been parsed (for tests and measurements).
    var parsedChunkCount: Int { lock.withLock { parsedChunks.count } }

    /// The index of the whole files, as `addContext` builds it.
    func wholeIndex() -> DeclarationIndex {
        lock.withLock { wholeLocked() }
    }

    private func wholeLocked() -> DeclarationIndex {
        if let whole { return whole }
        var index = DeclarationIndex()
        for file in files { index.addContext(file.file) }
        whole = index
        return index
    }

    /// `read` of the part of the index that holds `name` (a type's qualified name, or `""` and
    /// `member` for the file scope's members).
    private func lookUp<Value>(_ name: String, member: String? = nil, _ read: (DeclarationIndex) -> Value?) -> Value? {
        lock.withLock {
            if let whole { return read(whole) }
            let nameKey = name.isEmpty ? "\u{0}" + (member ?? "\u{0}") : name
            if let part = partOfName[nameKey] { return read(part.index) }
            // The chunks that hold it: a type's by its first component, and its second when the
            // first names a module (`Swift.Duration`); the file scope's by member name, or all.
            // Names of the same chunks share one part (`Int`, `Int.Magnitude`).
            var first = Substring(name)
            var second: Substring?
            if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) {
                first = name[..<dot]
                let rest = name[name.utf8.index(after: dot)...]
                if modules.contains(String(first)) { second = rest.utf8.firstIndex(of: UInt8(ascii: ".")).map { rest[..<$0] } ?? rest }
            }
            let key = name.isEmpty ? nameKey : Self.bare(first) + (second.map { "\u{0}" + Self.bare($0) } ?? "")
            if let part = parts[key] {
                partOfName[nameKey] = part
                return read(part.index)
            }
            var selected: [Int] = []
            if name.isEmpty {
                selected += globalChunks
                if let member { selected += functionChunks[member] ?? [] } else { selected += functionChunks.values.joined() }
            } else {
                selected += typeChunks[Self.bare(first)] ?? []
                if let second { selected += typeChunks[Self.bare(second)] ?? [] }
            }
            guard let part = part(of: selected) else { return read(wholeLocked()) }
            parts[key] = part
            partOfName[nameKey] = part
            return read(part.index)
        }
    }

    /// The index of chunks `selected` and of those read with every lookup, merged in file
    /// order; nil when one does not parse. Called holding the lock.
    private func part(of selected: [Int]) -> Part? {
        if selected.isEmpty, let everyLookupPart { return everyLookupPart }
        var part = DeclarationIndex()
        for chunk in Set(selected + everyLookupChunks).sorted() {
            guard let parsed = parsedChunk(chunk) else { return nil }
            part.formUnion(parsed)
        }
        let shared = Part(part)
        if selected.isEmpty { everyLookupPart = shared }
        return shared
    }

    /// The index of chunk `k` alone, nil when it does not tokenize or parse cleanly. Called
    /// holding the lock.
    private func parsedChunk(_ k: Int) -> DeclarationIndex? {
        if let known = parsedChunks[k] { return known }
        let chunk = chunks[k]
        let file = files[chunk.file]
        let bytes = Array(file.file.bytes[chunk.range])
        let tokenized = Tokenizer.tokenize(bytes)
        let tree = DeclarationParser.parse(tokenized, bytes: bytes)
        guard !tokenized.diagnostics.contains(where: { $0.severity == .error }),
              !tree.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        var index = DeclarationIndex()
        index.modules = file.modulesSoFar
        index.add(tree: tree, tokenized: tokenized, bytes: bytes, module: file.module, fromInterface: true) { [unowned self] in
            self.facts(ofFile: chunk.file)
        }
        parsedChunks[k] = index
        return index
    }

    /// The facts of the whole file `k` (for the literal rules), made once. Called holding the lock.
    private func facts(ofFile k: Int) -> FileFacts {
        if let known = fileFacts[k] { return known }
        let bytes = files[k].file.bytes
        let tokens = Tokenizer.tokenize(bytes)
        let tree = DeclarationParser.parse(tokens, bytes: bytes)
        let facts = FileFacts(tree) { span in
            String(decoding: bytes[Int(tokens.tokens[span.first].start) ..< Int(tokens.tokens[span.last].end)], as: UTF8.self)
        }
        fileFacts[k] = facts
        return facts
    }

    static func bare(_ name: Substring) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : String(name)
    }
}

// MARK: - The pass over the bytes

extension InterfaceLookup {
    /// Cuts file `k` into chunks and files them. Returns the deepest indentation of a line.
    private func cut(_ k: Int, _ bytes: [UInt8], modulesSoFar: Set<String>) -> Int {
        var deepest = 0
        var starts: [Int] = []
        var ends: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            var line = 0
            // A chunk has started (at a comment, attribute or declaration line) and not ended.
            var open = false
            // The last column-0 line only held attributes or comments: the declaration follows.
            var pending = false
            // Inside a top-level body: its head's last line ended with `{`, no `}` at column 0
            // has closed it yet (a `#if` there, printed at column 0 too, is part of the body).
            var inBody = false
            while line < count {
                let end: Int
                if let found = memchr(base + line, 0x0A, count - line) {
                    end = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                } else {
                    end = count
                }
                let first = base[line]
                switch first {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    var column = line
                    while column < end, base[column] == UInt8(ascii: " ") || base[column] == UInt8(ascii: "\t") { column += 1 }
                    if column < end { deepest = max(deepest, column - line) }
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    break
                case UInt8(ascii: "}"):
                    inBody = Self.endsWithBrace(base, from: line + 1, to: end)
                case UInt8(ascii: "#") where !inBody:
                    // `#if`, `#else`, `#endif`: between chunks.
                    if open { ends.append(line) }
                    open = false
                    pending = false
                case UInt8(ascii: "#"):
                    break
                case UInt8(ascii: "/") where end - line > 1 && base[line + 1] == UInt8(ascii: "/"):
                    if !open || !pending {
                        if open { ends.append(line) }
                        starts.append(line)
                        open = true
                    }
                    pending = true
                case _ where !(HeadScanner.isIdentifier(first) || first == UInt8(ascii: "@") || first == UInt8(ascii: "`")):
                    // `)`, `>`, `,`: a declaration written over several lines goes on.
                    if Self.endsWithBrace(base, from: line, to: end) { inBody = true }
                default:
                    // A declaration, also after a body whose `}` was printed indented (a
                    // line of a multi-line string here would end the chunk: it then does not
                    // parse, and the whole files are read).
                    inBody = Self.endsWithBrace(base, from: line, to: end)
                    if !open || !pending {
                        if open { ends.append(line) }
                        starts.append(line)
                        open = true
                    }
                    pending = first == UInt8(ascii: "@") && Self.onlyAttributes(base, from: line, to: end)
                }
                line = end + 1
            }
            if open { ends.append(count) }
        }
        for (start, end) in zip(starts, ends) {
            let chunk = chunks.count
            chunks.append(Chunk(file: k, range: start ..< end))
            file(chunk, head: Self.head(bytes, from: start, to: end), bytes: bytes, modulesSoFar: modulesSoFar)
        }
        return deepest
    }

    private func file(_ chunk: Int, head: (keyword: Keyword, name: Range<Int>)?, bytes: [UInt8], modulesSoFar: Set<String>) {
        guard let (keyword, name) = head else { return everyLookupChunks.append(chunk) }
        switch keyword {
        case .notIndexed:
            // `import`, `operator`, `precedencegroup`, `macro`: `.declaration`s of the tree.
            break
        case .type, .extension:
            // The first two components' bytes, without backticks, and how many there are (no
            // array per chunk: there are thousands).
            var first: Range<Int>?, second: Range<Int>?
            var start = name.lowerBound
            var count = 1
            for j in name where bytes[j] == UInt8(ascii: ".") {
                if first == nil { first = start ..< j } else if second == nil { second = start ..< j }
                start = j + 1
                count += 1
            }
            if first == nil { first = start ..< name.upperBound } else if second == nil { second = start ..< name.upperBound }
            guard let first, !first.isEmpty else { return everyLookupChunks.append(chunk) }
            longestHeadName = max(longestHeadName, count)
            var key = Self.bare(bytes, first)
            // `extension Swift.Duration`: filed under `Duration`. A local type in its body is
            // named after the type as written (`Swift.Duration.Local`): `lookUp` reads a
            // module-qualified name's chunks under its second component too.
            if keyword == .extension, let second, modulesSoFar.contains(key) { key = Self.bare(bytes, second) }
            typeChunks[key, default: []].append(chunk)
        case .function where !name.isEmpty:
            functionChunks[Self.bare(bytes, name), default: []].append(chunk)
            // A local type in a free function's body is named as a type of the file scope.
            if Self.mayDeclareLocalType(bytes[chunks[chunk].range]) { everyLookupChunks.append(chunk) }
        case .variable:
            globalChunks.append(chunk)
            if Self.mayDeclareLocalType(bytes[chunks[chunk].range]) { everyLookupChunks.append(chunk) }
        default:
            everyLookupChunks.append(chunk)
        }
    }

    /// What a chunk declares, as the pass files it.
    enum Keyword {
        case type, `extension`, function, variable, notIndexed, other
    }

    private static let keywords: [(word: [UInt8], keyword: Keyword)] = ([
        ("struct", .type), ("class", .type), ("enum", .type), ("actor", .type), ("protocol", .type), ("typealias", .type),
        ("extension", .extension), ("func", .function), ("var", .variable), ("let", .variable),
        ("import", .notIndexed), ("operator", .notIndexed), ("precedencegroup", .notIndexed), ("macro", .notIndexed),
        ("init", .other), ("subscript", .other), ("deinit", .other), ("case", .other),
    ] as [(String, Keyword)]).map { (Array($0.0.utf8), $0.1) }

    /// The keyword `bytes[range]` spells, or nil.
    private static func keyword(_ bytes: [UInt8], _ range: Range<Int>) -> (index: Int, keyword: Keyword)? {
        for (k, entry) in keywords.enumerated() where entry.word.count == range.count && entry.word[0] == bytes[range.lowerBound] {
            if bytes[range].elementsEqual(entry.word) { return (k, entry.keyword) }
        }
        return nil
    }

    /// The keyword of the declaration a chunk holds and the bytes of the name after it, past
    /// comments, attributes (with their arguments) and modifiers; nil when none is found.
    static func head(_ bytes: [UInt8], from start: Int, to end: Int) -> (keyword: Keyword, name: Range<Int>)? {
        var scanner = HeadScanner(bytes: bytes, position: start, end: end)
        while let word = scanner.nextWord() {
            guard let (index, keyword) = keyword(bytes, word) else { continue }
            // `class func`: a modifier (`class` is the keywords' second entry).
            if index == 1, let next = scanner.peekWord(), Self.keyword(bytes, next) != nil { continue }
            return (keyword, scanner.name())
        }
        return nil
    }

    /// The text of `bytes[range]` without enclosing backticks.
    static func bare(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        if range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "`"), bytes[range.upperBound - 1] == UInt8(ascii: "`") {
            return String(decoding: bytes[range.lowerBound + 1 ..< range.upperBound - 1], as: UTF8.self)
        }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the last byte of `from ..< to` that is not a space is `{`.
    static func endsWithBrace(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        var j = to
        while j > from, base[j - 1] == UInt8(ascii: " ") || base[j - 1] == UInt8(ascii: "\t") || base[j - 1] == UInt8(ascii: "\r") { j -= 1 }
        return j > from && base[j - 1] == UInt8(ascii: "{")
    }

    /// The offset just after the `)` that closes the `(` at `from` (nested parentheses counted,
    /// string literals skipped), or nil when it is not closed before `to`.
    static func afterArguments(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var depth = 0
        var inString = false
        var j = from
        while j < to {
            let c = base[j]
            j += 1
            if inString {
                if c == UInt8(ascii: "\\") { j += 1 } else if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "(") {
                depth += 1
            } else if c == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return j }
            }
        }
        return nil
    }

    /// Whether line `from ..< to` (starting with `@`) holds attributes only.
    static func onlyAttributes(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        var j = from
        while j < to {
            let byte = base[j]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { j += 1; continue }
            guard byte == UInt8(ascii: "@") else { return false }
            j += 1
            while j < to, HeadScanner.isIdentifier(base[j]) { j += 1 }
            guard j < to, base[j] == UInt8(ascii: "(") else { continue }
            // Arguments: to the matching `)` on this line (strings skipped); unclosed: not only attributes.
            guard let after = Self.afterArguments(base, from: j, to: to) else { return false }
            j = after
        }
        return true
    }

    /// Whether `body` may declare a type (holds the word `struct`, `class`, `enum`, `actor` or
    /// `protocol` followed by a space): a cheap test that errs towards yes.
    static func mayDeclareLocalType(_ body: ArraySlice<UInt8>) -> Bool {
        body.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return localTypeKeywords.contains { word in
                // From one occurrence of the word's first byte to the next, 8 bytes a step.
                let last = buffer.count - word.count
                var j = ByteScan.first(word[0], base, from: 0, to: max(0, last + 1))
                while j <= last {
                    // A word of its own followed by a space (`struct Local`), not `enumerated`.
                    if buffer[j ..< j + word.count].elementsEqual(word), j + word.count < buffer.count, buffer[j + word.count] == UInt8(ascii: " "),
                       j == 0 || !(HeadScanner.isIdentifier(buffer[j - 1]) || buffer[j - 1] == UInt8(ascii: ".")) { return true }
                    j = ByteScan.first(word[0], base, from: j + 1, to: last + 1)
                }
                return false
            }
        }
    }

    private static let localTypeKeywords = ["struct", "class", "enum", "actor", "protocol"].map { Array($0.utf8) }
}

/// Words of a declaration's head, past comments and attributes.
private struct HeadScanner {
    let bytes: [UInt8]
    var position: Int
    let end: Int

    static let operatorCharacters = Array("/=-+!*%<>&|^~?.".utf8)

    static func isIdentifier(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c >= 0x80
    }

    /// The next word's bytes, past spaces, comments and attributes; nil at anything else.
    mutating func nextWord() -> Range<Int>? {
        while position < end {
            let c = bytes[position]
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                position += 1
            } else if c == UInt8(ascii: "/"), position + 1 < end, bytes[position + 1] == UInt8(ascii: "/") {
                while position < end, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else if c == UInt8(ascii: "@") {
                position += 1
                while position < end, Self.isIdentifier(bytes[position]) { position += 1 }
                if position < end, bytes[position] == UInt8(ascii: "(") { skipArguments() }
            } else if Self.isIdentifier(c) {
                let start = position
                while position < end, Self.isIdentifier(bytes[position]) { position += 1 }
                return start ..< position
            } else {
                return nil
            }
        }
        return nil
    }

    func peekWord() -> Range<Int>? {
        var copy = self
        return copy.nextWord()
    }

    /// The name after the keyword: dotted identifiers (backticks kept), or an operator.
    mutating func name() -> Range<Int> {
        while position < end, bytes[position] == UInt8(ascii: " ") { position += 1 }
        let start = position
        if position < end, Self.isIdentifier(bytes[position]) || bytes[position] == UInt8(ascii: "`") {
            while position < end {
                let c = bytes[position]
                if c == UInt8(ascii: "`") {
                    position += 1
                    while position < end, bytes[position] != UInt8(ascii: "`"), bytes[position] != UInt8(ascii: "\n") { position += 1 }
                    position += 1
                } else if Self.isIdentifier(c) || c == UInt8(ascii: ".") {
                    position += 1
                } else {
                    break
                }
            }
        } else {
            while position < end, Self.operatorCharacters.contains(bytes[position]) { position += 1 }
        }
        return start ..< min(position, end)
    }

    private mutating func skipArguments() {
        position = bytes.withUnsafeBufferPointer { InterfaceLookup.afterArguments($0.baseAddress!, from: position, to: end) } ?? end
    }
}
