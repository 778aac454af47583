/// Standard input, output and error as plain file descriptors, so that a closed stream, a
/// broken pipe or a full disk is an error the tool reports, never a crash.
///
/// A stream that is closed when the tool starts (`>&-`, `<&-`, `2>&-`) is replaced by
/// `/dev/null` at once: otherwise the next file the tool opens would get its number, and
/// "standard output" would write into an output file. Writing to a stream that was closed is
/// then reported as `Bad file descriptor`, as the write itself would have failed.
struct StandardStreams {
    /// The streams (0, 1, 2) that were closed at start.
    private(set) var closedAtStart: Set<Int32> = []

    /// Checks the three streams and ignores SIGPIPE, so that a closed pipe is an EPIPE error
    /// from `write`, not a silent death.
    static func prepare() -> StandardStreams {
        var streams = StandardStreams()
        for descriptor: Int32 in 0 ... 2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            streams.closedAtStart.insert(descriptor)
            let null = open("/dev/null", O_RDWR)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        signal(SIGPIPE, SIG_IGN)
        return streams
    }

    /// Writes all of `bytes` to `descriptor` (1 or 2), retrying short writes and EINTR.
    /// Returns the `errno` of a failure, or nil.
    func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        if closedAtStart.contains(descriptor) { return EBADF }
        return writeAll(bytes, to: descriptor)
    }

    /// All of standard input (or as much as shows it is not source text), or the `errno` of a
    /// failed read.
    func readStandardInput() -> Result<[UInt8], ErrorNumber> {
        if closedAtStart.contains(0) { return .failure(ErrorNumber(code: EBADF)) }
        // A regular file (`- < Model.swift`) is judged by its size first, as when it is named:
        // one over the read limit is refused before anything is read.
        var info = stat()
        if fstat(0, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
           Int(info.st_size) - max(Int(lseek(0, 0, SEEK_CUR)), 0) > FileOutput.largestRead {
            return .failure(ErrorNumber(code: EFBIG))
        }
        return FileOutput.readSourceStream(0)
    }
}

/// Writes all of `bytes` to `descriptor`, retrying short writes and EINTR; the `errno` of a
/// failure, or nil.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    return bytes.withUnsafeBytes { buffer -> Int32? in
        while written < buffer.count {
            let result = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += result
        }
        return nil
    }
}

/// An `errno` value, printed as the system describes it (`Broken pipe`).
struct ErrorNumber: Error, CustomStringConvertible {
    var code: Int32
    /// `EFBIG` comes from reads only through `FileOutput.largestRead`, so it says the limit.
    var description: String { code == EFBIG ? "File too large (the most read is 1 GiB)" : String(cString: strerror(code)) }
}

#if canImport(Glibc)
let systemWrite = Glibc.write
let systemRead = Glibc.read
#elseif canImport(Darwin)
let systemWrite = Darwin.write
let systemRead = Darwin.read
#endif
