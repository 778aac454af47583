import ObservableSyntax

/// A type the index records (a member's type, a typealias's target): its text as written,
/// trivia reduced to single spaces, read as a `TypeExpr` only when a lookup asks for it.
///
/// The index records tens of thousands of types (the standard library's interface alone) and
/// inference reads a few of them, so building or loading an index parses none; `parsed` parses
/// the text on each use (microseconds; a per-index memo behind a lock measured no faster).
package struct DeclaredType: Sendable, Hashable {
    /// The type as written, trivia reduced to single spaces (as the archive saves it).
    package let text: String

    package init(_ text: String) { self.text = text }

    /// `Self`, the type of an enumeration's case and an initializer's result.
    package static let selfType = DeclaredType("Self")
    /// `Self?`, a failable initializer's result.
    package static let optionalSelf = DeclaredType("Self?")

    /// The type the text spells, parsed now.
    package var parsed: TypeExpr {
        switch text {
        case "Self": return TypeExpr.selfType
        case "Self?": return TypeExpr.optionalSelf
        default: return TypeExprParser.parse(text: text)
        }
    }
}
