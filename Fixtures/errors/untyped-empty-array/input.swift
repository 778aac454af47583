import Observation

// @Observable
class TodoList {
  var title = "Today"
  var items = []
}
