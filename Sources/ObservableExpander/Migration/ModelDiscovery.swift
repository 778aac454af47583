import ObservableSyntax

/// A type declaration (or extension) of one file of a migration run.
struct TypeSite {
    /// Index of the file in the run.
    var file: Int
    var declaration: TypeDeclaration
    /// Declared in a function (or closure) body, or nested in such a type.
    var isLocal = false
    /// The qualified names of the types enclosing it, outermost first: the `DeclarationIndex`'s
    /// lookup scope of its name (empty at file scope).
    var scope: [String] = []
    /// Declared in a clause of an `#if` block (a second declaration of its name in another
    /// clause of the block is the same class).
    var inIfConfig = false
    /// The name the run knows it by (`ModelCatalogue.key(of:scope:)` resolves written names to
    /// it): its simple name when no other type of the run has that simple name, else its
    /// qualified name (`Feed.ViewModel`); for an extension, the key of the type it extends.
    var key = ""

    var name: String { declaration.name }
    /// The last component of its name (`Outer.Inner` -> `Inner`).
    var simpleName: String { String(declaration.name.split(separator: ".").last ?? "") }
    /// Its qualified name, as the `DeclarationIndex` records it (`Feed.ViewModel`); for an
    /// extension, the extended name as written.
    var qualifiedName: String { declaration.kind == .extension ? declaration.name : (scope.last.map { $0 + "." } ?? "") + declaration.name }
}

/// The models of a run: every type declaration of every file, the classes that conform to
/// `ObservableObject` directly (the candidates, rule: "a class that conforms to
/// ObservableObject directly"), and their subclass chains, which migrate together or not at all.
///
/// Types are known by key (`TypeSite.key`): the simple name when the run declares one type of
/// that name, else the qualified name, resolved through the run's `DeclarationIndex` with the
/// scopes of the use (nested classes of one name in different types are different classes,
/// typealiases lead to their targets). Two declarations of one qualified name (a class declared
/// in two files, one of them not built) cannot be told apart: `ambiguousClasses` lists them.
struct ModelCatalogue {
    var sites: [TypeSite] = []
    /// Site indices of classes, by key.
    var classesByName: [String: [Int]] = [:]
    /// Site indices of every type declaration that is not an extension, by key.
    var typesByName: [String: [Int]] = [:]
    /// Site indices of extensions, by the extended type's key.
    var extensionsByName: [String: [Int]] = [:]
    /// The keys of the run's types (not extensions), by simple name: several when types of one
    /// simple name are nested in different types.
    var keysBySimpleName: [String: Set<String>] = [:]
    /// The key of each type of the run, by qualified name (for a name that file-private types
    /// share, the one a file without its own sees: `filePrivateKeys`).
    var keyByQualifiedName: [String: String] = [:]
    /// The keys of file-scope `private`/`fileprivate` types whose qualified name another type
    /// of the run in another file declares too, by qualified name and file: each file sees its
    /// own (review 18c/05).
    var filePrivateKeys: [String: [Int: String]] = [:]
    /// The run's declarations, for resolving names in scopes.
    let index: DeclarationIndex
    /// Site indices per file.
    var sitesByFile: [[Int]] = []
    /// Each chain: the site of a class conforming to `ObservableObject` directly, then its
    /// subclasses in the run (at any depth), in file order.
    var chains: [[Int]] = []
    /// The protocols of the run that refine `ObservableObject` (directly, or through another
    /// such protocol), by key: their conforming classes are candidates too.
    var observableProtocols: [String: Int] = [:]
    /// The modules of each file (`MigrationOptions.modules`), nil when not known.
    let modules: [Set<String>?]
    /// Per site, the key of the run's type each entry of its inheritance clause names, resolved
    /// in the clause's scope (`clauseScope`), typealiases followed; nil for an entry naming no
    /// type of the run (`ObservableObject`, `Sendable`). `Outer.P` and a bare `P` written in
    /// `extension Outer` are the protocol `Outer.P`, not another protocol named `P`.
    var inheritanceKeys: [[String?]] = []
    /// The typealiases of the run that compose `ObservableObject`, by name
    /// (`ModelCatalogue+ObservableAliases`): their conformers are candidates.
    var observableAliases: [String: ObservableAlias] = [:]

    init(_ sources: [MigrationSource], index: DeclarationIndex = DeclarationIndex(), modules: [Set<String>?] = []) {
        self.index = index
        self.modules = modules.count == sources.count ? modules : Array(repeating: nil, count: sources.count)
        sitesByFile = Array(repeating: [], count: sources.count)
        for (index, source) in sources.enumerated() {
            collect(source.tree.members, file: index, scope: [])
            for local in source.tree.localTypes {
                let scope = local.enclosingTypeNames.isEmpty ? [] : [local.enclosingTypeNames.joined(separator: ".")]
                add(local.declaration, file: index, isLocal: true, scope: scope, inIfConfig: false)
            }
        }
        assignKeys(paths: sources.map(\.file.path))
        inheritanceKeys = sites.indices.map { k in
            sites[k].declaration.inheritance.map { key(of: $0.components, scope: clauseScope(of: k), inherited: false, file: sites[k].file, clause: true) }
        }
        findObservableProtocols()
        observableAliases = Self.observableAliases(sources, sites: sites, sitesByFile: sitesByFile)
        findChains()
    }

    private mutating func findObservableProtocols() {
        var changed = true
        while changed {
            changed = false
            for (k, site) in sites.enumerated() where site.declaration.kind == .protocol && observableProtocols[site.key] == nil {
                if Self.conformsDirectly(site.declaration) || inheritanceKeys[k].contains(where: { $0.map { seesObservableProtocol($0, from: k) } ?? false }) {
                    observableProtocols[site.key] = k
                    changed = true
                }
            }
        }
    }

    /// The observable protocols a class's own inheritance clause names, and those its
    /// extensions' clauses name (`extension Manager: ConnectionState {}` makes it a conformer).
    func observableProtocols(of site: Int) -> [String] {
        conformanceEntries(of: site).compactMap { entry in
            entry.key.flatMap { seesObservableProtocol($0, from: entry.site) ? $0 : nil }
        }
    }

    /// Whether key `key`, named in the clause of site `site`, is an observable protocol as
    /// that site sees it (review 21c/02, processout: `ProcessOutUI.ViewModel: ObservableObject`
    /// and an unrelated `ProcessOut.ViewModel: AnyObject` share a key, and ProcessOut's
    /// `BaseViewModel` was taken for a conformer of the first): not when the site's module
    /// (`MigrationOptions.modules`) declares a protocol of that key itself, and the observable
    /// one is declared in modules the site's file is not in.
    func seesObservableProtocol(_ key: String, from site: Int) -> Bool {
        guard let observable = observableProtocols[key] else { return false }
        guard let own = modules[sites[site].file], !own.isEmpty,
              let declaring = modules[sites[observable].file], own.isDisjoint(with: declaring) else { return true }
        return !(typesByName[key] ?? []).contains { k in
            sites[k].declaration.kind == .protocol && modules[sites[k].file].map { !$0.isDisjoint(with: own) } == true
        }
    }

    /// The scope an inheritance clause of `site` is read in: the types enclosing the
    /// declaration; for an extension, the extended type and those enclosing it (`extension
    /// Outer { class M: P }` and `extension Outer.M: P` both find `Outer.P`).
    func clauseScope(of site: Int) -> [String] {
        guard sites[site].declaration.kind == .extension else { return sites[site].scope }
        let parts = sites[site].declaration.name.split(separator: ".").map(String.init)
        return (1 ... max(1, parts.count)).map { parts.prefix($0).joined(separator: ".") }
    }

    /// The inheritance entries of a class: its own clause's (`site` is `site`), then those of
    /// the extensions of its key when the run declares one class of that key (which of two an
    /// extension extends cannot be told otherwise); each with the key it names
    /// (`inheritanceKeys`).
    func conformanceEntries(of site: Int) -> [(site: Int, reference: TypeReference, key: String?)] {
        var result = zip(sites[site].declaration.inheritance, inheritanceKeys[site]).map { (site, $0.0, $0.1) }
        guard sites[site].declaration.kind == .class, classesByName[sites[site].key]?.count == 1 else { return result }
        for k in extensionsByName[sites[site].key] ?? [] where !sites[k].isLocal {
            result += zip(sites[k].declaration.inheritance, inheritanceKeys[k]).map { (k, $0.0, $0.1) }
        }
        return result
    }

    /// Whether an extension's clause makes a class of the run an `ObservableObject`
    /// (`extension Manager: ObservableObject {}`): the class is a candidate as if its own clause
    /// named it, and the entry goes with a migration.
    func extendsClassOfTheRun(_ site: Int) -> Bool {
        sites[site].declaration.kind == .extension && !sites[site].isLocal && classesByName[sites[site].key]?.count == 1
    }

    /// Whether a class conforms to `ObservableObject` by its own clause or one of its
    /// extensions': naming it, a protocol of the run that refines it, or a typealias of the
    /// run that composes it.
    func conformsByItsClause(_ site: Int) -> Bool {
        conformanceEntries(of: site).contains { Self.namesObservableObject($0.reference) } || !observableProtocols(of: site).isEmpty
            || !observableAliases(of: site).isEmpty
    }

    /// The observable typealiases (`observableAliases`) a class's clause or its extensions' name.
    func observableAliases(of site: Int) -> [String] {
        guard !observableAliases.isEmpty else { return [] }
        return conformanceEntries(of: site).compactMap { entry in
            entry.reference.components.count == 1 && observableAliases[entry.reference.components[0]] != nil ? entry.reference.components[0] : nil
        }
    }

    private mutating func collect(_ members: [Member], file: Int, isLocal: Bool = false, scope: [String], inIfConfig: Bool = false) {
        var walk = MemberWalk(members).makeIterator()
        while let member = walk.next() {
            guard case let .type(declaration) = member else { continue }
            add(declaration, file: file, isLocal: isLocal, scope: scope, inIfConfig: inIfConfig || walk.clauseDepth > 0)
        }
    }

    private mutating func add(_ declaration: TypeDeclaration, file: Int, isLocal: Bool, scope: [String], inIfConfig: Bool) {
        let site = TypeSite(file: file, declaration: declaration, isLocal: isLocal, scope: scope, inIfConfig: inIfConfig)
        sitesByFile[file].append(sites.count)
        sites.append(site)
        // The index's scope of the members: an extension's body is looked up in the extended
        // type and the types enclosing it.
        let inner: [String]
        if declaration.kind == .extension {
            let parts = declaration.name.split(separator: ".").map(String.init)
            inner = (1 ... max(1, parts.count)).map { parts.prefix($0).joined(separator: ".") }
        } else {
            inner = scope + [site.qualifiedName]
        }
        collect(declaration.members, file: file, isLocal: isLocal, scope: inner, inIfConfig: inIfConfig)
    }

    /// Gives each site its key (`TypeSite.key`) and fills the tables by key; `paths`: the
    /// files' paths, which name the file-private types of one name (`filePrivateKeys(paths:)`).
    private mutating func assignKeys(paths: [String]) {
        var qualifiedBySimple: [String: Set<String>] = [:]
        for site in sites where site.declaration.kind != .extension { qualifiedBySimple[site.simpleName, default: []].insert(site.qualifiedName) }
        let ownKeys = filePrivateKeys(paths: paths)
        for k in sites.indices where sites[k].declaration.kind != .extension {
            let site = sites[k]
            if let own = ownKeys[k] {
                sites[k].key = own
                filePrivateKeys[site.qualifiedName, default: [:]][site.file] = own
            } else {
                sites[k].key = qualifiedBySimple[site.simpleName, default: []].count > 1 ? site.qualifiedName : site.simpleName
                keyByQualifiedName[site.qualifiedName] = sites[k].key
            }
            keysBySimpleName[site.simpleName, default: []].insert(sites[k].key)
        }
        // A name only file-private types declare: the first is the answer where no file is
        // given (as when they shared one key).
        for k in sites.indices where ownKeys[k] != nil && keyByQualifiedName[sites[k].qualifiedName] == nil {
            keyByQualifiedName[sites[k].qualifiedName] = sites[k].key
        }
        for k in sites.indices where sites[k].declaration.kind == .extension {
            // `extension Feed.ViewModel`, `extension ViewModel` (file scope): the type of that
            // qualified name; a name no type of the run has keeps its written form.
            let written = sites[k].declaration.name
            sites[k].key = key(of: written.split(separator: ".").map(String.init), scope: [], file: sites[k].file) ?? written
        }
        for (k, site) in sites.enumerated() {
            if site.declaration.kind != .extension { typesByName[site.key, default: []].append(k) }
            switch site.declaration.kind {
            case .class: classesByName[site.key, default: []].append(k)
            case .extension: extensionsByName[site.key, default: []].append(k)
            default: break
            }
        }
    }

    /// The key of the run's type that a name written in `scope` (the index's lookup scope, the
    /// qualified names enclosing the use, outermost first) refers to, typealiases followed
    /// (rule `scopedTypeLookup`): the compiler's unqualified lookup through the index. Nil when
    /// it names no type of the run. `file`: the file of the use, whose own file-private type of
    /// the name is found first (`filePrivateKeys`). `clause`: the name is written in an
    /// inheritance clause read in `scope`, so a type found by its simple name alone must be in
    /// that scope (`isInClauseScope`): else it is an imported type, nil.
    func key(of components: [String], scope: [String], inherited: Bool = true, file: Int? = nil, clause: Bool = false) -> String? {
        // `Self.Model` in a type (or an extension of it): the innermost enclosing type's member;
        // in a protocol, an associated type of the conformer, which cannot be told.
        if components.first == "Self", components.count > 1 {
            guard let enclosing = scope.last, index.typeEntries(enclosing, useFallback: false)?.contains(where: { $0.kind == .protocol }) != true else { return nil }
            return key(of: enclosing.split(separator: ".").map(String.init) + components.dropFirst(), scope: [], inherited: inherited, file: file)
        }
        guard let last = components.last else { return nil }
        // The common case: one type of that name in the run, written bare.
        if components.count == 1, let keys = keysBySimpleName[last], keys.count == 1, keys.first == last,
           !clause || isInClauseScope(last, written: components, scope: scope) { return last }
        var reference = components
        var lookupScope = scope
        for _ in 0 ..< 8 {
            guard let qualified = index.resolve(reference, in: lookupScope, useFallback: false) else { break }
            if let file, let own = filePrivateKeys[qualified]?[file] { return own }
            if let key = keyByQualifiedName[qualified] { return key }
            // `typealias Model = Feed.ViewModel`: its target, read in the alias's scope.
            guard let alias = index.typeEntries(qualified, useFallback: false)?.first(where: { $0.kind == .typeAlias }),
                  let target = alias.aliasTarget else { break }
            // `typealias PanelModel = Panel<Never>.Model`: the member after the arguments.
            if let path = MigrationSource.genericMemberPath(of: target.parsed) {
                reference = path
            } else {
                guard let nominal = TypeSpelling.nominal(target.text) else { break }
                reference = nominal.name.split(separator: ".").map(String.init)
            }
            lookupScope = alias.scope
        }
        // A class of that simple name nested in a superclass; or, written qualified, what a
        // typealias of the superclass leads to (`Sub.Context`).
        if inherited, keysBySimpleName[last] != nil || components.count > 1, let found = inheritedKey(components, scope: scope, file: file) { return found }
        // `MyApp.Store` (a module name first), or a name the index does not resolve: the one
        // type of that simple name (in a clause, when it is in scope there).
        if let keys = keysBySimpleName[last], keys.count == 1, let only = keys.first, components.count > 1 || only == last,
           !clause || isInClauseScope(only, written: components, scope: scope) { return only }
        return nil
    }

    /// A type nested in a superclass, named through a subclass of the run: `Sub.Context`, or
    /// `Context` written in `Sub`'s body, where `class Base { class Context }` and `class Sub:
    /// Base` (also through a typealias of `Base<…>`, as superclass or as `Alias.Context`). Nil
    /// when no class of the chain nests it.
    private func inheritedKey(_ components: [String], scope: [String], file: Int?) -> String? {
        guard let last = components.last else { return nil }
        // The classes whose members the name is looked up in: the written owner, else the
        // enclosing types from the innermost out.
        var owners: [Int] = []
        if components.count > 1 {
            guard let owner = key(of: Array(components.dropLast()), scope: scope, inherited: false, file: file), let list = classesByName[owner], list.count == 1 else { return nil }
            owners = list
        } else {
            for name in scope.reversed() {
                if let key = keyByQualifiedName[name], let list = classesByName[key], list.count == 1 { owners.append(list[0]) }
            }
        }
        for owner in owners {
            var site = owner
            // `Alias.Context` with `typealias Alias = Base<…>`: the owner itself first.
            if components.count > 1, let key = nestedKey(last, in: owner, file: file) { return key }
            for _ in 0 ..< 16 {
                // The superclass as written, looked up without inherited members (no cycle).
                guard let entry = sites[site].declaration.inheritance.first,
                      let key = key(of: entry.components, scope: sites[site].scope, inherited: false, file: sites[site].file, clause: true),
                      let classes = classesByName[key], classes.count == 1, classes[0] != site else { break }
                let parent = classes[0]
                if let key = nestedKey(last, in: parent, file: file) { return key }
                site = parent
            }
        }
        return nil
    }

    /// The key of the type `name` that class `site` nests: a class of the run, or what a
    /// typealias declared there leads to (`typealias Context = ViewModelContext<State>` in a
    /// generic superclass, element-ios). Nil when the class nests no such type.
    private func nestedKey(_ name: String, in site: Int, file: Int?) -> String? {
        let qualified = sites[site].qualifiedName + "." + name
        if let key = keyByQualifiedName[qualified] { return key }
        guard index.typeEntries(qualified, useFallback: false)?.contains(where: { $0.kind == .typeAlias }) == true else { return nil }
        return key(of: qualified.split(separator: ".").map(String.init), scope: [], inherited: false, file: file)
    }

    /// The classes whose qualified name the run declares more than once, outside the clauses of
    /// one `#if` block (a class in two files, one of them not built): which one a use means
    /// cannot be told. Each key with its sites, in file order.
    var ambiguousClasses: [(key: String, sites: [Int])] {
        classesByName.keys.sorted().compactMap { key in
            let list = classesByName[key] ?? []
            guard list.count > 1, !list.contains(where: { sites[$0].isLocal }) else { return nil }
            // Clauses of one `#if` block in one file declare one class.
            let sameFileClauses = list.allSatisfy { sites[$0].file == sites[list[0]].file && sites[$0].inIfConfig }
            // `private class AppModel` in two files (two app targets' entry points): each file
            // sees its own, and each has a key of its own (`filePrivateKeys`), so such lists
            // are not met here any more; kept for a list that still holds one.
            let visible = list.filter { !isFilePrivate($0) }
            let filePrivate = Set(list.filter(isFilePrivate).map { sites[$0].file })
            let apart = filePrivate.count == list.count - visible.count && visible.count <= 1
                && !visible.contains(where: { filePrivate.contains(sites[$0].file) })
            return sameFileClauses || apart || inDistinctModules(list) ? nil : (key, list)
        }
    }

    /// Whether the file-scope classes `list` are each in known modules, no two in one: each
    /// module sees its own (they share a key, so they migrate or stay together). Declarations
    /// in the clauses of one file's `#if` blocks are one class, as for `ambiguousClasses`
    /// (LumiFur's iOS `WatchConnectivityManager` in `#if os(iOS) … #else`, and the watch app's
    /// own, review 47b/04). A local or nested one, or one of unknown module, may be a rival: false.
    func inDistinctModules(_ list: [Int]) -> Bool {
        guard list.allSatisfy({ !sites[$0].isLocal && sites[$0].scope.isEmpty }) else { return false }
        var byFile: [Int: [Int]] = [:]
        for site in list { byFile[sites[site].file, default: []].append(site) }
        guard byFile.count > 1, byFile.values.allSatisfy({ $0.count == 1 || $0.allSatisfy { sites[$0].inIfConfig } }) else { return false }
        let found = byFile.keys.sorted().compactMap { modules[$0] }
        guard found.count == byFile.count, !found.contains(where: \.isEmpty) else { return false }
        var seen: Set<String> = []
        for set in found {
            guard seen.isDisjoint(with: set) else { return false }
            seen.formUnion(set)
        }
        return true
    }

    /// Whether the class's own inheritance clause names `ObservableObject`.
    static func conformsDirectly(_ declaration: TypeDeclaration) -> Bool {
        declaration.inheritance.contains(where: namesObservableObject)
    }

    static func namesObservableObject(_ reference: TypeReference) -> Bool {
        reference.qualifiedName == "ObservableObject" || reference.qualifiedName == "Combine.ObservableObject"
    }

    /// The classes whose first inheritance entry names a class that the run declares more than
    /// once (`class Store` and `enum Legacy { class Store {} }`): with classes matched by simple
    /// name, which one is the superclass cannot be told, so such a subclass is in no chain. Each
    /// with the name.
    var ambiguousSuperclassUses: [(site: Int, name: String)] {
        sites.indices.compactMap { site in
            guard sites[site].declaration.kind == .class, let key = superclassKey(of: site),
                  let classes = classesByName[key], classes.filter({ $0 != site }).count > 1 else { return nil }
            return (site, key)
        }
    }

    /// Whether clients outside the module see the type: it is `public` or `open`, or it has no
    /// access modifier of its own and is a member of a `public extension` (whose members are
    /// public by default, as The Swift Programming Language's "Access Control" says).
    func isPublic(_ site: Int) -> Bool {
        let head = sites[site].declaration.head
        if head.hasModifier("public") || head.hasModifier("open") { return true }
        guard !sites[site].isLocal, !["internal", "private", "fileprivate", "package"].contains(where: head.hasModifier),
              let enclosing = enclosingSite(file: sites[site].file, token: sites[site].declaration.keyword) else { return false }
        return sites[enclosing].declaration.kind == .extension && sites[enclosing].declaration.head.hasModifier("public")
    }

    /// A file-scope `private`/`fileprivate` declaration: its name is seen in its file only.
    func isFilePrivate(_ site: Int) -> Bool {
        sites[site].scope.isEmpty && (sites[site].declaration.head.hasModifier("private") || sites[site].declaration.head.hasModifier("fileprivate"))
    }

    /// The key of the class's first inheritance entry, resolved in the class's scope; for a
    /// composition (`Base & P`) or a typealias of one (`typealias VM = P & Base`), the class of
    /// the run among its members, as the index reads it (`DeclarationIndex.classNamed`): Swift
    /// makes that class the superclass (review 47c/01, ArticlePortfolioApp).
    func superclassKey(of site: Int) -> String? {
        guard let first = sites[site].declaration.inheritance.first else { return nil }
        let scope = sites[site].scope, file = sites[site].file
        let written = DeclarationIndex.writtenSuperclass(first)
        let members = DeclarationIndex.compositionMembers(written)
        let direct = members.count == 1 ? key(of: first.components, scope: scope, file: file, clause: true) : nil
        if let direct, classesByName[direct] != nil { return direct }
        for member in members where members.count > 1 {
            if let key = key(of: member, scope: scope, file: file, clause: true), classesByName[key] != nil { return key }
        }
        if let qualified = index.classNamed(by: written, in: scope), let key = keyByQualifiedName[qualified], classesByName[key] != nil { return key }
        return direct
    }

    /// The site of the class's superclass in the run: its first inheritance entry, when that
    /// names one class of the run.
    func superclass(of site: Int) -> Int? {
        guard let key = superclassKey(of: site), let classes = classesByName[key], classes.count == 1, classes[0] != site else { return nil }
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

    /// The type sites of `file` whose bodies hold token `index`, innermost first.
    func enclosingSites(file: Int, token index: Int) -> [Int] {
        sitesByFile[file].filter { k in
            guard let open = sites[k].declaration.leftBrace else { return false }
            return open < index && index <= (sites[k].declaration.rightBrace ?? Int.max)
        }.sorted { (sites[$0].declaration.leftBrace ?? 0) > (sites[$1].declaration.leftBrace ?? 0) }
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
        MemberWalk(members).compactMap { if case let .variable(variable) = $0 { variable } else { nil } }
    }

    /// The functions of a body (in `#if` clauses too).
    static func functions(_ members: [Member]) -> [FunctionDeclaration] {
        MemberWalk(members).compactMap { if case let .function(function) = $0 { function } else { nil } }
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
