import Observation

protocol PaymentMethod {
  var label: String { get }
}

struct Card: PaymentMethod {
  var label: String { "card" }
}

struct Cash: PaymentMethod {
  var label: String { "cash" }
}

// @Observable
class CheckoutModel {
  private var _method: any PaymentMethod = Card()
  var method: any PaymentMethod = Card() {
    @storageRestrictions(initializes: _method)
    init(initialValue) {
      _method = initialValue
    }
    get {
      access(keyPath: \.method)
      return _method
    }
    set {
      guard shouldNotifyObservers(_method, newValue) else {
        _method = newValue
        return
      }
      withMutation(keyPath: \.method) {
        _method = newValue
      }
    }
    _modify {
      access(keyPath: \.method)
      _$observationRegistrar.willSet(self, keyPath: \.method)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.method)
      }
      yield &_method
    }
  }
  private var _fallback: (any PaymentMethod)?
  var fallback: (any PaymentMethod)? {
    @storageRestrictions(initializes: _fallback)
    init(initialValue) {
      _fallback = initialValue
    }
    get {
      access(keyPath: \.fallback)
      return _fallback
    }
    set {
      guard shouldNotifyObservers(_fallback, newValue) else {
        _fallback = newValue
        return
      }
      withMutation(keyPath: \.fallback) {
        _fallback = newValue
      }
    }
    _modify {
      access(keyPath: \.fallback)
      _$observationRegistrar.willSet(self, keyPath: \.fallback)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.fallback)
      }
      yield &_fallback
    }
  }
  private var _receiptSink: any TextOutputStream = String()
  var receiptSink: any TextOutputStream = String() {
    @storageRestrictions(initializes: _receiptSink)
    init(initialValue) {
      _receiptSink = initialValue
    }
    get {
      access(keyPath: \.receiptSink)
      return _receiptSink
    }
    set {
      guard shouldNotifyObservers(_receiptSink, newValue) else {
        _receiptSink = newValue
        return
      }
      withMutation(keyPath: \.receiptSink) {
        _receiptSink = newValue
      }
    }
    _modify {
      access(keyPath: \.receiptSink)
      _$observationRegistrar.willSet(self, keyPath: \.receiptSink)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.receiptSink)
      }
      yield &_receiptSink
    }
  }
  private var _anything: Any = 0
  var anything: Any = 0 {
    @storageRestrictions(initializes: _anything)
    init(initialValue) {
      _anything = initialValue
    }
    get {
      access(keyPath: \.anything)
      return _anything
    }
    set {
      guard shouldNotifyObservers(_anything, newValue) else {
        _anything = newValue
        return
      }
      withMutation(keyPath: \.anything) {
        _anything = newValue
      }
    }
    _modify {
      access(keyPath: \.anything)
      _$observationRegistrar.willSet(self, keyPath: \.anything)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.anything)
      }
      yield &_anything
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<CheckoutModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<CheckoutModel, __macro_local_6MemberfMu0_>,
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

extension CheckoutModel: nonisolated Observation.Observable {
}

let checkout = CheckoutModel()

withObservationTracking {
  _ = checkout.method
} onChange: {
  print("payment method changed")
}
checkout.fallback = Cash()
checkout.anything = "note"
print("fallback \(checkout.fallback?.label ?? "none"), anything \(checkout.anything)")
checkout.method = Cash()
print("method \(checkout.method.label)")
