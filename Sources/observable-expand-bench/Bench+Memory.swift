import Foundation

/// Peak memory: each pipeline step on the interface corpus as one buffer, in a fresh process;
/// and the CLI's own peak on the largest interface file.
extension Bench {
    mutating func memory() throws {
        guard let interfaces, let generated else { return }
        let file = work + "/interfaces-concatenated.swift"
        try GeneratedCorpora.writeConcatenation(of: interfaces, to: file)
        for step in PeakMemory.Step.allCases {
            log("peak memory: \(step.rawValue)")
            let memory = try PeakMemory.measure(step, file: file, runs: 3, benchExecutable: benchExecutable)
            if step == .expand { interfaceMemory = memory }
            report.add("memory", "peak, fresh process: read\(step == .read ? "" : " + " + step.rawValue)",
                       "interfaces as one buffer (\(Format.megabytes(memory.input)))", Format.perByte(memory.perInputByte),
                       "+\(Format.megabytes(memory.added)) over a baseline of \(Format.megabytes(memory.baseline))")
        }
        let largest = interfaces.files.max { $0.bytes.count < $1.bytes.count }!
        log("peak memory: CLI on \(largest.path)")
        let clibench = CLIBench(cli: cli, workDirectory: work)
        let (rss, method) = try clibench.peakMemory(file: largest.path)
        let (idle, _) = try clibench.peakMemory(file: generated.typicalFile.path)
        report.add("memory", "CLI peak RSS, one file to -o", "largest interface (\(Format.megabytes(largest.bytes.count)))", Format.megabytes(rss),
                   String(format: "%@; %.1f× the input in all; %@ on a 2.5 KB model file (runtime, Foundation), so %.1f B/B above that",
                          method, Double(rss) / Double(largest.bytes.count), Format.megabytes(idle), Double(rss - idle) / Double(largest.bytes.count)))
    }
}
