import ObservableSyntax

/// A generic method whose result is its own type parameter, chosen by a metatype argument
/// (review 15a/06): `func resolve<T>(_ type: T.Type) -> T?` called `container.resolve(AppState.self)`
/// returns an `AppState?` (Swinject-style containers). `methodResultType` cannot tell a generic
/// parameter's type from the declaration alone; the call's `X.self` tells it.
extension MigrationPlanner {
    /// `X` of a call whose first argument (labelled or not) is `X.self` (`A.B.self`), between
    /// tokens `open` and `close` of `file`; nil for any other argument.
    func metatypeArgument(file: Int, open: Int, close: Int) -> String? {
        let source = sources[file]
        guard let argument = firstArgument(file: file, open: open, close: close), argument.last - argument.first >= 2,
              source.isWord(argument.last, "self"), source.kind(argument.last - 1) == .period else { return nil }
        var name = ""
        var k = argument.first
        while k < argument.last - 1 {
            guard source.kind(k) == .identifier, source.text(k).first?.isUppercase == true else { return nil }
            name += (name.isEmpty ? "" : ".") + source.text(k)
            k += 1
            if k < argument.last - 1 {
                guard source.kind(k) == .period else { return nil }
                k += 1
            }
        }
        return name.isEmpty ? nil : typeKey(name, file: file, token: argument.first)
    }

    /// The result of instance (or, with `isStatic`, static) method `name` of the type keyed
    /// `owner` (or a superclass of the run) called with `X.self` as its first argument: `X`,
    /// when every declaration of that name there is generic in `T`, takes a first parameter
    /// `T.Type` and returns `T`, `T?` or `T!`. Nil otherwise.
    func metatypeMethodResult(of owner: String, named name: String, isStatic: Bool, metatype: String) -> String? {
        var found = false
        for key in [owner] + superclassKeys(of: owner) {
            for body in catalogue.bodies(of: key) {
                let site = catalogue.sites[body], source = sources[site.file]
                for function in ModelCatalogue.functions(site.declaration.members) where function.name == name && function.head.isStatic == isStatic {
                    guard let result = function.returnType, let parameter = function.parameters.first, let type = parameter.type else { return nil }
                    let written = source.normalizedText(result), parameterType = source.normalizedText(type)
                    guard let generic = function.genericParameters.first(where: { [$0.name, $0.name + "?", $0.name + "!"].contains(written) }),
                          parameterType == generic.name + ".Type" else { return nil }
                    found = true
                }
            }
            if found { return metatype }
        }
        return nil
    }

    /// `X` of `a.b.resolve(X.self)` (or `…!`), tokens `first...last` of `file`, when nothing
    /// else types it: the receiver is not the run's (a dependency container the repository does
    /// not hold: review 27c/02, wxm-ios's `SwinjectHelper`), no type of the run declares a
    /// method of that name, the call has that one argument and `X` is a class of the run. A
    /// value passed where `ObservableObject` is expected (`.environmentObject`, `@StateObject`)
    /// that compiled before is then an `X`: such resolvers are generic in their metatype
    /// argument (`func resolve<Service>(_: Service.Type) -> Service?`). Nil otherwise.
    func importedMetatypeCallType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        let close = source.isPostfixUnwrap(last) && source.text(last) == "!" ? last - 1 : last
        guard close > first + 3, source.kind(close) == .rightParen, let open = openingParen(file: file, of: close), open > first + 1,
              source.kind(open - 1) == .identifier, source.kind(open - 2) == .period,
              let argument = firstArgument(file: file, open: open, close: close), argument.last == close - 1,
              let metatype = metatypeArgument(file: file, open: open, close: close), catalogue.classesByName[metatype] != nil else { return nil }
        let name = source.text(open - 1)
        let declared = catalogue.sites.contains { site in ModelCatalogue.functions(site.declaration.members).contains { $0.name == name } }
        return declared ? nil : metatype
    }
}
