import Observation

struct Ticket: ~Copyable {
  var number: Int
}

// A class generic over noncopyable elements: its conformance must not imply `Copyable`.
// @Observable
final class Queue<Element: ~Copyable> {
  var count = 0
  var title = "queue"
}

// @Observable
final class Pairing<Left, Right> where Right: ~Copyable, Left: ~Copyable {
  var matched = false
}

// The same for a parameter whose `Escapable` is suppressed.
// @Observable
final class Lens<Subject: ~Escapable> {
  var zoom = 1
}

let queue = Queue<Ticket>()
withObservationTracking {
  _ = queue.count
} onChange: {
  print("count will change")
}
queue.count += 1
print("count \(queue.count), title \(queue.title)")

let pairing = Pairing<Ticket, Int>()
withObservationTracking {
  _ = pairing.matched
} onChange: {
  print("matched will change")
}
pairing.matched = true
print("matched \(pairing.matched)")

let lens = Lens<Int>()
lens.zoom += 1
print("zoom \(lens.zoom)")
