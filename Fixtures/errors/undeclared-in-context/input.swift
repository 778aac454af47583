import Observation

struct Theme {
  static let shared = Theme()
  var tint: String { "teal" }
}

// @Observable
final class Style {
  // `UIColor` is declared in UIKit, which no input or context declares.
  var color = UIColor.black
  // `Theme` is declared, but has no member `shade`.
  var shade = Theme.shared.shade
  var tint = Theme.shared.tint
}
