import Foundation
import Observation

// @Observable
final class Inbox {
  var title = "Inbox"
  // `components(separatedBy:)` is declared in Foundation, not in this file: its type is unknown here.
  var words = "a b c".components(separatedBy: " ")
}
