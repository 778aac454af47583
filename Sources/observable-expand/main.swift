import Foundation
import ObservableExpander

/// The command-line front end: owns files, standard streams and exit codes; the library does
/// the work.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

let options: CommandLineOptions
do {
    options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("observable-expand: error: \(error.message)")
    printError("Run 'observable-expand --help' for usage.")
    exit(64)
}
if options.showHelp {
    print(CommandLineOptions.help)
    exit(0)
}
if options.showVersion {
    print("observable-expand \(CommandLineOptions.version)")
    exit(0)
}

let path = options.inputs[0]
let data: Data
do {
    data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
} catch {
    printError("\(path): error: cannot read file: \((error as NSError).localizedDescription)")
    exit(1)
}
let file = SourceFile(path: path == "-" ? "<stdin>" : path, bytes: [UInt8](data))
let result = ObservableExpander.expand(file)
for diagnostic in result.diagnostics {
    printError(diagnostic.formatted(in: file))
}
guard let output = result.output else { exit(1) }
if let outputPath = options.output {
    do {
        try Data(output).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
    } catch {
        printError("\(outputPath): error: cannot write file: \((error as NSError).localizedDescription)")
        exit(1)
    }
} else {
    FileHandle.standardOutput.write(Data(output))
}
exit(0)
