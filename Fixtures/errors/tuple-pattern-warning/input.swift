import Observation

// @Observable
class Cursor {
  var (line, column) = (1, 1)
  var isVisible = true
}

let cursor = Cursor()

withObservationTracking {
  _ = cursor.line
} onChange: {
  print("line changed (unexpected: tuple patterns are not tracked)")
}
cursor.line = 10
print("cursor at \(cursor.line):\(cursor.column)")

withObservationTracking {
  _ = cursor.isVisible
} onChange: {
  print("visibility changed")
}
cursor.isVisible = false
print("visible: \(cursor.isVisible)")
