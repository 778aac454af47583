/// A type declaration (or extension) of one file of a migration run.
struct TypeSite {
    /// Index of the file in the run.
    var file: Int
    var declaration: TypeDeclaration
    /// Declared in a function (or closure) body, or nested in such a type.
    var isLocal = false

    var name: String { declaration.name }
    /// The name the declaration is looked up by: the last component (`Outer.Inner` -> `Inner`).
    var simpleName: String { String(declaration.name.split(separator: ".").last ?? "") }
}

/// The models of a run: every type declaration of every file, the classes that conform to
/// `ObservableObject` directly (the candidates, rule: "a class that conforms to
/// ObservableObject directly"), and their subclass chains, which migrate together or not at all.
///
/// Types are matched by simple name, as written in the files of the run: a class of another
/// module, or two classes of the run with the same name in different scopes, are not told apart.
struct ModelCatalogue {
    var sites: [TypeSite] = []
    /// Site indices of classes, by simple name.
    var classesByName: [String: [Int]] = [:]
    /// Site indices of every type declaration that is not an extension, by simple name.
    var typesByName: [String: [Int]] = [:]
    /// Site indices of extensions, by the extended type's simple name.
    var extensionsByName: [String: [Int]] = [:]
    /// Site indices per file.
    var sitesByFile: [[Int]] = []
    /// Each chain: the site of a class conforming to `ObservableObject` directly, then its
    /// subclasses in the run (at any depth), in file order.
    var chains: [[Int]] = []
    /// The protocols of the run that refine `ObservableObject` (directly, or through another
    /// such protocol), by simple name: their conforming classes are candidates too.
    var observableProtocols: [String: Int] = [:]

    init(_ sources: [MigrationSource]) {
        sitesByFile = Array(repeating: [], count: sources.count)
        for (index, source) in sources.enumerated() {
            collect(source.tree.members, file: index)
            for local in source.tree.localTypes { add(local.declaration, file: index, isLocal: true) }
        }
        findObservableProtocols()
        findChains()
    }

    private mutating func findObservableProtocols() {
        var changed = true
        while changed {
            changed = false
            for (k, site) in sites.enumerated() where site.declaration.kind == .protocol && observableProtocols[site.simpleName] == nil {
                if Self.conformsDirectly(site.declaration) || site.declaration.inheritance.contains(where: { observableProtocols[$0.components.last ?? ""] != nil }) {
                    observableProtocols[site.simpleName] = k
                    changed = true
                }
            }
        }
    }

    /// The observable protocols a class's own inheritance clause names.
    func observableProtocols(of site: Int) -> [String] {
        sites[site].declaration.inheritance.compactMap { entry in
            entry.components.last.flatMap { observableProtocols[$0] != nil ? $0 : nil }
        }
    }

    /// Whether a class conforms to `ObservableObject` by its own clause: naming it, or a
    /// protocol of the run that refines it.
    func conformsByItsClause(_ site: Int) -> Bool {
        Self.conformsDirectly(sites[site].declaration) || !observableProtocols(of: site).isEmpty
    }

    private mutating func collect(_ members: [Member], file: Int, isLocal: Bool = false) {
        for member in members {
            switch member {
            case let .type(declaration): add(declaration, file: file, isLocal: isLocal)
            case let .ifConfig(block): for clause in block.clauses { collect(clause.elements, file: file, isLocal: isLocal) }
            default: break
            }
        }
    }

    private mutating func add(_ declaration: TypeDeclaration, file: Int, isLocal: Bool = false) {
        let site = TypeSite(file: file, declaration: declaration, isLocal: isLocal)
        let index = sites.count
        sites.append(site)
        sitesByFile[file].append(index)
        if declaration.kind != .extension { typesByName[site.simpleName, default: []].append(index) }
        switch declaration.kind {
        case .class: classesByName[site.simpleName, default: []].append(index)
        case .extension: extensionsByName[site.simpleName, default: []].append(index)
        default: break
        }
        collect(declaration.members, file: file, isLocal: isLocal)
    }

    /// Whether the class's own inheritance clause names `ObservableObject`.
    static func conformsDirectly(_ declaration: TypeDeclaration) -> Bool {
        declaration.inheritance.contains { $0.qualifiedName == "ObservableObject" || $0.qualifiedName == "Combine.ObservableObject" }
    }

    /// The classes whose first inheritance entry names a class that the run declares more than
    /// once (`class Store` and `enum Legacy { class Store {} }`): with classes matched by simple
    /// name, which one is the superclass cannot be told, so such a subclass is in no chain. Each
    /// with the name.
    var ambiguousSuperclassUses: [(site: Int, name: String)] {
        sites.indices.compactMap { site in
            guard sites[site].declaration.kind == .class, let name = sites[site].declaration.inheritance.first?.components.last,
                  let classes = classesByName[name], classes.filter({ $0 != site }).count > 1 else { return nil }
            return (site, name)
        }
    }

    /// The site of the class's superclass in the run: its first inheritance entry, when that
    /// names a class of the run.
    func superclass(of site: Int) -> Int? {
        guard let first = sites[site].declaration.inheritance.first, let name = first.components.last,
              let classes = classesByName[name], classes.count == 1, classes[0] != site else { return nil }
        return classes[0]
    }

    private mutating func findChains() {
        var rootOf: [Int: Int] = [:]
        func root(_ site: Int, _ depth: Int) -> Int? {
            if let known = rootOf[site] { return known }
            guard depth < 64 else { return nil }
            var found: Int?
            if let parent = superclass(of: site), let parentRoot = root(parent, depth + 1) {
                found = parentRoot
            } else if conformsByItsClause(site) {
                found = site
            }
            if let found { rootOf[site] = found }
            return found
        }
        var members: [Int: [Int]] = [:]
        var roots: [Int] = []
        for list in classesByName.values { for site in list { _ = root(site, 0) } }
        for site in sites.indices where sites[site].declaration.kind == .class {
            guard let chainRoot = rootOf[site] else { continue }
            if members[chainRoot] == nil { roots.append(chainRoot) }
            members[chainRoot, default: []].append(site)
        }
        chains = roots.sorted().map { root in [root] + members[root, default: []].filter { $0 != root }.sorted() }
    }

    /// The sites of the type named `name` and its extensions (for finding uses of its members).
    func bodies(of name: String) -> [Int] {
        (typesByName[name] ?? []) + (extensionsByName[name] ?? [])
    }

    /// The innermost type site of `file` whose body holds token `index`.
    func enclosingSite(file: Int, token index: Int) -> Int? {
        var best: Int?
        for k in sitesByFile[file] {
            let site = sites[k]
            guard let open = site.declaration.leftBrace, open < index, index <= (site.declaration.rightBrace ?? Int.max) else { continue }
            if let current = best, let currentOpen = sites[current].declaration.leftBrace, currentOpen > open { continue }
            best = k
        }
        return best
    }

    /// The stored `var`/`let` declarations of a body (in `#if` clauses too, not in nested types).
    static func variables(_ members: [Member]) -> [VariableDeclaration] {
        var result: [VariableDeclaration] = []
        for member in members {
            switch member {
            case let .variable(variable): result.append(variable)
            case let .ifConfig(block): for clause in block.clauses { result += variables(clause.elements) }
            default: break
            }
        }
        return result
    }

    /// The functions of a body (in `#if` clauses too).
    static func functions(_ members: [Member]) -> [FunctionDeclaration] {
        var result: [FunctionDeclaration] = []
        for member in members {
            switch member {
            case let .function(function): result.append(function)
            case let .ifConfig(block): for clause in block.clauses { result += functions(clause.elements) }
            default: break
            }
        }
        return result
    }

    /// The attributes of a declaration, flattened out of `#if` blocks.
    static func attributes(_ elements: [AttributeListElement]) -> [Attribute] {
        var result: [Attribute] = []
        for element in elements {
            switch element {
            case let .attribute(attribute): result.append(attribute)
            case let .ifConfig(block): for clause in block.clauses { result += attributes(clause.elements) }
            }
        }
        return result
    }
}
