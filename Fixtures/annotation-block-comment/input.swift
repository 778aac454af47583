import Observation

/* @Observable */
class ParkingMeter {
  var minutesLeft = 30
  var zone: String = "B"

  func addCoins(_ count: Int) {
    minutesLeft += count * 15
  }
}

let meter = ParkingMeter()

withObservationTracking {
  _ = meter.minutesLeft
} onChange: {
  print("time changed")
}
meter.zone = "C"
print("zone \(meter.zone)")
meter.addCoins(2)
print("minutes left \(meter.minutesLeft)")
