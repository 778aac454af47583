import Observation

// @Observable
class SelectionModel<Item: Hashable & Comparable, Source: Sequence> {
  private var _selected: Set<Item> = []
  var selected: Set<Item> = [] {
    @storageRestrictions(initializes: _selected)
    init(initialValue) {
      _selected = initialValue
    }
    get {
      access(keyPath: \.selected)
      return _selected
    }
    set {
      guard shouldNotifyObservers(_selected, newValue) else {
        _selected = newValue
        return
      }
      withMutation(keyPath: \.selected) {
        _selected = newValue
      }
    }
    _modify {
      access(keyPath: \.selected)
      _$observationRegistrar.willSet(self, keyPath: \.selected)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.selected)
      }
      yield &_selected
    }
  }
  private var _focused: Item?
  var focused: Item? {
    @storageRestrictions(initializes: _focused)
    init(initialValue) {
      _focused = initialValue
    }
    get {
      access(keyPath: \.focused)
      return _focused
    }
    set {
      guard shouldNotifyObservers(_focused, newValue) else {
        _focused = newValue
        return
      }
      withMutation(keyPath: \.focused) {
        _focused = newValue
      }
    }
    _modify {
      access(keyPath: \.focused)
      _$observationRegistrar.willSet(self, keyPath: \.focused)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.focused)
      }
      yield &_focused
    }
  }
  let source: Source

  init(source: Source) {
    self.source = source
  }

  func toggle(_ item: Item) {
    if selected.contains(item) {
      selected.remove(item)
    } else {
      selected.insert(item)
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<SelectionModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<SelectionModel, __macro_local_6MemberfMu0_>,
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

extension SelectionModel: nonisolated Observation.Observable {
}

let model = SelectionModel<String, [String]>(source: ["a", "b", "c"])

withObservationTracking {
  _ = model.selected
} onChange: {
  print("selection changed")
}
model.focused = "b"
print("focus moved to \(model.focused ?? "-")")
model.selected = []
print("equal selection assigned")
model.toggle("a")
model.toggle("c")
print("selected \(model.selected.sorted())")
