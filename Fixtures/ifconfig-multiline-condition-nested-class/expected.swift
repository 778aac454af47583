import Observation

struct Settings {
  var name = "default"

#if canImport(Foundation) && (os(macOS) ||
    os(Linux))
  // @Observable
  final class Preferences {
    private var _theme = "light"
    var theme: String = "light" {
      @storageRestrictions(initializes: _theme)
      init(initialValue) {
        _theme = initialValue
      }
      get {
        access(keyPath: \.theme)
        return _theme
      }
      set {
        guard shouldNotifyObservers(_theme, newValue) else {
          _theme = newValue
          return
        }
        withMutation(keyPath: \.theme) {
          _theme = newValue
        }
      }
      _modify {
        access(keyPath: \.theme)
        _$observationRegistrar.willSet(self, keyPath: \.theme)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.theme)
        }
        yield &_theme
      }
    }
    private var _fontSize = 12
    var fontSize: Int = 12 {
      @storageRestrictions(initializes: _fontSize)
      init(initialValue) {
        _fontSize = initialValue
      }
      get {
        access(keyPath: \.fontSize)
        return _fontSize
      }
      set {
        guard shouldNotifyObservers(_fontSize, newValue) else {
          _fontSize = newValue
          return
        }
        withMutation(keyPath: \.fontSize) {
          _fontSize = newValue
        }
      }
      _modify {
        access(keyPath: \.fontSize)
        _$observationRegistrar.willSet(self, keyPath: \.fontSize)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.fontSize)
        }
        yield &_fontSize
      }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<Preferences, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<Preferences, __macro_local_6MemberfMu0_>,
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
#endif
}

#if canImport(Foundation) && (os(macOS) ||
    os(Linux))
extension Settings.Preferences: nonisolated Observation.Observable {
}
#endif

enum Library {
  case archive

#if (os(Windows) ||
    os(FreeBSD))
  // @Observable
  final class Shelf {
    private var _books: [String] = []
    var books: [String] = [] {
      @storageRestrictions(initializes: _books)
      init(initialValue) {
        _books = initialValue
      }
      get {
        access(keyPath: \.books)
        return _books
      }
      set {
        guard shouldNotifyObservers(_books, newValue) else {
          _books = newValue
          return
        }
        withMutation(keyPath: \.books) {
          _books = newValue
        }
      }
      _modify {
        access(keyPath: \.books)
        _$observationRegistrar.willSet(self, keyPath: \.books)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.books)
        }
        yield &_books
      }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<Shelf, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<Shelf, __macro_local_6MemberfMu0_>,
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
#elseif canImport(Foundation) && (os(Linux) ||
    os(macOS) || os(iOS))
  // @Observable
  final class Shelf {
    private var _books: [String] = ["Dune"]
    var books: [String] = ["Dune"] {
      @storageRestrictions(initializes: _books)
      init(initialValue) {
        _books = initialValue
      }
      get {
        access(keyPath: \.books)
        return _books
      }
      set {
        guard shouldNotifyObservers(_books, newValue) else {
          _books = newValue
          return
        }
        withMutation(keyPath: \.books) {
          _books = newValue
        }
      }
      _modify {
        access(keyPath: \.books)
        _$observationRegistrar.willSet(self, keyPath: \.books)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.books)
        }
        yield &_books
      }
    }
    private var _label = "fiction"
    var label: String = "fiction" {
      @storageRestrictions(initializes: _label)
      init(initialValue) {
        _label = initialValue
      }
      get {
        access(keyPath: \.label)
        return _label
      }
      set {
        guard shouldNotifyObservers(_label, newValue) else {
          _label = newValue
          return
        }
        withMutation(keyPath: \.label) {
          _label = newValue
        }
      }
      _modify {
        access(keyPath: \.label)
        _$observationRegistrar.willSet(self, keyPath: \.label)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.label)
        }
        yield &_label
      }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<Shelf, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<Shelf, __macro_local_6MemberfMu0_>,
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
#else
  // @Observable
  final class Shelf {
    private var _label = "none"
    var label: String = "none" {
      @storageRestrictions(initializes: _label)
      init(initialValue) {
        _label = initialValue
      }
      get {
        access(keyPath: \.label)
        return _label
      }
      set {
        guard shouldNotifyObservers(_label, newValue) else {
          _label = newValue
          return
        }
        withMutation(keyPath: \.label) {
          _label = newValue
        }
      }
      _modify {
        access(keyPath: \.label)
        _$observationRegistrar.willSet(self, keyPath: \.label)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.label)
        }
        yield &_label
      }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<Shelf, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<Shelf, __macro_local_6MemberfMu0_>,
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
#endif
}

#if (os(Windows) ||
    os(FreeBSD))
extension Library.Shelf: nonisolated Observation.Observable {
}
#endif

#if (os(Windows) ||
    os(FreeBSD))
#elseif canImport(Foundation) && (os(Linux) ||
    os(macOS) || os(iOS))
extension Library.Shelf: nonisolated Observation.Observable {
}
#endif

#if (os(Windows) ||
    os(FreeBSD))
#elseif canImport(Foundation) && (os(Linux) ||
    os(macOS) || os(iOS))
#else
extension Library.Shelf: nonisolated Observation.Observable {
}
#endif

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
