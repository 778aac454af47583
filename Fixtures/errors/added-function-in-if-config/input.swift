import Observation

// @Observable
final class Model {
  var value = 0

  #if DEBUG
  func access<M>(keyPath: KeyPath<Model, M>) {
    print("debug access")
    _$observationRegistrar.access(self, keyPath: keyPath)
  }
  #else
  func shouldNotifyObservers<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs != rhs }
  // An overload: no error.
  func shouldNotifyObservers<T: Hashable>(_ lhs: T, _ rhs: T) -> Bool { lhs != rhs }
  #endif
}
