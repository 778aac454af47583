import ObservableSyntax

/// A value computed the first time a worker asks for it, and only then: what a run needs only
/// when some job is not skipped (the `Observable` extensions of all files, on a rerun that the
/// expansion cache is expected to skip whole).
final class DeferredValue<Value: Sendable>: @unchecked Sendable {
    // Safety: `value` is set once, under `lock`, and only read under it.
    private let lock = POSIXLock()
    private var computed: Value?
    private let compute: @Sendable () -> Value

    /// `compute` runs on the first `value` access, under a lock (other workers wait for it).
    init(_ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
    }

    /// A value known up front.
    init(known: Value) {
        computed = known
        compute = { known }
    }

    /// The value when it has been computed, else nil (nothing is computed).
    var valueIfComputed: Value? { lock.withLock { computed } }

    /// The value, computed now if it was not yet.
    var value: Value {
        lock.withLock {
            if let computed { return computed }
            let result = compute()
            computed = result
            return result
        }
    }
}
