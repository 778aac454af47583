import ObservableSyntax

/// Why a property that `trackingDecision` would track cannot be expanded (R8: the macro's
/// expansion of it would not compile, or its type cannot be written): one case per rule, with
/// its catalogue message and, for `--explain`, the rule's name and a reason.
enum PropertyRejection: Equatable, Sendable {
    case lazyProperty(name: String)
    case propertyWrapper(wrapper: String, name: String)
    case nonisolatedInGlobalActorClass(name: String, actor: String)
    case unsupportedAccessor(name: String, accessor: String)
    case backingStorageExists(name: String)
    /// A function or type of the class is named `_name` (`kind`: `function`, `type`, `type alias`).
    case backingStorageNameTaken(name: String, kind: String)
    /// An extension of the class (`owner`) declares `_name`, a `kind`.
    case backingStorageTakenInExtension(name: String, kind: String, owner: String)
    case opaqueType(name: String, type: String)
    case noncopyableProperty(name: String, type: String)
    case attributeNotTrackable(name: String, attribute: String)
    /// An unterminated literal or comment cuts the declaration short: there is no type to
    /// find, and the lexer's error says why (no message of its own).
    case sourceCutShort(name: String)
    case inferredTypeShadowed(name: String, type: String, shadowed: String, owner: String)
    case inferredTypeShadowedByGenericParameter(name: String, type: String, shadowed: String, owner: String)
    case inferredTypeHidden(name: String, type: String, shadowed: String, declaration: String, owner: String)
    /// `unread`: modules the file imports that the run did not read (named in the message).
    case undeclaredInContext(name: String, expression: String, missing: String, unread: [String] = [])
    case overloadedResultType(name: String, expression: String, member: String)
    case literalTypeAliasDeclared(name: String, expression: String, alias: String)
    case aliasDeclaredPerClause(name: String, expression: String, alias: String)
    case cannotInferType(name: String, reason: String? = nil)
    case missingTypeAnnotation(name: String)

    /// The diagnostic (from the catalogue), nil for `sourceCutShort`.
    var message: DiagnosticMessage? {
        switch self {
        case let .lazyProperty(name): return .lazyProperty(name: name)
        case let .propertyWrapper(wrapper, name): return .propertyWrapper(wrapper: wrapper, name: name)
        case let .nonisolatedInGlobalActorClass(name, actor): return .nonisolatedInGlobalActorClass(name: name, actor: actor)
        case let .unsupportedAccessor(name, accessor): return .unsupportedAccessor(name: name, accessor: accessor)
        case let .backingStorageExists(name): return .backingStorageExists(name: name)
        case let .backingStorageNameTaken(name, kind): return .backingStorageNameTaken(name: name, kind: kind)
        case let .backingStorageTakenInExtension(name, kind, owner): return .backingStorageTakenInExtension(name: name, kind: kind, owner: owner)
        case let .opaqueType(name, type): return .opaqueType(name: name, type: type)
        case let .noncopyableProperty(name, type): return .noncopyableProperty(name: name, type: type)
        case let .attributeNotTrackable(name, attribute): return .attributeNotTrackable(name: name, attribute: attribute)
        case .sourceCutShort: return nil
        case let .inferredTypeShadowed(name, type, shadowed, owner):
            return .inferredTypeShadowed(name: name, type: type, shadowed: shadowed, owner: owner)
        case let .inferredTypeShadowedByGenericParameter(name, type, shadowed, owner):
            return .inferredTypeShadowedByGenericParameter(name: name, type: type, shadowed: shadowed, owner: owner)
        case let .inferredTypeHidden(name, type, shadowed, declaration, owner):
            return .inferredTypeHidden(name: name, type: type, shadowed: shadowed, declaration: declaration, owner: owner)
        case let .undeclaredInContext(name, expression, missing, unread): return .undeclaredInContext(name: name, expression: expression, missing: missing, unread: unread)
        case let .overloadedResultType(name, expression, member): return .overloadedResultType(name: name, expression: expression, member: member)
        case let .literalTypeAliasDeclared(name, expression, alias): return .literalTypeAliasDeclared(name: name, expression: expression, alias: alias)
        case let .aliasDeclaredPerClause(name, expression, alias): return .aliasDeclaredPerClause(name: name, expression: expression, alias: alias)
        case let .cannotInferType(name, reason): return .cannotInferType(name: name, reason: reason)
        case .missingTypeAnnotation: return .missingTypeAnnotation
        }
    }

    /// The property's name (without backticks).
    var name: String {
        switch self {
        case let .lazyProperty(name), let .propertyWrapper(_, name), let .nonisolatedInGlobalActorClass(name, _),
             let .unsupportedAccessor(name, _), let .backingStorageExists(name), let .backingStorageNameTaken(name, _),
             let .opaqueType(name, _), let .sourceCutShort(name), let .backingStorageTakenInExtension(name, _, _),
             let .noncopyableProperty(name, _), let .attributeNotTrackable(name, _), let .inferredTypeShadowed(name, _, _, _),
             let .inferredTypeShadowedByGenericParameter(name, _, _, _), let .inferredTypeHidden(name, _, _, _, _), let .undeclaredInContext(name, _, _, _),
             let .overloadedResultType(name, _, _), let .literalTypeAliasDeclared(name, _, _), let .aliasDeclaredPerClause(name, _, _), let .cannotInferType(name, _),
             let .missingTypeAnnotation(name):
            return name
        }
    }

    /// The rule's name (`--explain`).
    var rule: ObservationRule {
        switch self {
        case .lazyProperty: return .lazyProperty
        case .propertyWrapper: return .propertyWrapper
        case .nonisolatedInGlobalActorClass: return .nonisolatedInGlobalActorClass
        case .unsupportedAccessor: return .unsupportedAccessor
        case .backingStorageExists: return .backingStorageExists
        case .backingStorageNameTaken: return .backingStorageNameTaken
        case .backingStorageTakenInExtension: return .backingStorageTakenInExtension
        case .opaqueType: return .opaqueType
        case .noncopyableProperty: return .noncopyableProperty
        case .attributeNotTrackable: return .attributeNotTrackable
        case .sourceCutShort: return .sourceCutShort
        case .inferredTypeShadowed: return .inferredTypeShadowed
        case .inferredTypeShadowedByGenericParameter: return .inferredTypeShadowedByGenericParameter
        case .inferredTypeHidden: return .inferredTypeHidden
        case .undeclaredInContext: return .undeclaredInContext
        case .overloadedResultType: return .overloadedResultType
        case .literalTypeAliasDeclared: return .literalTypeAliasDeclared
        case .aliasDeclaredPerClause: return .aliasDeclaredPerClause
        case .cannotInferType: return .cannotInferType
        case .missingTypeAnnotation: return .missingTypeAnnotation
        }
    }

    /// Why, in a few words (`--explain`).
    var reason: String {
        switch self {
        case .lazyProperty: return "it is 'lazy'"
        case let .propertyWrapper(wrapper, _): return "it has the property wrapper '@\(wrapper)'"
        case let .nonisolatedInGlobalActorClass(_, actor): return "it is 'nonisolated' in a '@\(actor)' class"
        case let .unsupportedAccessor(_, accessor): return "it has a '\(accessor)' accessor"
        case .backingStorageExists, .backingStorageNameTaken: return "the class already declares its backing store's name"
        case .backingStorageTakenInExtension: return "an extension of the class declares its backing store's name"
        case .opaqueType: return "its type is opaque ('some')"
        case .noncopyableProperty: return "its type is noncopyable, and a key path's value must be 'Copyable'"
        case .attributeNotTrackable: return "it has an attribute that neither its backing store nor its accessors may carry"
        case .sourceCutShort: return "an unterminated literal or comment cuts it short"
        case .inferredTypeShadowed, .inferredTypeShadowedByGenericParameter, .inferredTypeHidden: return "its inferred type would name another type inside the class"
        case .undeclaredInContext: return "its initializer names something no input declares"
        case .overloadedResultType: return "its initializer's result type depends on an overload"
        case .literalTypeAliasDeclared: return "the file declares a literal type alias"
        case .aliasDeclaredPerClause: return "its initializer names a type alias declared differently per '#if' clause"
        case .cannotInferType: return "its type cannot be inferred from its initializer"
        case .missingTypeAnnotation: return "it has neither a type annotation nor an initializer"
        }
    }

    /// Whether the whole declaration is rejected: its other bindings are not checked.
    var rejectsDeclaration: Bool {
        switch self {
        case .lazyProperty, .propertyWrapper, .nonisolatedInGlobalActorClass, .attributeNotTrackable: return true
        default: return false
        }
    }
}

/// The property rejections that the declaration tree decides (the others need the type
/// inference: `ExpansionDecider`).
extension ObservationRules {
    /// Property wrappers from the SDKs that people put in models; a wrapper declared in the same
    /// file is recognised by its `@propertyWrapper` attribute.
    static let wellKnownPropertyWrappers: Set<String> = [
        "State", "Published", "AppStorage", "SceneStorage", "Environment", "EnvironmentObject",
        "ObservedObject", "StateObject", "Binding", "Bindable", "FocusState", "GestureState",
        "Query", "FocusedValue", "FocusedBinding", "Namespace", "ScaledMetric", "NSManaged",
    ]

    /// A property wrapper among the attributes of `variable`, which a tracked property cannot
    /// have: the first one that is well known or among `declaredWrappers` (the file's).
    static func propertyWrapper(_ variable: VariableDeclaration, declaredWrappers: Set<String>) -> Attribute? {
        for element in variable.attributes {
            guard case let .attribute(attribute) = element, !isObservationMacroAttribute(attribute.name) else { continue }
            if declaredWrappers.contains(attribute.name) || wellKnownPropertyWrappers.contains(attribute.name) {
                return attribute
            }
        }
        return nil
    }

    /// The first structural rejection of binding `k` of a tracked declaration (whose pattern is
    /// the name token `nameToken`), in the order they are checked: `lazy`, a property wrapper
    /// (`wrapper`), an attribute neither piece may carry (`attributePlacement`), `nonisolated` in a class isolated to `globalActor`, an accessor other than
    /// observers, a backing store name the class takes (`underscoredMembers`: the class's
    /// members named `_…`, with what they are), an opaque type annotation. Returns the
    /// rejection and the token its diagnostic points at; nil when none applies.
    static func structuralRejection<Source: TokenQueries>(_ k: Int, of variable: VariableDeclaration, nameToken: Int, wrapper: Attribute?,
                                                          globalActor: String?, underscoredMembers: [String: String],
                                                          in source: Source) -> (PropertyRejection, token: Int)? {
        // The name's text is only made for a rejection (most properties have none).
        func name() -> String { bareName(source.text(nameToken)) }
        if !variable.modifiers.isEmpty, let lazy = variable.modifiers.first(where: { $0.name == "lazy" }) {
            return (.lazyProperty(name: name()), lazy.span.first)
        }
        if let wrapper {
            return (.propertyWrapper(wrapper: wrapper.name, name: name()), wrapper.span.first)
        }
        for element in variable.attributes {
            if case let .attribute(attribute) = element, attributePlacement(attribute.name) == .notTrackable {
                return (.attributeNotTrackable(name: name(), attribute: attribute.name), attribute.span.first)
            }
        }
        if !variable.modifiers.isEmpty, let actor = globalActor,
           let nonisolated = variable.modifiers.first(where: { $0.name == "nonisolated" && $0.detail == nil }) {
            return (.nonisolatedInGlobalActorClass(name: name(), actor: actor), nonisolated.span.first)
        }
        let binding = variable.bindings[k]
        if case let .accessors(names) = binding.accessorKind, let accessor = names.first(where: { $0 != "willSet" && $0 != "didSet" }) {
            return (.unsupportedAccessor(name: name(), accessor: accessor), binding.accessorBlock!.first)
        }
        if !underscoredMembers.isEmpty, case let bare = name(), let kind = underscoredMembers["_" + bare] {
            return (kind == "property" ? .backingStorageExists(name: bare) : .backingStorageNameTaken(name: bare, kind: kind), nameToken)
        }
        if let annotation = binding.typeAnnotation, source.isWord(annotation.first, "some") {
            return (.opaqueType(name: name(), type: source.sourceText(annotation)), annotation.first)
        }
        return nil
    }
}

extension ObservationRules {
    /// What a member named `_name` declared in an extension of the class is, when it clashes
    /// with the backing store `private var _name` and its `@storageRestrictions(initializes:
    /// _name)` (swiftc, with the accessors: `invalid redeclaration of '_name'` for an instance
    /// property, `ambiguous reference to member '_name'` for any other property or function of
    /// that base name, static or with parameters, and for a nested type or type alias); nil
    /// when none does. `members`: the index's members of that name; `isType`: a type or type
    /// alias of that name is nested in the class.
    static func extensionClash(members: [DeclarationIndex.MemberEntry], isType: Bool) -> String? {
        for member in members {
            switch member.kind {
            case .property: return "property"
            case .function: return "function"
            case .enumCase, .enumCaseWithValues: continue
            }
        }
        return isType ? "type" : nil
    }
}
