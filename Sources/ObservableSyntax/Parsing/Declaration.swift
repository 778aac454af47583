/// The declaration tree the parser builds, and the only description of a file's structure that
/// later stages use: type declarations with members of every kind, attribute lists and member
/// lists with their `#if` blocks, parsed inheritance clauses, and each declaration's attached
/// comments. Everything refers to tokens by index into `TokenizedSource.tokens` and to comments
/// by index into `TokenizedSource.comments`. Bodies of functions, initializers, closures and
/// accessors are skipped, except that the type declarations found in them (local types) are
/// parsed and listed in `SourceTree.localTypes`.

/// Inclusive range of token indices `first ... last`.
///
/// Each index is stored plus one as a `UInt32`, so that the tree's many spans take 8 bytes, not
/// 16 (less to allocate, copy and free per declaration: 4.8% fewer instructions for tokenizer +
/// parser on the models corpus), and an empty span at the start (`last == -1`) still reads back
/// as written. Token indices fit: a token
/// holds at least one byte and inputs are limited to 4 GiB, as `Token`'s offsets are.
///
/// Its accessors are inlinable: the later stages (another module) read spans everywhere.
package struct TokenSpan: Equatable, Sendable {
    @usableFromInline var storedFirst: UInt32
    @usableFromInline var storedLast: UInt32
    @inlinable package init(_ first: Int, _ last: Int) {
        storedFirst = UInt32(truncatingIfNeeded: first &+ 1)
        storedLast = UInt32(truncatingIfNeeded: last &+ 1)
    }
    /// The first token's index.
    @inlinable package var first: Int {
        get { Int(storedFirst) - 1 }
        set { storedFirst = UInt32(truncatingIfNeeded: newValue &+ 1) }
    }
    /// The last token's index (inclusive).
    @inlinable package var last: Int {
        get { Int(storedLast) - 1 }
        set { storedLast = UInt32(truncatingIfNeeded: newValue &+ 1) }
    }
}

/// An attribute `@Name`, `@Module.Name`, `@Name(arguments)`.
package struct Attribute: Sendable {
    /// From the `@` to the last token of the arguments.
    package var span: TokenSpan
    /// The name as written without `@` and arguments, trivia removed: `available`,
    /// `Observation.ObservationIgnored`.
    package var name: String

    /// Whether `name` is the `@Observable` macro's, also module-qualified. The parser needs it
    /// for the macro's empty arguments (`@Observable ()`); the mark rules use the same answer.
    package static func namesObservableMacro(_ name: String) -> Bool {
        name == "Observable" || name == "Observation.Observable"
    }
}

/// `#if A … #elseif B … #else … #endif` in a list of `Element`s (members or attributes).
package struct IfConfigBlock<Element: Sendable>: Sendable {
    package struct Clause: Sendable {
        /// The `#if`, `#elseif` or `#else` token.
        package var directive: Int
        /// The condition's tokens (nil for `#else`), ended by `IfConfigCondition.end`.
        package var condition: TokenSpan?
        package var elements: [Element]
    }
    package var clauses: [Clause]
    /// From `#if` to `#endif` (or the last token read when it is missing).
    package var span: TokenSpan
}

/// An element of an attribute list: an attribute, or an `#if` block of attributes.
package enum AttributeListElement: Sendable {
    case attribute(Attribute)
    case ifConfig(IfConfigBlock<AttributeListElement>)
}

/// A declaration modifier such as `public`, `private(set)`, `unowned(unsafe)`, `static`.
package struct Modifier: Sendable {
    package var span: TokenSpan
    /// The keyword: `private`.
    package var name: String
    /// The parenthesized detail: `set` in `private(set)`, or nil.
    package var detail: String?

    /// Access-level keywords (The Swift Programming Language, "Access Control").
    package var isAccessLevel: Bool {
        ["private", "fileprivate", "internal", "package", "public", "open"].contains(name)
    }
}

/// What every declaration starts with: its attached comments, attributes, modifiers and
/// keyword.
package struct DeclarationHead: Sendable {
    /// From the first attribute or modifier (or the keyword) to the declaration's last token.
    package var span: TokenSpan
    /// The declaration's comments, as indices into `TokenizedSource.comments`: the comment
    /// block directly above its first token (`CommentAttachment`) and the comments among its
    /// attributes and modifiers, up to the keyword.
    package var comments: Range<Int>
    package var attributes: [AttributeListElement]
    package var modifiers: [Modifier]
    /// The declaration keyword (`class`, `var`, `init`, …), or for a freestanding macro the
    /// `#name` token.
    package var keyword: Int

    package func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }
    package var isStatic: Bool { hasModifier("static") || hasModifier("class") }
}

/// A generic parameter of a type or function: `T`, `T: Equatable & Hashable`.
package struct GenericParameter: Sendable {
    package var name: String
    /// The first identifier of its inheritance clause (`Equatable` above), as the macro's
    /// signature comparison uses it.
    package var firstConstraint: String?
    /// The first identifier of each conformance requirement on it in the declaration's
    /// `where` clause (`P` in `struct V<M>: View where M: P`); kept apart from
    /// `firstConstraint`, which the macro's signature comparison reads from the `<…>` only.
    package var whereConstraints: [String] = []
    /// Every type its `<…>` clause and the declaration's `where` clause constrain it to, as
    /// written, each as its name's components without generic arguments (`<VM: Outer.P & Q>`
    /// -> `[["Outer", "P"], ["Q"]]`): what `migrate` resolves in the declaration's scope.
    package var constraintPaths: [[String]] = []

    /// `firstConstraint` and `whereConstraints`: every protocol or class it is constrained to.
    package var constraints: [String] { (firstConstraint.map { [$0] } ?? []) + whereConstraints }
}

/// A type as written in an inheritance clause: `Base`, `Outer.Inner<Int>`,
/// `@unchecked Sendable`, `nonisolated Observation.Observable`, `~Copyable`.
package struct TypeReference: Sendable {
    package var span: TokenSpan
    /// The attributes and specifiers before the name (`@unchecked`, `@preconcurrency`,
    /// `nonisolated`, `~`), trivia removed.
    package var specifiers: [String]
    /// The name's components without generic arguments: `["Outer", "Inner"]`.
    package var components: [String]
    /// The whole entry with single spaces for trivia: `@unchecked Sendable`.
    package var text: String

    /// The name as written without generic arguments: `Outer.Inner`.
    package var qualifiedName: String { components.joined(separator: ".") }
}

/// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`, with its members.
package struct TypeDeclaration: Sendable {
    package enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`

        /// The keyword that declares it.
        var keyword: StaticString {
            switch self {
            case .class: return "class"
            case .struct: return "struct"
            case .enum: return "enum"
            case .actor: return "actor"
            case .protocol: return "protocol"
            case .extension: return "extension"
            }
        }
    }
    package var kind: Kind
    package var head: DeclarationHead
    /// The name token; for an extension, the first token of the extended type.
    package var nameToken: Int?
    /// The simple name (`Model`), or for an extension the extended type as written without
    /// trivia and generic arguments (`Outer.Inner`).
    package var name: String
    package var genericParameters: [GenericParameter]
    /// The generic parameter clause's last token (`>`), if any.
    package var genericParametersEnd: Int?
    /// The inheritance clause's entries, in order.
    package var inheritance: [TypeReference]
    package var leftBrace: Int?
    /// Nil when the body is not closed before the end of the file.
    package var rightBrace: Int?
    package var members: [Member]

    package var span: TokenSpan { head.span }
    package var attributes: [AttributeListElement] { head.attributes }
    package var keyword: Int { head.keyword }
}

/// A pattern binding of a `var`/`let`: `x: Int = 0 { didSet {} }`.
package struct PatternBinding: Sendable {
    package enum Pattern: Sendable {
        /// A single identifier (possibly backticked): the token index.
        case identifier(Int)
        /// A tuple or other pattern.
        case other(TokenSpan)
    }
    /// How the accessor block (if any) reads.
    package enum AccessorKind: Sendable, Equatable {
        /// `{ expr }`: a getter shorthand, so a computed property.
        case getter
        /// An accessor list such as `{ get set }` or `{ willSet {} didSet {} }`.
        case accessors([String])
    }
    package var pattern: Pattern
    package var typeAnnotation: TokenSpan?
    package var equal: Int?
    package var initializer: TokenSpan?
    /// Braces of the accessor block.
    package var accessorBlock: TokenSpan?
    package var accessorKind: AccessorKind?

    /// Computed: a getter shorthand or an accessor list with `get` (ObservableMacro's rule).
    package var isComputed: Bool {
        switch accessorKind {
        case .getter: return true
        case let .accessors(names): return names.contains("get")
        case nil: return false
        }
    }
}

/// A `var` or `let` declaration.
package struct VariableDeclaration: Sendable {
    package var head: DeclarationHead
    package var isLet: Bool
    package var bindings: [PatternBinding]

    package var span: TokenSpan { head.span }
    package var attributes: [AttributeListElement] { head.attributes }
    package var modifiers: [Modifier] { head.modifiers }
    package var keyword: Int { head.keyword }
}

/// A parameter of a function, initializer or subscript: `label name: Type = default`.
package struct Parameter: Sendable {
    /// The argument label (`_` when none).
    package var label: String
    package var type: TokenSpan?
}

/// A function declaration, with what the macro's duplicate check compares.
package struct FunctionDeclaration: Sendable {
    package var head: DeclarationHead
    package var name: String
    package var genericParameters: [GenericParameter]
    package var parameters: [Parameter]
    package var returnType: TokenSpan?

    package var span: TokenSpan { head.span }
    package var modifiers: [Modifier] { head.modifiers }
}

/// `init`, `init?`, `init!`, with its parameters.
package struct InitializerDeclaration: Sendable {
    package var head: DeclarationHead
    /// `init?` or `init!`: the initializer's result is optional.
    package var isFailable: Bool
    package var parameters: [Parameter]
}

/// `subscript(…) -> T { … }`.
package struct SubscriptDeclaration: Sendable {
    package var head: DeclarationHead
    package var parameters: [Parameter]
    package var returnType: TokenSpan?
}

/// `case a, b(Int), c = 3` in an enumeration.
package struct EnumCaseDeclaration: Sendable {
    package var head: DeclarationHead
    /// The case names, backticks removed.
    package var names: [String]
    /// The names among `names` with associated values (`b` in `case a, b(Int)`): `E.b` is a
    /// function `(Int) -> E`, not an `E`.
    package var namesWithAssociatedValues: Set<String> = []
}

/// `typealias Name = Type` (also `associatedtype Name` in a protocol).
package struct TypeAliasDeclaration: Sendable {
    package var head: DeclarationHead
    package var name: String
    /// The aliased type after `=` (nil for an `associatedtype` without a default).
    package var target: TokenSpan? = nil
    /// `associatedtype` rather than `typealias`.
    package var isAssociatedType = false
}

/// A declaration the expansion only needs to know exists: `deinit`, `import`, `operator`,
/// `precedencegroup`, `macro`, or a freestanding macro expansion such as `#warning("…")`.
package struct OtherDeclaration: Sendable {
    package enum Kind: String, Sendable {
        case `deinit`, `import`, `operator`, `precedencegroup`, macro, macroExpansion
    }
    package var kind: Kind
    package var head: DeclarationHead
}

/// One item of a declaration list (file scope, type body, `#if` clause).
/// The common small declarations (`var`, `case`, `init`, others) are stored in the list itself;
/// the large ones are boxed (`indirect`), so that a member takes 72 bytes, not 168, and most
/// need no allocation of their own.
package enum Member: Sendable {
    indirect case type(TypeDeclaration)
    case variable(VariableDeclaration)
    indirect case function(FunctionDeclaration)
    case initializer(InitializerDeclaration)
    indirect case `subscript`(SubscriptDeclaration)
    case enumCase(EnumCaseDeclaration)
    indirect case typeAlias(TypeAliasDeclaration)
    case declaration(OtherDeclaration)
    case ifConfig(IfConfigBlock<Member>)
    /// A statement (top-level code) or text no rule reads, skipped by bracket matching.
    case statement(TokenSpan)

    /// The head of a declaration (nil for `#if` blocks and statements).
    package var head: DeclarationHead? {
        switch self {
        case let .type(d): return d.head
        case let .variable(d): return d.head
        case let .function(d): return d.head
        case let .initializer(d): return d.head
        case let .subscript(d): return d.head
        case let .enumCase(d): return d.head
        case let .typeAlias(d): return d.head
        case let .declaration(d): return d.head
        case .ifConfig, .statement: return nil
        }
    }

    /// The member's tokens, first to last.
    package var span: TokenSpan {
        switch self {
        case let .ifConfig(block): return block.span
        case let .statement(span): return span
        default: return head!.span
        }
    }
}

/// A type declared inside a body (a local type), with what encloses it.
package struct LocalType: Sendable {
    package var declaration: TypeDeclaration
    /// The names of the types around the body it is in (the local scope's parents).
    package var enclosingTypeNames: [String]
}

/// A line control statement of the file's own: `#sourceLocation(file: "f.swift", line: 10)`,
/// after which the compiler names its lines as lines of `f.swift` from 10 on, or
/// `#sourceLocation()`, after which it names them as the file's own again (The Swift
/// Programming Language, "Statements", Line Control Statement).
package struct LineDirective: Sendable {
    /// The `#sourceLocation` token, and its `)`: the directive governs the lines after the
    /// `)`'s (it may span lines).
    package var keyword: Int
    package var end: Int
    /// The `file:` string literal's token, and the `line:` number; both nil for
    /// `#sourceLocation()`.
    package var fileLiteral: Int?
    package var line: Int?
}

/// The parse of one file.
package struct SourceTree: Sendable {
    package var members: [Member]
    /// Types declared in function, initializer, accessor and closure bodies, in source order.
    package var localTypes: [LocalType]
    package var diagnostics: [Diagnostic]
    /// The file's `#sourceLocation` directives, in source order.
    package var lineDirectives: [LineDirective] = []
    /// Byte ranges of `#if` clauses skipped unparsed (ruled out by a version check), in source
    /// order: nothing in them, comments included, is read.
    package var skippedClauses: [Range<Int>] = []

    package init(members: [Member], localTypes: [LocalType], diagnostics: [Diagnostic], lineDirectives: [LineDirective] = [],
                 skippedClauses: [Range<Int>] = []) {
        self.members = members
        self.localTypes = localTypes
        self.diagnostics = diagnostics
        self.lineDirectives = lineDirectives
        self.skippedClauses = skippedClauses
    }
}
