import Observation

final class HTTPSession {
  var requests = 0
}

// @Observable
class WeatherService {
  var forecast: String = "unknown"
  // @ObservationIgnored
  var session = HTTPSession()
  // @ObservationIgnored
  private(set) var lastFetchToken: Int = 0

  func fetch() {
    session.requests += 1
    lastFetchToken += 1
    forecast = "sunny #\(lastFetchToken)"
  }
}

let service = WeatherService()

withObservationTracking {
  _ = service.session
  _ = service.lastFetchToken
} onChange: {
  print("ignored state notified (unexpected)")
}
service.session = HTTPSession()
print("session replaced silently")

withObservationTracking {
  _ = service.forecast
} onChange: {
  print("forecast changed")
}
service.fetch()
print("\(service.forecast), requests \(service.session.requests)")
