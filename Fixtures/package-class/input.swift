import Observation

// @Observable
package final class BuildQueue {
  package var pending: [String] = []
  package private(set) var finished = 0

  package init() {}

  package func enqueue(_ target: String) {
    pending.append(target)
  }

  package func finishNext() {
    guard !pending.isEmpty else { return }
    pending.removeFirst()
    finished += 1
  }
}

let queue = BuildQueue()

withObservationTracking {
  _ = queue.finished
} onChange: {
  print("finished count changed")
}
queue.enqueue("App")
queue.enqueue("Tests")
print("pending \(queue.pending)")
queue.finishNext()
print("finished \(queue.finished), pending \(queue.pending)")
