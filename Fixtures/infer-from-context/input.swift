import Observation

// Every untyped property here is typed from declarations in context/Declarations.swift.
// @Observable
final class Dashboard {
  var frequency = PollVotingFrequency.oneVote
  var limited = PollVotingFrequency.limited(3)
  var publication = SpendDashboardPublication.empty
  var pageSize = SpendDashboardPublication.pageSize
  var memory = Memory.snapshot()
  var memoryBytes = Memory.snapshot().bytes
  var tint = Theme.shared.tintColor
  var radius = Theme.shared.cornerRadius
  var badgeEmpty = Theme.shared.badge(for: 3).isEmpty
  var tag = Tag.make("new")
  var visibility = Models.Visibility.pub
  var palette = Palette.shared
  var box = Box<Int>.empty
  var boxFirst = Box<String>.empty.first()
  var title = defaultTitle()
  var transform = { (x: Int, y: Int) -> Int in x * y }
}

@main
struct App {
  static func main() {
    let dashboard = Dashboard()
    withObservationTracking {
      _ = dashboard.frequency
      _ = dashboard.memory.bytes
    } onChange: {
      print("dashboard changed")
    }
    dashboard.frequency = .unlimited
    print(dashboard.frequency, dashboard.limited, dashboard.publication.items, dashboard.pageSize)
    print(dashboard.memoryBytes, dashboard.tint, dashboard.radius, dashboard.badgeEmpty, dashboard.tag.name)
    print(dashboard.visibility, dashboard.palette.tintColor, dashboard.box.value as Any)
    print(dashboard.boxFirst as Any, dashboard.title, dashboard.transform(6, 7))
  }
}
