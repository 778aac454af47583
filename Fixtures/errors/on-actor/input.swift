import Observation

@Observable
actor DownloadManager {
  var activeDownloads = 0
  var completed: [String] = []

  func finish(_ name: String) {
    completed.append(name)
  }
}
