import Observation

@globalActor
actor RenderActor {
  static let shared = RenderActor()
}

// @Observable
@RenderActor
final class SceneGraph {
  var nodeCount = 0
  var cameraName: String = "main"

  func addNode() {
    nodeCount += 1
  }
}

@RenderActor
func buildScene() -> String {
  let graph = SceneGraph()
  var report: [String] = []
  withObservationTracking {
    _ = graph.nodeCount
  } onChange: {
    print("node count changed")
  }
  graph.cameraName = "overview"
  report.append("camera \(graph.cameraName)")
  graph.addNode()
  graph.addNode()
  report.append("nodes \(graph.nodeCount)")
  return report.joined(separator: ", ")
}

let report = await buildScene()
print(report)
