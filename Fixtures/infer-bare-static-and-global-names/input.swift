import Observation

let maximumRetries: Int = 5
let defaultTitle = "Untitled"
let startScale = 1.5

// A bare name in an initializer: a static property of the class itself (also one declared in
// an extension of it), else a global variable of the run, with its declared or inferred type.
// @Observable
final class Budget {
    static let limit = 35
    static let currency: String = "EUR"
    var left = limit
    var unit = currency
    var symbol = placeholder
    var retries = maximumRetries
    var title = defaultTitle
    var scale = startScale
}

extension Budget {
    static let placeholder = "-"
}

let budget = Budget()
print(budget.left, budget.unit, budget.symbol, budget.retries, budget.title, budget.scale)
