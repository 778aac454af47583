import Observation

// @Observable
public final class DownloadTask {
  public private(set) var progress: Double = 0
  public internal(set) var state = "queued"
  private(set) var bytesReceived = 0
  fileprivate(set) var attempts: Int = 0

  public init() {}

  func receive(_ bytes: Int, of total: Int) {
    bytesReceived += bytes
    progress = Double(bytesReceived) / Double(total)
    state = progress >= 1 ? "done" : "running"
  }
}

let task = DownloadTask()

withObservationTracking {
  _ = task.progress
} onChange: {
  print("progress changed")
}
task.state = "starting"
task.attempts += 1
print("state \(task.state), attempts \(task.attempts)")
task.receive(50, of: 100)
task.receive(50, of: 100)
print("progress \(task.progress), bytes \(task.bytesReceived), state \(task.state)")
