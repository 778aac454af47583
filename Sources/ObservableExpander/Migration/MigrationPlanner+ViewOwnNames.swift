import ObservableSyntax

/// Which names of a view's redrawn code may reach a member of another type of the run, for
/// `migrate-ignored-property-read` (review 21a/01 and 21a/06, anytype-swift: 6 false warnings).
/// The reach is by name, but two kinds of name in a view's redraw name no member of a model:
/// a bare name (or `self.name`) that the view itself declares (`Button("Row", action: onTap)`
/// with the view's own `let onTap: () -> Void`: not a model's `onTap(size:)`), and a member
/// called on a value of a type the run does not declare, such as SwiftUI's modifiers on a view
/// (`content.onOpenURL { … }`, `Text(…).onTapGesture`: not a model's `onOpenURL(_:)`), unless
/// an extension the run writes of a type it does not declare (`extension View { func card() }`)
/// declares a member of that name.
/// Rule: README, migrate table, `migrate-ignored-property-read`.
extension MigrationPlanner {
    /// What `viewReachFilter` needs, computed once per run: the member names declared by
    /// extensions of types the run does not declare, and a memo of type names.
    struct ViewReachContext {
        var foreignExtensionMembers: Set<String> = []
        var declared: [String: Bool] = [:]
    }

    /// The context of the run's declarations.
    func viewReachContext() -> ViewReachContext {
        var context = ViewReachContext()
        for site in catalogue.sites where site.declaration.kind == .extension && catalogue.typesByName[site.key] == nil {
            for member in MemberWalk(site.declaration.members) {
                switch member {
                case let .function(function): context.foreignExtensionMembers.insert(function.name)
                case let .variable(variable):
                    for binding in variable.bindings { if let name = name(of: binding, in: sources[site.file]) { context.foreignExtensionMembers.insert(name) } }
                default: break
                }
            }
        }
        return context
    }

    /// The names that view `view` declares as its members (stored or computed properties,
    /// methods), in its body and extensions.
    func ownMemberNames(of view: String) -> Set<String> {
        var names: Set<String> = []
        for k in catalogue.bodies(of: view) {
            let site = catalogue.sites[k]
            for member in MemberWalk(site.declaration.members) {
                switch member {
                case let .function(function): names.insert(function.name)
                case let .variable(variable):
                    for binding in variable.bindings { if let name = name(of: binding, in: sources[site.file]) { names.insert(name) } }
                default: break
                }
            }
        }
        return names
    }

    /// Whether identifier `t` of `file`, in the redrawn code of a view declaring `own`, names
    /// no member of another type of the run: one of `own` written bare or after `self.`, or a
    /// member of a chain that starts from a value of a type the run does not declare and
    /// passes only through members no foreign extension of the run declares.
    func namesNoRunMember(_ t: Int, file: Int, own: Set<String>, context: inout ViewReachContext) -> Bool {
        let source = sources[file]
        let word = source.text(t)
        let afterPeriod = t > 0 && source.kind(t - 1) == .period
        if !afterPeriod || (t >= 2 && source.isWord(t - 2, "self") && !(t >= 3 && source.kind(t - 3) == .period)) {
            // A closure parameter or loop variable of the name is no member at all.
            return own.contains(word)
        }
        guard !context.foreignExtensionMembers.contains(word) else { return false }
        if readsStoredStaticMember(t, file: file) { return true }
        // Walk back over the chain: `.name`, calls, trailing closures, subscripts, `?`, `!`.
        var j = t - 2
        var links: [Int] = []
        while j >= 0 {
            switch source.kind(j) {
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = source.openingBracket(of: j), open > 0 else { return false }
                j = open - 1
            case .operator where source.text(j) == "?" || source.text(j) == "!":
                j -= 1
            case .identifier:
                if j > 0, source.kind(j - 1) == .period {
                    links.append(j)
                    j -= 2
                    continue
                }
                // The chain's root.
                guard links.allSatisfy({ !context.foreignExtensionMembers.contains(source.text($0)) }) else { return false }
                return isForeignRoot(j, file: file, context: &context)
            default:
                return false
            }
        }
        return false
    }

    /// Whether the identifier `root` starts a chain from a value of a type the run does not
    /// declare: a type name the run does not declare (`Text(…)`, `VStack { … }`), or a name
    /// whose declared type is one (`content` of `body(content: Content)`).
    private func isForeignRoot(_ root: Int, file: Int, context: inout ViewReachContext) -> Bool {
        let source = sources[file]
        let word = source.text(root)
        guard word != "self", word != "super", word != "Self" else { return false }
        let type: String
        if let first = word.unicodeScalars.first, first.properties.isUppercase {
            type = word
        } else if let resolved = resolveType(of: word, file: file, token: root) {
            type = String(resolved.split(separator: ".").last ?? "")
        } else {
            return false
        }
        guard !type.isEmpty else { return false }
        if let known = context.declared[type] { return !known }
        let declared = declaresType(named: type)
        context.declared[type] = declared
        return !declared
    }

    /// Whether identifier `t` of `file` (after a period) is read through a chain of type names
    /// only (`Constants.Alert.deleteJournal`) that the index resolves, in the scopes of the use,
    /// to a type of the run declaring it as a stored `static` property or an enum case: a read
    /// of a value, which runs no computed property or function of its name (review 47/03,
    /// SwiftUI-WorkoutApp: a string constant reached `SWClient.deleteJournal(with:for:)` by name).
    private func readsStoredStaticMember(_ t: Int, file: Int) -> Bool {
        let source = sources[file]
        var components: [String] = []
        var k = t - 2
        while k >= 0, source.kind(k) == .identifier {
            components.insert(source.text(k), at: 0)
            guard k >= 2, source.kind(k - 1) == .period else { break }
            k -= 2
        }
        guard k >= 0, source.kind(k) == .identifier, !(k >= 1 && source.kind(k - 1) == .period),
              source.text(k).first?.isUppercase == true, let key = exactTypeKey(components, file: file, token: k) else { return false }
        let word = source.text(t)
        var stored = false
        for body in catalogue.bodies(of: key) {
            let site = catalogue.sites[body]
            for member in MemberWalk(site.declaration.members) {
                switch member {
                case let .variable(variable):
                    for binding in variable.bindings where name(of: binding, in: sources[site.file]) == word {
                        guard variable.head.isStatic, !binding.isComputed else { return false }
                        stored = true
                    }
                case let .enumCase(declaration) where declaration.names.contains(word):
                    guard !declaration.namesWithAssociatedValues.contains(word) else { return false }
                    stored = true
                case let .function(function) where function.name == word: return false
                default: break
                }
            }
        }
        return stored
    }
}
