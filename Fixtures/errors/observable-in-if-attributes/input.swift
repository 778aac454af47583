import Observation

#if canImport(Observation)
@Observable
#endif
final class Model {
  var value = 0
}
