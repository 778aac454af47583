import Observation

// @Observable
final class Account {
  var balance = 0
  var owner = "me"
  var limit = 5
  var kind = 1
  var tier = 2
  var level = 3
}

extension Account {
  var _balance: Int { 42 }
  // Also a static member or a function with parameters: `@storageRestrictions(initializes:
  // _limit)` names the store by its base name, which is then ambiguous.
  static var _limit: Int { 1 }
  func _kind(of value: Int) -> Int { value }
  typealias _tier = Int
  // A subscript's parameter name is no member.
  subscript(_level: Int) -> Int { 0 }
}
