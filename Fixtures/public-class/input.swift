import Observation

// @Observable
public class AccountSession {
  public var username: String
  public var isSignedIn = false
  var retryCount = 0

  public init(username: String) {
    self.username = username
  }

  public func signIn() {
    isSignedIn = true
    retryCount = 0
  }
}

let session = AccountSession(username: "kim")

withObservationTracking {
  _ = session.isSignedIn
} onChange: {
  print("sign-in state changed")
}
session.retryCount += 1
session.username = "kim.lee"
print("user \(session.username), retries \(session.retryCount)")
session.signIn()
print("signed in: \(session.isSignedIn)")
