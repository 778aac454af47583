/// The modules a file imports, for finding their interfaces in an SDK.
extension DeclarationIndex {
    /// The modules the file-scope imports of `file` name (also inside `#if` clauses):
    /// `Foundation` for `import Foundation`, `UIKit` for `import class UIKit.UIColor`, `Swift` is
    /// left out. Tokenizes and parses the file; O(n) in its size.
    public static func importedModules(in file: SourceFile) -> Set<String> {
        let tokenized = Tokenizer.tokenize(file.bytes)
        let tree = DeclarationParser.parse(tokenized, bytes: file.bytes)
        let reader = ImportReader(tokens: tokenized.tokens, bytes: file.bytes)
        var modules: Set<String> = []
        reader.collect(tree.members, into: &modules)
        modules.remove("Swift")
        return modules
    }

    /// The modules named by the `import` declarations among `tokens` of `bytes`, in order, each
    /// once (without the tree: read only on the rare path of an undeclared name's message).
    package static func importedModules(tokens: [Token], bytes: [UInt8]) -> [String] {
        let reader = ImportReader(tokens: tokens, bytes: bytes)
        var modules: [String] = []
        for k in tokens.indices where tokens[k].kind == .identifier && reader.isWord(k, "import") {
            // `import` starts its declaration (after attributes such as `@testable` or modifiers).
            guard k == 0 || tokens[k].isAtStartOfLine || tokens[k - 1].kind == .identifier || tokens[k - 1].kind == .rightParen else { continue }
            var j = k + 1
            while j < tokens.count, tokens[j].kind == .identifier, ImportReader.importKinds.contains(reader.text(j)) { j += 1 }
            guard j < tokens.count, tokens[j].kind == .identifier else { continue }
            let module = reader.text(j)
            if module != "Swift" && !modules.contains(module) { modules.append(module) }
        }
        return modules
    }

    private struct ImportReader: TokenQueries {
        let tokens: [Token]
        let bytes: [UInt8]

        func collect(_ members: [Member], into modules: inout Set<String>) {
            for member in members {
                switch member {
                case let .declaration(declaration) where declaration.kind == .import:
                    if let module = module(of: declaration) { modules.insert(module) }
                case let .ifConfig(block):
                    for clause in block.clauses { collect(clause.elements, into: &modules) }
                default:
                    break
                }
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
