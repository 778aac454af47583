#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic wall-clock time in seconds.
@inline(__always) func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// CPU time of the calling thread in seconds: unlike wall time, it does not count the time the
/// thread waits while other processes on a shared machine run.
@inline(__always) func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// The clock of the in-process figures: thread CPU time unless `--wall-clock` is given.
nonisolated(unsafe) var inProcessClock: () -> Double = threadCPUSeconds

/// Results of measured work flow into this value, so that the optimiser cannot drop the work.
nonisolated(unsafe) var benchmarkSink = 0

/// How a figure is sampled: `warmups` runs that are thrown away, then `runs` timed runs, of
/// which the median is the figure. A run repeats the work until it lasts `minimumRunSeconds`
/// (so that microsecond-sized work is not lost in clock noise); times are per repetition.
struct Sampling {
    var warmups: Int
    var runs: Int
    var minimumRunSeconds: Double
}

/// The seconds that one repetition of some work took: median and spread over the runs.
struct Timing {
    var samples: [Double]

    var median: Double {
        let sorted = samples.sorted()
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }
    var minimum: Double { samples.min() ?? 0 }
    var maximum: Double { samples.max() ?? 0 }
    /// Half the min-max spread relative to the median, as a rough noise indicator.
    var spread: Double { median > 0 ? (maximum - minimum) / 2 / median : 0 }
}

/// Times `work` (which returns a value folded into `benchmarkSink`) as `sampling` says.
func measure(_ sampling: Sampling, _ work: () -> Int) -> Timing {
    withoutActuallyEscaping(work) { measureInterleaved(sampling, [$0])[0] }
}

/// Times several pieces of work run by run in turn (A B C, A B C, …), so that a change in the
/// machine's load during the measurement affects each alike and their ratios stay meaningful.
/// Each piece is warmed up and calibrated (repetitions per run) on its own first.
func measureInterleaved(_ sampling: Sampling, _ works: [() -> Int]) -> [Timing] {
    var repetitions = [Int](repeating: 1, count: works.count)
    for (k, work) in works.enumerated() {
        // Warm-up runs also calibrate the repetition count.
        for _ in 0 ..< max(1, sampling.warmups) {
            let start = inProcessClock()
            for _ in 0 ..< repetitions[k] { benchmarkSink &+= work() }
            let elapsed = inProcessClock() - start
            if elapsed < sampling.minimumRunSeconds {
                let perRepetition = max(elapsed / Double(repetitions[k]), 1e-9)
                repetitions[k] = max(repetitions[k], Int((sampling.minimumRunSeconds / perRepetition).rounded(.up)))
            }
        }
    }
    var samples = works.map { _ in [Double]() }
    for _ in 0 ..< max(1, sampling.runs) {
        for (k, work) in works.enumerated() {
            let start = inProcessClock()
            for _ in 0 ..< repetitions[k] { benchmarkSink &+= work() }
            samples[k].append((inProcessClock() - start) / Double(repetitions[k]))
        }
    }
    return samples.map { Timing(samples: $0) }
}

/// Median of plain samples (used for figures measured by child processes).
func median(_ values: [Double]) -> Double {
    Timing(samples: values).median
}
