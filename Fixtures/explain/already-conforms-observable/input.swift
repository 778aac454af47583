import Observation

protocol Refreshable {
  func refresh()
}

// @Observable
class NewsFeed: Observable, Refreshable {
  var headlines: [String] = []
  var lastRefresh = 0

  func refresh() {
    lastRefresh += 1
    headlines.append("Story \(lastRefresh)")
  }
}

func observe<T: Observable>(_ model: T, _ label: String) {
  print("\(label) is Observable")
}

let feed = NewsFeed()
observe(feed, "feed")

withObservationTracking {
  _ = feed.headlines
} onChange: {
  print("headlines changed")
}
feed.refresh()
print(feed.headlines)
