import Observation

// @Observable
class TagIndex {
  var tags = Set<String>()
  var ids = Set<Int>()
  var counts = [Int]()
  var byName = [String: Int]()
  var recent = Array<String>()
  var lookup = Dictionary<Int, [String]>()
}

let index = TagIndex()

withObservationTracking {
  _ = index.tags
} onChange: {
  print("tags changed")
}
index.counts.append(1)
index.ids.insert(7)
index.byName["swift"] = 1
index.recent.append("swift")
index.lookup[1] = ["swift"]
print("counts \(index.counts), swift=\(index.byName["swift"] ?? 0)")
index.tags = []
print("equal empty set assigned")
index.tags.insert("swift")
print("tags \(index.tags.sorted())")
