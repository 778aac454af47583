import Foundation

/// The build-time gain users see: 100 classes of 8 properties type-checked with the real
/// `@Observable` (the compiler runs the macro plugin) against the same classes expanded by the
/// CLI and type-checked as plain Swift, plus the expansion itself.
struct BuildTimeGain {
    var cli: String
    var workDirectory: String
    var classes = 100

    struct Result {
        var classes: Int
        var emptyFile: Timing
        var macro: Timing
        var expanded: Timing
        var expansion: Timing

        /// Type-checking time per class above an empty file's (`import Observation` only).
        var macroPerClass: Double { (macro.median - emptyFile.median) / Double(classes) }
        var expandedPerClass: Double { (expanded.median - emptyFile.median) / Double(classes) }
        /// Whole file, macro form / (expansion + expanded form).
        var wholeRatio: Double { macro.median / (expansion.median + expanded.median) }
        var perClassRatio: Double { macroPerClass / max(expandedPerClass, 1e-9) }
    }

    func run(sampling: Sampling, expansionSampling: Sampling) throws -> Result {
        guard let swiftc = Toolchain.swiftc else { throw BenchError("swiftc is not on PATH") }
        let folder = workDirectory + "/build-time"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let empty = folder + "/Empty.swift"
        let real = folder + "/RealMacro.swift"
        let annotated = folder + "/Annotated.swift"
        let expanded = folder + "/Expanded.swift"
        try "import Observation\n".write(toFile: empty, atomically: true, encoding: .utf8)
        try ModelGenerator.buildTimeFile(classes: classes, realMacro: true).write(toFile: real, atomically: true, encoding: .utf8)
        try ModelGenerator.buildTimeFile(classes: classes, realMacro: false).write(toFile: annotated, atomically: true, encoding: .utf8)

        func expand() throws -> Double {
            unlink(expanded)
            return try Subprocess.check(cli, [annotated, "-o", expanded, "--cache-path", workDirectory + "/cli-cache"]).wallSeconds
        }
        func typecheck(_ file: String) throws -> Double {
            try Subprocess.check(swiftc, ["-typecheck", file, "-module-cache-path", workDirectory + "/module-cache"]).wallSeconds
        }
        for _ in 0 ..< max(1, expansionSampling.warmups) { _ = try expand() }
        var expansionSamples: [Double] = []
        for _ in 0 ..< expansionSampling.runs { expansionSamples.append(try expand()) }

        for _ in 0 ..< max(1, sampling.warmups) {
            for file in [empty, real, expanded] { _ = try typecheck(file) }
        }
        var emptySamples: [Double] = [], macroSamples: [Double] = [], expandedSamples: [Double] = []
        for _ in 0 ..< sampling.runs {
            emptySamples.append(try typecheck(empty))
            macroSamples.append(try typecheck(real))
            expandedSamples.append(try typecheck(expanded))
        }
        return Result(classes: classes, emptyFile: Timing(samples: emptySamples), macro: Timing(samples: macroSamples),
                      expanded: Timing(samples: expandedSamples), expansion: Timing(samples: expansionSamples))
    }
}
