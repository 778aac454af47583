/// Placing a new output with one change to its folder: on Linux, the bytes are written to an
/// unnamed file made in the output's folder (`open(2)` with `O_TMPFILE`), which `linkat(2)` then
/// names only if nothing has that name yet. A temporary file, a link and an unlink are three
/// changes to the folder, each taken under the folder's lock in the kernel; with two jobs
/// writing into one folder, the kernel spent a third of the run's time spinning on that lock
/// (issue 27's profile of a 1,000-file run). An interrupted run leaves nothing: an unnamed file
/// is freed when its descriptor closes, so nothing is half-written under any name.
enum UnnamedFile {
    /// What `place` did.
    enum Placement: Equatable {
        /// The file is at the target, with all the bytes.
        case placed
        /// Nothing was placed and nothing is left: the system, the file system or `/proc`
        /// cannot do it, or the target appeared meanwhile. The caller writes the usual way
        /// (temporary file, then link or rename), which also tells these cases apart.
        case notPlaced
        /// Writing the bytes failed with this `errno` (a full disk, a quota): nothing was placed.
        case failed(Int32)
    }

    /// Writes `bytes` to a new file at `target`, whose folder is `folder` ("." for the current
    /// one), with permissions `mode` less the umask, as `open(2)` with `O_CREAT` would make it.
    /// Never replaces anything: `linkat(2)` fails when `target` exists (`EEXIST`).
    static func place(_ bytes: [UInt8], in folder: String, at target: String, mode: mode_t = 0o644) -> Placement {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY` (octal 020000000 | 0200000 on these
        // architectures); Glibc's macro is not imported into Swift.
        let temporaryFileFlag: Int32 = 0o20_000_000 | O_DIRECTORY
        let descriptor = open(folder, O_WRONLY | O_CLOEXEC | temporaryFileFlag, mode)
        guard descriptor >= 0 else { return .notPlaced }
        if let failure = writeAll(bytes, to: descriptor) {
            close(descriptor)
            return .failed(failure)
        }
        // Named through /proc: `AT_EMPTY_PATH` would need a privilege the user may not have.
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, target, AT_SYMLINK_FOLLOW) == 0 else {
            close(descriptor)
            return .notPlaced
        }
        // A failed close can be a failed write (some file systems report it only there): the
        // file this call named is taken back, not left half-written.
        guard close(descriptor) == 0 else {
            let failure = errno
            unlink(target)
            return .failed(failure)
        }
        return .placed
        #else
        return .notPlaced
        #endif
    }
}
