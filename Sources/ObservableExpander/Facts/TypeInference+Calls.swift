import ObservableSyntax

/// Inference of a type's initializer call or member, read from the `Expr`: `T(…)`,
/// `T.init(…)`, `T<U>(…)`, `Module.T(…)`, `[T]()`, `[K: V]()`, `T<U> { … }`, `E.case`,
/// `T.self`, and a call of a free function the file declares (its declared return type).
/// A callee is taken for a type when its last name starts with an uppercase letter (the Swift
/// naming convention) or has generic arguments. The type is spelled as the callee is written
/// (its source text, trivia included), so that the annotation reads as the initializer does.
extension TypeInference {
    /// A callee written as a type: a name chain (`Module.T<U>`) or a bracketed type (`[T]`).
    private enum Callee {
        /// `names` from first to last; `generic`: the last has generic arguments.
        case chain(head: String, last: String, single: Bool, generic: Bool, arguments: [TypeExpr])
        case bracketed
    }

    /// `expr` as a name chain `Name(<…>)?(.Name(<…>)?)*` (no `init`, no number member, no
    /// `$0`), or as a bracketed type (`[T]`, also a literal called); nil otherwise.
    private func callee(_ expr: Expr) -> Callee? {
        switch expr.kind {
        case .type, .array, .dictionary: return .bracketed
        default: break
        }
        var current = expr
        var last: String?
        var generic = false
        var arguments: [TypeExpr] = []
        // Walked from the last name to the first without recursion (a chain may be long).
        while true {
            if case let .specialized(base, types) = current.kind {
                if last == nil {
                    generic = true
                    arguments = types
                }
                current = base
            }
            switch current.kind {
            case let .member(base, name):
                guard let first = name.utf8.first, first != UInt8(ascii: "$"),
                      !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")), name != "init" else { return nil }
                if last == nil { last = name }
                current = base
            case let .name(name):
                guard name.utf8.first != UInt8(ascii: "$") else { return nil }
                return .chain(head: name, last: last ?? name, single: last == nil, generic: generic, arguments: arguments)
            default:
                return nil
            }
        }
    }

    /// `T(…)`, `T.init(…)`, `T<U>(…)`, `Module.T(…)`, `[T]()`, `[K: V]()`, `T.member`, or nil.
    /// With `failableAsOptional`, a failable initializer's call is `T?` (asked for by `??`).
    func inferTypeExpression(_ expr: Expr, failableAsOptional: Bool = false) -> String? {
        guard case let .call(called, written, trailing) = expr.kind else { return memberOfType(expr) }
        // Trailing closures are the call's last arguments, with their labels (the first one's
        // is nil): `Task { … }` calls as `Task(operation: { … })` does, `f { 3 }` as `f({ 3 })`
        // (swiftc 6.3 `-print-ast` gives both the same type; break 49/6).
        let arguments = trailing.isEmpty ? written : written + trailing
        var node = called
        if case let .member(base, "init") = node.kind { node = base }
        guard let callee = callee(node) else { return nil }
        let text = sourceText(node.span)
        guard case let .chain(head, lastName, single, generic, genericArguments) = callee else {
            // `[T]()`: the type as written, a nested type of the class in it qualified.
            return trailing.isEmpty ? withNestedTypesQualified(text) : nil
        }
        // Without `readsTrailingClosures` (migrate): a trailing closure followed only when the
        // generic arguments are written (`Box<Int> { … }`).
        if !trailing.isEmpty && !readsTrailingClosures {
            guard generic, trailing.count == 1, trailing[0].label == nil else { return nil }
        }
        if single, !generic, let returnType = functionReturnTypes[head] {
            notes.fromDeclarations = true
            return returnType
        }
        if single, !generic, !Self.startsUppercase(head), declarations != nil { return nil } // a free function of the declarations: `chainType`
        guard generic || Self.startsUppercase(lastName) else { return nil }
        // Sugared only when the list's `>` is a token of its own (`Array<Array<Int>>`, whose
        // `>>` ends two lists, has kept its written spelling).
        if generic, isWord(node.span.last, ">"), let sugared = sugaredCollection(node, genericArguments) {
            return withNestedTypesQualified(sugared)
        }
        // `Set([1, 2])`, `Array(1...3)`: a generic standard collection takes its element type
        // from the argument.
        if (text == "Set" || text == "Array"), arguments.count == 1, arguments[0].label == nil,
           let argument = infer(arguments[0].value) {
            if argument.hasPrefix("[") && !argument.contains(":") {
                return "\(text)<\(argument.dropFirst().dropLast())>"
            }
            if argument.hasPrefix("ClosedRange<") || argument.hasPrefix("Range<") {
                let element = argument.drop(while: { $0 != "<" }).dropFirst().dropLast()
                return "\(text)<\(element)>"
            }
            return nil
        }
        if ["Set", "Array", "Dictionary", "Optional"].contains(text) { return nil }
        // A failable initializer's `T?`, asked for by `??`'s left operand.
        guard !mayBeFailable(text, arguments: arguments) else { return failableAsOptional ? text + "?" : nil }
        return withNestedTypesQualified(text)
    }

    /// `T.self` is a metatype; `E.member` is `E` only for a case of an enumeration this file
    /// declares (a static property, such as `Config.retries`, may have any type).
    private func memberOfType(_ expr: Expr) -> String? {
        guard case let .member(base, name) = expr.kind, let callee = callee(expr),
              case .chain(_, _, false, false, _) = callee else { return nil }
        // The owner ends with a name that starts uppercase (`Theme.Kind.dark`), no generic list.
        let ownerLast: String
        switch base.kind {
        case let .name(last), let .member(_, last): ownerLast = last
        default: return nil
        }
        guard Self.startsUppercase(ownerLast) else { return nil }
        let owner = sourceText(base.span)
        if name == "self" { return owner + ".Type" }
        guard declaredTypes.enumeration(innermostDeclaration(of: owner), hasCase: name) else { return nil }
        return owner
    }

    /// The qualified name that `name`, written inside the class, means when a type of the
    /// class's lookup scope (the class itself, then the types around it) declares a type of
    /// that name in this file, as Swift's lexical lookup finds it; otherwise `name`.
    private func innermostDeclaration(of name: String) -> String {
        for enclosing in scope.reversed() where declaredTypes.declares(enclosing + "." + name) {
            return enclosing + "." + name  // every declared type has an entry there, qualified
        }
        return name
    }

    /// Whether `callee(arguments)` may be a failable initializer, whose type is `callee?`:
    /// for a type this file declares, when it declares an `init?`/`init!` (or has raw values);
    /// for other types, by the argument labels of the well-known failable initializers
    /// (`URL(string:)`, `Int(exactly:)`, `E(rawValue:)`, …) and for number and `Bool`
    /// conversions of anything but a literal (`Int("42")` is `Int?`).
    private func mayBeFailable(_ callee: String, arguments: [Expr.Argument]) -> Bool {
        let labels = arguments.compactMap(\.label)
        if labels.contains("rawValue") { return true }
        let name = callee.hasPrefix("Swift.") ? String(callee.dropFirst(6)) : callee
        // `Page<String>(…)` calls an initializer of `Page`: this file's declarations of it
        // answer as for `Page(…)` (the run's index was asked, which read this file's whole part).
        if let declared = declaredTypes.failableInitializer(Self.withoutGenericArguments(name)) { return declared }
        if let declared = declarations?.declaresFailableInitializer(name, in: self) { return declared }
        if labels.contains(where: Self.failableLabels.contains) { return true }
        if Self.mostlyFailableTypes.contains(name) { return true }
        if Self.literalConvertibleTypes.contains(name) {
            return !arguments.allSatisfy { argument in
                // A number or Boolean literal, a prefix operator before it allowed (`-1`).
                guard argument.label == nil else { return false }
                var value = argument.value
                if case let .prefix(_, operand) = value.kind { value = operand }
                switch value.kind {
                case .integer, .float, .boolean: return true
                default: return false
                }
            }
        }
        return false
    }

    /// `name` without the generic argument list that ends it (`Page<String>` is `Page`,
    /// `Outer<Int>.Page<[Int]>` is `Outer<Int>.Page`); any other name as it is (also one whose
    /// arguments hold a function type's `->`, whose `>` is no bracket).
    static func withoutGenericArguments(_ name: String) -> String {
        let utf8 = name.utf8
        guard utf8.last == UInt8(ascii: ">") else { return name }
        var depth = 0
        var i = utf8.endIndex
        while i > utf8.startIndex {
            utf8.formIndex(before: &i)
            switch utf8[i] {
            case UInt8(ascii: ">"): depth += 1
            case UInt8(ascii: "<"):
                depth -= 1
                if depth == 0 { return String(name[..<i]) }
            default: break
            }
        }
        return name
    }

    /// Argument labels of failable initializers in the standard library and Foundation.
    static let failableLabels: Set<String> = [
        "string", "named", "systemName", "uuidString", "base64Encoded", "exactly", "validating",
        "validatingUTF8", "utf8String", "contentsOfFile", "data", "resource", "description",
        // Foundation and the UI frameworks: UserDefaults(suiteName:), TimeZone(identifier:),
        // TimeZone(abbreviation:), TimeZone(secondsFromGMT:), Bundle(identifier:), Bundle(path:),
        // FileHandle(forReadingAtPath:) and its siblings, InputStream(fileAtPath:),
        // InputStream(url:), UIFont(name:size:), NSDataAsset(name:), init?(coder:).
        "suiteName", "identifier", "abbreviation", "secondsFromGMT", "path", "forReadingAtPath",
        "forWritingAtPath", "forUpdatingAtPath", "fileAtPath", "url", "name", "coder",
    ]

    /// Types whose initializers are failable for most arguments (`Unicode.Scalar(65)` is
    /// `Unicode.Scalar?`): never inferred from a call.
    static let mostlyFailableTypes: Set<String> = ["Unicode.Scalar", "UnicodeScalar"]

    /// Types whose initializer from a non-literal may fail (`Int("x")`, `Bool("yes")`).
    static let literalConvertibleTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "CGFloat", "Decimal", "Bool", "Character",
    ]

    /// `Array<T>` as `[T]` and `Dictionary<K, V>` as `[K: V]`, the spelling Swift prints for
    /// the inferred type of `Array<T>()` and `Dictionary<K, V>()`; `callee` is the specialized
    /// name, `arguments` its generic arguments.
    private func sugaredCollection(_ callee: Expr, _ arguments: [TypeExpr]) -> String? {
        guard case let .specialized(base, _) = callee.kind else { return nil }
        let name: String
        switch base.kind {
        case let .name(written): name = written
        case let .member(module, written):
            guard case .name("Swift") = module.kind else { return nil }
            name = "Swift." + written
        default: return nil
        }
        switch (name, arguments.count) {
        case ("Array", 1), ("Swift.Array", 1): return "[\(arguments[0].text)]"
        case ("Dictionary", 2), ("Swift.Dictionary", 2): return "[\(arguments[0].text): \(arguments[1].text)]"
        default: return nil
        }
    }

    /// `type` with each name of a type nested in the class qualified by the class, when the
    /// declarations can tell (`InferenceDeclarations.qualifyingNestedTypes`); else `type`.
    private func withNestedTypesQualified(_ type: String) -> String {
        declarations?.qualifyingNestedTypes(type, in: self) ?? type
    }

    /// Whether a name as written starts with an uppercase letter (after a backtick and any
    /// leading underscores: `_Presenter`, review 24c/05), or with a non-ASCII character.
    static func startsUppercase(_ name: String) -> Bool {
        var utf8 = name.utf8[...]
        if utf8.first == UInt8(ascii: "`") { utf8 = utf8.dropFirst() }
        utf8 = utf8.drop { $0 == UInt8(ascii: "_") }
        guard let b = utf8.first else { return false }
        return (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b >= 0x80
    }
}
