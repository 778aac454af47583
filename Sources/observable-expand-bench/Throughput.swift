import ObservableExpander

/// The in-process figures: each stage of the pipeline run over every file of a corpus (one
/// call per file, as the CLI does), against the byte floor over the same buffers.
enum Stage: String, CaseIterable {
    case floor = "byte floor (read + classify every byte)"
    case tokenizer = "tokenizer"
    case parser = "tokenizer + declaration parser"
    case expansion = "whole expansion (SourceFile + expand)"

    /// Runs the stage over one file; returns a number derived from the result.
    func run(_ file: Corpus.File) -> Int {
        switch self {
        case .floor:
            return ByteFloor.classify(file.bytes)
        case .tokenizer:
            return Tokenizer.tokenize(file.bytes).tokens.count
        case .parser:
            let tokenized = Tokenizer.tokenize(file.bytes)
            let tree = DeclarationParser.parse(tokenized, bytes: file.bytes)
            return tokenized.tokens.count &+ tree.members.count
        case .expansion:
            let result = Expander.expand(SourceFile(path: file.path, bytes: file.bytes))
            return (result.output?.count ?? -1) &+ result.expandedClassCount
        }
    }
}

/// A stage's timing over a corpus.
struct StageTiming {
    var stage: Stage
    var corpus: Corpus
    var timing: Timing

    var megabytesPerSecond: Double { corpus.megabytes / timing.median }
    var nanosecondsPerByte: Double { timing.median * 1e9 / Double(corpus.byteCount) }
}

enum Throughput {
    static func time(_ stage: Stage, on corpus: Corpus, _ sampling: Sampling) -> StageTiming {
        let timing = measure(sampling) {
            var total = 0
            for file in corpus.files { total &+= stage.run(file) }
            return total
        }
        return StageTiming(stage: stage, corpus: corpus, timing: timing)
    }

    /// Every stage over `corpus`, interleaved run by run (see `measureInterleaved`), all
    /// reading the same buffers.
    static func timeAll(on corpus: Corpus, _ sampling: Sampling, stages: [Stage] = Stage.allCases) -> [Stage: StageTiming] {
        let works: [() -> Int] = stages.map { stage in
            {
                var total = 0
                for file in corpus.files { total &+= stage.run(file) }
                return total
            }
        }
        let timings = measureInterleaved(sampling, works)
        var result: [Stage: StageTiming] = [:]
        for (stage, timing) in zip(stages, timings) { result[stage] = StageTiming(stage: stage, corpus: corpus, timing: timing) }
        return result
    }
}
