import Observation

enum Speed {
  case slow, fast
}

// @Observable
class Fan {
  var isOn = true
  var mode = .fast
}
