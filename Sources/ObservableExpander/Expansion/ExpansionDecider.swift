import ObservableSyntax

/// Decides the expansion of each annotated class from the declaration tree, the file's facts
/// and the run's index, by the rules of `Rules/`: a `ClassExpansion` per class, with no bytes
/// written (`ExpansionPlanner` lays it out).
struct ExpansionDecider: TokenQueries {
    let tokens: [Token]
    let bytes: [UInt8]
    /// The file's top-level members (its imports, for an undeclared name's message).
    let fileMembers: [Member]
    /// Where the file's unterminated literals and comments start (`LexicalBreaks`).
    let breaks: LexicalBreaks
    let facts: FileFacts
    let questions: AnnotationQuestions
    /// Types initializers from the file's facts, made once per file; each class sets its scope.
    let fileInference: TypeInference
    /// The run's declarations, built on first use (`classes`).
    let deferredClasses: DeferredIndex
    /// When known: the names (as written) that the run's extensions adding `Observable` extend,
    /// so that when there are none the conformance rule needs no index for a class that
    /// inherits from nothing.
    let knownObservableExtensions: Set<String>?
    var classes: DeclarationIndex { deferredClasses.index }
    /// Whether to decide `CodingKeys` for Codable classes (`ExpansionOptions.codableKeys`).
    var codableKeys = false
    /// Whether a file of the run may declare a member named as a backing store in an extension,
    /// and whether one may declare a noncopyable type (`RunFacts`; this file's facts when the
    /// run is this file alone): without one, no property asks the index for them.
    var runMayDeclareUnderscoredMembers = true
    var runMayDeclareNoncopyableTypes = true
    /// The identifiers starting with `_` of the run's files (`RunFacts.underscoredNames`): a
    /// backing store named by none clashes with no member of an extension, and the index is not
    /// asked. Nil: not known.
    var runUnderscoredNames: Set<String>?
    /// When the run is this file alone (and the standard library, which declares no member
    /// type in the file's types): the names of the types this file declares below its top level
    /// (`SourceTree.nestedTypeNames`), so that a name none of them has is no nearer member type
    /// (`mayDeclareNestedType`) and the index of the file, parsed again, is not built for it.
    /// Nil: other files may declare them.
    var nestedTypeNamesOfThisRun: Set<String>?
    /// Whether a file of the run may declare an added function in an extension
    /// (`RunFacts.mayDeclareAddedFunctions`): without one, no class asks the index for them.
    var runMayDeclareAddedFunctions = true

    /// What the property rules need to know about the class.
    struct ClassFacts {
        var name: String
        /// The members declared in the body (any `#if` clause) whose names start with `_`, by
        /// name, with what they are (`property`, `function`, `type`, `type alias`): those a
        /// backing store `_name` would collide with.
        var underscoredMembers: [String: String]
        /// A global actor attribute on the class (`@MainActor`), if any.
        var globalActor: String?
        /// The lookup scope of the class's members: the enclosing qualified names and its own.
        var scope: [String]
        /// Type names that mean something else inside the class: its nested types, type
        /// aliases and generic parameters (an inferred `Result` would name `M.Result` there).
        var memberTypeNames: Set<String>
        /// The class's own generic parameters, in order (`Box<Value>`: `Value`).
        var genericParameterNames: [String]
        /// The generic parameters of the types around the class (`Outer<String>`: `String`),
        /// which a standard name in an inferred type would mean inside it.
        var enclosingGenericNames: [String]
        /// Types the initializers of the class's properties (made once per class: `scope`).
        var inference: TypeInference
        /// The class's generic parameters declared `~Copyable` (`Element: ~Copyable`).
        var noncopyableParameters: Set<String> = []
        /// The first entry of the class's inheritance clause as `DeclarationIndex.firstInherited`
        /// keeps it (nil: no clause, so no superclass).
        var firstInherited: [String]? = nil
        /// How the class is marked: annotation comments ignore its members only when a comment
        /// marks it (`ObservationRules.commentsAnnotate`).
        var mark: ObservableMark
    }

    /// The class's superclass (qualified), as `DeclarationIndex.superclass(of:)` reads it from
    /// the class's entry, read from its declaration instead (`nearerMemberType`).
    func superclass(_ facts: ClassFacts) -> String? {
        facts.firstInherited.flatMap { deferredClasses.lookup.classNamed(by: $0, in: Array(facts.scope.dropLast())) }
    }

    /// The expansion of `type`, marked by `mark`: `scope`, the qualified names of the types
    /// around it (outermost first); `genericNames`, their generic parameters; `isLocal`,
    /// whether it is declared in a function or closure body; `inClause`, whether an `#if` clause
    /// holds it (then conformances inside clauses are counted as declared: the class may be in
    /// the same clause, whose conditions are not compared).
    func decide(_ type: TypeDeclaration, mark: ObservableMark, scope: [String], genericNames: [String], isLocal: Bool, inClause: Bool = false) -> ClassExpansion {
        let ownScope = scope + [(scope.last.map { $0 + "." } ?? "") + type.name]
        let genericParameterNames = type.genericParameters.map(\.name)
        var body = BodyFacts()
        bodyFacts(type.members, owner: type.name, into: &body)
        let globalActor = ObservationRules.globalActor(of: type)
        // Built whole, as a constant: borrowed by each property, never copied. Its inference is
        // the file's, for this class's scope (its literal types are not looked up again).
        let facts = ClassFacts(name: type.name, underscoredMembers: body.underscoredMembers, globalActor: globalActor,
                               scope: ownScope, memberTypeNames: body.memberTypeNames.union(genericParameterNames),
                               genericParameterNames: genericParameterNames, enclosingGenericNames: genericNames, inference: fileInference.inScope(ownScope, genericParameters: genericParameterNames),
                               noncopyableParameters: Set(ObservationRules.suppressedRequirements(of: type, in: self)
                                   .compactMap { $0.hasSuffix(": ~Copyable") ? String($0.dropLast(": ~Copyable".count)) : nil }),
                               firstInherited: type.inheritance.first.map(DeclarationIndex.writtenSuperclass),
                               mark: mark)
        var expansion = ClassExpansion(name: type.name, offset: Int(tokens[type.nameToken ?? type.keyword].start), mark: mark,
                                       conformance: Decision(rule: .addsConformance, applies: true, reason: ""),
                                       addedMembers: ObservationRules.addedMembers(existing: body.existing), codingKeys: nil, globalActor: globalActor)
        // Most classes declare none of the added functions outside their direct members.
        if !body.redeclarations.isEmpty || (runMayDeclareAddedFunctions && !isLocal) {
            settleRedeclarations(body.redeclarations, owner: ownScope.last ?? type.name, isLocal: isLocal, into: &expansion)
        }
        expansion.properties.reserveCapacity(type.members.count)
        expansion.bindings.reserveCapacity(type.members.count)
        decideProperties(type.members, facts, into: &expansion)
        if codableKeys { expansion.codingKeys = codingKeyLines(for: type, qualifiedName: ownScope.last ?? type.name, mark: mark) }
        expansion.observationModule = observationModuleSpelling(facts)
        if case .hidden = expansion.observationModule { expansion.hasDiagnostics = true }
        // The class or ancestor whose `Observable` depends on an `#if` clause (break 48/2).
        var conditional: String?
        // The ancestor declared as several classes of the run, outside `#if` clauses (break 49/5a).
        var redeclared: String?
        expansion.conformance = ObservationRules.conformanceDecision(type, scope: scope, isLocal: isLocal,
            extendedAsObservable: { name in
                if let known = knownObservableExtensions {
                    // The index holds an extended name as written or without its module
                    // (`DeclarationIndex.stripModule`): one of these ends with `name`.
                    guard known.contains(where: { $0 == name || $0.hasSuffix("." + name) }) else { return false }
                }
                // Through the lookups (`DeferredIndex.lookup`): only the files that may declare the names are read.
                return deferredClasses.lookup.declaresObservableExtension(name)
            },
            hasObservableAncestor: { components, scope in
                // A composition's members are separated by `&`: the class may be any of them.
                guard let components, runMayDeclareType(named: components.last)
                        || (components.contains("&") && DeclarationIndex.compositionMembers(components).contains { runMayDeclareType(named: $0.last) }) else { return false }
                switch deferredClasses.lookup.observableAncestry(components, in: scope) {
                case .inherited: return true
                case .none: return false
                case let .conditional(name):
                    // A class inside a clause: counted as declared, as before break 48/2.
                    if inClause { return true }
                    conditional = name
                    return false
                case let .redeclared(name):
                    redeclared = name
                    return false
                }
            },
            observableAlias: { entries, scope in
                entries.contains { runMayDeclareType(named: $0.last) } ? deferredClasses.lookup.observableAlias(in: entries, scope: scope) : nil
            })
        // An extension of the class itself adding `Observable` inside an `#if` clause.
        let qualified = ownScope.last ?? type.name
        if conditional == nil, expansion.conformance.applies, !isLocal,
           knownObservableExtensions.map({ $0.contains { $0 == type.name || $0 == qualified || $0.hasSuffix("." + type.name) } }) ?? true,
           deferredClasses.lookup.declaresObservableExtension(DeclarationIndex.conditionalObservableExtensionKey(qualified)) {
            if inClause {
                expansion.conformance = Decision(rule: .declaresConformance, applies: false, reason: "an extension of it already adds 'Observable'")
            } else {
                conditional = qualified
            }
        }
        if let conditional {
            expansion.conditionalConformance = conditional
            expansion.hasDiagnostics = true
        } else if let redeclared {
            expansion.redeclaredAncestor = redeclared
            expansion.hasDiagnostics = true
        }
        return expansion
    }

    /// How the class (`facts`) names the Observation module's registrar and protocol
    /// (`ObservationRules.observationModuleSpelling`): a type, type alias or generic parameter
    /// named `Observation` visible in its scope (also one inherited from a superclass) hides the
    /// module. The index is asked only when a file of the run may declare the name
    /// (`runMayDeclareType`).
    func observationModuleSpelling(_ facts: ClassFacts) -> ObservationModuleSpelling {
        func visible(_ name: String) -> Bool {
            // Most classes have no generic parameter around them: no name compared then.
            if !(facts.genericParameterNames.isEmpty && facts.enclosingGenericNames.isEmpty),
               facts.genericParameterNames.contains(name) || facts.enclosingGenericNames.contains(name) { return true }
            // Also a member type of a superclass (or of one of an enclosing type): break 48/7.
            return runMayDeclareType(named: name) && (deferredClasses.lookup.resolve([name], in: facts.scope, useFallback: false) != nil
                || mayDeclareNestedType(named: name) && deferredClasses.lookup.nearerMemberType(name, in: facts.scope, superclassOfInnermost: { superclass(facts) }) != nil)
        }
        guard visible("Observation") else { return .qualified }
        return ObservationRules.observationModuleSpelling(moduleHidden: true, takenNames: ["Observable", "ObservationRegistrar"].filter(visible),
                                                          imports: DeclarationIndex.importedModules(members: fileMembers, tokens: tokens, bytes: bytes))
    }

    /// Whether a type or type alias of the run may be named `name` (the last name of a
    /// reference): the index resolves a reference (`DeclarationIndex.resolve`, without the
    /// standard library) only to a declaration of its last name, and a name the first pass
    /// found in no file (`RunFacts.typeNames`) has none, so the index is not built to ask it.
    /// Whether a type named `name` may be declared nested in another type (or an extension)
    /// of the run or its context: false only when the run is this file alone and its tree
    /// has none (`nestedTypeNamesOfThisRun`). Only such a type can be a nearer member type
    /// (`DeclarationIndex.nearerMemberType`).
    func mayDeclareNestedType(named name: String) -> Bool {
        nestedTypeNamesOfThisRun?.contains(name) ?? true
    }

    func runMayDeclareType(named name: String?) -> Bool {
        guard let names = fileInference.runTypeNames, let name else { return true }
        return names.contains(name) || name.utf8.contains(0x60) // a backticked name
    }

    /// Decides the `var`/`let` members of a body, also those in `#if` clauses (R8.1g: every
    /// clause is expanded, so each build configuration matches the macro), not those of
    /// nested types.
    func decideProperties(_ members: [Member], _ facts: ClassFacts, into expansion: inout ClassExpansion) {
        MemberWalk(members).forEachInPlace { member in
            if case let .variable(variable) = member.pointee { decideProperty(variable, facts, into: &expansion) }
        }
    }

    /// Decides one declaration: the tracking rule, then each binding of a tracked one.
    func decideProperty(_ variable: VariableDeclaration, _ facts: ClassFacts, into expansion: inout ClassExpansion) {
        let decision = ObservationRules.trackingDecision(variable, isIgnored: ObservationRules.isIgnored(variable.head, questions, in: facts.mark))
        // `// @ObservationIgnored` in a class with the real attribute: the compiler reads no
        // comment, the property stays tracked as with the macro, and the user is told.
        if !ObservationRules.commentsAnnotate(facts.mark), let comment = questions.ignoringComment(variable.head),
           !questions.isIgnored(variable.head, commentsAnnotate: false) {
            expansion.unreadIgnoringComments.append(questions.comments[comment].range.lowerBound)
            expansion.hasDiagnostics = true
        }
        let first = expansion.bindings.count
        let bindings = variable.bindings
        guard decision.applies else {
            for k in bindings.indices { expansion.bindings.append(BindingExpansion(index: k, pattern: bindings[k].pattern, outcome: .notTracked)) }
            if decision.rule == .identifierPattern { expansion.hasDiagnostics = true }
            expansion.properties.append(PropertyExpansion(keyword: variable.keyword, span: variable.span, bindingCount: bindings.count, decision: decision, bindings: first ..< expansion.bindings.count, isExpanded: false))
            return
        }
        // Most properties have no attributes: no wrapper looked for.
        let wrapper = variable.attributes.isEmpty ? nil : ObservationRules.propertyWrapper(variable, declaredWrappers: self.facts.propertyWrapperNames)
        var rejected = false, tracked = false
        decisions: for k in bindings.indices {
            // A binding that is not a single name has nothing to expand.
            guard case let .identifier(nameToken) = bindings[k].pattern else { continue }
            switch decideBinding(k, variable, nameToken: nameToken, wrapper: wrapper, facts) {
            case let .tracked(type, storage):
                expansion.bindings.append(BindingExpansion(index: k, pattern: .identifier(nameToken), outcome: .tracked(nameToken: nameToken, type: type, storage: storage)))
                tracked = true
            case let .rejected(rejection, at):
                expansion.bindings.append(BindingExpansion(index: k, pattern: .identifier(nameToken), outcome: .rejected(expansion.rejections.count)))
                expansion.rejections.append((rejection, at))
                if rejection.message != nil { expansion.hasDiagnostics = true }
                rejected = true
                if rejection.rejectsDeclaration { break decisions }
            }
        }
        expansion.properties.append(PropertyExpansion(keyword: variable.keyword, span: variable.span, bindingCount: bindings.count, decision: decision, bindings: first ..< expansion.bindings.count,
                                                      isExpanded: tracked && !rejected))
    }

    /// What `decideBinding` finds for a binding that is a single name.
    enum BindingDecision {
        case tracked(type: String?, storage: StorageName)
        case rejected(PropertyRejection, at: Int)
    }

    /// Binding `k` of a tracked declaration, named by token `nameToken`, with its type, or why
    /// it cannot be tracked: R8's forms whose macro expansion does not compile, and types that
    /// cannot be inferred. `wrapper`: the declaration's property wrapper, if any.
    func decideBinding(_ k: Int, _ variable: VariableDeclaration, nameToken: Int, wrapper: Attribute?, _ facts: ClassFacts) -> BindingDecision {
        let at = Int(tokens[nameToken].start)
        if let (rejection, token) = ObservationRules.structuralRejection(k, of: variable, nameToken: nameToken, wrapper: wrapper,
                                                                          globalActor: facts.globalActor, underscoredMembers: facts.underscoredMembers, in: self) {
            return .rejected(rejection, at: Int(tokens[token].start))
        }
        // The name's text is only made for a rejection.
        func name() -> String { ObservationRules.bareName(text(nameToken)) }
        // `_name` in an extension of the class (this file or another of the run): the body's
        // own members were asked above, so a member the index has of that name is an extension's.
        if runMayDeclareUnderscoredMembers, runUnderscoredNames?.contains("_" + name()) ?? true, let kind = extensionClash("_" + name(), facts) {
            return .rejected(.backingStorageTakenInExtension(name: name(), kind: kind, owner: facts.scope.last ?? facts.name), at: at)
        }
        var type: String?
        if variable.bindings[k].typeAnnotation != nil {
            // Spelled as written (an opaque one is rejected above).
        } else if !breaks.offsets.isEmpty && breaks.any(from: at, through: Int(tokens[min(variable.span.last + 1, tokens.count - 1)].start)) {
            // An unterminated literal or comment cuts the declaration short (its initializer, or
            // the annotation it swallowed): there is no type to find, and its error says why.
            return .rejected(.sourceCutShort(name: name()), at: at)
        } else if let initializer = variable.bindings[k].initializer {
            switch inferredType(initializer, facts) {
            case let .type(inferred): type = inferred
            case let .rejected(rejection): return .rejected(rejection(name()), at: at)
            }
        } else if let later = variable.bindings[(k + 1)...].first(where: { $0.typeAnnotation != nil })?.typeAnnotation {
            type = sourceText(later) // `var a, b: Int`: the later annotation types both
        } else {
            return .rejected(.missingTypeAnnotation(name: name()), at: at)
        }
        // (Asked only where a noncopyable type can exist: the spelling is a new string.)
        if mayBeNoncopyable(facts), let spelled = type ?? variable.bindings[k].typeAnnotation.map(sourceText), isNoncopyable(spelled, facts) {
            return .rejected(.noncopyableProperty(name: name(), type: spelled), at: at)
        }
        let storage = bytes.withUnsafeBufferPointer { StorageName(name: UnsafeBufferPointer(rebasing: $0[tokens[nameToken].textRange])) }
        return .tracked(type: type, storage: storage)
    }

    /// What `storage` (`_name`) is when an extension of the class declares it so that the backing
    /// store would clash with it (`ObservationRules.extensionClash`), nil when nothing does.
    func extensionClash(_ storage: String, _ facts: ClassFacts) -> String? {
        guard facts.underscoredMembers[storage] == nil, let owner = facts.scope.last else { return nil }
        // Through the lookups (`DeferredIndex.lookup`): only the files that may extend the class are read.
        let index = deferredClasses.lookup
        let members = index.storedMembers(of: owner, named: storage) ?? []
        return ObservationRules.extensionClash(members: members, isType: index.typeEntries(owner + "." + storage, useFallback: false) != nil)
    }

    /// Whether a property of the class can have a noncopyable type: the class has a `~Copyable`
    /// parameter, or the run (this file, when it is the run) may declare a noncopyable type.
    func mayBeNoncopyable(_ facts: ClassFacts) -> Bool {
        !facts.noncopyableParameters.isEmpty || runMayDeclareNoncopyableTypes
    }

    /// Whether the property type `spelled` is noncopyable: a generic parameter of the class
    /// declared `~Copyable`; a struct or enum of the run or its context (not the default
    /// context, not an interface) declared `~Copyable`, when not generic, or generic with no
    /// extension that makes it `Copyable`, or such an extension (`where W: Copyable`) and a
    /// noncopyable argument (`Box<Token>`); a typealias of one (also an alias of an alias); an
    /// `Optional` of one (`NC?`, `Optional<NC>`). Each was checked with swiftc: the macro's
    /// expansion of such a property does not compile (a key path's value must be `Copyable`).
    func isNoncopyable(_ spelled: String, _ facts: ClassFacts) -> Bool {
        isNoncopyable(TypeExprParser.parse(text: spelled), facts, scope: facts.scope, depth: 0)
    }

    private func isNoncopyable(_ type: TypeExpr, _ facts: ClassFacts, scope: [String], depth: Int) -> Bool {
        // (An alias chain longer than this is a cycle, which the compiler rejects anyway.)
        guard depth < 16 else { return false }
        switch type.kind {
        case let .optional(wrapped, _):
            return isNoncopyable(wrapped, facts, scope: scope, depth: depth + 1)
        case let .tuple(elements) where elements.count == 1 && elements[0].labels.isEmpty:
            return isNoncopyable(elements[0].type, facts, scope: scope, depth: depth + 1)
        case let .named(components):
            let names = components.map(\.name)
            let arguments = components.last?.arguments ?? []
            if names == ["Optional"] || names == ["Swift", "Optional"], arguments.count == 1 {
                return isNoncopyable(arguments[0], facts, scope: scope, depth: depth + 1)
            }
            if depth == 0 || scope == facts.scope, names.count == 1, components[0].arguments.isEmpty {
                if facts.noncopyableParameters.contains(names[0]) { return true }
                // A generic parameter of the class that is not `~Copyable` is copyable.
                if facts.genericParameterNames.contains(names[0]) { return false }
            }
            let index = deferredClasses.lookup
            guard components.dropLast().allSatisfy({ $0.arguments.isEmpty }),
                  let qualified = index.resolve(names, in: scope, useFallback: false),
                  let entries = index.typeEntries(qualified, useFallback: false) else { return false }
            for entry in entries where !entry.fromInterface {
                switch entry.kind {
                case .typeAlias where entry.genericParameters.isEmpty && arguments.isEmpty:
                    if let target = entry.aliasTarget,
                       isNoncopyable(target.parsed, facts, scope: entry.scope, depth: depth + 1) { return true }
                case .struct, .enum:
                    guard entry.inherited.contains(["~Copyable"]) else { continue }
                    if entry.genericParameters.isEmpty { return true }
                    // Generic: `Copyable` only through an extension (`where W: Copyable`), so
                    // then when its arguments are.
                    let madeCopyable = (index.storedConformances(qualified) ?? []).contains { $0 == ["Copyable"] || $0 == ["Swift", "Copyable"] }
                    if !madeCopyable { return true }
                    if arguments.contains(where: { isNoncopyable($0, facts, scope: scope, depth: depth + 1) }) { return true }
                default:
                    continue
                }
            }
            return false
        default:
            return false
        }
    }

    /// An inferred type, or the rejection of the property (given its name) that cannot have it.
    enum InferredType {
        case type(String)
        case rejected((String) -> PropertyRejection)
    }

    /// The type inferred for `initializer`, spelled for the class (`spellingMemberTypes`), or
    /// why it cannot be written there.
    func inferredType(_ initializer: TokenSpan, _ facts: ClassFacts) -> InferredType {
        // The class's inference, shared by its properties (used in place: no copy of it).
        facts.inference.notes.failure = nil
        guard var type = facts.inference.inferType(initializer) else {
            let expression = normalizedText(initializer)
            switch facts.inference.notes.failure {
            case let .undeclared(missing)?:
                // The modules the file imports that the run could not read: the likely home of `missing`.
                let read = classes.modules
                let unread = DeclarationIndex.importedModules(members: fileMembers, tokens: tokens, bytes: bytes)
                    .filter { !read.contains($0) && $0 != "Observation" }.sorted()
                return .rejected({ .undeclaredInContext(name: $0, expression: expression, missing: missing, unread: unread) })
            case let .overloaded(member)?: return .rejected({ .overloadedResultType(name: $0, expression: expression, member: member) })
            case let .literalTypeAlias(alias)?: return .rejected({ .literalTypeAliasDeclared(name: $0, expression: expression, alias: alias) })
            case let .aliasPerClause(alias)?: return .rejected({ .aliasDeclaredPerClause(name: $0, expression: expression, alias: alias) })
            case nil:
                let reason = facts.inference.uninferredForm(initializer)
                return .rejected({ .cannotInferType(name: $0, reason: reason) })
            }
        }
        var written: String?
        if !facts.memberTypeNames.isEmpty {
            let inferred = type
            (type, written) = spellingMemberTypes(inferred, initializer, facts)
            if let shadowed = TypeInference.words(type).first(where: { word in
                let head = Self.head(word)
                // The generic parameters in `Box<Value>.Slot` are ours, and mean the class's.
                return facts.memberTypeNames.contains(head) && head != written && !facts.inference.writesName(head, in: initializer)
                    && !(written != nil && facts.genericParameterNames.contains(head))
            }) {
                // Written inside the class, the name would mean the class's own member type.
                let spelled = type, head = Self.head(shadowed)
                return .rejected({ name in .inferredTypeShadowed(name: name, type: spelled, shadowed: head, owner: facts.name) })
            }
        }
        // A member type of an extension, a superclass or an enclosing type hides a name of it.
        switch writingPastNearerTypes(type, initializer, facts) {
        case let .type(written): type = written
        case let .rejected(rejection): return .rejected(rejection)
        }
        // A name the inference took from a literal or the standard library (`"a"`: `String`)
        // that an enclosing type's generic parameter shadows (`Outer<String>`) would mean the
        // parameter inside the class; one written in the initializer means it there too.
        if !facts.enclosingGenericNames.isEmpty, let shadowed = TypeInference.words(type).first(where: { word in
            let head = Self.head(word)
            return facts.enclosingGenericNames.contains(head) && !(initializer.first ... initializer.last).contains { tokens[$0].kind == .identifier && text($0) == head }
        }) {
            let spelled = type, head = Self.head(shadowed)
            return .rejected({ name in .inferredTypeShadowedByGenericParameter(name: name, type: spelled, shadowed: head, owner: facts.name) })
        }
        return .type(type)
    }

    /// `word` up to its first `.` (`Box` of `Box.Slot`), read on its bytes.
    static func head(_ word: String) -> String {
        guard let dot = word.utf8.firstIndex(of: UInt8(ascii: ".")) else { return word }
        return String(word[..<dot])
    }

    /// `inferred` spelled for the annotation when `initializer` starts with a name that means
    /// something inside the class (as in `State.loading`, `State()`, `[State]()`, where the
    /// compiler looks the name up inside the class): a member type is qualified by the class,
    /// as `Loader.State` or `Box<Value>.Slot` (as `swiftc -print-ast` prints the property's
    /// type); a generic parameter stays as written. Also returns that name, or nil when the
    /// initializer does not start with such a name (and `inferred` is returned unchanged).
    func spellingMemberTypes(_ inferred: String, _ initializer: TokenSpan, _ facts: ClassFacts) -> (String, String?) {
        var index = initializer.first
        if tokens[index].kind == .leftSquare && index < initializer.last { index += 1 }
        guard tokens[index].kind == .identifier, facts.memberTypeNames.contains(text(index)) else { return (inferred, nil) }
        let written = text(index)
        if facts.genericParameterNames.contains(written) { return (inferred, written) }
        let generics = facts.genericParameterNames.isEmpty ? "" : "<" + facts.genericParameterNames.joined(separator: ", ") + ">"
        let owner = (facts.scope.last ?? facts.name) + generics
        let spelled = TypeInference.words(inferred).map { word in
            word == written || word.hasPrefix(written + ".") ? owner + "." + word : word
        }.joined()
        return (spelled, written)
    }
}
