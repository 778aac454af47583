import Observation

func isObservable(_ value: Any) -> Bool { value is any Observable }
func requireObservable<T: Observable>(_ value: T) -> String { "\(T.self) is Observable" }

// An annotated nested class and an unrelated top-level class with the same simple name.

enum Settings {
  // @Observable
  class ViewModel {
    var volume = 5
  }
}

class ViewModel {
  var title = "screen"
  init() {}
}

// The base is the top-level, unannotated ViewModel: Screen needs its own conformance.
// @Observable
final class Screen: ViewModel {
  var brightness = 50
}

// The base is the annotated one: no second conformance.
// @Observable
final class Panel: Settings.ViewModel {
  var muted = false
}

// The reverse: an annotated top-level base and an unannotated nested class of the same name.

// @Observable
class Model {
  var revision = 1
}

enum Legacy {
  class Model {
    var revision = 0
    init() {}
  }

  // Inside Legacy, `Model` is Legacy.Model, which is not observable.
  // @Observable
  final class Child: Model {
    var flag = false
  }
}

// At the top level, `Model` is the annotated one.
// @Observable
final class Detail: Model {
  var note = "n"
}

print(requireObservable(Screen()), requireObservable(Panel()), requireObservable(Legacy.Child()), requireObservable(Detail()))
print("ViewModel \(isObservable(ViewModel())), Legacy.Model \(isObservable(Legacy.Model()))")

let screen = Screen()
withObservationTracking {
  _ = screen.brightness
  _ = screen.title
} onChange: {
  print("screen changed")
}
screen.title = "home"
print("title \(screen.title)")
screen.brightness = 80
print("brightness \(screen.brightness)")

let panel = Panel()
withObservationTracking {
  _ = panel.volume
} onChange: {
  print("volume changed")
}
panel.muted = true
print("muted \(panel.muted)")
panel.volume = 0
print("volume \(panel.volume)")

let child = Legacy.Child()
withObservationTracking {
  _ = child.revision
} onChange: {
  print("child revision changed")
}
child.revision = 3
print("child revision \(child.revision)")
withObservationTracking {
  _ = child.flag
} onChange: {
  print("child flag changed")
}
child.flag = true
print("child flag \(child.flag)")

let detail = Detail()
withObservationTracking {
  _ = detail.revision
} onChange: {
  print("detail revision changed")
}
detail.note = "m"
print("note \(detail.note)")
detail.revision = 2
print("detail revision \(detail.revision)")
