import Observation

final class LibraryCard {
  private var _holder: String = "Rosa"
  var holder: String = "Rosa" {
    @storageRestrictions(initializes: _holder)
    init(initialValue) {
      _holder = initialValue
    }
    get {
      access(keyPath: \.holder)
      return _holder
    }
    set {
      guard shouldNotifyObservers(_holder, newValue) else {
        _holder = newValue
        return
      }
      withMutation(keyPath: \.holder) {
        _holder = newValue
      }
    }
    _modify {
      access(keyPath: \.holder)
      _$observationRegistrar.willSet(self, keyPath: \.holder)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.holder)
      }
      yield &_holder
    }
  }
  private var _borrowed: [String] = []
  var borrowed: [String] = [] {
    @storageRestrictions(initializes: _borrowed)
    init(initialValue) {
      _borrowed = initialValue
    }
    get {
      access(keyPath: \.borrowed)
      return _borrowed
    }
    set {
      guard shouldNotifyObservers(_borrowed, newValue) else {
        _borrowed = newValue
        return
      }
      withMutation(keyPath: \.borrowed) {
        _borrowed = newValue
      }
    }
    _modify {
      access(keyPath: \.borrowed)
      _$observationRegistrar.willSet(self, keyPath: \.borrowed)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.borrowed)
      }
      yield &_borrowed
    }
  }
  var scans = 0

  func borrow(_ title: String) {
    scans += 1
    borrowed.append(title)
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<LibraryCard, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<LibraryCard, __macro_local_6MemberfMu0_>,
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

extension LibraryCard: nonisolated Observation.Observable {
}

let card = LibraryCard()

withObservationTracking {
  _ = card.borrowed
} onChange: {
  print("borrowed list changed")
}
card.holder = "Rosa P."
print("holder \(card.holder)")
card.borrow("Dune")
print("borrowed \(card.borrowed), scans \(card.scans)")
