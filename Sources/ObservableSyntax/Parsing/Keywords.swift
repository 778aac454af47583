/// The fixed sets of words the parser recognizes, matched against a token's bytes by length and
/// then byte by byte, without making a String or hashing: the parser asks at every declaration
/// and line start. Each set is spelled out once here; `DeclarationParser`'s `Set<String>`
/// lists (`modifierKeywords`, …) name the same words, and a test checks that they agree.
enum WordSet {
    /// `DeclarationParser.declarationKeywords`: `class`, `var`, `func`, `import`, …
    case declarationKeywords
    /// `DeclarationParser.modifierKeywords`: `public`, `static`, `nonisolated`, …
    case modifierKeywords
    /// `DeclarationParser.accessorKeywords`: `get`, `set`, `willSet`, `didSet`, …
    case accessorKeywords
    /// The modifiers an accessor may have: `mutating`, `nonmutating`, `__consuming`,
    /// `consuming`, `borrowing`, `nonisolated`.
    case accessorModifiers
    /// The keywords that start a local type: `class`, `struct`, `enum`, `actor`, `protocol`.
    case localTypeStarts

    /// Whether the `count` bytes at `text` spell one of the words.
    func contains(_ text: UnsafePointer<UInt8>, count: Int) -> Bool {
        let word = WordBytes(start: text, count: count)
        switch self {
        case .declarationKeywords:
            return DeclarationKeyword(text, count: count) != nil
        case .modifierKeywords:
            switch count {
            case 4: return word.is("open") || word.is("lazy") || word.is("weak")
            case 5: return word.is("final") || word.is("infix")
            case 6: return word.is("public") || word.is("static") || word.is("prefix") || word.is("_const")
            case 7: return word.is("private") || word.is("package") || word.is("unowned") || word.is("dynamic")
                || word.is("postfix") || word.is("sending")
            case 8: return word.is("internal") || word.is("override") || word.is("mutating") || word.is("required")
                || word.is("optional") || word.is("indirect") || word.is("isolated")
            case 9: return word.is("consuming") || word.is("borrowing")
            case 11: return word.is("fileprivate") || word.is("nonmutating") || word.is("convenience")
                || word.is("nonisolated") || word.is("distributed") || word.is("__consuming")
            default: return false
            }
        case .accessorKeywords:
            switch count {
            case 3: return word.is("get") || word.is("set")
            case 4: return word.is("read") || word.is("init")
            case 5: return word.is("_read")
            case 6: return word.is("didSet") || word.is("modify")
            case 7: return word.is("willSet") || word.is("_modify")
            case 13: return word.is("unsafeAddress")
            case 20: return word.is("unsafeMutableAddress")
            default: return false
            }
        case .accessorModifiers:
            switch count {
            case 8: return word.is("mutating")
            case 9: return word.is("consuming") || word.is("borrowing")
            case 11: return word.is("nonmutating") || word.is("__consuming") || word.is("nonisolated")
            default: return false
            }
        case .localTypeStarts:
            switch count {
            case 4: return word.is("enum")
            case 5: return word.is("class") || word.is("actor")
            case 6: return word.is("struct")
            case 8: return word.is("protocol")
            default: return false
            }
        }
    }
}

/// A declaration keyword (`WordSet.declarationKeywords`), recognized once so that the parser
/// dispatches on it instead of comparing the token with each keyword in turn.
enum DeclarationKeyword {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    case `var`, `let`, `func`, `init`, `deinit`, `subscript`, `typealias`, `associatedtype`, `case`
    case `import`, `operator`, `precedencegroup`, macro

    /// The keyword the `count` bytes at `text` spell, or nil.
    init?(_ text: UnsafePointer<UInt8>, count: Int) {
        let word = WordBytes(start: text, count: count)
        switch count {
        case 3:
            if word.is("var") { self = .var } else if word.is("let") { self = .let } else { return nil }
        case 4:
            if word.is("func") { self = .func } else if word.is("init") { self = .`init` } else if word.is("case") { self = .case }
            else if word.is("enum") { self = .enum } else { return nil }
        case 5:
            if word.is("class") { self = .class } else if word.is("actor") { self = .actor } else if word.is("macro") { self = .macro }
            else { return nil }
        case 6:
            if word.is("struct") { self = .struct } else if word.is("deinit") { self = .deinit } else if word.is("import") { self = .import }
            else { return nil }
        case 8:
            if word.is("protocol") { self = .protocol } else if word.is("operator") { self = .operator } else { return nil }
        case 9:
            if word.is("extension") { self = .extension } else if word.is("subscript") { self = .subscript }
            else if word.is("typealias") { self = .typealias } else { return nil }
        case 14:
            if word.is("associatedtype") { self = .associatedtype } else { return nil }
        case 15:
            if word.is("precedencegroup") { self = .precedencegroup } else { return nil }
        default:
            return nil
        }
    }
}

/// The bytes of one token's text, compared with fixed words.
struct WordBytes {
    let start: UnsafePointer<UInt8>
    let count: Int

    /// Whether the bytes spell exactly `word`.
    @inline(__always) func `is`(_ word: StaticString) -> Bool {
        guard count == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        var k = 0
        while k < count {
            if start[k] != w[k] { return false }
            k += 1
        }
        return true
    }
}
