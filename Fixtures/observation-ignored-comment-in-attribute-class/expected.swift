import Observation

// The class carries the real attribute: the compiler expands it and reads no comment, so a
// commented-out `@ObservationIgnored` ignores nothing (the properties stay tracked, with a
// warning each); only the attribute ignores.
final class DebounceFilter {
  private var _filter: String = ""
  // @ObservationIgnored
  var filter: String = "" {
    @storageRestrictions(initializes: _filter)
    init(initialValue) {
      _filter = initialValue
    }
    get {
      access(keyPath: \.filter)
      return _filter
    }
    set {
      guard shouldNotifyObservers(_filter, newValue) else {
        _filter = newValue
        return
      }
      withMutation(keyPath: \.filter) {
        _filter = newValue
      }
    }
    _modify {
      access(keyPath: \.filter)
      _$observationRegistrar.willSet(self, keyPath: \.filter)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.filter)
      }
      yield &_filter
    }
  }
  private var _query = ""
  /// @ObservationIgnored
  var query: String = "" {
    @storageRestrictions(initializes: _query)
    init(initialValue) {
      _query = initialValue
    }
    get {
      access(keyPath: \.query)
      return _query
    }
    set {
      guard shouldNotifyObservers(_query, newValue) else {
        _query = newValue
        return
      }
      withMutation(keyPath: \.query) {
        _query = newValue
      }
    }
    _modify {
      access(keyPath: \.query)
      _$observationRegistrar.willSet(self, keyPath: \.query)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.query)
      }
      yield &_query
    }
  }
  private var _page = 0
  /* @ObservationIgnored */
  var page: Int = 0 {
    @storageRestrictions(initializes: _page)
    init(initialValue) {
      _page = initialValue
    }
    get {
      access(keyPath: \.page)
      return _page
    }
    set {
      guard shouldNotifyObservers(_page, newValue) else {
        _page = newValue
        return
      }
      withMutation(keyPath: \.page) {
        _page = newValue
      }
    }
    _modify {
      access(keyPath: \.page)
      _$observationRegistrar.willSet(self, keyPath: \.page)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.page)
      }
      yield &_page
    }
  }
  var cache = 0

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<DebounceFilter, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<DebounceFilter, __macro_local_6MemberfMu0_>,
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

extension DebounceFilter: nonisolated Observation.Observable {
}

let model = DebounceFilter()
for (name, read, write) in [
  ("filter", { _ = model.filter }, { model.filter = "x" }),
  ("query", { _ = model.query }, { model.query = "q" }),
  ("page", { _ = model.page }, { model.page = 1 }),
  ("cache", { _ = model.cache }, { model.cache = 1 }),
] as [(String, () -> Void, () -> Void)] {
  var fired = false
  withObservationTracking { read() } onChange: { fired = true }
  write()
  print("\(name) notifies: \(fired)")
}
