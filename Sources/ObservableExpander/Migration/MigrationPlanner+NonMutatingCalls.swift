import ObservableSyntax

/// A method call on a stored property of a value type changes the property only when the
/// method is `mutating` (review 49/01, openHAB's `widget.minValue.valueText(step:)`, a plain
/// `func` of the run's `extension Double`): a call of a method the run declares for the
/// property's type, none of whose declarations of that name is `mutating`, reads it.
extension MigrationPlanner {
    /// The names of the instance methods that the run declares in the bodies of the type keyed
    /// `type` (the type and its extensions, `extension Double` too), every declaration of the
    /// name without `mutating`, and that are not names of the standard library's mutating
    /// methods (`mutatingMethods`: an overload the run cannot see may be the one called).
    /// Empty for a type the run declares no method of.
    func nonMutatingMethods(of type: String) -> Set<String> {
        var reads: Set<String> = [], writes: Set<String> = []
        func collect(_ members: [Member]) {
            for member in members {
                switch member {
                case let .function(function) where !function.head.isStatic:
                    if function.head.hasModifier("mutating") { writes.insert(function.name) } else { reads.insert(function.name) }
                case let .ifConfig(block): for clause in block.clauses { collect(clause.elements) }
                default: break
                }
            }
        }
        for body in catalogue.bodies(of: type) { collect(catalogue.sites[body].declaration.members) }
        return reads.subtracting(writes).subtracting(Self.mutatingMethods)
    }
}
