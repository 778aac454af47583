import Dispatch
import Foundation
import XCTest
import ObservableExpander
@testable import observable_expand

/// Inputs that change kind between the moment a run collects them and the moment it reads them.
final class ReplacedDuringRunTests: XCTestCase {
    /// Holds a reader's result across threads (set once, read after the semaphore).
    final class Outcome: @unchecked Sendable {
        // Safety: written by the reader thread before it signals; read after the wait.
        var source: Result<SourceFile, Message>?
    }

    /// A regular file when collected, a FIFO with no writer when read: refused at once with a
    /// located error, not waited on (opening a FIFO for reading blocks until a writer comes).
    func testAnInputReplacedByAFIFOIsRefusedNotWaitedOn() throws {
        let directory = try Toolchain.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("A.swift").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let tool = CommandLineTool(options: try CommandLineOptions.parse([fifo]), streams: StandardStreams())
        let job = Job(input: fifo, displayPath: "A.swift", output: nil, inputIsRegularFile: true)
        let reader = CommandLineTool.InputReader(tool: tool, jobs: [job])
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            outcome.source = reader.source(0)
            done.signal()
        }
        let finished = done.wait(timeout: .now() + 10) == .success
        if !finished {
            // Let the blocked reader go: a writer opens the FIFO and closes it.
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = done.wait(timeout: .now() + 10)
        }
        XCTAssertTrue(finished, "the reader waited on the FIFO")
        guard case let .failure(message)? = outcome.source else { return XCTFail("a FIFO was read as a source") }
        XCTAssertEqual(message.file, "A.swift")
        XCTAssert(message.text.contains("is a FIFO now"), message.text)
    }
}
