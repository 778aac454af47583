import Observation

// @Observable
public final class Clock {
  @_alwaysEmitIntoClient public var ticks = 0
  @ObservationIgnored @_alwaysEmitIntoClient public var raw = 0
  public var hours = 0
}
