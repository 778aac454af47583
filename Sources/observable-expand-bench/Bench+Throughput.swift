import Foundation

/// Throughput: each stage over the interface corpus and the 1,000 generated models, against the
/// byte floor; and the optional swift-syntax column.
extension Bench {
    mutating func throughput() throws {
        guard let interfaces, let generated else { return }
        // The annotated models first: the workload users have; the interfaces, where nothing is
        // annotated, are the cost of an untouched file.
        for corpus in [generated.largest, interfaces] {
            log("throughput on \(corpus.name)")
            let stages = Throughput.timeAll(on: corpus, inProcess)
            if corpus.name == interfaces.name { interfaceStages = stages } else { modelStages = stages }
            let floor = stages[.floor]!
            for stage in Stage.allCases {
                let timing = stages[stage]!
                var note = String(format: "%.2f ns/B, %@", timing.nanosecondsPerByte, Format.spread(timing.timing))
                if stage != .floor {
                    let share = timing.megabytesPerSecond / floor.megabytesPerSecond
                    note = String(format: "%.0f%% of floor (%.1f× its time); ", share * 100, 1 / share) + note
                }
                let name = corpus.name == interfaces.name ? "\(stage.rawValue) — untouched file" : stage.rawValue
                report.add("throughput", name, "\(corpus.name) (\(corpus.summary))", Format.mbps(timing.megabytesPerSecond), note)
            }
        }
    }

    mutating func swiftSyntax() throws {
        guard options.swiftSyntax else {
            report.skip("throughput", "SwiftParser.Parser.parse", reason: "--no-swift-syntax", optional: true)
            return
        }
        guard let interfaces else { return }
        let column = SwiftSyntaxColumn(workDirectory: work)
        if case let .failure(reason) = column.hostLibraries() {
            report.skip("throughput", "SwiftParser.Parser.parse", reason: "toolchain has no host swift-syntax: \(reason)", optional: true)
            return
        }
        log("building the swift-syntax helper (host libraries)")
        let helper: String
        do {
            helper = try column.buildHelper()
        } catch {
            report.skip("throughput", "SwiftParser.Parser.parse", reason: "helper did not build: \(error)", optional: true)
            return
        }
        let sample = interfaces.sample(everyNth: options.swiftSyntaxSample, name: "interfaces 1/\(options.swiftSyntaxSample)")
        log("timing SwiftParser on \(sample.summary)")
        let sampling = Sampling(warmups: 1, runs: options.quick ? 1 : 3, minimumRunSeconds: 0)
        let timing = try column.time(helper: helper, corpus: sample, sampling: sampling, wallClock: options.wallClock)
        let parserMBps = sample.megabytes / timing.median
        let same = Throughput.timeAll(on: sample, inProcess, stages: [.tokenizer, .expansion])
        let (ours, tokens) = (same[.expansion]!, same[.tokenizer]!)
        report.add("throughput", "SwiftParser.Parser.parse (toolchain host build)", "\(sample.name) (\(sample.summary))", Format.mbps(parserMBps),
                   String(format: "the host build uses library evolution: many times slower than a release build from source (the issue's "
                          + "reference: ~10 MB/s). Same sample: our expansion %.1f MB/s = %.0f× this and %.1f× 10 MB/s; tokenizer %.1f MB/s",
                          ours.megabytesPerSecond, ours.megabytesPerSecond / parserMBps, ours.megabytesPerSecond / 10, tokens.megabytesPerSecond))
    }
}
