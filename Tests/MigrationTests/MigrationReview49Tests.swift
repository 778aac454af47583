import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 49 of `migrate`: work an `init` hands to a queue or thread (04).
final class MigrationReview49Tests: XCTestCase, MigrationReviewCase {
    private let lifetime = "migrate-blocked-state-object-lifetime"

    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    // MARK: - 04

    /// A `BatchExecContext` held by `@StateObject` whose `init` ends with `start` (one statement).
    private func batchContext(_ start: String) -> String {
        """
        import Foundation
        import SwiftUI

        final class BatchExecContext: ObservableObject {
            let command: String
            @Published var output = ""
            static let queue = DispatchQueue(label: "batch")

            init(command: String) {
                self.command = command
                \(start)
            }

            func beginExecution() {
                let result = "ran \\(command)"
                DispatchQueue.main.async { self.output = result }
            }
        }

        struct BatchExecView: View {
            init(command: String) {
                _context = .init(wrappedValue: .init(command: command))
            }

            @StateObject var context: BatchExecContext

            var body: some View {
                Text(context.output)
            }
        }

        """
    }

    /// 04 (Rayon, class migrated that should be kept): `BatchSnippetExecContext.init` ends with
    /// `DispatchQueue.global().async { self.beingExecution() }`; under `@State` each view init
    /// would start the batch again on a throw-away instance the queue keeps alive. Kept, reported
    /// at the call, as `Task { self… }` is; so are the other queues and threads; a closure
    /// capturing `[weak self]` holds nothing and migrates with the eager-init warning.
    func testWorkHandedToAQueueInInitKeepsTheStateObjectClass() {
        let starts = [
            "DispatchQueue.global().async {\n            self.beginExecution()\n        }",
            "DispatchQueue.main.async { self.beginExecution() }",
            "DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.beginExecution() }",
            "Self.queue.async { self.beginExecution() }",
            "DispatchQueue.global().async(execute: { self.beginExecution() })",
            "Thread.detachNewThread { self.beginExecution() }",
            "OperationQueue.main.addOperation { self.beginExecution() }",
            "Task { self.beginExecution() }",
        ]
        for start in starts {
            let text = batchContext(start)
            let result = migrate([("BatchExecContext.swift", text)])
            let callee = start.components(separatedBy: " ").first.map { String($0.prefix { $0 != "(" && $0 != "{" }) } ?? start
            XCTAssertEqual(found(result, lifetime), [at("BatchExecContext.swift", text, callee)], start)
            XCTAssertTrue(output(result).contains("final class BatchExecContext: ObservableObject"), start)
            XCTAssertFalse(output(result).contains("@Observable"), start)
        }
        for start in ["DispatchQueue.global().async { [weak self] in self?.beginExecution() }",
                      "DispatchQueue.main.async { print(\"started\") }"] {
            let result = migrate([("BatchExecContext.swift", batchContext(start))])
            XCTAssertEqual(found(result, lifetime), [], start)
            XCTAssertTrue(output(result).contains("@Observable"), start)
            XCTAssertEqual(found(result, "migrate-state-object-eager-init").count, 1, start)
        }
    }
}
