// observable-expand-bench: the figures of `make bench` (issue 6). Never run by the tests.
//
//   main.swift               entry point, and the child modes (peak memory, one stage alone)
//   BenchOptions.swift       the command line
//   Bench.swift              the run: set-up, sections in order, the table, RESULTS.md
//   Bench+Throughput.swift   each stage against the byte floor; the swift-syntax column
//   Bench+Scaling.swift      per-byte time and memory from 1 to 1,000 files; 1 to 10,000 properties
//   Bench+Memory.swift       peak memory of each step; the CLI's peak
//   Bench+Processes.swift    CLI start-up vs hello world; the 1,000-file folder; build-time gain
//   Bench+Targets.swift      the targets of issue 6, met or not
//   Measure.swift            clocks, sampling (warm-up, interleaved runs, median)
//   ByteFloor.swift          the floor: read and classify every byte
//   Throughput.swift         tokenizer / parser / expansion over a corpus
//   Corpus.swift             corpora in memory; the toolchain's .swiftinterface files
//   ModelGenerator.swift     generated annotated models (typical files, wide classes)
//   GeneratedCorpora.swift   writes and checks the generated corpora in the work folder
//   PeakMemory.swift         VmHWM in a fresh process per figure
//   Subprocess.swift         posix_spawn + wait4 (wall time, CPU time, maxrss)
//   CLIBench.swift           start-up, folder and peak-memory runs of the CLI
//   BuildTimeGain.swift      swiftc -typecheck: real @Observable vs expanded
//   SwiftSyntaxColumn.swift  optional SwiftParser comparison, built apart from the package
//   ProfileMode.swift        --run-stage: one stage alone, for callgrind (benchmarks/profile.sh)
//   Report.swift             the table and benchmarks/RESULTS.md
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

// The child mode runs before anything else is allocated, so that its baseline is the runtime's.
if arguments.first == PeakMemory.childFlag {
    exit(PeakMemory.runChild(Array(arguments.dropFirst())))
}
if arguments.first == ProfileMode.flag {
    exit(ProfileMode.run(Array(arguments.dropFirst())))
}

let options: BenchOptions
do {
    options = try BenchOptions.parse(arguments)
} catch {
    FileHandle.standardError.write(Data("observable-expand-bench: error: \(error)\n".utf8))
    exit(64)
}
if options.showHelp {
    print(BenchOptions.help)
    exit(0)
}
if let folder = options.generate {
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let corpora = try GeneratedCorpora.generate(in: folder, fileCounts: options.fileCounts, classSizes: options.classSizes)
        // The real-shaped corpus of section real-shaped, for profiling (benchmarks/profile.sh).
        let realShaped = folder + "/real-shaped-1000"
        try FileManager.default.createDirectory(atPath: realShaped, withIntermediateDirectories: true)
        for i in 0 ..< 1_000 {
            let file = RealShapedGenerator.file(i)
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: realShaped + "/" + file.name))
        }
        print("wrote " + corpora.scales.map { "\($0.directory!) (\($0.summary))" }.joined(separator: ", ")
            + ", \(realShaped) and \(corpora.wideClasses.count) wide-class files to \(folder)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("observable-expand-bench: error: \(error)\n".utf8))
        exit(1)
    }
}
var bench = Bench(options: options)
exit(bench.run())
