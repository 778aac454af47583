import ObservableSyntax

/// Rule `ignoredPropertyRead`, for references held in collections (review 15a/02): a migrated
/// class's `let accounts: [Billing]` (`[String: Billing]`, a tracked `var` alike) holding a
/// class of the run whose state changes is a reference as `let billing: Billing` is. A view
/// reading `model.accounts[0].successMessage`, `model.byId["a"]?.successMessage`,
/// `model.accounts.first?.successMessage` or `ForEach(model.accounts) { a in Text(a.successMessage) }`
/// was redrawn before by every `@Published` change of the model; now nothing redraws it when
/// the element changes. Reported as `migrate-reference-state-view-read`, as the property form.
extension MigrationPlanner {
    /// The held type of stored property `member` of `key` (`heldMemberType`), or, for a
    /// collection annotation (`[T]`, `[K: T]`, optional), the key of its element `T` when that
    /// is a class of the run.
    func heldReferenceType(of key: String, member: String) -> String? {
        if let type = heldMemberType(of: key, member: member), type.first?.isUppercase == true { return type }
        guard let entry = storedProperty(member, of: key) else { return nil }
        let site = catalogue.sites[entry.site], binding = entry.binding
        guard let annotation = binding.typeAnnotation,
              let element = sources[site.file].elementTypeName(ofAnnotation: annotation) else { return nil }
        let type = typeKey(element, file: site.file, token: annotation.first)
        guard catalogue.bodies(of: type).contains(where: { catalogue.sites[$0].declaration.kind == .class }) else { return nil }
        return type
    }

    /// Whether stored property `member` of `key` has a collection annotation (`[T]`, `[K: T]`).
    func holdsCollection(_ key: String, member: String) -> Bool {
        if let type = heldMemberType(of: key, member: member), type.first?.isUppercase == true { return false }
        return heldReferenceType(of: key, member: member) != nil
    }

    /// The token of the member read through the reference property at token `at` (the
    /// property's name in `holder.property…`): `model.billing.x` -> `x`; for a collection
    /// property, through an element: `model.accounts[0].x`, `model.byId[k]?.x`,
    /// `model.accounts.first?.x`, or the row closure's parameter of
    /// `ForEach(model.accounts) { a in … a.x … }` (`List` alike). Nil when no member of the held
    /// object is read there (the reference handed on, `model.accounts.count`).
    func heldReadMember(_ t: Int, at: Int, collection: Bool, in source: MigrationSource) -> Int? {
        guard collection else { return Self.memberAfter(at, in: source) }
        var j = at + 1
        if j < source.tokens.count && source.kind(j) == .leftSquare {
            guard let close = source.closingBracket(of: j) else { return nil }
            j = close
        } else if j + 1 < source.tokens.count && source.kind(j) == .period && ["first", "last"].contains(source.text(j + 1)) {
            j += 1
        } else {
            return rowParameterRead(t, at: at, in: source)
        }
        return Self.memberAfter(j, in: source)
    }

    /// `ForEach(model.accounts) { a in … a.x … }` (also `id:` and other arguments after it,
    /// `List`): the first `a.x` of the closure; nil for any other form.
    func rowParameterRead(_ t: Int, at: Int, in source: MigrationSource) -> Int? {
        var first = t
        if first >= 2 && source.kind(first - 1) == .period && source.isWord(first - 2, "self") { first -= 2 }
        guard first >= 2, source.kind(first - 1) == .leftParen, ["ForEach", "List"].contains(source.text(first - 2)),
              at + 1 < source.tokens.count, source.kind(at + 1) == .rightParen || source.kind(at + 1) == .comma,
              let close = source.closingBracket(of: first - 1), close + 3 < source.tokens.count, source.kind(close + 1) == .leftBrace,
              let end = source.closingBracket(of: close + 1) else { return nil }
        // `a in` or `(a) in`.
        var p = close + 2
        if source.kind(p) == .leftParen { p += 1 }
        guard source.kind(p) == .identifier else { return nil }
        let parameter = source.text(p)
        var k = p + 1
        if source.kind(k) == .rightParen { k += 1 }
        guard source.isWord(k, "in") else { return nil }
        for u in k + 1 ..< end where source.kind(u) == .identifier && source.text(u) == parameter && source.kind(u - 1) != .period {
            if let member = Self.memberAfter(u, in: source), !Self.isWritten(u, in: source) { return member }
        }
        return nil
    }

    /// Whether a view's read through a holder (`model.holder`, at token `t`; the member read
    /// found by `heldReadMember` at `next`) can miss nothing: it follows `await` (an async
    /// closure, not the redraw), or it reads a `let` of a class of the run
    /// (`runningInstall?.package`), which cannot change.
    func isSteadyHeldRead(_ t: Int, next: Int, held: String, in source: MigrationSource) -> Bool {
        var first = t
        if first >= 2 && source.kind(first - 1) == .period && source.isWord(first - 2, "self") { first -= 2 }
        if first > 0 && source.isWord(first - 1, "await") { return true }
        return isStoredLet(source.text(next), of: held)
    }
}
