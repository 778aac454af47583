import Observation

// @Observable
class Shape {
  private final var _sides: Int
  final var sides: Int {
    @storageRestrictions(initializes: _sides)
    init(initialValue) {
      _sides = initialValue
    }
    get {
      access(keyPath: \.sides)
      return _sides
    }
    set {
      guard shouldNotifyObservers(_sides, newValue) else {
        _sides = newValue
        return
      }
      withMutation(keyPath: \.sides) {
        _sides = newValue
      }
    }
    _modify {
      access(keyPath: \.sides)
      _$observationRegistrar.willSet(self, keyPath: \.sides)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.sides)
      }
      yield &_sides
    }
  }
  private final var _name = "polygon"
  final var name: String = "polygon" {
    @storageRestrictions(initializes: _name)
    init(initialValue) {
      _name = initialValue
    }
    get {
      access(keyPath: \.name)
      return _name
    }
    set {
      guard shouldNotifyObservers(_name, newValue) else {
        _name = newValue
        return
      }
      withMutation(keyPath: \.name) {
        _name = newValue
      }
    }
    _modify {
      access(keyPath: \.name)
      _$observationRegistrar.willSet(self, keyPath: \.name)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.name)
      }
      yield &_name
    }
  }
  private var _fillColor: String = "white"
  var fillColor: String = "white" {
    @storageRestrictions(initializes: _fillColor)
    init(initialValue) {
      _fillColor = initialValue
    }
    get {
      access(keyPath: \.fillColor)
      return _fillColor
    }
    set {
      guard shouldNotifyObservers(_fillColor, newValue) else {
        _fillColor = newValue
        return
      }
      withMutation(keyPath: \.fillColor) {
        _fillColor = newValue
      }
    }
    _modify {
      access(keyPath: \.fillColor)
      _$observationRegistrar.willSet(self, keyPath: \.fillColor)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.fillColor)
      }
      yield &_fillColor
    }
  }

  init(sides: Int) {
    self.sides = sides
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Shape, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Shape, __macro_local_6MemberfMu0_>,
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

extension Shape: nonisolated Observation.Observable {
}

final class Square: Shape {
  init() {
    super.init(sides: 4)
    name = "square"
  }
}

let square = Square()
print("\(square.name) with \(square.sides) sides")

withObservationTracking {
  _ = square.name
} onChange: {
  print("name changed")
}
square.fillColor = "red"
print("fill \(square.fillColor)")
square.name = "rhombus"
print("renamed to \(square.name)")
