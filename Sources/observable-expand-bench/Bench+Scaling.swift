import Foundation

/// Scaling: time and memory per byte from 1 to 1,000 files, and the cost of one class from 1 to
/// 10,000 properties (the slope shows anything worse than linear).
extension Bench {
    mutating func scalingByCorpusSize() throws {
        guard let generated else { return }
        log("scaling: " + generated.scales.map(\.name).joined(separator: ", ") + ", interleaved")
        // The corpora are timed run by run in turn, so that other load on the machine cannot
        // pass for a change in time per byte.
        let timings = measureInterleaved(inProcess, generated.scales.map { corpus in
            {
                var total = 0
                for file in corpus.files { total &+= Stage.expansion.run(file) }
                return total
            }
        })
        for (corpus, measured) in zip(generated.scales, timings) {
            let timing = StageTiming(stage: .expansion, corpus: corpus, timing: measured)
            scaleTimePerByte.append(timing.nanosecondsPerByte)
            let concatenation = work + "/concat-\(corpus.files.count).swift"
            try GeneratedCorpora.writeConcatenation(of: corpus, to: concatenation)
            let memory = try PeakMemory.measure(.expand, file: concatenation, runs: 3, benchExecutable: benchExecutable)
            report.add("scaling", "expansion, per byte", "\(corpus.name) (\(corpus.summary))", String(format: "%.2f ns/B", timing.nanosecondsPerByte),
                       String(format: "%.1f MB/s, %@; peak memory as one buffer +%@ = %.2f B per input byte, %.2f B per input+output byte",
                              timing.megabytesPerSecond, Format.spread(timing.timing), Format.megabytes(memory.added),
                              memory.perInputByte, memory.perInputAndOutputByte))
        }
        if let low = scaleTimePerByte.min(), let high = scaleTimePerByte.max(), low > 0 {
            report.add("scaling", "time per byte, largest / smallest", "models ×\(options.fileCounts.min()!) … ×\(options.fileCounts.max()!)",
                       Format.ratio(high / low), "flat = 1.00×")
        }
    }

    mutating func scalingByClassSize() throws {
        guard let generated else { return }
        var points: [(properties: Int, seconds: Double, bytes: Int)] = []
        for (properties, corpus) in generated.wideClasses {
            log("scaling: \(corpus.name)")
            let stages = Throughput.timeAll(on: corpus, inProcess, stages: [.tokenizer, .parser, .expansion])
            let (tokenizer, parser, expansion) = (stages[.tokenizer]!, stages[.parser]!, stages[.expansion]!)
            let memory = try PeakMemory.measure(.expand, file: corpus.files[0].path, runs: 3, benchExecutable: benchExecutable)
            points.append((properties, expansion.timing.median, corpus.byteCount))
            report.add("scaling", "expand 1 class × \(Format.thousands(properties)) properties", corpus.summary, Format.us(expansion.timing.median),
                       String(format: "%.0f ns/property; ns/B: tokenizer %.2f, +parser %.2f, expansion %.2f; memory +%@ = %.2f B per input+output byte",
                              expansion.timing.median * 1e9 / Double(properties), tokenizer.nanosecondsPerByte, parser.nanosecondsPerByte,
                              expansion.nanosecondsPerByte, Format.megabytes(memory.added), memory.perInputAndOutputByte))
        }
        guard let first = points.first, let last = points.last, points.count > 1 else { return }
        var slopes: [String] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let slope = Foundation.log(b.seconds / a.seconds) / Foundation.log(Double(b.properties) / Double(a.properties))
            classSlopes.append(slope)
            slopes.append(String(format: "%@→%@: %.2f", Format.thousands(a.properties), Format.thousands(b.properties), slope))
        }
        report.add("scaling", "cost of \(Format.thousands(last.properties)) vs \(Format.thousands(first.properties)) property",
                   "wide classes", Format.ratio(last.seconds / first.seconds),
                   String(format: "vs %@× the properties and %.0f× the bytes (a fixed per-file cost dominates 1 property)",
                          Format.thousands(last.properties / first.properties), Double(last.bytes) / Double(first.bytes)))
        report.add("scaling", "log-log slope of time vs properties", "wide classes", String(format: "%.2f", classSlopes.last!),
                   slopes.joined(separator: ", ") + " (1 = linear, 2 = quadratic)")
    }
}
