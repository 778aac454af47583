import Observation

protocol Screen {
  static var title: String { get }
}

struct HomeScreen: Screen {
  static var title: String { "Home" }
}

struct ProfileScreen: Screen {
  static var title: String { "Profile" }
}

// @Observable
class Router {
  var current: any Screen.Type = HomeScreen.self
  var valueType: Any.Type = Int.self
  var stringType: String.Type = String.self
}

let router = Router()
print("at \(router.current.title), value type \(router.valueType)")

withObservationTracking {
  _ = router.current
} onChange: {
  print("route changed")
}
router.valueType = Double.self
print("value type \(router.valueType)")
router.current = ProfileScreen.self
print("at \(router.current.title)")
