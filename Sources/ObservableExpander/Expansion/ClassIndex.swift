/// The types declared in every file of a run, so that a class's superclass is found by the
/// compiler's lookup rules and its chain of ancestors can be followed across files.
///
/// Built from the declaration trees only (no tokens are read): for each type its qualified name
/// (`Settings.ViewModel`; for a type declared in an extension, the extended type's name is its
/// scope), its kind, and for classes whether they carry `@Observable`, whether their own
/// inheritance clause names `Observable`, and their first inherited type with the scope it is
/// written in.
public struct ClassIndex: Sendable {
    struct ClassEntry: Sendable {
        /// The class is annotated (`hasMacroApplication`).
        var isAnnotated: Bool
        /// Its inheritance clause names `Observable` or `Observation.Observable`.
        var declaresObservable: Bool
        /// The first entry of its inheritance clause (a superclass or a protocol).
        var firstInherited: [String]?
        /// The scope the class is declared in: the qualified names enclosing it, outermost first.
        var scope: [String]
    }

    /// Every declared type by qualified name, with its kind (several when a name is declared in
    /// several `#if` clauses or files).
    private(set) var types: [String: [TypeDeclaration.Kind]] = [:]
    /// The classes by qualified name.
    private(set) var classes: [String: [ClassEntry]] = [:]

    /// An empty index.
    public init() {}

    /// The index of `sources`, the files of one run.
    public init(_ sources: [ParsedSource]) {
        for source in sources { add(source) }
    }

    /// Adds the types of `source`. A file without annotations is not parsed by `ParsedSource`;
    /// when it may declare a class (its bytes hold `class`), it is parsed here, since an
    /// unannotated class can stand between an observable ancestor and an annotated subclass.
    public mutating func add(_ source: ParsedSource) {
        var tree = source.tree
        var comments = source.tokenized.comments
        if !source.mayHoldAnnotation {
            guard Self.mayDeclareClass(source.file.bytes) else { return }
            let tokenized = Tokenizer.tokenize(source.file.bytes)
            tree = DeclarationParser.parse(tokenized, bytes: source.file.bytes)
            comments = tokenized.comments
        }
        let questions = AnnotationQuestions(comments: comments, bytes: source.file.bytes)
        add(tree.members, scope: [], questions)
        for local in tree.localTypes {
            add(.type(local.declaration), scope: local.enclosingTypeNames.isEmpty ? [] : [local.enclosingTypeNames.joined(separator: ".")], questions)
        }
    }

    /// Adds the types of another index (of other files of the same run).
    public mutating func formUnion(_ other: ClassIndex) {
        types.merge(other.types) { $0 + $1 }
        classes.merge(other.classes) { $0 + $1 }
    }

    /// Whether `bytes` hold `class`.
    static func mayDeclareClass(_ bytes: [UInt8]) -> Bool {
        let word = Array("class".utf8)
        return bytes.withUnsafeBufferPointer { p in
            var j = 0
            while j + word.count <= p.count {
                if p[j] == word[0] && p[j + 1] == word[1] && p[j + 2] == word[2] && p[j + 3] == word[3] && p[j + 4] == word[4] { return true }
                j += 1
            }
            return false
        }
    }

    private mutating func add(_ members: [Member], scope: [String], _ questions: AnnotationQuestions) {
        for member in members { add(member, scope: scope, questions) }
    }

    private mutating func add(_ member: Member, scope: [String], _ questions: AnnotationQuestions) {
        switch member {
        case let .type(type):
            let qualified = type.kind == .extension ? type.name : ((scope.last.map { $0 + "." } ?? "") + type.name)
            if type.kind != .extension {
                types[qualified, default: []].append(type.kind)
            }
            if type.kind == .class {
                let entry = ClassEntry(
                    isAnnotated: questions.observableMark(type.head) != nil,
                    declaresObservable: ObservationRules.declaresObservable(type),
                    firstInherited: type.inheritance.first?.components,
                    scope: scope)
                classes[qualified, default: []].append(entry)
            }
            add(type.members, scope: scope + [qualified], questions)
        case let .ifConfig(block):
            for clause in block.clauses { add(clause.elements, scope: scope, questions) }
        default:
            break
        }
    }

    /// The qualified name that `components` (as written in scope `scope`) refers to, by the
    /// compiler's unqualified lookup: the innermost enclosing scope that declares the first
    /// component wins, then the rest are members of it. Nil when the run declares no such type.
    func resolve(_ components: [String], in scope: [String]) -> String? {
        guard let first = components.first else { return nil }
        for enclosing in scope.reversed() + [""] {
            let head = enclosing.isEmpty ? first : enclosing + "." + first
            guard types[head] != nil || enclosing.isEmpty else { continue }
            let name = ([head] + components.dropFirst()).joined(separator: ".")
            return types[name] != nil ? name : nil
        }
        return nil
    }

    /// Whether the class whose first inherited type is `components`, written in `scope`, gets
    /// `Observable` from an ancestor: the superclass, or any class above it through classes of
    /// the run (annotated or not), is annotated or declares the conformance itself.
    func hasObservableAncestor(_ components: [String]?, in scope: [String]) -> Bool {
        var visited: Set<String> = []
        var next = components.map { ($0, scope) }
        while let (reference, scope) = next, let name = resolve(reference, in: scope), visited.insert(name).inserted {
            // A name declared as a class in one clause and as something else in another: the
            // class decides (only a class can be a superclass).
            guard let entries = classes[name], !entries.isEmpty else { return false }
            if entries.contains(where: { $0.isAnnotated || $0.declaresObservable }) { return true }
            next = entries.first.flatMap { entry in entry.firstInherited.map { ($0, entry.scope) } }
        }
        return false
    }
}
