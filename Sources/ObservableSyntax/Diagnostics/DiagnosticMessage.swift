/// Every message the library can report, in one catalogue: each case has a stable identifier
/// (`id`, kebab-case, never reused), a severity and one text in the compiler's voice (lowercase
/// start, no final period, names in single quotes). The README's "Diagnostics" table lists them.
package enum DiagnosticMessage: Equatable, Sendable {
    // MARK: Lexing (the Swift lexer's wording)
    case unterminatedString
    case unterminatedRegex
    case unterminatedBlockComment
    case unterminatedBacktick
    case invalidUTF8
    case invalidCharacter
    case nulCharacter
    case missingDigitAfterPrefix
    case missingExponentDigit
    /// `1ex`: a letter where the exponent's first digit should be.
    case invalidExponentDigit(String)
    /// `1e_`: an underscore where the exponent's first digit should be.
    case invalidExponentStart
    case invalidDigit(String)
    /// More than `SourceTextCheck.defectLimit` NUL bytes, control characters and invalid UTF-8
    /// sequences: a binary file, or text in another encoding; nothing of it is tokenized.
    case notSourceText(nulBytes: Int, controlCharacters: Int, invalidSequences: Int)
    /// The expansion would be larger than `ExpansionPlan.largestOutput` (about, in bytes).
    case expansionTooLarge(estimatedBytes: Int)

    // MARK: Parsing
    case extraneousBrace
    case unmatchedDirective(String)
    case unterminatedIfConfig
    case nestedTooDeeply
    case expectedBody(kind: String)
    case expectedClosingBrace(of: String)
    case expectedMatchingBracket(open: String, close: String)
    case expectedPattern(after: String)

    // MARK: Annotations
    case notAnAnnotation
    case annotationSeparatedByBlankLine
    case annotationNotOnClass(kind: String, name: String)
    /// `// @Observable` (a comment, not the attribute) above a type that is not a class: code
    /// that commented the attribute out; the type is left as it is.
    case annotationCommentNotOnClass(kind: String, name: String)
    case annotationOnProperty(name: String)
    case annotationOnFunction(name: String)
    case annotationOnOtherDeclaration(keyword: String)
    case danglingAnnotation
    /// `let z = 1 // @Observable`: an annotation comment after code on its line, which
    /// annotates nothing (annotation comments go on the lines above a declaration).
    case observableAnnotationAfterCode
    /// `var a = 1 // @ObservationIgnored`: likewise; the property stays tracked.
    case ignoredAnnotationAfterCode
    /// `var d = 4; /* @ObservationIgnored */ var e = 5`: after code on its line, before the
    /// property `name`, which stays tracked.
    case ignoredAnnotationBeforePropertyAfterCode(name: String)
    /// `func f() {} // @ObservationIgnored`: after code on its line that declares no stored
    /// `var` (`what`: "function 'f'", "constant 'k'", "an initializer").
    case ignoredAnnotationAfterNonProperty(what: String)
    /// `// @ObservationIgnored`, a blank line, then the property `name`: it annotates nothing.
    case ignoredAnnotationSeparatedByBlankLine(name: String)
    /// `// @ObservationIgnored` in a class with the real attribute: the property stays tracked.
    case ignoredAnnotationInAttributeClass
    case annotationInIfConfig
    /// `@Observable @Observable`: the macro attached twice.
    case duplicateObservableAttribute

    // MARK: Properties the expansion cannot track (R8: the macro's output would not compile)
    case lazyProperty(name: String)
    case propertyWrapper(wrapper: String, name: String)
    case nonisolatedInGlobalActorClass(name: String, actor: String)
    case unsupportedAccessor(name: String, accessor: String)
    case backingStorageExists(name: String)
    /// A function or type of the class is named `_name`: the backing store would clash with it.
    case backingStorageNameTaken(name: String, kind: String)
    /// An extension of the class (`owner`, in this file or another of the run) declares
    /// `_name` (a `kind`: property, function, …): the backing store would clash with it.
    case backingStorageTakenInExtension(name: String, kind: String, owner: String)
    case opaqueType(name: String, type: String)
    /// The property's type is noncopyable: no key path to it can be formed (issue 29).
    case noncopyableProperty(name: String, type: String)
    /// An attribute the property may carry that neither piece of its expansion can
    /// (`ObservationRules.attributePlacement`): `@_alwaysEmitIntoClient`.
    case attributeNotTrackable(name: String, attribute: String)
    /// `reason`: the initializer's form that is not inferred, when one is known (break 49/6).
    case cannotInferType(name: String, reason: String? = nil)
    case inferredTypeShadowed(name: String, type: String, shadowed: String, owner: String)
    /// As `inferredTypeShadowed`, the name being a generic parameter of a type around `owner`
    /// (`struct Outer<String>`).
    case inferredTypeShadowedByGenericParameter(name: String, type: String, shadowed: String, owner: String)
    /// As `inferredTypeShadowed`, the nearer type (`declaration`, qualified) being a member of
    /// an extension of `owner`, of a superclass or of an enclosing type, and the intended one
    /// being a top-level type of the module, which no qualification reaches.
    case inferredTypeHidden(name: String, type: String, shadowed: String, declaration: String, owner: String)
    /// Whether `owner` conforms to `Observable` differs per build configuration: `through` (the
    /// class itself or an ancestor) is declared differently per `#if` clause, or an extension
    /// inside an `#if` clause adds the conformance to it.
    case conditionalObservableConformance(owner: String, through: String)
    /// As `conditionalObservableConformance`, `through` being several classes outside `#if` clauses.
    case redeclaredClassConformance(owner: String, through: String)
    /// `expression` names `missing`, which no input or context declares.
    /// `unread`: modules the file imports that the run did not read.
    case undeclaredInContext(name: String, expression: String, missing: String, unread: [String] = [])
    /// `member` has overloads whose result types differ: the compiler picks one by context.
    case overloadedResultType(name: String, expression: String, member: String)
    /// The file declares `IntegerLiteralType` (or another literal-type alias): a literal's type
    /// is not the standard default.
    case literalTypeAliasDeclared(name: String, expression: String, alias: String)
    /// `expression` reaches a member through `alias`, declared with different targets in
    /// different `#if` clauses.
    case aliasDeclaredPerClause(name: String, expression: String, alias: String)
    case missingTypeAnnotation
    /// A type named `Observation` that class `owner` sees hides the module, and `reason` says
    /// why the bare names cannot be written instead (`ObservationModuleSpelling.hidden`).
    case observationModuleHidden(owner: String, reason: String)
    /// A function of class `owner` inside `#if` redeclares one the expansion adds (oracle 35h).
    case addedFunctionInIfConfig(function: String, owner: String)
    /// An extension of `owner` redeclares an added function, in a form the accessors cannot call.
    case addedFunctionRedeclaredInExtension(function: String, owner: String, reason: String)
    /// A function of `owner` makes the accessors' calls of an added function ambiguous.
    case addedFunctionCallAmbiguous(function: String, owner: String)
    case tuplePattern(pattern: String)
    case trackedOutsideObservableClass

    // MARK: Planning
    case overlappingExpansion

    // MARK: Migration (`observable-expand migrate`)
    case migrationBlocked(kind: MigrationBlockerKind, name: String, classes: [String])
    case migrationBlockedByChain(className: String, chain: [String])
    /// A class kept only because a class of its name in another module is (`place`: that
    /// class's `path:line`, as the run names its file, line 1-based).
    case migrationBlockedByNamesake(className: String, place: String)
    case migrationForcedBlocker(kind: MigrationBlockerKind, name: String, classes: [String])
    case migrationUnresolvedReceiver(receiver: String, use: String)
    /// `x.objectWillChange` where `x` is of a class that is `@Observable` (after an earlier run).
    case migrationObservablePublisherUse(use: String, className: String)
    case migrationStateObjectEagerInit(initializer: String)
    case migrationEnvironmentBinding(name: String)
    case migrationCustomEquality(className: String)
    case migrationCustomEqualityProperty(property: String, type: String, equalType: String, through: String = "")
    case migrationSameReferenceReassign(property: String, type: String)
    case migrationObjectIdentityElements(property: String, type: String, element: String)
    case migrationNestedObservable(property: String, type: String, owner: String)
    case migrationDeploymentTarget(versions: String, name: String)
    case migrationUnknownEnvironmentObject(argument: String)
    case migrationUnknownWrappedType(wrapper: String, name: String)
    case migrationQualifiedWrapperSite(attribute: String, name: String, className: String)
    case migrationAmbiguousTypeName(name: String, site: String, types: [String])
    case migrationAmbiguousClassSite(name: String, site: String, observable: [String], kept: [String])
    case migrationTrackedPropertyUnread(view: String, holder: String, className: String, property: String, writes: [String])
    case migrationClassMigrated(className: String, published: [String], ignored: [String])
    case migrationClassKept(className: String, reasons: [String])
    case migrationConformanceRemoved(className: String, unpublished: [String], removedObjectWillChange: Bool)
    case migrationRedundantSendRemoved(property: String, accessor: String)
    case migrationWrapperTracked(property: String, wrapper: String, store: String)
    case migrationActorNotMigrated(name: String)
    case migrationProtocolMigrated(name: String, replacement: String, conformers: [String])
    /// Typealias `name` composing `ObservableObject`: that name -> `replacement`, as every
    /// class of the run conforming through it migrated.
    case migrationAliasMigrated(name: String, replacement: String, conformers: [String])
    case migrationGenericMigrated(name: String, classes: [String])
    /// `associatedtype X: ObservableObject` of protocol `Q` (`name`: `Q.X`) -> `Observable &
    /// AnyObject`, as every class its conformers bind to it migrated.
    case migrationAssociatedTypeMigrated(name: String, classes: [String])
    case migrationPropertyRewritten(property: String, old: String, new: String)
    case migrationCallRewritten(old: String, new: String)
    // View sites (issue 28).
    case migrationUnfinishedSite(site: String, className: String, new: String)
    case migrationBindableLocal(name: String, member: String)
    case migrationSingletonProperty(name: String, initializer: String, new: String)
    case migrationDeploymentTargetSetting(versions: String, setting: String)
    /// `setting` (`Package.swift 'platforms'`, `Tuist 'deploymentTargets'`) is given through a name whose value the run cannot read.
    case migrationDeploymentTargetUnread(setting: String)
    case migrationStateObjectMemberwise(name: String)
    case migrationStateStartsObserving(name: String, className: String)
    /// A view's stored property without a wrapper (`let model: Model`) holding a class that
    /// migrates, whose members the view's redraw reads (`read`): it now observes them.
    case migrationPlainPropertyStartsObserving(name: String, className: String, read: String)
    case migrationCollectionOfObservables(property: String, type: String, owner: String)
    case migrationSynthesizedCodable(className: String)
    /// Member `member` of a class (or of a protocol extension shared by its conformers) reads
    /// `name`, which did not notify and is now ignored, in each class of `classNames` (one
    /// warning per read, not per conformer).
    case migrationIgnoredPropertyRead(name: String, member: String, classNames: [String])
    case migrationIgnoredPropertyViewRead(view: String, read: String, name: String, className: String)
    /// View `view` reads `read` through a wrapped property whose type cannot be told, and the
    /// member is an ignored property (or a reader of one) of the migrated `classes`
    /// (`Class.property` each).
    case migrationUntypedHolderIgnoredRead(view: String, read: String, classes: [String])
    case migrationReferenceStateViewRead(view: String, read: String, name: String, className: String, heldClass: String, kept: Bool = false)
    /// A view reads a computed property of a migrated class whose getter reads only state
    /// Observation does not track (`state`: `UserDefaults`, a static property).
    case migrationUntrackedComputedViewRead(view: String, read: String, state: String, className: String)
    case migrationPublicConformanceRemoved(className: String)
    case migrationStorageKeyWrittenElsewhere(property: String, wrapper: String, key: String, writers: [String])
    case migrationStorageKeyNotLiteral(property: String, wrapper: String, key: String)
    case migrationPrivateMemberwiseInitializer(name: String, access: String, view: String)
    /// `value`: the literal a constant key resolves to, when it is a migrated key (`keys` are
    /// then the properties that store it).
    case migrationStorageKeyUnknownWriter(writer: String, key: String, keys: [String], value: String? = nil)
    /// `Panel<Never>.Model` at a view site where `Panel` is a type of the run and `Model` is no
    /// type found in it (a typealias to a generic parameter).
    case migrationUnresolvedMemberType(type: String, site: String, owner: String, member: String)
    /// A view reads a stored `var` a migrated class inherits from `superclass`, a class of the
    /// run that is not observable: `@Observable` cannot track it.
    case migrationInheritedPropertyViewRead(view: String, read: String, name: String, className: String, superclass: String)

    /// The stable identifier, printed by `--explain` and listed in the README.
    package var id: String {
        switch self {
        case .unterminatedString: return "unterminated-string"
        case .unterminatedRegex: return "unterminated-regex"
        case .unterminatedBlockComment: return "unterminated-block-comment"
        case .unterminatedBacktick: return "unterminated-backtick"
        case .invalidUTF8: return "invalid-utf8"
        case .invalidCharacter: return "invalid-character"
        case .nulCharacter: return "nul-character"
        case .notSourceText: return "not-source-text"
        case .expansionTooLarge: return "expansion-too-large"
        case .missingDigitAfterPrefix: return "missing-digit-after-prefix"
        case .missingExponentDigit: return "missing-exponent-digit"
        case .invalidExponentDigit: return "invalid-exponent-digit"
        case .invalidExponentStart: return "invalid-exponent-start"
        case .invalidDigit: return "invalid-digit"
        case .extraneousBrace: return "extraneous-brace"
        case .unmatchedDirective: return "unmatched-directive"
        case .unterminatedIfConfig: return "unterminated-if"
        case .nestedTooDeeply: return "nested-too-deeply"
        case .expectedBody: return "expected-body"
        case .expectedClosingBrace: return "expected-closing-brace"
        case .expectedMatchingBracket: return "expected-matching-bracket"
        case .expectedPattern: return "expected-pattern"
        case .notAnAnnotation: return "not-an-annotation"
        case .annotationSeparatedByBlankLine: return "annotation-separated-by-blank-line"
        case .annotationNotOnClass: return "annotation-not-on-class"
        case .annotationCommentNotOnClass: return "annotation-comment-not-on-class"
        case .annotationOnProperty: return "annotation-on-property"
        case .annotationOnFunction: return "annotation-on-function"
        case .annotationOnOtherDeclaration: return "annotation-on-declaration"
        case .danglingAnnotation: return "dangling-annotation"
        case .observableAnnotationAfterCode: return "annotation-after-code"
        case .ignoredAnnotationAfterCode: return "ignored-annotation-after-code"
        case .ignoredAnnotationBeforePropertyAfterCode: return "ignored-annotation-inline"
        case .ignoredAnnotationAfterNonProperty: return "ignored-annotation-after-non-property"
        case .ignoredAnnotationSeparatedByBlankLine: return "ignored-annotation-separated"
        case .ignoredAnnotationInAttributeClass: return "ignored-annotation-in-attribute-class"
        case .annotationInIfConfig: return "annotation-in-if"
        case .duplicateObservableAttribute: return "duplicate-observable-attribute"
        case .lazyProperty: return "lazy-property"
        case .propertyWrapper: return "property-wrapper"
        case .nonisolatedInGlobalActorClass: return "nonisolated-in-global-actor-class"
        case .unsupportedAccessor: return "unsupported-accessor"
        case .backingStorageExists: return "backing-storage-exists"
        case .backingStorageNameTaken: return "backing-storage-name-taken"
        case .backingStorageTakenInExtension: return "backing-storage-taken-in-extension"
        case .opaqueType: return "opaque-type"
        case .noncopyableProperty: return "noncopyable-property"
        case .attributeNotTrackable: return "attribute-not-trackable"
        case .cannotInferType: return "cannot-infer-type"
        case .inferredTypeShadowed: return "inferred-type-shadowed"
        case .inferredTypeShadowedByGenericParameter: return "inferred-type-shadowed-by-generic-parameter"
        case .inferredTypeHidden: return "inferred-type-hidden"
        case .conditionalObservableConformance: return "conditional-observable-conformance"
        case .redeclaredClassConformance: return "redeclared-class-conformance"
        case .undeclaredInContext: return "undeclared-in-context"
        case .overloadedResultType: return "overloaded-result-type"
        case .literalTypeAliasDeclared: return "literal-type-alias-declared"
        case .aliasDeclaredPerClause: return "alias-declared-per-clause"
        case .missingTypeAnnotation: return "missing-type-annotation"
        case .observationModuleHidden: return "observation-module-hidden"
        case .addedFunctionInIfConfig: return "added-function-in-if-config"
        case .addedFunctionRedeclaredInExtension: return "added-function-redeclared-in-extension"
        case .addedFunctionCallAmbiguous: return "added-function-call-ambiguous"
        case .tuplePattern: return "tuple-pattern"
        case .trackedOutsideObservableClass: return "tracked-outside-observable-class"
        case .overlappingExpansion: return "overlapping-expansion"
        case let .migrationBlocked(kind, _, _): return kind.id
        case .migrationBlockedByChain: return "migrate-blocked-chain"
        case .migrationBlockedByNamesake: return "migrate-blocked-namesake"
        case .migrationForcedBlocker: return "migrate-forced-blocker"
        case .migrationUnresolvedReceiver: return "migrate-unresolved-receiver"
        case .migrationObservablePublisherUse: return "migrate-observable-publisher-use"
        case .migrationStateObjectEagerInit: return "migrate-state-object-eager-init"
        case .migrationEnvironmentBinding: return "migrate-environment-binding"
        case .migrationCustomEquality: return "migrate-custom-equality"
        case .migrationCustomEqualityProperty: return "migrate-custom-equality-property"
        case .migrationSameReferenceReassign: return "migrate-same-reference-reassign"
        case .migrationObjectIdentityElements: return "migrate-object-identity-elements"
        case .migrationNestedObservable: return "migrate-nested-observable"
        case .migrationDeploymentTarget: return "migrate-deployment-target"
        case .migrationUnknownEnvironmentObject: return "migrate-unknown-environment-object"
        case .migrationUnknownWrappedType: return "migrate-unknown-wrapped-type"
        case .migrationQualifiedWrapperSite: return "migrate-qualified-wrapper-site"
        case .migrationAmbiguousTypeName: return "migrate-ambiguous-type-name"
        case .migrationAmbiguousClassSite: return "migrate-ambiguous-class-site"
        case .migrationTrackedPropertyUnread: return "migrate-tracked-property-unread"
        case .migrationClassMigrated: return "migrate-class-migrated"
        case .migrationClassKept: return "migrate-class-kept"
        case .migrationConformanceRemoved: return "migrate-conformance-removed"
        case .migrationRedundantSendRemoved: return "migrate-redundant-send-removed"
        case .migrationWrapperTracked: return "migrate-wrapper-tracked"
        case .migrationActorNotMigrated: return "migrate-actor-not-migrated"
        case .migrationProtocolMigrated: return "migrate-protocol-migrated"
        case .migrationAliasMigrated: return "migrate-alias-migrated"
        case .migrationGenericMigrated: return "migrate-generic-migrated"
        case .migrationAssociatedTypeMigrated: return "migrate-associated-type-migrated"
        case .migrationPropertyRewritten: return "migrate-property-rewritten"
        case .migrationCallRewritten: return "migrate-call-rewritten"
        case .migrationUnfinishedSite: return "migrate-unfinished-site"
        case .migrationBindableLocal: return "migrate-bindable-local"
        case .migrationSingletonProperty: return "migrate-singleton-property"
        case .migrationDeploymentTargetSetting: return "migrate-deployment-target-setting"
        case .migrationDeploymentTargetUnread: return "migrate-deployment-target-unread"
        case .migrationStateObjectMemberwise: return "migrate-state-object-memberwise"
        case .migrationStateStartsObserving: return "migrate-state-starts-observing"
        case .migrationPlainPropertyStartsObserving: return "migrate-plain-property-starts-observing"
        case .migrationCollectionOfObservables: return "migrate-collection-of-observables"
        case .migrationSynthesizedCodable: return "migrate-synthesized-codable"
        case .migrationIgnoredPropertyRead: return "migrate-ignored-property-read"
        case .migrationIgnoredPropertyViewRead: return "migrate-ignored-property-view-read"
        case .migrationUntypedHolderIgnoredRead: return "migrate-untyped-holder-ignored-read"
        case .migrationReferenceStateViewRead: return "migrate-reference-state-view-read"
        case .migrationUntrackedComputedViewRead: return "migrate-untracked-computed-view-read"
        case .migrationPublicConformanceRemoved: return "migrate-public-conformance-removed"
        case .migrationStorageKeyWrittenElsewhere: return "migrate-storage-key-written-elsewhere"
        case .migrationStorageKeyNotLiteral: return "migrate-storage-key-not-literal"
        case .migrationPrivateMemberwiseInitializer: return "migrate-private-memberwise-initializer"
        case .migrationStorageKeyUnknownWriter: return "migrate-storage-key-unknown-writer"
        case .migrationUnresolvedMemberType: return "migrate-unresolved-member-type"
        case .migrationInheritedPropertyViewRead: return "migrate-inherited-property-view-read"
        }
    }

    /// The message text.
    package var text: String {
        switch self {
        case .unterminatedString: return "unterminated string literal"
        case .unterminatedRegex: return "unterminated regex literal"
        case .unterminatedBlockComment: return "unterminated '/*' comment"
        case .unterminatedBacktick: return "unterminated backticked identifier"
        case .invalidUTF8: return "invalid UTF-8 in source file"
        case .invalidCharacter: return "invalid character in source file"
        case .nulCharacter: return "nul character embedded in the source file"
        case let .notSourceText(nulBytes, controlCharacters, invalidSequences):
            let counts = [(nulBytes, "NUL byte"), (controlCharacters, "control character"), (invalidSequences, "invalid UTF-8 sequence")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
            return "the file is not Swift source text: it holds \(counts.joined(separator: ", ")) (the first is here); it is not read further"
        case let .expansionTooLarge(estimatedBytes):
            return "the expansion of this file would be about \(estimatedBytes >> 20) MiB, more than the 1 GiB an output may hold; split its annotated classes over several files"
        case .missingDigitAfterPrefix: return "expected a digit after integer literal prefix"
        case .missingExponentDigit: return "expected a digit in floating point exponent"
        case let .invalidExponentDigit(digit): return "'\(digit)' is not a valid digit in floating point exponent"
        case .invalidExponentStart: return "'_' is not a valid first character in floating point exponent"
        case let .invalidDigit(digit): return "'\(digit)' is not a valid digit in a numeric literal"
        case .extraneousBrace: return "extraneous '}' at top level"
        case let .unmatchedDirective(directive): return "unexpected '\(directive)' without a matching '#if'"
        case .unterminatedIfConfig: return "unterminated '#if' block"
        case .nestedTooDeeply: return "declarations are nested too deeply"
        case let .expectedBody(kind): return "expected '{' in \(kind)"
        case let .expectedClosingBrace(of): return "expected '}' at the end of \(of)"
        case let .expectedMatchingBracket(open, close): return "expected '\(close)' to match this '\(open)'"
        case let .expectedPattern(after): return "expected a pattern after '\(after)'"
        case .notAnAnnotation:
            return "this comment is not an annotation: the whole comment must be '// @Observable' or '// @ObservationIgnored', spelled exactly"
        case .annotationSeparatedByBlankLine:
            return "'@Observable' annotation is not attached to a declaration: a blank line separates it from the next one"
        case let .annotationCommentNotOnClass(kind, name):
            let what = kind == "extension" ? "an extension of '\(name)'" : kind == "enum" ? "enumeration type '\(name)'" : kind == "protocol" ? "protocol '\(name)'" : "\(kind) type '\(name)'"
            return "this '@Observable' comment stands above \(what), which only a class can be; it is left as it is (annotate a class, or remove the comment)"
        case let .annotationNotOnClass(kind, name):
            switch kind {
            case "struct", "actor": return "'@Observable' cannot be applied to \(kind) type '\(name)'"
            case "enum": return "'@Observable' cannot be applied to enumeration type '\(name)'"
            case "protocol": return "'@Observable' cannot be applied to protocol '\(name)'"
            default: return "'@Observable' cannot be applied to an extension; annotate the class declaration of '\(name)'"
            }
        case let .annotationOnProperty(name): return "'@Observable' cannot be applied to property '\(name)'; annotate the class that declares it"
        case let .annotationOnFunction(name): return "'@Observable' cannot be applied to function '\(name)'"
        case let .annotationOnOtherDeclaration(keyword): return "'@Observable' cannot be applied to this '\(keyword)' declaration; it applies to classes only"
        case .danglingAnnotation: return "'@Observable' annotation is not followed by a class declaration"
        case .observableAnnotationAfterCode:
            return "'@Observable' annotation follows code on its line and annotates nothing; put it on a line of its own above the class"
        case .ignoredAnnotationInAttributeClass: return "this comment does not ignore the property in a class marked with the real '@Observable' attribute (the compiler reads no comment; the property stays tracked); write the attribute '@ObservationIgnored' to ignore it"
        case let .ignoredAnnotationSeparatedByBlankLine(name):
            return "'@ObservationIgnored' annotation is separated from property '\(name)' by a blank line and annotates nothing ('\(name)' stays tracked); remove the blank line"
        case let .ignoredAnnotationBeforePropertyAfterCode(name):
            return "'@ObservationIgnored' annotation follows code on its line and annotates nothing (property '\(name)' after it stays tracked); put it on a line of its own above '\(name)'"
        case let .ignoredAnnotationAfterNonProperty(what):
            return "'@ObservationIgnored' annotation follows \(what) on its line and annotates nothing; it applies to stored 'var' properties only"
        case .ignoredAnnotationAfterCode:
            return "'@ObservationIgnored' annotation follows code on its line and annotates nothing (the property before it stays tracked); put it on a line of its own above the property"
        case .annotationInIfConfig:
            return "'@Observable' inside '#if' cannot be expanded, since the expansion would apply in every configuration; move it out of the '#if' block"
        case .duplicateObservableAttribute:
            return "'@Observable' is attached twice; the macro would expand twice, and its second expansion does not compile: remove one"
        case let .lazyProperty(name): return "'lazy' property '\(name)' cannot be tracked by '@Observable'; mark it '@ObservationIgnored' or remove 'lazy'"
        case let .propertyWrapper(wrapper, name): return "property wrapper '@\(wrapper)' cannot be used on tracked property '\(name)'; mark it '@ObservationIgnored'"
        case let .nonisolatedInGlobalActorClass(name, actor):
            return "'nonisolated' property '\(name)' of a '@\(actor)' class cannot be tracked, because its backing storage would be a mutable nonisolated stored property; mark it '@ObservationIgnored'"
        case let .unsupportedAccessor(name, accessor): return "property '\(name)' with '\(accessor)' accessor cannot be tracked by '@Observable'; mark it '@ObservationIgnored'"
        case let .backingStorageExists(name):
            return "property '_\(name)' already exists, but '@Observable' stores '\(name)' there; rename '_\(name)' or mark '\(name)' '@ObservationIgnored'"
        case let .backingStorageNameTaken(name, kind):
            return "the class declares a \(kind) named '_\(name)', but '@Observable' stores '\(name)' in a property of that name; rename '_\(name)' or mark '\(name)' '@ObservationIgnored'"
        case let .backingStorageTakenInExtension(name, kind, owner):
            return "an extension of '\(owner)' declares a \(kind) named '_\(name)', but '@Observable' stores '\(name)' in a property of that name; rename '_\(name)' or mark '\(name)' '@ObservationIgnored'"
        case let .noncopyableProperty(name, type):
            return "property '\(name)' of noncopyable type '\(type)' cannot be tracked, because observation reads it through a key path, and a key path's value must be 'Copyable'; mark it '@ObservationIgnored'"
        case let .attributeNotTrackable(name, attribute):
            return "attribute '@\(attribute)' cannot be used on tracked property '\(name)', because its accessors would call the class's internal observation methods, which code emitted into clients cannot reference; mark it '@ObservationIgnored'"
        case let .opaqueType(name, type):
            return "property '\(name)' of opaque type '\(type)' cannot be tracked, because its backing storage would have a different opaque type; use a concrete or 'any' type"
        case let .cannotInferType(name, reason): return "cannot infer the type of '\(name)'\(reason.map { " (\($0))" } ?? ""); add an explicit type annotation"
        case let .observationModuleHidden(owner, reason):
            return "a type named 'Observation' that '\(owner)' sees hides the Observation module, so the expansion cannot name its 'ObservationRegistrar' and 'Observable' (nor can the macro's), and \(reason); rename the type 'Observation'"
        case let .addedFunctionInIfConfig(function, owner):
            return "'\(function)' is declared inside '#if' in '\(owner)', and '@Observable' adds a function of the same signature without seeing it: where the clause is compiled the two are an invalid redeclaration, where it is not the accessors need the added one; declare it outside the '#if' (the expansion then leaves its own out) or rename it"
        case let .addedFunctionRedeclaredInExtension(function, owner, reason):
            return "an extension of '\(owner)' declares '\(function)', an invalid redeclaration of the function '@Observable' adds, and the expansion cannot leave its own out for it, because \(reason); change it so that the class's accessors can call it, or rename it"
        case let .addedFunctionCallAmbiguous(function, owner):
            return "'\(owner)' declares an overload of '\(function)' that differs from the function '@Observable' adds only in its result type or its closure's label, so the accessors' calls of it are ambiguous (the macro's too); rename it or give it the added function's signature"
        case let .inferredTypeShadowed(name, type, shadowed, owner):
            return "the type of '\(name)' is '\(type)', but inside '\(owner)' the name '\(shadowed)' means its own member; add an explicit type annotation"
        case let .inferredTypeHidden(name, type, shadowed, declaration, owner):
            return "the type of '\(name)' is '\(type)', but inside '\(owner)' the name '\(shadowed)' means '\(declaration)' (a member type of an extension, a superclass or an enclosing type); write the type as an explicit type annotation"
        case let .conditionalObservableConformance(owner, through):
            return "whether '\(owner)' already conforms to 'Observable' depends on an '#if' clause (the conformance of '\(through)' is declared inside one), and the macro adds its extension only in the configurations where it does not, which one expansion cannot do in all of them; declare that conformance outside '#if' clauses"
        case let .redeclaredClassConformance(owner, through): return "whether '\(owner)' already conforms to 'Observable' depends on which class named '\(through)' it descends from: the inputs declare more than one, outside '#if' clauses, observable and not (a folder run reads its files as one module, so files of different targets both count); expand each target's folder in a run of its own, or rename one of the classes"
        case let .inferredTypeShadowedByGenericParameter(name, type, shadowed, owner):
            return "the type of '\(name)' is '\(type)', but inside '\(owner)' the name '\(shadowed)' means a generic parameter of an enclosing type; add an explicit type annotation"
        case let .undeclaredInContext(name, expression, missing, unread):
            let base = "cannot infer the type of '\(name)' from '\(expression)': '\(missing)' is not declared in the inputs or their context; add an explicit type annotation, or pass its declaring module with --context"
            guard !unread.isEmpty else { return base }
            let modules = unread.map { "'\($0)'" }.joined(separator: ", ")
            return base + " (the run did not read \(unread.count == 1 ? "the module" : "the modules") this file imports, \(modules): '--sdk PATH' reads an SDK's frameworks on macOS, '--context' a dependency's sources or '.swiftinterface')"
        case let .aliasDeclaredPerClause(name, expression, alias):
            return "cannot infer the type of '\(name)' from '\(expression)': the type alias '\(alias)' is declared differently in '#if' clauses, so the type depends on the build configuration; add an explicit type annotation"
        case let .literalTypeAliasDeclared(name, expression, alias):
            return "cannot infer the type of '\(name)' from '\(expression)': this file declares '\(alias)', which changes what a literal of its kind means; add an explicit type annotation"
        case let .overloadedResultType(name, expression, member):
            return "cannot infer the type of '\(name)' from '\(expression)': '\(member)' is overloaded with different result types; add an explicit type annotation"
        case .missingTypeAnnotation: return "type annotation missing in pattern"
        case let .tuplePattern(pattern): return "tuple pattern '\(pattern)' is not tracked by '@Observable'; declare each property separately to track it"
        case .trackedOutsideObservableClass: return "'@ObservationTracked' can only be used on a property of an '@Observable' class"
        case .overlappingExpansion: return "cannot expand this code: it is also read as part of the declaration before it, which may be incomplete"
        case let .migrationBlocked(kind, name, classes):
            let keep = classes.count == 1 ? "keeps" : "keep"
            return "\(kind.use(name)); \(Self.classList(classes)) \(keep) 'ObservableObject' (use '--force' to migrate anyway)"
        case let .migrationBlockedByChain(className, chain):
            return "class '\(className)' keeps 'ObservableObject' with its chain (\(chain.map { "'\($0)'" }.joined(separator: ", "))): a subclass chain migrates together or not at all"
        case let .migrationBlockedByNamesake(className, place):
            return "class '\(className)' keeps 'ObservableObject' with the class of its name at \(place), of another module: classes of one name in different modules migrate or stay together, so its reasons are that class's (exclude the other module's files to decide this one alone)"
        case let .migrationForcedBlocker(kind, name, classes):
            return "\(kind.use(name)), but '--force' migrated \(Self.classList(classes)); rewrite this use by hand"
        case let .migrationUnresolvedReceiver(receiver, use):
            return "cannot tell the type of '\(receiver)' in '\(use)', and classes of the run are '@Observable', which have no 'objectWillChange': give it a declared type (then its class is kept if it is one of them), or rewrite this use by hand"
        case let .migrationObservablePublisherUse(use, className):
            return "'\(use)': class '\(className)' is '@Observable', which has no 'objectWillChange' (an earlier run migrated it and left this use): rewrite it by hand (observe the properties it needs with 'withObservationTracking', or a 'didSet'), or restore 'ObservableObject' on the class"
        case let .migrationStateObjectEagerInit(initializer):
            return "'@State' evaluates '\(initializer)' every time the view is initialized (the new instance is then discarded), while '@StateObject' evaluated it once per view identity; keep that initializer cheap, or create the model in '.task'"
        case let .migrationEnvironmentBinding(name):
            return "'$\(name)' makes a binding through '@Environment', which has none, and no '@Bindable var \(name) = \(name)' local can be added here (not in 'body', a result builder such as '@ViewBuilder' or a function body with 'return'): write one where the binding is made"
        case let .migrationCustomEqualityProperty(property, type, equalType, through):
            // Through a synthesized `==` (review 48/04): the path of stored members to the custom one.
            let path = through.isEmpty ? "" : ", which the synthesized '==' calls (\(through))"
            return "'\(property)' holds '\(type)', and '\(equalType)' defines its own '=='\(path): '@Published' notified on every set, a tracked property does not notify when set to a value that is '==' to the current one (check that '==' compares everything a view shows)"
        case let .migrationSameReferenceReassign(property, type):
            return "'\(property)' holds class '\(type)' and is set here from its own value: '@Published' notified on every set, a tracked property does not notify when set to the identical instance, so a view is not redrawn when this sets the same object again; change a tracked property instead, or make '\(type)' a value type (a struct)"
        case let .migrationObjectIdentityElements(property, type, element):
            return "'\(property)' holds '\(type)', and '\(element)' instances compare with 'NSObject''s 'isEqual(_:)' (identity unless overridden): '@Published' notified on every set, a tracked property does not notify when set to the same instances again, so a view showing what changed inside them (a renamed Core Data object re-fetched) is not redrawn; observe each element (an '@ObservedObject' row), or change a tracked property too"
        case let .migrationCustomEquality(className):
            return "class '\(className)' defines its own '=='; a tracked property holding an instance of it does not notify when set to another instance that is '==' to the current one"
        case let .migrationNestedObservable(property, type, owner):
            return "'\(property)' holds a '\(type)', which is now observable too: views that read its tracked properties through '\(owner)' now update when they change (with 'ObservableObject' they did not)"
        case let .migrationDeploymentTarget(versions, name):
            return "'\(versions)' is lower than Observation needs (iOS 17, macOS 14, tvOS 17, watchOS 10); raise the availability of '\(name)' or the deployment target"
        case let .migrationUnknownEnvironmentObject(argument):
            // Only a declared type ends the error either way: '.environment' is wrong for a kept class.
            return "cannot tell the type of '\(argument)' passed to '.environmentObject', and classes of the run are '@Observable': one of them needs '.environment(\(argument))', an 'ObservableObject' keeps '.environmentObject'; give the value a declared type ('let value: T = …', a property or a function result) so that 'migrate' can tell, or write '.environment' by hand if it is one of them"
        case let .migrationQualifiedWrapperSite(attribute, name, className):
            return "'@\(attribute)' property '\(name)' holds '\(className)', which is '@Observable' after this run, and the wrapper needs an 'ObservableObject': rewrite it by hand (for an optional object in the environment, '@Environment(\(className).self) var \(name): \(className)?')"
        case let .migrationUnknownWrappedType(wrapper, name):
            return "cannot tell the type of '@\(wrapper)' property '\(name)', and classes of the run are '@Observable': give it a type annotation (then it is migrated if it is one of them), or rewrite it by hand"
        case let .migrationAmbiguousTypeName(name, site, types):
            return "cannot tell which of \(types.map { "'\($0)'" }.joined(separator: ", ")) the name '\(name)' of '\(site)' means, and one of them is '@Observable': write the qualified name (then the site is rewritten if its class is '@Observable'), or rewrite it by hand"
        case let .migrationAmbiguousClassSite(name, site, observable, kept):
            return "'\(name)' of '\(site)' may name the class at \(observable.joined(separator: ", ")), which is '@Observable', or the one at \(kept.joined(separator: ", ")), which keeps 'ObservableObject', and this file declares neither: left as it is; leave out the files not built with this one ('--exclude'), or rename one of the classes"
        case let .migrationTrackedPropertyUnread(view, holder, className, property, writes):
            return "view '\(view)' reads no property of '\(holder)' ('\(className)') that the run changes (\(writes.joined(separator: ", "))): each change of a '@Published' property redrew it before, now none does; read the property where the redraw is needed ('let _ = \(holder).\(property)' in 'body') if the view relies on it"
        case let .migrationClassMigrated(className, published, ignored):
            var text = "class '\(className)' migrated to '@Observable': "
            text += published.isEmpty ? "it had no '@Published' property" : "\(Self.nameList(published)) \(published.count == 1 ? "notifies" : "notify") as before"
            if !ignored.isEmpty { text += "; \(Self.nameList(ignored)) marked '@ObservationIgnored' so that \(ignored.count == 1 ? "it still does" : "they still do") not" }
            return text
        case let .migrationClassKept(className, reasons):
            return "class '\(className)' keeps 'ObservableObject': \(reasons.joined(separator: ", "))"
        case let .migrationRedundantSendRemoved(property, accessor):
            return "'objectWillChange.send()' in the '\(accessor)' of '@Published' property '\(property)' removed: it repeated the notification the '@Published' set had just sent, and the tracked property notifies on its own"
        case let .migrationConformanceRemoved(className, unpublished, removedObjectWillChange):
            var text = "class '\(className)' was '@Observable' already: its 'ObservableObject' conformance removed, its views now use Observation"
            if !unpublished.isEmpty {
                text += "; '@Published' removed from \(Self.nameList(unpublished)), which \(unpublished.count == 1 ? "notifies" : "notify") through the macro's tracking"
            }
            if removedObjectWillChange { text += "; its own 'objectWillChange' declaration removed" }
            return text
        case let .migrationWrapperTracked(property, wrapper, store):
            let text = "'\(property)' notified through the enclosing 'ObservableObject' (as '@\(wrapper)' does); its '@\(wrapper)' store moves to '\(store)', marked '@ObservationIgnored', and '\(property)' becomes a computed property whose get calls 'access(keyPath:)' and whose set calls 'withMutation(keyPath:)', so that its sets through the class still notify"
            // The storage wrappers also republished changes of their key made outside the class.
            guard wrapper == "AppStorage" || wrapper == "SceneStorage" else { return text }
            return text + "; a change of its key made elsewhere (another '@\(wrapper)' of the key, 'UserDefaults' directly) no longer does"
        case let .migrationActorNotMigrated(name):
            return "actor '\(name)' conforms to 'ObservableObject'; '@Observable' does not apply to actors, so it is left as it is (it keeps no other class)"
        case let .migrationAssociatedTypeMigrated(name, classes):
            return "associated type '\(name)': 'ObservableObject' -> 'Observable & AnyObject', as \(classes.count == 1 ? "the class" : "every class") its conformers bind to it (\(Self.nameList(classes))) migrated"
        case let .migrationGenericMigrated(name, classes):
            return "'\(name)': 'ObservableObject' -> 'Observable & AnyObject', as \(classes.count == 1 ? "the class" : "every class") passed to it (\(Self.nameList(classes))) migrated"
        case let .migrationProtocolMigrated(name, replacement, conformers):
            return "protocol '\(name)': 'ObservableObject' -> '\(replacement)', as \(conformers.count == 1 ? "its conformer" : "all its conformers") \(Self.nameList(conformers)) migrated"
        case let .migrationAliasMigrated(name, replacement, conformers):
            return "typealias '\(name)': 'ObservableObject' -> '\(replacement)', as \(conformers.count == 1 ? "the class" : "every class") conforming through it (\(Self.nameList(conformers))) migrated"
        case let .migrationPropertyRewritten(property, old, new):
            return "'\(property)': '\(old)' -> '\(new)'"
        case let .migrationCallRewritten(old, new):
            return "'\(old)' -> '\(new)'"
        case let .migrationUnfinishedSite(site, className, new):
            return "'\(site)' uses class '\(className)', which is already '@Observable' (a migration left half done); rewritten to '\(new)'"
        case let .migrationBindableLocal(name, member):
            return "'@Bindable var \(name) = \(name)' added to '\(member)' for '$\(name)' ('@Environment' has no binding of its own)"
        case let .migrationSingletonProperty(name, initializer, new):
            return "'\(name)': '@StateObject' of the shared instance '\(initializer)' -> '\(new)' (the view does not own it: '@State' would make it view state; Observation tracks what 'body' reads from any reference)"
        case let .migrationStateObjectMemberwise(name):
            return "'\(name)' is set by the view's initializer: '@StateObject' took its value through an autoclosure, once per view identity, while '@State' takes the value the caller creates on every update of the parent (the new instance is then discarded); create the model once, above, or in '.task'"
        case let .migrationPlainPropertyStartsObserving(name, className, read):
            return "'\(name)' holds a '\(className)' without a property wrapper that observes it, and the view's redraw reads '\(read)': '\(className)' is now observable, so the view starts to refresh when what it reads changes (it did not observe the 'ObservableObject' held this way)"
        case let .migrationStateStartsObserving(name, className):
            return "'@State' property '\(name)' holds a '\(className)', which is now observable: the view starts to refresh when the properties it reads change (it did not while '\(className)' was an 'ObservableObject' in '@State')"
        case let .migrationCollectionOfObservables(property, type, owner):
            return "'\(property)' holds '\(type)', whose elements are now observable: views that read their properties through '\(owner)' now update when they change (with 'ObservableObject' they did not)"
        case let .migrationSynthesizedCodable(className):
            return "class '\(className)' synthesizes 'Codable': under '@Observable' it would also encode the macro's '_$observationRegistrar' (and its tracked properties under '_name' keys); declare 'CodingKeys' with the properties' own names, or migrate with '--annotation comment' and expand with '--codable-keys'"
        case let .migrationIgnoredPropertyRead(name, member, classNames):
            guard classNames.count > 1 else {
                return "'\(member)' reads '\(name)', which did not notify and is now '@ObservationIgnored': a view that shows '\(member)' was also redrawn by every '@Published' change of '\(classNames.first ?? "")', and now is not when only '\(name)' changed; remove '@ObservationIgnored' from '\(name)' if its changes should show"
            }
            return "'\(member)' reads '\(name)', which did not notify and is now '@ObservationIgnored' in the \(classNames.count) classes that get '\(member)' (\(Self.shortList(classNames))): a view that shows '\(member)' of one of them was also redrawn by every '@Published' change of it, and now is not when only '\(name)' changed; remove '@ObservationIgnored' from '\(name)' in the classes whose changes should show"
        case let .migrationIgnoredPropertyViewRead(view, read, name, className):
            let through = read.hasSuffix("." + name) ? "" : ", which reads '\(name)'"
            return "view '\(view)' reads '\(read)'\(through); '\(name)' did not notify and is now '@ObservationIgnored': the view was also redrawn by every '@Published' change of '\(className)', and now is not when only '\(name)' changed; remove '@ObservationIgnored' from '\(name)' if the view must follow it"
        case let .migrationUntypedHolderIgnoredRead(view, read, classes):
            let holder = read.split(separator: ".").first.map(String.init) ?? read
            return "view '\(view)' reads '\(read)', and the type of '\(holder)' cannot be told: if it holds \(classes.count == 1 ? "a '\(classes[0].split(separator: ".").dropLast().joined(separator: "."))'" : "one of " + Self.shortList(classes.map { String($0.split(separator: ".").dropLast().joined(separator: ".")) })), \(Self.shortList(classes)) did not notify and \(classes.count == 1 ? "is" : "are") now '@ObservationIgnored': the view was redrawn by every '@Published' change of the object, and now is not when only that changed (a later run cannot tell, as the class is '@Observable' then); remove '@ObservationIgnored' from it if the view must follow it"
        case let .migrationReferenceStateViewRead(view, read, name, className, heldClass, kept):
            let through = read.hasSuffix("." + name) ? "" : ", which reads through '\(name)'"
            if kept { return Self.keptReferenceMessage(view: view, read: read, through: through, name: name, className: className, heldClass: heldClass) }
            return "view '\(view)' reads '\(read)'\(through); '\(name)' holds a '\(heldClass)', a class that is not observable and whose state changes: the view was also redrawn by every '@Published' change of '\(className)', and now is not when only that state changed (a read of it registers nothing); make '\(heldClass)' '@Observable', or set a tracked property of '\(className)' when it changes"
        case let .migrationInheritedPropertyViewRead(view, read, name, className, superclass):
            let through = read.hasSuffix("." + name) ? "" : ", which reads '\(name)'"
            return "view '\(view)' reads '\(read)'\(through); '\(name)' is a stored property of '\(superclass)', which is not observable, and '@Observable' on '\(className)' cannot track a property its superclass declares: the view was also redrawn by every '@Published' change of '\(className)', and now is not when only '\(name)' changed; declare the state in '\(className)' (or make '\(superclass)' '@Observable') if the view must follow it"
        case let .migrationUntrackedComputedViewRead(view, read, state, className):
            return "view '\(view)' reads '\(read)', a member of '\(className)' that reads state Observation does not track (\(state)): the view was redrawn by every '@Published' change of '\(className)', and now a change of that state does not redraw it; read a tracked property of '\(className)' there, or keep that state in a stored property of '\(className)'"
        case let .migrationPublicConformanceRemoved(className):
            return "'\(className)' is public: its 'ObservableObject' conformance and 'objectWillChange' go, which changes its API for clients outside the module ('@StateObject', '@ObservedObject', '.environmentObject' and 'objectWillChange' there stop compiling)"
        case let .migrationStorageKeyWrittenElsewhere(property, wrapper, key, writers):
            return "'\(property)' stores key \(key), which is also written at \(writers.joined(separator: ", ")): in an 'ObservableObject', '@\(wrapper)' republished such a change, the migrated '\(property)' does not, so views that read it through the model are not redrawn when the key changes there; read the key with '@\(wrapper)' in those views, or set it through the model"
        case let .migrationStorageKeyNotLiteral(property, wrapper, key):
            return "'\(property)' stores key '\(key)', which is not a string literal: whether something else writes that key cannot be told; in an 'ObservableObject', '@\(wrapper)' republished changes made elsewhere, the migrated '\(property)' notifies only for sets through the model"
        case let .migrationStorageKeyUnknownWriter(writer, key, keys, value?):
            return "'\(writer)' writes key '\(key)', which is \(value), the storage key of the migrated \(keys.joined(separator: ", ")); in an 'ObservableObject', the wrapper republished such a change, the migrated property does not, so views that read it through the model are not redrawn; set it through the model, or read the key with '@AppStorage' in those views"
        case let .migrationStorageKeyUnknownWriter(writer, key, keys, nil):
            let which = !key.isEmpty ? "writes key '\(key)', which is not a string literal: it may be one of"
                : writer.hasSuffix("(forName:)") ? "clears every key of its domain, among them" : "is handed its keys as a function, which may be any of"
            return "'\(writer)' \(which) the migrated storage keys \(keys.joined(separator: ", ")); in an 'ObservableObject', the wrapper republished such a change, the migrated property does not, so views that read it through the model are not redrawn; set it through the model, or read the key with '@AppStorage' in those views"
        case let .migrationPrivateMemberwiseInitializer(name, access, view):
            return "'\(access) var \(name)' with an initial value and no wrapper makes the memberwise initializer of '\(view)' \(access), so callers elsewhere no longer compile, and it cannot be a 'let' as it is assigned; drop '\(access)', or write the initializer"
        case let .migrationDeploymentTargetSetting(versions, setting):
            return "'\(versions)' (\(setting)) is lower than Observation needs (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1); raise the deployment target or mark the migrated code '@available'"
        case let .migrationDeploymentTargetUnread(setting):
            return "could not read the platforms (\(setting)) given through a name: Observation needs iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1; check the deployment targets it names, or write them \(setting.hasPrefix("Package.swift") ? "as an array literal" : "out") here"
        case let .migrationUnresolvedMemberType(type, site, owner, member):
            return "cannot tell which type '\(type)' of '\(site)' names: '\(owner)' is a type of the run, and '\(member)' is no type declared in it that 'migrate' finds (a typealias to a generic parameter, an inherited or imported member), and classes of the run are '@Observable'; write the class's own name (then the site is rewritten if it is '@Observable'), or rewrite it by hand"
        }
    }

    /// `class 'A'`, `classes 'A' and 'B'`, `classes 'A', 'B' and 'C'`.
    static func classList(_ names: [String]) -> String {
        names.count == 1 ? "class '\(names[0])'" : "classes \(nameList(names))"
    }

    /// `nameList` of at most the first 3 names, then `and N more` (a warning at one line should
    /// stay one line readable even when 25 classes share it).
    static func shortList(_ names: [String]) -> String {
        names.count <= 4 ? nameList(names) : names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + " and \(names.count - 3) more"
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    static func nameList(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        return quoted.count <= 1 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }
}
