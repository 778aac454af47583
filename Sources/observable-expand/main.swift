// A path that is not UTF-8 cannot be named through `CommandLine.arguments`: its bad bytes
// become U+FFFD there, which names another file (`\xFF.swift` read or wrote `�.swift`). Such an
// argument is refused before anything is read or written.
for k in 1 ..< Int(CommandLine.argc) {
    guard let argument = CommandLine.unsafeArgv[k] else { continue }
    let bytes = Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
    if String(validating: bytes, as: UTF8.self) == nil {
        // A usage error; printed as text, since the options that would choose another format
        // are not read before it.
        let message = Message(file: nil, .error, .usageError,
                              "argument \(k) ('\(FolderWalk.escapedName(bytes))') is not valid UTF-8; paths must be UTF-8 (rename the file or folder)")
        CommandLineTool.print([message], .text, StandardStreams.prepare(), usageHint: CommandLineTool.usageHint)
        exit(64)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
// `observable-expand migrate …` is the migration subcommand (a file named `migrate` is `./migrate`).
if arguments.first == "migrate" {
    exit(MigrateCommand.main(Array(arguments.dropFirst())))
}
exit(CommandLineTool.main(arguments))
