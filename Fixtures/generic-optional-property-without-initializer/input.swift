import Observation

typealias Identifiers = Set<Int>

// @Observable
final class SearchViewModel {
  var query = ""
  private var searchTask: Task<Void, Never>?
  let ids: Identifiers
  var pending: Dictionary<String, Array<Int>>
  var results: [String] = []

  init() {
    ids = [1, 2]
    pending = [:]
  }

  func search() {
    results = ["\(query)!"]
  }
}

let model = SearchViewModel()
withObservationTracking {
  _ = model.results
} onChange: {
  print("results changed")
}
model.query = "swift"
print("query set")
model.search()
print("results: \(model.results)")
withObservationTracking {
  _ = model.pending
} onChange: {
  print("pending changed")
}
model.pending["a"] = [1]
print("pending: \(model.pending)")
