import Observation

struct Ticket: ~Copyable {
  var number: Int
}

// A class generic over noncopyable elements: its conformance must not imply `Copyable`.
// @Observable
final class Queue<Element: ~Copyable> {
  private var _count = 0
  var count: Int = 0 {
    @storageRestrictions(initializes: _count)
    init(initialValue) {
      _count = initialValue
    }
    get {
      access(keyPath: \.count)
      return _count
    }
    set {
      guard shouldNotifyObservers(_count, newValue) else {
        _count = newValue
        return
      }
      withMutation(keyPath: \.count) {
        _count = newValue
      }
    }
    _modify {
      access(keyPath: \.count)
      _$observationRegistrar.willSet(self, keyPath: \.count)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.count)
      }
      yield &_count
    }
  }
  private var _title = "queue"
  var title: String = "queue" {
    @storageRestrictions(initializes: _title)
    init(initialValue) {
      _title = initialValue
    }
    get {
      access(keyPath: \.title)
      return _title
    }
    set {
      guard shouldNotifyObservers(_title, newValue) else {
        _title = newValue
        return
      }
      withMutation(keyPath: \.title) {
        _title = newValue
      }
    }
    _modify {
      access(keyPath: \.title)
      _$observationRegistrar.willSet(self, keyPath: \.title)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.title)
      }
      yield &_title
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Queue, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Queue, __macro_local_6MemberfMu0_>,
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

extension Queue: nonisolated Observation.Observable where Element: ~Copyable {
}

// @Observable
final class Pairing<Left, Right> where Right: ~Copyable, Left: ~Copyable {
  private var _matched = false
  var matched: Bool = false {
    @storageRestrictions(initializes: _matched)
    init(initialValue) {
      _matched = initialValue
    }
    get {
      access(keyPath: \.matched)
      return _matched
    }
    set {
      guard shouldNotifyObservers(_matched, newValue) else {
        _matched = newValue
        return
      }
      withMutation(keyPath: \.matched) {
        _matched = newValue
      }
    }
    _modify {
      access(keyPath: \.matched)
      _$observationRegistrar.willSet(self, keyPath: \.matched)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.matched)
      }
      yield &_matched
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Pairing, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Pairing, __macro_local_6MemberfMu0_>,
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

extension Pairing: nonisolated Observation.Observable where Right: ~Copyable, Left: ~Copyable {
}

// The same for a parameter whose `Escapable` is suppressed.
// @Observable
final class Lens<Subject: ~Escapable> {
  private var _zoom = 1
  var zoom: Int = 1 {
    @storageRestrictions(initializes: _zoom)
    init(initialValue) {
      _zoom = initialValue
    }
    get {
      access(keyPath: \.zoom)
      return _zoom
    }
    set {
      guard shouldNotifyObservers(_zoom, newValue) else {
        _zoom = newValue
        return
      }
      withMutation(keyPath: \.zoom) {
        _zoom = newValue
      }
    }
    _modify {
      access(keyPath: \.zoom)
      _$observationRegistrar.willSet(self, keyPath: \.zoom)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.zoom)
      }
      yield &_zoom
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Lens, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Lens, __macro_local_6MemberfMu0_>,
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

extension Lens: nonisolated Observation.Observable where Subject: ~Escapable {
}

let queue = Queue<Ticket>()
withObservationTracking {
  _ = queue.count
} onChange: {
  print("count will change")
}
queue.count += 1
print("count \(queue.count), title \(queue.title)")

let pairing = Pairing<Ticket, Int>()
withObservationTracking {
  _ = pairing.matched
} onChange: {
  print("matched will change")
}
pairing.matched = true
print("matched \(pairing.matched)")

let lens = Lens<Int>()
lens.zoom += 1
print("zoom \(lens.zoom)")
