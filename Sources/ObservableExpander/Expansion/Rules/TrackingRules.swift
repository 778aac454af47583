import ObservableSyntax

/// The tracking and ignoring rules (R2).
extension ObservationRules {
    /// `isValidForObservation` (R2.1), with the first rule that excludes the property:
    /// a `var`, not `static`/`class`, a single identifier, not computed, not ignored; and ours
    /// for `override var` (see the README's "Differences from the macro").
    static func trackingDecision(_ variable: VariableDeclaration, isIgnored: Bool) -> Decision {
        if isIgnored { return Decision(rule: .observationIgnored, applies: false, reason: "it is marked '@ObservationIgnored'") }
        // Most properties have no modifiers: no name compared for them.
        let hasModifiers = !variable.head.modifiers.isEmpty
        if hasModifiers && variable.head.isStatic { return Decision(rule: .isInstance, applies: false, reason: "it is not an instance property") }
        if variable.isLet { return Decision(rule: .isImmutable, applies: false, reason: "it is a 'let' constant") }
        if let first = variable.bindings.first, case .other = first.pattern {
            return Decision(rule: .identifierPattern, applies: false, reason: "its pattern is not a single name")
        }
        if variable.bindings.contains(where: \.isComputed) { return Decision(rule: .isComputed, applies: false, reason: "it is a computed property") }
        if hasModifiers && variable.head.hasModifier("override") {
            return Decision(rule: .overrideObservers, applies: false, reason: "it overrides a superclass property, which notifies itself")
        }
        return Decision(rule: .isValidForObservation, applies: true, reason: "a stored instance 'var'")
    }

    /// Whether a member is ignored (`@ObservationIgnored`, as an attribute, or an annotation
    /// comment among those it carries when the class is marked by a comment, so that comments
    /// annotate): `AnnotationQuestions.isIgnored`.
    static func isIgnored(_ head: DeclarationHead, _ questions: AnnotationQuestions, in mark: ObservableMark) -> Bool {
        questions.isIgnored(head, commentsAnnotate: commentsAnnotate(mark))
    }

    /// Whether annotation comments annotate the members of a class marked by `mark`: only in a
    /// class marked by the `// @Observable` comment. A class with the real attribute is what
    /// the compiler expands, and it reads no comment (break 49/2).
    static func commentsAnnotate(_ mark: ObservableMark) -> Bool {
        if case .comment = mark { return true }
        return false
    }

    /// `@ObservationIgnored`/`@ObservationTracked` are macros themselves: without the plugin
    /// they cannot stay in the output (R8.1c).
    static func isObservationMacroAttribute(_ name: String) -> Bool {
        ["ObservationIgnored", "Observation.ObservationIgnored", "ObservationTracked", "Observation.ObservationTracked"].contains(name)
    }

    /// Whether an `@ObservationIgnored`/`@ObservationTracked` attribute (`name`) on a property
    /// outside an expanded class is an error: `@ObservationTracked` there breaks the macro's
    /// own code (R8); `@ObservationIgnored` expands to nothing, so it is removed.
    static func isErrorOutsideObservableClass(_ name: String) -> Bool {
        name.hasSuffix("ObservationTracked")
    }
}
