import Observation

func f(_ body: () -> Int) -> Int { body() }
func g(a: Int, _ first: () -> Int, other: () -> String) -> Int { a + first() + other().count }

// A call with trailing closures is typed as the same call with the closures in
// parentheses; partial ranges are typed by their bound. (`Task { }` is typed `Task`, as
// `Task(operation: {})` is: the unit tests check it, since print-ast shows the written `Task`.)
// @Observable
final class AudioController {
  private var _value = f { 3 }
  var value: Int = f { 3 } {
    @storageRestrictions(initializes: _value)
    init(initialValue) {
      _value = initialValue
    }
    get {
      access(keyPath: \.value)
      return _value
    }
    set {
      guard shouldNotifyObservers(_value, newValue) else {
        _value = newValue
        return
      }
      withMutation(keyPath: \.value) {
        _value = newValue
      }
    }
    _modify {
      access(keyPath: \.value)
      _$observationRegistrar.willSet(self, keyPath: \.value)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.value)
      }
      yield &_value
    }
  }
  private var _both = g(a: 1) { 2 } other: { "abc" }
  var both: Int = g(a: 1) { 2 } other: { "abc" } {
    @storageRestrictions(initializes: _both)
    init(initialValue) {
      _both = initialValue
    }
    get {
      access(keyPath: \.both)
      return _both
    }
    set {
      guard shouldNotifyObservers(_both, newValue) else {
        _both = newValue
        return
      }
      withMutation(keyPath: \.both) {
        _both = newValue
      }
    }
    _modify {
      access(keyPath: \.both)
      _$observationRegistrar.willSet(self, keyPath: \.both)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.both)
      }
      yield &_both
    }
  }
  private var _from = 1...
  var from: PartialRangeFrom<Int> = 1... {
    @storageRestrictions(initializes: _from)
    init(initialValue) {
      _from = initialValue
    }
    get {
      access(keyPath: \.from)
      return _from
    }
    set {
      guard shouldNotifyObservers(_from, newValue) else {
        _from = newValue
        return
      }
      withMutation(keyPath: \.from) {
        _from = newValue
      }
    }
    _modify {
      access(keyPath: \.from)
      _$observationRegistrar.willSet(self, keyPath: \.from)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.from)
      }
      yield &_from
    }
  }
  private var _upTo = ..<5
  var upTo: PartialRangeUpTo<Int> = ..<5 {
    @storageRestrictions(initializes: _upTo)
    init(initialValue) {
      _upTo = initialValue
    }
    get {
      access(keyPath: \.upTo)
      return _upTo
    }
    set {
      guard shouldNotifyObservers(_upTo, newValue) else {
        _upTo = newValue
        return
      }
      withMutation(keyPath: \.upTo) {
        _upTo = newValue
      }
    }
    _modify {
      access(keyPath: \.upTo)
      _$observationRegistrar.willSet(self, keyPath: \.upTo)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.upTo)
      }
      yield &_upTo
    }
  }
  private var _through = ...5.5
  var through: PartialRangeThrough<Double> = ...5.5 {
    @storageRestrictions(initializes: _through)
    init(initialValue) {
      _through = initialValue
    }
    get {
      access(keyPath: \.through)
      return _through
    }
    set {
      guard shouldNotifyObservers(_through, newValue) else {
        _through = newValue
        return
      }
      withMutation(keyPath: \.through) {
        _through = newValue
      }
    }
    _modify {
      access(keyPath: \.through)
      _$observationRegistrar.willSet(self, keyPath: \.through)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.through)
      }
      yield &_through
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<AudioController, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<AudioController, __macro_local_6MemberfMu0_>,
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

extension AudioController: nonisolated Observation.Observable {
}

let controller = AudioController()
print(controller.value, controller.both, controller.from.lowerBound, controller.upTo.upperBound, controller.through.upperBound)
var fired = false
withObservationTracking { _ = controller.value } onChange: { fired = true }
controller.value = 4
print("value notifies: \(fired)")
