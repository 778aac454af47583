/// The rule that made a decision, named as Swift 6.3's ObservableMacro names it where it has a
/// name (swiftlang/swift `lib/Macros/Sources/ObservationMacros`), else after what it checks.
/// `--explain` prints these names.
package enum ObservationRule: String, Sendable {
    /// A class carrying `@Observable` is expanded (`hasMacroApplication`).
    case hasMacroApplication
    /// A tracked property: a `var`, an instance member, a single identifier, not computed,
    /// not ignored (`isValidForObservation`).
    case isValidForObservation
    /// `let` is not tracked (`isImmutable`).
    case isImmutable
    /// `static`/`class` properties are not tracked (`isInstance`).
    case isInstance
    /// A computed property (getter, or an accessor list with `get`) is not tracked (`isComputed`).
    case isComputed
    /// Only a single identifier pattern is tracked (`identifierPattern`).
    case identifierPattern
    /// `@ObservationIgnored` (`hasMacroApplication(ObservationIgnored)`).
    case observationIgnored
    /// `override var` with observers only adds observers to the superclass's property.
    case overrideObservers
    /// The conformance extension is added (the compiler asks the macro for `Observable`).
    case addsConformance
    /// The class's own inheritance clause names `Observable`: the compiler asks for nothing.
    case declaresConformance
    /// An ancestor (through classes of the run) is observable: the conformance is inherited.
    case inheritsConformance
    /// A local class: the conformance is written in its own inheritance clause.
    case localTypeConformance
}

/// A decision about a class or a property, with the rule that made it (`--explain`).
package struct Decision: Sendable {
    package var rule: ObservationRule
    /// True when the property is tracked, or the class gets the conformance extension.
    package var applies: Bool
    /// Why, in a few words: `it is a 'let' constant`.
    package var reason: String
}

/// The macro's rules, one function each, asked of the declaration tree.
enum ObservationRules {
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

    /// Whether the class's own inheritance clause names `Observable` (R5: then the compiler
    /// asks the macro for no conformance, and no extension is written).
    static func declaresObservable(_ type: TypeDeclaration) -> Bool {
        type.inheritance.contains { $0.qualifiedName == "Observable" || $0.qualifiedName == "Observation.Observable" }
    }

    /// Whether and where the conformance goes (R5): not when the class declares it or inherits
    /// it from an ancestor of the run (the compiler would report a redundant conformance); in
    /// the inheritance clause for a local class (a local type cannot have an extension).
    /// `extendedAsObservable(name)`: whether an extension of the run adds `Observable` to the
    /// type named `name` (qualified); `hasObservableAncestor(inherited, scope)`: whether the
    /// first inherited type (as written, looked up from `scope`) is an observable class or
    /// descends from one (`DeclarationIndex.hasObservableAncestor`); `observableAlias`: the
    /// entry of the inheritance clause that is a type alias of `Observable`
    /// (`DeclarationIndex.observableAlias`), as the compiler resolves it.
    static func conformanceDecision(_ type: TypeDeclaration, scope: [String], isLocal: Bool,
                                    extendedAsObservable: (String) -> Bool,
                                    hasObservableAncestor: ([String]?, [String]) -> Bool,
                                    observableAlias: ([[String]], [String]) -> String? = { _, _ in nil }) -> Decision {
        if declaresObservable(type) {
            return Decision(rule: .declaresConformance, applies: false, reason: "its inheritance clause already names 'Observable'")
        }
        if !type.inheritance.isEmpty, let alias = observableAlias(type.inheritance.map(\.components), scope) {
            return Decision(rule: .declaresConformance, applies: false, reason: "its inheritance clause names 'Observable' through the type alias '\(alias)'")
        }
        // An extension of the class itself that adds `Observable`: the compiler asks for
        // nothing. (A protocol of its own that refines `Observable` does not count: the macro
        // still adds the extension, which then states the implied conformance.)
        let qualified = (scope.last.map { $0 + "." } ?? "") + type.name
        if !isLocal && extendedAsObservable(qualified) {
            return Decision(rule: .declaresConformance, applies: false, reason: "an extension of it already adds 'Observable'")
        }
        if hasObservableAncestor(type.inheritance.first?.components, scope) {
            let name = type.inheritance.first?.qualifiedName ?? ""
            return Decision(rule: .inheritsConformance, applies: false, reason: "it inherits 'Observable' through '\(name)'")
        }
        if isLocal {
            return Decision(rule: .localTypeConformance, applies: true, reason: "written in its inheritance clause, since a local class cannot have an extension")
        }
        return Decision(rule: .addsConformance, applies: true, reason: "an extension after the class")
    }

    /// `@ObservationIgnored`/`@ObservationTracked` are macros themselves: without the plugin
    /// they cannot stay in the output (R8.1c).
    static func isObservationMacroAttribute(_ name: String) -> Bool {
        ["ObservationIgnored", "Observation.ObservationIgnored", "ObservationTracked", "Observation.ObservationTracked"].contains(name)
    }

    /// Property wrappers from the SDKs that people put in models; a wrapper declared in the same
    /// file is recognised by its `@propertyWrapper` attribute.
    static let wellKnownPropertyWrappers: Set<String> = [
        "State", "Published", "AppStorage", "SceneStorage", "Environment", "EnvironmentObject",
        "ObservedObject", "StateObject", "Binding", "Bindable", "FocusState", "GestureState",
        "Query", "FocusedValue", "FocusedBinding", "Namespace", "ScaledMetric", "NSManaged",
    ]

    /// The message for an `@Observable` on a declaration that is not a class (R1: the
    /// macro's wording where it has one).
    static func invalidTarget(_ member: Member, propertyName: (VariableDeclaration) -> String) -> DiagnosticMessage? {
        switch member {
        case let .type(type) where type.kind != .class:
            return .annotationNotOnClass(kind: type.kind.rawValue, name: type.name)
        case let .variable(variable): return .annotationOnProperty(name: propertyName(variable))
        case let .function(function): return .annotationOnFunction(name: function.name)
        case .initializer: return .annotationOnOtherDeclaration(keyword: "init")
        case .subscript: return .annotationOnOtherDeclaration(keyword: "subscript")
        case .enumCase: return .annotationOnOtherDeclaration(keyword: "case")
        case .typeAlias: return .annotationOnOtherDeclaration(keyword: "typealias")
        case let .declaration(other): return .annotationOnOtherDeclaration(keyword: other.kind.rawValue)
        default: return nil
        }
    }
}
