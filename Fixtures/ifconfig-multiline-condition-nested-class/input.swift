import Observation

struct Settings {
  var name = "default"

#if canImport(Foundation) && (os(macOS) ||
    os(Linux))
  // @Observable
  final class Preferences {
    var theme = "light"
    var fontSize = 12
  }
#endif
}

enum Library {
  case archive

#if (os(Windows) ||
    os(FreeBSD))
  // @Observable
  final class Shelf {
    var books: [String] = []
  }
#elseif canImport(Foundation) && (os(Linux) ||
    os(macOS) || os(iOS))
  // @Observable
  final class Shelf {
    var books: [String] = ["Dune"]
    var label = "fiction"
  }
#else
  // @Observable
  final class Shelf {
    var label = "none"
  }
#endif
}

#if canImport(Foundation) && (os(macOS) ||
    os(Linux))
let preferences = Settings.Preferences()

withObservationTracking {
  _ = preferences.theme
} onChange: {
  print("theme changed")
}
preferences.fontSize = 14
print("font size \(preferences.fontSize)")
preferences.theme = "dark"
print("theme \(preferences.theme)")
#endif

let shelf = Library.Shelf()

withObservationTracking {
  _ = shelf.label
} onChange: {
  print("label changed")
}
shelf.label = "science"
print("label \(shelf.label)")
