import Foundation
import ObservableExpander

/// `--run-stage STAGE [--repeat N] PATH...`: runs one pipeline stage over files (folders are
/// searched for `.swift` and `.swiftinterface` files) N times and prints the throughput. It does
/// nothing else, so that `valgrind --tool=callgrind` (benchmarks/profile.sh) sees only that work.
/// Stage `run` is a whole folder run in-process (`Bench.expandRun`: the index of every file, the
/// standard library's read from its archive, every file expanded).
enum ProfileMode {
    static let flag = "--run-stage"
    static let stages: [String: Stage] = ["floor": .floor, "tokenizer": .tokenizer, "parser": .parser, "expansion": .expansion]

    static func run(_ arguments: [String]) -> Int32 {
        var rest = arguments
        guard let name = rest.first, let stage = stages[name] ?? (name == "run" ? .expansion : nil) else {
            printError("usage: \(flag) floor|tokenizer|parser|expansion|run [--repeat N] PATH...")
            return 64
        }
        rest.removeFirst()
        var repetitions = 1
        if rest.first == "--repeat", rest.count >= 2, let n = Int(rest[1]), n >= 1 {
            repetitions = n
            rest.removeFirst(2)
        }
        var files: [Corpus.File] = []
        do {
            for path in rest {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw BenchError("no such file: \(path)") }
                let paths = isDirectory.boolValue
                    ? CorpusLoader.swiftFiles(under: path, suffix: ".swift") + CorpusLoader.swiftFiles(under: path, suffix: ".swiftinterface")
                    : [path]
                for file in paths { files.append(Corpus.File(path: file, bytes: try CorpusLoader.readFile(file))) }
            }
        } catch {
            printError("error: \(error)")
            return 1
        }
        let corpus = Corpus(name: "profile", files: files, directory: nil)
        let standard = name == "run" ? standardLibraryArchive() : []
        let start = monotonicSeconds()
        let sink = name == "run" ? measuredRun(corpus, standard: standard, repetitions) : measuredWork(stage, corpus, repetitions)
        let elapsed = monotonicSeconds() - start
        print(String(format: "%@: %@ × %d in %.3f s = %.1f MB/s (%d)", name, corpus.summary, repetitions, elapsed,
                     corpus.megabytes * Double(repetitions) / elapsed, sink))
        return 0
    }

    /// The measured loop, kept out of line so that callgrind can collect only inside it
    /// (`--toggle-collect='*measuredWork*'`: the mangled name holds no `ProfileMode`).
    @inline(never)
    static func measuredWork(_ stage: Stage, _ corpus: Corpus, _ repetitions: Int) -> Int {
        var sink = 0
        for _ in 0 ..< repetitions {
            for file in corpus.files { sink &+= stage.run(file) }
        }
        return sink
    }

    @inline(never)
    static func measuredRun(_ corpus: Corpus, standard: [UInt8], _ repetitions: Int) -> Int {
        var sink = 0
        for _ in 0 ..< repetitions { sink &+= Bench.expandRun(corpus.files, standard: standard) }
        return sink
    }

    /// The standard library's index as the CLI saves it, from the toolchain's interfaces.
    static func standardLibraryArchive() -> [UInt8] {
        var index = DeclarationIndex()
        let root = CorpusLoader.toolchainLibDirectory() ?? ""
        for path in CorpusLoader.swiftFiles(under: root, suffix: ".swiftinterface")
        where (path.contains("/Swift.swiftmodule/") || path.contains("/_Concurrency.swiftmodule/")) && !path.hasSuffix(".private.swiftinterface") {
            guard let bytes = try? CorpusLoader.readFile(path) else { continue }
            index.addContext(SourceFile(path: path, bytes: bytes))
        }
        return index.archived()
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
