import Foundation

/// The targets of issue 6, judged on the figures gathered by the sections.
extension Bench {
    mutating func targets() {
        func verdict(_ met: Bool?) -> String { met.map { $0 ? "met" : "NOT MET" } ?? "not measured" }
        let expansion = interfaceStages[.expansion]?.megabytesPerSecond
        report.add("target", "whole expansion ≥ 150 MB/s (interfaces)", "", verdict(expansion.map { $0 >= 150 }),
                   expansion.map { Format.mbps($0) } ?? "")
        let tokenizer = interfaceStages[.tokenizer]?.megabytesPerSecond
        report.add("target", "tokenizer ≥ 300 MB/s (interfaces)", "", verdict(tokenizer.map { $0 >= 300 }), tokenizer.map { Format.mbps($0) } ?? "")
        let startupRatio = startup.map { $0.cli.wall.median / $0.hello.wall.median }
        report.add("target", "CLI on one typical file ≤ 2× hello world", "", verdict(startupRatio.map { $0 <= 2 }),
                   startupRatio.map { Format.ratio($0) } ?? "")
        let memory = interfaceMemory?.perInputByte
        report.add("target", "peak memory < 4× input + small constant", "", verdict(memory.map { $0 < 4 }),
                   memory.map { "\(Format.perByte($0)) above the process baseline (expand, 16 MB buffer)" } ?? "")
        let speedup = folderTimings.map { $0.one.median / $0.two.median }
        report.add("target", "1,000 files faster with 2 jobs than 1", "", verdict(speedup.map { $0 > 1.05 }),
                   speedup.map { String(format: "%.2f× speed-up", $0) } ?? "")
        let flat = scaleTimePerByte.isEmpty ? nil : scaleTimePerByte.max()! / scaleTimePerByte.min()!
        let slope = classSlopes.last
        report.add("target", "linear scaling (time/byte flat, slope ≈ 1)", "", verdict(flat.flatMap { f in slope.map { f < 1.5 && $0 < 1.2 } }),
                   [flat.map { "time/byte spread \(Format.ratio($0))" }, slope.map { String(format: "last class-size slope %.2f", $0) }]
                       .compactMap { $0 }.joined(separator: ", "))
    }
}
