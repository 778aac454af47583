import Observation

func makeCounter() -> AnyObject {
  // @Observable
  final class LocalCounter {
    var value = 0
  }
  return LocalCounter()
}

print(type(of: makeCounter()))
