import ObservableSyntax

/// What type inference asks of the declarations beyond its own file: those of the run and its
/// context. The index (a later stage) answers it (`DeferredIndex`, in
/// `Expansion/TypeInference+Index.swift`), so that the literal rules stay ahead of the index,
/// which types static members by them while it is built. Without it, inference follows the
/// literal rules and the file's own declarations only.
protocol InferenceDeclarations: AnyObject {
    /// The type of the member chain or call `expr` (an expression of `inference`'s file:
    /// `Theme.shared.tint`, `E.case`, `make()`), spelled as Swift source; nil when the
    /// declarations do not decide it (the reason, if any, in `inference.notes`).
    func chainType(_ expr: Expr, in inference: TypeInference) -> String?

    /// Whether the type that `callee` names (as written) declares an `init?`/`init!` in a Swift
    /// source of the run; nil when no source declares it.
    func declaresFailableInitializer(_ callee: String, in inference: TypeInference) -> Bool?

    /// `type`, written in an initializer in the class `inference.scope` ends with, with each
    /// name of a type nested in that class qualified by it (`Library<Item>.Kind`).
    func qualifyingNestedTypes(_ type: String, in inference: TypeInference) -> String

    /// Whether every free function named `freeFunction` that the run and its context declare
    /// is the standard library's (also when none does).
    func onlyStandardLibraryDeclares(freeFunction: String) -> Bool

    /// Whether the run or its context declares a member named one of `names` of one of
    /// `owners` (qualified type names; "" for the file scope, that is, free functions).
    func declaresMember(namedOneOf names: [String], ofOneOf owners: [String]) -> Bool
}
