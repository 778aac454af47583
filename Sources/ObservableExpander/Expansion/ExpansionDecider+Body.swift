import ObservableSyntax

/// What the decider reads from a class body: the facts its rules ask about, and `--codable-keys`'s
/// keys (`CodingKeysSynthesis.swift` says which).
extension ExpansionDecider {
    /// What `decide` reads from a class body's members, gathered in one pass (each
    /// member's declaration is copied out of the tree once, not once per question).
    struct BodyFacts {
        /// `ClassFacts.underscoredMembers` of the body (names without backticks).
        var underscoredMembers: [String: String] = [:]
        /// `memberTypeNames(_:)` of the body.
        var memberTypeNames: Set<String> = []
        /// `existingMembers(_:)` of the body (direct members only).
        var existing = ExistingMembers()
        /// The functions of the body (direct, or inside `#if` clauses: `isConditional`) that
        /// redeclare an added function by the compiler's rule, or make its calls ambiguous,
        /// with their name's offset (oracle case 35h).
        var redeclarations: [(redeclaration: AddedFunctionRedeclaration, at: Int)] = []
    }

    /// Adds the facts of `members` (and of their `#if` clauses) to `facts`; `owner`: the
    /// class's name.
    func bodyFacts(_ members: [Member], owner: String = "", into facts: inout BodyFacts) {
        MemberWalk(members).visit { member, clauseDepth in
            // The body's own members, not those of an `#if` clause.
            let direct = clauseDepth == 0
            switch member.pointee {
            case let .variable(variable):
                // Only the bindings are read (the declaration is not copied out).
                let bindings = variable.bindings
                for k in bindings.indices {
                    // Only the pattern is read (the binding is not copied).
                    guard case let .identifier(index) = bindings[k].pattern else { continue }
                    // Most names start with neither `_` nor a backtick: no `String` made for
                    // them, and none of them is the registrar's.
                    let first = bytes[Int(tokens[index].start)]
                    guard first == 0x5F || first == 0x60 else { continue }
                    let name = ObservationRules.bareName(text(index))
                    if name.hasPrefix("_") { facts.underscoredMembers[name] = "property" }
                    // As `existingMembers`: the first binding's name (bytes), then the modifiers.
                    if direct && k == 0 && ObservationRules.isRegistrarName(bytes[tokens[index].textRange]) && !member.pointee.isStaticVariable {
                        facts.existing.hasRegistrar = true
                    }
                }
            case let .function(function):
                if function.name.hasPrefix("_") && facts.underscoredMembers[function.name] == nil { facts.underscoredMembers[function.name] = "function" }
                if ObservationRules.mayBeAddedFunctionName(function.name) {
                    if direct { facts.existing.functions.insert(ObservationRules.standin(of: function, in: self)) }
                    if let redeclaration = ObservationRules.redeclaredAddedFunction(function, owner: owner, isConditional: !direct, inExtension: false, in: self) {
                        let name = function.head.keyword + 1 < tokens.count ? function.head.keyword + 1 : function.head.keyword
                        facts.redeclarations.append((redeclaration, Int(tokens[name].start)))
                    }
                }
            case let .type(type) where type.kind != .extension:
                facts.memberTypeNames.insert(type.name)
                if type.name.hasPrefix("_") && facts.underscoredMembers[type.name] == nil { facts.underscoredMembers[type.name] = "type" }
            case let .typeAlias(alias):
                facts.memberTypeNames.insert(alias.name)
                if alias.name.hasPrefix("_") && facts.underscoredMembers[alias.name] == nil { facts.underscoredMembers[alias.name] = "type alias" }
            default:
                break
            }
            return true
        }
    }

    /// The names of the types and type aliases a body declares (also in `#if` clauses).
    static func memberTypeNames(_ members: [Member]) -> Set<String> {
        var names: Set<String> = []
        MemberWalk(members).forEachInPlace { member in
            switch member.pointee {
            case let .type(type) where type.kind != .extension: names.insert(type.name)
            case let .typeAlias(alias): names.insert(alias.name)
            default: break
            }
        }
        return names
    }

    /// The `CodingKeys` lines for `type` (named `qualifiedName` in the run's index;
    /// `ClassExpansion.codingKeys`), or nil when it does not conform to a Codable protocol in
    /// its own declaration or already declares `CodingKeys` (in its body, or in an extension
    /// in a file of the run or its context).
    func codingKeyLines(for type: TypeDeclaration, qualifiedName: String, mark: ObservableMark) -> [String]? {
        let codable: Set<String> = ["Codable", "Encodable", "Decodable", "Swift.Codable", "Swift.Encodable", "Swift.Decodable"]
        guard type.inheritance.contains(where: { codable.contains($0.qualifiedName) }),
              !Self.memberTypeNames(type.members).contains("CodingKeys"),
              classes.typeEntries(qualifiedName + ".CodingKeys", useFallback: false) == nil else { return nil }
        return codingKeyLines(type.members, mark: mark)
    }

    /// The `case` lines for the stored properties among `members`, with `#if` clauses
    /// re-created around those inside them (a block that holds none is left out).
    func codingKeyLines(_ members: [Member], mark: ObservableMark) -> [String] {
        var lines: [String] = []
        for member in members {
            switch member {
            case let .variable(variable):
                lines += codingKeyCases(variable, mark: mark).map { "case " + $0 }
            case let .ifConfig(block):
                var clauses: [[String]] = []
                for clause in block.clauses {
                    var directive = text(clause.directive)
                    if let condition = clause.condition { directive += " " + sourceText(condition) }
                    clauses.append([directive] + codingKeyLines(clause.elements, mark: mark))
                }
                guard clauses.contains(where: { $0.count > 1 }) else { continue }
                lines += clauses.flatMap { $0 } + ["#endif"]
            default:
                break
            }
        }
        return lines
    }

    /// The cases for one `var`/`let`: `_name = "name"` for each tracked binding, the name as
    /// written for an untracked stored one, nothing for what Codable synthesis skips.
    private func codingKeyCases(_ variable: VariableDeclaration, mark: ObservableMark) -> [String] {
        if variable.head.isStatic || variable.head.hasModifier("lazy") || variable.head.hasModifier("override") { return [] }
        let tracked = ObservationRules.trackingDecision(variable, isIgnored: ObservationRules.isIgnored(variable.head, questions, in: mark)).applies
        var cases: [String] = []
        for binding in variable.bindings where !binding.isComputed {
            switch binding.pattern {
            case let .identifier(index):
                let name = text(index)
                if tracked {
                    cases.append(StorageName.spelled(name) + " = \"" + Self.escapedForStringLiteral(ObservationRules.bareName(name)) + "\"")
                } else if ObservationRules.bareName(name) != "_$observationRegistrar" {
                    cases.append(name)
                }
            case let .other(span):
                // A tuple pattern `(a, b)`: each name it binds (a label is followed by `:`).
                for index in span.first ... span.last where tokens[index].kind == .identifier && text(index) != "_" {
                    if index + 1 <= span.last, tokens[index + 1].kind == .colon { continue }
                    cases.append(text(index))
                }
            }
        }
        return cases
    }

    /// `text` with `\\` and `"` escaped, for a string literal.
    private static func escapedForStringLiteral(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
