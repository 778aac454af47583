import Observation

func compute() -> Int {
  6 * 7
}

// @Observable
class Calculator {
  var label = "answer"
  var value = compute()
}

let calculator = Calculator()
print("\(calculator.label): \(calculator.value)")
