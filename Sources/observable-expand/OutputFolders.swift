import ObservableSyntax

/// The output folders a run has made, or found to be folders, while writing its outputs;
/// shared by its jobs under a lock. A file written into a folder known here needs no `mkdir`
/// and `stat` of its folder and of each folder above it: into a fresh output folder, that was
/// 4,000 `mkdir` (3,500 failing with `EEXIST`, each followed by a `stat`) for 1,544 files.
///
/// The folders are known for the length of one run only, and knowing one skips nothing that
/// keeps a file safe: what the per-file `mkdir` and `stat` checked (that the folder is there,
/// a folder or a link to one) they checked through links, so a folder replaced by a link
/// meanwhile passed them too; a folder removed meanwhile makes the write fail with `ENOENT`,
/// and the folders are then made again (`FileOutput.replace`). What keeps a file from being
/// replaced is checked at the file, per file, as before: `link(2)` and `linkat(2)` never
/// replace, and a file found in the way is judged (`FileOutput.foreignFile`) before `rename(2)`.
final class OutputFolders: @unchecked Sendable {
    // Safety: `known` is only touched under `lock`.
    private let lock = POSIXLock()
    private var known: Set<PathKey> = []

    /// Whether this run has made `folder` or found it to be a folder (as spelled).
    func contains(_ folder: String) -> Bool {
        lock.withLock { known.contains(PathKey(folder)) }
    }

    /// Notes that `folder` was made or found to be a folder.
    func insert(_ folder: String) {
        lock.withLock { _ = known.insert(PathKey(folder)) }
    }

    /// `folder` and the folders above it up to the nearest one this run knows (not included),
    /// `folder` first; nil when it knows none of them.
    func unknownFolders(from folder: String) -> [String]? {
        lock.withLock {
            var unknown: [String] = []
            var current = folder
            while !known.contains(PathKey(current)) {
                unknown.append(current)
                let parent = OutputFolderHygiene.parentFolder(of: current)
                guard !parent.isEmpty, parent != current else { return nil }
                current = parent
            }
            return unknown
        }
    }

    /// Makes `folder` and the folders above it that are missing (`FileOutput.makeFolders`),
    /// unless this run knows it already. The folders above it that the run knows are taken as
    /// they are; when one of them is gone (`ENOENT`), all are looked at again.
    func make(_ folder: String) throws(ErrorNumber) {
        guard !folder.isEmpty, !contains(folder) else { return }
        do {
            try FileOutput.makeFolders(folder, known: self)
        } catch where error.code == ENOENT {
            try FileOutput.makeFolders(folder)
            insert(folder)
        }
    }
}
