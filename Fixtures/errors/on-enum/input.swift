import Observation

@Observable
enum ConnectionState {
  case offline
  case online(latency: Int)

  var isOnline: Bool {
    if case .online = self { return true }
    return false
  }
}
