import Observation

@propertyWrapper
struct Clamped {
  private var value: Int
  init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 100) }
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, 0), 100) }
  }
}

// @Observable
class BatteryModel {
  @Clamped var level: Int = 80
  var isCharging = false
}
