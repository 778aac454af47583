import Observation

// Superclasses named through type aliases: generic, generic aliases, nested, aliases of aliases.
// Each ancestor is observable, so the subclasses get no second conformance.
// @Observable
class Store<Item> {
  var items: [Item] = []
}

// @Observable
class Base {
  var name = ""
}

typealias IntStore = Store<Int>
typealias AnyStore<T> = Store<T>
enum Models { typealias Root = Base }
typealias Root2 = Models.Root

// @Observable
final class Scores: IntStore {
  var best = 0
}

// @Observable
final class Names: AnyStore<String> {
  var filter = ""
}

// @Observable
final class Profile: Root2 {
  var age = 0
}

let scores = Scores()
withObservationTracking {
  _ = scores.items
  _ = scores.best
} onChange: {
  print("scores changed")
}
scores.items.append(3)
let names = Names()
withObservationTracking {
  _ = names.filter
} onChange: {
  print("names changed")
}
names.filter = "a"
let profile = Profile()
withObservationTracking {
  _ = profile.name
} onChange: {
  print("profile changed")
}
profile.name = "b"
print(scores.items, names.filter, profile.name, profile.age)
