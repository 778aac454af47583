import Observation

struct Token: ~Copyable {
  var id: Int
}

// @Observable
final class Vault<Secret: ~Copyable> {
  var token = Token(id: 1)
  var spare: Token?
  var secret: Secret?
  @ObservationIgnored var kept = Token(id: 2)
  var opened = 0
}
