import Observation

enum LoadState: Equatable {
  case idle
  case loading
  case failed(String)
}

// @Observable
final class DashboardViewModel {
  private var _title: String = "Dashboard"
  var title: String = "Dashboard" {
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
  private var _visitors: Int = 0
  var visitors: Int = 0 {
    @storageRestrictions(initializes: _visitors)
    init(initialValue) {
      _visitors = initialValue
    }
    get {
      access(keyPath: \.visitors)
      return _visitors
    }
    set {
      guard shouldNotifyObservers(_visitors, newValue) else {
        _visitors = newValue
        return
      }
      withMutation(keyPath: \.visitors) {
        _visitors = newValue
      }
    }
    _modify {
      access(keyPath: \.visitors)
      _$observationRegistrar.willSet(self, keyPath: \.visitors)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.visitors)
      }
      yield &_visitors
    }
  }
  private var _conversionRate: Double = 0.0
  var conversionRate: Double = 0.0 {
    @storageRestrictions(initializes: _conversionRate)
    init(initialValue) {
      _conversionRate = initialValue
    }
    get {
      access(keyPath: \.conversionRate)
      return _conversionRate
    }
    set {
      guard shouldNotifyObservers(_conversionRate, newValue) else {
        _conversionRate = newValue
        return
      }
      withMutation(keyPath: \.conversionRate) {
        _conversionRate = newValue
      }
    }
    _modify {
      access(keyPath: \.conversionRate)
      _$observationRegistrar.willSet(self, keyPath: \.conversionRate)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.conversionRate)
      }
      yield &_conversionRate
    }
  }
  private var _state: LoadState = .idle
  var state: LoadState = .idle {
    @storageRestrictions(initializes: _state)
    init(initialValue) {
      _state = initialValue
    }
    get {
      access(keyPath: \.state)
      return _state
    }
    set {
      guard shouldNotifyObservers(_state, newValue) else {
        _state = newValue
        return
      }
      withMutation(keyPath: \.state) {
        _state = newValue
      }
    }
    _modify {
      access(keyPath: \.state)
      _$observationRegistrar.willSet(self, keyPath: \.state)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.state)
      }
      yield &_state
    }
  }

  func refresh(visitors: Int, conversions: Int) {
    state = .loading
    self.visitors = visitors
    conversionRate = visitors == 0 ? 0 : Double(conversions) / Double(visitors)
    state = .idle
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<DashboardViewModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<DashboardViewModel, __macro_local_6MemberfMu0_>,
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

extension DashboardViewModel: nonisolated Observation.Observable {
}

let dashboard = DashboardViewModel()

withObservationTracking {
  _ = dashboard.title
  _ = dashboard.state
} onChange: {
  print("header needs redraw")
}
dashboard.visitors = 120
dashboard.conversionRate = 0.25
print("stats changed; header untouched")
dashboard.title = "Dashboard"
print("same title assigned")
dashboard.state = .failed("offline")
print("state: \(dashboard.state)")

withObservationTracking {
  _ = dashboard.visitors
} onChange: {
  print("visitors will change")
}
dashboard.refresh(visitors: 200, conversions: 50)
print("visitors: \(dashboard.visitors), rate: \(dashboard.conversionRate)")
