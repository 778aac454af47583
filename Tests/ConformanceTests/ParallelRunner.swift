import Foundation

/// Runs blocking jobs on a fixed number of threads.
///
/// Each job spends its time waiting on `swiftc` child processes, so plain threads (not the
/// Swift concurrency pool, which must not be blocked) with one job per core keep both cores
/// busy without oversubscribing them.
enum ParallelRunner {
    static func forEach<Item: Sendable>(_ items: [Item], workers: Int, _ body: @escaping @Sendable (Item) -> Void) {
        let next = Counter()
        let group = DispatchGroup()
        for _ in 0..<max(1, min(workers, items.count)) {
            group.enter()
            Thread {
                while let index = next.take(below: items.count) { body(items[index]) }
                group.leave()
            }.start()
        }
        group.wait()
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
