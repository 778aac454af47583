import Observation

enum Permission: Equatable {
  case read
  case write
}

// @Observable
final class FilePermissions {
  private var _access: Permission = .read
  var access: Permission = .read {
    @storageRestrictions(initializes: _access)
    init(initialValue) {
      _access = initialValue
    }
    get {
      access(keyPath: \.access)
      return _access
    }
    set {
      guard shouldNotifyObservers(_access, newValue) else {
        _access = newValue
        return
      }
      withMutation(keyPath: \.access) {
        _access = newValue
      }
    }
    _modify {
      access(keyPath: \.access)
      _$observationRegistrar.willSet(self, keyPath: \.access)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.access)
      }
      yield &_access
    }
  }
  private var _withMutation = false
  var withMutation: Bool = false {
    @storageRestrictions(initializes: _withMutation)
    init(initialValue) {
      _withMutation = initialValue
    }
    get {
      access(keyPath: \.withMutation)
      return _withMutation
    }
    set {
      guard shouldNotifyObservers(_withMutation, newValue) else {
        _withMutation = newValue
        return
      }
      withMutation(keyPath: \.withMutation) {
        _withMutation = newValue
      }
    }
    _modify {
      access(keyPath: \.withMutation)
      _$observationRegistrar.willSet(self, keyPath: \.withMutation)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.withMutation)
      }
      yield &_withMutation
    }
  }
  private var _owner = "root"
  var owner: String = "root" {
    @storageRestrictions(initializes: _owner)
    init(initialValue) {
      _owner = initialValue
    }
    get {
      access(keyPath: \.owner)
      return _owner
    }
    set {
      guard shouldNotifyObservers(_owner, newValue) else {
        _owner = newValue
        return
      }
      withMutation(keyPath: \.owner) {
        _owner = newValue
      }
    }
    _modify {
      access(keyPath: \.owner)
      _$observationRegistrar.willSet(self, keyPath: \.owner)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.owner)
      }
      yield &_owner
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<FilePermissions, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<FilePermissions, __macro_local_6MemberfMu0_>,
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

extension FilePermissions: nonisolated Observation.Observable {
}

let permissions = FilePermissions()

withObservationTracking {
  _ = permissions.access
} onChange: {
  print("access changed")
}
permissions.withMutation = true
permissions.owner = "admin"
print("withMutation \(permissions.withMutation), owner \(permissions.owner)")
permissions.access = .read
print("same access assigned")
permissions.access = .write
print("access \(permissions.access)")
