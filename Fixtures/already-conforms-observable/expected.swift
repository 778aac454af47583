import Observation

protocol Refreshable {
  func refresh()
}

// @Observable
class NewsFeed: Observable, Refreshable {
  private var _headlines: [String] = []
  var headlines: [String] = [] {
    @storageRestrictions(initializes: _headlines)
    init(initialValue) {
      _headlines = initialValue
    }
    get {
      access(keyPath: \.headlines)
      return _headlines
    }
    set {
      guard shouldNotifyObservers(_headlines, newValue) else {
        _headlines = newValue
        return
      }
      withMutation(keyPath: \.headlines) {
        _headlines = newValue
      }
    }
    _modify {
      access(keyPath: \.headlines)
      _$observationRegistrar.willSet(self, keyPath: \.headlines)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.headlines)
      }
      yield &_headlines
    }
  }
  private var _lastRefresh = 0
  var lastRefresh: Int = 0 {
    @storageRestrictions(initializes: _lastRefresh)
    init(initialValue) {
      _lastRefresh = initialValue
    }
    get {
      access(keyPath: \.lastRefresh)
      return _lastRefresh
    }
    set {
      guard shouldNotifyObservers(_lastRefresh, newValue) else {
        _lastRefresh = newValue
        return
      }
      withMutation(keyPath: \.lastRefresh) {
        _lastRefresh = newValue
      }
    }
    _modify {
      access(keyPath: \.lastRefresh)
      _$observationRegistrar.willSet(self, keyPath: \.lastRefresh)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.lastRefresh)
      }
      yield &_lastRefresh
    }
  }

  func refresh() {
    lastRefresh += 1
    headlines.append("Story \(lastRefresh)")
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<NewsFeed, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<NewsFeed, __macro_local_6MemberfMu0_>,
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

func observe<T: Observable>(_ model: T, _ label: String) {
  print("\(label) is Observable")
}

let feed = NewsFeed()
observe(feed, "feed")

withObservationTracking {
  _ = feed.headlines
} onChange: {
  print("headlines changed")
}
feed.refresh()
print(feed.headlines)
