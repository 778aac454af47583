import Observation

// Classes that conform to `Observable` already get no second conformance.
protocol ObservableModel: Observable {}

// Through a protocol that refines `Observable`.
// @Observable
class Document: ObservableModel {
  var title = "Untitled"
  init() {}
}

// Through an extension of its own.
// @Observable
final class Cursor {
  var line = 1
}

extension Cursor: Observable {}

// Through a superclass reached by a type alias.
typealias BaseDocument = Document

// @Observable
final class Draft: BaseDocument {
  var words = 0
}

let draft = Draft()
withObservationTracking {
  _ = draft.title
  _ = draft.words
} onChange: {
  print("draft changed")
}
draft.words = 12
let cursor = Cursor()
withObservationTracking {
  _ = cursor.line
} onChange: {
  print("cursor moved")
}
cursor.line = 2
print(draft.title, draft.words, cursor.line)
