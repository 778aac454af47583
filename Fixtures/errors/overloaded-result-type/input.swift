import Observation

enum Parser {
  static func make() -> Int { 0 }
  static func make() -> String { "" }
  static func make(from text: String) -> Double { 0 }
}

// @Observable
final class Document {
  // Two `make()` differ in result type: the compiler picks one by the context, so the
  // property needs a type annotation.
  var value = Parser.make()
  // The labels leave one overload.
  var number = Parser.make(from: "1")
}
