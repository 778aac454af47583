import ObservableSyntax

/// Names of an inferred type that a nearer member type hides inside the class (break 48/1).
extension ExpansionDecider {
    /// `type`, an inferred type whose names are written as from the file scope (the qualified
    /// names `TypeSpelling` gives, the standard library's bare), written so that inside the class
    /// each name still means that type. Inside the class the compiler finds a member type of
    /// the class, of its extensions (any file), of its superclasses (and theirs) and of the
    /// enclosing types (and theirs) before the file scope (`DeclarationIndex.nearerMemberType`):
    /// `var p: Palette` then means `Model.Palette` (swiftc 6.3: "cannot convert value of type
    /// 'Palette' to specified type 'Model.Palette'").
    ///
    /// Input: the inferred type, the initializer it came from, the class's facts. Output: the
    /// type, with a hidden name of another module qualified by it (`Swift.String`); or the
    /// rejection `inferredTypeHidden` when the hidden name is a top-level type of the module
    /// itself (only the module's name would reach it, which the tool does not know) or of no
    /// known module. Names the class body declares (`memberTypeNames`), generic parameters and
    /// names the initializer itself writes (looked up in the class, as the annotation is) are
    /// left to the other rules. Only a name some file of the run declares a type of
    /// (`runMayDeclareType`) asks the index.
    func writingPastNearerTypes(_ type: String, _ initializer: TokenSpan, _ facts: ClassFacts) -> InferredType {
        guard type.utf8.contains(where: TypeSpelling.isIdentifierStart) else { return .type(type) }
        // Most types are one name (`Int`, `String`): one look at the run's type names, no
        // words made, when no file of the run declares a type of that name.
        if !type.utf8.contains(where: { !TypeInference.isASCIIWordByte($0) || $0 == UInt8(ascii: ".") }), !runMayDeclareType(named: type) {
            return .type(type)
        }
        let words = TypeInference.words(type)
        var result = ""
        var changed = false
        var brackets: [String] = []
        for (n, word) in words.enumerated() {
            switch word {
            case "(", "[", "<": brackets.append(word)
            case ")", "]", ">": _ = brackets.popLast()
            default: break
            }
            let head = Self.head(word)
            guard let first = head.utf8.first, TypeSpelling.isIdentifierStart(first), !(n > 0 && words[n - 1].hasSuffix(".")),
                  !TypeSpelling.keywords.contains(head), runMayDeclareType(named: head), mayDeclareNestedType(named: head),
                  !facts.memberTypeNames.contains(head), !facts.enclosingGenericNames.contains(head),
                  // A tuple element's label (`(name: String)`) is no type.
                  !(brackets.last == "(" && n + 1 < words.count && words[n + 1] == ":"),
                  let hiding = deferredClasses.lookup.nearerMemberType(head, in: facts.scope, superclassOfInnermost: { superclass(facts) }),
                  // A name the initializer writes is looked up inside the class there too.
                  !(initializer.first ... initializer.last).contains(where: { tokens[$0].kind == .identifier && DeclarationIndex.bare(text($0)) == head })
            else {
                result += word
                continue
            }
            let lookup = deferredClasses.lookup
            let own = lookup.typeEntries(head, useFallback: false) ?? []
            let modules = Set((own.isEmpty ? lookup.typeEntries(head) ?? [] : own).map(\.module))
            guard !own.contains(where: { $0.module == nil }), modules.count == 1, let module = modules.first ?? nil, !module.isEmpty else {
                let spelled = type
                return .rejected({ name in .inferredTypeHidden(name: name, type: spelled, shadowed: head, declaration: hiding, owner: facts.name) })
            }
            result += module + "." + word
            changed = true
        }
        return .type(changed ? result : type)
    }
}
