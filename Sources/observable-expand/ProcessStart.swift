/// When a process started, to tell a temporary file of a killed run from one of a live run
/// whose process number happens to be the same (`TemporaryFiles.isLeftover`).
enum ProcessStart {
    /// The start of process `pid` in seconds since 1970, never later than the true start (so
    /// that a file the process wrote is never judged older than it), or nil when it cannot be
    /// told. Linux: `/proc/<pid>/stat`'s start time (clock ticks after boot) added to
    /// `/proc/stat`'s boot time, a whole second, truncated: up to a second early. Elsewhere nil,
    /// and a temporary file of a live process number is then kept, as before.
    static func time(of pid: Int32) -> Double? {
        #if os(Linux)
        guard let stat = read("/proc/\(pid)/stat"), let boot = bootTime() else { return nil }
        // The command name (field 2) is in parentheses and may hold spaces or ')': the fields
        // after the last ')' start with field 3, so the start time (field 22) is the 20th.
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count >= 20, let ticks = Double(fields[19]) else { return nil }
        let perSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard perSecond > 0 else { return nil }
        return boot + ticks / perSecond
        #else
        return nil
        #endif
    }

    #if os(Linux)
    /// `btime` of `/proc/stat`: when the machine booted, in whole seconds since 1970.
    private static func bootTime() -> Double? {
        guard let text = read("/proc/stat") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("btime ") {
            return Double(line.dropFirst(6).trimmingCharacters(in: " "))
        }
        return nil
    }

    /// A small file of /proc, read whole (its size is 0 to `stat`).
    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
    #endif
}

private extension Substring {
    func trimmingCharacters(in character: Character) -> Substring {
        var result = self
        while result.first == character { result = result.dropFirst() }
        while result.last == character { result = result.dropLast() }
        return result
    }
}
