import Foundation

/// Whole processes: CLI start-up against hello world (the folder runs are in Bench+Disk.swift),
/// and the build-time gain over the real macro (swiftc -typecheck).
extension Bench {
    mutating func processes() throws {
        guard let generated else { return }
        let bench = CLIBench(cli: cli, workDirectory: work)
        log("building hello world")
        let hello = try bench.buildHelloWorld()
        let typical = generated.typicalFile
        log("start-up: hello world and the CLI on one typical file")
        let times = try bench.startup(hello: hello, file: typical.path, sampling: process)
        startup = times
        report.add("process", "hello-world Swift binary (swiftc -O)", "—", Format.ms(times.hello.wall.median),
                   "cpu \(Format.ms(times.hello.cpu.median)); \(Format.spread(times.hello.wall))")
        report.add("process", "CLI on one typical model file, to -o", "Model0000.swift (\(Format.thousands(typical.bytes.count)) B, 2 classes)",
                   Format.ms(times.cli.wall.median),
                   String(format: "%.2f× hello world (cpu %@ = %.2f×); %@", times.cli.wall.median / times.hello.wall.median,
                          Format.ms(times.cli.cpu.median), times.cli.cpu.median / times.hello.cpu.median, Format.spread(times.cli.wall)))

    }

    // MARK: - Build time

    mutating func buildTime() throws {
        log("build time: swiftc -typecheck of 100 classes, macro vs expanded (about a minute)")
        let result = try BuildTimeGain(cli: cli, workDirectory: work).run(sampling: typecheck, expansionSampling: process)
        let corpus = "\(result.classes) classes × 8 properties"
        report.add("build time", "swiftc -typecheck, file importing Observation only", "—", Format.ms(result.emptyFile.median), Format.spread(result.emptyFile))
        report.add("build time", "swiftc -typecheck with the real @Observable", corpus, Format.seconds(result.macro.median),
                   String(format: "%.1f ms per class; %@", result.macroPerClass * 1e3, Format.spread(result.macro)))
        report.add("build time", "observable-expand on the annotated file", corpus, Format.ms(result.expansion.median), "whole CLI process")
        report.add("build time", "swiftc -typecheck of the expanded file", corpus, Format.seconds(result.expanded.median),
                   String(format: "%.1f ms per class; %@", result.expandedPerClass * 1e3, Format.spread(result.expanded)))
        report.add("build time", "gain: macro / (expand + typecheck expanded)", corpus, Format.ratio(result.wholeRatio),
                   String(format: "per class (type-checking only): %.1f ms vs %.1f ms = %.1f× faster", result.macroPerClass * 1e3,
                          result.expandedPerClass * 1e3, result.perClassRatio))
    }
}
