import ObservableSyntax

/// The other way an `init` lets the instance escape (rule `migrate-blocked-state-object-lifetime`,
/// review 14a/05): it starts something that holds `self` strongly and outlives the call, an
/// unstructured `Task { … self … }`, a `Timer` with `target: self` or a block using `self`, a
/// Combine or notification subscription whose closure uses `self`. Under `@State` each throw-away
/// instance is then kept alive by it (and keeps working): one leaked model per view init.
/// A closure that captures `[weak self]` or `[unowned self]` does not hold it.
/// Work handed to a queue or a thread is the same (review 49/04, Rayon's
/// `DispatchQueue.global().async { self.beingExecution() }`): the queue keeps the closure, the
/// closure keeps `self`, and the work runs to its end whatever becomes of the instance.
extension MigrationPlanner {
    /// Callees whose closures or arguments outlive the call: `Task`, timers, subscriptions, and
    /// work handed to a queue or thread (`DispatchQueue.main.async`, `queue.asyncAfter(…)`, a
    /// stored queue's `Self.queue.async`, `Thread.detachNewThread`, `OperationQueue.addOperation`).
    static let escapingCallees: Set<String> = ["Task", "scheduledTimer", "Timer", "sink", "assign", "addObserver",
                                                "async", "asyncAfter", "detachNewThread", "addOperation"]

    /// The first token (the callee: `Task`, `scheduledTimer`, `sink`, …) where the initializer's
    /// tokens `span` in `file`, or a method of the class keyed `key` that it calls (bare or on
    /// `self`, followed to any depth), starts a task, timer or subscription that holds `self`
    /// strongly; nil when none.
    func selfHeldByEscapingWork(in span: TokenSpan, file: Int, key: String) -> (file: Int, token: Int)? {
        let methods = instanceMethods(of: key), members = instanceMemberNames(of: key)
        var queue = [(file, span)], seen: Set<String> = []
        while !queue.isEmpty {
            let (file, span) = queue.removeFirst()
            let source = sources[file]
            let later = laterEventClosures(in: span, source)
            // An object built from closures holding `self`, handed outside (review 18b/01).
            if let call = closureObjectHandedOutside(in: span, file: file, key: key) { return (file, call) }
            for k in source.indices(of: span) where source.kind(k) == .identifier {
                let word = source.text(k)
                let afterSelf = k >= 2 && source.kind(k - 1) == .period && source.isWord(k - 2, "self")
                if Self.escapingCallees.contains(word), let end = escapingCallEnd(at: k, source),
                   !(word == "assign" && Self.assignsWithoutHolding(TokenSpan(k, end), source)),
                   holdsSelf(TokenSpan(k, end), from: span.first, source, implicitMembers: word == "Task" ? members : []) { return (file, k) }
                // A method of the class that the initializer calls: `startUpdating()`, `self.setUp()`.
                // Not one called in a closure that runs on a later event (review 49/05).
                if source.kind(k + 1) == .leftParen, source.kind(k - 1) != .period || afterSelf, !source.isWord(k - 1, "func"),
                   !later.contains(where: { $0.first <= k && k <= $0.last }),
                   let method = methods[word], seen.insert(word).inserted {
                    queue.append(contentsOf: method)
                }
            }
        }
        return nil
    }

    /// The arguments (tokens after the callee to the call's end) of each call in tokens `span`
    /// that registers a closure run only on a later event, never during the call: a `sink` on a
    /// publisher chain rooted at `NotificationCenter…publisher(for:)` or `Timer.publish(…)`
    /// (neither sends on subscription, as a `$property`, `Just` or `CurrentValueSubject` does),
    /// `addObserver(forName:…) { … }`, the block of `Timer.scheduledTimer(…) { … }` or
    /// `Timer(…) { … }`. A method called in such a closure is not work the `init` starts
    /// (review 49/05, Aidoku's `[weak self]` sinks); a `Task { … }` or
    /// `DispatchQueue.main.async { … }` body is started at once and is not one of these.
    func laterEventClosures(in span: TokenSpan, _ source: MigrationSource) -> [TokenSpan] {
        var spans: [TokenSpan] = []
        for k in source.indices(of: span) where source.kind(k) == .identifier {
            let word = source.text(k)
            guard ["sink", "addObserver", "scheduledTimer", "Timer"].contains(word), let end = escapingCallEnd(at: k, source) else { continue }
            switch word {
            case "sink":
                let chain = source.indices(of: TokenSpan(receiverStart(k, source), k))
                let notifications = chain.contains { source.isWord($0, "NotificationCenter") } && chain.contains { source.isWord($0, "publisher") }
                let timer = chain.contains { source.isWord($0, "Timer") } && chain.contains { source.isWord($0, "publish") }
                guard notifications || timer else { continue }
            case "addObserver":
                guard source.kind(k + 1) == .leftParen, source.isWord(k + 2, "forName") else { continue }
            default:
                break
            }
            spans.append(TokenSpan(k + 1, end))
        }
        return spans
    }

    /// The last token of the call whose callee is at `k` when it is one that escapes: `Task {…}`,
    /// `Task.detached(priority: p) {…}`, `Timer.scheduledTimer(…) {…}`, `Timer(…)`, `x.sink {…}`,
    /// `x.assign(to: \.y, on: self)`, `center.addObserver(forName: …) {…}`; nil otherwise.
    private func escapingCallEnd(at k: Int, _ source: MigrationSource) -> Int? {
        let word = source.text(k)
        var j = k + 1
        switch word {
        case "Task":
            guard source.kind(k - 1) != .period else { return nil }
            if source.kind(j) == .period, source.isWord(j + 1, "detached") { j += 2 }
        case "Timer":
            // `Timer(timeInterval:target:…)`, `Timer(fire:…) { … }`; `Timer.scheduledTimer` is read at its name.
            guard source.kind(k - 1) != .period, source.kind(j) == .leftParen else { return nil }
        default:
            // `scheduledTimer`, `sink`, `assign`, `addObserver`: members (`.sink`), not free functions.
            guard source.kind(k - 1) == .period else { return nil }
        }
        var end = j - 1
        if source.kind(j) == .leftParen {
            guard let close = source.closingBracket(of: j) else { return nil }
            end = close
            j = close + 1
        }
        // Trailing closures: `{ … }` and `label: { … }` after it.
        while source.kind(j) == .leftBrace, let close = source.closingBracket(of: j) {
            end = close
            j = close + 1
            if source.kind(j) == .identifier, source.kind(j + 1) == .colon, source.kind(j + 2) == .leftBrace { j += 2 }
        }
        return end > k ? end : nil
    }

    /// Whether the `assign` call at tokens `call` passes `ownership: .weak` or `.unowned` (CombineExt's
    /// `assign(to:on:ownership:)`): the subscription then holds its object weakly (review 16, App Fair).
    private static func assignsWithoutHolding(_ call: TokenSpan, _ source: MigrationSource) -> Bool {
        source.indices(of: call).contains { t in
            source.isWord(t, "ownership") && source.kind(t + 1) == .colon && source.kind(t + 2) == .period
                && (source.isWord(t + 3, "weak") || source.isWord(t + 3, "unowned"))
        }
    }

    /// Whether tokens `call` use `self` strongly: a bare `self` (`target: self`, `self.x`,
    /// `on: self`), or for a `Task` a member of the class written without `self` (its closure
    /// captures `self` implicitly); not inside a closure that captures `[weak self]` or
    /// `[unowned self]` (opened after `from`), nor a `.self` or a local of that name.
    func holdsSelf(_ call: TokenSpan, from: Int, _ source: MigrationSource, implicitMembers: Set<String>) -> Bool {
        for t in source.indices(of: call) where t > call.first && source.kind(t) == .identifier {
            let word = source.text(t)
            if source.kind(t - 1) == .period || source.kind(t + 1) == .colon { continue }
            if word == "self" {
                // In a capture list: `[weak self]`, `[unowned self]`, `[self]` (the last one is strong).
                if source.isWord(t - 1, "weak") || source.isWord(t - 1, "unowned") { continue }
            } else {
                guard implicitMembers.contains(word), !source.declaresLocal(word, in: call, before: t) else { continue }
            }
            if !Self.inWeakSelfCapture(t, from: from, in: source) { return true }
        }
        return false
    }

    /// The non-static methods of the class keyed `key` and its extensions, by name: the file
    /// and tokens of each declaration of that name.
    func instanceMethods(of key: String) -> [String: [(Int, TokenSpan)]] {
        var methods: [String: [(Int, TokenSpan)]] = [:]
        func collect(_ members: [Member], file: Int) {
            for member in members {
                switch member {
                case let .function(function) where !function.head.isStatic: methods[function.name, default: []].append((file, function.span))
                case let .ifConfig(block): for clause in block.clauses { collect(clause.elements, file: file) }
                default: break
                }
            }
        }
        for k in catalogue.bodies(of: key) { collect(catalogue.sites[k].declaration.members, file: catalogue.sites[k].file) }
        return methods
    }

    /// The names of the instance properties and methods of the class keyed `key` and its
    /// extensions: what a `Task` closure may use without `self`.
    func instanceMemberNames(of key: String) -> Set<String> {
        var names = Set(instanceMethods(of: key).keys)
        for k in catalogue.bodies(of: key) {
            let site = catalogue.sites[k], source = sources[site.file]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings { if let name = name(of: binding, in: source) { names.insert(name) } }
            }
        }
        return names
    }

    /// Whether token `t` is inside a closure opened after `from` whose capture list (after any
    /// attribute: `{ @MainActor [weak self] in`) holds `weak self` or `unowned self`.
    static func inWeakSelfCapture(_ t: Int, from: Int, in source: MigrationSource) -> Bool {
        var open: [Int] = []
        for j in from ..< t {
            if source.kind(j) == .leftBrace { open.append(j) } else if source.kind(j) == .rightBrace { _ = open.popLast() }
        }
        return open.contains { j in
            var k = j + 1
            while k < t, source.text(k).hasPrefix("@") { k += source.text(k) == "@" ? 2 : 1 }
            guard k < t, source.kind(k) == .leftSquare, let close = source.closingBracket(of: k) else { return false }
            return (k + 1 ..< close).contains { source.isWord($0, "self") && (source.isWord($0 - 1, "weak") || source.isWord($0 - 1, "unowned")) }
        }
    }
}
