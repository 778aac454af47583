import ObservableSyntax

/// `migrate-ignored-property-read` only for a member a view may show (review 12b/07: an
/// `NSApplicationDelegate` callback, BLE transfer functions, a key handler a window-manager class
/// calls: 12 warnings in four apps, none of them shown by a view). The warning at a view's read
/// (`migrate-ignored-property-view-read`) names the views that do; this one stays for a member
/// some view's redraw may reach by its name, directly or through other members and functions,
/// for a `public`/`open` member (views of another module may call it), and for every member when
/// the run holds no view at all (a model package: its views are elsewhere). In a view's redraw,
/// its own members and SwiftUI's modifiers reach no model's member (`ViewOwnNames`).
extension MigrationPlanner {
    /// A class-level warning held until the views are known.
    struct PendingClassRead {
        var message: DiagnosticMessage
        /// The member's name, without `()`.
        var member: String
        var isPublic: Bool
        var file: Int
        var token: Int
    }

    /// Holds the warning `message` at the read in `member` until `reportReachedClassReads()`.
    mutating func holdClassRead(_ message: DiagnosticMessage, member: String, isPublic: Bool, file: Int, token: Int) {
        let name = member.hasSuffix("()") ? String(member.dropLast(2)) : member
        pendingClassReads.append(PendingClassRead(message: message, member: name, isPublic: isPublic, file: file, token: token))
    }

    /// Reports the held warnings whose member a view may reach (see the extension's comment).
    mutating func reportReachedClassReads() {
        let pending = pendingClassReads
        pendingClassReads = []
        guard !pending.isEmpty else { return }
        let views = catalogue.sites.indices.filter { catalogue.sites[$0].declaration.kind != .protocol && catalogue.sites[$0].declaration.kind != .extension }
            .map { catalogue.sites[$0].key }.filter(isRedrawnType)
        let reached: Set<String>? = views.isEmpty ? nil : reachedNames(from: Set(views))
        // A protocol extension's member is read once for every conformer (vultisig: one
        // `validateErrors()` read, 25 view models): one warning at the read names them all.
        var merged: [(read: PendingClassRead, classes: [String])] = []
        var slot: [String: Int] = [:]
        for read in pending where read.isPublic || viewReachedMembers.contains(read.member) || reached?.contains(read.member) ?? true {
            guard case let .migrationIgnoredPropertyRead(name, member, classes) = read.message else {
                merged.append((read, []))
                continue
            }
            let key = "\(read.file):\(read.token):\(name):\(member)"
            if let k = slot[key] {
                for name in classes where !merged[k].classes.contains(name) { merged[k].classes.append(name) }
            } else {
                slot[key] = merged.count
                merged.append((read, classes))
            }
        }
        for (read, classes) in merged {
            if case let .migrationIgnoredPropertyRead(name, member, _) = read.message {
                report(.migrationIgnoredPropertyRead(name: name, member: member, classNames: classes), file: read.file, token: read.token)
            } else {
                report(read.message, file: read.file, token: read.token)
            }
        }
    }

    /// The names a redraw of `views` may evaluate: every identifier in their redrawn ranges,
    /// then, to a fixed point, every identifier in the bodies of the run's computed properties
    /// and functions (of any type but the views, or at file scope) whose name is reached. By name only: a
    /// name reached in one type reaches every member of that name.
    private func reachedNames(from views: Set<String>) -> Set<String> {
        var bodies: [String: [(file: Int, span: TokenSpan)]] = [:]
        // A view's members count only as its redraw reaches them (not its actions' closures).
        for site in catalogue.sites where !views.contains(site.key) {
            for member in MemberWalk(site.declaration.members) {
                switch member {
                case let .variable(variable):
                    for binding in variable.bindings where binding.isComputed {
                        if let name = name(of: binding, in: sources[site.file]) { bodies[name, default: []].append((site.file, variable.span)) }
                    }
                case let .function(function):
                    bodies[function.name, default: []].append((site.file, function.span))
                default: break
                }
            }
        }
        for (file, source) in sources.enumerated() {
            for case let .function(function) in source.tree.members { bodies[function.name, default: []].append((file, function.span)) }
        }
        var reached: Set<String> = []
        var queue: [String] = []
        var context = viewReachContext()
        // `own`: in a view's redrawn code, the view's member names (`ViewOwnNames`).
        func visit(_ file: Int, _ span: TokenSpan, own: Set<String>? = nil) {
            let source = sources[file]
            guard span.first <= span.last else { return }
            for t in span.first ... span.last {
                if source.kind(t) == .identifier {
                    if let own, namesNoRunMember(t, file: file, own: own, context: &context) { continue }
                    let word = source.text(t)
                    if reached.insert(word).inserted { queue.append(word) }
                } else if source.kind(t) == .stringLiteral && source.text(t).contains("\\") {
                    // `"\(model.elapsed())"`: every word of the literal (its text's too, which
                    // can only reach more).
                    for word in source.text(t).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
                    where reached.insert(word).inserted {
                        queue.append(word)
                    }
                }
            }
        }
        for view in views.sorted() {
            let own = ownMemberNames(of: view)
            for (file, ranges) in redrawnRanges(of: view) {
                for range in ranges { visit(file, TokenSpan(range.lowerBound, range.upperBound), own: own) }
            }
        }
        while let name = queue.popLast() {
            for body in bodies[name] ?? [] { visit(body.file, body.span) }
        }
        return reached
    }
}
