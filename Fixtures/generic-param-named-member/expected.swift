import Observation

// @Observable
final class Roster<Member: Equatable, MutationResult> {
  private var _members: [Member] = []
  var members: [Member] = [] {
    @storageRestrictions(initializes: _members)
    init(initialValue) {
      _members = initialValue
    }
    get {
      access(keyPath: \.members)
      return _members
    }
    set {
      guard shouldNotifyObservers(_members, newValue) else {
        _members = newValue
        return
      }
      withMutation(keyPath: \.members) {
        _members = newValue
      }
    }
    _modify {
      access(keyPath: \.members)
      _$observationRegistrar.willSet(self, keyPath: \.members)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.members)
      }
      yield &_members
    }
  }
  private var _lastResult: MutationResult?
  var lastResult: MutationResult? {
    @storageRestrictions(initializes: _lastResult)
    init(initialValue) {
      _lastResult = initialValue
    }
    get {
      access(keyPath: \.lastResult)
      return _lastResult
    }
    set {
      guard shouldNotifyObservers(_lastResult, newValue) else {
        _lastResult = newValue
        return
      }
      withMutation(keyPath: \.lastResult) {
        _lastResult = newValue
      }
    }
    _modify {
      access(keyPath: \.lastResult)
      _$observationRegistrar.willSet(self, keyPath: \.lastResult)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.lastResult)
      }
      yield &_lastResult
    }
  }

  func add(_ member: Member, result: MutationResult) {
    members.append(member)
    lastResult = result
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Roster, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Roster, __macro_local_6MemberfMu0_>,
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

extension Roster: nonisolated Observation.Observable {
}

let roster = Roster<String, Bool>()

withObservationTracking {
  _ = roster.members
} onChange: {
  print("members changed")
}
roster.lastResult = true
print("result recorded")
roster.add("Grace", result: false)
print("members \(roster.members), last \(roster.lastResult.map { "\($0)" } ?? "none")")
