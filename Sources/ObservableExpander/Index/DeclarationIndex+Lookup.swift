import ObservableSyntax

/// Looking names up as the compiler does: unqualified lookup from the innermost scope out,
/// module-qualified names, the module's own declarations before the default context's, and
/// superclass chains.
extension DeclarationIndex {
    /// The entries declaring qualified name `name`: this index's, else (when `useFallback`) the
    /// default context's. Nil when neither declares it.
    /// `longestTypeName`, of the fallback's names too when `useFallback`.
    package func longestTypeName(useFallback: Bool) -> Int {
        guard useFallback, let fallback else { return longestTypeName }
        return max(longestTypeName, fallback.shared.index.longestTypeName)
    }

    package func typeEntries(_ name: String, useFallback: Bool = true) -> [TypeEntry]? {
        if let own = storedTypes(name), !own.isEmpty { return own }
        guard useFallback, let fallback else { return nil }
        return fallback.shared.index.storedTypes(name)
    }

    /// `types[name]`, or the saved entries read on demand.
    func storedTypes(_ name: String) -> [TypeEntry]? {
        if let own = types[name] { return own }
        if let interfaces { return interfaces.types(name) }
        if let archive { return archive.types(name) }
        return runLookup?.types(name)
    }

    /// `members[owner]`, or the saved entries read on demand.
    func storedMembers(of owner: String) -> [String: [MemberEntry]]? {
        if let own = members[owner] { return own }
        if let interfaces { return interfaces.members(of: owner) }
        if let archive { return archive.members(of: owner) }
        return runLookup?.members(of: owner)
    }

    /// `associatedTypes[name]`, or the saved entries read on demand.
    func storedAssociatedTypes(_ name: String) -> Set<String>? {
        if let own = associatedTypes[name] { return own }
        if let interfaces { return interfaces.associatedTypes(name) }
        if let archive { return archive.associatedTypes(name) }
        return runLookup?.associatedTypes(name)
    }

    /// `extensionConformances[name]`, or the saved entries read on demand.
    func storedConformances(_ name: String) -> [[String]]? {
        if let own = extensionConformances[name] { return own }
        if let interfaces { return interfaces.extensionConformances(name) }
        if let archive { return archive.extensionConformances(name) }
        return runLookup?.extensionConformances(name)
    }

    /// Whether an extension adds `Observable` to `name` (as `observableExtensions`, or the
    /// files read on demand).
    package func declaresObservableExtension(_ name: String) -> Bool {
        if observableExtensions.contains(name) { return true }
        return runLookup?.declaresObservableExtension(name) ?? false
    }

    /// The members named `name` of the type `owner` (qualified): declared in this index and in
    /// the default context (a module may extend a standard type).
    package func memberEntries(of owner: String, named name: String) -> [MemberEntry] {
        var found = storedMembers(of: owner, named: name) ?? []
        if let fallback, let more = fallback.shared.index.storedMembers(of: owner, named: name) { found += more }
        return found
    }

    /// `storedMembers(of: owner)?[name]`, reading only that name's declarations when the
    /// interfaces are read on demand (all the file scope's would be every free function).
    func storedMembers(of owner: String, named name: String) -> [MemberEntry]? {
        if let own = members[owner] { return own[name] }
        if let interfaces { return interfaces.members(of: owner, named: name) }
        if let archive { return archive.members(of: owner, named: name) }
        return runLookup?.members(of: owner, named: name)
    }

    /// Whether `owner` has any member named `name` in this index (not the fallback), so that a
    /// type of the run is not sent to the default context for its members.
    package func declaresMembers(of owner: String) -> Bool { storedMembers(of: owner) != nil }

    /// The qualified name that `components` (as written in scope `scope`, outermost first)
    /// refers to, by the compiler's unqualified lookup: the innermost enclosing scope that
    /// declares the first component wins, then the rest are members of it. A first component
    /// that no scope declares as a type and that is followed by a name declared at the top
    /// level is taken for a module name (`Swift.Duration`, `Models.Visibility`). Nil when
    /// nothing declares it.
    package func resolve(_ components: [String], in scope: [String], useFallback: Bool = true) -> String? {
        // Every name looked up below has at least `components.count - 1` components.
        guard let first = components.first, components.count <= longestTypeName(useFallback: useFallback) + 1 else { return nil }
        // The enclosing scopes from the innermost out, then the file scope (`""`); no list made.
        var level = scope.count
        while level >= 0 {
            let enclosing = level > 0 ? scope[level - 1] : ""
            level -= 1
            let head = enclosing.isEmpty ? first : enclosing + "." + first
            guard typeEntries(head, useFallback: useFallback && enclosing.isEmpty) != nil || enclosing.isEmpty else { continue }
            let name = components.count == 1 ? head : ([head] + components.dropFirst()).joined(separator: ".")
            if typeEntries(name, useFallback: useFallback) != nil { return name }
            break
        }
        if components.count > 1, typeEntries(first, useFallback: useFallback) == nil {
            let rest = components.dropFirst().joined(separator: ".")
            if typeEntries(rest, useFallback: useFallback) != nil { return rest }
        }
        return nil
    }

    /// The member type (or type alias) named `name` that code inside the innermost type of
    /// `scope` (qualified names, outermost first) finds before the file scope, by the
    /// compiler's unqualified lookup: at each type from the innermost out, its own members (its
    /// body or an extension, in any file of the run or its context), then its superclasses'
    /// (and their extensions'), at most 64 a level. Its qualified name (`Base.Palette`), or nil
    /// when no such type declares one. The standard library is not asked: it declares no
    /// member type in the run's types. The second form takes the innermost type's superclass
    /// (qualified; nil: none) from the caller, who read it from the declaration (a class being
    /// expanded): its entry is then not read (for a file being expanded, that read made the
    /// file's part from its whole tree, most of the lookup's cost in a real-shaped run).
    package func nearerMemberType(_ name: String, in scope: [String]) -> String? {
        nearerMemberType(name, in: scope) { superclass(of: scope[scope.count - 1]) }
    }

    /// `nearerMemberType(_:in:)`, where the innermost type's superclass is `superclassOfInnermost()`.
    package func nearerMemberType(_ name: String, in scope: [String], superclassOfInnermost: () -> String?) -> String? {
        for level in scope.indices.reversed() {
            var visited: Set<String> = []
            var current: String? = scope[level]
            while let type = current, visited.count < 64, visited.insert(type).inserted {
                let member = type + "." + name
                if typeEntries(member, useFallback: false) != nil { return member }
                if level == scope.count - 1, visited.count == 1 {
                    current = superclassOfInnermost()
                } else {
                    current = superclass(of: type)
                }
            }
        }
        return nil
    }

    /// Whether the class whose first inherited type is `components` (as `writtenSuperclass`
    /// keeps it: a name, or a composition's members separated by `&`), written in `scope`, gets
    /// `Observable` from an ancestor: the superclass, or any class above it through classes of
    /// the run and its context (annotated or not), is annotated, declares the conformance
    /// itself, or has it added by an extension. Each link is read by `classNamed(by:in:)`, as
    /// `superclass(of:)` and migrate read it: a name, a composition (`Base & P`: Swift reads
    /// `class C: Base & P` as a subclass of `Base`, exact48), a typealias of either, also
    /// generic (`= Base<Int>`), or an alias of an alias. The default context is not asked: no
    /// class of the standard library is observable.
    package func hasObservableAncestor(_ components: [String]?, in scope: [String]) -> Bool {
        var visited: Set<String> = []
        var next = components.flatMap { classNamed(by: $0, in: scope, useFallback: false) }
        while let name = next, visited.insert(name).inserted {
            // A name declared as a class in one clause and as something else in another: the
            // class decides (only a class can be a superclass).
            let classes = (storedTypes(name) ?? []).filter { $0.kind == .class }
            guard !classes.isEmpty else { return false }
            if declaresObservableExtension(name) || classes.contains(where: { $0.isAnnotated || $0.declaresObservable }) { return true }
            if conformsThroughRefinedProtocol(name) { return true }
            // Through a type alias (`class Base: Obs`, `typealias Obs = Observable & AnyObject`;
            // break 48/5: the subclass got a second, redundant conformance).
            if classes.contains(where: { observableAlias(in: $0.inherited, scope: $0.scope) != nil }) { return true }
            next = classes.first.flatMap { entry in entry.firstInherited.flatMap { classNamed(by: $0, in: entry.scope, useFallback: false) } }
        }
        return false
    }

    /// Whether a class gets `Observable` from its ancestors in every build configuration.
    package enum ObservableAncestry: Equatable {
        /// In none: no ancestor is observable.
        case none
        /// In every one.
        case inherited
        /// In some only: `name` (qualified) is declared differently per `#if` clause (observable
        /// in one, not in another), or an extension inside an `#if` clause adds `Observable` to it.
        case conditional(String)
        /// The run declares several classes `name` (qualified) outside `#if` clauses, observable
        /// and not: files of different targets in one folder run, which reads them as one
        /// module (break 49/5a: this was told as an `#if` clause that does not exist).
        case redeclared(String)
    }

    /// `hasObservableAncestor(components, in: scope)` told per build configuration (break
    /// 48/2): each declaration of a class (one per `#if` clause) is followed on its own, and an
    /// extension adding `Observable` inside an `#if` clause (`conditionalObservableExtensionKey`)
    /// counts for some configurations only. At most 64 names are read.
    package func observableAncestry(_ components: [String]?, in scope: [String]) -> ObservableAncestry {
        var budget = 64
        return ancestry(components, scope, visited: [], budget: &budget)
    }

    private func ancestry(_ components: [String]?, _ scope: [String], visited: Set<String>, budget: inout Int) -> ObservableAncestry {
        budget -= 1
        guard budget >= 0, let components else { return .none }
        // A composition (`Base & P`, as `writtenSuperclass` keeps it) names its class (exact48).
        let resolved = components.contains("&") ? classNamed(by: components, in: scope, useFallback: false) : resolve(components, in: scope, useFallback: false)
        guard let name = resolved, !visited.contains(name) else { return .none }
        let seen = visited.union([name])
        let entries = storedTypes(name) ?? []
        var answers: [ObservableAncestry] = []
        let classes = entries.filter { $0.kind == .class }
        if classes.isEmpty {
            // `typealias Alias = Base`, one a clause when declared per `#if` clause.
            for alias in entries where alias.kind == .typeAlias {
                if let nominal = alias.aliasTarget?.parsed.nominal {
                    answers.append(ancestry(nominal.name.split(separator: ".").map(String.init), alias.scope, visited: seen, budget: &budget))
                } else if let target = alias.aliasTarget, case let .composition(list) = target.parsed.kind {
                    // `typealias BaseP = Base & P`: the composition's class.
                    let members = list.compactMap { $0.nominal.map { $0.name.split(separator: ".").map(String.init) } }
                    answers.append(ancestry(Array(members.joined(separator: ["&"])), alias.scope, visited: seen, budget: &budget))
                } else {
                    answers.append(.none)
                }
            }
            if answers.isEmpty { return .none }
        } else {
            if declaresObservableExtension(name) { return .inherited }
            // Also through a type alias of `Observable` (break 48/5).
            let declared = classes.map { $0.isAnnotated || $0.declaresObservable || observableAlias(in: $0.inherited, scope: $0.scope) != nil }
            if declared.allSatisfy({ $0 }) { return .inherited }
            // After the cheap checks: the protocols' walk reads the files that declare them.
            if conformsThroughRefinedProtocol(name) { return .inherited }
            for (entry, declaresIt) in zip(classes, declared) {
                if declaresIt {
                    answers.append(.inherited)
                } else {
                    answers.append(entry.firstInherited.map { ancestry($0, entry.scope, visited: seen, budget: &budget) } ?? .none)
                }
            }
        }
        if let split = answers.first(where: { switch $0 { case .conditional, .redeclared: true; default: false } }) { return split }
        if answers.allSatisfy({ $0 == .inherited }) { return .inherited }
        if declaresObservableExtension(Self.conditionalObservableExtensionKey(name)) { return .conditional(name) }
        if answers.contains(.inherited) {
            let classes = entries.filter { $0.kind == .class }
            return classes.count > 1 && !classes.contains(where: \.isConditional) ? .redeclared(name) : .conditional(name)
        }
        return .none
    }

    /// The first entry of an inheritance clause (each entry's name components, written in
    /// `scope`) that is a type alias of `Observable`, directly or through other aliases, alone
    /// or in a composition (`typealias Obs = Observable`, `= Observable & Sendable`), as
    /// written; nil when there is none. The class then declares the conformance itself and the
    /// compiler asks the macro for no extension (one would be a redundant conformance).
    package func observableAlias(in inheritance: [[String]], scope: [String]) -> String? {
        inheritance.first { aliasLeadsToObservable($0, scope) }.map { $0.joined(separator: ".") }
    }

    private func aliasLeadsToObservable(_ components: [String], _ scope: [String]) -> Bool {
        var visited: Set<String> = []
        var pending = [(components, scope)]
        while let (reference, scope) = pending.popLast() {
            guard visited.count < 64, let name = resolve(reference, in: scope, useFallback: false), visited.insert(name).inserted else { continue }
            let entries = storedTypes(name) ?? []
            // Only a name that is nothing but an alias (a type of that name decides otherwise).
            guard let alias = entries.first(where: { $0.kind == .typeAlias }), let target = alias.aliasTarget,
                  entries.allSatisfy({ $0.kind == .typeAlias }) else { continue }
            let parts: [TypeExpr]
            let parsed = target.parsed
            if case let .composition(list) = parsed.kind { parts = list } else { parts = [parsed] }
            for part in parts {
                let text = part.text
                if text == "Observable" || text == "Observation.Observable" { return true }
                pending.append((text.split(separator: ".").map(String.init), alias.scope))
            }
        }
        return false
    }

    /// Whether class `name` conforms to a protocol of the index that refines `Observable`
    /// (`protocol ObservableLike: Observable`, `class C: ObservableLike`).
    func conformsThroughRefinedProtocol(_ name: String) -> Bool {
        protocols(of: name).contains { protocolName in
            (typeEntries(protocolName) ?? []).contains { entry in
                entry.kind == .protocol && entry.inherited.contains { $0 == ["Observable"] || $0 == ["Observation", "Observable"] }
            }
        }
    }

    /// The protocols type `name` conforms to that the index declares, through its inheritance
    /// clauses, its extensions' and the protocols' own, nearest first (at most 64).
    package func protocols(of name: String) -> [String] {
        var found: [String] = []
        var queue: [String] = [name]
        var seen: Set<String> = [name]
        while !queue.isEmpty, found.count < 64 {
            let current = queue.removeFirst()
            var references: [([String], [String])] = []
            for entry in typeEntries(current) ?? [] { references += entry.inherited.map { ($0, entry.scope) } }
            for own in [storedConformances(current), fallback?.shared.index.storedConformances(current)] {
                references += (own ?? []).map { ($0, []) }
            }
            for (reference, scope) in references {
                guard let resolved = resolve(reference, in: scope), seen.insert(resolved).inserted,
                      typeEntries(resolved)?.contains(where: { $0.kind == .protocol }) == true else { continue }
                found.append(resolved)
                queue.append(resolved)
            }
        }
        return found
    }

    /// The superclass of class `name` (qualified), when the index declares it: its first
    /// inheritance entry read by `classNamed(by:in:)`.
    package func superclass(of name: String) -> String? {
        guard let entry = typeEntries(name)?.first(where: { $0.kind == .class }), let inherited = entry.firstInherited else { return nil }
        return classNamed(by: inherited, in: entry.scope)
    }

    /// The class (qualified) that a class's first inheritance entry names, as `firstInherited`
    /// holds it (written in `scope`): the name itself, or the class among the members of a
    /// composition (`Base & P`: Swift reads `class C: Base & P` as a subclass of `Base`, review
    /// 47c/01), directly or through typealiases of the index (`typealias VM = P & Base`, an alias
    /// of such an alias; at most 64 names); nil when none is a class the index declares.
    /// `useFallback`: whether names are also looked up in the default context (the expander's
    /// conformance rule does not ask it: `hasObservableAncestor`).
    package func classNamed(by written: [String], in scope: [String], useFallback: Bool = true) -> String? {
        var pending = Self.compositionMembers(written).map { ($0, scope) }
        var visited: Set<String> = []
        while !pending.isEmpty, visited.count < 64 {
            let (reference, lookupScope) = pending.removeFirst()
            guard let name = resolve(reference, in: lookupScope, useFallback: useFallback), visited.insert(name).inserted else { continue }
            let entries = typeEntries(name, useFallback: useFallback) ?? []
            if entries.contains(where: { $0.kind == .class }) { return name }
            guard let alias = entries.first(where: { $0.kind == .typeAlias }), let target = alias.aliasTarget else { continue }
            let parsed = target.parsed
            let members: [TypeExpr]
            if case let .composition(list) = parsed.kind { members = list } else { members = [parsed] }
            pending += members.compactMap { $0.nominal.map { ($0.name.split(separator: ".").map(String.init), alias.scope) } }
        }
        return nil
    }

    /// The names a first inheritance entry (`firstInherited`) joins: one for a name, each
    /// member's for a composition, which `writtenSuperclass` keeps separated by `&`.
    static func compositionMembers(_ written: [String]) -> [[String]] {
        written.split(separator: "&").map(Array.init)
    }

    /// A class's first inheritance entry as `firstInherited` keeps it: the name's components, or
    /// for a composition (`Base & P`, whose components were run together) each member's name,
    /// separated by `&` (read back by `compositionMembers`).
    package static func writtenSuperclass(_ entry: TypeReference) -> [String] {
        guard let names = ObservationRules.compositionMemberNames(entry) else { return entry.components }
        return Array(names.joined(separator: ["&"]))
    }
}
