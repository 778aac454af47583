import Observation

final class Owner {}

// A space between a modifier or attribute and its parenthesis: Swift 5 mode reads the
// parenthesis as the argument list (with a warning), and the macro tracks the property.
// @Observable
final class Player {
  private (set) var episode: Int = 0
  nonisolated (unsafe) var volume: Int = 0
  unowned (unsafe) var owner: Owner
  @available (*, deprecated) var legacy = 1
  fileprivate (set) var attempts = 0

  init(owner: Owner) { self.owner = owner }

  func next() { episode += 1 }
}

let owner = Owner()
let player = Player(owner: owner)
for (name, read, write) in [
  ("episode", { _ = player.episode }, { player.next() }),
  ("volume", { _ = player.volume }, { player.volume = 5 }),
  ("owner", { _ = player.owner }, { player.owner = owner }),
  ("attempts", { _ = player.attempts }, { player.attempts += 1 }),
] as [(String, () -> Void, () -> Void)] {
  var fired = false
  withObservationTracking { read() } onChange: { fired = true }
  write()
  print("\(name) notifies: \(fired)")
}
