import Foundation

/// Dependency sources inside a tree `migrate` walks (review 15c, Uranus-iOS's `Pods/Kingfisher`):
/// a `Pods` folder next to a `Podfile` or `Podfile.lock`, or holding `Manifest.lock` or
/// `Pods.xcodeproj` (CocoaPods), a `Checkouts` folder in a
/// `Carthage` folder, a `checkouts` folder in a `SourcePackages` folder (Xcode's Swift packages).
/// Their files are the dependency's, replaced by the next `pod install` or package update: a
/// folder walk of `migrate` leaves them out by default (their types are then types the run does
/// not declare, as an imported module's), and one note counts them. The expansion does not ask.
enum DependencyFolders {
    /// Whether the folder `name`, listed in `parent` (a path as walked; `relative` its path
    /// below the input, empty for the input itself), holds dependency sources.
    static func isDependencyFolder(_ name: String, in parent: String, relative: String) -> Bool {
        let parentName = relative.isEmpty ? PlainText.lastPathComponent(InputCollector.canonical(parent)) : PlainText.lastPathComponent(relative)
        switch name {
        case "Pods":
            // Or CocoaPods's own files in it (a tree kept without its `Podfile`).
            let pods = InputCollector.join(parent, name)
            return ["Podfile", "Podfile.lock"].contains { access(InputCollector.join(parent, $0), F_OK) == 0 }
                || ["Manifest.lock", "Pods.xcodeproj"].contains { access(InputCollector.join(pods, $0), F_OK) == 0 }
        case "Checkouts": return parentName == "Carthage"
        case "checkouts": return parentName == "SourcePackages"
        default: return false
        }
    }

    /// The note for `files` Swift files left out in `folders` (paths below their inputs), or nil
    /// when none were.
    static func note(files: Int, folders: [String]) -> Message? {
        guard files > 0 else { return nil }
        let shown = folders.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (folders.count > 3 ? " and \(folders.count - 3) more" : "")
        let count = files == 1 ? "1 Swift file" : "\(files) Swift files"
        return Message(file: nil, .note, .dependenciesSkipped,
                       "\(count) of dependency sources (\(shown)) left out: a 'pod install', Carthage or package update replaces them, and their types are read as an imported module's; pass '--include-dependencies', or name such a folder as an input, to migrate them")
    }
}
