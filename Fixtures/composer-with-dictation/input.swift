import Observation

// @Observable
@MainActor
final class DictationModel {
  var isListening = false
  var transcript: String = ""

  func hear(_ words: String) {
    transcript += transcript.isEmpty ? words : " " + words
  }
}

// @Observable
@MainActor
final class ComposerModel {
  var draft: String = ""
  var dictation = DictationModel()

  func acceptDictation() {
    draft = dictation.transcript
    dictation.transcript = ""
  }
}

let composer = ComposerModel()

withObservationTracking {
  _ = composer.dictation.transcript
} onChange: {
  print("transcript changed")
}
composer.draft = "Hello"
composer.dictation.isListening = true
print("draft and listening changed; transcript untouched")
composer.dictation.hear("good morning")
composer.acceptDictation()
print("draft: \(composer.draft)")
