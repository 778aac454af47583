import Observation

// @Observable
class RecipeStore {
  var order: String?
  var allRecipesUnlocked = false
  var unlockedCount: Int = 3

  func unlockAll() {
    allRecipesUnlocked = true
  }
}

let store = RecipeStore()
print("order: \(store.order ?? "none")")

withObservationTracking {
  _ = store.allRecipesUnlocked
} onChange: {
  print("unlock state changed")
}
store.order = "Matcha Latte"
print("order placed: \(store.order!)")
store.allRecipesUnlocked = false
print("still locked")
store.unlockAll()
print("unlocked: \(store.allRecipesUnlocked)")

withObservationTracking {
  _ = store.order
} onChange: {
  print("order changed")
}
store.order = nil
print("order cleared")
