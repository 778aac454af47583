import Observation

final class Coordinator {
  let name: String
  init(name: String) { self.name = name }
}

// @Observable
final class ScreenModel {
  weak var coordinator: Coordinator?
  var title = "Home"
}

let screen = ScreenModel()
let main = Coordinator(name: "main")

withObservationTracking {
  _ = screen.coordinator
} onChange: {
  print("coordinator changed")
}
screen.title = "Settings"
print("title \(screen.title)")
screen.coordinator = main
print("coordinator \(screen.coordinator?.name ?? "nil")")

withObservationTracking {
  _ = screen.coordinator
} onChange: {
  print("coordinator assigned again")
}
screen.coordinator = main
print("weak Optional<class> is not Equatable: same instance still notifies")
