import Foundation
import Observation

// Each of these initializers is failable: its type is optional, so it is not inferred.
// @Observable
final class Environment {
  var defaults = UserDefaults(suiteName: "group.example")
  var zone = TimeZone(identifier: "UTC")
  var bundle = Bundle(path: "/tmp")
  var scalar = Unicode.Scalar(65)
}
