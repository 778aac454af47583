import Observation

enum Priority: Int, Equatable {
  case low, normal, high
}

struct Attachment: Equatable {
  var fileName: String
}

final class Assignee {
  let name: String
  init(name: String) { self.name = name }
}

// @Observable
final class TaskItem {
  var title: String
  var notes = ""
  var priority: Priority = .normal
  var isDone = false
  var estimateHours = 1.5
  var tags: [String] = []
  var attachments: [Attachment] = []
  var dueDay: Int?
  var assignee: Assignee?
  var subtaskCount = 0
  var ratings: [String: Int] = [:]
  var createdOrder: UInt64 = 0

  init(title: String) {
    self.title = title
  }
}

let task = TaskItem(title: "Write fixtures")

withObservationTracking {
  _ = task.priority
  _ = task.isDone
} onChange: {
  print("row badge changed")
}
task.notes = "cover every form"
task.estimateHours += 0.5
task.tags.append("testing")
task.attachments.append(Attachment(fileName: "spec.md"))
task.dueDay = 12
task.assignee = Assignee(name: "Ana")
task.subtaskCount = 3
task.ratings["ana"] = 5
task.createdOrder = 42
print("\(task.title): \(task.estimateHours)h, \(task.tags), due \(task.dueDay!), \(task.assignee!.name)")
task.priority = .normal
print("same priority assigned")
task.priority = .high
print("priority \(task.priority.rawValue), done \(task.isDone)")
