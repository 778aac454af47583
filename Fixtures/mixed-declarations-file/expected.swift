import Observation

protocol Named {
  var name: String { get }
}

enum Category: String {
  case fruit, dairy
}

struct Product: Named, Equatable {
  var name: String
  var category: Category
}

let helpText = "Mark a class with // @Observable to track it."
let template = """
  // @Observable
  class Generated {
    var value = 0
  }
  """

// @Observable
final class Basket {
  private var _products: [Product] = []
  var products: [Product] = [] {
    @storageRestrictions(initializes: _products)
    init(initialValue) {
      _products = initialValue
    }
    get {
      access(keyPath: \.products)
      return _products
    }
    set {
      guard shouldNotifyObservers(_products, newValue) else {
        _products = newValue
        return
      }
      withMutation(keyPath: \.products) {
        _products = newValue
      }
    }
    _modify {
      access(keyPath: \.products)
      _$observationRegistrar.willSet(self, keyPath: \.products)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.products)
      }
      yield &_products
    }
  }
  private var _note = "write // @Observable in a comment"
  var note: String = "write // @Observable in a comment" {
    @storageRestrictions(initializes: _note)
    init(initialValue) {
      _note = initialValue
    }
    get {
      access(keyPath: \.note)
      return _note
    }
    set {
      guard shouldNotifyObservers(_note, newValue) else {
        _note = newValue
        return
      }
      withMutation(keyPath: \.note) {
        _note = newValue
      }
    }
    _modify {
      access(keyPath: \.note)
      _$observationRegistrar.willSet(self, keyPath: \.note)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.note)
      }
      yield &_note
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Basket, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Basket, __macro_local_6MemberfMu0_>,
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

extension Basket: nonisolated Observation.Observable {
}

/// Not annotated: a plain class.
final class PlainLogger {
  var lines: [String] = []
}

func describe(_ product: Product) -> String {
  "\(product.name) (\(product.category.rawValue))"
}

// @Observable
class Shopper: Named {
  private var _name: String = "Kai"
  var name: String = "Kai" {
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
  private var _budget = 20
  var budget: Int = 20 {
    @storageRestrictions(initializes: _budget)
    init(initialValue) {
      _budget = initialValue
    }
    get {
      access(keyPath: \.budget)
      return _budget
    }
    set {
      guard shouldNotifyObservers(_budget, newValue) else {
        _budget = newValue
        return
      }
      withMutation(keyPath: \.budget) {
        _budget = newValue
      }
    }
    _modify {
      access(keyPath: \.budget)
      _$observationRegistrar.willSet(self, keyPath: \.budget)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.budget)
      }
      yield &_budget
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Shopper, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Shopper, __macro_local_6MemberfMu0_>,
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

extension Shopper: nonisolated Observation.Observable {
}

let basket = Basket()
let shopper = Shopper()
let logger = PlainLogger()

withObservationTracking {
  _ = basket.products
  _ = shopper.budget
} onChange: {
  print("basket or budget changed")
}
logger.lines.append(helpText)
basket.note = "// @Observable"
shopper.name = "Kai M."
print("note: \(basket.note); shopper: \(shopper.name)")
basket.products.append(Product(name: "Apple", category: .fruit))
print(basket.products.map(describe), logger.lines.count, template.split(separator: "\n").count)
