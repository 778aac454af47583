import ObservableSyntax

/// `$store.name` through `@Environment(Store.self) var store`: `@Environment` has no projected
/// value, so the binding is made through a `@Bindable var store = store` local at the start of
/// the member that makes it (SwiftUI's documented pattern), or the site is an error.
extension MigrationPlanner {
    /// The classes a view may hold with Observation's wrappers: those this run migrates and
    /// those that are `@Observable` already.
    var observableClasses: Set<String> { migrated.union(alreadyObservable) }

    /// Views that already hold an observable class with `@Environment(T.self)` and make
    /// bindings `$x` without the `@Bindable` local (a half-done migration): the locals are added.
    mutating func finishEnvironmentBindings() {
        guard !observableClasses.isEmpty else { return }
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind == .struct || site.declaration.kind == .extension {
            let source = sources[site.file]
            for variable in ModelCatalogue.variables(site.declaration.members) {
                guard let attribute = ModelCatalogue.attributes(variable.attributes).first(where: { $0.name == "Environment" || $0.name == "SwiftUI.Environment" }),
                      attribute.span.last >= attribute.span.first + 4, let binding = variable.bindings.first,
                      let name = name(of: binding, in: source) else { continue }
                // `@Environment(Store.self)`: `(`, `Store`, `.`, `self`, `)` close the span.
                let last = attribute.span.last
                guard source.kind(last) == .rightParen, source.isWord(last - 1, "self"), source.kind(last - 2) == .period,
                      source.kind(last - 3) == .identifier, observableClasses.contains(source.text(last - 3)) else { continue }
                addBindableLocals(name, site: k, unfinished: source.text(last - 3))
            }
        }
    }

    /// For each member of the type declared at `site` (and the extensions of its name; not of
    /// another type of the same name, as two targets of an app may declare) that makes a binding
    /// `$name` (or `self.$name`): a `@Bindable var name = name` local first in its body (once;
    /// not when one is there), `self.$name` made `$name`. A use outside a member that can take
    /// a statement (`body`, a result builder such as `@ViewBuilder`, a function or getter with `return`) is an error.
    /// `unfinished`: the class, when the `@Environment` property was there before the run (a
    /// half-done migration: each local added is then also a warning, which `--check -q` shows).
    mutating func addBindableLocals(_ name: String, site own: Int, unfinished: String? = nil) {
        let typeName = catalogue.sites[own].key
        let sites = (catalogue.sites[own].declaration.kind == .extension ? [] : [own]) + (catalogue.extensionsByName[typeName] ?? [])
        let spans: [(file: Int, span: TokenSpan)] = sites.compactMap { k in
            let declaration = catalogue.sites[k].declaration
            guard let open = declaration.leftBrace else { return nil }
            return (catalogue.sites[k].file, TokenSpan(open, declaration.rightBrace ?? (sources[catalogue.sites[k].file].tokens.count - 1)))
        }
        for (file, span) in spans {
            let source = sources[file]
            var uses = source.dollarUses(in: span).filter { ($0.receiver == .implicit || $0.receiver == .selfValue) && $0.name == name }
            guard !uses.isEmpty else { continue }
            guard let site = catalogue.sitesByFile[file].first(where: { catalogue.sites[$0].declaration.leftBrace == span.first }) else { continue }
            let declaration = catalogue.sites[site].declaration
            // A nested type's body is its own (`extension ContentView { struct Row: View { … } }`):
            // its bindings are of its own properties, however they are named.
            for case let .type(nested) in MemberWalk(declaration.members) {
                uses.removeAll { nested.head.span.first <= $0.index && $0.index <= nested.head.span.last }
            }
            for member in Self.statementBodies(declaration.members, in: source) {
                let inside = uses.filter { member.open < $0.index && $0.index < member.close }
                guard !inside.isEmpty else { continue }
                uses.removeAll { member.open < $0.index && $0.index < member.close }
                // The member makes the local itself (`@Bindable var store = store` first in a
                // `ViewModifier`'s `body(content:)`): the binding is made through it already.
                let declared = Self.declaresBindable(name, in: TokenSpan(member.open, member.close), source)
                guard member.takesStatements || member.singleExpression || declared else {
                    report(.migrationEnvironmentBinding(name: name), file: file, token: inside[0].index)
                    continue
                }
                for use in inside where use.receiver == .selfValue {
                    let edit = Edit(source.offset(use.index - 2) ..< source.offset(use.index), "")
                    if !edits[file].contains(edit) { edits[file].append(edit) }
                }
                if declared { continue }
                let next = member.open + 1
                let sameLine = !source.tokens[next].isAtStartOfLine
                let memberIndentation = source.indentation(of: source.offset(member.open))
                let indentation = sameLine ? memberIndentation + "    " : source.indentation(of: source.offset(next))
                let newline = self.newline(file)
                // On the brace's line (`{ TextField(…) }`), what follows goes to a line of its own.
                // A single expression's implicit return is lost after a local: it is written.
                let returned = member.singleExpression ? "return " : ""
                let text = newline + indentation + "@" + swiftUI("Bindable", file: file, token: member.open) + " var \(name) = \(name)"
                    + (sameLine ? newline + indentation + returned : "")
                let end = sameLine ? source.offset(next) : Int(source.tokens[member.open].end)
                let edit = Edit(Int(source.tokens[member.open].end) ..< end, text)
                // Two properties of one name (in `#if` clauses) ask for the same local once.
                guard !edits[file].contains(edit) else { continue }
                edits[file].append(edit)
                if !sameLine && member.singleExpression { edits[file].append(Edit(source.offset(next) ..< source.offset(next), returned)) }
                summary.rewrittenCalls += 1
                report(.migrationBindableLocal(name: name, member: member.name), file: file, token: inside[0].index)
                if let unfinished {
                    report(.migrationUnfinishedSite(site: "$" + name, className: unfinished, new: "@" + swiftUI("Bindable", file: file, token: member.open) + " var \(name) = \(name)"), file: file, token: inside[0].index)
                }
            }
            // In an initializer, a stored property's value, a nested type: no local can go there.
            for use in uses { report(.migrationEnvironmentBinding(name: name), file: file, token: use.index) }
        }
    }

    /// A member body that may hold a binding: its braces, its name, and whether a statement
    /// can go first in it.
    struct StatementBody {
        var name: String
        var open: Int
        var close: Int
        var takesStatements: Bool
        /// A computed property's getter, or a function with a declared result, that is one expression with an implicit return: it
        /// takes the local when the expression gets an explicit `return`.
        var singleExpression = false
    }

    /// The bodies of a type's functions and computed properties (getter shorthand or `get`).
    /// `body`, `body(content:)` and `@ViewBuilder` members are result builders, which take a local declaration;
    /// any other takes one when it has a `return` of its own (an implicit return is lost).
    static func statementBodies(_ members: [Member], in source: MigrationSource) -> [StatementBody] {
        var result: [StatementBody] = []
        for function in ModelCatalogue.functions(members) {
            let last = function.head.span.last
            guard source.kind(last) == .rightBrace else { continue }
            var open = function.head.keyword
            while open < last, !(source.kind(open) == .leftBrace && source.matchingBrace(from: open) == last) { open += 1 }
            guard open < last else { continue }
            // `ViewModifier.body(content:)` is a `@ViewBuilder` requirement, as `View.body` is:
            // its witness is a result builder by inference (SE-0289).
            let builder = isResultBuilder(function.head.attributes)
                || (function.name == "body" && function.parameters.count == 1 && function.parameters[0].label == "content")
            let takes = builder || hasOwnReturn(TokenSpan(open, last), source)
            // `func field() -> some View { TextField(…) }`: an implicit return, written when the local goes first
            // (only with a declared result: in a `Void` function the expression's value is not returned).
            result.append(StatementBody(name: function.name, open: open, close: last, takesStatements: takes,
                                        singleExpression: !takes && function.returnType != nil && isSingleExpression(TokenSpan(open, last), source)))
        }
        for variable in ModelCatalogue.variables(members) {
            for binding in variable.bindings {
                guard case let .identifier(token) = binding.pattern, let block = binding.accessorBlock else { continue }
                var open = block.first, close = block.last
                if case let .accessors(kinds) = binding.accessorKind {
                    guard kinds.contains("get") else { continue }
                    var k = block.first + 1
                    while k < block.last, !(source.isWord(k, "get") && source.kind(k + 1) == .leftBrace) { k += 1 }
                    guard k < block.last, let end = source.matchingBrace(from: k + 1) else { continue }
                    open = k + 1
                    close = end
                }
                let name = source.text(token)
                let builder = name == "body" || isResultBuilder(variable.attributes)
                let takes = builder || hasOwnReturn(TokenSpan(open, close), source)
                result.append(StatementBody(name: name, open: open, close: close, takesStatements: takes,
                                            singleExpression: !takes && isSingleExpression(TokenSpan(open, close), source)))
            }
        }
        return result
    }

    /// Whether the attributes name a result builder: `@ViewBuilder` and SwiftUI's others
    /// (`@ToolbarContentBuilder`, `@CommandsBuilder`, `@SceneBuilder`, …), which all end in
    /// `Builder`. A result builder's body takes a local declaration as it is (SE-0289).
    static func isResultBuilder(_ attributes: [AttributeListElement]) -> Bool {
        ModelCatalogue.attributes(attributes).contains { $0.name.hasSuffix("Builder") }
    }

    /// Whether the body between braces `span` has a `return` at its own level (not in a closure).
    static func hasOwnReturn(_ span: TokenSpan, _ source: MigrationSource) -> Bool {
        var depth = 0
        for k in span.first + 1 ..< span.last {
            switch source.kind(k) {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            default: if depth == 0 && source.isWord(k, "return") { return true }
            }
        }
        return false
    }

    /// Whether the body between braces `span` is one expression, as far as tokens tell for
    /// certain: not empty, no `;`, no statement keyword first, and each later line at the
    /// body's own level going on with `.member` (a modifier chain, maybe in `#if` clauses). Anything else is not
    /// read as one (its binding stays an error).
    static func isSingleExpression(_ span: TokenSpan, _ source: MigrationSource) -> Bool {
        let first = span.first + 1
        guard first < span.last else { return false }
        let statements: Set<String> = ["let", "var", "if", "guard", "switch", "for", "while", "repeat", "do", "defer", "throw",
                                       "return", "break", "continue", "fallthrough", "func", "struct", "class", "enum", "typealias"]
        // `$store.appState.info` (the binding itself) starts one too (EhPanda's 15 getters).
        guard source.kind(first) == .identifier || source.kind(first) == .period || source.kind(first) == .dollarIdentifier,
              !statements.contains(source.text(first)) else { return false }
        var depth = 0
        for k in first ..< span.last {
            // A line of its own at the body's level (a closing bracket is inside still).
            // `#if os(iOS)` … `#endif` between members of the chain (a postfix `#if`) is in it too.
            if k > first && depth == 0 && source.tokens[k].isAtStartOfLine && source.kind(k) != .period
                && !(source.kind(k) == .poundKeyword && ["#if", "#elseif", "#else", "#endif"].contains(source.text(k))) { return false }
            switch source.kind(k) {
            case .leftBrace, .leftParen, .leftSquare: depth += 1
            case .rightBrace, .rightParen, .rightSquare: depth -= 1
            case .semicolon: if depth == 0 { return false }
            default: break
            }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// Whether `span` declares `@Bindable var name` (or `let`) already.
    static func declaresBindable(_ name: String, in span: TokenSpan, _ source: MigrationSource) -> Bool {
        var k = span.first
        while k + 2 <= span.last {
            if source.isWord(k, "Bindable"), source.isWord(k + 1, "var") || source.isWord(k + 1, "let"), source.text(k + 2) == name { return true }
            k += 1
        }
        return false
    }
}
