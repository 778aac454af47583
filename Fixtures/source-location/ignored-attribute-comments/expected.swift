#sourceLocation(file: "input.swift", line: 1)
import Observation

// @Observable
final class Downloader {
  // caches are invisible to views
  var cache: [String: Int] = [:]
                      /* bookkeeping */ var attempts = 0
#sourceLocation()
  private var _progress = 0.0
  /// Progress from 0 to 1.
#sourceLocation(file: "input.swift", line: 9)
  var progress: Double = 0.0 { @storageRestrictions(initializes: _progress) init(initialValue) { _progress = initialValue } get { access(keyPath: \.progress); return _progress } set { guard shouldNotifyObservers(_progress, newValue) else { _progress = newValue; return }; withMutation(keyPath: \.progress) { _progress = newValue } } _modify { access(keyPath: \.progress); _$observationRegistrar.willSet(self, keyPath: \.progress); defer { _$observationRegistrar.didSet(self, keyPath: \.progress) }; yield &_progress } }
#sourceLocation()

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Downloader, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Downloader, __macro_local_6MemberfMu0_>,
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
#sourceLocation(file: "input.swift", line: 10)
}
#sourceLocation()

extension Downloader: nonisolated Observation.Observable {
}
#sourceLocation(file: "input.swift", line: 11)

let downloader = Downloader()
withObservationTracking {
  _ = downloader.cache
  _ = downloader.progress
} onChange: {
  print("something observed changed")
}
downloader.cache["a"] = 1
downloader.attempts += 1
print("ignored changes made")
downloader.progress = 0.5
print("progress \(downloader.progress)")
