import ObservableSyntax

/// Rule `ignoredPropertyRead`, one level further: a redraw that passes the model whole to a
/// free function or a static method of the run (`Text(Format.time(player))`) reads what that
/// function reads of its parameter (`p.elapsed`). Before, every `@Published` change redrew the
/// view and so showed the new value; now a read of an ignored property registers nothing
/// (checked with the Observation runtime). The read is reported in the function's body, once
/// per view. A method of the view itself (`describe(model)`, `self.describe(model)`) is followed
/// too. A function the run does not declare, an instance method of another object, or a call
/// whose argument is more than the bare holder, is not followed.
extension MigrationPlanner {
    /// The reads of ignored properties (or members that read one) of `type` that the function
    /// called at `open` (the `(` of the call) makes of its argument number `index`: file, token
    /// of the parameter in the read, and the member read.
    func helperReads(callAt open: Int, argument index: Int, label: String?, in file: Int, of type: String) -> [(file: Int, token: Int, member: String, callee: String)] {
        let source = sources[file]
        guard open > 0, source.kind(open - 1) == .identifier, let facts = ignoredReads[type] else { return [] }
        let name = source.text(open - 1)
        var candidates: [(file: Int, function: FunctionDeclaration)] = []
        var callee = name
        if open > 2 && source.kind(open - 2) == .period && source.isWord(open - 3, "self") && !(open > 3 && source.kind(open - 4) == .period) {
            // `self.describe(model)`: a method of the view itself.
            candidates = enclosingTypeMethods(named: name, file: file, token: open)
        } else if open > 2 && source.kind(open - 2) == .period {
            // `Format.time(player)`: a static method of a type of the run.
            guard source.kind(open - 3) == .identifier, source.text(open - 3).first?.isUppercase == true,
                  !(open > 3 && source.kind(open - 4) == .period) else { return [] }
            let owner = typeKey(source.text(open - 3), file: file, token: open - 3)
            callee = source.text(open - 3) + "." + name
            for k in catalogue.bodies(of: owner) {
                let site = catalogue.sites[k]
                for function in ModelCatalogue.functions(site.declaration.members) where function.name == name && function.head.isStatic {
                    candidates.append((site.file, function))
                }
            }
        } else {
            // `describe(player)`: a method of the view itself (review 13c/05), else a function at file scope.
            candidates = enclosingTypeMethods(named: name, file: file, token: open)
            for (k, other) in sources.enumerated() where candidates.isEmpty {
                for function in ModelCatalogue.functions(other.tree.members) where function.name == name { candidates.append((k, function)) }
            }
        }
        var result: [(file: Int, token: Int, member: String, callee: String)] = []
        for (k, function) in candidates {
            let body = sources[k]
            // A labelled argument names its parameter; an unlabelled one is the parameter at its place without a label.
            let chosen = label.map { label in function.parameters.first { $0.label == label } }
                ?? (index < function.parameters.count && function.parameters[index].label == "_" ? function.parameters[index] : nil)
            guard let typeSpan = chosen?.type, typeSpan.first >= 2, body.kind(typeSpan.first - 1) == .colon,
                  body.kind(typeSpan.first - 2) == .identifier, let open = signatureEnd(function, in: body) else { continue }
            let parameter = body.text(typeSpan.first - 2)
            guard parameter != "_" else { continue }
            // A tracked holder passed on is no read of its state (`MigrationPlanner+ReferenceHolders`).
            let members = facts.properties.subtracting(trackedHolders(of: type)).union(facts.readers.keys).sorted()
            for t in open ... function.span.last {
                if body.kind(t) == .stringLiteral && body.text(t).contains("\\(") {
                    for member in members where Self.mentions(body.text(t), parameter + "." + member) { result.append((k, t, member, callee)) }
                    continue
                }
                guard body.kind(t) == .identifier, body.text(t) == parameter, t + 2 <= function.span.last,
                      body.kind(t + 1) == .period, body.kind(t + 2) == .identifier, members.contains(body.text(t + 2)) else { continue }
                if t > 0 && body.kind(t - 1) == .period { continue }
                if t + 3 < body.tokens.count && body.kind(t + 3) == .equal { continue }
                result.append((k, t, body.text(t + 2), callee))
            }
        }
        return result
    }

    /// For the token `t` naming a holder of the model: the `(` of the call it is passed to
    /// whole (`f(model)`, `f(x, label: model)`) and its argument number, or nil.
    func wholeArgument(_ t: Int, in source: MigrationSource) -> (open: Int, index: Int, label: String?)? {
        guard t > 0, t + 1 < source.tokens.count, [.rightParen, .comma].contains(source.kind(t + 1)) else { return nil }
        return Self.argumentCall(startingAt: t, in: source)
    }

    /// For the argument that starts at token `first` (`f(x)`, `f(a, label: x)`; a key path's
    /// `\`): the `(` of the call, the argument's number (0-based) and its label; nil when
    /// `first` starts no argument of a call.
    static func argumentCall(startingAt first: Int, in source: MigrationSource) -> (open: Int, index: Int, label: String?)? {
        var before = first - 1, label: String?
        guard before >= 0 else { return nil }
        if source.kind(before) == .colon && before > 0 && source.kind(before - 1) == .identifier {
            label = source.text(before - 1)
            before -= 2
        }
        guard before >= 0, [.leftParen, .comma].contains(source.kind(before)) else { return nil }
        var depth = 0, commas = 0, j = before
        while j >= 0 {
            switch source.kind(j) {
            case .rightParen, .rightSquare, .rightBrace: depth += 1
            case .leftSquare, .leftBrace:
                if depth == 0 { return nil }
                depth -= 1
            case .leftParen:
                if depth == 0 { return (j, commas, label) }
                depth -= 1
            case .comma where depth == 0: commas += 1
            default: break
            }
            j -= 1
        }
        return nil
    }
}
