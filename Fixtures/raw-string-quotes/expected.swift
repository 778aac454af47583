import Observation

// @Observable
final class Quotes {
  private var _one = #"""#
  var one: String = #"""# {
    @storageRestrictions(initializes: _one)
    init(initialValue) {
      _one = initialValue
    }
    get {
      access(keyPath: \.one)
      return _one
    }
    set {
      guard shouldNotifyObservers(_one, newValue) else {
        _one = newValue
        return
      }
      withMutation(keyPath: \.one) {
        _one = newValue
      }
    }
    _modify {
      access(keyPath: \.one)
      _$observationRegistrar.willSet(self, keyPath: \.one)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.one)
      }
      yield &_one
    }
  }
  private var _two = #""""#
  var two: String = #""""# {
    @storageRestrictions(initializes: _two)
    init(initialValue) {
      _two = initialValue
    }
    get {
      access(keyPath: \.two)
      return _two
    }
    set {
      guard shouldNotifyObservers(_two, newValue) else {
        _two = newValue
        return
      }
      withMutation(keyPath: \.two) {
        _two = newValue
      }
    }
    _modify {
      access(keyPath: \.two)
      _$observationRegistrar.willSet(self, keyPath: \.two)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.two)
      }
      yield &_two
    }
  }
  private var _doubleHashed = ##"""##
  var doubleHashed: String = ##"""## {
    @storageRestrictions(initializes: _doubleHashed)
    init(initialValue) {
      _doubleHashed = initialValue
    }
    get {
      access(keyPath: \.doubleHashed)
      return _doubleHashed
    }
    set {
      guard shouldNotifyObservers(_doubleHashed, newValue) else {
        _doubleHashed = newValue
        return
      }
      withMutation(keyPath: \.doubleHashed) {
        _doubleHashed = newValue
      }
    }
    _modify {
      access(keyPath: \.doubleHashed)
      _$observationRegistrar.willSet(self, keyPath: \.doubleHashed)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.doubleHashed)
      }
      yield &_doubleHashed
    }
  }
  private var _quoted = #"" quoted ""#
  var quoted: String = #"" quoted ""# {
    @storageRestrictions(initializes: _quoted)
    init(initialValue) {
      _quoted = initialValue
    }
    get {
      access(keyPath: \.quoted)
      return _quoted
    }
    set {
      guard shouldNotifyObservers(_quoted, newValue) else {
        _quoted = newValue
        return
      }
      withMutation(keyPath: \.quoted) {
        _quoted = newValue
      }
    }
    _modify {
      access(keyPath: \.quoted)
      _$observationRegistrar.willSet(self, keyPath: \.quoted)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.quoted)
      }
      yield &_quoted
    }
  }
  private var _tripleHashed = ###""a"###
  var tripleHashed: String = ###""a"### {
    @storageRestrictions(initializes: _tripleHashed)
    init(initialValue) {
      _tripleHashed = initialValue
    }
    get {
      access(keyPath: \.tripleHashed)
      return _tripleHashed
    }
    set {
      guard shouldNotifyObservers(_tripleHashed, newValue) else {
        _tripleHashed = newValue
        return
      }
      withMutation(keyPath: \.tripleHashed) {
        _tripleHashed = newValue
      }
    }
    _modify {
      access(keyPath: \.tripleHashed)
      _$observationRegistrar.willSet(self, keyPath: \.tripleHashed)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.tripleHashed)
      }
      yield &_tripleHashed
    }
  }
  private var _trailing = #"a""#
  var trailing: String = #"a""# {
    @storageRestrictions(initializes: _trailing)
    init(initialValue) {
      _trailing = initialValue
    }
    get {
      access(keyPath: \.trailing)
      return _trailing
    }
    set {
      guard shouldNotifyObservers(_trailing, newValue) else {
        _trailing = newValue
        return
      }
      withMutation(keyPath: \.trailing) {
        _trailing = newValue
      }
    }
    _modify {
      access(keyPath: \.trailing)
      _$observationRegistrar.willSet(self, keyPath: \.trailing)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.trailing)
      }
      yield &_trailing
    }
  }
  private var _hashInside = ##""#"##
  var hashInside: String = ##""#"## {
    @storageRestrictions(initializes: _hashInside)
    init(initialValue) {
      _hashInside = initialValue
    }
    get {
      access(keyPath: \.hashInside)
      return _hashInside
    }
    set {
      guard shouldNotifyObservers(_hashInside, newValue) else {
        _hashInside = newValue
        return
      }
      withMutation(keyPath: \.hashInside) {
        _hashInside = newValue
      }
    }
    _modify {
      access(keyPath: \.hashInside)
      _$observationRegistrar.willSet(self, keyPath: \.hashInside)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.hashInside)
      }
      yield &_hashInside
    }
  }
  private var _empty = #""#
  var empty: String = #""# {
    @storageRestrictions(initializes: _empty)
    init(initialValue) {
      _empty = initialValue
    }
    get {
      access(keyPath: \.empty)
      return _empty
    }
    set {
      guard shouldNotifyObservers(_empty, newValue) else {
        _empty = newValue
        return
      }
      withMutation(keyPath: \.empty) {
        _empty = newValue
      }
    }
    _modify {
      access(keyPath: \.empty)
      _$observationRegistrar.willSet(self, keyPath: \.empty)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.empty)
      }
      yield &_empty
    }
  }
  private var _block = #"""
    ""starts and ends with quotes""
    """#
  var block: String = #"""
    ""starts and ends with quotes""
    """# {
    @storageRestrictions(initializes: _block)
    init(initialValue) {
      _block = initialValue
    }
    get {
      access(keyPath: \.block)
      return _block
    }
    set {
      guard shouldNotifyObservers(_block, newValue) else {
        _block = newValue
        return
      }
      withMutation(keyPath: \.block) {
        _block = newValue
      }
    }
    _modify {
      access(keyPath: \.block)
      _$observationRegistrar.willSet(self, keyPath: \.block)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.block)
      }
      yield &_block
    }
  }
  private var _after = "plain"
  var after: String = "plain" {
    @storageRestrictions(initializes: _after)
    init(initialValue) {
      _after = initialValue
    }
    get {
      access(keyPath: \.after)
      return _after
    }
    set {
      guard shouldNotifyObservers(_after, newValue) else {
        _after = newValue
        return
      }
      withMutation(keyPath: \.after) {
        _after = newValue
      }
    }
    _modify {
      access(keyPath: \.after)
      _$observationRegistrar.willSet(self, keyPath: \.after)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.after)
      }
      yield &_after
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Quotes, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Quotes, __macro_local_6MemberfMu0_>,
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

extension Quotes: nonisolated Observation.Observable {
}

let quotes = Quotes()
print(quotes.one, quotes.two, quotes.doubleHashed, quotes.quoted)
print(quotes.tripleHashed, quotes.trailing, quotes.hashInside, "[\(quotes.empty)]")
print(quotes.block)

withObservationTracking {
  _ = quotes.quoted
  _ = quotes.block
} onChange: {
  print("quoted or block changed")
}
quotes.after = #"after""#
print(quotes.after)
quotes.quoted = ##""""##
print(quotes.quoted)

withObservationTracking {
  _ = quotes.tripleHashed
} onChange: {
  print("triple-hashed changed")
}
quotes.tripleHashed = ###"""###
print(quotes.tripleHashed, #"""#, ##"""##, ###""a"###, #"" quoted ""#)
