import ObservableSyntax

/// Where `import Observation` goes among top-level imports (review 14a/06): after the file's
/// leading import block, not after a late `import enum M.T` further down the file.
extension ImportRewrite {
    /// The top-level imports of `members` before its first declaration that is no import (an
    /// `#if` block holding only imports is part of the block); all of them when the file does
    /// not start with an import.
    static func leadingImports(_ members: [Member]) -> [OtherDeclaration] {
        var leading: [OtherDeclaration] = []
        for member in members {
            switch member {
            case let .declaration(declaration) where declaration.kind == .import: leading.append(declaration)
            case let .ifConfig(block) where block.clauses.allSatisfy({ $0.elements.allSatisfy(isImport) }): continue
            default: return leading.isEmpty ? topLevelImports(members) : leading
            }
        }
        return leading.isEmpty ? topLevelImports(members) : leading
    }

    private static func isImport(_ member: Member) -> Bool {
        if case let .declaration(declaration) = member { return declaration.kind == .import }
        return false
    }
}
