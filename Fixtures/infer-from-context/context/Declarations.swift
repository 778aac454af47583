// The rest of the module: declarations the expander reads with `--context context`.

enum PollVotingFrequency: Equatable {
  case oneVote, unlimited
  case limited(Int)
}

struct SpendDashboardPublication {
  var items: [Int]
  static let empty = SpendDashboardPublication(items: [])
  static let pageSize = 25
}

enum Memory {
  struct Snapshot {
    var bytes: Int
  }
  static func snapshot() -> Snapshot { Snapshot(bytes: 4096) }
}

final class Theme {
  static let shared = Theme()
  var tintColor: String { "teal" }
  let cornerRadius: Double = 8
  func badge(for count: Int) -> Badge { Badge(text: "\(count)") }
}

struct Badge {
  var text: String
  var isEmpty: Bool { text.isEmpty }
}

struct Tag {
  var name: String
  static func make(_ name: String) -> Self { Tag(name: name) }
}

enum Models {
  enum Visibility {
    case pub, unlisted
  }
}

typealias Palette = Theme

struct Box<Value> {
  var value: Value?
  static var empty: Box<Value> { Box(value: nil) }
  func first() -> Value? { value }
}

func defaultTitle() -> String { "Untitled" }
