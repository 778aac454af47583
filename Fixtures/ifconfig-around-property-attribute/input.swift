import Observation

// @Observable
final class Player {
#if DEBUG
  @available(*, deprecated)
#endif
  var score = 0

  #if (os(Linux) ||
       os(macOS))
  @available(*, deprecated, message: "use score")
  #endif
  var points: Int = 0

#if canImport(Foundation) && (os(Linux) ||
    os(macOS))
  @available(swift 5.9)
#elseif os(Windows)
  @available(*, deprecated)
#else
  @available(*, unavailable)
#endif
  var name = "p1"

  // Not stored: untouched.
  var summary: String { "\(name): \(score)" }
}

@available(*, deprecated)
func run() {
  let player = Player()

  withObservationTracking {
    _ = player.points
  } onChange: {
    print("points changed")
  }
  player.score = 3
  print(player.summary)
  player.points = 10
  print("points \(player.points)")

  withObservationTracking {
    _ = player.summary
  } onChange: {
    print("summary inputs changed")
  }
  player.name = "p2"
  print(player.summary)
}
run()
