import ObservableSyntax

/// File-private types of one name in different files (review 18c/05, planetary-ios's seven
/// `fileprivate class PreviewViewModel`): each is seen in its own file only, so they are
/// different types, each decided on its own, as the compiler tells them apart. Each gets a key
/// of its own, its qualified name and its file's name (`PreviewViewModel@RoomsView`), and a
/// name written in that file finds it first (`key(of:scope:inherited:file:)`).
extension ModelCatalogue {
    /// The key of each site (by index) that is a file-scope `private`/`fileprivate` type whose
    /// qualified name a type of the run in another file declares too: `Name@File`, the file's
    /// path without its extension, shortened to the fewest last components that tell the
    /// group's files apart (`PreviewViewModel@RoomsView`; `AppViewModel@iOS/App` and
    /// `AppViewModel@Mac/App`). `paths`: the path of each file.
    func filePrivateKeys(paths: [String]) -> [Int: String] {
        var byName: [String: [Int]] = [:]
        for k in sites.indices where sites[k].declaration.kind != .extension && !sites[k].isLocal {
            byName[sites[k].qualifiedName, default: []].append(k)
        }
        var result: [Int: String] = [:]
        for (name, list) in byName where list.count > 1 {
            let files = Set(list.map { sites[$0].file })
            guard files.count > 1 else { continue }
            let names = Self.shortestDistinctNames(files.sorted().map { paths.indices.contains($0) ? paths[$0] : "\($0)" })
            let byFile = Dictionary(uniqueKeysWithValues: zip(files.sorted(), names))
            for k in list where isFilePrivate(k) { result[k] = name + "@" + (byFile[sites[k].file] ?? "") }
        }
        return result
    }

    /// For each of `paths` (distinct), its last components without the extension, as few as
    /// tell it from the others (`a/iOS/App.swift`, `a/Mac/App.swift` -> `iOS/App`, `Mac/App`).
    static func shortestDistinctNames(_ paths: [String]) -> [String] {
        let parts = paths.map { path -> [String] in
            var components = path.split(separator: "/").map(String.init)
            if let last = components.last, let dot = last.lastIndex(of: "."), dot != last.startIndex { components[components.count - 1] = String(last[..<dot]) }
            return components
        }
        return parts.map { own in
            var count = 1
            while count < own.count, parts.contains(where: { $0 != own && $0.suffix(count) == own.suffix(count) }) { count += 1 }
            return own.suffix(count).joined(separator: "/")
        }
    }
}
