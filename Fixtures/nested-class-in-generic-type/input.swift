import Observation

struct Repository<Entity: Equatable> {
  // @Observable
  class Snapshot {
    var entities: [Entity] = []
    var isStale = false
  }

  let snapshot = Snapshot()
}

let repo = Repository<Int>()

withObservationTracking {
  _ = repo.snapshot.entities
} onChange: {
  print("entities changed")
}
repo.snapshot.isStale = true
print("marked stale")
repo.snapshot.entities = []
print("equal entities assigned")
repo.snapshot.entities = [1, 2]
print("entities \(repo.snapshot.entities)")
