import Observation

// @Observable
@available(macOS 14.0, iOS 17.0, *)
@available(tvOS, introduced: 17.0)
final class WidgetTimeline {
  private var _entries: [String] = []
  var entries: [String] = [] {
    @storageRestrictions(initializes: _entries)
    init(initialValue) {
      _entries = initialValue
    }
    get {
      access(keyPath: \.entries)
      return _entries
    }
    set {
      guard shouldNotifyObservers(_entries, newValue) else {
        _entries = newValue
        return
      }
      withMutation(keyPath: \.entries) {
        _entries = newValue
      }
    }
    _modify {
      access(keyPath: \.entries)
      _$observationRegistrar.willSet(self, keyPath: \.entries)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.entries)
      }
      yield &_entries
    }
  }
  private var _refreshInterval: Int = 15
  var refreshInterval: Int = 15 {
    @storageRestrictions(initializes: _refreshInterval)
    init(initialValue) {
      _refreshInterval = initialValue
    }
    get {
      access(keyPath: \.refreshInterval)
      return _refreshInterval
    }
    set {
      guard shouldNotifyObservers(_refreshInterval, newValue) else {
        _refreshInterval = newValue
        return
      }
      withMutation(keyPath: \.refreshInterval) {
        _refreshInterval = newValue
      }
    }
    _modify {
      access(keyPath: \.refreshInterval)
      _$observationRegistrar.willSet(self, keyPath: \.refreshInterval)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.refreshInterval)
      }
      yield &_refreshInterval
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<WidgetTimeline, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<WidgetTimeline, __macro_local_6MemberfMu0_>,
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

@available(macOS 14.0, iOS 17.0, *)
@available(tvOS, introduced: 17.0)
extension WidgetTimeline: nonisolated Observation.Observable {
}

if #available(macOS 14.0, iOS 17.0, tvOS 17.0, *) {
  let timeline = WidgetTimeline()
  withObservationTracking {
    _ = timeline.entries
  } onChange: {
    print("entries changed")
  }
  timeline.refreshInterval = 30
  print("interval \(timeline.refreshInterval)")
  timeline.entries.append("09:00")
  print("entries \(timeline.entries)")
}
