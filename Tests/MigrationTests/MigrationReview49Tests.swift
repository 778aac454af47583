import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 49 of `migrate`: work an `init` hands to a queue or thread (04), calls
/// inside a closure that runs on a later event taken as `init` work (05), a non-mutating method
/// call taken as a write (01), a key path rooted at another object's type taken as a write (02), the action closure handed to a
/// view's own helper method taken as a redraw read (03).
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

    // MARK: - 05

    /// A `HistoryModel` held by `@StateObject` whose `init` registers `registration` (in a
    /// method it calls); `fetchNew()` starts a `Task.detached` holding `self`.
    private func historyModel(_ registration: String) -> String {
        """
        import Combine
        import Foundation
        import SwiftUI

        extension Notification.Name {
            static let historyAdded = Notification.Name("historyAdded")
        }

        final class HistoryModel: ObservableObject {
            @Published var entries: [String] = []
            private var loadTask: Task<Void, Never>?
            private var cancellables = Set<AnyCancellable>()

            init() {
                setUpNotifications()
            }

            private func setUpNotifications() {
                \(registration)
            }

            func fetchNew() {
                loadTask = Task.detached {
                    let count = await self.entries.count
                    await MainActor.run { self.entries.append("entry \\(count)") }
                }
            }
        }

        struct HistoryView: View {
            @StateObject private var model = HistoryModel()
            var body: some View { Text("\\(model.entries.count)") }
        }

        """
    }

    /// 05 (Aidoku, kept for no reason): `HistoryView.ViewModel`'s and `MangaView.ViewModel`'s
    /// `init`s only register `[weak self]` notification sinks; the tasks start later, inside
    /// those closures, for a live instance only. Migrated with the eager-init warning, as when
    /// the sink sets a property. Still kept: the same call in a closure that runs at once (a
    /// `DispatchQueue.main.async` body) or in a sink on a `$property`, which sends its value on
    /// subscription.
    func testCallsInALaterEventClosureAreNoInitWork() {
        let later = [
            """
            NotificationCenter.default.publisher(for: .historyAdded)
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] _ in
                            guard let self else { return }
                            self.fetchNew()
                        }
                        .store(in: &cancellables)
            """,
            "NotificationCenter.default.addObserver(forName: .historyAdded, object: nil, queue: .main) { [weak self] _ in self?.fetchNew() }",
            "Timer.publish(every: 5, on: .main, in: .common).autoconnect().sink { [weak self] _ in self?.fetchNew() }.store(in: &cancellables)",
            "_ = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in self?.fetchNew() }",
        ]
        for registration in later {
            let result = migrate([("HistoryModel.swift", historyModel(registration))])
            XCTAssertEqual(found(result, lifetime), [], registration)
            XCTAssertTrue(output(result).contains("@Observable"), registration)
            XCTAssertEqual(found(result, "migrate-state-object-eager-init").count, 1, registration)
        }
        let now = [
            "DispatchQueue.main.async { [weak self] in guard let self else { return }; self.fetchNew() }",
            "$entries.sink { [weak self] _ in guard let self else { return }; self.fetchNew() }.store(in: &cancellables)",
        ]
        for registration in now {
            let text = historyModel(registration)
            let result = migrate([("HistoryModel.swift", text)])
            XCTAssertEqual(found(result, lifetime), [at("HistoryModel.swift", text, "Task.detached")], registration)
            XCTAssertFalse(output(result).contains("@Observable"), registration)
        }
    }

    // MARK: - 01

    /// 01 (openHAB, false warning): `minValue`/`maxValue` are set only at the top of the
    /// widget's `init`; the slider rows call `widget.minValue.valueText(step:)`, a plain `func`
    /// of the run's `extension Double`, which cannot change the property: no warning, as for
    /// `String(widget.minValue)`. A `mutating` method of that name, or one the run does not
    /// declare, may change it in place: still a write, still reported.
    func testANonMutatingMethodCallOnAPropertyIsARead() {
        func files(_ method: String, call: String = "valueText(step: 1)") -> [(String, String)] {
            [("Widget.swift", """
              import SwiftUI

              extension Double {
                  \(method)
              }

              final class Widget: ObservableObject {
                  @Published var state = ""
                  var minValue = 0.0
                  var maxValue = 100.0

                  init(state: String, minValue: Double, maxValue: Double) {
                      self.state = state
                      self.minValue = minValue
                      self.maxValue = maxValue
                  }

                  func send(_ text: String) { state = text }
              }

              """),
             ("SliderRow.swift", """
              import SwiftUI

              struct SliderRow: View {
                  @ObservedObject var widget: Widget

                  var body: some View {
                      VStack {
                          Text(widget.state)
                          Text("\\(widget.minValue) ... \\(widget.maxValue)")
                          Button("Off") {
                              widget.send(widget.minValue.\(call).description)
                          }
                      }
                  }
              }

              """)]
        }
        let read = "migrate-ignored-property-view-read"
        let plain = migrate(files("func valueText(step: Double) -> String { String(format: step < 1 ? \"%.1f\" : \"%.0f\", self) }"))
        XCTAssertEqual(found(plain, read), [])
        let mutating = migrate(files("mutating func valueText(step: Double) -> String { self += step; return String(self) }"))
        XCTAssertEqual(found(mutating, read), ["SliderRow.swift:9"])
        let unknown = migrate(files("func valueText(step: Double) -> String { String(self) }", call: "formatted()"))
        XCTAssertEqual(found(unknown, read), ["SliderRow.swift:9"])
    }

    // MARK: - 02

    /// 02 (openHAB, false warning): the model's plain `url` is set only in its `init`; a view
    /// controller's `webView.observe(\.url, options: [.new])`, rooted by Key-Value Observing at
    /// its `WKWebView` receiver, or written `\WKWebView.url`, cannot write it: no warning, as
    /// for `print(webView.url)`. Still writes: `assign(to: \.url, on: widget)` (rooted at its
    /// `on:` argument) and `\Widget.url` handed on.
    func testAKeyPathRootedAtAnotherTypeIsNoWriteOfTheModel() {
        let widget = """
        import SwiftUI

        final class Widget: ObservableObject {
            @Published var label = ""
            var url = ""

            init(label: String, url: String) {
                self.label = label
                self.url = url
            }
        }

        struct LinkRow: View {
            @ObservedObject var widget: Widget
            var body: some View { Text("\\(widget.label) \\(widget.url)") }
        }

        """
        func controller(_ statement: String) -> String {
            """
            import WebKit
            import Combine

            final class WebController {
                let webView = WKWebView()
                let widget = Widget(label: "", url: "")
                let links = PassthroughSubject<String, Never>()
                var observation: NSKeyValueObservation?
                var keep: Any?
                func start() {
                    \(statement)
                }
            }

            """
        }
        let read = "migrate-ignored-property-view-read"
        for statement in ["observation = webView.observe(\\.url, options: [.new]) { _, _ in print(\"changed\") }",
                          "observation = webView.observe(\\WKWebView.url, options: [.new]) { _, _ in print(\"changed\") }",
                          "print(webView.url as Any)"] {
            let result = migrate([("Widget.swift", widget), ("WebController.swift", controller(statement))])
            XCTAssertEqual(found(result, read), [], statement)
        }
        for statement in ["keep = links.assign(to: \\.url, on: widget)",
                          "keep = links.assign(to: \\Widget.url, on: widget)"] {
            let result = migrate([("Widget.swift", widget), ("WebController.swift", controller(statement))])
            XCTAssertEqual(found(result, read), ["Widget.swift:15"], statement)
        }
    }

    // MARK: - 03

    /// 03 (Rayon, false warning): `FileTransferView`'s toolbar calls its own
    /// `makeFloatingButton(_:block:)`, whose `block: @escaping () -> Void` goes to a `Button`'s
    /// action; the read of `context.id` in that closure runs on tap, not in the redraw: no
    /// warning, as in a `Button`'s action. Still a redraw read: a helper that calls the closure
    /// in its body, or whose parameter is not `@escaping`.
    func testAnActionHandedToTheViewsOwnHelperIsNoRedrawRead() {
        let model = """
        import SwiftUI

        final class TransferContext: ObservableObject, Identifiable {
            var id: UUID = .init()
            @Published var connected = false

            func reset() { id = UUID() }
        }

        """
        func view(_ helper: String) -> String {
            """
            import SwiftUI

            struct TransferView: View {
                @ObservedObject var context: TransferContext

                var body: some View {
                    HStack {
                        Text(context.connected ? "On" : "Off")
                        makeFloatingButton("trash") {
                            print("closing", context.id)
                        }
                    }
                }

                \(helper)
            }

            """
        }
        let read = "migrate-ignored-property-view-read"
        for helper in ["func makeFloatingButton(_ image: String, block: @escaping () -> Void) -> some View {\n        Button {\n            block()\n        } label: {\n            Text(image)\n        }\n    }",
                       "func makeFloatingButton(_ image: String, block: @escaping () -> Void) -> some View { Button(image, action: block) }",
                       "func makeFloatingButton(_ image: String, block: @escaping () -> Void) -> some View { Text(image).onTapGesture { if true { block() } } }"] {
            let result = migrate([("Model.swift", model), ("TransferView.swift", view(helper))])
            XCTAssertEqual(found(result, read), [], helper)
        }
        for helper in ["func makeFloatingButton(_ image: String, block: @escaping () -> Void) -> some View { block(); return Text(image) }",
                       "func makeFloatingButton(_ image: String, block: () -> Void) -> some View { Button(image) { } }",
                       "func makeFloatingButton(_ image: String, block: @escaping () -> Void) -> some View { Store.keep(block); return Text(image) }"] {
            let result = migrate([("Model.swift", model), ("TransferView.swift", view(helper))])
            XCTAssertEqual(found(result, read), ["TransferView.swift:10"], helper)
        }
    }
}
