import Observation

// @Observable
class PageSelection {
  var visiblePages = 1...3
  var loadedPages = 0..<10
  var zoomRange = 0.5...2.0
}

let selection = PageSelection()
print("visible \(selection.visiblePages), loaded \(selection.loadedPages.count), zoom \(selection.zoomRange)")

withObservationTracking {
  _ = selection.visiblePages
} onChange: {
  print("visible pages changed")
}
selection.loadedPages = 0..<20
print("loaded \(selection.loadedPages.count)")
selection.visiblePages = 1...3
print("same visible range assigned")
selection.visiblePages = 4...6
print("visible \(selection.visiblePages)")
