import Foundation

/// The one table the bench prints, and `benchmarks/RESULTS.md`.
struct Report {
    struct Row {
        var section: String
        var figure: String
        var corpus: String
        var value: String
        var note: String
    }

    var rows: [Row] = []
    var failures: [String] = []

    mutating func add(_ section: String, _ figure: String, _ corpus: String, _ value: String, _ note: String = "") {
        rows.append(Row(section: section, figure: figure, corpus: corpus, value: value, note: note))
    }

    /// A section that could not be measured: one row saying why (and a failing exit status
    /// unless the section is optional).
    mutating func skip(_ section: String, _ figure: String, reason: String, optional: Bool) {
        add(section, figure, "—", optional ? "skipped" : "FAILED", reason.replacingOccurrences(of: "\n", with: " "))
        if !optional { failures.append("\(section) / \(figure): \(reason)") }
    }

    /// A Markdown pipe table with padded columns, readable as plain text too.
    func table() -> String {
        let header = ["Section", "Figure", "Corpus", "Value", "Notes"]
        let cells = rows.map { [$0.section, $0.figure, $0.corpus, $0.value, $0.note] }
        var widths = header.map(\.count)
        for row in cells {
            for (k, cell) in row.enumerated() { widths[k] = max(widths[k], cell.count) }
        }
        func line(_ cells: [String], rightAligned: Set<Int> = [3]) -> String {
            let padded = cells.enumerated().map { k, cell -> String in
                let padding = String(repeating: " ", count: widths[k] - cell.count)
                return rightAligned.contains(k) ? padding + cell : cell + padding
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        var lines = [line(header, rightAligned: []), "|" + widths.enumerated().map { k, w in
            k == 3 ? String(repeating: "-", count: w + 1) + ":" : String(repeating: "-", count: w + 2)
        }.joined(separator: "|") + "|"]
        lines += cells.map { line($0) }
        return lines.joined(separator: "\n")
    }

    /// `benchmarks/RESULTS.md`: machine, date, command, the table, and how to read it.
    func markdown(machine: Machine, command: String, sampling: String, duration: Double) -> String {
        """
        # Benchmark results

        The last run of `make bench` (`benchmarks/run.sh`), kept so that a change in speed shows
        in review. Regenerate with `make bench`; do not edit by hand.

        - Date: \(machine.date)
        - Machine: \(machine.cpu), \(machine.cores) cores, \(machine.memory); \(machine.system)
        - Toolchain: \(machine.swift)
        - Command: `\(command)` (took \(String(format: "%.0f", duration)) s)
        - Load average when the run ended: \(Machine.loadAverage()) (other work on the machine slows
          whole-process figures; in-process figures count the thread's CPU time only)
        - \(sampling)

        \(table())

        How to read it:
        - Throughput figures are the median of the timed runs after a warm-up, over the same
          in-memory buffers, one call per file as the CLI makes them. "of floor" compares with the
          byte floor: a loop that reads every byte, classifies it through a 256-entry table and
          sums the classes — the least work any tool that looks at every byte must do. (The
          issue quotes about 900 MB/s for its floor loop; this one runs over an unsafe buffer,
          without bounds checks, several times faster, so the ratios to it are stricter.)
          The stages of one corpus, and the corpora of the scaling rows, are timed run by run
          in turn, so that a change in the machine's load affects all of them alike.
        - The interface corpus is every `.swiftinterface` file of the toolchain (the standard
          library, overlays and the host swift-syntax modules, under `lib/swift`, `lib/swift_static`
          and `lib/swift/host`). It has no annotated class, so expansion there is the cost of
          deciding that nothing needs expanding. The generated corpus is annotated models with
          doc comments, interpolated, raw and multi-line strings, closures, methods and `#if`.
        - The swift-syntax figure uses the toolchain's host build of swift-syntax, which is
          built with library evolution and runs many times slower than a release build from
          source (the issue quotes about 10 MB/s for a release build's parser on this machine).
        - The cores rows run the same in-process work twice on one thread and once on each of
          two threads at the same time (wall time): how much two threads at once give on this
          machine. A virtual machine's two cores can be two hardware threads of one core, or
          share it with other guests: the byte floor's loop has given anything from 1.0× to
          1.9× here within one hour. It bounds what two jobs can gain.
        - The disk rows time the I/O floor and the CLI in turn, round by round. Each fresh run
          (the floor's too) writes into a new folder that no run used before, and no folder is
          deleted before the bench ends: ext4 passes over the inodes of recently deleted files
          when it allocates one, so for a minute or more after thousands of files were deleted
          nearby (the last bench's work folder, a test run, a build's temporary files) each new
          file costs several times what it should, and the floor and the CLI both measure
          that. Before the rounds the bench creates 300 files and rewrites them in place, every
          5 s, until creating one costs at most 10 times rewriting one (about 5 times on a
          settled file system, 30 to 90 times right after a deletion), for at most 120 s; the
          fresh-output and jobs targets are not judged when it did not settle.
        - Peak memory is measured in a fresh process per figure: `VmHWM` after the work minus
          `VmHWM` before reading the input, over the input size (the input buffer included).
        - Per-class build time is (time of `swiftc -typecheck` on the file − time on a file that
          only imports Observation) / number of classes.
        """
    }
}

/// The machine the figures were taken on.
struct Machine {
    var date: String
    var cpu: String
    var cores: Int
    var memory: String
    var system: String
    var swift: String

    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "").split(separator: " ").prefix(3).joined(separator: " ")
    }

    static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown CPU"
        let memory = String(format: "%.0f GiB RAM", Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824)
        var name = utsname()
        uname(&name)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let system = "\(field(name.sysname)) \(field(name.release)) \(field(name.machine))"
        var swift = "unknown"
        if let swiftc = Toolchain.swiftc, let outcome = try? Subprocess.run(swiftc, ["--version"], capture: true) {
            swift = (outcome.standardOutput + outcome.standardError).split(separator: "\n").first.map(String.init) ?? swift
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return Machine(date: formatter.string(from: Date()), cpu: model, cores: ProcessInfo.processInfo.activeProcessorCount,
                       memory: memory, system: system, swift: swift)
    }
}

// MARK: - Number formatting

enum Format {
    static func mbps(_ value: Double) -> String { String(format: "%.1f MB/s", value) }
    static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1e3) }
    static func seconds(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }
    static func us(_ seconds: Double) -> String {
        seconds < 1e-3 ? String(format: "%.1f µs", seconds * 1e6) : String(format: "%.2f ms", seconds * 1e3)
    }
    static func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }
    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }
    static func perByte(_ value: Double) -> String { String(format: "%.2f B/B", value) }
    static func spread(_ timing: Timing) -> String { String(format: "±%.0f%%", timing.spread * 100) }
    static func thousands(_ n: Int) -> String {
        let digits = String(n)
        var result = ""
        for (k, c) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { result.append(",") }
            result.append(c)
        }
        return result
    }
}
