import ObservableSyntax

/// The imports of a migrated file: `import Observation` added where a migrated class needs it
/// (after the last import of the file's leading import block; in a file whose imports are all in one clause of
/// an `#if` block that holds every edit, after the last of them, so that it is built under the
/// same condition as the file's other imports; else before its first declaration), and
/// `import Combine` removed when nothing left in the file uses Combine's vocabulary (also
/// inside an `#if` clause), so that the file builds where Combine does not exist.
enum ImportRewrite {
    /// Names that, left in a migrated file, mean it still needs Combine. Conservative: keeping
    /// an import that is not needed costs nothing where Combine exists.
    static let combineVocabulary: Set<String> = [
        "ObservableObject", "Published", "ObservableObjectPublisher", "AnyCancellable", "Cancellable",
        "PassthroughSubject", "CurrentValueSubject", "AnyPublisher", "Publisher", "Publishers", "Subscribers",
        "Subscriber", "Subject", "Just", "Future", "Deferred", "sink", "assign", "eraseToAnyPublisher",
        "objectWillChange", "debounce", "throttle", "combineLatest", "removeDuplicates", "autoconnect", "publisher",
        "receive", "Combine",
        // Schedulers: `DispatchQueue.main.schedule(after:…)` and `RunLoop`/`OperationQueue`
        // scheduling come from Combine's `Scheduler` conformances.
        "Scheduler", "SchedulerTimeType", "SchedulerOptions", "ImmediateScheduler", "schedule", "minimumTolerance",
        // Operators and types that only Combine has.
        "store", "send", "publish", "tryMap", "mapError", "setFailureType", "replaceError", "handleEvents",
        "makeConnectable", "multicast", "ConnectablePublisher", "TopLevelDecoder", "TopLevelEncoder",
    ]

    /// `edits` spliced into `source`, with the imports fixed. Returns the new bytes (the input's
    /// when there is nothing to change). `combineContexts`: where the run's declarations give an
    /// implicit member a Combine type (`ImplicitCombineContexts`); nil for none.
    static func apply(_ edits: [Edit], to source: MigrationSource, needsObservation: Bool, combineContexts: ImplicitCombineContexts? = nil) -> [UInt8] {
        guard !edits.isEmpty else { return source.bytes }
        var all = edits
        var imports = topLevelImports(source.tree.members)
        // After the leading import block, not a late `import enum M.T` (review 14a/06).
        var anchors = leadingImports(source.tree.members)
        if imports.isEmpty, let clause = importClause(source, holding: edits) { (imports, anchors) = (clause, clause) }
        if needsObservation && !imports.contains(where: { module(of: $0, in: source) == "Observation" }) {
            let newline = OutputAssembly.detectNewline(source.bytes)
            if let last = anchors.last {
                // After a `// comment` that ends the import's line, not between the two.
                var end = Int(source.tokens[last.head.span.last].end)
                var k = end
                while k < source.bytes.count && (source.bytes[k] == 0x20 || source.bytes[k] == 0x09) { k += 1 }
                if k + 1 < source.bytes.count && source.bytes[k] == 0x2F && source.bytes[k + 1] == 0x2F {
                    end = k
                    while end < source.bytes.count && source.bytes[end] != 0x0A && source.bytes[end] != 0x0D { end += 1 }
                }
                all.insert(.insert(newline + "import Observation", at: end), at: 0)
            } else {
                all.insert(.insert("import Observation" + newline + newline, at: Int(source.tokens[0].start)), at: 0)
            }
        }
        let migrated = Edit.apply(all, to: source.bytes)
        return removingUnusedCombine(from: migrated, path: source.file.path, combineContexts: combineContexts)
    }

    /// `bytes` without its `import Combine` line when no other token of it is in Combine's
    /// vocabulary (a name the file declares itself, `func publish(volume:)`, is not, except as
    /// a member of another value: `.store(in:)`), and no
    /// projected publisher is left (`player.$volume` of a class that stays an `ObservableObject`),
    /// nor an implicit member whose contextual type is Combine's (`combineContexts`).
    static func removingUnusedCombine(from bytes: [UInt8], path: String, combineContexts: ImplicitCombineContexts? = nil) -> [UInt8] {
        let source = MigrationSource(SourceFile(path: path, bytes: bytes))
        guard let combine = allImports(source.tree.members).first(where: { module(of: $0, in: source) == "Combine" && $0.head.attributes.isEmpty }) else { return bytes }
        var span = combine.head.span
        var declared: Set<String> = []
        for j in source.tokens.indices.dropFirst() where source.kind(j) == .identifier {
            if source.isWord(j - 1, "func") || source.isWord(j - 1, "var") || source.isWord(j - 1, "let") { declared.insert(source.text(j)) }
        }
        for j in source.tokens.indices where j < span.first || j > span.last {
            if source.kind(j) == .dollarIdentifier && j > 0 && source.kind(j - 1) == .period { return bytes }
            // `store.count` of the file's own `var store` is not Combine's; `.store(in: &bag)` may be.
            let member = j > 1 && source.kind(j - 1) == .period && !source.isWord(j - 2, "self")
            if source.kind(j) == .identifier && combineVocabulary.contains(source.text(j)) && (member || !declared.contains(source.text(j))) { return bytes }
        }
        if let combineContexts, combineContexts.hasImplicitMember(in: source) { return bytes }
        // `import Combine; import Foundation`: the `;` goes with it (left first on the line, it
        // did not compile).
        if span.last + 1 < source.tokens.count && source.kind(span.last + 1) == .semicolon { span.last += 1 }
        return Edit.apply([source.removal(of: span)], to: bytes)
    }

    /// The imports of the one top-level `#if` clause that holds imports, when every edit lies
    /// within that clause (`#if os(iOS)` wrapping the whole file); nil when none does, or when
    /// imports are in several clauses (an `import Observation` in one would not reach the others).
    static func importClause(_ source: MigrationSource, holding edits: [Edit]) -> [OtherDeclaration]? {
        var found: [(imports: [OtherDeclaration], range: Range<Int>)] = []
        for member in source.tree.members {
            guard case let .ifConfig(block) = member else { continue }
            for (k, clause) in block.clauses.enumerated() {
                let imports = topLevelImports(clause.elements)
                guard !imports.isEmpty else { continue }
                let end = k + 1 < block.clauses.count ? source.offset(block.clauses[k + 1].directive) : source.offset(block.span.last)
                found.append((imports, source.offset(clause.directive) ..< end))
            }
        }
        guard found.count == 1, let only = found.first,
              edits.allSatisfy({ only.range.contains($0.range.lowerBound) && $0.range.upperBound <= only.range.upperBound }) else { return nil }
        return only.imports
    }

    /// The imports of a file, at its top level and in `#if` clauses there.
    static func allImports(_ members: [Member]) -> [OtherDeclaration] {
        members.flatMap { member -> [OtherDeclaration] in
            switch member {
            case let .declaration(declaration) where declaration.kind == .import: return [declaration]
            case let .ifConfig(block): return block.clauses.flatMap { allImports($0.elements) }
            default: return []
            }
        }
    }

    static func topLevelImports(_ members: [Member]) -> [OtherDeclaration] {
        members.compactMap { member in
            if case let .declaration(declaration) = member, declaration.kind == .import { return declaration }
            return nil
        }
    }

    /// The module an import names: `Combine` in `import Combine`, `import struct Combine.Just`.
    static func module(of declaration: OtherDeclaration, in source: MigrationSource) -> String? {
        var j = declaration.head.keyword + 1
        while j <= declaration.head.span.last {
            if source.kind(j) == .identifier && !["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"].contains(source.text(j)) {
                return source.text(j)
            }
            j += 1
        }
        return nil
    }
}
