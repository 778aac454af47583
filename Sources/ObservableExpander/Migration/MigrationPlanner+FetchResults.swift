import ObservableSyntax

/// Core Data's fetch: `context.fetch(request)` of `NSManagedObjectContext` (SDK:
/// `func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T]`) returns `[T]`, where the
/// request's `T` is written (`NSFetchRequest<Note>(entityName: …)`, `let r: NSFetchRequest<Note>`)
/// or is the declared result of the entity's `fetchRequest()` in the run (`@nonobjc public class
/// func fetchRequest() -> NSFetchRequest<Note>`, as Xcode generates it). Review 16, nostur:
/// `if let account = try? context.fetch(fr).first` after `let fr = CloudAccount.fetchRequest()`.
extension MigrationPlanner {
    /// The element type of `ctx.fetch(r)` (also after `try`, `try!`, `await`) as tokens `first...last` of `file`: `ctx` a name or
    /// chain typed `NSManagedObjectContext` (a type the run neither declares nor extends with a
    /// `fetch` of its own), `r` a local of the enclosing function or initializer whose
    /// `NSFetchRequest<T>` is told as above. Nil for any other shape.
    func fetchResultElement(first: Int, last: Int, file: Int) -> String? {
        let source = sources[file]
        // `try context.fetch(r)`, `try! …`, `await …`: the same array.
        var first = first
        while first < last && (source.isWord(first, "await") || (source.isWord(first, "try") && !(source.isPostfixUnwrap(first + 1) && source.isWord(first + 1, "?")))) {
            first += source.isPostfixUnwrap(first + 1) ? 2 : 1
        }
        guard last - first >= 5, source.kind(last) == .rightParen, source.kind(last - 1) == .identifier, source.kind(last - 2) == .leftParen,
              source.isWord(last - 3, "fetch"), source.kind(last - 4) == .period else { return nil }
        guard argumentType(file: file, first: first, last: last - 5) == "NSManagedObjectContext",
              !catalogue.bodies(of: "NSManagedObjectContext").contains(where: { body in
                  ModelCatalogue.functions(catalogue.sites[body].declaration.members).contains { $0.name == "fetch" }
              }) else { return nil }
        let request = source.text(last - 1)
        guard let function = callableSpans(in: file).filter({ $0.first <= last && last <= $0.last }).min(by: { $0.last - $0.first < $1.last - $1.first }) else { return nil }
        // `let r: NSFetchRequest<T>` (annotated): its written argument.
        for k in function.first ..< last - 1 where source.kind(k) == .identifier && source.text(k) == request && source.kind(k + 1) == .colon
            && k > 0 && (source.isWord(k - 1, "let") || source.isWord(k - 1, "var")) && source.isVisible(k, at: last - 1) {
            return fetchRequestArgument(at: k + 2, file: file)
        }
        guard let value = localCollectionValue(of: request, file: file, in: function, before: last - 1) else { return nil }
        // `NSFetchRequest<T>(entityName: …)`.
        if let type = fetchRequestArgument(at: value.first, file: file), source.kind(value.last) == .rightParen { return type }
        // `Entity.fetchRequest()`: the run's declaration of it in `Entity`.
        guard value.last == value.first + 4, source.kind(value.first) == .identifier, source.kind(value.first + 1) == .period,
              source.isWord(value.first + 2, "fetchRequest"), source.kind(value.first + 3) == .leftParen, source.kind(value.last) == .rightParen else { return nil }
        let entity = typeKey(source.text(value.first), file: file, token: value.first)
        var found: Set<String> = []
        for body in catalogue.bodies(of: entity) {
            let site = catalogue.sites[body]
            for declared in ModelCatalogue.functions(site.declaration.members) where declared.name == "fetchRequest" && declared.parameters.isEmpty {
                guard let result = declared.returnType, let type = fetchRequestArgument(at: result.first, file: site.file),
                      result.last == result.first + 3 else { return nil }
                found.insert(type)
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// `NSFetchRequest<T>` starting at token `k` of `file`: the key of `T` (a named type).
    private func fetchRequestArgument(at k: Int, file: Int) -> String? {
        let source = sources[file]
        guard source.isWord(k, "NSFetchRequest"), source.isWord(k + 1, "<"), source.kind(k + 2) == .identifier, source.isWord(k + 3, ">"),
              source.text(k + 2).first?.isUppercase == true, !source.isWord(k + 2, "NSFetchRequestResult") else { return nil }
        return typeKey(source.text(k + 2), file: file, token: k + 2)
    }
}
