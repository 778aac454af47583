import ObservableExpander

/// The command line's own diagnostics (about arguments, files, folders and outputs rather than
/// Swift code), each with a stable identifier that every `--diagnostics-format` carries. The
/// library's are in `DiagnosticMessage`; README.md's "Diagnostics of the command line" table
/// lists every case here (a test checks it).
enum ToolDiagnostic: String, CaseIterable, Sendable {
    case usageError = "usage-error"
    case noSuchInput = "no-such-input"
    case noSwiftFiles = "no-swift-files"
    case cannotRead = "cannot-read"
    case cannotReadFolder = "cannot-read-folder"
    case fileNameNotUTF8 = "file-name-not-utf8"
    case folderReadTwice = "folder-read-twice"
    case inputFileList = "input-file-list"
    case generatedInput = "generated-input"
    case outputNotRegular = "output-not-regular"
    case outputNotGenerated = "output-not-generated"
    case outputThroughLink = "output-through-link"
    case inputInOutputFolder = "input-in-output-folder"
    case cannotWrite = "cannot-write"
    case staleOutput = "stale-output"
    case orphanedOutput = "orphaned-output"
    case pruneSkipped = "prune-skipped"
    case sourceInOutputFolder = "source-in-output-folder"
    case leftoverTemporaryFile = "leftover-temporary-file"
    case cacheInProjectFolder = "cache-in-project-folder"
    case moreDiagnostics = "more-diagnostics"
    case migrationPending = "migration-pending"
    case migrateSummary = "migrate-summary"
    case written
    case unchanged
    case upToDate = "up-to-date"
    case dependenciesSkipped = "dependencies-skipped"

    /// The stable identifier (`json`'s `id`, `github`'s `title`).
    var id: String { rawValue }

    /// The severities it is printed with (some depend on the mode: an orphan is a warning,
    /// with `--check` an error, with `--prune` a progress note).
    var severities: [Diagnostic.Severity] {
        switch self {
        case .usageError, .noSuchInput, .noSwiftFiles, .cannotReadFolder, .inputFileList,
             .generatedInput, .outputNotRegular, .outputNotGenerated, .outputThroughLink, .inputInOutputFolder, .cannotWrite, .staleOutput, .migrationPending:
            return [.error]
        case .cannotRead: return [.error, .warning]
        case .fileNameNotUTF8, .folderReadTwice, .sourceInOutputFolder, .cacheInProjectFolder: return [.warning]
        case .orphanedOutput: return [.error, .warning, .note]
        case .leftoverTemporaryFile: return [.error, .warning, .note]
        case .pruneSkipped, .moreDiagnostics, .migrateSummary, .written, .unchanged, .upToDate, .dependenciesSkipped: return [.note]
        }
    }

    /// When it is printed, for the README table.
    var summary: String {
        switch self {
        case .usageError: return "bad arguments (exit status 64): an unknown option, a missing or empty value (`-o=`), options that conflict, or a word that looks like an option right after an option that takes a path (`-o --check`: write `./--check` or `-o=--check` for such a path), an option that takes one value given twice, or a name that names no file (`--assume-filename ..` for standard input's output in a folder, `--diagnostics-file -`)"
        case .noSuchInput: return "an input or a `--context` path does not exist, or the `--sdk` folder (an input that is a symbolic link leading nowhere is said to be one)"
        case .noSwiftFiles: return "an input folder holds no `*.swift` file, or `--exclude` leaves out all of them (with `--prune` or `--check` and an output folder, not when the folder holds none because its sources were deleted and their orphaned outputs are found: those are pruned or reported)"
        case .cannotRead: return "an input file (or standard input) cannot be read, is larger than 1 GiB (\"File too large\": nothing is read past that), or is a folder, device, socket or named FIFO (a pipe the shell opened, `<(cmd)`, is read), or was replaced during the run by a FIFO, socket or device (not opened: it could block); a warning for a FIFO, socket or device named `*.swift`, or a symbolic link that leads nowhere named `*.swift` or without an extension, below an input folder, which is skipped (and `--prune` deletes nothing; it deletes nothing for any dangling link there); a `--context` path that is a FIFO, device, unreadable file or file over 1 GiB is an error (a FIFO, device or socket named `*.swift` or `*.swiftinterface` in a `--context` folder is skipped with a warning)"
        case .cannotReadFolder: return "a folder below an input cannot be listed, or an entry in it cannot be examined (no permission, a link loop); `--prune` then deletes nothing; or a folder below the output folder cannot be listed (its orphans and leftover temporary files are not looked for)"
        case .fileNameNotUTF8: return "the name of a folder or `.swift` file below an input is not valid UTF-8 (shown with `\\xFF` escapes); it is skipped and `--prune` deletes nothing; or the name of a folder below the output folder, which is not looked in for orphans and leftover temporary files"
        case .folderReadTwice: return "a symbolic link leads back to a folder already read; its files are read once"
        case .inputFileList: return "an `--input-file-list` cannot be read, holds a NUL byte (no list of paths: `/dev/zero`, a binary file; a stream is read no further than its first block that shows it), names no inputs, or uses a variable that is not set"
        case .generatedInput: return "an input carries this tool's header: it is an output"
        case .outputNotRegular: return "an output path is a folder, device, FIFO, socket, descriptor link or dangling link, or a `--diagnostics-file` names a `.swift` file"
        case .outputNotGenerated: return "an output path holds a file this tool did not write (it has content and does not start with the generated-file header; for `migrate -o`, content other than the migration's), or one it cannot read to tell (no read permission): it is never replaced, in any mode (`--check` and `--dry-run` report it too); the other files are still written"
        case .outputThroughLink: return "in folder output, a symbolic link below the output folder lies on the way to an output (a folder link, `Out/Sub -> …`, or an output file that is a link): refused before anything is written (exit 1); the output folder itself may be a link"
        case .inputInOutputFolder: return "an output would be written inside an input folder that is the output folder or lies inside it (`Out/Src -o Out/` with a file `Out/Src/Src/Z.swift`, whose output is `Out/Src/Z.swift`; paths compared with links resolved): refused before anything is written (exit status 64); an input folder inside the output folder that no output goes into is allowed, and so is an output folder inside an input folder (left out of the walk)"
        case .cannotWrite: return "an output (or standard output) cannot be written, or an orphan cannot be removed"
        case .staleOutput: return "with `--check`, an output is missing or out of date"
        case .orphanedOutput: return "an output carries the header, is not written by this run, and names a source of this run's inputs (gone, excluded, or now written under another `--output-suffix`)"
        case .sourceInOutputFolder: return "the output folder lies inside an input folder and holds a `*.swift` file without this tool's header: a source, which is not read (the walk never enters the output folder)"
        case .pruneSkipped: return "`--prune` or `--check` did not look for orphans because an input could not be read completely"
        case .leftoverTemporaryFile: return "a temporary file a killed run left in the output folder, or beside the sources of `migrate --in-place` (removed; with `--check` an error, with `migrate --check` a warning)"
        case .cacheInProjectFolder: return "the expansion cache's folder (`--cache-path`, `$XDG_CACHE_HOME`) lies inside an input or output folder of the run: the cache is not used, so that its files never sit among sources or outputs"
        case .moreDiagnostics: return "more than 50 diagnostics in one file; the rest are counted (the file's first error is always printed, in the 50th place if it comes later)"
        case .migrationPending: return "`migrate --check`: a file would be changed by the migration"
        case .migrateSummary: return "`migrate`: the closing count of classes migrated and kept, rewrites, warnings and errors"
        case .written: return "`--verbose`: an output was written"
        case .unchanged: return "`--verbose`: an output already held the expansion"
        case .dependenciesSkipped: return "`migrate` over a folder: the `*.swift` files of dependency sources below it (a `Pods` folder next to a `Podfile` or `Podfile.lock`, or holding `Manifest.lock` or `Pods.xcodeproj`; `Carthage/Checkouts`, `SourcePackages/checkouts`) were left out, counted in one note; `--include-dependencies`, or the folder named as an input, migrates them"
        case .upToDate: return "`--verbose` with `--check`: an output is current"
        }
    }
}

/// Escapes for a text diagnostic: each control character (U+0000–U+001F, U+007F) as
/// `\u{X}`, so that a file name holding a line break cannot split or forge a line.
func escapingControlCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        if scalar.value < 0x20 || scalar.value == 0x7F {
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
