import Foundation
import ObservableExpander

/// The generated corpora, written into the work folder (never into the repository):
/// `models-N/` with N typical model files for each scale, `wide-P.swift` with one class of P
/// properties for each class size, and single-buffer concatenations for the memory figures.
struct GeneratedCorpora {
    /// One corpus per file count, ascending.
    var scales: [Corpus]
    /// One single-file corpus per class size, ascending.
    var wideClasses: [(properties: Int, corpus: Corpus)]

    var largest: Corpus { scales.last! }
    /// The typical model file used for the CLI start-up figure.
    var typicalFile: Corpus.File { scales.first!.files.first! }

    static func generate(in work: String, fileCounts: [Int], classSizes: [Int]) throws -> GeneratedCorpora {
        let maximum = fileCounts.max() ?? 0
        let sources = (0 ..< maximum).map { Array(ModelGenerator.typicalFile(index: $0).utf8) }
        // Each distinct file is checked once: it must expand cleanly, or the figures would
        // measure an error path.
        for (index, bytes) in sources.enumerated() { try validate(bytes, name: "Model\(index).swift", minimumClasses: 2) }

        var scales: [Corpus] = []
        for count in fileCounts.sorted() {
            let directory = work + "/models-\(count)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var files: [Corpus.File] = []
            for index in 0 ..< count {
                let path = directory + "/" + String(format: "Model%04d.swift", index)
                try Data(sources[index]).write(to: URL(fileURLWithPath: path))
                files.append(Corpus.File(path: path, bytes: sources[index]))
            }
            scales.append(Corpus(name: "models ×\(count)", files: files, directory: directory))
        }

        var wide: [(Int, Corpus)] = []
        for size in classSizes.sorted() {
            let bytes = Array(ModelGenerator.wideClassFile(properties: size).utf8)
            try validate(bytes, name: "wide-\(size).swift", minimumClasses: 1)
            let path = work + "/wide-\(size).swift"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            wide.append((size, Corpus(name: "1 class × \(size) properties", files: [Corpus.File(path: path, bytes: bytes)], directory: nil)))
        }
        return GeneratedCorpora(scales: scales, wideClasses: wide)
    }

    static func validate(_ bytes: [UInt8], name: String, minimumClasses: Int) throws {
        let file = SourceFile(path: name, bytes: bytes)
        let result = Expander.expand(file)
        let problems = result.diagnostics.map { $0.formatted(in: file) }
        guard result.output != nil, result.expandedClassCount >= minimumClasses, problems.isEmpty else {
            throw BenchError("generated \(name) does not expand cleanly (\(result.expandedClassCount) classes):\n"
                + problems.prefix(10).joined(separator: "\n"))
        }
    }

    /// Writes `corpus` as one buffer to `path` (for the single-process memory figures).
    static func writeConcatenation(of corpus: Corpus, to path: String) throws {
        try Data(corpus.concatenated).write(to: URL(fileURLWithPath: path))
    }
}
