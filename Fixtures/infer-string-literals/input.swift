import Observation

let appName = "Notes"

// @Observable
class DocumentTitle {
  var title = "Untitled"
  var subtitle = ""
  var windowTitle = "\(appName) - Untitled"
  var badge = "\u{2022} draft"
}

let doc = DocumentTitle()
print(doc.windowTitle)

withObservationTracking {
  _ = doc.title
} onChange: {
  print("title changed")
}
doc.subtitle = "Edited just now"
print("subtitle: \(doc.subtitle)")
doc.title = "Untitled"
print("same title assigned")
doc.title = "Groceries"
doc.windowTitle = "\(appName) - \(doc.title)"
print(doc.windowTitle)
