/// The light declaration tree the parser builds: type declarations with their members, and
/// for stored properties and functions the parts the expansion needs. Everything refers to
/// tokens by index into `TokenizedSource.tokens`; bodies of functions, closures and computed
/// properties are not parsed.

/// Inclusive range of token indices `first ... last`.
public struct TokenSpan: Equatable, Sendable {
    public var first: Int
    public var last: Int
    public init(_ first: Int, _ last: Int) {
        self.first = first
        self.last = last
    }
}

/// An attribute `@Name`, `@Module.Name`, `@Name(arguments)`.
public struct Attribute: Sendable {
    /// From the `@` to the last token of the arguments.
    public var span: TokenSpan
    /// The name as written without `@` and arguments, trivia removed: `available`,
    /// `Observation.ObservationIgnored`.
    public var name: String
}

/// An element of an attribute list: an attribute, or an `#if` block of attributes.
public enum AttributeListElement: Sendable {
    case attribute(Attribute)
    case ifConfig(AttributeIfConfig)
}

/// `#if A @x #elseif B @y #else @z #endif` inside an attribute list.
public struct AttributeIfConfig: Sendable {
    public struct Clause: Sendable {
        /// The `#if`, `#elseif` or `#else` token.
        public var directive: Int
        /// The condition tokens, if any.
        public var condition: TokenSpan?
        public var elements: [AttributeListElement]
    }
    public var clauses: [Clause]
    /// From `#if` to `#endif`.
    public var span: TokenSpan
}

/// A declaration modifier such as `public`, `private(set)`, `unowned(unsafe)`, `static`.
public struct Modifier: Sendable {
    public var span: TokenSpan
    /// The keyword: `private`.
    public var name: String
    /// The parenthesized detail: `set` in `private(set)`, or nil.
    public var detail: String?

    /// Access-level keywords (The Swift Programming Language, "Access Control").
    public var isAccessLevel: Bool {
        ["private", "fileprivate", "internal", "package", "public", "open"].contains(name)
    }
}

/// A generic parameter of a type or function: `T`, `T: Equatable & Hashable`.
public struct GenericParameter: Sendable {
    public var name: String
    /// The first identifier of its inheritance clause (`Equatable` above), as the macro's
    /// signature comparison uses it.
    public var firstConstraint: String?
}

/// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`, with its members.
public struct TypeDeclaration: Sendable {
    public enum Kind: String, Sendable {
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
    public var kind: Kind
    /// From the first attribute or modifier to the closing brace (or the last token seen).
    public var span: TokenSpan
    public var attributes: [AttributeListElement]
    public var modifiers: [Modifier]
    /// The `class`/`struct`/… keyword.
    public var keyword: Int
    /// The name token; for an extension, the first token of the extended type.
    public var nameToken: Int?
    /// The simple name (`Model`), or for an extension the extended type as written without
    /// trivia and generic arguments (`Outer.Inner`).
    public var name: String
    public var genericParameters: [GenericParameter]
    /// Each entry of the inheritance clause, trivia removed: `NSObject`, `@unchecked Sendable`.
    public var inheritedTypes: [String]
    /// The `:` of the inheritance clause, or nil.
    public var inheritanceColon: Int?
    /// The last token of the inheritance clause, or nil.
    public var inheritanceEnd: Int?
    public var leftBrace: Int?
    /// Nil when the body is not closed before the end of the file.
    public var rightBrace: Int?
    public var members: [Member]
}

/// A pattern binding of a `var`/`let`: `x: Int = 0 { didSet {} }`.
public struct PatternBinding: Sendable {
    public enum Pattern: Sendable {
        /// A single identifier (possibly backticked): the token index.
        case identifier(Int)
        /// A tuple or other pattern.
        case other(TokenSpan)
    }
    /// How the accessor block (if any) reads.
    public enum AccessorKind: Sendable, Equatable {
        /// `{ expr }`: a getter shorthand, so a computed property.
        case getter
        /// An accessor list such as `{ get set }` or `{ willSet {} didSet {} }`.
        case accessors([String])
    }
    public var pattern: Pattern
    public var typeAnnotation: TokenSpan?
    public var equal: Int?
    public var initializer: TokenSpan?
    /// Braces of the accessor block.
    public var accessorBlock: TokenSpan?
    public var accessorKind: AccessorKind?

    /// Computed: a getter shorthand or an accessor list with `get` (ObservableMacro's rule).
    public var isComputed: Bool {
        switch accessorKind {
        case .getter: return true
        case let .accessors(names): return names.contains("get")
        case nil: return false
        }
    }
}

/// A `var` or `let` declaration.
public struct VariableDeclaration: Sendable {
    public var span: TokenSpan
    public var attributes: [AttributeListElement]
    public var modifiers: [Modifier]
    /// The `var` or `let` token.
    public var keyword: Int
    public var isLet: Bool
    public var bindings: [PatternBinding]
}

/// A function declaration, with what the macro's duplicate check compares.
public struct FunctionDeclaration: Sendable {
    public struct Parameter: Sendable {
        /// The argument label (`_` when none).
        public var label: String
        public var type: TokenSpan?
    }
    public var span: TokenSpan
    public var modifiers: [Modifier]
    public var name: String
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var returnType: TokenSpan?
}

/// `#if … #elseif … #else … #endif` among declarations.
public struct IfConfigDeclaration: Sendable {
    public struct Clause: Sendable {
        public var directive: Int
        public var members: [Member]
    }
    public var span: TokenSpan
    public var clauses: [Clause]
}

/// One item of a declaration list (file scope, type body, `#if` clause).
public indirect enum Member: Sendable {
    case type(TypeDeclaration)
    case variable(VariableDeclaration)
    case function(FunctionDeclaration)
    case ifConfig(IfConfigDeclaration)
    /// Anything else (initializers, subscripts, statements …), skipped by bracket matching.
    case other(TokenSpan)
}

/// The parse of one file.
public struct SourceTree: Sendable {
    public var members: [Member]
    public var diagnostics: [Diagnostic]
}
