import Observation

// @Observable
class UndoableText {
  var text = ""
  var cursor = 0
  // @ObservationIgnored
  var history: [String] = []

  func withMutation<Member, Result>(
    keyPath: KeyPath<UndoableText, Member>,
    _ mutation: () throws -> Result
  ) rethrows -> Result {
    if keyPath == \UndoableText.text {
      history.append(text)
    }
    return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }
}

let editor = UndoableText()

withObservationTracking {
  _ = editor.text
} onChange: {
  print("text changed")
}
editor.text = "a"
editor.text = "ab"
editor.cursor = 2
editor.text = "ab"
print("history \(editor.history), text \(editor.text)")
