import ObservableSyntax

/// What a view's redraw evaluates (for rule `ignoredPropertyRead`): `body`, and the computed
/// properties and methods of the view that `body` (or one of them) names, but not the closures
/// SwiftUI keeps and runs later, on an event: actions and handlers (`.onAppear { … }`,
/// `.task`, `.onReceive(p) { … }`, `Button("t") { … }`, `action:`, `perform:`), and work sent
/// elsewhere (`Task { … }`, `DispatchQueue.main.async { … }`). A read there is made when the
/// event comes, not by a redraw, so no redraw was lost with it. So is a trailing closure handed
/// to a callback parameter of a view of the run (`MigrationPlanner+CallbackClosures`). A view without `body` (a
/// struct that is no view) is read whole, as before.
extension MigrationPlanner {
    /// Calls whose closures (trailing or argument) run on an event or elsewhere, not in `body`.
    static let deferredClosureCallees: Set<String> = [
        "onAppear", "onDisappear", "task", "onReceive", "onChange", "onTapGesture", "onLongPressGesture", "onSubmit",
        "onOpenURL", "onDrop", "onHover", "onContinuousHover", "onDelete", "onMove", "onInsert", "onCommand", "onExitCommand",
        "onPasteCommand", "onCopyCommand", "onCutCommand", "onDeleteCommand", "onMoveCommand", "onContinueUserActivity",
        "onKeyPress", "onPreferenceChange", "refreshable", "onEnded", "onChanged", "onScrollPhaseChange", "onDrag",
        "Task", "detached", "async", "asyncAfter", "sync", "scheduledTimer", "addObserver", "sink", "perform",
        "OpenURLAction",
    ]
    /// Types whose initializer's closure is such a handler, written without a period:
    /// `Task { … }`, `Button { … }`, `OpenURLAction { url in … }` (called when a link opens).
    static let deferredInitializerCallees: Set<String> = ["Task", "Button", "OpenURLAction"]
    /// Argument labels of closures that run later (`Button(action: { … })`, `.onAppear(perform:)`,
    /// the setter of `Binding(get:set:)`).
    static let deferredClosureLabels: Set<String> = [
        "action", "perform", "set", "onDismiss", "onCompletion", "completion", "completionHandler", "handler", "using", "primaryAction",
    ]

    /// Whether an argument label names a callback (`onTap`, `onPrimaryAction`): `on` and a capital.
    static func isCallbackLabel(_ label: String) -> Bool {
        label.hasPrefix("on") && label.dropFirst(2).first?.isUppercase == true
    }

    /// The methods SwiftUI calls to redraw a `UIViewRepresentable`/`NSViewRepresentable` (and
    /// their view-controller forms).
    static let representableUpdates = ["updateUIView", "updateNSView", "updateUIViewController", "updateNSViewController"]

    /// Whether view `key` (its declaration and extensions) redraws through a representable's
    /// `update…` method rather than a `body`.
    func isRepresentable(_ key: String) -> Bool {
        catalogue.bodies(of: key).contains { k in
            MemberWalk(catalogue.sites[k].declaration.members).contains { member in
                if case let .function(function) = member { return Self.representableUpdates.contains(function.name) }
                return false
            }
        }
    }

    /// The token ranges of the view keyed `key` (its declaration and extensions) that a redraw
    /// evaluates, by file.
    func redrawnRanges(of key: String) -> [(file: Int, ranges: [ClosedRange<Int>])] {
        var members: [(file: Int, name: String, span: TokenSpan)] = []
        for k in catalogue.bodies(of: key) {
            let site = catalogue.sites[k]
            for member in MemberWalk(site.declaration.members) {
                switch member {
                case let .variable(variable) where !variable.head.isStatic:
                    for binding in variable.bindings where binding.isComputed {
                        if let name = name(of: binding, in: sources[site.file]) { members.append((site.file, name, variable.span)) }
                    }
                case let .function(function) where !function.head.isStatic:
                    members.append((site.file, function.name, function.span))
                default: break
                }
            }
        }
        // A representable's redraw is its `update…` method, which SwiftUI calls again on a change
        // of what it read (before Observation, on any change of an observed model).
        let roots = members.contains(where: { $0.name == "body" }) ? ["body"] : Self.representableUpdates.filter { name in members.contains { $0.name == name } }
        guard !roots.isEmpty else {
            return bodySpans(of: key).map { ($0.file, evaluatedRanges(of: $0.span, in: sources[$0.file])) }
        }
        let names = Set(members.map(\.name))
        var reached = Set(roots)
        var queue = roots
        var result: [(file: Int, ranges: [ClosedRange<Int>])] = []
        while let next = queue.popLast() {
            for member in members where member.name == next {
                let source = sources[member.file]
                let ranges = evaluatedRanges(of: member.span, in: source)
                result.append((member.file, ranges))
                for range in ranges {
                    for t in range where source.kind(t) == .identifier && names.contains(source.text(t)) && !reached.contains(source.text(t)) {
                        // `label()`, `self.label`, not `other.label`, `func label`, a label `label:`.
                        if t > 0 && source.kind(t - 1) == .period && !(t > 1 && source.isWord(t - 2, "self")) { continue }
                        if t > 0 && (source.isWord(t - 1, "func") || source.isWord(t - 1, "var")) { continue }
                        if t + 1 < source.tokens.count && source.kind(t + 1) == .colon { continue }
                        // `.onAppear(perform: load)`: a method handed to an action runs later.
                        if t > 1 && source.kind(t - 1) == .colon
                            && (Self.deferredClosureLabels.contains(source.text(t - 2)) || Self.isAppearanceActionArgument(t - 2, in: source)) { continue }
                        reached.insert(source.text(t))
                        queue.append(source.text(t))
                    }
                }
            }
        }
        // In source order, so that the first read reported is the first written.
        return result.sorted { ($0.file, $0.ranges.first?.lowerBound ?? 0) < ($1.file, $1.ranges.first?.lowerBound ?? 0) }
    }

    /// `span` less the closures in it that run later (see `deferredClosureCallees`), as
    /// ranges in order.
    func evaluatedRanges(of span: TokenSpan, in source: MigrationSource) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var start = span.first
        var t = span.first
        while t <= span.last {
            if source.kind(t) == .leftBrace, isDeferredClosure(t, in: source), let close = source.closingBracket(of: t) {
                if t > start { ranges.append(start ... t - 1) }
                start = close + 1
                t = close + 1
                continue
            }
            t += 1
        }
        if start <= span.last { ranges.append(start ... span.last) }
        return ranges
    }

    /// Whether the `{` at `open` opens a closure that runs later: the trailing closure of a
    /// call named in `deferredClosureCallees` (`.onAppear {`, `.onReceive(p) {`, `Task {`), an
    /// argument with a label of `deferredClosureLabels` (`action: {`) or of such a call
    /// (`.onLongPressGesture(pressing: {`: `DeferredModifierArguments`), or the first trailing
    /// closure of `Button` without an `action:` argument (its action); or an `async` closure
    /// (`isAsyncClosure`), which cannot run during the redraw (review 48/01); with `ownMethods`,
    /// also one handed to a method of the view that only hands it to an action
    /// (`isOwnMethodCallbackClosure`, review 49/03).
    func isDeferredClosure(_ open: Int, in source: MigrationSource, ownMethods: Bool = true) -> Bool {
        isDeferredByCallee(open, in: source, ownMethods: ownMethods) || Self.isAsyncClosure(open, in: source)
    }

    /// Whether the `{` at `open` opens a closure passed as an argument (after `(`, `,` or a
    /// label's `:`; not a statement's block, a function's body or a trailing closure) that awaits
    /// (`emptyValue: { await wifi.currentSSID() }`, also in a `do` or `if` block of it, not in a
    /// closure inside it): an `async` closure, which a view builder cannot call; it runs later,
    /// in a task, outside the redraw's tracking.
    static func isAsyncClosure(_ open: Int, in source: MigrationSource) -> Bool {
        guard open > 0, [.leftParen, .comma, .colon].contains(source.kind(open - 1)), let close = source.closingBracket(of: open),
              (open + 1 ..< close).contains(where: { source.isWord($0, "await") }) else { return false }
        var lineStart = open + 1
        var k = open + 1
        while k < close {
            if source.tokens[k].isAtStartOfLine { lineStart = k }
            if source.kind(k) == .leftBrace, opensClosure(k, lineStart: lineStart, in: source), let end = source.closingBracket(of: k) {
                k = end + 1
                continue
            }
            if source.isWord(k, "await") { return true }
            k += 1
        }
        return false
    }

    /// `isDeferredClosure` by the call or label the closure is passed to.
    private func isDeferredByCallee(_ open: Int, in source: MigrationSource, ownMethods: Bool) -> Bool {
        guard open > 0 else { return false }
        let before = open - 1
        switch source.kind(before) {
        case .colon:
            // `onPrimaryAction: { … }`: a callback by its name, run when the event comes (foqos, review 13a/05).
            guard before > 0 else { return false }
            let label = source.text(before - 1)
            return Self.deferredClosureLabels.contains(label) || Self.isCallbackLabel(label) || Self.isAppearanceActionArgument(before - 1, in: source)
                || Self.isDeferredModifierArgument(before - 1, in: source)
        case .identifier:
            // `.onAppear {`, `Task {`, `Button {`; not `if task {`.
            let name = source.text(before)
            if isCallbackClosure(open, callee: before, parenthesis: nil, in: source) { return true }
            if ownMethods, isOwnMethodCallbackClosure(open, callee: before, parenthesis: nil, in: source) { return true }
            guard before > 0 && source.kind(before - 1) == .period || Self.deferredInitializerCallees.contains(name) else { return false }
            return Self.deferredClosureCallees.contains(name) || name == "Button"
        case .rightParen:
            // `callee(…) {`: the callee before the matching `(`.
            var depth = 0, j = before
            while j >= 0 {
                if source.kind(j) == .rightParen { depth += 1 }
                if source.kind(j) == .leftParen {
                    depth -= 1
                    if depth == 0 { break }
                }
                j -= 1
            }
            guard j > 0, source.kind(j - 1) == .identifier else { return false }
            let name = source.text(j - 1)
            if isCallbackClosure(open, callee: j - 1, parenthesis: j, in: source) { return true }
            if ownMethods, isOwnMethodCallbackClosure(open, callee: j - 1, parenthesis: j, in: source) { return true }
            guard j > 1 && source.kind(j - 2) == .period || Self.deferredInitializerCallees.contains(name) else { return false }
            if name == "Button" {
                return !(j + 1 ..< before).contains { source.isWord($0, "action") && source.kind($0 + 1) == .colon }
            }
            return Self.deferredClosureCallees.contains(name)
        default:
            return false
        }
    }
}
