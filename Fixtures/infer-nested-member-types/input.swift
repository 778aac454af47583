import Observation

enum Phase { case idle, running }
struct Token {}

// Inside `Loader`, `State`, `Phase` and `Token` name its own member types; an initializer that
// starts with such a name means the member type, and so does the annotation written for it.
// @Observable
final class Loader {
  enum State { case loading, done }
  struct Phase { static let idle = 0 }
  struct Token { var id = 1 }

  var state = State.loading
  var phase = Phase.idle
  var token = Token()
  var history = [State]()
  var kind = State.self
}

enum Outer {
  // @Observable
  final class Inner {
    enum Mode { case compact, full }
    var mode = Mode.compact
  }
}

// @Observable
final class Box<Value> {
  enum Slot { case empty, filled }
  var slot = Slot.empty
  var valueType = Value.self
}

let loader = Loader()
withObservationTracking {
  _ = loader.state
} onChange: {
  print("state changed")
}
loader.history.append(loader.state)
loader.state = .done
print("inner: \(Outer.Inner().mode), box: \(Box<Int>().slot) \(Box<Int>().valueType)")
print("phase: \(loader.phase + 1), token: \(loader.token.id), history: \(loader.history.count), kind: \(loader.kind)")
