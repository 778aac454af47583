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
  var products: [Product] = []
  var note = "write // @Observable in a comment"
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
  var name: String = "Kai"
  var budget = 20
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
