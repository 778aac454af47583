import Observation

// @Observable
class TagIndex {
  private var _tags = Set<String>()
  var tags: Set<String> = Set<String>() {
    @storageRestrictions(initializes: _tags)
    init(initialValue) {
      _tags = initialValue
    }
    get {
      access(keyPath: \.tags)
      return _tags
    }
    set {
      guard shouldNotifyObservers(_tags, newValue) else {
        _tags = newValue
        return
      }
      withMutation(keyPath: \.tags) {
        _tags = newValue
      }
    }
    _modify {
      access(keyPath: \.tags)
      _$observationRegistrar.willSet(self, keyPath: \.tags)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.tags)
      }
      yield &_tags
    }
  }
  private var _ids = Set<Int>()
  var ids: Set<Int> = Set<Int>() {
    @storageRestrictions(initializes: _ids)
    init(initialValue) {
      _ids = initialValue
    }
    get {
      access(keyPath: \.ids)
      return _ids
    }
    set {
      guard shouldNotifyObservers(_ids, newValue) else {
        _ids = newValue
        return
      }
      withMutation(keyPath: \.ids) {
        _ids = newValue
      }
    }
    _modify {
      access(keyPath: \.ids)
      _$observationRegistrar.willSet(self, keyPath: \.ids)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.ids)
      }
      yield &_ids
    }
  }
  private var _counts = [Int]()
  var counts: [Int] = [Int]() {
    @storageRestrictions(initializes: _counts)
    init(initialValue) {
      _counts = initialValue
    }
    get {
      access(keyPath: \.counts)
      return _counts
    }
    set {
      guard shouldNotifyObservers(_counts, newValue) else {
        _counts = newValue
        return
      }
      withMutation(keyPath: \.counts) {
        _counts = newValue
      }
    }
    _modify {
      access(keyPath: \.counts)
      _$observationRegistrar.willSet(self, keyPath: \.counts)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.counts)
      }
      yield &_counts
    }
  }
  private var _byName = [String: Int]()
  var byName: [String: Int] = [String: Int]() {
    @storageRestrictions(initializes: _byName)
    init(initialValue) {
      _byName = initialValue
    }
    get {
      access(keyPath: \.byName)
      return _byName
    }
    set {
      guard shouldNotifyObservers(_byName, newValue) else {
        _byName = newValue
        return
      }
      withMutation(keyPath: \.byName) {
        _byName = newValue
      }
    }
    _modify {
      access(keyPath: \.byName)
      _$observationRegistrar.willSet(self, keyPath: \.byName)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.byName)
      }
      yield &_byName
    }
  }
  private var _recent = Array<String>()
  var recent: [String] = Array<String>() {
    @storageRestrictions(initializes: _recent)
    init(initialValue) {
      _recent = initialValue
    }
    get {
      access(keyPath: \.recent)
      return _recent
    }
    set {
      guard shouldNotifyObservers(_recent, newValue) else {
        _recent = newValue
        return
      }
      withMutation(keyPath: \.recent) {
        _recent = newValue
      }
    }
    _modify {
      access(keyPath: \.recent)
      _$observationRegistrar.willSet(self, keyPath: \.recent)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.recent)
      }
      yield &_recent
    }
  }
  private var _lookup = Dictionary<Int, [String]>()
  var lookup: [Int: [String]] = Dictionary<Int, [String]>() {
    @storageRestrictions(initializes: _lookup)
    init(initialValue) {
      _lookup = initialValue
    }
    get {
      access(keyPath: \.lookup)
      return _lookup
    }
    set {
      guard shouldNotifyObservers(_lookup, newValue) else {
        _lookup = newValue
        return
      }
      withMutation(keyPath: \.lookup) {
        _lookup = newValue
      }
    }
    _modify {
      access(keyPath: \.lookup)
      _$observationRegistrar.willSet(self, keyPath: \.lookup)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.lookup)
      }
      yield &_lookup
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<TagIndex, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<TagIndex, __macro_local_6MemberfMu0_>,
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

extension TagIndex: nonisolated Observation.Observable {
}

let index = TagIndex()

withObservationTracking {
  _ = index.tags
} onChange: {
  print("tags changed")
}
index.counts.append(1)
index.ids.insert(7)
index.byName["swift"] = 1
index.recent.append("swift")
index.lookup[1] = ["swift"]
print("counts \(index.counts), swift=\(index.byName["swift"] ?? 0)")
index.tags = []
print("equal empty set assigned")
index.tags.insert("swift")
print("tags \(index.tags.sorted())")
