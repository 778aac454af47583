import ObservableExpander
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak memory, measured in a fresh process per figure: the bench starts itself with
/// `--child-peak-memory STAGE FILE`; the child notes its high-water mark (`VmHWM` in
/// `/proc/self/status`) before reading the file, reads it, runs one pipeline stage on the whole
/// buffer, and prints the high-water mark again. The difference is what the stage costs for that
/// input (the input buffer included); the baseline is the runtime's fixed cost.
enum PeakMemory {
    static let childFlag = "--child-peak-memory"

    enum Step: String, CaseIterable {
        case read, tokenize, parse, expand
    }

    /// One child's report, in bytes.
    struct Report {
        var baseline: Int
        var peak: Int
        var input: Int
        /// The output's size (the expand step only; 0 otherwise).
        var output = 0
        /// Memory the work added, per byte of input and output together (an expanded class is
        /// several times its input, and the output is held in memory too).
        var perInputAndOutputByte: Double { Double(peak - baseline) / Double(max(input + output, 1)) }
        /// Memory the work added, per input byte.
        var perInputByte: Double { Double(peak - baseline) / Double(max(input, 1)) }
        var added: Int { peak - baseline }
    }

    // MARK: - Child side

    /// Runs in the child; prints `baseline peak input` (bytes). Returns the exit status.
    static func runChild(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, let step = Step(rawValue: arguments[0]) else {
            printError("usage: \(childFlag) read|tokenize|parse|expand FILE")
            return 64
        }
        let path = arguments[1]
        let baseline = highWaterMark()
        guard let bytes = readWholeFile(path) else {
            printError("cannot read \(path)")
            return 1
        }
        var keep = 0
        switch step {
        case .read:
            keep = bytes.count
        case .tokenize:
            let tokenized = Tokenizer.tokenize(bytes)
            keep = tokenized.tokens.count
        case .parse:
            let tokenized = Tokenizer.tokenize(bytes)
            let tree = DeclarationParser.parse(tokenized, bytes: bytes)
            keep = tokenized.tokens.count + tree.members.count
        case .expand:
            let result = Expander.expand(SourceFile(path: path, bytes: bytes))
            keep = result.output?.count ?? -1
        }
        let peak = highWaterMark()
        print("\(baseline) \(peak) \(bytes.count) \(keep)")
        return 0
    }

    static func printError(_ message: String) {
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// `VmHWM` of this process in bytes (0 where `/proc` is missing).
    static func highWaterMark() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                let digits = text.dropFirst(6).filter(\.isNumber)
                return (Int(digits) ?? 0) * 1024
            }
        }
        return 0
    }

    /// The file's bytes, read straight into one array (no intermediate `Data` copy).
    static func readWholeFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size {
                let n = read(fd, buffer.baseAddress! + done, size - done)
                if n <= 0 { if n < 0 && errno == EINTR { continue }; break }
                done += n
            }
            failed = done != size
            count = done
        }
        return failed ? nil : bytes
    }

    // MARK: - Parent side

    /// Measures `step` on `file` in `runs` fresh processes; the median report.
    static func measure(_ step: Step, file: String, runs: Int, benchExecutable: String) throws -> Report {
        var reports: [Report] = []
        for _ in 0 ..< max(1, runs) {
            let outcome = try Subprocess.check(benchExecutable, [childFlag, step.rawValue, file], capture: true)
            let fields = outcome.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
            guard fields.count >= 3 else { throw BenchError("peak-memory child printed '\(outcome.standardOutput)'") }
            if fields.count >= 4 && fields[3] < 0 { throw BenchError("expansion of \(file) failed in the peak-memory child") }
            reports.append(Report(baseline: fields[0], peak: fields[1], input: fields[2], output: step == .expand && fields.count >= 4 ? fields[3] : 0))
        }
        return reports.sorted { $0.added < $1.added }[reports.count / 2]
    }
}
