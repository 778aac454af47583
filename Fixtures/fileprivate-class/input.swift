import Observation

// @Observable
fileprivate class DraftStore {
  var text = ""
  var wordCount: Int {
    text.split(separator: " ").count
  }
}

fileprivate let drafts = DraftStore()

withObservationTracking {
  _ = drafts.wordCount
} onChange: {
  print("word count inputs changed")
}
drafts.text = "hello observable world"
print("words: \(drafts.wordCount)")
