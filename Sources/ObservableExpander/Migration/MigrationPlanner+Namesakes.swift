import ObservableSyntax

/// Classes of one name in different modules share their fate (README: "Classes of one name in
/// different modules share their fate"): one is kept for the other's reasons. Said at the class
/// that has no reason of its own, naming the other (review 23b/01, LoopCaregiver: the phone
/// app's `SettingsViewModel` was kept with the watch app's lifetime reason and only a note).
extension MigrationPlanner {
    /// The site of another class of the same key as the class at `site`, in a file of known
    /// modules disjoint from the class's own, that holds one of the class's blockers (`files`:
    /// the files its blockers are in); nil when a blocker is in the class's own file, or none is
    /// in such a namesake's.
    func namesakeHoldingBlockers(of site: Int, in files: Set<Int>) -> Int? {
        let mine = catalogue.sites[site]
        guard !files.contains(mine.file), let own = catalogue.modules[mine.file], !own.isEmpty,
              let sites = catalogue.classesByName[mine.key], sites.count > 1 else { return nil }
        return sites.first { k in
            let other = catalogue.sites[k]
            guard k != site, other.file != mine.file, files.contains(other.file), let theirs = catalogue.modules[other.file] else { return false }
            return own.isDisjoint(with: theirs)
        }
    }
}
