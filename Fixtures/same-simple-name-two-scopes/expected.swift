import Observation

func isObservable(_ value: Any) -> Bool { value is any Observable }
func requireObservable<T: Observable>(_ value: T) -> String { "\(T.self) is Observable" }

// An annotated nested class and an unrelated top-level class with the same simple name.

enum Settings {
  // @Observable
  class ViewModel {
    private var _volume = 5
    var volume: Int = 5 {
      @storageRestrictions(initializes: _volume)
      init(initialValue) {
        _volume = initialValue
      }
      get {
        access(keyPath: \.volume)
        return _volume
      }
      set {
        guard shouldNotifyObservers(_volume, newValue) else {
          _volume = newValue
          return
        }
        withMutation(keyPath: \.volume) {
          _volume = newValue
        }
      }
      _modify {
        access(keyPath: \.volume)
        _$observationRegistrar.willSet(self, keyPath: \.volume)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.volume)
        }
        yield &_volume
      }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<ViewModel, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<ViewModel, __macro_local_6MemberfMu0_>,
      _ mutation: () throws -> __macro_local_14MutationResultfMu_
    ) rethrows -> __macro_local_14MutationResultfMu_ {
      try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
      true
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
      lhs != rhs
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
      lhs !== rhs
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
      lhs != rhs
    }
  }
}

extension Settings.ViewModel: nonisolated Observation.Observable {
}

class ViewModel {
  var title = "screen"
  init() {}
}

// The base is the top-level, unannotated ViewModel: Screen needs its own conformance.
// @Observable
final class Screen: ViewModel {
  private var _brightness = 50
  var brightness: Int = 50 {
    @storageRestrictions(initializes: _brightness)
    init(initialValue) {
      _brightness = initialValue
    }
    get {
      access(keyPath: \.brightness)
      return _brightness
    }
    set {
      guard shouldNotifyObservers(_brightness, newValue) else {
        _brightness = newValue
        return
      }
      withMutation(keyPath: \.brightness) {
        _brightness = newValue
      }
    }
    _modify {
      access(keyPath: \.brightness)
      _$observationRegistrar.willSet(self, keyPath: \.brightness)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.brightness)
      }
      yield &_brightness
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Screen, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Screen, __macro_local_6MemberfMu0_>,
    _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
    lhs != rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
    lhs !== rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
    lhs != rhs
  }
}

extension Screen: nonisolated Observation.Observable {
}

// The base is the annotated one: no second conformance.
// @Observable
final class Panel: Settings.ViewModel {
  private var _muted = false
  var muted: Bool = false {
    @storageRestrictions(initializes: _muted)
    init(initialValue) {
      _muted = initialValue
    }
    get {
      access(keyPath: \.muted)
      return _muted
    }
    set {
      guard shouldNotifyObservers(_muted, newValue) else {
        _muted = newValue
        return
      }
      withMutation(keyPath: \.muted) {
        _muted = newValue
      }
    }
    _modify {
      access(keyPath: \.muted)
      _$observationRegistrar.willSet(self, keyPath: \.muted)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.muted)
      }
      yield &_muted
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Panel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Panel, __macro_local_6MemberfMu0_>,
    _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
    lhs != rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
    lhs !== rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
    lhs != rhs
  }
}

// The reverse: an annotated top-level base and an unannotated nested class of the same name.

// @Observable
class Model {
  private var _revision = 1
  var revision: Int = 1 {
    @storageRestrictions(initializes: _revision)
    init(initialValue) {
      _revision = initialValue
    }
    get {
      access(keyPath: \.revision)
      return _revision
    }
    set {
      guard shouldNotifyObservers(_revision, newValue) else {
        _revision = newValue
        return
      }
      withMutation(keyPath: \.revision) {
        _revision = newValue
      }
    }
    _modify {
      access(keyPath: \.revision)
      _$observationRegistrar.willSet(self, keyPath: \.revision)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.revision)
      }
      yield &_revision
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Model, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Model, __macro_local_6MemberfMu0_>,
    _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
    lhs != rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
    lhs !== rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
    lhs != rhs
  }
}

extension Model: nonisolated Observation.Observable {
}

enum Legacy {
  class Model {
    var revision = 0
    init() {}
  }

  // Inside Legacy, `Model` is Legacy.Model, which is not observable.
  // @Observable
  final class Child: Model {
    private var _flag = false
    var flag: Bool = false {
      @storageRestrictions(initializes: _flag)
      init(initialValue) {
        _flag = initialValue
      }
      get {
        access(keyPath: \.flag)
        return _flag
      }
      set {
        guard shouldNotifyObservers(_flag, newValue) else {
          _flag = newValue
          return
        }
        withMutation(keyPath: \.flag) {
          _flag = newValue
        }
      }
      _modify {
        access(keyPath: \.flag)
        _$observationRegistrar.willSet(self, keyPath: \.flag)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.flag)
        }
        yield &_flag
      }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<Child, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<Child, __macro_local_6MemberfMu0_>,
      _ mutation: () throws -> __macro_local_14MutationResultfMu_
    ) rethrows -> __macro_local_14MutationResultfMu_ {
      try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
      true
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
      lhs != rhs
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
      lhs !== rhs
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
      lhs != rhs
    }
  }
}

extension Legacy.Child: nonisolated Observation.Observable {
}

// At the top level, `Model` is the annotated one.
// @Observable
final class Detail: Model {
  private var _note = "n"
  var note: String = "n" {
    @storageRestrictions(initializes: _note)
    init(initialValue) {
      _note = initialValue
    }
    get {
      access(keyPath: \.note)
      return _note
    }
    set {
      guard shouldNotifyObservers(_note, newValue) else {
        _note = newValue
        return
      }
      withMutation(keyPath: \.note) {
        _note = newValue
      }
    }
    _modify {
      access(keyPath: \.note)
      _$observationRegistrar.willSet(self, keyPath: \.note)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.note)
      }
      yield &_note
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Detail, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Detail, __macro_local_6MemberfMu0_>,
    _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
    lhs != rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
    lhs !== rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
    lhs != rhs
  }
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
