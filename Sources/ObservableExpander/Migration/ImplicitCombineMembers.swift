import ObservableSyntax

/// An implicit member expression whose contextual type is Combine's (review 21a/04, feditext:
/// `AccountViewModel(eventsSubject: .init())` with the parameter declared
/// `PassthroughSubject<Event, Never>`) names Combine's member without naming Combine: with the
/// upcoming feature `MemberImportVisibility` it needs `import Combine` in its file. The run's
/// declarations tell which argument labels, unlabeled parameters (by callee name) and
/// properties have a type that names one of Combine's types; a migrated file that writes an
/// implicit member (`.init()`, `.none`) in such a place keeps its `import Combine`. By name,
/// and so conservative: keeping an import that is not needed costs nothing where Combine exists.
/// Rule: README, migrate table, `import Combine` row.
struct ImplicitCombineContexts {
    /// Argument labels of parameters whose written type names a Combine type.
    var labels: Set<String> = []
    /// Names of functions (and types, for initializers) with an unlabeled such parameter.
    var positionalCallees: Set<String> = []
    /// Names of stored or computed properties whose written type names a Combine type.
    var properties: Set<String> = []

    var isEmpty: Bool { labels.isEmpty && positionalCallees.isEmpty && properties.isEmpty }

    /// Combine's type names (those of `ImportRewrite.combineVocabulary` that are types, and
    /// the publishers only Combine declares).
    static let combineTypes: Set<String> = [
        "ObservableObjectPublisher", "AnyCancellable", "PassthroughSubject", "CurrentValueSubject", "AnyPublisher",
        "Published", "Publishers", "Subscribers", "Just", "Future", "Deferred", "Fail", "Record", "Combine",
        "ImmediateScheduler",
    ]

    /// The contexts the declarations of `sources` (with their type sites in `catalogue`) give.
    init(sources: [MigrationSource], catalogue: ModelCatalogue) {
        for (file, source) in sources.enumerated() {
            var bodies = [source.tree.members]
            for k in catalogue.sitesByFile[file] { bodies.append(catalogue.sites[k].declaration.members) }
            for (b, members) in bodies.enumerated() {
                let owner = b == 0 ? nil : catalogue.sites[catalogue.sitesByFile[file][b - 1]].key
                for member in MemberWalk(members) {
                    switch member {
                    case let .function(function): add(function.parameters, callee: function.name, in: source)
                    case let .initializer(initializer): if let owner { add(initializer.parameters, callee: owner, in: source) }
                    case let .variable(variable):
                        for binding in variable.bindings {
                            guard let annotation = binding.typeAnnotation, Self.namesCombine(annotation, in: source),
                                  case let .identifier(t) = binding.pattern else { continue }
                            properties.insert(source.text(t))
                        }
                    default: break
                    }
                }
            }
        }
    }

    private mutating func add(_ parameters: [Parameter], callee: String, in source: MigrationSource) {
        for parameter in parameters {
            guard let type = parameter.type, Self.namesCombine(type, in: source) else { continue }
            if parameter.label == "_" { positionalCallees.insert(callee) } else { labels.insert(parameter.label) }
        }
    }

    /// Whether the written type `span` names one of Combine's types.
    static func namesCombine(_ span: TokenSpan, in source: MigrationSource) -> Bool {
        source.indices(of: span).contains { source.kind($0) == .identifier && combineTypes.contains(source.text($0)) }
    }

    /// Whether `source` writes an implicit member expression (`.name` with nothing before the
    /// period) where one of these contexts gives it its type: after `label:` of a label of
    /// `labels`; as an unlabeled argument of a call of a callee of `positionalCallees`; after
    /// `name =` (`self.name =`) of a property of `properties`.
    func hasImplicitMember(in source: MigrationSource) -> Bool {
        guard !isEmpty else { return false }
        let count = source.tokens.count
        for j in 1 ..< max(1, count - 1) where source.kind(j) == .period && source.kind(j + 1) == .identifier {
            let before = j - 1
            switch source.kind(before) {
            case .colon:
                if before > 0, source.kind(before - 1) == .identifier, labels.contains(source.text(before - 1)) { return true }
            case .equal:
                if before > 0, source.kind(before - 1) == .identifier, properties.contains(source.text(before - 1)) { return true }
            case .leftParen, .comma:
                if let open = source.enclosingParen(before: before + 1), open > 0, source.kind(open - 1) == .identifier,
                   positionalCallees.contains(source.text(open - 1)) { return true }
            default: break
            }
        }
        return false
    }
}
