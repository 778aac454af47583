/// Rewrites a type as declared (`Snapshot?`, `Self`, `[T]`, `Swift.Duration`) into how it is
/// written outside its declaration: nested names qualified by the scope that declares them
/// (`Memory.Snapshot?`), `Self` and the owner's generic parameters replaced
/// (`Box<Int>`, `[Int]`), a module prefix left out when nothing else of that name is declared
/// (`Duration`, as the compiler prints it). Nil when the type names a generic parameter that no
/// argument fixes (a generic function's result) or the type cannot be read.
///
/// Input: the declared type's text (tokens separated by single spaces where the source had
/// trivia), the member's declaring scope, and the owner as used (`TypeValue`). Output: Swift
/// source text of the type.
struct TypeSpelling {
    let index: DeclarationIndex
    /// Every name must be declared in the index (or be `Self`, a substituted parameter or a
    /// keyword): for members found through a protocol, whose types may name its associated
    /// types.
    var strict = false

    /// The value an expression has: a type as written (`Box<Int>`), and its declaration.
    struct TypeValue: Equatable {
        /// The qualified name the index declares, without module and generic arguments.
        var name: String
        /// How the type is written: `Memory.Snapshot`, `Box<Int>`, `Models.Visibility`.
        var spelling: String
        /// Explicit generic arguments as written (empty when none).
        var arguments: [String]
    }

    /// Words of a type that are not names to resolve.
    static let keywords: Set<String> = [
        "any", "some", "inout", "throws", "rethrows", "async", "sending", "borrowing", "consuming",
        "Any", "AnyObject", "Void", "Never", "Type", "Protocol", "each", "repeat", "isolated",
    ]

    /// `type` as declared by `member` of `owner`, written for use anywhere in the module.
    func spell(_ type: String, member: DeclarationIndex.MemberEntry, owner: TypeValue) -> String? {
        let parameters = index.typeEntries(owner.name)?.first?.genericParameters ?? []
        // A protocol's associated types are not known for the conforming type.
        let associated = member.declaringScope.last.flatMap { index.associatedTypes[$0] ?? index.fallback?.index.associatedTypes[$0] } ?? []
        var substitutions: [String: String] = ["Self": owner.spelling]
        if !parameters.isEmpty {
            if owner.arguments.count == parameters.count {
                for (parameter, argument) in zip(parameters, owner.arguments) { substitutions[parameter] = argument }
            }
        }
        return spell(type, scope: member.declaringScope, module: member.module, substitutions: substitutions,
                     unknown: Set(parameters).union(member.ownGenericParameters).union(associated))
    }

    /// The general form: names in `substitutions` are replaced; names in `unknown` (not
    /// substituted) make the result nil; other names are resolved in `scope`.
    func spell(_ type: String, scope: [String], module: String?, substitutions: [String: String], unknown: Set<String>) -> String? {
        let characters = Array(type.utf8)
        var result = ""
        var k = 0
        var previousSignificant: UInt8 = 0
        while k < characters.count {
            let c = characters[k]
            guard Self.isIdentifierStart(c) else {
                result.unicodeScalars.append(Unicode.Scalar(c))
                if c != UInt8(ascii: " ") { previousSignificant = c }
                k += 1
                continue
            }
            // A dotted path of names: `Swift.Duration`, `Memory.Snapshot`.
            var path: [String] = []
            var end = k
            while end < characters.count, Self.isIdentifierStart(characters[end]) {
                var j = end
                while j < characters.count, Self.isIdentifierStart(characters[j]) || (characters[j] >= UInt8(ascii: "0") && characters[j] <= UInt8(ascii: "9")) { j += 1 }
                path.append(String(decoding: characters[end ..< j], as: UTF8.self))
                end = j
                if end + 1 < characters.count, characters[end] == UInt8(ascii: "."), Self.isIdentifierStart(characters[end + 1]),
                   !(path.last == "Type" || path.last == "Protocol") {
                    end += 1
                } else {
                    break
                }
            }
            defer {
                k = end
                previousSignificant = UInt8(ascii: "a")
            }
            if previousSignificant == UInt8(ascii: ".") {
                result += path.joined(separator: ".") // `.Type`, a member after `>`
                continue
            }
            let first = path[0]
            if let substitute = substitutions[first] {
                result += ([path.count > 1 ? "(\(substitute))" : substitute] + path.dropFirst()).joined(separator: ".")
                    .replacingFirstParenthesesIfSimple(substitute)
                continue
            }
            if unknown.contains(first) { return nil }
            if Self.keywords.contains(first) && path.count == 1 {
                result += first
                continue
            }
            guard let name = written(path, scope: scope, module: module) else { return nil }
            result += name
        }
        return result
    }

    /// How `path` (written in `scope` of `module`) is written from anywhere: the qualified name
    /// it resolves to, with a module prefix only where another declaration of the name would
    /// capture it. A name the index does not declare is kept as written.
    func written(_ path: [String], scope: [String], module: String?) -> String? {
        guard let resolved = index.resolve(path, in: scope) else { return strict ? nil : path.joined(separator: ".") }
        let entries = index.typeEntries(resolved) ?? []
        let declaringModules = Set(entries.map(\.module))
        let explicitModule = path.count > 1 && !resolved.hasPrefix(path[0]) ? path[0] : nil
        if declaringModules.count > 1, let explicitModule { return explicitModule + "." + resolved }
        if declaringModules.count > 1, let module { return module + "." + resolved }
        return resolved
    }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c == UInt8(ascii: "`") || c >= 0x80
    }

    /// Splits `Name<A, B>` into the name and its top-level generic arguments; nil for anything
    /// but a nominal type (optionals, arrays, tuples, functions).
    static func nominal(_ type: String) -> (name: String, arguments: [String])? {
        let characters = Array(type.utf8)
        guard let first = characters.first, isIdentifierStart(first) else { return nil }
        var k = 0
        while k < characters.count, characters[k] != UInt8(ascii: "<") {
            let c = characters[k]
            guard isIdentifierStart(c) || c == UInt8(ascii: ".") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) else { return nil }
            k += 1
        }
        let name = String(decoding: characters[..<k], as: UTF8.self)
        guard k < characters.count else { return (name, []) }
        guard characters.last == UInt8(ascii: ">") else { return nil }
        var arguments: [String] = []
        var depth = 0
        var start = k + 1
        for j in (k + 1) ..< (characters.count - 1) {
            switch characters[j] {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ">") where j > 0 && characters[j - 1] != UInt8(ascii: "-"): depth -= 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                arguments.append(String(decoding: characters[start ..< j], as: UTF8.self).trimmingSpaces())
                start = j + 1
            default: break
            }
            if depth < 0 { return nil }
        }
        arguments.append(String(decoding: characters[start ..< (characters.count - 1)], as: UTF8.self).trimmingSpaces())
        return (name, arguments)
    }
}

extension String {
    /// Without leading and trailing spaces.
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }

    /// `(Box<Int>).Element` -> `Box<Int>.Element` when the substitute is a plain name.
    fileprivate func replacingFirstParenthesesIfSimple(_ substitute: String) -> String {
        guard hasPrefix("(" + substitute + ")"), TypeSpelling.nominal(substitute) != nil else { return self }
        return substitute + dropFirst(substitute.count + 2)
    }
}
