import ObservableSyntax

/// The modules a file imports, for finding their interfaces in an SDK.
extension DeclarationIndex {
    /// The modules the file-scope imports of `file` name (also inside `#if` clauses):
    /// `Foundation` for `import Foundation`, `UIKit` for `import class UIKit.UIColor`, `Swift` is
    /// left out. Tokenizes and parses the file; O(n) in its size.
    package static func importedModules(in file: SourceFile) -> Set<String> {
        let tokenized = Tokenizer.tokenize(file.bytes)
        let tree = DeclarationParser.parse(tokenized, bytes: file.bytes)
        return importedModules(members: tree.members, tokens: tokenized.tokens, bytes: file.bytes)
    }

    /// The same, from a parsed file's top-level `members` and its `tokens` of `bytes`.
    package static func importedModules(members: [Member], tokens: [Token], bytes: [UInt8]) -> Set<String> {
        var modules: Set<String> = []
        ImportReader(tokens: tokens, bytes: bytes).collect(members, into: &modules)
        modules.remove("Swift")
        return modules
    }

    private struct ImportReader: TokenQueries {
        let tokens: [Token]
        let bytes: [UInt8]

        func collect(_ members: [Member], into modules: inout Set<String>) {
            MemberWalk(members).forEachInPlace { member in
                if case let .declaration(declaration) = member.pointee, declaration.kind == .import, let module = module(of: declaration) { modules.insert(module) }
            }
        }

        /// The first name after `import` that is not an import kind (`struct`, `class`, …).
        func module(of declaration: OtherDeclaration) -> String? {
            var j = declaration.head.keyword + 1
            while j <= declaration.head.span.last {
                if kind(j) == .identifier && !Self.importKinds.contains(text(j)) { return text(j) }
                j += 1
            }
            return nil
        }

        static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
    }
}
