import Observation

// A direct member whose `where` clause the macro's standin check does not read: the macro adds
// its own `shouldNotifyObservers<M: Equatable>`, which the compiler takes for a redeclaration
// of this one ("invalid redeclaration"). The expansion leaves its own out, and the setter
// calls this one.

// @Observable
final class Thermostat {
  var target = 20

  func shouldNotifyObservers<M>(_ lhs: M, _ rhs: M) -> Bool where M: Equatable {
    print("compared")
    return true
  }
}

let thermostat = Thermostat()
withObservationTracking {
  _ = thermostat.target
} onChange: {
  print("target changed")
}
thermostat.target = 20
print("done")
