import ObservableSyntax

/// A type name that a rewrite writes into an expression of a view (`@Environment(Foo.self)`,
/// `_foo = Environment(Foo.self)`), where a member of the view (or of a type enclosing it)
/// of the same name would be found first: in `@Environment(EmailManager.self) var
/// EmailManager: EmailManager` the attribute's argument is the instance property, and the
/// output does not build (review 28c/02, The-OldOS-Project: 26 sites). A type annotation is
/// looked up as a type, so `@Bindable var Foo: Foo` and `@State var Foo: Foo` are not affected.
/// Rule: README, migrate table, `@EnvironmentObject` -> `@Environment(Foo.self)`.
extension MigrationPlanner {
    /// The spelling of `written` (a type, as the declaration writes it) for an expression in
    /// the body of the type keyed `view` in `file`: `written` itself when its first name is no
    /// member of the view, its extensions or an enclosing type of the run; else qualified by the
    /// module when the file is in exactly one Swift package target whose name is an identifier
    /// that neither a member in scope nor a type of the run takes (`OldOS.EmailManager`); else
    /// the name of a `fileprivate typealias` to it, added once at the end of the file (its name,
    /// `<written>EnvironmentType`, taken by no identifier of the run, else with a number).
    mutating func expressionSpelling(ofType written: String, view: String, file: Int) -> String {
        let head = String(written.prefix { $0 == "_" || $0.isLetter || $0.isNumber })
        guard !head.isEmpty else { return written }
        var shadowing = ownMemberNames(of: view)
        if let site = catalogue.bodies(of: view).first.map({ catalogue.sites[$0] }) {
            for outer in site.scope {
                if let key = catalogue.keyByQualifiedName[outer] { shadowing.formUnion(ownMemberNames(of: key)) }
            }
        }
        guard shadowing.contains(head) else { return written }
        if let module = Self.packageModule(catalogue.modules[file] ?? nil), module != head, !shadowing.contains(module),
           catalogue.keysBySimpleName[module] == nil {
            return module + "." + written
        }
        let base = written.map { $0 == "_" || $0.isLetter || $0.isNumber ? String($0) : "_" }.joined() + "EnvironmentType"
        let source = sources[file]
        // One alias per written type and file: a second site finds the one the first added.
        for n in 1 ... 100 {
            let alias = n == 1 ? base : base + String(n)
            let text = "fileprivate typealias \(alias) = \(written)\n"
            if edits[file].contains(where: { String(decoding: $0.replacement, as: UTF8.self).hasSuffix(text) }) { return alias }
            guard !shadowing.contains(alias), !sources.contains(where: { $0.mentions(alias) }) else { continue }
            let ending = source.bytes.last.map { $0 == 0x0A || $0 == 0x0D } ?? true
            let comment = "// Added by observable-expand migrate: '\(head)' in an expression of '\(view)' names its property '\(head)', not the type.\n"
            edits[file].append(Edit(source.bytes.count ..< source.bytes.count, (ending ? "\n" : "\n\n") + comment + text))
            return alias
        }
        return written
    }

    /// The Swift module name of a file whose only module (as `MigrationOptions.modules` names
    /// it) is one Swift package target (`package <root> target <Name>`): the target's name when
    /// it is an identifier (SwiftPM names the module after the target), else nil. An Xcode
    /// target's module name may be set apart from its name (`PRODUCT_MODULE_NAME`), so it is
    /// never guessed.
    static func packageModule(_ modules: Set<String>?) -> String? {
        guard let modules, modules.count == 1, let only = modules.first, only.hasPrefix("package "),
              let last = only.split(separator: " ").last, only.hasSuffix(" target " + last) else { return nil }
        let name = String(last)
        guard let first = name.first, first == "_" || first.isLetter, name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
        return name
    }
}

extension MigrationSource {
    /// Whether an identifier token of the source is `name`.
    func mentions(_ name: String) -> Bool {
        tokens.indices.contains { kind($0) == .identifier && text($0) == name }
    }
}
