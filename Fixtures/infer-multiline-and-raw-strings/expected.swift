import Observation

// @Observable
class QueryEditor {
  private var _query = """
    SELECT name
    FROM users
    WHERE active = 1
    """
  var query: String = """
    SELECT name
    FROM users
    WHERE active = 1
    """ {
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
  private var _pattern = #"\d+\.\d+"#
  var pattern: String = #"\d+\.\d+"# {
    @storageRestrictions(initializes: _pattern)
    init(initialValue) {
      _pattern = initialValue
    }
    get {
      access(keyPath: \.pattern)
      return _pattern
    }
    set {
      guard shouldNotifyObservers(_pattern, newValue) else {
        _pattern = newValue
        return
      }
      withMutation(keyPath: \.pattern) {
        _pattern = newValue
      }
    }
    _modify {
      access(keyPath: \.pattern)
      _$observationRegistrar.willSet(self, keyPath: \.pattern)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.pattern)
      }
      yield &_pattern
    }
  }
  private var _windowsPath = #"C:\Users\"guest""#
  var windowsPath: String = #"C:\Users\"guest""# {
    @storageRestrictions(initializes: _windowsPath)
    init(initialValue) {
      _windowsPath = initialValue
    }
    get {
      access(keyPath: \.windowsPath)
      return _windowsPath
    }
    set {
      guard shouldNotifyObservers(_windowsPath, newValue) else {
        _windowsPath = newValue
        return
      }
      withMutation(keyPath: \.windowsPath) {
        _windowsPath = newValue
      }
    }
    _modify {
      access(keyPath: \.windowsPath)
      _$observationRegistrar.willSet(self, keyPath: \.windowsPath)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.windowsPath)
      }
      yield &_windowsPath
    }
  }
  private var _banner = #"""
    Tab\tstays "as is"
    """#
  var banner: String = #"""
    Tab\tstays "as is"
    """# {
    @storageRestrictions(initializes: _banner)
    init(initialValue) {
      _banner = initialValue
    }
    get {
      access(keyPath: \.banner)
      return _banner
    }
    set {
      guard shouldNotifyObservers(_banner, newValue) else {
        _banner = newValue
        return
      }
      withMutation(keyPath: \.banner) {
        _banner = newValue
      }
    }
    _modify {
      access(keyPath: \.banner)
      _$observationRegistrar.willSet(self, keyPath: \.banner)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.banner)
      }
      yield &_banner
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<QueryEditor, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<QueryEditor, __macro_local_6MemberfMu0_>,
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

extension QueryEditor: nonisolated Observation.Observable {
}

let editor = QueryEditor()
print(editor.query)
print(editor.pattern)
print(editor.windowsPath)
print(editor.banner)

withObservationTracking {
  _ = editor.query
} onChange: {
  print("query changed")
}
editor.pattern = #"\w+"#
print("pattern changed")
editor.query += "\nLIMIT 10"
print(editor.query.split(separator: "\n").count, "lines")
