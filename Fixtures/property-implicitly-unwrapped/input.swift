import Observation

final class Connection {
  let host: String
  init(host: String) { self.host = host }
}

// @Observable
class NetworkClient {
  var connection: Connection!
  var hostName: String!
  var retries: Int! = 3

  func connect(to host: String) {
    hostName = host
    connection = Connection(host: host)
  }
}

let client = NetworkClient()
print("connected: \(client.connection != nil), retries: \(client.retries!)")

withObservationTracking {
  _ = client.hostName
} onChange: {
  print("host changed")
}
client.retries = 5
print("retries \(client.retries!)")
client.connect(to: "example.org")
print("host \(client.hostName!), connection to \(client.connection.host)")
