#sourceLocation(file: "input.swift", line: 1)
import Observation

final class ImageCache {
  var entries: [String: Int] = [:]
}

// @Observable
final class GalleryViewModel {
#sourceLocation()
  private var _title = "Gallery"
#sourceLocation(file: "input.swift", line: 9)
  var title: String = "Gallery" { @storageRestrictions(initializes: _title) init(initialValue) { _title = initialValue } get { access(keyPath: \.title); return _title } set { guard shouldNotifyObservers(_title, newValue) else { _title = newValue; return }; withMutation(keyPath: \.title) { _title = newValue } } _modify { access(keyPath: \.title); _$observationRegistrar.willSet(self, keyPath: \.title); defer { _$observationRegistrar.didSet(self, keyPath: \.title) }; yield &_title } }
#sourceLocation(file: "input.swift", line: 10)
                      var cache = ImageCache()
                      private var loadCount = 0
                      var lastError: String?

  func load() {
    loadCount += 1
    cache.entries["thumb"] = loadCount
  }
#sourceLocation()

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<GalleryViewModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<GalleryViewModel, __macro_local_6MemberfMu0_>,
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
#sourceLocation(file: "input.swift", line: 18)
}
#sourceLocation()

extension GalleryViewModel: nonisolated Observation.Observable {
}
#sourceLocation(file: "input.swift", line: 19)

let viewModel = GalleryViewModel()

withObservationTracking {
  _ = viewModel.cache
  _ = viewModel.lastError
} onChange: {
  print("ignored property notified (unexpected)")
}
viewModel.load()
viewModel.cache = ImageCache()
viewModel.lastError = "timeout"
print("ignored properties changed without notification")

withObservationTracking {
  _ = viewModel.title
} onChange: {
  print("title changed")
}
viewModel.title = "Photos"
print("title \(viewModel.title)")
