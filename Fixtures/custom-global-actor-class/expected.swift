import Observation

@globalActor
actor RenderActor {
  static let shared = RenderActor()
}

// @Observable
@RenderActor
final class SceneGraph {
  private var _nodeCount = 0
  var nodeCount: Int = 0 {
    @storageRestrictions(initializes: _nodeCount)
    init(initialValue) {
      _nodeCount = initialValue
    }
    get {
      access(keyPath: \.nodeCount)
      return _nodeCount
    }
    set {
      guard shouldNotifyObservers(_nodeCount, newValue) else {
        _nodeCount = newValue
        return
      }
      withMutation(keyPath: \.nodeCount) {
        _nodeCount = newValue
      }
    }
    _modify {
      access(keyPath: \.nodeCount)
      _$observationRegistrar.willSet(self, keyPath: \.nodeCount)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.nodeCount)
      }
      yield &_nodeCount
    }
  }
  private var _cameraName: String = "main"
  var cameraName: String = "main" {
    @storageRestrictions(initializes: _cameraName)
    init(initialValue) {
      _cameraName = initialValue
    }
    get {
      access(keyPath: \.cameraName)
      return _cameraName
    }
    set {
      guard shouldNotifyObservers(_cameraName, newValue) else {
        _cameraName = newValue
        return
      }
      withMutation(keyPath: \.cameraName) {
        _cameraName = newValue
      }
    }
    _modify {
      access(keyPath: \.cameraName)
      _$observationRegistrar.willSet(self, keyPath: \.cameraName)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.cameraName)
      }
      yield &_cameraName
    }
  }

  func addNode() {
    nodeCount += 1
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<SceneGraph, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<SceneGraph, __macro_local_6MemberfMu0_>,
    _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
    lhs != rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
    lhs !== rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
    lhs != rhs
  }
}

extension SceneGraph: nonisolated Observation.Observable {
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
