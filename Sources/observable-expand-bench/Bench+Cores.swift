import Dispatch
import Foundation

/// What this machine's cores give when two threads work at once: the ceiling of any jobs
/// speed-up here. A virtual machine's two cores may be two hardware threads of one physical
/// core, or be throttled by the host; the jobs figure of the disk section is then bound by
/// the machine, not the tool, and this section says by how much.
struct CoreScaling {
    var stage: Stage
    /// Wall time of the work done twice, one after the other, on one thread.
    var oneThread: Timing
    /// Wall time of the same work done once on each of two threads at the same time.
    var twoThreads: Timing

    /// How much faster two threads do twice the work than one (2 = two full cores).
    var speedup: Double { oneThread.median / twoThreads.median }
}

extension Bench {
    mutating func coreScaling() throws {
        guard let generated else { return }
        let corpus = generated.largest
        guard ProcessInfo.processInfo.activeProcessorCount >= 2 else {
            report.skip("cores", "two threads at once", reason: "one core", optional: true)
            return
        }
        log("cores: byte floor and whole expansion on 1 and 2 threads at once, \(max(3, options.folderRuns)) rounds")
        for stage in [Stage.floor, .expansion] {
            let scaling = CoreScaling.measure(stage, on: corpus, rounds: max(3, options.folderRuns))
            cores[stage] = scaling
            report.add("cores", "\(stage.rawValue) on 2 threads at once", "\(corpus.name) (\(corpus.summary))", Format.ratio(scaling.speedup),
                       String(format: "twice the work: %@ on 1 thread, %@ on 2 threads at once, wall time (2.00× = two full cores); %@",
                              Format.ms(scaling.oneThread.median), Format.ms(scaling.twoThreads.median), Format.spread(scaling.twoThreads)))
        }
    }
}

extension CoreScaling {
    /// Times `stage` over `corpus` as one thread doing it twice and as two threads doing it once
    /// each, in turn for `rounds` rounds after a warm-up round (so that load changes affect both
    /// alike). Work shorter than 50 ms is repeated until it is not.
    static func measure(_ stage: Stage, on corpus: Corpus, rounds: Int) -> CoreScaling {
        let files = corpus.files
        @Sendable func pass() -> Int {
            var total = 0
            for file in files { total &+= stage.run(file) }
            return total
        }
        // Repetitions per unit of work, so that thread start-up is lost in the time measured.
        let start = monotonicSeconds()
        benchmarkSink &+= pass()
        let once = max(monotonicSeconds() - start, 1e-6)
        let repetitions = once < 0.05 ? Int((0.05 / once).rounded(.up)) : 1
        @Sendable func unit() -> Int {
            var total = 0
            for _ in 0 ..< repetitions { total &+= pass() }
            return total
        }
        var one: [Double] = [], two: [Double] = []
        let results = ThreadResults(count: 2)
        for round in 0 ... rounds {
            let t0 = monotonicSeconds()
            benchmarkSink &+= unit() &+ unit()
            let t1 = monotonicSeconds()
            DispatchQueue.concurrentPerform(iterations: 2) { k in results.set(k, unit()) }
            let t2 = monotonicSeconds()
            benchmarkSink &+= results.values.reduce(0, &+)
            guard round > 0 else { continue }
            one.append((t1 - t0) / Double(repetitions))
            two.append((t2 - t1) / Double(repetitions))
        }
        return CoreScaling(stage: stage, oneThread: Timing(samples: one), twoThreads: Timing(samples: two))
    }
}
