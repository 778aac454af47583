import Observation

/// A dotted path into a JSON document, e.g. "user.address.city".
struct KeyPath: Equatable {
  var components: [String]

  var dotted: String { components.joined(separator: ".") }
}

// @Observable
final class JSONInspector {
  private var _selection: KeyPath = KeyPath(components: ["user"])
  var selection: KeyPath = KeyPath(components: ["user"]) {
    @storageRestrictions(initializes: _selection)
    init(initialValue) {
      _selection = initialValue
    }
    get {
      access(keyPath: \.selection)
      return _selection
    }
    set {
      guard shouldNotifyObservers(_selection, newValue) else {
        _selection = newValue
        return
      }
      withMutation(keyPath: \.selection) {
        _selection = newValue
      }
    }
    _modify {
      access(keyPath: \.selection)
      _$observationRegistrar.willSet(self, keyPath: \.selection)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.selection)
      }
      yield &_selection
    }
  }
  private var _expanded: Set<String> = []
  var expanded: Set<String> = [] {
    @storageRestrictions(initializes: _expanded)
    init(initialValue) {
      _expanded = initialValue
    }
    get {
      access(keyPath: \.expanded)
      return _expanded
    }
    set {
      guard shouldNotifyObservers(_expanded, newValue) else {
        _expanded = newValue
        return
      }
      withMutation(keyPath: \.expanded) {
        _expanded = newValue
      }
    }
    _modify {
      access(keyPath: \.expanded)
      _$observationRegistrar.willSet(self, keyPath: \.expanded)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.expanded)
      }
      yield &_expanded
    }
  }

  func select(_ path: String) {
    selection = KeyPath(components: path.split(separator: ".").map(String.init))
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<JSONInspector, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<JSONInspector, __macro_local_6MemberfMu0_>,
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

extension JSONInspector: nonisolated Observation.Observable {
}

let inspector = JSONInspector()

withObservationTracking {
  _ = inspector.selection
} onChange: {
  print("selection changed")
}
inspector.expanded.insert("user")
print("expanded \(inspector.expanded.sorted())")
inspector.select("user")
print("same selection assigned")
inspector.select("user.address.city")
print("selected \(inspector.selection.dotted)")
