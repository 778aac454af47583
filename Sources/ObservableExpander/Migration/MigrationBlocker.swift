/// Why a class cannot leave `ObservableObject`: a use that needs Combine, which Observation has
/// no counterpart for.
package enum MigrationBlockerKind: String, Sendable, Equatable {
    /// `$name` of a `@Published` property (inside the class, or `model.$name` elsewhere).
    case publisher
    /// `objectWillChange` (`.send()`, `.sink`, …).
    case objectWillChange
    /// `assign(to: &$name)`, republishing into a `@Published` property.
    case assign
    /// Code written against `ObservableObject` itself (`T: ObservableObject`, `some
    /// ObservableObject`, a protocol or extension naming it): it may receive any of the classes.
    case observableObjectType

    /// The use, in the compiler's voice, for messages: `'$query' is a Combine publisher`.
    func use(_ name: String) -> String {
        switch self {
        case .publisher: return "'$\(name)' is a Combine publisher, which Observation does not have"
        case .objectWillChange: return "'objectWillChange' is a Combine publisher, which Observation does not have"
        case .assign: return "'assign(to:)' republishes into '$\(name)', a Combine publisher, which Observation does not have"
        case .observableObjectType: return "code written against 'ObservableObject' itself may receive any class that conforms to it"
        }
    }

    /// A few words for the kept-class report line.
    func reason(_ name: String) -> String {
        switch self {
        case .publisher: return "'$\(name)' publisher"
        case .objectWillChange: return "'objectWillChange'"
        case .assign: return "'assign(to: &$\(name))'"
        case .observableObjectType: return "code written against 'ObservableObject'"
        }
    }
}

/// One use that blocks the migration of `classes`.
struct MigrationBlocker {
    var kind: MigrationBlockerKind
    /// The property name for `publisher` and `assign`; empty otherwise.
    var name: String
    var file: Int
    /// The token where it is reported.
    var token: Int
    /// The simple names of the classes it keeps.
    var classes: [String]
}
