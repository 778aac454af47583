import Observation

// `@ObservationIgnored` outside an observable class: the macro expands it to nothing.
struct Settings {
  @ObservationIgnored var retries = 3
  var name = "default"
}

// @Observable
final class Session {
  var user = "guest"
  @ObservationIgnored var token = ""

  struct Draft {
    @ObservationIgnored var text = ""
  }
}

let settings = Settings()
print(settings.retries, settings.name)
let session = Session()
withObservationTracking {
  _ = session.user
} onChange: {
  print("user changed")
}
session.user = "ada"
print(session.user, Session.Draft().text.isEmpty)
