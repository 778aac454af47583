import ObservableSyntax

/// A type the index records (a member's type, a typealias's target): its text as written,
/// trivia reduced to single spaces, read as a `TypeExpr` only when a lookup asks for it.
///
/// The index records tens of thousands of types (the standard library's interface alone) and
/// inference reads a few of them, so building or loading an index parses none. `parsed` reads
/// a plain name (`Int`, `Self`) directly; any other text is parsed once per process and kept
/// (`ParsedTypes`): inference asks for the same few member types again for every property that
/// uses them (`Int.max` reads each of `max`'s declarations through the integer protocols), and a
/// parse tokenizes the text anew (about 8,000 instructions, against a few hundred to find it).
package struct DeclaredType: Sendable, Hashable {
    /// The type as written, trivia reduced to single spaces (as the archive saves it).
    package let text: String

    package init(_ text: String) { self.text = text }

    /// `Self`, the type of an enumeration's case and an initializer's result.
    package static let selfType = DeclaredType("Self")
    /// `Self?`, a failable initializer's result.
    package static let optionalSelf = DeclaredType("Self?")

    /// The type the text spells.
    package var parsed: TypeExpr {
        switch text {
        case "Self": return TypeExpr.selfType
        case "Self?": return TypeExpr.optionalSelf
        default: return ParsedTypes.shared.parse(text)
        }
    }
}

/// Types parsed from text, each text parsed once (`TypeExprParser.parse(text:)` is a pure
/// function of the text, so a kept value is the value a new parse would give). Bounded: when
/// it holds `limit` texts it starts again empty, so a long-lived process (a test run, a build
/// server) keeps at most that many.
final class ParsedTypes: @unchecked Sendable {
    static let shared = ParsedTypes()
    /// Texts kept at most (a run asks for a few hundred).
    static let limit = 4096

    private let lock = POSIXLock()
    private var known: [String: TypeExpr] = [:]

    /// `TypeExprParser.parse(text: text)`, parsed now or kept from an earlier call.
    func parse(_ text: String) -> TypeExpr {
        if TypeExprParser.isPlainName(text) { return TypeExpr.name(text) }
        if let type = lock.withLock({ known[text] }) { return type }
        let type = TypeExprParser.parse(text: text)
        lock.withLock {
            if known.count >= Self.limit { known.removeAll(keepingCapacity: true) }
            known[text] = type
        }
        return type
    }
}
