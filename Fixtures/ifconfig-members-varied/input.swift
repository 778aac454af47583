import Observation

// @Observable
final class Workspace {
  var title = "Untitled"

#if swift(>=5.9) && (os(Linux) ||
 os(macOS))
  var tabs: [String] = ["main"]
  var zoom = 1.0

  func openTab(_ name: String) {
    tabs.append(name)
  }
#elseif os(Windows)
  var tabs: [String] = []
  var zoom = 1.5

  func openTab(_ name: String) {}
#else
  var tabs: [String] = []
  var zoom: Double = 2.0
#endif

  #if DEBUG
  var verbose = true
  init() {
    print("debug init")
  }
  #else
  var verbose = false
  init() {
    print("release init")
  }
  #endif

#if (os(Linux) ||
     os(macOS)) && !DEBUG
  #if canImport(Foundation)
  var nested = "foundation"
  #else
  var nested = "bare"
  #endif
  var summary: String { "\(title) [\(tabs.joined(separator: ","))] \(nested)" }
#else
  var summary: String { title }
#endif

  #if compiler(>=5.9)
  static let kind = "workspace"
  #endif
}

let workspace = Workspace()
print(workspace.summary, Workspace.kind, workspace.verbose, workspace.zoom)

withObservationTracking {
  _ = workspace.tabs
} onChange: {
  print("tabs changed")
}
workspace.zoom = 1.25
print("zoom \(workspace.zoom)")
workspace.openTab("notes")
print(workspace.summary)

withObservationTracking {
  _ = workspace.nested
  _ = workspace.verbose
} onChange: {
  print("nested or verbose changed")
}
workspace.title = "Plan"
print(workspace.summary)
workspace.nested = "changed"
print(workspace.summary)
