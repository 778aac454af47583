import Observation

// @Observable
open class ThemeController {
  open var accentColor: String = "blue"
  public var isDark = false

  public init() {}
}

final class BrandThemeController: ThemeController {
  override var accentColor: String {
    didSet { print("brand accent: \(accentColor)") }
  }
}

let theme = BrandThemeController()

withObservationTracking {
  _ = theme.accentColor
} onChange: {
  print("accent changed")
}
theme.isDark = true
print("dark: \(theme.isDark)")
theme.accentColor = "orange"
print("accent: \(theme.accentColor)")
