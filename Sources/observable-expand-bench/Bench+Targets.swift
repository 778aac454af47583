import Foundation

/// The targets of issues 6 and 11, judged on the figures gathered by the sections.
extension Bench {
    mutating func targets() {
        func verdict(_ met: Bool?) -> String { met.map { $0 ? "met" : "NOT MET" } ?? "not measured" }
        // Issue 11: the annotated path.
        let models = modelStages[.expansion]?.megabytesPerSecond
        report.add("target", "whole expansion ≥ 60 MB/s (annotated models)", "", verdict(models.map { $0 >= 60 }), models.map { Format.mbps($0) } ?? "")
        let parse = modelStages[.parser]?.megabytesPerSecond
        report.add("target", "tokenizer + parser ≥ 120 MB/s (annotated models)", "", verdict(parse.map { $0 >= 120 }), parse.map { Format.mbps($0) } ?? "")
        if let disk {
            let best = disk.fresh.map(\.wall.median).min()!
            // Not judged when creating a file cost several times what it should (see
            // `FileSystemSettling`): both sides then measure the kernel.
            let settled = settledFileSystem?.settled ?? true
            report.add("target", "CLI, fresh outputs ≤ 2× the I/O floor", "", verdict(settled ? best / disk.floorFresh.median <= 2 : nil),
                       String(format: "%.2f× (best job count)%@", best / disk.floorFresh.median, settled ? "" : "; the file system had not settled"))
            let rerun = disk.rerun.median / disk.floorRerun.median
            report.add("target", "CLI rerun, unchanged ≤ 2× reading inputs and outputs", "", verdict(rerun <= 2),
                       String(format: "%.2f× with the expansion cache (settled outputs); %.2f× just after writing; %.2f× with --no-cache", rerun,
                              disk.rerunJustWritten.median / disk.floorRerun.median, disk.rerunUncached.median / disk.floorRerun.median))
            let speedup = disk.fresh[0].wall.median / disk.fresh[1].wall.median
            let cpu = cores[.expansion]?.speedup
            var note = String(format: "%.2f×; about %.2f× is possible on this machine (the I/O floor itself is %.2f× faster on 2 threads", speedup,
                              disk.twoJobBound(cpuSpeedup: cpu ?? 2), disk.floorFresh.median / disk.floorFreshTwoThreads.median)
            if let cpu, let floor = cores[.floor]?.speedup {
                note += String(format: "; two threads at once do %.2f× the work of one on the whole expansion and %.2f× on the byte floor", cpu, floor)
            }
            report.add("target", "2 jobs ≥ 1.5× faster than 1 (1,000 files)", "", verdict(settled ? speedup >= 1.5 : nil),
                       note + (settled ? ")" : "); the file system had not settled"))
            report.add("target", "folder run's peak memory bounded by the files in flight", "", verdict(disk.folderPeak <= disk.folderPeakBound),
                       "\(Format.megabytes(disk.folderPeak)) vs \(Format.megabytes(disk.folderPeakBound))")
            report.add("target", "large file's peak ≤ 4 × (in + out) + 20 MB", "", verdict(disk.largePeak <= disk.largeBound),
                       "\(Format.megabytes(disk.largePeak)) vs \(Format.megabytes(disk.largeBound))")
        }
        // Issue 6: the cost of an untouched file, start-up and scaling.
        let expansion = interfaceStages[.expansion]?.megabytesPerSecond
        report.add("target", "whole expansion ≥ 150 MB/s (interfaces)", "", verdict(expansion.map { $0 >= 150 }),
                   expansion.map { Format.mbps($0) } ?? "")
        let tokenizer = interfaceStages[.tokenizer]?.megabytesPerSecond
        report.add("target", "tokenizer ≥ 300 MB/s (interfaces)", "", verdict(tokenizer.map { $0 >= 300 }), tokenizer.map { Format.mbps($0) } ?? "")
        let startupRatio = startup.map { $0.cli.wall.median / $0.hello.wall.median }
        report.add("target", "CLI on one typical file ≤ 2× hello world", "", verdict(startupRatio.map { $0 <= 2 }),
                   startupRatio.map { Format.ratio($0) } ?? "")
        report.add("target", "standard-library index after the first run ≤ 10 ms", "", verdict(savedIndexRead.map { $0 <= 0.010 }),
                   savedIndexRead.map { String(format: "%.1f ms", $0 * 1000) } ?? "")
        report.add("target", "whole run in-process ≥ 100 MB/s (real-shaped)", "", verdict(realShapedThroughput.map { $0 >= 100 }),
                   realShapedThroughput.map { whole in
                       Format.mbps(whole) + (realShapedParserThroughput.map { "; tokenizer + parser alone \(Format.mbps($0))" } ?? "")
                   } ?? "")
        for (name, figures) in [("real-shaped", realShapedCLI), ("real code", realCodeCLI)] {
            let worst = figures.map { max($0.cpuRatio, $0.wallRatio) }
            report.add("target", "CLI fresh folder, --no-cache ≤ 2× the I/O floor in CPU and wall (\(name))", "", verdict(worst.map { $0 <= 2 }),
                       figures.map { "CPU \(Format.ratio($0.cpuRatio)), wall \(Format.ratio($0.wallRatio))" } ?? "")
        }
        let memory = interfaceMemory?.perInputByte
        report.add("target", "peak memory < 4× input + small constant", "", verdict(memory.map { $0 < 4 }),
                   memory.map { "\(Format.perByte($0)) above the process baseline (expand, 16 MB buffer)" } ?? "")
        let flat = scaleTimePerByte.isEmpty ? nil : scaleTimePerByte.max()! / scaleTimePerByte.min()!
        let slope = classSlopes.last
        report.add("target", "linear scaling (time/byte flat, slope ≈ 1)", "", verdict(flat.flatMap { f in slope.map { f < 1.5 && $0 < 1.2 } }),
                   [flat.map { "time/byte spread \(Format.ratio($0))" }, slope.map { String(format: "last class-size slope %.2f", $0) }]
                       .compactMap { $0 }.joined(separator: ", "))
    }
}
