import ObservableSyntax

/// The functions of a class that the macro does not see (in an extension, inside `#if`) and
/// that redeclare one the expansion adds, by the compiler's rule (`RedeclarationRules.swift`).
extension ExpansionDecider {
    /// The names of the added functions, as the index files their declarations.
    static let addedFunctionNamesInOrder = ["access", "withMutation", "shouldNotifyObservers"]

    /// Settles each redeclaration of an added function that `expansion` still adds (after the
    /// macro's standin rule), and each overload that makes the accessors' calls of one
    /// ambiguous (an error at it). `body`: the body's, each with its name's offset: one inside
    /// `#if` is an error there (adding the function breaks the configurations that compile the
    /// clause, leaving it out those that do not); a direct one whose standin differs from the
    /// macro's (`where M: Equatable`) leaves the expansion's own out when the accessors can
    /// call it in its place. One in an extension of class `owner` (qualified; any file of the
    /// run or its context) leaves it out so too (as a direct member of the macro's standin
    /// does, oracle case 35), else it is an error at the class (`unusableReason`).
    func settleRedeclarations(_ body: [(redeclaration: AddedFunctionRedeclaration, at: Int)], owner: String, isLocal: Bool,
                              into expansion: inout ClassExpansion) {
        var leftOut = AddedMemberSet(rawValue: 0)
        func settle(_ redeclaration: AddedFunctionRedeclaration, at: Int) {
            let member = Self.member(redeclaration.redeclared)
            guard expansion.addedMembers.contains(member) else { return }
            let function = redeclaration.displayName
            if redeclaration.isAmbiguousOverload {
                expansion.redeclarationErrors.append((.addedFunctionCallAmbiguous(function: function, owner: expansion.name), at))
            } else if redeclaration.isConditional && !redeclaration.inExtension {
                expansion.redeclarationErrors.append((.addedFunctionInIfConfig(function: function, owner: expansion.name), at))
            } else if let reason = unusableReason(redeclaration, owner: owner, classActor: expansion.globalActor) {
                // A direct member the macro's standin missed: left as the macro leaves it.
                if redeclaration.inExtension {
                    expansion.redeclarationErrors.append((.addedFunctionRedeclaredInExtension(function: function, owner: expansion.name, reason: reason), at))
                }
            } else {
                leftOut.insert(member)
            }
        }
        for (redeclaration, at) in body { settle(redeclaration, at: at) }
        // A local class has no extension.
        if runMayDeclareAddedFunctions && !isLocal {
            // Through the lookups (`DeferredIndex.lookup`): only the files that may extend the class are read.
            let index = deferredClasses.lookup
            for name in Self.addedFunctionNamesInOrder {
                for entry in index.storedMembers(of: owner, named: name) ?? [] {
                    guard let redeclaration = entry.redeclaration, redeclaration.inExtension else { continue }
                    settle(redeclaration, at: expansion.offset)
                }
            }
        }
        expansion.addedMembers.subtract(leftOut)
        expansion.hasDiagnostics = expansion.hasDiagnostics || !expansion.redeclarationErrors.isEmpty
    }

    /// The bit of `AddedMemberSet` of the added function `k` (`addedFunctionStandins`' order).
    static func member(_ k: Int) -> AddedMemberSet { AddedMemberSet(rawValue: 2 << k) }

    /// Why the accessors cannot call an extension's redeclaration in place of the expansion's
    /// own, nil when they can: it throws or takes an `@escaping` closure; it is inside `#if`;
    /// it is isolated to a global actor the class (isolated to `classActor`) is not; it is
    /// `private`/`fileprivate` and not in this file (each checked with `swiftc -c`).
    /// (For a direct member, only the first and third can hold.)
    func unusableReason(_ redeclaration: AddedFunctionRedeclaration, owner: String, classActor: String?) -> String? {
        if let reason = redeclaration.unusable { return reason }
        if redeclaration.isConditional { return "it is declared inside '#if', which may not be compiled" }
        if let actor = redeclaration.globalActor, actor != classActor { return "it is isolated to '@\(actor)' and the class is not" }
        if redeclaration.isFilePrivate && redeclaration.inExtension && !fileDeclaresPrivateRedeclaration(of: redeclaration.redeclared, owner: owner) {
            return "it is 'private' in another file, where the class's body does not see it"
        }
        return nil
    }

    /// Whether an extension of `owner` in this file (at its top level, not in `#if`) declares
    /// a `private` or `fileprivate` function that redeclares added function `k`.
    func fileDeclaresPrivateRedeclaration(of k: Int, owner: String) -> Bool {
        for member in fileMembers {
            guard case let .type(type) = member, type.kind == .extension, type.name == owner || owner.hasSuffix("." + type.name) else { continue }
            for inner in type.members {
                guard case let .function(function) = inner, ObservationRules.mayBeAddedFunctionName(function.name),
                      let redeclaration = ObservationRules.redeclaredAddedFunction(function, owner: owner, isConditional: false, inExtension: true, in: self) else { continue }
                if redeclaration.redeclared == k && redeclaration.isFilePrivate { return true }
            }
        }
        return false
    }
}
