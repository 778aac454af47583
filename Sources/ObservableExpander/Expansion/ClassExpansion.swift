import ObservableSyntax

/// What the expansion of one annotated class is, as `ExpansionDecider` decided it from the
/// tree, the file's facts and the run's index: plain values, no bytes. The planner lays them
/// out; its diagnostics and `--explain`'s notes are read from them (`diagnostics`, `notes`).
struct ClassExpansion {
    /// The class's name, and the offset its notes point at (its name token).
    var name: String
    var offset: Int
    var mark: ObservableMark
    /// The conformance (R5): whether the class gets `Observable`, and where.
    var conformance: Decision
    /// The members added after the last member (R3), without those the class has (R3.3).
    var addedMembers: AddedMemberSet
    /// `--codable-keys`: the `CodingKeys` enum's lines (unindented, LF; `#if` lines as
    /// directives), empty for an enum without cases; nil when the class gets none.
    var codingKeys: [String]?
    /// The class's global actor attribute, if any (`ObservationRules.globalActor`).
    var globalActor: String?
    /// The class's `var`/`let` declarations, also those in `#if` clauses, in source order (as
    /// `ExpansionDecider.decideProperties` visits them; the planner visits them so too).
    var properties: [PropertyExpansion] = []
    /// The bindings of all properties, in order (each property's: `PropertyExpansion.bindings`).
    var bindings: [BindingExpansion] = []
    /// The rejections, in order (`BindingExpansion.Outcome.rejected` holds an index here): why
    /// a binding cannot be expanded, and the offset its diagnostic points at.
    var rejections: [(rejection: PropertyRejection, at: Int)] = []
    /// Whether `diagnostics` has any: a rejection with a message, a tuple pattern, or the
    /// Observation module hidden.
    var hasDiagnostics = false
    /// How the registrar's type and the conformance name the Observation module.
    var observationModule = ObservationModuleSpelling.qualified
    /// Functions of the class the macro does not see that redeclare an added one in a way the
    /// expansion cannot settle (`ObservationRules.redeclaredAddedFunction`): each error and
    /// its offset.
    var redeclarationErrors: [(message: DiagnosticMessage, at: Int)] = []
    /// The class or ancestor (qualified) whose `Observable` conformance depends on an `#if`
    /// clause, so that whether the class gets the conformance differs per build configuration
    /// (an error: one expansion cannot be right in all of them); nil when none does.
    var conditionalConformance: String?
    /// The class or ancestor (qualified) that the run declares as several classes outside `#if`
    /// clauses, observable and not (an error: which one the class descends from is not known).
    var redeclaredAncestor: String?
    /// The offsets of `// @ObservationIgnored` comments above properties of a class with the
    /// real attribute: the compiler does not read them, so the properties stay tracked (a
    /// warning each; break 49/2).
    var unreadIgnoringComments: [Int] = []

    /// The diagnostics the decisions report, in the order they were found: a tuple pattern
    /// (the `identifierPattern` rule) and each rejection that has a message. `source`: the
    /// file's tokens.
    func diagnostics<Source: TokenQueries>(_ source: Source) -> [Diagnostic] {
        guard hasDiagnostics else { return [] }
        var found: [Diagnostic] = []
        if case let .hidden(reason) = observationModule {
            found.append(Diagnostic(.observationModuleHidden(owner: name, reason: reason), at: offset))
        }
        for error in redeclarationErrors { found.append(Diagnostic(error.message, at: error.at)) }
        for offset in unreadIgnoringComments { found.append(Diagnostic(.ignoredAnnotationInAttributeClass, at: offset)) }
        if let conditionalConformance {
            found.append(Diagnostic(.conditionalObservableConformance(owner: name, through: conditionalConformance), at: offset))
        }
        if let redeclaredAncestor {
            found.append(Diagnostic(.redeclaredClassConformance(owner: name, through: redeclaredAncestor), at: offset))
        }
        for property in properties {
            if property.decision.rule == .identifierPattern, let first = bindings[property.bindings].first {
                let pattern = Self.patternText(first.pattern, source)
                found.append(Diagnostic(.tuplePattern(pattern: pattern), at: Int(source.tokens[property.keyword].start)))
            }
            for binding in bindings[property.bindings] {
                if case let .rejected(k) = binding.outcome, let message = rejections[k].rejection.message {
                    found.append(Diagnostic(message, at: rejections[k].at))
                }
            }
        }
        return found
    }

    /// `--explain`'s notes, `<statement>: <reason> (rule: <name>)`, each at its declaration:
    /// the class is expanded, each property is tracked, not tracked or rejected, and the class
    /// gets the conformance or not. `source`: the file's tokens.
    func notes<Source: TokenQueries>(_ source: Source) -> [Diagnostic] {
        var notes = [Self.note(Decision(rule: .hasMacroApplication, applies: true, reason: "it carries '@Observable'"), "class '\(name)' is expanded", at: offset)]
        for property in properties {
            for binding in bindings[property.bindings] {
                // At the name, or at the keyword for a pattern that is not a single name.
                let offset: Int
                if case let .identifier(index) = binding.pattern { offset = Int(source.tokens[index].start) } else { offset = Int(source.tokens[property.keyword].start) }
                switch binding.outcome {
                case .tracked where property.isExpanded:
                    let name = ObservationRules.bareName(Self.patternText(binding.pattern, source))
                    notes.append(Self.note(property.decision, "'\(name)' is tracked", at: offset))
                case .tracked:
                    break // another binding of the declaration is rejected: that one is named
                case .notTracked:
                    let name = ObservationRules.bareName(Self.patternText(binding.pattern, source))
                    notes.append(Self.note(property.decision, "'\(name)' is not tracked", at: offset))
                case let .rejected(k):
                    let rejection = rejections[k].rejection
                    notes.append(Self.note(Decision(rule: rejection.rule, applies: false, reason: rejection.reason),
                                           "'\(rejection.name)' cannot be expanded", at: offset))
                }
            }
        }
        notes.append(Self.note(conformance, conformance.applies ? "class '\(name)' gets the 'Observable' conformance" : "class '\(name)' gets no conformance", at: offset))
        return notes
    }

    /// A binding's pattern as written: its name, or the tuple pattern's text.
    static func patternText<Source: TokenQueries>(_ pattern: PatternBinding.Pattern, _ source: Source) -> String {
        switch pattern {
        case let .identifier(index): return source.text(index)
        case let .other(span): return source.sourceText(span)
        }
    }

    static func note(_ decision: Decision, _ statement: String, at offset: Int) -> Diagnostic {
        Diagnostic(note: "\(statement): \(decision.reason) (rule: \(decision.rule.rawValue))", rule: decision.rule.rawValue, at: offset)
    }
}

/// One `var`/`let` declaration of an expanded class (the declaration itself stays in the tree).
struct PropertyExpansion {
    /// Its keyword's token, its tokens, and how many bindings it has.
    var keyword: Int
    var span: TokenSpan
    var bindingCount: Int
    /// The tracking rule's decision for the declaration (`ObservationRules.trackingDecision`).
    var decision: Decision
    /// Its bindings' outcomes: a range of `ClassExpansion.bindings`. A binding that is not a
    /// single name of a tracked declaration has none, nor have those after a rejection of the
    /// whole declaration (`PropertyRejection.rejectsDeclaration`).
    var bindings: Range<Int>
    /// Whether the declaration is expanded: it is tracked, and each binding that has an
    /// outcome is tracked (there is at least one).
    var isExpanded: Bool
}

/// What becomes of one binding.
struct BindingExpansion {
    /// Its position in the declaration's `bindings`, and its pattern.
    var index: Int
    var pattern: PatternBinding.Pattern
    var outcome: Outcome

    enum Outcome {
        /// Tracked: the name's token, its type as it will be written after the name when the
        /// declaration has no annotation (nil: as the annotation reads), and its backing
        /// store's name.
        case tracked(nameToken: Int, type: String?, storage: StorageName)
        /// The declaration is not tracked, by its decision's rule (`PropertyExpansion.decision`).
        case notTracked
        /// Tracked by the rule, but it cannot be expanded: `ClassExpansion.rejections[k]` says
        /// why.
        case rejected(Int)
    }
}
