import Observation

// @Observable
final class Greeting {
  var name = "World"
  var message = String(localized: "Hello)
  var count = 0
}
