import Observation

// @Observable
class Thermostat {
  var target = 21
  var offset = -3
  var colorMask = 0xFF00FF
  var flags = 0b1010
  var maxRuntimeSeconds = 86_400
  var octalMode = 0o644
}

let thermostat = Thermostat()
let total: Int = thermostat.target + thermostat.offset + thermostat.colorMask
  + thermostat.flags + thermostat.maxRuntimeSeconds + thermostat.octalMode
print("sum of settings: \(total)")

withObservationTracking {
  _ = thermostat.target
} onChange: {
  print("target changed")
}
thermostat.offset = -5
thermostat.flags |= 0b0001
print("offset \(thermostat.offset), flags \(thermostat.flags)")
thermostat.target = 21
print("same target assigned")
thermostat.target -= 1
print("target \(thermostat.target)")
