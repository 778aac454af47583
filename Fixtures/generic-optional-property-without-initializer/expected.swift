import Observation

typealias Identifiers = Set<Int>

// @Observable
final class SearchViewModel {
  private var _query = ""
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
  private var _searchTask: Task<Void, Never>?
  private var searchTask: Task<Void, Never>? {
    @storageRestrictions(initializes: _searchTask)
    init(initialValue) {
      _searchTask = initialValue
    }
    get {
      access(keyPath: \.searchTask)
      return _searchTask
    }
    set {
      guard shouldNotifyObservers(_searchTask, newValue) else {
        _searchTask = newValue
        return
      }
      withMutation(keyPath: \.searchTask) {
        _searchTask = newValue
      }
    }
    _modify {
      access(keyPath: \.searchTask)
      _$observationRegistrar.willSet(self, keyPath: \.searchTask)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.searchTask)
      }
      yield &_searchTask
    }
  }
  let ids: Identifiers
  private var _pending: Dictionary<String, Array<Int>>
  var pending: Dictionary<String, Array<Int>> {
    @storageRestrictions(initializes: _pending)
    init(initialValue) {
      _pending = initialValue
    }
    get {
      access(keyPath: \.pending)
      return _pending
    }
    set {
      guard shouldNotifyObservers(_pending, newValue) else {
        _pending = newValue
        return
      }
      withMutation(keyPath: \.pending) {
        _pending = newValue
      }
    }
    _modify {
      access(keyPath: \.pending)
      _$observationRegistrar.willSet(self, keyPath: \.pending)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.pending)
      }
      yield &_pending
    }
  }
  private var _results: [String] = []
  var results: [String] = [] {
    @storageRestrictions(initializes: _results)
    init(initialValue) {
      _results = initialValue
    }
    get {
      access(keyPath: \.results)
      return _results
    }
    set {
      guard shouldNotifyObservers(_results, newValue) else {
        _results = newValue
        return
      }
      withMutation(keyPath: \.results) {
        _results = newValue
      }
    }
    _modify {
      access(keyPath: \.results)
      _$observationRegistrar.willSet(self, keyPath: \.results)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.results)
      }
      yield &_results
    }
  }

  init() {
    ids = [1, 2]
    pending = [:]
  }

  func search() {
    results = ["\(query)!"]
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<SearchViewModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<SearchViewModel, __macro_local_6MemberfMu0_>,
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

extension SearchViewModel: nonisolated Observation.Observable {
}

let model = SearchViewModel()
withObservationTracking {
  _ = model.results
} onChange: {
  print("results changed")
}
model.query = "swift"
print("query set")
model.search()
print("results: \(model.results)")
withObservationTracking {
  _ = model.pending
} onChange: {
  print("pending changed")
}
model.pending["a"] = [1]
print("pending: \(model.pending)")
