import Foundation
import XCTest
import ObservableExpander
@testable import observable_expand

/// The CLI's run reads a regular input once: the first pass's bytes serve the index and the
/// job, within `RunFiles.keptBytesBudget`, and the job takes them out (issue 27).
final class KeptInputsTests: XCTestCase {
    func text(_ read: Result<SourceFile, any Error>) -> String? {
        guard case let .success(file) = read else { return nil }
        return String(decoding: file.bytes, as: UTF8.self)
    }

    /// After the first pass, the file is rewritten on disk: the index and the job still get
    /// the bytes the first pass read (the file is not read again); once the job has taken
    /// them, a read (of the index built later) goes to the disk again.
    func testTheFirstPassBytesServeTheIndexAndTheJob() throws {
        let directory = try Toolchain.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("A.swift").path
        try Data("let first = 1\n".utf8).write(to: URL(fileURLWithPath: path))
        let options = try CommandLineOptions.parse([path, "--no-cache"])
        let tool = CommandLineTool(options: options, streams: StandardStreams())
        let reader = CommandLineTool.InputReader(tool: tool, jobs: [Job(input: path, displayPath: "A.swift", output: nil, inputIsRegularFile: true)])
        let files = RunFiles(reader: reader, contextFiles: [], workers: 1, options: options, indexCacheFolder: nil, recordsFirstPass: false,
                             interfaces: RunInterfaces(sdk: nil, environment: [:]))
        XCTAssertEqual(text(files.readInput(0, for: .firstPass)), "let first = 1\n")
        try Data("let second = 2\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(text(files.readInput(0, for: .index)), "let first = 1\n")
        XCTAssertEqual(text(files.readInput(0, for: .output)), "let first = 1\n")
        XCTAssertEqual(text(files.readInput(0, for: .index)), "let second = 2\n")
        // A first pass after the job keeps nothing: the next index read goes to the disk.
        _ = files.readInput(0, for: .firstPass)
        try Data("let third = 3\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(text(files.readInput(0, for: .index)), "let third = 3\n")
    }
}
