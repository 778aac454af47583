import Observation

final class Parser {
  let grammar = "expr := term"
}

// @Observable
final class EditorSession {
  var text = ""
  lazy var parser = Parser()
}
