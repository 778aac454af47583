import Observation

// @Observable
class Player {
  var health = 100
  var name: String = "Hero"
}

// @Observable
final class ShieldedPlayer: Player {
  var shield = 50

  override var health: Int {
    didSet {
      if health < oldValue {
        print("shield absorbed a hit")
      }
    }
  }
}

let player = ShieldedPlayer()

withObservationTracking {
  _ = player.health
} onChange: {
  print("health changed")
}
player.shield = 40
print("shield \(player.shield)")
player.health = 80
print("health \(player.health)")

withObservationTracking {
  _ = player.shield
} onChange: {
  print("shield changed")
}
player.health = 100
player.shield = 40
print("same shield assigned")
player.shield = 0
print("shield \(player.shield), health \(player.health)")
