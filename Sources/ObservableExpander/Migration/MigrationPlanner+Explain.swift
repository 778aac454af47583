import ObservableSyntax

/// `migrate --explain`: each decision about a class, a property and a view site, as a note at
/// its declaration naming the rule that made it, in the form of the expansion's `--explain`
/// (`<statement>: <reason> (rule: <name>)`).
extension MigrationPlanner {
    /// The rules of a migration that are not the expander's own (`ObservationRule`, whose
    /// tracking rule decides each property that did not notify).
    enum MigrationRule: String {
        /// A class conforming to `ObservableObject` (itself, through a superclass or a protocol
        /// of the run) with no use that needs Combine becomes `@Observable`.
        case conformsToObservableObject
        /// A class already `@Observable` that also conforms to `ObservableObject`: only the
        /// conformance and its Combine leftovers go.
        case alreadyObservable
        /// A class whose subclass chain is kept stays with it.
        case subclassChain
        /// A `@Published` property stays tracked (it notified before).
        case publishedStaysTracked
        /// An `@AppStorage`-like property gets tracked accessors (it notified before).
        case publishingWrapperTracked
        /// `@StateObject var x = T(…)` of a migrated class -> `@State`.
        case stateObjectToState
        /// `@StateObject var x = T.shared`: the view does not own it -> a plain (or
        /// `@Bindable`) property.
        case sharedInstanceNotOwned
        /// `@ObservedObject` -> a plain property, or `@Bindable` where `$x` makes bindings.
        case observedObjectToPlain, observedObjectToBindable
        /// `@EnvironmentObject var x: T` -> `@Environment(T.self)`.
        case environmentObjectToEnvironment
        /// `.environmentObject(x)` -> `.environment(x)` for a value of a migrated class.
        case environmentObjectCall
        /// A view site of a class that keeps `ObservableObject` stays as it is.
        case classKept
        /// A view site whose type is no class of the run (another module's, a value type).
        case notAClassOfTheRun
        /// A view reads a property that did not notify and is `@ObservationIgnored` now.
        case ignoredPropertyRead
        /// An associated type constrained to `ObservableObject` is decided with the classes its
        /// protocol's conformers bind to it (`MigrationPlanner+AssociatedTypes`).
        case associatedTypeBindings
        /// A view reads a property that did not notify and that `@Observable` tracks now.
        case plainPropertyNowTracked
    }

    /// Adds an `--explain` note (only with `options.explain`).
    mutating func explain(rule: MigrationRule, _ statement: String, reason: String, file: Int, offset: Int) {
        guard options.explain else { return }
        diagnostics[file].append(Diagnostic(note: "\(statement): \(reason) (rule: \(rule.rawValue))", rule: rule.rawValue, at: offset))
    }

    /// Adds an `--explain` note for a decision of the expander's rules.
    mutating func explain(_ decision: Decision, _ statement: String, file: Int, offset: Int) {
        guard options.explain else { return }
        diagnostics[file].append(Diagnostic(note: "\(statement): \(decision.reason) (rule: \(decision.rule.rawValue))", rule: decision.rule.rawValue, at: offset))
    }

    /// The note at a view property's attribute for a site that is not rewritten.
    mutating func explainSiteLeft(_ site: String, type: String, file: Int, token: Int) {
        guard options.explain else { return }
        let kept = summary.keptClasses.contains(type)
        explain(rule: kept ? .classKept : .notAClassOfTheRun, "'\(site)' stays",
                reason: kept ? "class '\(type)' keeps 'ObservableObject'" : "'\(type)' is not a class that this run makes '@Observable'",
                file: file, offset: sources[file].offset(token))
    }
}
