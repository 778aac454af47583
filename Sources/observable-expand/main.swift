import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
// `observable-expand migrate …` is the migration subcommand (a file named `migrate` is `./migrate`).
if arguments.first == "migrate" {
    exit(MigrateCommand.main(Array(arguments.dropFirst())))
}
exit(CommandLineTool.main(arguments))
