import Observation

struct Preferences: Equatable {
  var theme: String = "system"
  var notificationsEnabled: Bool = true
}

// @Observable
class UserProfile {
  var name: String
  var email: String
  var preferences: Preferences = Preferences()

  init(name: String, email: String) {
    self.name = name
    self.email = email
  }

  var displayName: String {
    name.isEmpty ? email : name
  }
}

let profile = UserProfile(name: "Ada", email: "ada@example.com")

withObservationTracking {
  _ = profile.displayName
} onChange: {
  print("displayName inputs changed")
}
profile.email = "ada@lovelace.dev"
print("email changed while name is non-empty")

withObservationTracking {
  _ = profile.preferences
} onChange: {
  print("preferences changed")
}
profile.preferences = Preferences()
print("equal preferences assigned")
profile.preferences.theme = "dark"
print("theme is now \(profile.preferences.theme)")
