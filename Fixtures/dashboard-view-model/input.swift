import Observation

enum LoadState: Equatable {
  case idle
  case loading
  case failed(String)
}

// @Observable
final class DashboardViewModel {
  var title: String = "Dashboard"
  var visitors: Int = 0
  var conversionRate: Double = 0.0
  var state: LoadState = .idle

  func refresh(visitors: Int, conversions: Int) {
    state = .loading
    self.visitors = visitors
    conversionRate = visitors == 0 ? 0 : Double(conversions) / Double(visitors)
    state = .idle
  }
}

let dashboard = DashboardViewModel()

withObservationTracking {
  _ = dashboard.title
  _ = dashboard.state
} onChange: {
  print("header needs redraw")
}
dashboard.visitors = 120
dashboard.conversionRate = 0.25
print("stats changed; header untouched")
dashboard.title = "Dashboard"
print("same title assigned")
dashboard.state = .failed("offline")
print("state: \(dashboard.state)")

withObservationTracking {
  _ = dashboard.visitors
} onChange: {
  print("visitors will change")
}
dashboard.refresh(visitors: 200, conversions: 50)
print("visitors: \(dashboard.visitors), rate: \(dashboard.conversionRate)")
