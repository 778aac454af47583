import Dispatch
import ObservableSyntax

/// Maps `0..<count` through `body` on up to `workers` threads; results keep input order.
/// Work is handed out one index at a time, so a slow file does not hold up a whole batch.
final class ParallelMap<T>: @unchecked Sendable {
    // Safety: `next` and `values` are only touched under `lock`; `body` is called concurrently,
    // so callers pass closures that only read shared state.
    private let lock = POSIXLock()
    private var next = 0
    private var values: [T?]
    private let count: Int
    private let body: (Int) -> T

    private init(count: Int, body: @escaping (Int) -> T) {
        self.count = count
        self.body = body
        values = Array(repeating: nil, count: count)
    }

    static func run(_ count: Int, workers: Int, _ body: @escaping (Int) -> T) -> [T] {
        if workers <= 1 || count <= 1 { return (0 ..< count).map(body) }
        let map = ParallelMap(count: count, body: body)
        DispatchQueue.concurrentPerform(iterations: min(workers, count)) { _ in map.work() }
        return map.values.map { $0! }
    }

    private func work() {
        while true {
            lock.lock()
            let k = next
            next += 1
            lock.unlock()
            if k >= count { return }
            let value = body(k)
            lock.lock()
            values[k] = value
            lock.unlock()
        }
    }
}
