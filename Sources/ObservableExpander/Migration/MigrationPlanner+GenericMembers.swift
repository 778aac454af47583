import ObservableSyntax

/// Members whose declared type is a generic parameter of their owner (`class Entity<B> {
/// var extra: B? }`): such a type is never read as a type of that name; it is the receiver's
/// generic argument where the receiver's written type gives it (`let p: Entity<Extra>`,
/// `Entity<Extra>()`, `typealias Post = Entity<Extra>`, `class Post: Entity<Extra>`), else
/// unknown.
extension MigrationPlanner {
    /// A generic type as a value's written type applies it: the key of the type and its
    /// arguments, each with the lookup scope it is written in.
    struct GenericApplication {
        var key: String
        var arguments: [(text: String, scope: [String])]
    }

    /// The result of reading a member's declared type through a generic application.
    enum GenericMemberType {
        /// The member's type is not a generic parameter of its owner: read it as usual.
        case notGeneric
        /// The receiver's argument for the parameter (a type key).
        case substituted(String)
        /// A generic parameter whose argument cannot be told.
        case unknown
    }

    /// The generic parameter names of the type keyed `key`, in order, as its declaration in
    /// the run writes them (`class Entity<T, B>`: `T`, `B`); empty for no such type.
    func genericParameterNames(ofKey key: String) -> [String] {
        for k in catalogue.typesByName[key] ?? [] where catalogue.sites[k].declaration.kind != .extension {
            let names = catalogue.sites[k].declaration.genericParameters.map(\.name)
            if !names.isEmpty { return names }
        }
        return []
    }

    /// Whether simple name `written` is a generic parameter of the type keyed `key` or of a
    /// type of the run enclosing it (`Outer<T>.Inner`).
    func isGenericParameter(_ written: String, ofKey key: String) -> Bool {
        guard !written.contains(".") else { return false }
        var parts = key.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            if genericParameterNames(ofKey: parts.joined(separator: ".")).contains(written) { return true }
            parts.removeLast()
        }
        return false
    }

    /// Whether simple name `written` is a generic parameter of the type the index names
    /// `qualified` or of a type enclosing it.
    func isIndexGenericParameter(_ written: String, ofQualified qualified: String) -> Bool {
        guard !written.contains(".") else { return false }
        var parts = qualified.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            if runIndex.index.typeEntries(parts.joined(separator: "."), useFallback: false)?.contains(where: { $0.genericParameters.contains(written) }) == true { return true }
            parts.removeLast()
        }
        return false
    }

    /// The generic application that type text `text` (read in `scope`) writes: `Entity<Extra>`
    /// gives `Entity` and `Extra`; a typealias of the run is followed to its target
    /// (`typealias Post = Entity<PostData, Extra>`); a non-generic class of the run gives no
    /// arguments (its superclass clause may give them). Nil when it names no class of the run
    /// or the arguments do not match the parameters.
    func genericApplication(ofWritten text: String, scope: [String]) -> GenericApplication? {
        var current = text
        var currentScope = scope
        for _ in 0 ..< 8 {
            var stripped = current.trimmed(of: [" "])
            while stripped.hasSuffix("?") || stripped.hasSuffix("!") { stripped.removeLast() }
            guard let nominal = TypeSpelling.nominal(stripped) else { return nil }
            let components = nominal.name.split(separator: ".").map(String.init)
            if nominal.arguments.isEmpty, let qualified = runIndex.index.resolve(components, in: currentScope, useFallback: false),
               catalogue.keyByQualifiedName[qualified] == nil,
               let alias = runIndex.index.typeEntries(qualified, useFallback: false)?.first(where: { $0.kind == .typeAlias }),
               let target = alias.aliasTarget {
                current = target.text
                currentScope = alias.scope
                continue
            }
            let key = typeKey(nominal.name, scope: currentScope)
            guard catalogue.typesByName[key] != nil, genericParameterNames(ofKey: key).count == nominal.arguments.count else { return nil }
            return GenericApplication(key: key, arguments: nominal.arguments.map { ($0, currentScope) })
        }
        return nil
    }

    /// The type of member `member` (instance, stored or computed) of `application`'s type or a
    /// superclass of it in the run, when its written type is a generic parameter of the class
    /// that declares it (`var extra: B?`; with `element`, `var items: [B]` read through a
    /// subscript): the argument that the application (or the superclass clauses on the way,
    /// `class Post: Entity<PostData, Extra>`) gives it, else `.unknown`. `.notGeneric` for any
    /// other member.
    func genericMemberType(of application: GenericApplication, member: String, element: Bool) -> GenericMemberType {
        var owner = application.key
        var substitutions: [String: (text: String, scope: [String])] = [:]
        for (name, argument) in zip(genericParameterNames(ofKey: owner), application.arguments) { substitutions[name] = argument }
        for _ in 0 ..< 16 {
            for body in catalogue.bodies(of: owner) {
                let site = catalogue.sites[body]
                let source = sources[site.file]
                for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                    for binding in variable.bindings where name(of: binding, in: source) == member {
                        guard let annotation = binding.typeAnnotation else { return .notGeneric }
                        let written = element ? source.elementTypeName(ofAnnotation: annotation)
                            : Self.nominalName(ofType: source.sourceText(annotation))
                        guard let written, isGenericParameter(written, ofKey: owner) else { return .notGeneric }
                        guard let argument = substitutions[written], let nominal = Self.nominalName(ofType: argument.text) else { return .unknown }
                        // The argument may itself be a parameter of the type the value was
                        // written in (`Entity<B>` inside `class Box<B>`): not known here.
                        let key = typeKey(nominal, scope: argument.scope)
                        return isGenericParameter(nominal, ofKey: argument.scope.last ?? "") ? .unknown : .substituted(key)
                    }
                }
            }
            // The superclass clause maps the superclass's parameters to this class's arguments.
            guard let sites = catalogue.classesByName[owner], sites.count == 1, let parent = catalogue.superclass(of: sites[0]) else { return .notGeneric }
            let parentKey = catalogue.sites[parent].key
            let site = catalogue.sites[sites[0]]
            let scope = lookupScope(file: site.file, token: site.declaration.keyword)
            var next: [String: (text: String, scope: [String])] = [:]
            for entry in site.declaration.inheritance {
                let text = sources[site.file].sourceText(entry.span)
                guard let nominal = TypeSpelling.nominal(text), typeKey(nominal.name, scope: scope) == parentKey else { continue }
                for (name, argument) in zip(genericParameterNames(ofKey: parentKey), nominal.arguments) {
                    // `class Sub<X>: Base<X>`: `X` is the application's argument for `Sub`.
                    next[name] = substitutions[argument.trimmed(of: [" "])] ?? (argument, scope + [owner])
                }
            }
            substitutions = next
            owner = parentKey
        }
        return .notGeneric
    }

    /// The type of a member chain's link `member` of a value of type key `current` when its
    /// declared type is a generic parameter: `genericMemberType` through `application` (else
    /// `current` with no arguments), `.some(nil)` when unknown. Nil for any other member, which
    /// the caller reads as usual.
    /// `inScope`: the link is read from `self` in the body of `current`, where a parameter of
    /// `current` is the parameter in scope (typed by its name, as a property read by name is).
    func genericLinkType(of current: String, application: GenericApplication?, member: String, element: Bool, inScope: Bool = false) -> String?? {
        // An application of another type (a local hiding a property) says nothing of `current`.
        let written = application.flatMap { $0.key == current ? $0 : nil }
        switch genericMemberType(of: written ?? GenericApplication(key: current, arguments: []), member: member, element: element) {
        case let .substituted(type): return .some(type)
        case .unknown: return .some(inScope ? ownParameterType(of: current, member: member, element: element) : nil)
        case .notGeneric: return nil
        }
    }

    /// The generic parameter of the type keyed `key` that its own member `member` is written
    /// with (`var extra: B?`: `B`), or nil.
    func ownParameterType(of key: String, member: String, element: Bool) -> String? {
        for body in catalogue.bodies(of: key) {
            let site = catalogue.sites[body]
            let source = sources[site.file]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where name(of: binding, in: source) == member {
                    guard let annotation = binding.typeAnnotation,
                          let written = element ? source.elementTypeName(ofAnnotation: annotation) : Self.nominalName(ofType: source.sourceText(annotation)),
                          isGenericParameter(written, ofKey: key) else { return nil }
                    return written
                }
            }
        }
        return nil
    }

    /// The generic application of the type written for value `name` as seen at token `index` of
    /// `file`: a parameter or local's annotation (`p: Entity<Extra>`), a local's initializer
    /// call or cast (`= Entity<Extra>()`, `= x as? Entity<A, B>`), else a stored property of an
    /// enclosing type (annotation or initializer call). Nil when none is written there.
    func writtenApplication(ofValue name: String, file: Int, token index: Int) -> GenericApplication? {
        writtenValueType(ofValue: name, file: file, token: index) { text, scope in genericApplication(ofWritten: text, scope: scope) }
    }

    /// What `read` makes of the type text written for value `name` as seen at token `index` of
    /// `file` (with the lookup scope of its declaration), found as `writtenApplication` says: the
    /// last declaration before the use in its member wins (`name: T` after `(` or `,` only when
    /// `read` takes it: it may be a call's label; a local whose type is not written hides the
    /// properties), else a stored property of an enclosing type. Nil when none is read.
    /// `property`: the value is written `self.name`, which no parameter or local names: only
    /// the stored property is looked at (review 48/4).
    func writtenValueType<T>(ofValue name: String, file: Int, token index: Int, property: Bool = false, _ read: (String, [String]) -> T?) -> T? {
        let source = sources[file]
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        let start = enclosing.flatMap { Self.memberStart(in: catalogue.sites[$0].declaration.members, holding: index) ?? catalogue.sites[$0].declaration.leftBrace } ?? 0
        let scope = lookupScope(file: file, token: index)
        // The last declaration wins; a local whose type is not written hides the properties.
        var found: T?
        var local = false
        var j = property ? index : start
        while j < index {
            defer { j += 1 }
            guard source.kind(j) == .identifier, source.text(j) == name, !(j > 0 && source.kind(j - 1) == .period), source.isVisible(j, at: index) else { continue }
            let declared = j > 0 && (source.isWord(j - 1, "let") || source.isWord(j - 1, "var"))
            let application = source.kind(j + 1) == .colon || declared && source.kind(j + 1) == .equal
                ? typeText(file: file, from: j + 2, initializer: source.kind(j + 1) == .equal).flatMap { read($0, scope) } : nil
            // `name: T` after `(` or `,` may be a call's label: only what `read` takes counts.
            if declared || application != nil {
                found = application
                local = true
            }
        }
        if local { return found }
        // A stored property of an enclosing type.
        let candidates = catalogue.enclosingSites(file: file, token: index)
        for k in candidates {
            for body in catalogue.bodies(of: catalogue.sites[k].key) + inheritedBodies(of: catalogue.sites[k].key) {
                let site = catalogue.sites[body]
                for variable in ModelCatalogue.variables(site.declaration.members) {
                    for binding in variable.bindings where self.name(of: binding, in: sources[site.file]) == name {
                        let first = binding.typeAnnotation?.first ?? binding.initializer?.first
                        guard let first, let text = typeText(file: site.file, from: first, initializer: binding.typeAnnotation == nil) else { return nil }
                        return read(text, lookupScope(file: site.file, token: first))
                    }
                }
            }
        }
        return nil
    }

    /// The text of the type written from token `first` of `file`: a type (`Entity<A, B>?`);
    /// with `initializer`, the callee of a call (`Entity<A, B>(…)`) or the type after a final
    /// `as?`/`as!`/`as`. Nil when no such type is written there.
    func typeText(file: Int, from first: Int, initializer: Bool) -> String? {
        let source = sources[file]
        var start = first
        if initializer {
            // A cast at the end of the value, outside brackets.
            var depth = 0, k = first
            while k < source.tokens.count - 1 {
                switch source.kind(k) {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                default: break
                }
                if depth < 0 { break }
                if depth == 0 && source.isWord(k, "as") { start = k + 1 }
                let next = k + 1
                if depth == 0 && (source.kind(next) == .semicolon || source.kind(next) == .rightBrace || source.kind(next) == .endOfFile
                    || source.tokens[next].isAtStartOfLine || source.kind(next) == .leftBrace || source.kind(next) == .comma || source.isWord(next, "else")) { break }
                k += 1
            }
            if start != first, source.isWord(start, "?") || source.isWord(start, "!") { start += 1 }
        }
        guard start < source.tokens.count, source.kind(start) == .identifier else { return nil }
        // Names, periods and a generic argument clause; `?`/`!` after it.
        var angle = 0, end = start, k = start
        while k < source.tokens.count - 1 {
            let text = source.text(k)
            if angle == 0 && k > start && !(source.kind(k) == .period || source.kind(k) == .identifier && source.kind(k - 1) == .period || text.hasPrefix("<")) { break }
            for character in text { if character == "<" { angle += 1 } else if character == ">" { angle -= 1 } }
            end = k
            k += 1
            if angle == 0 && text.hasSuffix(">") { break }
        }
        guard angle == 0 else { return nil }
        // An initializer that is not a call of the type written there (`= post.extra`) writes no type.
        if initializer && start == first && !(source.kind(end + 1) == .leftParen || source.kind(end + 1) == .leftBrace) { return nil }
        return source.sourceText(TokenSpan(start, end))
    }

    /// The argument for generic parameter `parameter` of the type keyed `key` that the value
    /// `subject` (tokens of `file`: a name, or `self.name`) is written with
    /// (`var content: Either<Post, Comment>`): its key; nil when the value is not written as
    /// an application of that type, or the argument is no simple name.
    func writtenArgument(for parameter: String, ofKey key: String, subject: TokenSpan, file: Int) -> String? {
        guard let argument = writtenArgumentText(for: parameter, ofKey: key, subject: subject, file: file),
              let nominal = Self.nominalName(ofType: argument.text) else { return nil }
        let scope = argument.scope
        return isGenericParameter(nominal, ofKey: scope.last ?? "") ? nil : unaliased(typeKey(nominal, scope: scope))
    }

    /// `writtenArgument` as written (`Post` of `Either<Post, Comment>`), with its lookup scope.
    func writtenArgumentText(for parameter: String, ofKey key: String, subject: TokenSpan, file: Int) -> (text: String, scope: [String])? {
        let source = sources[file]
        let name: Int
        if subject.first == subject.last, source.kind(subject.first) == .identifier {
            name = subject.first
        } else if subject.last == subject.first + 2, source.isWord(subject.first, "self"), source.kind(subject.first + 1) == .period {
            name = subject.last
        } else {
            return nil
        }
        guard let application = writtenApplication(ofValue: source.text(name), file: file, token: name), application.key == key,
              let position = genericParameterNames(ofKey: key).firstIndex(of: parameter), position < application.arguments.count else { return nil }
        return application.arguments[position]
    }

    /// The collection argument of SwiftUI's `ForEach(collection) { … }` (also `ForEach(c, id:
    /// \.self) { … }`, `SwiftUI.ForEach(…)`), or `List(collection) { … }` (`List(_:rowContent:)`,
    /// `List(_:id:rowContent:)`, `List(_:selection:rowContent:)`, whose row closure binds the
    /// element as `ForEach`'s does: review 48/03), whose trailing closure opens at `open`: its
    /// first and last tokens. Nil for any other closure, or a labelled first argument.
    func forEachCollection(open: Int, file: Int) -> TokenSpan? {
        let source = sources[file]
        guard open > 2, source.kind(open - 1) == .rightParen, let paren = openingParen(file: file, of: open - 1), paren > 0,
              source.isWord(paren - 1, "ForEach") || source.isWord(paren - 1, "List"),
              !(paren > 1 && source.kind(paren - 2) == .period && !source.isWord(paren - 3, "SwiftUI")) else { return nil }
        guard paren + 1 <= open - 2 else { return nil }
        let arguments = source.splitAtCommas(TokenSpan(paren + 1, open - 2))
        guard let first = arguments.first, first.first <= first.last, !(source.kind(first.first) == .identifier && source.kind(first.first + 1) == .colon) else { return nil }
        return first
    }
}
