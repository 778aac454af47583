#sourceLocation(file: "input.swift", line: 1)
import Observation

#if DEBUG
// @Observable
final class Diagnostics {
#sourceLocation()
  private var _logLevel = "verbose"
#sourceLocation(file: "input.swift", line: 6)
  var logLevel: String = "verbose" { @storageRestrictions(initializes: _logLevel) init(initialValue) { _logLevel = initialValue } get { access(keyPath: \.logLevel); return _logLevel } set { guard shouldNotifyObservers(_logLevel, newValue) else { _logLevel = newValue; return }; withMutation(keyPath: \.logLevel) { _logLevel = newValue } } _modify { access(keyPath: \.logLevel); _$observationRegistrar.willSet(self, keyPath: \.logLevel); defer { _$observationRegistrar.didSet(self, keyPath: \.logLevel) }; yield &_logLevel } }
#sourceLocation()
  private var _frameCount = 0
#sourceLocation(file: "input.swift", line: 7)
  var frameCount: Int = 0 { @storageRestrictions(initializes: _frameCount) init(initialValue) { _frameCount = initialValue } get { access(keyPath: \.frameCount); return _frameCount } set { guard shouldNotifyObservers(_frameCount, newValue) else { _frameCount = newValue; return }; withMutation(keyPath: \.frameCount) { _frameCount = newValue } } _modify { access(keyPath: \.frameCount); _$observationRegistrar.willSet(self, keyPath: \.frameCount); defer { _$observationRegistrar.didSet(self, keyPath: \.frameCount) }; yield &_frameCount } }
#sourceLocation(file: "input.swift", line: 8)

  var summary: String { "debug build, \(logLevel)" }
#sourceLocation()

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Diagnostics, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Diagnostics, __macro_local_6MemberfMu0_>,
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

extension Diagnostics: nonisolated Observation.Observable {
}
#sourceLocation(file: "input.swift", line: 11)
#else
// @Observable
final class Diagnostics {
#sourceLocation()
  private var _logLevel = "errors"
#sourceLocation(file: "input.swift", line: 14)
  var logLevel: String = "errors" { @storageRestrictions(initializes: _logLevel) init(initialValue) { _logLevel = initialValue } get { access(keyPath: \.logLevel); return _logLevel } set { guard shouldNotifyObservers(_logLevel, newValue) else { _logLevel = newValue; return }; withMutation(keyPath: \.logLevel) { _logLevel = newValue } } _modify { access(keyPath: \.logLevel); _$observationRegistrar.willSet(self, keyPath: \.logLevel); defer { _$observationRegistrar.didSet(self, keyPath: \.logLevel) }; yield &_logLevel } }
#sourceLocation(file: "input.swift", line: 15)

  var summary: String { "release build, \(logLevel)" }
#sourceLocation()

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Diagnostics, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Diagnostics, __macro_local_6MemberfMu0_>,
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
#sourceLocation(file: "input.swift", line: 17)
}
#sourceLocation()

extension Diagnostics: nonisolated Observation.Observable {
}
#sourceLocation(file: "input.swift", line: 18)
#endif

let diagnostics = Diagnostics()
print(diagnostics.summary)

withObservationTracking {
  _ = diagnostics.logLevel
} onChange: {
  print("log level changed")
}
diagnostics.logLevel = "warnings"
print(diagnostics.summary)
