import ObservableSyntax

/// The compiler's redeclaration rule for the functions the expansion adds (`access(keyPath:)`,
/// `withMutation(keyPath:_:)`, the four `shouldNotifyObservers`), for a function of the class
/// that the macro's standin check (`AddedMemberRules.swift`) does not see: one declared in an
/// extension (any file of the run or its context) or inside an `#if` clause of the body (oracle
/// cases 35g, 35h: the macro adds its own, and `swiftc -c` reports `invalid redeclaration`).
///
/// Found with `swiftc -c` (Swift 6.3) on a class holding the expansion's six functions and an
/// extension declaring one more (`M`, `R` the function's own generic parameters):
///
/// | the extension's function, beside the expansion's                          | compiler      |
/// |---------------------------------------------------------------------------|---------------|
/// | `func access<M>(keyPath: KeyPath<Model, M>)`                               | redeclaration |
/// | generic parameter renamed (`<Member>`), parameter name (`keyPath kp:`)     | redeclaration |
/// | `Swift.KeyPath`, `-> Void`, `-> ()`, `throws` (also `rethrows`)            | redeclaration |
/// | `@discardableResult`, `nonisolated`, `@MainActor`, `final`, `@objc`        | redeclaration |
/// | `private`, `fileprivate`, `public`, also in another file                   | redeclaration |
/// | `access<M: Equatable>`, `access<M>(…) where M: Equatable`                  | overload      |
/// | `-> Int` (with or without `@discardableResult`)                            | overload, but the getter's `access(keyPath:)` is ambiguous |
/// | `async`                                                                    | overload      |
/// | `static func`, `class func`, `var access: Int`                             | overload      |
/// | `keyPath: M`, `KeyPath<Model, Int>`, `PartialKeyPath`, `AnyKeyPath`, `WritableKeyPath`, `some KeyPath<…>` | overload |
/// | `inout`, variadic `…`, an extra parameter with a default value             | overload      |
/// | `withMutation<M, R>(…, _: () throws -> R) throws -> R` (not `rethrows`)    | redeclaration |
/// | `withMutation` with `_ mutation: @escaping () throws -> R`                 | redeclaration |
/// | `withMutation` with `() -> R`, `() throws -> Void`                         | overload      |
/// | `withMutation` with label `mutation:`                                      | overload, but the setter's trailing-closure call is ambiguous |
/// | `shouldNotifyObservers<M>(_: M, _: M) -> Bool` (also `private`)            | redeclaration |
/// | `<M: Equatable>`, `<M>(…) -> Bool where M: Equatable` (same signature)      | redeclaration |
/// | `<M: AnyObject & Equatable>`, `<M: Equatable>(…) where M: AnyObject`       | redeclaration |
/// | `<M: Hashable>`, `-> Void`, labels `(_:old:)`, `(Int, Int)`, `<M, N>`, `some Equatable` | overload |
///
/// So two functions clash when they have the same name, argument labels, parameter types and
/// result type (no result is `Void`) and the same generic signature: generic parameters
/// compared by position, each with the set of its conformance requirements, from `<…>` and
/// `where` alike. `throws`, `rethrows`, `@escaping`, attributes, access level and isolation
/// are not compared; `async`, `static` and `inout` are.
///
/// Leaving the expansion's own function out (as for a direct member with the macro's standin,
/// oracle case 35) gives code that compiles only when the accessors can call the user's in its
/// place: not when it `throws` (the accessors call it without `try`; `withMutation` may
/// `rethrows`), when its closure is `@escaping` (the setter's closure uses `_value` without
/// `self.`), when it is isolated to a global actor the class is not, or when it is `private`
/// or `fileprivate` in an extension of another file (the class body does not see it).
struct AddedFunctionRedeclaration: Sendable, Equatable {
    /// The index in `ObservationRules.addedFunctionStandins` of the function it redeclares.
    var redeclared: Int
    /// Why the accessors could not call it in place of the expansion's own (`throws`, an
    /// `@escaping` closure); nil when they can (isolation and visibility are below).
    var unusable: String?
    /// Its global actor attribute (`@MainActor func`), if any.
    var globalActor: String?
    /// Declared `private` or `fileprivate`: the class's body sees it only from its own file.
    var isFilePrivate: Bool
    /// Declared inside an `#if` clause (of a body, or around an extension): compiled or not
    /// depending on the configuration.
    var isConditional: Bool
    /// Declared in an extension (not in the class's body).
    var inExtension: Bool
    /// Not a redeclaration but an overload that makes the accessors' calls of the added
    /// function ambiguous (`ambiguousOverload`).
    var isAmbiguousOverload = false
    /// The name it is reported by: `access(keyPath:)`, `withMutation(keyPath:_:)`,
    /// `shouldNotifyObservers(_:_:)`.
    var displayName: String {
        switch redeclared {
        case 0: return "access(keyPath:)"
        case 1: return "withMutation(keyPath:_:)"
        default: return "shouldNotifyObservers(_:_:)"
        }
    }
}

extension ObservationRules {
    /// The canonical signatures of the added functions, in `addedFunctionStandins`' order, as
    /// `redeclaredAddedFunction` writes a function's (`τk`: its k-th generic parameter; `ROOT`: the class).
    static let addedFunctionSignatures: [String] = [
        "access<τ0>(keyPath:KeyPath < ROOT , τ0 >)->Void",
        "withMutation<τ0,τ1>(keyPath:KeyPath < ROOT , τ0 >,_:( ) throws -> τ1)->τ1",
        "shouldNotifyObservers<τ0>(_:τ0,_:τ0)->Bool",
        "shouldNotifyObservers<τ0:Equatable>(_:τ0,_:τ0)->Bool",
        "shouldNotifyObservers<τ0:AnyObject>(_:τ0,_:τ0)->Bool",
        "shouldNotifyObservers<τ0:AnyObject&Equatable>(_:τ0,_:τ0)->Bool",
    ]

    /// Which added function `function` (a member of the class named `owner`, written in
    /// `source`) redeclares by the compiler's rule (see the table above), with what decides
    /// whether it can serve in its place; nil for an overload, and where the rule is not sure
    /// (a root written with generic arguments or as `Self`, a same-type requirement, a
    /// requirement on another type: the expansion then adds its own, as the macro does).
    /// Only a function named as one of them is read: callers check `mayBeAddedFunctionName`.
    static func redeclaredAddedFunction<Source: TokenQueries>(_ function: FunctionDeclaration, owner: String, isConditional: Bool, inExtension: Bool,
                                                              in source: Source) -> AddedFunctionRedeclaration? {
        guard !function.head.isStatic, let last = function.parameters.last?.type else { return nil }
        let ownerNames: Set<String> = [owner, String(owner.split(separator: ".").last ?? "")]
        var generics: [String: Int] = [:]
        for (k, parameter) in function.genericParameters.enumerated() { generics[parameter.name] = k }
        var escaping = false
        // A type's tokens, the class's name as `ROOT`, generic parameters by position, `Swift.` dropped.
        func canonical(_ span: TokenSpan) -> String? {
            var words: [String] = []
            var index = span.first
            while index <= span.last {
                let kind = source.tokens[index].kind
                let word = source.text(index)
                if kind == .atSign, index < span.last, source.text(index + 1) == "escaping" {
                    escaping = true
                    index += 2
                    continue
                }
                if kind == .identifier, word == "Swift", index < span.last, source.tokens[index + 1].kind == .period {
                    index += 2
                    continue
                }
                if kind == .identifier, word == "Self" { return nil }
                if kind == .identifier, ownerNames.contains(word) {
                    // `Box<Int>`: not sure which of the class's specializations it names.
                    if index < span.last, source.text(index + 1) == "<" { return nil }
                    words.append("ROOT")
                } else if kind == .identifier, let k = generics[word] {
                    words.append("τ\(k)")
                } else {
                    words.append(word)
                }
                index += 1
            }
            return words.joined(separator: " ")
        }
        var parameters: [String] = []
        for parameter in function.parameters {
            guard let type = parameter.type, let text = canonical(type) else { return nil }
            parameters.append(parameter.label + ":" + text)
        }
        // After the last parameter's type: `...` (variadic), the rest of the list, then the
        // effects, the result and a `where` clause, up to the body.
        var index = last.last + 1
        if index < source.tokens.count, source.text(index) == "..." { return nil }
        var depth = 0
        var throwing = false, rethrowing = false, inWhere = false, requirementStart = false
        // The parser keeps the `<…>` clause's constraints (and a type's `where` clause's), not
        // a function's `where` clause: read here.
        var constraints = function.genericParameters.map { parameter in Set(parameter.constraintPaths.map(Self.constraintName)) }
        var returnType = "Void"
        scan: while index <= function.head.span.last {
            let kind = source.tokens[index].kind
            let startsRequirement = requirementStart
            requirementStart = false
            switch kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace where depth <= 0, .endOfFile: break scan
            case .arrow where depth <= 0 && !inWhere:
                guard let span = function.returnType, let text = canonical(span) else { return nil }
                returnType = text == "( )" ? "Void" : text
                index = span.last
            case .comma where inWhere && depth <= 0:
                requirementStart = true
            case .identifier where depth <= 0:
                let word = source.text(index)
                if !inWhere && word == "async" { return nil }
                if !inWhere && word == "throws" { throwing = true }
                if !inWhere && word == "rethrows" { rethrowing = true }
                if !inWhere && word == "where" {
                    inWhere = true
                    requirementStart = true
                } else if startsRequirement {
                    // `M: P & Q`: conformances of the function's own parameter; anything else
                    // (`M.Item: P`, `M == Int`, a requirement on the class's parameter) is not read.
                    guard let k = generics[word], index + 2 < source.tokens.count, source.tokens[index + 1].kind == .colon else { return nil }
                    var j = index + 2
                    while j < source.tokens.count, source.tokens[j].kind == .identifier {
                        var path = [source.text(j)]
                        while j + 2 < source.tokens.count, source.tokens[j + 1].kind == .period, source.tokens[j + 2].kind == .identifier {
                            path.append(source.text(j + 2))
                            j += 2
                        }
                        constraints[k].insert(Self.constraintName(path))
                        guard j + 1 < source.tokens.count, source.text(j + 1) == "&" else { break }
                        j += 2
                    }
                    index = j
                }
            case .operator where inWhere && source.text(index) == "==": return nil
            default: break
            }
            index += 1
        }
        let genericText = function.genericParameters.indices.map { k in
            "τ\(k)" + (constraints[k].isEmpty ? "" : ":" + constraints[k].sorted().joined(separator: "&"))
        }
        let signature = function.name + "<" + genericText.joined(separator: ",") + ">(" + parameters.joined(separator: ",") + ")->" + returnType
        let redeclared: Int, ambiguous: Bool
        if let k = addedFunctionSignatures.firstIndex(of: signature) {
            (redeclared, ambiguous) = (k, false)
        } else if let k = ambiguousOverload(function.name, generics: genericText, parameters: parameters, returnType: returnType) {
            (redeclared, ambiguous) = (k, true)
        } else {
            return nil
        }
        var unusable: String?
        if throwing || (rethrowing && redeclared != 1) {
            unusable = redeclared == 1 ? "it 'throws' where the expansion's 'rethrows'" : "it 'throws'"
        } else if escaping {
            unusable = "its closure parameter is '@escaping'"
        }
        var actor: String?
        for element in function.head.attributes {
            guard case let .attribute(attribute) = element else { continue }
            if attribute.name == "MainActor" || attribute.name.hasSuffix("Actor") { actor = attribute.name }
        }
        let isFilePrivate = function.head.hasModifier("private") || function.head.hasModifier("fileprivate")
        return AddedFunctionRedeclaration(redeclared: redeclared, unusable: unusable, globalActor: actor, isFilePrivate: isFilePrivate,
                                          isConditional: isConditional, inExtension: inExtension, isAmbiguousOverload: ambiguous)
    }

    /// The added function that an overload (not a redeclaration) makes the accessors' calls
    /// ambiguous with (`swiftc`: "ambiguous use of 'access(keyPath:)'"): `access` differing only
    /// in its result (`-> Int`, with or without `@discardableResult`: the getter's call is a
    /// statement), `withMutation` only in its closure's label (the setter passes a trailing
    /// closure, which matches either label). `shouldNotifyObservers` of another result is not
    /// ambiguous (the setter's `guard` needs a `Bool`), nor is a more constrained overload (the
    /// compiler picks it, as with oracle case 35b).
    static func ambiguousOverload(_ name: String, generics: [String], parameters: [String], returnType: String) -> Int? {
        let head = name + "<" + generics.joined(separator: ",") + ">("
        switch name {
        case "access":
            return head + parameters.joined(separator: ",") + ")->Void" == addedFunctionSignatures[0] ? 0 : nil
        case "withMutation":
            guard parameters.count == 2, let colon = parameters[1].firstIndex(of: ":") else { return nil }
            let unlabeled = [parameters[0], "_" + parameters[1][colon...]]
            return head + unlabeled.joined(separator: ",") + ")->" + returnType == addedFunctionSignatures[1] ? 1 : nil
        default:
            return nil
        }
    }

    /// A constraint's name as compared: its components joined, without a leading `Swift.`.
    static func constraintName(_ path: [String]) -> String {
        (path.first == "Swift" && path.count > 1 ? Array(path.dropFirst()) : path).joined(separator: ".")
    }
}
