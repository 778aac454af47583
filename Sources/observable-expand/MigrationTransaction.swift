/// `migrate --in-place` as one transaction: every changed file is first staged as a temporary
/// file beside its target (`TemporaryFiles`' names, so that a killed run's staged files are
/// leftovers the next run removes and `--check` reports), and only when all are staged are they
/// renamed into place, with SIGINT/SIGTERM/SIGHUP held back during the renames. A file that
/// cannot be staged (a folder that cannot be written, a full disk) leaves every file as it was.
///
/// What an interruption leaves: before the renames, the tree as it was (SIGINT/SIGTERM remove
/// the staged files; after SIGKILL they are leftovers); during them (SIGKILL or power loss
/// only), some files migrated and some not, which a rerun finishes (views that still use
/// `@StateObject` on a class that is already `@Observable` are rewritten).
struct MigrationTransaction {
    /// One file to replace: the path as the run names it and the bytes it gets.
    struct Change {
        var path: String
        var bytes: [UInt8]
    }

    /// A file that could not be staged or renamed, with the reason (`strerror` text).
    struct Failure {
        var path: String
        var reason: String
    }

    let temporaryFiles: TemporaryFiles

    /// Stages every change, then renames them all; nothing is renamed when one cannot be
    /// staged. Returns the failures (empty on success) and whether any file was replaced.
    func commit(_ changes: [Change]) -> (failures: [Failure], replaced: Int) {
        var staged: [(temporary: String, target: String, path: String)] = []
        var failures: [Failure] = []
        for change in changes {
            // A link is written through: its target is replaced, the link stays.
            let target = FileOutput.writeTarget(for: change.path)
            if target != change.path, let refusal = FileOutput.lateRefusal(of: change.path, leadingTo: target) {
                failures.append(Failure(path: change.path, reason: refusal))
                break
            }
            let folder = OutputFolderHygiene.parentFolder(of: target)
            let temporary = temporaryFiles.reserve(in: folder.isEmpty ? "." : folder)
            do {
                try FileOutput.writeNew(change.bytes, to: temporary)
                FileOutput.keepPermissions(of: target, on: temporary)
                staged.append((temporary, target, change.path))
            } catch {
                // Created by this run and cut short (a full disk): it goes. A name that was
                // taken (EEXIST, from the exclusive create) is not this run's file: it stays.
                if error.code != EEXIST { unlink(temporary) }
                temporaryFiles.release(temporary)
                failures.append(Failure(path: change.path, reason: String(cString: strerror(error.code))))
                break
            }
        }
        if !failures.isEmpty {
            for file in staged {
                unlink(file.temporary)
                temporaryFiles.release(file.temporary)
            }
            return (failures, 0)
        }
        Self.pauseForTests()
        // The renames are not interrupted by SIGINT/SIGTERM/SIGHUP: held back, they end the
        // run after the last one (only SIGKILL can split the transaction, and a rerun finishes).
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&held, signal) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        var replaced = 0
        for file in staged {
            if rename(file.temporary, file.target) == 0 {
                replaced += 1
            } else {
                failures.append(Failure(path: file.path, reason: String(cString: strerror(errno))))
                unlink(file.temporary)
            }
            temporaryFiles.release(file.temporary)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        return (failures, replaced)
    }

    /// Tests only (debug builds): with `OBSERVABLE_EXPAND_TEST_PAUSE_AFTER_STAGING=<path>`, the
    /// run creates `<path>` once every file is staged and waits up to 30 s before renaming, so
    /// that a test can interrupt it there. Compiled out of release builds.
    static func pauseForTests() {
        #if DEBUG
        guard let marker = ProcessInfo.processInfo.environment["OBSERVABLE_EXPAND_TEST_PAUSE_AFTER_STAGING"], !marker.isEmpty else { return }
        _ = FileManager.default.createFile(atPath: marker, contents: Data())
        var pause = timespec(tv_sec: 30, tv_nsec: 0)
        nanosleep(&pause, nil)
        #endif
    }
}
