extension Account {
  func _owner() -> String { "x" }
}
