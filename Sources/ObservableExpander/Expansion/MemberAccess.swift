import ObservableSyntax

/// Questions asked of a member in place: each reads a field or two of the declaration in its
/// box, where binding the payload (`case let .variable(v)`) or `head` would copy the
/// declaration out and retain each of its arrays.
extension Member {
    /// Whether the member's head has attributes or attached comments (false for `#if` blocks
    /// and statements): a head without either carries no mark and no macro attribute.
    var hasAttributesOrComments: Bool {
        switch self {
        case let .type(d): return !d.head.attributes.isEmpty || !d.head.comments.isEmpty
        case let .variable(d): return !d.head.attributes.isEmpty || !d.head.comments.isEmpty
        case let .function(d): return !d.head.attributes.isEmpty || !d.head.comments.isEmpty
        case let .initializer(d): return !d.head.attributes.isEmpty || !d.head.comments.isEmpty
        case let .subscript(d): return !d.head.attributes.isEmpty || !d.head.comments.isEmpty
        case let .enumCase(d): return !d.head.attributes.isEmpty || !d.head.comments.isEmpty
        case let .typeAlias(d): return !d.head.attributes.isEmpty || !d.head.comments.isEmpty
        case let .declaration(d): return !d.head.attributes.isEmpty || !d.head.comments.isEmpty
        case .ifConfig, .statement: return false
        }
    }
}

extension Member {
    /// The bindings of a `var`/`let` member (nil for any other member).
    var variableBindings: [PatternBinding]? {
        if case let .variable(d) = self { return d.bindings }
        return nil
    }

    /// Whether a `var`/`let` member is `static` or `class` (false for any other member).
    var isStaticVariable: Bool {
        if case let .variable(d) = self { return d.head.modifiers.contains { $0.name == "static" || $0.name == "class" } }
        return false
    }
}

extension Member {
    /// Whether `members` declare a type, directly or in an `#if` clause (not counting the
    /// members of the types themselves). Reads only the members' cases.
    static func containsTypeDeclaration(_ members: [Member]) -> Bool {
        MemberWalk(members).containsInPlace { if case .type = $0.pointee { true } else { false } }
    }
}
