import ObservableSyntax

/// Filling the index from one file's declaration tree.
extension DeclarationIndex {
    /// Which entries a walk of a file makes (`add(tree:…entries:)`).
    enum PartEntries: Hashable {
        /// Every entry: the file's part of the run's index.
        case all
        /// The tables of types (`types`, `associatedTypes`, an extension's
        /// `observableExtensions` and `extensionConformances`), as `all` makes them.
        case types
        /// Those, and the member entries of one owner ("": the file scope), as `all` makes them.
        case typesAndMembers(of: String)
    }

    /// What the walk over one file needs: its tokens (for the text of type spans), the
    /// annotation questions, and its facts (for the literal rules on static initializers).
    /// A class: the walk hands it down to every member without copying its fields.
    private final class FileReader: TokenQueries {
        let tokens: [Token]
        let bytes: [UInt8]
        let questions: AnnotationQuestions
        /// Made on first use: only a static or global property without a written type needs them.
        let facts: LazyFileFacts
        let module: String?
        let fromInterface: Bool
        /// Which member entries the walk makes (the tables of types are always made).
        let entries: PartEntries

        init(tokens: [Token], bytes: [UInt8], questions: AnnotationQuestions, facts: LazyFileFacts, module: String?, fromInterface: Bool,
             entries: PartEntries) {
            self.tokens = tokens
            self.bytes = bytes
            self.questions = questions
            self.facts = facts
            self.module = module
            self.fromInterface = fromInterface
            self.entries = entries
        }

        /// Whether the walk makes the member entries of `owner` ("": the file scope).
        func recordsMembers(of owner: String) -> Bool {
            switch entries {
            case .all: true
            case .types: false
            case let .typesAndMembers(of: wanted): owner == wanted
            }
        }

        /// The type written in `span`, kept as its text (parsed when a lookup reads it).
        func type(_ span: TokenSpan) -> DeclaredType { DeclaredType(normalizedText(span)) }
    }

    /// Adds every declaration of `tree` (file scope, type bodies, `#if` clauses, extensions and
    /// local types), as declared in `module` (nil: the module being expanded).
    /// `facts`: the facts of the whole file when `tree` is only part of it (`InterfaceLookup`:
    /// the literal rules read the file's free functions and types); nil: `tree`'s own.
    /// `entries`: all, or only the tables of types and at most one owner's members, as the
    /// whole walk fills them: what a lookup of a type's name, or of one type's members, reads
    /// (`RunLookup`), for a fraction of the walk's cost (most entries are other members).
    mutating func add(tree: SourceTree, tokenized: TokenizedSource, bytes: [UInt8], module: String?, fromInterface: Bool,
                      facts fileFacts: (() -> FileFacts)? = nil, entries: PartEntries = .all) {
        if let module { modules.insert(module) }
        let tokens = tokenized.tokens
        let facts = LazyFileFacts(fileFacts ?? {
            FileFacts(tree) { span in
                String(decoding: bytes[Int(tokens[span.first].start) ..< Int(tokens[span.last].end)], as: UTF8.self)
            }
        })
        let reader = FileReader(tokens: tokens, bytes: bytes, questions: AnnotationQuestions(comments: tokenized.comments, bytes: bytes),
                                facts: facts, module: module, fromInterface: fromInterface, entries: entries)
        walk(tree.members, scope: [], owner: nil, reader)
        for local in tree.localTypes {
            let scope = local.enclosingTypeNames.isEmpty ? [] : [local.enclosingTypeNames.joined(separator: ".")]
            walk([.type(local.declaration)], scope: scope, owner: nil, reader)
        }
    }

    /// The members of `owner` (nil: the file scope), gathered in a table of their own and
    /// added to `members` at once (one lookup of the owner, not one per member); before a
    /// nested type is walked, so that entries keep the order of the source.
    /// `conditional`: the members are inside an `#if` clause (theirs or an enclosing
    /// declaration's); `inExtension`: they are an extension's (both for `MemberEntry.redeclaration`).
    private mutating func walk(_ members: [Member], scope: [String], owner: String?, _ reader: FileReader,
                               conditional: Bool = false, inExtension: Bool = false) {
        var table: [String: [MemberEntry]] = members.count > 4 && reader.recordsMembers(of: owner ?? "") ? Dictionary(minimumCapacity: members.count) : [:]
        walkClauses(members, scope: scope, owner: owner, reader, conditional: conditional, inExtension: inExtension, into: &table)
        flush(&table, of: owner ?? "")
    }

    /// Walks `members` and those of their `#if` clauses in order (as `MemberWalk`, in place),
    /// telling each whether a clause that may be inactive holds it: every clause but one that
    /// is always active (`#if true`, or `#else`/`#elseif true` after clauses that are all
    /// `false`), which the compiler treats as unconditional.
    private mutating func walkClauses(_ members: [Member], scope: [String], owner: String?, _ reader: FileReader, conditional: Bool,
                                      inExtension: Bool = false, into table: inout [String: [MemberEntry]]) {
        members.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for k in 0 ..< buffer.count {
                let member = base + k
                guard case .ifConfig = member.pointee else {
                    walk(member, scope: scope, owner: owner, reader, conditional: conditional, inExtension: inExtension, into: &table)
                    continue
                }
                guard case let .ifConfig(block) = member.pointee else { continue }
                var earlierAllFalse = true
                for clause in block.clauses {
                    let word = clause.condition.flatMap { $0.first == $0.last ? reader.text($0.first) : nil }
                    let alwaysActive = earlierAllFalse && (clause.condition == nil || word == "true")
                    walkClauses(clause.elements, scope: scope, owner: owner, reader, conditional: conditional || !alwaysActive, inExtension: inExtension, into: &table)
                    earlierAllFalse = earlierAllFalse && word == "false"
                }
            }
        }
    }

    /// Adds `table`'s entries to `owner`'s, after those already there, and empties it.
    private mutating func flush(_ table: inout [String: [MemberEntry]], of owner: String) {
        guard !table.isEmpty else { return }
        if members[owner] == nil {
            members[owner] = table
        } else {
            for (name, entries) in table { members[owner, default: [:]][name, default: []] += entries }
        }
        table = [:]
    }

    private mutating func walk(_ member: UnsafePointer<Member>, scope: [String], owner: String?, _ reader: FileReader,
                               conditional: Bool, inExtension: Bool, into table: inout [String: [MemberEntry]]) {
        // `consuming`: the entry moves into the table (a copy retained and released each of
        // its references, for every member of every file).
        func record(_ name: String, _ entry: consuming MemberEntry) {
            table[name, default: []].append(entry)
        }
        if !reader.recordsMembers(of: owner ?? "") {
            switch member.pointee {
            case .variable, .function, .initializer, .enumCase: return
            default: break
            }
        }
        switch member.pointee {
        case let .type(type):
            flush(&table, of: owner ?? "")
            addType(type, scope: scope, reader, conditional: conditional)
        case let .variable(variable):
            // A global variable is a member of "" (the file scope of its module), as a free
            // function is: a bare name in an initializer may name it.
            let isGlobal = owner == nil
            // Once per declaration, not per binding (`isStatic` reads the modifiers).
            let isStatic = variable.head.isStatic || isGlobal
            for binding in variable.bindings {
                guard case let .identifier(token) = binding.pattern else { continue }
                var type = binding.typeAnnotation.map(reader.type)
                if type == nil, isStatic, let initializer = binding.initializer {
                    // `static let shared = Theme()`: the literal rules, in the declaring file.
                    type = TypeInference(tokens: reader.tokens, bytes: reader.bytes,
                                         functionReturnTypes: reader.facts.value.freeFunctionReturnTypes.compactMapValues { $0 },
                                         declaredTypes: reader.facts.value.declaredTypes).inferType(initializer).map(DeclaredType.init)
                }
                if let written = type?.text, written.utf8.first == UInt8(ascii: "s"), written.hasPrefix("some ") { type = nil }
                let entry = MemberEntry(kind: .property, isStatic: isStatic, type: type,
                                        declaringScope: scope, ownGenericParameters: [], module: reader.module)
                record(Self.bare(reader.text(token)), entry)
            }
        case let .function(function):
            var type = function.returnType.map(reader.type)
            if let written = type?.text, written.utf8.first == UInt8(ascii: "s"), written.hasPrefix("some ") || written.hasPrefix("sending ") {
                type = nil
            }
            var entry = MemberEntry(kind: .function(labels: function.parameters.map(\.label)), isStatic: owner == nil || function.head.isStatic,
                                    type: type, declaringScope: scope, ownGenericParameters: function.genericParameters.map(\.name),
                                    module: reader.module)
            // Told by the name's length first: most functions are named otherwise.
            if let owner, !reader.fromInterface, ObservationRules.mayBeAddedFunctionName(function.name) {
                entry.redeclaration = ObservationRules.redeclaredAddedFunction(function, owner: owner, isConditional: conditional,
                                                                               inExtension: inExtension, in: reader)
            }
            // Free functions are members of "" (the file scope of their module).
            record(Self.bare(function.name), entry)
        case let .initializer(initializer):
            guard owner != nil else { return }
            let entry = MemberEntry(kind: .function(labels: initializer.parameters.map(\.label)), isStatic: true,
                                    type: initializer.isFailable ? DeclaredType.optionalSelf : DeclaredType.selfType, declaringScope: scope,
                                    ownGenericParameters: [], module: reader.module)
            record("init", entry)
        case let .enumCase(declaration):
            guard owner != nil else { return }
            for name in declaration.names {
                let kind: MemberEntry.Kind = declaration.namesWithAssociatedValues.contains(name) ? .enumCaseWithValues : .enumCase
                record(name, MemberEntry(kind: kind, isStatic: true, type: DeclaredType.selfType, declaringScope: scope,
                                                ownGenericParameters: [], module: reader.module))
            }
        case let .typeAlias(alias):
            guard !alias.name.isEmpty else { return }
            if alias.isAssociatedType {
                if let owner { associatedTypes[owner, default: []].insert(alias.name) }
                return
            }
            let qualified = (scope.last.map { $0 + "." } ?? "") + alias.name
            insertType(qualified, TypeEntry(kind: .typeAlias, module: reader.module, genericParameters: [], scope: scope,
                                            aliasTarget: alias.target.map(reader.type), fromInterface: reader.fromInterface))
        case .subscript, .declaration, .statement, .ifConfig:
            break
        }
    }

    private mutating func addType(_ type: TypeDeclaration, scope: [String], _ reader: FileReader, conditional: Bool) {
        let qualified: String
        var innerScope: [String]
        if type.kind == .extension {
            // `extension Swift.Duration`, `extension Outer.Inner`: the extended type, without a
            // module prefix; its body is looked up in the type and the types enclosing it.
            qualified = stripModule(type.name, declaringModule: reader.module)
            let parts = qualified.split(separator: ".").map(String.init)
            innerScope = (1 ... max(1, parts.count)).map { parts.prefix($0).joined(separator: ".") }
            // One inside an `#if` clause holds in some configurations only: filed apart
            // (`conditionalObservableExtensionKey`), so that the class is not taken to conform.
            // (An interface's clauses are its compiler's feature checks, each declaring it.)
            if ObservationRules.declaresObservable(type) { insertObservableExtension(conditional && !reader.fromInterface ? Self.conditionalObservableExtensionKey(qualified) : qualified) }
            if !type.inheritance.isEmpty { extensionConformances[qualified, default: []] += type.inheritance.map(\.components) }
        } else {
            qualified = (scope.last.map { $0 + "." } ?? "") + type.name
            innerScope = scope + [qualified]
            let kind: Kind
            switch type.kind {
            case .class: kind = .class
            case .struct: kind = .struct
            case .enum: kind = .enum
            case .actor: kind = .actor
            case .protocol, .extension: kind = .protocol
            }
            var entry = TypeEntry(kind: kind, module: reader.module, genericParameters: type.genericParameters.map(\.name),
                                  scope: scope, fromInterface: reader.fromInterface)
            entry.isConditional = conditional && !reader.fromInterface
            // A suppressed requirement keeps its `~` (`~Copyable`: the type is noncopyable).
            entry.inherited = type.inheritance.map { $0.specifiers.contains("~") ? ["~" + $0.qualifiedName] : $0.components }
            if type.kind == .class {
                entry.isAnnotated = reader.questions.observableMark(type.head) != nil
                entry.declaresObservable = ObservationRules.declaresObservable(type)
                entry.firstInherited = type.inheritance.first.map(DeclarationIndex.writtenSuperclass)
            }
            insertType(qualified, entry)
        }
        if qualified.isEmpty { innerScope = scope }
        // The owner's table is made at its size by `walk` (grown one member at a time, it was
        // rehashed at every doubling: a tenth of indexing a run), and added only when a member
        // went in, so that `declaresMembers` stays true only for owners with members.
        walk(type.members, scope: innerScope, owner: qualified, reader, conditional: conditional, inExtension: type.kind == .extension)
    }

    /// How `observableExtensions` files an extension adding `Observable` to `name` that is
    /// inside an `#if` clause (break 48/2): `?` and the name (no name starts with `?`; the
    /// run's lookups find its files by the name's words).
    package static func conditionalObservableExtensionKey(_ name: String) -> String { "?" + name }

    /// `Swift.Duration` -> `Duration` when the first component names a module this index knows
    /// (or the declaring file's own module) and not a type.
    func stripModule(_ name: String, declaringModule: String?) -> String {
        guard let dot = name.firstIndex(of: ".") else { return name }
        let first = String(name[..<dot])
        if (first == declaringModule || modules.contains(first)) && types[first] == nil {
            return String(name[name.index(after: dot)...])
        }
        return name
    }

    /// A name without its backticks.
    static func bare(_ name: String) -> String {
        // Most names have no backticks: told by the first byte before any `Character` is read.
        // `count` (characters) last: it walks the whole name.
        guard name.utf8.first == UInt8(ascii: "`") else { return name }
        return name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
    }
}

/// A file's facts, made on first use.
final class LazyFileFacts {
    private let make: () -> FileFacts
    private var made: FileFacts?

    init(_ make: @escaping () -> FileFacts) { self.make = make }

    var value: FileFacts {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
