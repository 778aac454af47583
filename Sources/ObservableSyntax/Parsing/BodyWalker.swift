/// The names visible at a point of a body: its locals, parameters, closure parameters and
/// captures, and the names bound by the conditions and patterns around it, in declaration
/// order (a later one hides an earlier one of the same name).
package struct BodyScope: Sendable {
    package struct Local: Sendable {
        package enum Kind: Sendable {
            /// `let`/`var` in a body (also at file scope).
            case local
            /// A parameter of a function, initializer or subscript.
            case parameter
            /// A closure's parameter (`x in`, `(x: T) in`).
            case closureParameter
            /// A capture list's entry (`[weak self]`, `[x = y]`).
            case capture
            /// `if let x = …`, `guard let x`, `while let`: the unwrapped value.
            case optionalBinding
            /// Bound by a pattern: `case .a(let x)`, `for x in`, `catch let e`, the implicit
            /// `error` of a `catch`, `newValue`/`oldValue` of an accessor.
            case pattern
        }

        package var name: String
        /// The token that declares it; -1 for implicit names (`error`, `newValue`, `oldValue`).
        package var token: Int
        package var kind: Kind
        /// The written type (`let x: T`, `x: T` as a parameter).
        package var type: TypeExpr?
        /// The value it was bound to (`let x = value`, `if let x = value`, `[x = value]`); nil
        /// for a shorthand `if let x` (it unwraps the outer `x`).
        package var value: Expr?
        /// For a capture: `weak`, `unowned`.
        package var specifier: String?
        /// For a name bound by a `case` pattern of a `switch` or of `if case`/`guard case`/
        /// `while case`: the whole pattern (`.a(let x, let y)`) and the value it is matched
        /// against (the switch's subject, the value after `=`; nil when not read).
        package var matched: (pattern: Statement.Pattern, subject: Expr?)?

        package init(name: String, token: Int, kind: Kind, type: TypeExpr?, value: Expr?, specifier: String? = nil,
                     matched: (pattern: Statement.Pattern, subject: Expr?)? = nil) {
            self.name = name
            self.token = token
            self.kind = kind
            self.type = type
            self.value = value
            self.specifier = specifier
            self.matched = matched
        }
    }

    package var locals: [Local] = []

    package init() {}

    /// The innermost visible declaration of `name`, or nil.
    package func lookup(_ name: String) -> Local? { locals.last { $0.name == name } }

    /// Adds the names `pattern` binds; `subject` is the value a `case` pattern is matched against
    /// (kept with each name, as `Local.matched`).
    mutating func add(_ pattern: Statement.Pattern, kind: Local.Kind, type: TypeExpr?, value: Expr?, matching subject: Expr?? = nil) {
        // One name alone takes the written type and value; names of a tuple or an enum
        // pattern do not.
        let whole = pattern.names.count == 1
        for (name, token) in pattern.names {
            locals.append(Local(name: name, token: token, kind: kind, type: whole ? type : nil, value: whole ? value : nil,
                                matched: subject.map { (pattern, $0) }))
        }
    }
}

/// Visits every expression of a body, nested ones included (the operands of calls, members,
/// operators; closures' bodies; the statements of nested blocks, functions, accessors and
/// types; `if`/`switch` expressions' branches; the arguments and bodies of macros), in source
/// order, with the `BodyScope` visible at it. The one walk over bodies: readers (`migrate`)
/// ask their questions of the `Expr` and the scope they are given.
///
/// A type's members and a type-level function start from an empty scope (a member's body
/// does not see the locals of the function around its type); a nested function sees the
/// locals before it.
package struct BodyWalker {
    package let reader: BodyReader
    let visit: (Expr, BodyScope) -> Void
    let declared: (BodyScope.Local) -> Void
    let unread: (TokenSpan) -> Void

    /// A walker of the bodies `reader` reads: `visit` gets each expression (an outer one
    /// before its parts) with the scope at it; `declared` gets each name declared (locals,
    /// stored and computed properties of type bodies, parameters, captures, names bound by
    /// conditions and patterns), at its declaration; `unread` gets the tokens of each
    /// statement the reader could not read (`Statement.Kind.unread`), which no expression
    /// visits.
    package init(reader: BodyReader, visit: @escaping (Expr, BodyScope) -> Void, declared: @escaping (BodyScope.Local) -> Void = { _ in },
                 unread: @escaping (TokenSpan) -> Void = { _ in }) {
        self.reader = reader
        self.visit = visit
        self.declared = declared
        self.unread = unread
    }

    /// Walks `statements` with `scope` visible at their start.
    package func walk(_ statements: [Statement], scope: BodyScope = BodyScope()) {
        var scope = scope
        walk(statements, &scope, members: false)
    }

    func walk(_ statements: [Statement], _ scope: inout BodyScope, members: Bool) {
        for statement in statements { walk(statement, &scope, members: members) }
    }

    func walk(_ statement: Statement, _ scope: inout BodyScope, members: Bool) {
        switch statement.kind {
        case let .binding(binding):
            for entry in binding.entries {
                if let value = entry.value { walk(value, scope) }
                for accessor in entry.accessors { walk(accessor, scope: members ? BodyScope() : scope) }
                var added = BodyScope()
                added.add(entry.pattern, kind: .local, type: entry.type, value: entry.value)
                for local in added.locals { declared(local) }
                if !members { scope.locals += added.locals }
            }
        case let .expression(expr):
            walk(expr, scope)
        case let .return(value):
            if let value { walk(value, scope) }
        case let .throw(value):
            walk(value, scope)
        case let .if(conditions, then, otherwise):
            var inner = scope
            walk(conditions, &inner)
            walk(then, &inner, members: false)
            if let otherwise {
                var other = scope
                walk(otherwise, &other, members: false)
            }
        case let .guard(conditions, otherwise):
            var other = scope
            walk(conditions, &scope)
            walk(otherwise, &other, members: false)
        case let .while(conditions, body):
            var inner = scope
            walk(conditions, &inner)
            walk(body, &inner, members: false)
        case let .repeat(body, condition):
            var inner = scope
            walk(body, &inner, members: false)
            if let condition { walk(condition, scope) }
        case let .for(pattern, sequence, filter, body):
            if let sequence { walk(sequence, scope) }
            var inner = scope
            inner.add(pattern, kind: .pattern, type: nil, value: nil)
            if let filter { walk(filter, inner) }
            walk(body, &inner, members: false)
        case let .switch(subject, clauses):
            if let subject { walk(subject, scope) }
            for clause in clauses { walk(clause, scope, implicitError: false, subject: .some(subject)) }
        case let .do(body, catches):
            var inner = scope
            walk(body, &inner, members: false)
            for clause in catches { walk(clause, scope, implicitError: true, subject: nil) }
        case let .defer(body):
            var inner = scope
            walk(body, &inner, members: false)
        case let .function(function):
            var inner = members ? BodyScope() : scope
            for parameter in function.parameters {
                if let value = parameter.defaultValue { walk(value, inner) }
            }
            for parameter in function.parameters {
                let local = BodyScope.Local(name: parameter.name, token: parameter.nameToken, kind: .parameter, type: parameter.type, value: nil)
                declared(local)
                inner.locals.append(local)
            }
            if let body = function.body { walk(body, &inner, members: false) }
            for accessor in function.accessors { walk(accessor, scope: inner) }
        case let .type(type):
            var inner = BodyScope()
            walk(type.members, &inner, members: true)
        case let .ifConfig(clauses):
            // Declarations in any clause are visible after it (one of them is compiled).
            let before = scope
            for clause in clauses {
                var inner = before
                walk(clause, &inner, members: members)
                scope.locals += inner.locals.dropFirst(before.locals.count)
            }
        case .unread:
            unread(statement.span)
        case .control, .other:
            break
        }
    }

    func walk(_ accessor: Statement.Accessor, scope: BodyScope) {
        var inner = scope
        switch accessor.name {
        case "set"?, "willSet"?:
            inner.locals.append(BodyScope.Local(name: accessor.parameter ?? "newValue", token: -1, kind: .pattern, type: nil, value: nil))
        case "didSet"?:
            inner.locals.append(BodyScope.Local(name: accessor.parameter ?? "oldValue", token: -1, kind: .pattern, type: nil, value: nil))
        default:
            break
        }
        walk(accessor.body, &inner, members: false)
    }

    /// A `case`/`catch` clause; `subject` is a switch's subject (`.some(nil)` when not read),
    /// nil for a `catch`.
    func walk(_ clause: Statement.Clause, _ scope: BodyScope, implicitError: Bool, subject: Expr??) {
        var inner = scope
        for pattern in clause.patterns {
            walkExpression(of: pattern, scope)
            inner.add(pattern, kind: .pattern, type: nil, value: nil, matching: subject)
        }
        if implicitError && clause.patterns.isEmpty {
            inner.locals.append(BodyScope.Local(name: "error", token: -1, kind: .pattern, type: nil, value: nil))
        }
        if let filter = clause.filter { walk(filter, inner) }
        walk(clause.body, &inner, members: false)
    }

    /// Walks conditions in order, each seeing the names the ones before it bound.
    func walk(_ conditions: [Statement.Condition], _ scope: inout BodyScope) {
        for condition in conditions {
            switch condition {
            case let .expression(expr):
                walk(expr, scope)
            case let .optionalBinding(_, pattern, type, value):
                if let value { walk(value, scope) }
                scope.add(pattern, kind: .optionalBinding, type: type, value: value)
            case let .match(pattern, value):
                walkExpression(of: pattern, scope)
                if let value { walk(value, scope) }
                scope.add(pattern, kind: .pattern, type: nil, value: nil, matching: .some(value))
            case .availability:
                break
            }
        }
    }

    /// An expression pattern's expression (`case \.$name:`, `case .a(let x)` read as a call).
    func walkExpression(of pattern: Statement.Pattern, _ scope: BodyScope) {
        walk(ExprParser.parse(pattern.span, tokens: reader.tokens, bytes: reader.bytes), scope)
    }
}
