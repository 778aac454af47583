import Observation

// @Observable
@MainActor
final class EditorModel {
  @available(*, deprecated, message: "Use fontSize")
  var legacySize: Int = 12

  @available(macOS 10.15, iOS 13, *)
  var fontSize: Int = 14

  @MainActor var cursorLine = 1

  @inline(never) var selectionLength: Int = 0
}

let editor = EditorModel()

withObservationTracking {
  _ = editor.cursorLine
} onChange: {
  print("cursor moved")
}
editor.fontSize = 16
editor.selectionLength = 4
print("font \(editor.fontSize), selection \(editor.selectionLength)")
editor.cursorLine = 12
print("line \(editor.cursorLine)")
