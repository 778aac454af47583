import Foundation
import ObservableExpander

extension Bench {
    /// Issue 12: the cost of the declaration index — the standard library's interfaces (the
    /// default context, `Swift` and `_Concurrency`, as the CLI finds them next to `swiftc`),
    /// the whole toolchain interface corpus, and the largest generated folder read as
    /// `--context`. Tokenizing, parsing and indexing every file, in one thread.
    mutating func indexBuild() throws {
        guard let interfaces, let generated else { return }
        var corpora: [Corpus] = []
        let standard = interfaces.files.filter {
            ($0.path.contains("/Swift.swiftmodule/") || $0.path.contains("/_Concurrency.swiftmodule/")) && !$0.path.hasSuffix(".private.swiftinterface")
        }
        if !standard.isEmpty {
            corpora.append(Corpus(name: "standard library interfaces", files: standard))
            try savedStandardIndex(standard)
        }
        corpora += [interfaces, generated.largest]
        for corpus in corpora {
            log("index build on \(corpus.name)")
            let timing = measure(inProcess) {
                var index = DeclarationIndex()
                for file in corpus.files { index.addContext(SourceFile(path: file.path, bytes: file.bytes)) }
                return index.types.count
            }
            let megabytesPerSecond = corpus.megabytes / timing.median
            report.add("index", "DeclarationIndex.addContext", "\(corpus.name) (\(corpus.summary))", Format.mbps(megabytesPerSecond),
                       String(format: "%.1f ms, %@", timing.median * 1000, Format.spread(timing)))
        }
    }

    /// Reading the standard library's saved index back whole (`DeclarationIndex(archive:)`,
    /// every entry decoded), next to building it. A run reads it on demand instead (what it
    /// pays is the real-shaped section's `standardLibraryAfterFirstRun`).
    private mutating func savedStandardIndex(_ files: [Corpus.File]) throws {
        log("standard library index from its archive")
        var built = DeclarationIndex()
        for file in files { built.addContext(SourceFile(path: file.path, bytes: file.bytes)) }
        let archive = built.archived()
        let timing = measure(inProcess) { () -> Int in
            guard let index = DeclarationIndex(archive: archive) else { return -1 }
            return index.types.count
        }
        guard DeclarationIndex(archive: archive)?.types.count == built.types.count else { throw BenchError("the standard library's archive does not read back") }
        report.add("index", "DeclarationIndex(archive:), every entry decoded", "standard library index saved (\(archive.count / 1024) KB)",
                   String(format: "%.1f ms", timing.median * 1000), Format.spread(timing) + "; not a run's path: a run reads the archive on demand (row 'standard-library index after the first run')")
    }
}
