import ObservableSyntax

/// The types a file declares or extends, by simple and by qualified name, with what type
/// inference asks of them: whether a declaration of the name has an `init?`/`init!`, and the
/// cases of an enumeration. Most files declare a few types: the table is then a list searched
/// in order (no hashing, no set per enumeration); a file with many is hashed once, when the
/// table is finished.
struct DeclaredTypes {
    /// One declaration or extension of a type; a name may have several.
    private struct Entry {
        var name: String
        var failable: Bool
        /// Whether this one is an extension (else a declaration of a nominal type).
        var isExtension: Bool
        /// For an enumeration, its cases without associated values; nil for other types.
        var cases: [String]?
    }

    /// What the entries of one name give together (the hashed form).
    private struct Summary {
        var failable: Bool
        /// Whether a declaration of the name is a nominal type (not only extensions).
        var nominal: Bool
        /// The union of its enumerations' cases; nil when no declaration of it is one.
        var cases: Set<String>?
    }

    private var entries: [Entry] = []
    /// `entries` by name, made by `finish()` for a table too long to search in order.
    private var summaries: [String: Summary]?

    /// Above this many entries, lookups hash (`finish()`).
    private static let longestSearched = 32

    init() {}

    /// Records a declaration (or, with `isExtension`, an extension) of a type named `name` that
    /// has a failable initializer when `failable`; `cases`: for an enumeration, its cases.
    mutating func record(_ name: String, failable: Bool, cases: [String]?, isExtension: Bool = false) {
        entries.append(Entry(name: name, failable: failable, isExtension: isExtension, cases: cases))
    }

    /// Makes room for `count` entries.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// Makes a long table's hashed form; call once every declaration is recorded.
    mutating func finish() {
        guard entries.count > Self.longestSearched else { return }
        var summaries: [String: Summary] = [:]
        summaries.reserveCapacity(entries.count)
        for entry in entries {
            var summary = summaries[entry.name] ?? Summary(failable: false, nominal: false, cases: nil)
            if entry.failable { summary.failable = true }
            if !entry.isExtension { summary.nominal = true }
            if let cases = entry.cases { summary.cases = (summary.cases ?? []).union(cases) }
            summaries[entry.name] = summary
        }
        self.summaries = summaries
    }

    /// Whether the file declares or extends a type named `name`.
    func declares(_ name: String) -> Bool {
        failableInitializer(name) != nil
    }

    /// For a type named `name` that the file declares or extends: whether any of its
    /// declarations has a failable initializer; nil for any other name.
    func failableInitializer(_ name: String) -> Bool? {
        if let summaries { return summaries[name]?.failable }
        var found: Bool?
        let count = name.utf8.count
        for entry in entries where entry.name.utf8.count == count && entry.name == name {
            if entry.failable { return true }
            found = false
        }
        return found
    }

    /// Whether the file declares a struct, class, enumeration, actor or protocol named `name`
    /// (a qualified name: `Model.Page` for `Page` in `Model`), not only extends it.
    func declaresNominal(_ name: String) -> Bool {
        if let summaries { return summaries[name]?.nominal == true }
        let count = name.utf8.count
        return entries.contains { !$0.isExtension && $0.name.utf8.count == count && $0.name == name }
    }

    /// Whether an enumeration named `name` that the file declares has a case `caseName`
    /// without associated values.
    func enumeration(_ name: String, hasCase caseName: String) -> Bool {
        if let summaries { return summaries[name]?.cases?.contains(caseName) == true }
        let count = name.utf8.count
        for entry in entries where entry.name.utf8.count == count && entry.name == name {
            if let cases = entry.cases, cases.contains(caseName) { return true }
        }
        return false
    }
}
