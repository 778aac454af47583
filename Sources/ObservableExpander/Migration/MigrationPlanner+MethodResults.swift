import ObservableSyntax

/// The type of a method call on a typed receiver (`a.b.m(x).c`): the result the method
/// declares in the receiver's type, its extensions or its superclasses of the run, read from
/// the run's index as a property's declared type is (`declaredMemberType`).
extension MigrationPlanner {
    /// The key of the result of method `name` of the type keyed `owner` (instance methods, or
    /// static ones with `isStatic`) called with argument labels `labels` (`_` for none), the
    /// nearest class declaring it first. Nil when no method of that name is declared, when one
    /// returns nothing, a tuple, a function or one of its own generic parameters, or when the
    /// overloads that the labels allow spell different results (no way to pick one).
    func methodResultType(of owner: String, named name: String, labels: [String], isStatic: Bool) -> String? {
        for key in [owner] + superclassKeys(of: owner) {
            guard let overloads = methodOverloads(of: key, named: name, labels: labels, isStatic: isStatic) else { continue }
            var results: Set<String> = []
            for candidate in overloads {
                guard let written = candidate.type?.text, let nominal = Self.nominalName(ofType: written),
                      !candidate.ownGenericParameters.contains(nominal) else { return nil }
                results.insert(typeKey(nominal, scope: candidate.declaringScope))
            }
            return results.count == 1 ? results.first : nil
        }
        return nil
    }

    /// The methods `name` that the type keyed `key` declares (its body and extensions, read
    /// from the run's index; instance methods, or static ones with `isStatic`) that a call with
    /// argument labels `labels` may call: those whose labels match, or all of them when none
    /// does (default arguments, trailing closures), so that every one must agree. Nil when it
    /// declares no method of that name.
    func methodOverloads(of key: String, named name: String, labels: [String], isStatic: Bool) -> [DeclarationIndex.MemberEntry]? {
        let index = runIndex.index
        let owners = index.types.keys.filter { $0 == key || (!key.contains(".") && $0.hasSuffix("." + key) && catalogue.keyByQualifiedName[$0] == key) }
        var candidates: [(labels: [String], entry: DeclarationIndex.MemberEntry)] = []
        for qualified in owners {
            for entry in index.memberEntries(of: qualified, named: name) where entry.isStatic == isStatic {
                guard case let .function(declared) = entry.kind else { continue }
                candidates.append((declared, entry))
            }
        }
        guard !candidates.isEmpty else { return nil }
        let matching = candidates.filter { $0.labels == labels }
        return (matching.isEmpty ? candidates : matching).map(\.entry)
    }

    /// The argument labels of the call whose `(` and `)` are tokens `open` and `close` of
    /// `file` (`_` for an argument without one), as the index spells a function's.
    func callLabels(file: Int, open: Int, close: Int) -> [String] {
        let source = sources[file]
        guard close > open + 1 else { return [] }
        var labels: [String] = []
        var start = open + 1
        var depth = 0
        for k in open + 1 ... close {
            if k == close || (depth == 0 && source.kind(k) == .comma) {
                let labelled = source.kind(start) == .identifier && start + 1 < k && source.kind(start + 1) == .colon
                labels.append(labelled ? Self.unbackticked(source.text(start)) : "_")
                start = k + 1
                continue
            }
            switch source.kind(k) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
        }
        return labels
    }

    /// The `(` that matches the `)` at token `close` of `file`, or nil.
    func openingParen(file: Int, of close: Int) -> Int? {
        let source = sources[file]
        return source.openingBracket(of: close).flatMap { source.kind($0) == .leftParen ? $0 : nil }
    }
}
