import Foundation

/// Peak memory of the CLI on large inputs up to the read limit (issue 26): binary (NUL bytes,
/// random bytes), text without annotations, and annotated models, at 100 MB and 900 MB, each
/// one fresh process writing to `-o`, measured through `/usr/bin/time` (see `CLIBench`), next
/// to the bound README states:
///
/// - not Swift text (binary): refused in one pass, about 1.1× the input (the buffer read, and
///   the lexer's padded copy is never made);
/// - text the expansion leaves unchanged: the input and the output, about 2× the input;
/// - annotated text: tokens, tree and output, with the output capped at 1 GiB
///   (`expansion-too-large` refuses a larger one before making it).
extension Bench {
    mutating func largeInputs() throws {
        let folder = work + "/large-inputs"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clibench = CLIBench(cli: cli, workDirectory: work)
        let sizes = options.quick ? [100_000_000] : [100_000_000, 900_000_000]
        for size in sizes {
            for kind in LargeInput.allCases {
                let file = folder + "/\(kind.rawValue)-\(size / 1_000_000).swift"
                log("large input: \(kind.rawValue), \(size / 1_000_000) MB")
                try kind.write(size: size, to: file)
                let output = folder + "/out.swift"
                unlink(output)
                let started = monotonicSeconds()
                let peak = try clibench.peakMemory(arguments: [file, "-o", output, "--no-cache"], allowingFailure: true)
                let seconds = monotonicSeconds() - started
                let written = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
                unlink(output)
                unlink(file)
                report.add("large inputs", "CLI peak RSS, \(kind.title)", "\(size / 1_000_000) MB", Format.megabytes(peak),
                           String(format: "%.2f× the input; output %@; %.1f s", Double(peak) / Double(size),
                                  written > 0 ? Format.megabytes(written) : "none (refused)", seconds))
            }
        }
    }
}

/// The kinds of large input the bench writes.
enum LargeInput: String, CaseIterable {
    case nul, random, plain, models

    var title: String {
        switch self {
        case .nul: return "NUL bytes (binary)"
        case .random: return "random bytes (binary)"
        case .plain: return "Swift text without annotations"
        case .models: return "annotated models"
        }
    }

    /// Writes `size` bytes of this kind to `path`, in chunks (never the whole file in memory).
    func write(size: Int, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw BenchError("cannot create \(path)")
        }
        defer { try? handle.close() }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var written = 0
        var k = 0
        while written < size {
            var chunk: [UInt8]
            switch self {
            case .nul:
                chunk = [UInt8](repeating: 0, count: min(1 << 20, size - written))
            case .random:
                chunk = (0 ..< min(1 << 20, size - written)).map { _ in
                    state ^= state << 13; state ^= state >> 7; state ^= state << 17
                    return UInt8(truncatingIfNeeded: state >> 24)
                }
            case .plain, .models:
                var text = written == 0 ? "import Observation\n\n" : ""
                while text.utf8.count < 1 << 20 {
                    text += self == .plain
                        ? "struct Point\(k): Equatable {\n    var x: Double\n    var y: Double\n    /// The distance to the origin.\n    func length() -> Double { (x * x + y * y).squareRoot() }\n}\n\n"
                        : "// @Observable\nfinal class Model\(k) {\n    var name = \"item \(k)\"\n    var count = 0\n    var tags: [String] = []\n    @ObservationIgnored var cache: [Int: String] = [:]\n    func bump() { count += 1 }\n}\n\n"
                    k += 1
                }
                chunk = Array(text.utf8)
            }
            handle.write(Data(chunk))
            written += chunk.count
        }
    }
}
