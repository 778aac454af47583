import ObservableSyntax

/// Rule `migrate-blocked-state-object-lifetime`, for an object built from closures and handed
/// outside the instance (review 18b/01, linphone's `ChatRoomDelegateStub(onX: { … self … })`
/// registered on a chat room through `chatroom.addDelegate(delegate:)`): the same trap as
/// `addObserver(forName:) { … self … }`. Under `@State` each throw-away instance is kept alive
/// by the outside object (and keeps handling its events): one leaked model per view init.
///
/// The shape counted, in an initializer's tokens or a method of the class it calls: a closure
/// literal that holds `self` strongly (a bare `self`, not in a `[weak self]`/`[unowned self]`
/// closure) passed as an argument (in parentheses or trailing) to a call `X(…)` whose result is
/// - passed as an argument to a call on a receiver outside the instance (`room.add(X(…))`),
/// - assigned to a member of something outside the instance (`room.delegate = X(…)`), or
/// - bound (`let stub = X(…)`, `self.delegate = X(…)`, `delegate = X(…)`) and that name then
///   passed, later in the same body, to such a call (`core.addDelegate(delegate: self.delegate!)`)
///   or to an initializer of a type of the run one of whose `init`s passes that parameter to
///   such a call (`Holder(chatroom: room, delegate: stub)` whose `init` calls
///   `chatroom.addDelegate(delegate: delegate)`); so is a direct `Holder(…, delegate: X(…))`.
/// A receiver outside the instance: any but `self`, a bare method call, an object of the
/// instance's own (`ownObjects(of:)`), or a property of `self` given elements
/// (`self.holders.append(…)`, `holders.insert(…)`). A closure stored only in the instance's
/// own properties blocks nothing.
extension MigrationPlanner {
    /// Methods that store their argument in the receiver collection: a receiver rooted at
    /// `self` so called keeps the value in the instance.
    static let elementStoringMethods: Set<String> = ["append", "insert", "updateValue", "formUnion", "merge", "add", "push"]

    /// The token of the first call in tokens `span` of `file` (a body of the class keyed
    /// `key`) whose argument is a closure holding `self` strongly and whose result is handed
    /// outside the instance (the shapes above); nil when none.
    func closureObjectHandedOutside(in span: TokenSpan, file: Int, key: String) -> Int? {
        let source = sources[file]
        let own = Set(catalogue.bodies(of: key).filter { catalogue.sites[$0].declaration.kind == .class }.flatMap { ownObjects(of: $0) })
        let members = instanceMemberNames(of: key)
        for k in source.indices(of: span) where source.kind(k) == .leftBrace {
            guard let close = source.closingBracket(of: k), close <= span.last,
                  let call = callTakingClosure(at: k, in: span, source),
                  holdsSelf(TokenSpan(k - 1, close), from: span.first, source, implicitMembers: []) else { continue }
            if handedOutside(call: call, in: span, file: file, own: own, members: members) { return call.callee }
        }
        return nil
    }

    /// A call: its callee token (the type or method name), the first token of the whole
    /// expression (its receiver, if any) and its last token (the closing parenthesis or the
    /// last trailing closure).
    struct ClosureCall {
        var callee: Int
        var start: Int
        var end: Int
    }

    /// The call that the closure opening at `brace` is an argument of: `X(label: { … })`,
    /// `X { … }`, `X(a) { … }`; nil when it is none (a statement block, a closure assigned).
    private func callTakingClosure(at brace: Int, in span: TokenSpan, _ source: MigrationSource) -> ClosureCall? {
        let before = brace - 1
        guard before > span.first else { return nil }
        var paren: Int?
        if source.kind(before) == .rightParen {
            paren = source.openingBracket(of: before)               // `X(a) { … }`
        } else if source.kind(before) == .identifier, source.text(before).first?.isUppercase == true, !source.isWord(before - 1, "class"),
                  !source.isWord(before - 1, "struct"), !source.isWord(before - 1, "enum") {
            return ClosureCall(callee: before, start: receiverStart(before, source), end: trailingEnd(after: before + 1, source))   // `X { … }`
        } else if [TokenKind.leftParen, .comma, .colon].contains(source.kind(before)) {
            paren = source.enclosingParen(before: brace, after: span.first)  // `X(label: { … })`
            if source.kind(before) == .colon, !(before > 0 && source.kind(before - 1) == .identifier) { return nil }
        }
        guard let open = paren, open > span.first else { return nil }
        var callee = open - 1
        if source.isWord(callee, "init"), source.kind(callee - 1) == .period { callee -= 2 }
        guard source.kind(callee) == .identifier, !source.isWord(callee - 1, "func"), !["if", "guard", "while", "switch", "for", "return"].contains(source.text(callee)),
              let close = source.closingBracket(of: open) else { return nil }
        return ClosureCall(callee: callee, start: receiverStart(callee, source), end: trailingEnd(after: close + 1, source))
    }

    /// The last token of trailing closures starting at `j` (or `j - 1` when there are none).
    private func trailingEnd(after j: Int, _ source: MigrationSource) -> Int {
        var j = j, end = j - 1
        while source.kind(j) == .leftBrace, let close = source.closingBracket(of: j) {
            end = close
            j = close + 1
            if source.kind(j) == .identifier, source.kind(j + 1) == .colon, source.kind(j + 2) == .leftBrace { j += 2 }
        }
        return end
    }

    /// The first token of the receiver chain of the callee at `callee` (`a.b?.c!.m` -> `a`),
    /// or `callee` itself when it has none.
    func receiverStart(_ callee: Int, _ source: MigrationSource) -> Int {
        var j = callee
        while j >= 2, source.kind(j - 1) == .period {
            var r = j - 2
            while ["?", "!"].contains(source.text(r)), r > 0 { r -= 1 }
            if source.kind(r) == .rightParen || source.kind(r) == .rightSquare, let open = source.openingBracket(of: r) { r = open - 1 }
            guard source.kind(r) == .identifier else { break }
            j = r
        }
        return j
    }

    /// Whether the result of `call` leaves the instance (the shapes of this rule).
    private func handedOutside(call: ClosureCall, in span: TokenSpan, file: Int, own: Set<String>, members: Set<String>) -> Bool {
        let source = sources[file]
        // Passed straight on: `room.add(X(…))`, `Holder(delegate: X(…))`.
        if isOutsideSink(argumentAt: call.start, in: span, file: file, own: own, members: members) { return true }
        // Assigned: `room.delegate = X(…)` (outside), or bound to a name passed on later.
        guard source.kind(call.start - 1) == .equal else { return false }
        let equal = call.start - 1
        var first = equal - 1, periods = 0
        while first - 1 > span.first, source.kind(first - 1) == .period, source.kind(first) == .identifier {
            periods += 1
            first -= 2
        }
        guard source.kind(equal - 1) == .identifier else { return false }
        if periods > 0 {
            // `self.x = X(…)` binds `x`; `self.a.b = X(…)`, `a.b = X(…)` set a member of `a`:
            // outside unless `a` is an object of the instance's own.
            let selfRooted = source.isWord(first, "self")
            if !(selfRooted && periods == 1) {
                let root = selfRooted ? first + 2 : first
                let rootName = source.text(root)
                let isMember = selfRooted || (members.contains(rootName) && !source.declaresLocal(rootName, in: span, before: root))
                if !isMember || !own.contains(rootName) { return true }
                return false
            }
        }
        let name = source.text(equal - 1)
        // Later uses of the bound name as an argument.
        var j = call.end + 1
        while j <= span.last {
            defer { j += 1 }
            guard source.kind(j) == .identifier, source.text(j) == name else { continue }
            var start = j
            if source.kind(j - 1) == .period {
                guard j >= 2, source.isWord(j - 2, "self") else { continue }
                start = j - 2
            }
            if isOutsideSink(argumentAt: start, in: span, file: file, own: own, members: members) { return true }
        }
        return false
    }

    /// Whether the expression starting at `start` is an argument (after `(`, `,` or a label)
    /// of a call on a receiver outside the instance, or of an initializer of a type of the run
    /// that passes that parameter to such a call.
    private func isOutsideSink(argumentAt start: Int, in span: TokenSpan, file: Int, own: Set<String>, members: Set<String>) -> Bool {
        let source = sources[file]
        var label = "_"
        var before = start - 1
        if source.kind(before) == .colon, source.kind(before - 1) == .identifier {
            label = source.text(before - 1)
            before -= 2
        }
        guard source.kind(before) == .leftParen || source.kind(before) == .comma,
              let open = source.kind(before) == .leftParen ? before : source.enclosingParen(before: before, after: span.first) else { return false }
        var callee = open - 1
        if source.isWord(callee, "init"), source.kind(callee - 1) == .period { callee -= 2 }
        guard source.kind(callee) == .identifier else { return false }
        let calleeName = source.text(callee)
        if source.kind(callee - 1) == .period {
            // `r.m(…)`: outside unless `r` is `self`, an object of its own, or a property of `self` given an element.
            let root = receiverStart(callee, source)
            let rootName = source.text(root)
            if source.isWord(root, "self") {
                if root == callee - 2 { return false }
                let member = source.text(root + 2)
                if own.contains(member) || Self.elementStoringMethods.contains(calleeName) { return false }
                return true
            }
            if !source.declaresLocal(rootName, in: span, before: root), members.contains(rootName) {
                if own.contains(rootName) || Self.elementStoringMethods.contains(calleeName) { return false }
            }
            return true
        }
        // `Holder(…)` of the run whose `init` passes that parameter on to an outside receiver.
        guard calleeName.first?.isUppercase == true else { return false }
        let type = typeKey(calleeName, file: file, token: callee)
        for body in catalogue.bodies(of: type) {
            let site = catalogue.sites[body], holder = sources[site.file]
            for initializer in Self.initializers(site.declaration.members) {
                guard let parameter = Self.parameterName(labelled: label, in: initializer.head.span, holder),
                      let open = Self.bodyOpening(from: initializer.head.keyword, through: initializer.head.span.last, in: holder) else { continue }
                let body = TokenSpan(open, initializer.head.span.last)
                for t in holder.indices(of: body) where holder.kind(t) == .identifier && holder.text(t) == parameter && holder.kind(t - 1) != .period && holder.kind(t + 1) != .colon {
                    if passedToOutsideCall(t, in: body, holder) { return true }
                }
            }
        }
        return false
    }

    /// Whether the bare argument at `t` is passed to `r.m(…)` with `r` not `self` (in a holder's `init`).
    private func passedToOutsideCall(_ t: Int, in span: TokenSpan, _ source: MigrationSource) -> Bool {
        var before = t - 1
        if source.kind(before) == .colon, source.kind(before - 1) == .identifier { before -= 2 }
        guard source.kind(before) == .leftParen || source.kind(before) == .comma,
              let open = source.kind(before) == .leftParen ? before : source.enclosingParen(before: before, after: span.first),
              source.kind(open - 1) == .identifier, source.kind(open - 2) == .period else { return false }
        let root = receiverStart(open - 1, source)
        return !source.isWord(root, "self") && !Self.elementStoringMethods.contains(source.text(open - 1))
    }

    /// The internal name of the parameter with argument label `label` (`_` for none) in the
    /// parameter list of the declaration whose tokens are `head`; nil when none.
    static func parameterName(labelled label: String, in head: TokenSpan, _ source: MigrationSource) -> String? {
        var k = head.first
        while k <= head.last, source.kind(k) != .leftParen { k += 1 }
        guard k <= head.last, let close = source.closingBracket(of: k) else { return nil }
        var depth = 0, segmentStart = k + 1
        for j in k + 1 ... close {
            switch source.kind(j) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightSquare, .rightBrace: depth -= 1
            case .rightParen where j != close: depth -= 1
            case .comma where depth == 0, .rightParen where j == close:
                // `label name: T`, `name: T`, `_ name: T`.
                let a = segmentStart, b = segmentStart + 1
                if source.kind(b) == .colon, source.text(a) == label { return source.text(a) }
                if source.kind(b + 1) == .colon, source.kind(b) == .identifier, source.text(a) == label { return source.text(b) }
                segmentStart = j + 1
            default: break
            }
        }
        return nil
    }
}
