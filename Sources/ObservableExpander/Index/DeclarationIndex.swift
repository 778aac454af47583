import ObservableSyntax

/// The declarations of every file of a run and of its context (`--context`: other files of the
/// module, dependencies, `.swiftinterface` files of the standard library or the SDK), so that
/// type inference can answer `E.case`, `T.staticMember`, `T.make()` and chains such as
/// `Theme.shared.tint` from what is declared, and a class's superclass chain can be followed
/// across files and modules.
///
/// Built from declaration trees only (the tokenizer and parser of the expansion; no tokens are
/// read for structure). What it records, by qualified name without the module (`Memory.Snapshot`;
/// a member declared in an extension belongs to the extended type):
/// - each type: its kind, module (nil for the module being expanded), generic parameter names,
///   the scope it is declared in, for a typealias its target, whether it declares `init?`;
/// - each member with its declared type: enum cases, stored and computed properties with a
///   written type, static properties whose type follows from their initializer by the literal
///   rules of `TypeInference`, functions with a written result type;
/// - for classes: whether they are annotated, whether they or an extension of them declare
///   `Observable`, and their first inherited type with the scope it is written in.
///
/// Context files are only read: nothing in them is expanded or diagnosed. The index is a value;
/// indexes of the parts of a run are merged with `formUnion`. `fallback` is a second index
/// (the default context: the standard library) built at most once, on first use, and only asked
/// when this one declares nothing by the name looked up (a module's own declarations shadow
/// those it imports, as in the compiler's lookup).
package struct DeclarationIndex: Sendable {
    /// What a name declares.
    package enum Kind: Sendable, Equatable {
        case `class`, `struct`, `enum`, actor, `protocol`, typeAlias
    }

    /// One declaration of a type name (several when it is declared in several `#if` clauses,
    /// files or modules).
    package struct TypeEntry: Sendable, Equatable {
        package var kind: Kind
        /// The module that declares it, nil for the module being expanded.
        package var module: String?
        package var genericParameters: [String]
        /// The qualified names enclosing the declaration, outermost first (its lookup scope).
        package var scope: [String]
        /// A typealias's target as written (its text: trivia reduced to single spaces).
        package var aliasTarget: DeclaredType?
        /// It or an extension in a Swift source (not an interface) declares `init?`/`init!`.
        package var hasFailableInitializer = false
        /// Read from a `.swiftinterface` file.
        package var fromInterface = false
        /// Classes: annotated with `@Observable` (`hasMacroApplication`).
        package var isAnnotated = false
        /// Classes: the inheritance clause names `Observable` or `Observation.Observable`.
        package var declaresObservable = false
        /// Classes: the first entry of the inheritance clause, as written (a composition's
        /// members separated by `&`: `writtenSuperclass`).
        package var firstInherited: [String]?
        /// Every entry of the inheritance clause (superclass, protocols), as written.
        package var inherited: [[String]] = []
        /// Declared inside an `#if` clause that may be inactive (in a source, not an interface).
        /// Not archived: a saved index is the standard library's.
        package var isConditional = false
    }

    /// One member of a type, with its declared type.
    package struct MemberEntry: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            /// A stored or computed property (`let`, `var`).
            case property
            /// A function; `labels` are its argument labels (`_` for none).
            case function(labels: [String])
            /// An enumeration case without associated values: its type is the enumeration.
            case enumCase
            /// An enumeration case with associated values: a function returning the enumeration.
            case enumCaseWithValues
        }
        package var kind: Kind
        package var isStatic: Bool
        /// The declared type (result type of a function), as written (its text: trivia reduced
        /// to single spaces); nil when not written and not inferable from a literal.
        package var type: DeclaredType?
        /// The owner's qualified name and the scope it is declared in: where `type` is read.
        package var declaringScope: [String]
        /// Generic parameters visible in `type` that no argument of the owner fixes (the
        /// function's own): a result that names one is not known.
        package var ownGenericParameters: [String]
        package var module: String?
        /// For a function of a type or extension named as one the expansion adds, which of those
        /// it redeclares by the compiler's rule (`ObservationRules.redeclaredAddedFunction`); nil
        /// for every other member. Not archived: only the run and its context have classes to
        /// expand (a saved index is the standard library's).
        var redeclaration: AddedFunctionRedeclaration? = nil
    }

    /// Every declared type name by qualified name.
    package internal(set) var types: [String: [TypeEntry]] = [:]
    /// The most dot-separated components of a name in `types`: a longer name names no type
    /// here (so that a chain `a.a.a…` of thousands of names is not looked up at every length).
    package internal(set) var longestTypeName = 0
    /// Members by owner's qualified name, then by member name.
    package internal(set) var members: [String: [String: [MemberEntry]]] = [:]
    /// Names of types to which an extension adds `Observable`.
    package internal(set) var observableExtensions: Set<String> = []
    /// Conformances added by extensions, by extended type (written at file scope).
    package internal(set) var extensionConformances: [String: [[String]]] = [:]
    /// The associated types of each protocol: a member found through a protocol whose type
    /// names one is not known.
    package internal(set) var associatedTypes: [String: Set<String>] = [:]
    /// Module names seen (from interface files and `--context` module names), for `Swift.Int`.
    package internal(set) var modules: Set<String> = ["Swift"]
    /// The default context, indexed on first use.
    package var fallback: DeferredIndex?
    /// The saved entries read on demand (`init(archiveReadOnDemand:)`), besides the tables.
    var archive: ArchivedIndex?
    /// The interfaces read on demand (`init(interfacesReadOnDemand:)`), besides the tables.
    var interfaces: InterfaceLookup?
    /// The run's input files read on demand (`RunLookup`), besides the tables.
    var runLookup: RunLookup?

    /// An empty index.
    package init() {}

    /// The index of `sources`, the files of one run.
    package init(_ sources: [ParsedSource]) {
        for source in sources { add(source) }
    }

    /// Adds the declarations of a file of the run. A file without annotations is not parsed by
    /// `ParsedSource`; it is parsed here, since it may declare what an annotated file uses.
    package mutating func add(_ source: ParsedSource) {
        if source.mayHoldAnnotation {
            add(tree: source.tree, tokenized: source.tokenized, bytes: source.file.bytes, module: nil, fromInterface: false)
        } else {
            addContext(source.file, module: nil)
        }
    }

    /// Adds `entries` of a parsed file of the run with annotations, as `add(_:)` makes them
    /// (`add(tree:…entries:)`).
    mutating func add(_ entries: PartEntries, of source: ParsedSource) {
        add(tree: source.tree, tokenized: source.tokenized, bytes: source.file.bytes, module: nil, fromInterface: false, entries: entries)
    }

    /// Adds the declarations of a context file: Swift source or a `.swiftinterface` (told by
    /// the path's extension; an interface's module is read from its `-module-name` flag). A
    /// Swift source's `module` is nil when it belongs to the module being expanded.
    package mutating func addContext(_ file: SourceFile, module: String? = nil) {
        let isInterface = file.path.hasSuffix(".swiftinterface")
        let tokenized = Tokenizer.tokenize(file.bytes)
        let tree = DeclarationParser.parse(tokenized, bytes: file.bytes)
        let moduleName = module ?? (isInterface ? Self.interfaceModuleName(file.bytes) : nil)
        add(tree: tree, tokenized: tokenized, bytes: file.bytes, module: moduleName, fromInterface: isInterface)
    }

    /// Adds the entries of another index (of other files of the same run).
    package mutating func formUnion(_ other: DeclarationIndex) {
        if let lookup = other.interfaces {
            // Entries read on demand are merged as the index of the whole files.
            var merged = lookup.wholeIndex()
            merged.fallback = other.fallback
            return formUnion(merged)
        }
        if let lookup = other.runLookup {
            var merged = lookup.wholeIndex()
            merged.fallback = other.fallback
            return formUnion(merged)
        }
        if other.archive != nil, let whole = DeclarationIndex(archive: other.archive!.bytes) {
            // Entries read on demand are merged as the tables they stand for.
            var merged = whole
            merged.fallback = other.fallback
            return formUnion(merged)
        }
        // Entry by entry in place: `Dictionary.merge` took a tenth of a run's index (CLI,
        // `--no-cache`), most of it copying tables; an owner new here takes the other's table
        // whole (shared, not rehashed).
        for (name, entries) in other.types { types[name, default: []] += entries }
        longestTypeName = max(longestTypeName, other.longestTypeName)
        for (owner, byName) in other.members {
            guard members[owner] != nil else {
                members[owner] = byName
                continue
            }
            for (name, entries) in byName { members[owner, default: [:]][name, default: []] += entries }
        }
        observableExtensions.formUnion(other.observableExtensions)
        for (name, conformances) in other.extensionConformances { extensionConformances[name, default: []] += conformances }
        associatedTypes.merge(other.associatedTypes) { $0.union($1) }
        modules.formUnion(other.modules)
        if fallback == nil { fallback = other.fallback }
    }

    /// The module an interface file declares: the value of `-module-name` in its
    /// `// swift-module-flags:` header line (swiftinterface format 1.0), or nil.
    static func interfaceModuleName(_ bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(8192), as: UTF8.self)
        // The first 20 lines that are not empty, cut one at a time (splitting the whole 8 KB
        // made a substring of every line).
        var rest = head[...]
        var lines = 0
        while lines < 20, !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[..<end]
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            if line.isEmpty { continue }
            lines += 1
            guard line.hasPrefix("// swift-module-flags:") else { continue }
            let words = line.split(separator: " ")
            if let k = words.firstIndex(of: "-module-name"), k + 1 < words.count { return String(words[k + 1]) }
        }
        return nil
    }

    package mutating func insertType(_ name: String, _ entry: TypeEntry) {
        types[name, default: []].append(entry)
        longestTypeName = max(longestTypeName, name.utf8.reduce(1) { $1 == UInt8(ascii: ".") ? $0 + 1 : $0 })
        if let module = entry.module { modules.insert(module) }
    }

    package mutating func insertMember(_ name: String, of owner: String, _ entry: MemberEntry) {
        members[owner, default: [:]][name, default: []].append(entry)
    }

    package mutating func insertObservableExtension(_ name: String) {
        observableExtensions.insert(name)
    }
}

/// An index built at most once, on first use, by any thread: the default context (the standard
/// library's interface, about 2 MB), which most runs never need.
package final class DeferredIndex: @unchecked Sendable {
    /// The built index, never changed once made: read through it without copying the index
    /// (a copy retains and releases every table, most of a lookup's cost in the fallback).
    package final class Built: @unchecked Sendable {
        package let index: DeclarationIndex
        init(_ index: DeclarationIndex) { self.index = index }
    }

    private let lock = POSIXLock()
    private var built: Built?
    private var protocolsFound: [String: [String]] = [:]
    private var spellings: [TypeSpelling.MemoKey: TypeExpr?] = [:]
    private var chains: [[TypeInference.Link]: TypeInference.ChainAnswer] = [:]
    private var memberChains: [TypeInference.MemberChainKey: TypeInference.ChainAnswer] = [:]
    private var fileScopeHeads: [[String]: TypeInference.ResolvedHead?] = [:]
    private let build: @Sendable () -> DeclarationIndex

    /// The index inference reads (`lookup`), when it is not `index`.
    private let makeLookup: (@Sendable () -> DeclarationIndex)?
    private var lookupBuilt: Built?

    /// `build` runs on the first `index` access, under a lock.
    package init(_ build: @escaping @Sendable () -> DeclarationIndex) {
        self.build = build
        makeLookup = nil
    }

    /// `build` as `init(_:)`; `lookup` makes, on the first `lookup` access, an index that
    /// answers every lookup (`typeEntries`, `memberEntries`, `resolve`, `protocols`, …) as the
    /// built one would, reading files on demand (`RunLookup`), for inference.
    init(_ build: @escaping @Sendable () -> DeclarationIndex, lookup: @escaping @Sendable () -> DeclarationIndex) {
        self.build = build
        makeLookup = lookup
    }

    /// The index inference reads: `index`, or the one that reads files on demand (whose tables
    /// are empty: read it only through its lookups, never its tables).
    package var lookup: DeclarationIndex {
        guard let makeLookup else { return index }
        return lock.withLock {
            if let lookupBuilt { return lookupBuilt.index }
            let value = Built(makeLookup())
            lookupBuilt = value
            return value.index
        }
    }

    /// The index, built now if it was not yet.
    package var index: DeclarationIndex { shared.index }

    /// The built index by reference, built now if it was not yet.
    package var shared: Built {
        lock.withLock {
            if let built { return built }
            let value = Built(build())
            built = value
            return value
        }
    }

    /// Whether it has been built (for tests and measurements).
    package var isBuilt: Bool { lock.withLock { built != nil } }

    /// The index when it has been built, else nil (nothing is built; for measurements).
    package var indexIfBuilt: DeclarationIndex? { lock.withLock { built?.index } }

    /// How many chains looked up from the file scope it keeps answers for (for tests and
    /// measurements).
    package var keptChainCount: Int { lock.withLock { chains.count } }

    /// `make()`, the spelling of a member's type for an owner (`TypeSpelling.spell(_:member:owner:)`)
    /// over this index, made once per key: the index no longer changes once built.
    func spelled(_ key: TypeSpelling.MemoKey, _ make: () -> TypeExpr?) -> TypeExpr? {
        if let known = lock.withLock({ spellings[key] }) { return known }
        let found = make()
        lock.withLock { spellings[key] = found }
        return found
    }

    /// `make()`, the type of a member chain after its head type (`TypeInference.inferChain(_:)`)
    /// over this index, made once per key: the index no longer changes once built.
    func memberChainAnswer(_ key: TypeInference.MemberChainKey, _ make: () -> TypeInference.ChainAnswer) -> TypeInference.ChainAnswer {
        if let known = lock.withLock({ memberChains[key] }) { return known }
        let found = make()
        lock.withLock { memberChains[key] = found }
        return found
    }

    /// `make()`, the type of a member chain looked up from the file scope
    /// (`TypeInference.inferChain(_:)`) over this index, made once per chain: the index no
    /// longer changes once built.
    func chainAnswer(_ links: [TypeInference.Link], _ make: () -> TypeInference.ChainAnswer) -> TypeInference.ChainAnswer {
        if let known = lock.withLock({ chains[links] }) { return known }
        let found = make()
        lock.withLock { chains[links] = found }
        return found
    }

    /// `make()`, a type name resolved at file scope and written (`TypeInference.resolvedHead`)
    /// over this index, made once per name: the index no longer changes once built.
    func fileScopeHead(_ names: [String], _ make: () -> TypeInference.ResolvedHead?) -> TypeInference.ResolvedHead? {
        if let known = lock.withLock({ fileScopeHeads[names] }) { return known }
        let found = make()
        lock.withLock { fileScopeHeads[names] = found }
        return found
    }

    /// `index.protocols(of: name)`, each name's found once: the index no longer changes once
    /// built, and the walk over every conformance (about 60 for `Int`) was most of the cost of
    /// an inference through the standard library (`Int.max`), paid again for every property.
    package func protocols(of name: String) -> [String] {
        if let known = lock.withLock({ protocolsFound[name] }) { return known }
        let found = lookup.protocols(of: name)
        lock.withLock { protocolsFound[name] = found }
        return found
    }
}

/// The name of the run's class index before it held every declaration (issue 12).
package typealias ClassIndex = DeclarationIndex
