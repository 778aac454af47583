import ObservableSyntax

/// What the expansion of one file needs to know of every file of its run, read by the run's
/// first pass (`Expander.runFacts(in:)`, joined over the inputs and the context) before any
/// file is expanded. The two flags are bounds from above: `false` lets a rule skip the
/// declaration index (built on first use) for every property of the run.
package struct RunFacts: Sendable, Equatable {
    /// The names (as written) that the run's extensions adding `Observable` extend
    /// (`extension Model: Observable {}` gives `Model`), for the conformance rule.
    package var observableExtensions: Set<String> = []
    /// Whether a file of the run may declare, in an extension, a member whose name a backing
    /// store could take (`_name`): the file holds the word `extension` and an identifier that
    /// starts with `_` (not an attribute's, such as `@_spi`).
    package var mayDeclareUnderscoredMembers = false
    /// Whether a file of the run may suppress `Copyable` (it holds the word `Copyable`), so that
    /// a property's type may be noncopyable.
    package var mayDeclareNoncopyableTypes = false
    /// Every name a type or type alias of the run may have (`RunNameScan.typeNames(in:)`): a
    /// nested type of a class, or a type a call names, is in the index only when its name is
    /// here. Nil: not known (every such question is asked of the index).
    package var typeNames: Set<String>? = []
    /// Every identifier starting with `_` in the run's files (`RunNameScan.underscoredIdentifiers(in:)`):
    /// a member that a backing store `_name` would clash with is in the index only when its
    /// name is here. Nil: not known.
    package var underscoredNames: Set<String>? = []
    /// Whether a file of the run may declare, in an extension, a function named as one the
    /// expansion adds (it holds the word `extension` and `func access`, `func withMutation` or
    /// `func shouldNotifyObservers`: `mayDeclareAddedFunction`), so that a class asks the index
    /// for them (`ObservationRules.redeclaredAddedFunction`).
    package var mayDeclareAddedFunctions = false

    package init(observableExtensions: Set<String> = [], mayDeclareUnderscoredMembers: Bool = false, mayDeclareNoncopyableTypes: Bool = false,
                 typeNames: Set<String>? = [], underscoredNames: Set<String>? = [], mayDeclareAddedFunctions: Bool = false) {
        self.observableExtensions = observableExtensions
        self.mayDeclareUnderscoredMembers = mayDeclareUnderscoredMembers
        self.mayDeclareNoncopyableTypes = mayDeclareNoncopyableTypes
        self.typeNames = typeNames
        self.underscoredNames = underscoredNames
        self.mayDeclareAddedFunctions = mayDeclareAddedFunctions
    }

    /// The facts of a run that holds both runs' files.
    package mutating func formUnion(_ other: RunFacts) {
        observableExtensions.formUnion(other.observableExtensions)
        mayDeclareUnderscoredMembers = mayDeclareUnderscoredMembers || other.mayDeclareUnderscoredMembers
        mayDeclareNoncopyableTypes = mayDeclareNoncopyableTypes || other.mayDeclareNoncopyableTypes
        Self.formUnion(&typeNames, other.typeNames)
        Self.formUnion(&underscoredNames, other.underscoredNames)
        mayDeclareAddedFunctions = mayDeclareAddedFunctions || other.mayDeclareAddedFunctions
    }

    /// `names` with `other`'s added, in place (a run adds each file's few to its many); nil
    /// when either is not known.
    private static func formUnion(_ names: inout Set<String>?, _ other: Set<String>?) {
        guard names != nil, let other else {
            names = nil
            return
        }
        names!.formUnion(other)
    }

    /// Whether `bytes` (UTF-8) hold `func` and, after spaces, tabs and line breaks (and a
    /// backtick), `access`, `withMutation` or `shouldNotifyObservers` ending there. O(n): one
    /// search for `func`, a few bytes compared after each.
    static func mayDeclareAddedFunction(_ bytes: [UInt8]) -> Bool {
        let names: [[UInt8]] = [Array("access".utf8), Array("withMutation".utf8), Array("shouldNotifyObservers".utf8)]
        var found = false
        bytes.withUnsafeBufferPointer { buffer in
            guard let p = buffer.baseAddress else { return }
            ByteScan.forEachOccurrence(of: Array("func".utf8), in: p, count: buffer.count) { start in
                guard !found else { return }
                var j = start + 4
                while j < buffer.count, p[j] == 0x20 || p[j] == 0x09 || p[j] == 0x0A || p[j] == 0x0D { j += 1 }
                guard j > start + 4 else { return }
                if j < buffer.count, p[j] == 0x60 { j += 1 }
                for name in names where j + name.count <= buffer.count && (0 ..< name.count).allSatisfy({ p[j + $0] == name[$0] }) {
                    let end = j + name.count
                    if end == buffer.count || !(p[end] == 0x5F || (0x30 ... 0x39).contains(p[end]) || (0x41 ... 0x5A).contains(p[end]) || (0x61 ... 0x7A).contains(p[end])) {
                        found = true
                    }
                }
            }
        }
        return found
    }

    /// Whether `bytes` (UTF-8) hold an identifier that starts with `_` and goes on with a letter,
    /// digit or `_` (`_name`, `__x`; not `_` alone, `_$registrar` or an attribute's `@_spi`).
    /// O(n), one pass from one `_` to the next.
    static func holdsUnderscoredIdentifier(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let p = buffer.baseAddress, buffer.count > 1 else { return false }
            func isIdentifierByte(_ byte: UInt8) -> Bool {
                byte == 0x5F || (0x30 ... 0x39).contains(byte) || (0x41 ... 0x5A).contains(byte) || (0x61 ... 0x7A).contains(byte) || byte >= 0x80
            }
            var j = ByteScan.first(0x5F /* _ */, p, from: 0, to: buffer.count - 1)
            while j < buffer.count - 1 {
                let before: UInt8 = j == 0 ? 0x20 : p[j - 1]
                if isIdentifierByte(p[j + 1]), !isIdentifierByte(before), before != 0x40 /* @ */ { return true }
                j = ByteScan.first(0x5F, p, from: j + 1, to: buffer.count - 1)
            }
            return false
        }
    }
}
