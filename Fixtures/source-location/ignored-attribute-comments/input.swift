import Observation

// @Observable
final class Downloader {
  @ObservationIgnored // caches are invisible to views
  var cache: [String: Int] = [:]
  @ObservationIgnored /* bookkeeping */ var attempts = 0
  /// Progress from 0 to 1.
  var progress = 0.0
}

let downloader = Downloader()
withObservationTracking {
  _ = downloader.cache
  _ = downloader.progress
} onChange: {
  print("something observed changed")
}
downloader.cache["a"] = 1
downloader.attempts += 1
print("ignored changes made")
downloader.progress = 0.5
print("progress \(downloader.progress)")
