import ObservableSyntax

/// The uses `migrate` looks for in code, found by walking the file's statements and
/// expressions (`BodyReader`, `BodyWalker`) once, the first time a question is asked of the
/// file (expansion never builds them).
struct BodyUses: Sendable {
    /// `$name` and `x.$name`, in token order.
    var dollar: [MigrationSource.DollarUse] = []
    /// `objectWillChange`, `x.objectWillChange`, and declarations of that name, in token order.
    var objectWillChange: [(index: Int, receiver: MigrationSource.Receiver)] = []
    /// `.environmentObject(…)` calls, in token order.
    var environmentObjectCalls: [MigrationSource.EnvironmentObjectCall] = []
    /// `.focusedObject(…)` and `.focusedSceneObject(…)` calls, in token order.
    var focusedObjectCalls: [MigrationSource.EnvironmentObjectCall] = []
    /// `_x = Wrapper(…)` assignments (`self._x` too), in token order.
    var wrapperAssignments: [WrapperAssignment] = []
    /// `_x.wrappedValue` (`self._x.wrappedValue` too): the `_x` tokens, in order.
    var wrappedValueReads: [Int] = []
    /// `UserDefaults` writes with a literal key (`defaults.set(v, forKey: "k")`), in order.
    var userDefaultsWrites: [UserDefaultsWrite] = []
    /// `UserDefaults` writes whose key is no string literal (`defaults.set(v, forKey: key)`)
    /// and `removePersistentDomain(…)` calls on a receiver that names `UserDefaults`, in order.
    var unknownKeyWrites: [UnknownKeyWrite] = []

    /// A `set`/`setValue`/`removeObject` call whose `forKey:` argument is no string literal
    /// (without interpolation), or a `removePersistentDomain` call.
    struct UnknownKeyWrite: Sendable {
        /// The method's token.
        var token: Int
        var method: String
        /// The key argument's tokens; nil for `removePersistentDomain`.
        var key: TokenSpan?
        /// The key's last name when it is a chain of names (`Keys.theme`, `.theme`, `theme`).
        var keyName: String?
        /// Where it is in the file: the `forKey` label's token, or the method's.
        var order: Int
        /// Called with no receiver or on `self`: a write only in an extension of `UserDefaults`.
        var implicitReceiver = false
        /// A receiver whose name does not say `UserDefaults` (`settings`, `self.ud`, `g?`):
        /// its tokens, for the planner to type (nil when the name says it).
        var untoldReceiver: TokenSpan?
    }

    /// Properties assigned (`name = …`, `self.name = …`, `_name += …`, `(name, b) = …`,
    /// `&name`, `&self.name.x`): the name as written (`name`, `_name`) and its token, in
    /// order. A bare name that a local, parameter or pattern declares is no property.
    var propertyAssignments: [(name: String, token: Int)] = []
    /// Tokens the walk did not read as expressions: unread statements and arguments
    /// (`.opaque`), in order. An assignment in them is not in `propertyAssignments`.
    var unreadSpans: [TokenSpan] = []
    /// The uses of names bound by a `case` pattern (`case .a(let x)`: a later `x`), by the
    /// use's token.
    var patternBoundUses: [Int: PatternBound] = [:]

    /// A name bound by a `case` pattern of a `switch`, `if case`, `guard case` or `while case`.
    struct PatternBound: Sendable {
        /// The token that binds it.
        var token: Int
        /// The pattern's tokens (`.a(let x, let y)`, `let .a(x, y)`).
        var pattern: TokenSpan
        /// The tokens of the value matched; nil when not read.
        var subject: TokenSpan?
    }

    /// A `set`/`setValue`/`removeObject` call with a `forKey:` string literal on a receiver
    /// that names `UserDefaults` (`UserDefaults.standard`, `UserDefaults(suiteName: s)?`) or
    /// a value named `defaults`/`…Defaults`.
    struct UserDefaultsWrite: Sendable {
        /// The key's literal text, quotes included.
        var key: String
        /// The `set`/`setValue`/`removeObject` token.
        var token: Int
        var method: String
        /// Called with no receiver or on `self`: a write only in an extension of `UserDefaults`.
        var implicitReceiver = false
        /// A receiver whose name does not say `UserDefaults` (`ud`, `Reset.store`): the
        /// token of its last name, for the planner to type (nil when the name says it).
        var untoldReceiver: Int?
        /// The receiver's first token when `untoldReceiver` is set (`self` of `self.ud`).
        var untoldReceiverStart: Int?
    }

    /// `target = callee(arguments)` where `target` is `_x` or `self._x`.
    struct WrapperAssignment: Sendable {
        var property: String
        var target: Int
        /// The callee as read: `.init`, `Wrapper`, `Module.Wrapper`, `Wrapper<T>`, with any `.init`.
        var callee: Expr
        var arguments: [Expr.Argument]
        var open: Int
        var close: Int
    }

    /// Walks every statement of a file's `tokens` (of `bytes`).
    init(tokens: [Token], bytes: [UInt8]) {
        let reader = BodyReader(tokens: tokens, bytes: bytes)
        var last = tokens.count - 1
        while last >= 0 && reader.kind(last) == .endOfFile { last -= 1 }
        guard last >= 0 else { return }
        var uses = self
        var assignTargets: Set<Int> = []
        let walker = BodyWalker(reader: reader, visit: { expr, scope in
            uses.record(expr, scope: scope, reader: reader, assignTargets: &assignTargets)
        }, declared: { local in
            if local.name == "objectWillChange" && local.token >= 0 { uses.objectWillChange.append((local.token, .implicit)) }
        }, unread: { span in
            uses.unreadSpans.append(span)
        })
        walker.walk(reader.statements(in: TokenSpan(0, last)))
        for n in uses.dollar.indices where assignTargets.contains(uses.dollar[n].index) { uses.dollar[n].isAssignTarget = true }
        uses.dollar = Self.sorted(uses.dollar, by: \.index)
        uses.objectWillChange = Self.sorted(uses.objectWillChange, by: \.index)
        uses.environmentObjectCalls = Self.sorted(uses.environmentObjectCalls, by: \.name)
        uses.focusedObjectCalls = Self.sorted(uses.focusedObjectCalls, by: \.name)
        uses.wrapperAssignments = Self.sorted(uses.wrapperAssignments, by: \.target)
        uses.wrappedValueReads = Array(Set(uses.wrappedValueReads)).sorted()
        uses.userDefaultsWrites = Self.sorted(uses.userDefaultsWrites, by: \.token)
        uses.propertyAssignments = Self.sorted(uses.propertyAssignments, by: \.token)
        uses.unknownKeyWrites = Self.sorted(uses.unknownKeyWrites, by: \.order)
        uses.unreadSpans.sort { $0.first < $1.first }
        self = uses
    }

    /// `items` in order of `key`, one per key.
    static func sorted<T>(_ items: [T], by key: (T) -> Int) -> [T] {
        var seen: Set<Int> = []
        return items.sorted { key($0) < key($1) }.filter { seen.insert(key($0)).inserted }
    }

    /// What a member's base is: `self`, `self?`, `model`, `model!` are resolved (also through
    /// `x.self` and parentheses: `self.self`, `(self)` are `self`); a longer expression is `.other`.
    static func receiver(_ base: Expr) -> MigrationSource.Receiver {
        var base = base
        while true {
            switch base.kind {
            case let .optionalChain(inner), let .forceUnwrap(inner), let .member(inner, "self"): base = inner; continue
            case let .tuple(elements) where elements.count == 1 && elements[0].label == nil: base = elements[0].value; continue
            case let .name(name) where !name.hasPrefix("$"): return name == "self" ? .selfValue : .name(name)
            default: return .other
            }
        }
    }

    mutating func record(_ expr: Expr, scope: BodyScope, reader: BodyReader, assignTargets: inout Set<Int>) {
        if case let .name(name) = expr.kind, let local = scope.lookup(name), local.kind == .pattern, let matched = local.matched {
            patternBoundUses[expr.span.first] = PatternBound(token: local.token, pattern: matched.pattern.span,
                                                            subject: matched.subject.map { TokenSpan($0.span.first, reader.lastToken(of: $0)) })
        }
        switch expr.kind {
        case let .name(name) where name.hasPrefix("$"):
            // `{ $item in … $item … }`: the closure's parameter, not a projection of the type's.
            if scope.lookup(name) == nil { addDollar(name, index: expr.span.first, receiver: .implicit) }
        case .name("objectWillChange"):
            objectWillChange.append((expr.span.first, .implicit))
        case let .member(base, name):
            if name.hasPrefix("$") { addDollar(name, index: reader.lastToken(of: expr), receiver: Self.receiver(base)) }
            if name == "objectWillChange" { objectWillChange.append((reader.lastToken(of: expr), Self.receiver(base))) }
            if name == "wrappedValue", let target = Self.backingStore(base, reader) { wrappedValueReads.append(target.token) }
        case let .keyPath(root, path):
            // `\Entity.$name`: the root's projection; `\.$name`, `\A.b.$c`: not resolved.
            for (n, component) in reader.keyPathComponents(path).enumerated() {
                let receiver: MigrationSource.Receiver = n == 0 && root != nil && reader.kind(path.first) == .period ? rootName(root) : .other
                if component.name.hasPrefix("$") {
                    addDollar(component.name, index: component.token, receiver: receiver,
                              implicitKeyPathRoot: n == 0 && root == nil && reader.kind(path.first) == .period)
                }
                if component.name == "objectWillChange" { objectWillChange.append((component.token, receiver)) }
            }
        case let .call(callee, arguments, _):
            let open = reader.lastToken(of: callee) + 1
            guard reader.kind(open) == .leftParen, let close = reader.closingBracket(of: open) else { break }
            if case .member(_, "environmentObject") = callee.kind {
                environmentObjectCalls.append(MigrationSource.EnvironmentObjectCall(name: open - 1, open: open, close: close))
            } else if case .implicitMember("environmentObject") = callee.kind {
                environmentObjectCalls.append(MigrationSource.EnvironmentObjectCall(name: open - 1, open: open, close: close))
            } else if case .name("environmentObject") = callee.kind {
                // Written bare in a `View` extension: a call on `self`.
                environmentObjectCalls.append(MigrationSource.EnvironmentObjectCall(name: open - 1, open: open, close: close))
            }
            switch callee.kind {
            case .member(_, "focusedObject"), .member(_, "focusedSceneObject"), .implicitMember("focusedObject"), .implicitMember("focusedSceneObject"),
                 .name("focusedObject"), .name("focusedSceneObject"):
                focusedObjectCalls.append(MigrationSource.EnvironmentObjectCall(name: open - 1, open: open, close: close))
            default: break
            }
            // `defaults.set(v, forKey: k)`; `set(v, forKey: k)`, `self.set(…)`: on the implicit
            // receiver, a write only inside `extension UserDefaults` (the planner tells).
            var write: (method: String, implicit: Bool)?
            var untold: Int?
            var untoldStart: Int?
            switch callee.kind {
            case let .member(receiver, method) where Self.namesUserDefaults(receiver): write = (method, false)
            case let .member(receiver, method) where Self.isSelf(receiver): write = (method, true)
            case let .name(method): write = (method, true)
            // `ud.set(v, forKey: "k")`, `Reset.store.set(…)`: a literal key only, typed by the planner.
            case let .member(receiver, method):
                switch receiver.kind {
                case .name, .member: untold = reader.lastToken(of: receiver)
                // `g?.set(…)`, `ud!.set(…)`: the value unwrapped (`UntoldKeyWriters`).
                case let .optionalChain(inner), let .forceUnwrap(inner):
                    switch inner.kind {
                    case .name, .member: untold = reader.lastToken(of: inner)
                    default: break
                    }
                default: break
                }
                untoldStart = untold.map { _ in receiver.span.first }
                if untold != nil { write = (method, false) }
            default: break
            }
            if let (method, implicit) = write, let untold, let untoldStart {
                let receiver = TokenSpan(untoldStart, untold)
                if ["set", "setValue", "removeObject"].contains(method), let key = arguments.first(where: { $0.label == "forKey" })?.value {
                    if key.span.first == reader.lastToken(of: key), reader.kind(key.span.first) == .stringLiteral, !reader.text(key.span.first).contains("\\(") {
                        userDefaultsWrites.append(UserDefaultsWrite(key: reader.text(key.span.first), token: open - 1, method: method, implicitReceiver: implicit,
                                                                    untoldReceiver: untold, untoldReceiverStart: untoldStart))
                    } else {
                        // `settings.set(v, forKey: Keys.a)`: the planner types the receiver (review 28b/01).
                        let span = TokenSpan(key.span.first, reader.lastToken(of: key))
                        unknownKeyWrites.append(UnknownKeyWrite(token: open - 1, method: method, key: span, keyName: Self.lastName(ofChain: key),
                                                                order: span.first - 2, implicitReceiver: implicit, untoldReceiver: receiver))
                    }
                } else if method == "removePersistentDomain" {
                    unknownKeyWrites.append(UnknownKeyWrite(token: open - 1, method: method, key: nil, keyName: nil, order: open - 1, implicitReceiver: implicit,
                                                            untoldReceiver: receiver))
                }
            } else if let (method, implicit) = write {
                if ["set", "setValue", "removeObject"].contains(method), let key = arguments.first(where: { $0.label == "forKey" })?.value {
                    let span = TokenSpan(key.span.first, reader.lastToken(of: key))
                    let literal = span.first == span.last && reader.kind(span.first) == .stringLiteral && !reader.text(span.first).contains("\\(")
                    if literal {
                        userDefaultsWrites.append(UserDefaultsWrite(key: reader.text(key.span.first), token: open - 1, method: method, implicitReceiver: implicit))
                    } else {
                        unknownKeyWrites.append(UnknownKeyWrite(token: open - 1, method: method, key: span, keyName: Self.lastName(ofChain: key),
                                                                order: span.first - 2, implicitReceiver: implicit))
                    }
                } else if method == "removePersistentDomain" {
                    unknownKeyWrites.append(UnknownKeyWrite(token: open - 1, method: method, key: nil, keyName: nil, order: open - 1, implicitReceiver: implicit))
                }
            }
            // `assign(to: &$x)`, `.assign(to: &self.$x)`.
            let isAssign: Bool
            switch callee.kind {
            case .name("assign"), .member(_, "assign"): isAssign = true
            default: isAssign = false
            }
            if isAssign, let first = arguments.first, first.label == "to", case let .prefix("&", operand) = first.value.kind {
                switch operand.kind {
                case let .name(name) where name.hasPrefix("$"): assignTargets.insert(operand.span.first)
                case let .member(base, name) where name.hasPrefix("$") && base.span.first == base.span.last: assignTargets.insert(reader.lastToken(of: operand))
                default: break
                }
            }
        case .opaque:
            unreadSpans.append(expr.span)
        case let .prefix("&", operand):
            addInOut(operand, scope: scope, reader: reader)
        case let .sequence(elements):
            for n in elements.indices.dropFirst() {
                guard case let .operand(target) = elements[n - 1] else { continue }
                switch elements[n] {
                case .assignment: addAssigned(target, scope: scope, reader: reader)
                case let .binary(op) where Self.isCompoundAssignment(op): addAssigned(target, scope: scope, reader: reader)
                default: break
                }
            }
            for n in elements.indices.dropLast(2) {
                guard case let .operand(target) = elements[n], case .assignment = elements[n + 1], case let .operand(value) = elements[n + 2],
                      let store = Self.backingStore(target, reader), case let .call(callee, arguments, _) = value.kind else { continue }
                let open = reader.lastToken(of: callee) + 1
                guard reader.kind(open) == .leftParen, let close = reader.closingBracket(of: open) else { continue }
                wrapperAssignments.append(WrapperAssignment(property: String(store.name.dropFirst()), target: store.token, callee: callee,
                                                            arguments: arguments, open: open, close: close))
            }
        default:
            break
        }
    }

    /// The last name of `Keys.theme`, `.theme`, `theme`, `self.key` (names only); nil for
    /// another expression.
    static func lastName(ofChain expr: Expr) -> String? {
        let isName = { (name: String) in name.first.map { $0 != "$" && !$0.isNumber } ?? false }
        switch expr.kind {
        case let .name(name), let .implicitMember(name): return isName(name) ? name : nil
        case let .member(base, name): return isName(name) && lastName(ofChain: base) != nil ? name : nil
        default: return nil
        }
    }

    /// `+=`, `??=`, `<<=`: an operator ending in `=` that is no comparison.
    static func isCompoundAssignment(_ op: String) -> Bool {
        op.count > 1 && op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }

    /// The property an assignment's target names: `name` (not a local), `self.name`, each
    /// element of a tuple `(a, self.b)`.
    mutating func addAssigned(_ target: Expr, scope: BodyScope, reader: BodyReader) {
        switch target.kind {
        case let .name(name) where scope.lookup(name) == nil:
            propertyAssignments.append((name, target.span.first))
        case let .member(base, name):
            if case .name("self") = base.kind { propertyAssignments.append((name, reader.lastToken(of: target))) }
        case let .tuple(elements):
            for element in elements { addAssigned(element.value, scope: scope, reader: reader) }
        default:
            break
        }
    }

    /// `&name`, `&self.name`, and the same followed by members or subscripts (`&name.x`,
    /// `&self.name[0]`): the property at the root, which the in-out access may set.
    mutating func addInOut(_ operand: Expr, scope: BodyScope, reader: BodyReader) {
        var expr = operand
        while true {
            switch expr.kind {
            case let .member(base, _) where !Self.isSelf(base), let .subscripted(base, _), let .optionalChain(base), let .forceUnwrap(base):
                expr = base
                continue
            default:
                break
            }
            break
        }
        addAssigned(expr, scope: scope, reader: reader)
    }

    static func isSelf(_ expr: Expr) -> Bool {
        if case .name("self") = expr.kind { return true }
        return false
    }

    func rootName(_ root: TypeExpr?) -> MigrationSource.Receiver {
        guard let name = root?.components?.last?.name else { return .other }
        return .name(name)
    }

    /// Whether a member chain (`UserDefaults.standard`, `UserDefaults(suiteName: "g")!`,
    /// `self.defaults`) names `UserDefaults` or a value named `defaults`/`…Defaults`.
    static func namesUserDefaults(_ receiver: Expr) -> Bool {
        var expr = receiver
        while true {
            switch expr.kind {
            case let .optionalChain(inner), let .forceUnwrap(inner), let .call(inner, _, _), let .subscripted(inner, _): expr = inner
            case let .name(word): return word == "UserDefaults" || word.lowercased().hasSuffix("defaults")
            case let .member(base, word):
                if word == "UserDefaults" || word.lowercased().hasSuffix("defaults") { return true }
                expr = base
            default: return false
            }
        }
    }

    mutating func addDollar(_ name: String, index: Int, receiver: MigrationSource.Receiver, implicitKeyPathRoot: Bool = false) {
        let bare = String(name.dropFirst())
        if bare.isEmpty || bare.allSatisfy(\.isNumber) { return }
        dollar.append(MigrationSource.DollarUse(index: index, name: bare, receiver: receiver, isAssignTarget: false,
                                                isImplicitKeyPathRoot: implicitKeyPathRoot))
    }

    /// `_x` or `self._x`: the name `_x` and its token.
    static func backingStore(_ expr: Expr, _ reader: BodyReader) -> (name: String, token: Int)? {
        switch expr.kind {
        case let .name(name) where name.hasPrefix("_"): return (name, expr.span.first)
        case let .member(base, name) where name.hasPrefix("_"):
            if case .name("self") = base.kind { return (name, reader.lastToken(of: expr)) }
            return nil
        default: return nil
        }
    }
}

/// A file's `BodyUses`, built the first time they are asked for (under a lock: planners on
/// several threads may ask), and only then.
final class LazyBodyUses: @unchecked Sendable {
    // Safety: `computed` is set once, under `lock`, and only read under it.
    private let lock = POSIXLock()
    private var computed: BodyUses?
    private let tokens: [Token]
    private let bytes: [UInt8]

    init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    var value: BodyUses {
        lock.withLock {
            if let computed { return computed }
            let uses = BodyUses(tokens: tokens, bytes: bytes)
            computed = uses
            return uses
        }
    }
}

/// The questions the planner asks of a span of a file, answered from the file's `BodyUses`.
extension MigrationSource {
    func holds(_ span: TokenSpan, _ index: Int) -> Bool { index >= span.first && index <= span.last }

    /// Every `$name` in `span` (not the closure parameters `$0`, `$1`, …).
    func dollarUses(in span: TokenSpan) -> [DollarUse] {
        bodyUses.value.dollar.filter { holds(span, $0.index) }
    }

    /// Every `objectWillChange` in `span`, with its receiver.
    func objectWillChangeUses(in span: TokenSpan) -> [(index: Int, receiver: Receiver)] {
        bodyUses.value.objectWillChange.filter { holds(span, $0.index) }
    }

    /// Every `.environmentObject(…)` call in `span`.
    func environmentObjectCalls(in span: TokenSpan) -> [EnvironmentObjectCall] {
        bodyUses.value.environmentObjectCalls.filter { holds(span, $0.name) }
    }

    /// Every `.focusedObject(…)` and `.focusedSceneObject(…)` call in `span`.
    func focusedObjectCalls(in span: TokenSpan) -> [EnvironmentObjectCall] {
        bodyUses.value.focusedObjectCalls.filter { holds(span, $0.name) }
    }

    /// Every `_x = StateObject(wrappedValue: …)` in `span`.
    func stateObjectAssignments(in span: TokenSpan) -> [StateObjectAssignment] {
        wrapperAssignments(in: span, wrapper: "StateObject", module: "SwiftUI", labels: ["wrappedValue"])
    }

    /// Every `_x = ObservedObject(wrappedValue: …)` (or `initialValue:`) in `span`.
    func observedObjectAssignments(in span: TokenSpan) -> [StateObjectAssignment] {
        wrapperAssignments(in: span, wrapper: "ObservedObject", module: "SwiftUI", labels: ["wrappedValue", "initialValue"])
    }

    /// Every `_x = Published(initialValue: …)` (or `wrappedValue:`) in `span`.
    func publishedAssignments(in span: TokenSpan) -> [StateObjectAssignment] {
        wrapperAssignments(in: span, wrapper: "Published", module: "Combine", labels: ["initialValue", "wrappedValue"])
    }

    /// Every `_x = Wrapper(label: …)` (also `self._x`, `Module.Wrapper`, `Wrapper<T>`,
    /// `Wrapper.init`, and the implicit member `.init(label: …)`) in `span`, the label the
    /// first argument's.
    func wrapperAssignments(in span: TokenSpan, wrapper: String, module: String, labels: [String]) -> [StateObjectAssignment] {
        bodyUses.value.wrapperAssignments.compactMap { assignment in
            guard holds(span, assignment.target), let (matches, wrapperSpan) = wrapperCallee(assignment.callee, wrapper: wrapper, module: module),
                  matches, let label = assignment.arguments.first?.label, labels.contains(label) else { return nil }
            return StateObjectAssignment(property: assignment.property, target: assignment.target, wrapper: wrapperSpan,
                                         callee: TokenSpan(assignment.callee.span.first, assignment.open - 1), label: assignment.open + 1,
                                         open: assignment.open, close: assignment.close)
        }
    }

    /// Whether `callee` names `wrapper`'s initializer (`.init`, `Wrapper`, `Module.Wrapper`,
    /// `Wrapper<T>`, each with an optional `.init`), and the tokens that name the wrapper (nil
    /// for `.init`). Nil when it does not.
    func wrapperCallee(_ callee: Expr, wrapper: String, module: String) -> (Bool, TokenSpan?)? {
        if case .implicitMember("init") = callee.kind { return (true, nil) }
        var named = callee
        if case let .member(base, "init") = named.kind { named = base }
        if case let .specialized(base, _) = named.kind { named = base }
        switch named.kind {
        case let .name(name) where name == wrapper: return (true, named.span)
        case let .member(base, name) where name == wrapper:
            let last = BodyReader(tokens: tokens, bytes: bytes).lastToken(of: named)
            if case let .name(qualifier) = base.kind, qualifier == module { return (true, TokenSpan(named.span.first, last)) }
            return nil
        default: return nil
        }
    }

    /// Every `_x = EnvironmentObject()` (also `self._x`, `SwiftUI.EnvironmentObject`,
    /// `EnvironmentObject<T>()`, `.init()`) in `span`: the `_x` token and the tokens from the
    /// callee to the `)`.
    func environmentObjectAssignments(in span: TokenSpan) -> [(property: String, target: Int, call: TokenSpan)] {
        let found: [(property: String, target: Int, call: TokenSpan)] = bodyUses.value.wrapperAssignments.compactMap { assignment in
            guard holds(span, assignment.target), assignment.arguments.isEmpty, assignment.close == assignment.open + 1,
                  wrapperCallee(assignment.callee, wrapper: "EnvironmentObject", module: "SwiftUI") != nil else { return nil }
            return (assignment.property, assignment.target, TokenSpan(assignment.callee.span.first, assignment.close))
        }
        return found
    }

    /// Every `_x.wrappedValue` (also `self._x.wrappedValue`) in `span`: the `_x` token.
    func wrappedValueReads(in span: TokenSpan) -> [Int] {
        bodyUses.value.wrappedValueReads.filter { holds(span, $0) }
    }
}
