import Foundation

exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
