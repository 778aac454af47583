import ObservableSyntax

/// Members inherited from a superclass of the run, and `a ?? b`.
extension MigrationPlanner {
    /// The keys of the superclasses of the class keyed `key` that the run declares, nearest
    /// first (each the one class of the run its subclass's first inheritance entry names);
    /// empty for a type that is no class of the run. At most 16, a cycle cut.
    func superclassKeys(of key: String) -> [String] {
        var keys: [String] = []
        var current = key
        while keys.count < 16, let sites = catalogue.classesByName[current], sites.count == 1, let parent = catalogue.superclass(of: sites[0]) {
            let next = catalogue.sites[parent].key
            if next == key || keys.contains(next) { break }
            keys.append(next)
            current = next
        }
        return keys
    }

    /// The bodies (type sites, extensions included) of the superclasses of the class keyed
    /// `key`, nearest first: where a name used in the class that it does not declare is
    /// looked up before the types around it.
    func inheritedBodies(of key: String) -> [Int] {
        superclassKeys(of: key).flatMap { catalogue.bodies(of: $0) }
    }

    /// The type of `a ?? b` (also `a ?? b ?? c`; tokens `first...last` of `file`, `??` outside
    /// brackets): the operands' type when every operand is typed (`argumentTypeWritten`, which
    /// drops optionality: `a: B?`, `b: B` are both `B`) and they agree; an operand after the
    /// first may be a literal or `nil` (`name ?? ""` is the left's type). Nil when one cannot
    /// be typed or two differ (a subclass and its superclass included). An implicit member
    /// expression after the first (`a ?? .init()`) is typed by its context, so adds no type.
    func coalescingType(file: Int, first: Int, last: Int) -> String? {
        // Operands typed through other bindings' values (`lazy var a = b ?? c`, `lazy var b =
        // a ?? d`) could lead back here without end: past a few levels, no type.
        guard coalescingDepth.enter() else { return nil }
        defer { coalescingDepth.leave() }
        let source = sources[file]
        var operands: [TokenSpan] = []
        var start = first
        var depth = 0
        for k in first ... last {
            switch source.kind(k) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .operator where depth == 0 && source.text(k) == "??":
                guard k > start else { return nil }
                operands.append(TokenSpan(start, k - 1))
                start = k + 1
            default: break
            }
        }
        guard start <= last, operands.count >= 1 else { return nil }
        operands.append(TokenSpan(start, last))
        var types: Set<String> = []
        for (n, operand) in operands.enumerated() {
            if n > 0, operand.first == operand.last, Self.isLiteral(operand.first, in: source) { continue }
            // `a ?? .init()`: typed by its context, the left operand's type.
            if n > 0, isImplicitMemberOperand(operand, file: file) { continue }
            guard let type = argumentTypeWritten(file: file, first: operand.first, last: operand.last) else { return nil }
            types.insert(unaliased(type))
        }
        return types.count == 1 ? types.first : nil
    }

    /// Whether token `index` is a string, number or Boolean literal, or `nil`.
    static func isLiteral(_ index: Int, in source: MigrationSource) -> Bool {
        switch source.kind(index) {
        case .stringLiteral, .integerLiteral, .floatLiteral: return true
        default: return source.isWord(index, "true") || source.isWord(index, "false") || source.isWord(index, "nil")
        }
    }
}

/// How many `a ?? b` typings are in progress (`MigrationPlanner.coalescingType`), so that
/// operands whose types lead back to the expression end with no type, not a stack overflow.
/// The planner runs on one thread.
final class NestingDepth {
    private var current = 0
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Whether one more level may start (then `leave()` must follow).
    func enter() -> Bool {
        guard current < limit else { return false }
        current += 1
        return true
    }

    func leave() { current -= 1 }
}
