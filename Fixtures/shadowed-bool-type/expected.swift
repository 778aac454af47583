import Observation

/// A search engine's compound "bool" query (must / should clauses).
struct Bool: Equatable {
  var must: [String] = []
  var should: [String] = []
}

// @Observable
final class SearchRequest {
  private var _query = Bool()
  var query: Bool = Bool() {
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
  private var _limit = 10
  var limit: Int = 10 {
    @storageRestrictions(initializes: _limit)
    init(initialValue) {
      _limit = initialValue
    }
    get {
      access(keyPath: \.limit)
      return _limit
    }
    set {
      guard shouldNotifyObservers(_limit, newValue) else {
        _limit = newValue
        return
      }
      withMutation(keyPath: \.limit) {
        _limit = newValue
      }
    }
    _modify {
      access(keyPath: \.limit)
      _$observationRegistrar.willSet(self, keyPath: \.limit)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.limit)
      }
      yield &_limit
    }
  }
  private var _explain = false
  var explain: Swift.Bool = false {
    @storageRestrictions(initializes: _explain)
    init(initialValue) {
      _explain = initialValue
    }
    get {
      access(keyPath: \.explain)
      return _explain
    }
    set {
      guard shouldNotifyObservers(_explain, newValue) else {
        _explain = newValue
        return
      }
      withMutation(keyPath: \.explain) {
        _explain = newValue
      }
    }
    _modify {
      access(keyPath: \.explain)
      _$observationRegistrar.willSet(self, keyPath: \.explain)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.explain)
      }
      yield &_explain
    }
  }

  func require(_ term: String) {
    query.must.append(term)
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<SearchRequest, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<SearchRequest, __macro_local_6MemberfMu0_>,
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

extension SearchRequest: nonisolated Observation.Observable {
}

let request = SearchRequest()

withObservationTracking {
  _ = request.query
} onChange: {
  print("query changed")
}
request.limit = 20
request.explain = true
print("limit \(request.limit), explain \(request.explain)")
request.query = Bool()
print("equal query assigned")
request.require("swift")
print("must \(request.query.must)")
