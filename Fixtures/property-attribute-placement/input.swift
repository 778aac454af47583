import Observation

// The backing store is private and stored, the property computed: an attribute only a public
// (or internal) declaration may carry stays on the property, one only a stored property may
// carry goes to the store; the others go on both, as the macro writes them.
// @Observable
public final class Meter {
  @_spi(Diagnostics) public var samples = 0
  @usableFromInline var hint = "warm"
  @exclusivity(unchecked) var reading = 1.5
  @available(*, deprecated, message: "use reading") @exclusivity(checked) public var legacy = 0
  @ObservationIgnored @exclusivity(unchecked) var scratch = 0
}

let meter = Meter()
withObservationTracking {
  _ = meter.reading
  _ = meter.samples
} onChange: {
  print("reading or samples will change")
}
meter.scratch += 1
meter.hint = "hot"
meter.reading = 2.5
print("reading \(meter.reading), samples \(meter.samples), hint \(meter.hint), scratch \(meter.scratch)")
