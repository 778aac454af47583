import Observation

/// A search engine's compound "bool" query (must / should clauses).
struct Bool: Equatable {
  var must: [String] = []
  var should: [String] = []
}

// @Observable
final class SearchRequest {
  var query = Bool()
  var limit = 10
  var explain = false

  func require(_ term: String) {
    query.must.append(term)
  }
}

let request = SearchRequest()

withObservationTracking {
  _ = request.query
} onChange: {
  print("query changed")
}
request.limit = 20
request.explain = true
print("limit \(request.limit), explain \(request.explain)")
request.query = Bool()
print("equal query assigned")
request.require("swift")
print("must \(request.query.must)")
