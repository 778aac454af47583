import Observation

// @Observable
final class Composer {
  var title = "Draft"
  var body = """
    Dear team,
    the release is on Friday.
  var recipients: [String] = []

  func send() {
    recipients.removeAll()
  }
}

struct Outbox {
  var pending = 0
}
