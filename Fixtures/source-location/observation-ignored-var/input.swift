import Observation

final class ImageCache {
  var entries: [String: Int] = [:]
}

// @Observable
final class GalleryViewModel {
  var title = "Gallery"
  @ObservationIgnored var cache = ImageCache()
  @ObservationIgnored private var loadCount = 0
  @ObservationIgnored var lastError: String?

  func load() {
    loadCount += 1
    cache.entries["thumb"] = loadCount
  }
}

let viewModel = GalleryViewModel()

withObservationTracking {
  _ = viewModel.cache
  _ = viewModel.lastError
} onChange: {
  print("ignored property notified (unexpected)")
}
viewModel.load()
viewModel.cache = ImageCache()
viewModel.lastError = "timeout"
print("ignored properties changed without notification")

withObservationTracking {
  _ = viewModel.title
} onChange: {
  print("title changed")
}
viewModel.title = "Photos"
print("title \(viewModel.title)")
