import ObservableSyntax

/// Wrapped locals of migrated classes: `@StateObject var x = X()` (or `@ObservedObject`) in a
/// function or closure body, or `@Previewable @StateObject var x = X()` in `#Preview { … }`.
/// The declaration parse holds only members, so these are found by scanning the tokens.
extension MigrationPlanner {
    /// Rewrites every wrapped local as `rewriteViewProperties` rewrites the view properties:
    /// `@StateObject` -> `@State`, `@ObservedObject` -> `@Bindable` (when `$x` is used in the
    /// enclosing block) or nothing. A local whose type cannot be told is an error while any
    /// class of the run is observable, as for properties.
    mutating func rewriteLocalWrappers() {
        // The attributes of members, which `rewriteViewProperties` handles.
        var members: [Set<Int>] = Array(repeating: [], count: sources.count)
        for site in catalogue.sites {
            for variable in ModelCatalogue.variables(site.declaration.members) {
                for attribute in ModelCatalogue.attributes(variable.attributes) { members[site.file].insert(attribute.span.first) }
            }
        }
        for file in sources.indices {
            let source = sources[file]
            for at in source.tokens.indices where source.kind(at) == .atSign && !members[file].contains(at) {
                guard let (wrapper, last) = localWrapper(at: at, in: source), let (name, nameToken) = localName(after: last, in: source) else { continue }
                let attribute = TokenSpan(at, last)
                let end = statementEnd(from: nameToken, in: source)
                let enclosing = catalogue.enclosingSite(file: file, token: at)
                guard let type = valueType(of: name, file: file, token: end + 1) else {
                    if !observableClasses.isEmpty { report(.migrationUnknownWrappedType(wrapper: wrapper.rawValue, name: name), file: file, token: at) }
                    continue
                }
                let migratedType = enclosing.map { isMigratedType(type, site: $0) } ?? (migrated.contains(type) || migratedProtocols.contains(type))
                guard alreadyObservable.contains(type) || migratedType else {
                    explainSiteLeft("@\(wrapper.rawValue) var \(name)", type: type, file: file, token: at)
                    continue
                }
                let new: String
                switch wrapper {
                case .stateObject:
                    new = "@" + swiftUI("State", file: file, token: at)
                    edits[file].append(source.replacement(of: attribute, with: new))
                case .observedObject:
                    let block = enclosingBlock(of: at, in: source)
                    if source.dollarUses(in: block).contains(where: { $0.receiver == .implicit && $0.name == name }) {
                        new = "@" + swiftUI("Bindable", file: file, token: at)
                        edits[file].append(source.replacement(of: attribute, with: new))
                    } else {
                        new = "var"
                        // `@Previewable` marks a dynamic property of the preview's view; with no
                        // wrapper left it marks nothing, and the local is a plain one.
                        let previewable = at >= 2 && source.kind(at - 2) == .atSign && source.isWord(at - 1, "Previewable")
                        edits[file].append(source.removal(of: previewable ? TokenSpan(at - 2, attribute.last) : attribute))
                    }
                case .environmentObject:
                    // `@Environment(T.self)`, as for a view property; else left, with an error.
                    guard let replacement = localEnvironmentAttribute(file: file, at: at, name: nameToken, end: end) else {
                        report(.migrationUnknownWrappedType(wrapper: wrapper.rawValue, name: name), file: file, token: at)
                        continue
                    }
                    new = replacement
                    edits[file].append(source.replacement(of: attribute, with: new))
                }
                summary.rewrittenProperties += 1
                report(.migrationPropertyRewritten(property: name, old: "@" + wrapper.rawValue, new: new), file: file, token: at)
                explain(rule: wrapper == .stateObject ? .stateObjectToState : wrapper == .environmentObject ? .environmentObjectToEnvironment : .observedObjectToPlain,
                        "local '@\(wrapper.rawValue) var \(name)' becomes '\(new)'", reason: "'\(type)' is '@Observable' after this run",
                        file: file, offset: source.offset(at))
            }
        }
    }

    /// The wrapper named by the attribute at `at` (`@StateObject`, `@SwiftUI.ObservedObject`)
    /// and the attribute's last token; nil for any other attribute.
    func localWrapper(at: Int, in source: MigrationSource) -> (Wrapper, Int)? {
        var k = at + 1
        if source.isWord(k, "SwiftUI") && source.kind(k + 1) == .period { k += 2 }
        guard k < source.tokens.count, source.kind(k) == .identifier, let wrapper = Wrapper(rawValue: source.text(k)) else { return nil }
        // `@StateObject<Foo>` or arguments: not a form written for these wrappers.
        return (wrapper, k)
    }

    /// The name declared by `var`/`let` after the attribute ending at `last` (other attributes
    /// and modifiers between are skipped); nil when no single-name declaration follows.
    func localName(after last: Int, in source: MigrationSource) -> (String, Int)? {
        var k = last + 1
        while k < source.tokens.count && source.kind(k) == .atSign { k += 2 }
        var steps = 0
        while k < source.tokens.count && !source.isWord(k, "var") && !source.isWord(k, "let") && steps < 4 {
            guard source.kind(k) == .identifier else { return nil }
            k += 1; steps += 1
        }
        guard k + 1 < source.tokens.count, source.isWord(k, "var") || source.isWord(k, "let"), source.kind(k + 1) == .identifier else { return nil }
        return (source.text(k + 1), k + 1)
    }

    /// The last token of the declaration whose name is at `name`: before the next line that
    /// does not continue it (a `.member` line does), or the enclosing block's end.
    func statementEnd(from name: Int, in source: MigrationSource) -> Int {
        var end = name, depth = 0
        while end + 1 < source.tokens.count && source.kind(end + 1) != .endOfFile {
            switch source.kind(end) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            if depth < 0 { return end - 1 }
            if depth == 0 && (source.tokens[end + 1].isAtStartOfLine && source.kind(end + 1) != .period || source.kind(end + 1) == .semicolon || source.kind(end + 1) == .rightBrace) { break }
            end += 1
        }
        return end
    }

    /// The tokens of the innermost `{ … }` holding token `index` (the whole file at top level).
    func enclosingBlock(of index: Int, in source: MigrationSource) -> TokenSpan {
        var depth = 0, k = index - 1
        while k >= 0 {
            switch source.kind(k) {
            case .rightBrace: depth += 1
            case .leftBrace:
                if depth == 0 { return TokenSpan(k, source.closingBracket(of: k) ?? source.tokens.count - 1) }
                depth -= 1
            default: break
            }
            k -= 1
        }
        return TokenSpan(0, source.tokens.count - 1)
    }
}
