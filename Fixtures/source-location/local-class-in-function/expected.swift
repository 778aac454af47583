#sourceLocation(file: "input.swift", line: 1)
import Observation

func runCounter() {
  // @Observable
  final class LocalCounter: nonisolated Observation.Observable {
#sourceLocation()
    private var _value = 0
#sourceLocation(file: "input.swift", line: 6)
    var value: Int = 0 { @storageRestrictions(initializes: _value) init(initialValue) { _value = initialValue } get { access(keyPath: \.value); return _value } set { guard shouldNotifyObservers(_value, newValue) else { _value = newValue; return }; withMutation(keyPath: \.value) { _value = newValue } } _modify { access(keyPath: \.value); _$observationRegistrar.willSet(self, keyPath: \.value); defer { _$observationRegistrar.didSet(self, keyPath: \.value) }; yield &_value } }
#sourceLocation()
    private var _label = "clicks"
#sourceLocation(file: "input.swift", line: 7)
    var label: String = "clicks" { @storageRestrictions(initializes: _label) init(initialValue) { _label = initialValue } get { access(keyPath: \.label); return _label } set { guard shouldNotifyObservers(_label, newValue) else { _label = newValue; return }; withMutation(keyPath: \.label) { _label = newValue } } _modify { access(keyPath: \.label); _$observationRegistrar.willSet(self, keyPath: \.label); defer { _$observationRegistrar.didSet(self, keyPath: \.label) }; yield &_label } }
#sourceLocation()

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<LocalCounter, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<LocalCounter, __macro_local_6MemberfMu0_>,
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
#sourceLocation(file: "input.swift", line: 8)
  }
  let counter = LocalCounter()
  withObservationTracking {
    _ = counter.value
  } onChange: {
    print("value changed")
  }
  counter.label = "taps"
  print("label changed, value not read")
  counter.value += 1
  print("value is \(counter.value)")
  print("is Observable: \((counter as Any) is any Observable)")
}

runCounter()
