/// The cache folder's safety rules, shared by the expansion cache and the saved
/// standard-library index: only a folder of the user's own that no one else can write is used,
/// a missing one is made private, and a file in it is replaced only through a temporary file
/// and a rename, and only when what is there is a regular file (never a link, FIFO or device).
/// Every failure only turns the cache off: the run is then slower, never wrong.
enum CacheFolder {
    /// Whether `folder` may be trusted: missing (it is then made private), or a folder owned by
    /// this user that no one else can write. A cache anyone can write could make a rerun skip,
    /// or `--check` pass, on outputs it should not.
    static func isPrivate(_ folder: String) -> Bool {
        var info = stat()
        guard stat(folder, &info) == 0 else { return true }
        return info.st_mode & S_IFMT == S_IFDIR && info.st_uid == geteuid() && info.st_mode & 0o022 == 0
    }

    /// Makes `folder` if it is missing (0700 by `mkdir` itself, whatever the umask; the folders
    /// above it as FileManager makes them); true when it is then a private folder.
    static func prepare(_ folder: String) -> Bool {
        var info = stat()
        if stat(folder, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR && isPrivate(folder) }
        // Not `NSString.deletingLastPathComponent`: Foundation traps on a one-character path
        // (`--cache-path Q`).
        let parent = OutputFolderHygiene.parentFolder(of: folder)
        if !parent.isEmpty { try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
        return (mkdir(folder, 0o700) == 0 || errno == EEXIST) && isPrivate(folder)
    }

    /// Writes `bytes` to `path` (mode 0600) through `path.<pid>.tmp` and a rename, unless
    /// something other than a regular file is at `path`. Failures are ignored.
    static func replace(_ path: String, with bytes: [UInt8]) {
        var info = stat()
        if lstat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG { return }
        let temporary = path + ".\(getpid()).tmp"
        do {
            try FileOutput.writeNew(bytes, to: temporary, mode: 0o600)
        } catch where error.code == EEXIST {
            // Most likely left by a run that died with this process's number (numbers are
            // reused): it goes, so that the cache is saved all the same.
            unlink(temporary)
            do { try FileOutput.writeNew(bytes, to: temporary, mode: 0o600) } catch {
                unlink(temporary)
                return
            }
        } catch {
            unlink(temporary)
            return
        }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }
}
