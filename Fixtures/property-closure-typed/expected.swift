import Observation

// @Observable
final class FormValidator {
  private var _validate: (String) -> Bool = { !$0.isEmpty }
  var validate: (String) -> Bool = { !$0.isEmpty } {
    @storageRestrictions(initializes: _validate)
    init(initialValue) {
      _validate = initialValue
    }
    get {
      access(keyPath: \.validate)
      return _validate
    }
    set {
      guard shouldNotifyObservers(_validate, newValue) else {
        _validate = newValue
        return
      }
      withMutation(keyPath: \.validate) {
        _validate = newValue
      }
    }
    _modify {
      access(keyPath: \.validate)
      _$observationRegistrar.willSet(self, keyPath: \.validate)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.validate)
      }
      yield &_validate
    }
  }
  private var _onSubmit: (() -> Void)?
  var onSubmit: (() -> Void)? {
    @storageRestrictions(initializes: _onSubmit)
    init(initialValue) {
      _onSubmit = initialValue
    }
    get {
      access(keyPath: \.onSubmit)
      return _onSubmit
    }
    set {
      guard shouldNotifyObservers(_onSubmit, newValue) else {
        _onSubmit = newValue
        return
      }
      withMutation(keyPath: \.onSubmit) {
        _onSubmit = newValue
      }
    }
    _modify {
      access(keyPath: \.onSubmit)
      _$observationRegistrar.willSet(self, keyPath: \.onSubmit)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.onSubmit)
      }
      yield &_onSubmit
    }
  }
  private var _formatter: @Sendable (Int) -> String = { "#\($0)" }
  var formatter: @Sendable (Int) -> String = { "#\($0)" } {
    @storageRestrictions(initializes: _formatter)
    init(initialValue) {
      _formatter = initialValue
    }
    get {
      access(keyPath: \.formatter)
      return _formatter
    }
    set {
      guard shouldNotifyObservers(_formatter, newValue) else {
        _formatter = newValue
        return
      }
      withMutation(keyPath: \.formatter) {
        _formatter = newValue
      }
    }
    _modify {
      access(keyPath: \.formatter)
      _$observationRegistrar.willSet(self, keyPath: \.formatter)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.formatter)
      }
      yield &_formatter
    }
  }
  private var _transform: (String) -> String = { text in text.uppercased() }
  var transform: (String) -> String = { text in text.uppercased() } {
    @storageRestrictions(initializes: _transform)
    init(initialValue) {
      _transform = initialValue
    }
    get {
      access(keyPath: \.transform)
      return _transform
    }
    set {
      guard shouldNotifyObservers(_transform, newValue) else {
        _transform = newValue
        return
      }
      withMutation(keyPath: \.transform) {
        _transform = newValue
      }
    }
    _modify {
      access(keyPath: \.transform)
      _$observationRegistrar.willSet(self, keyPath: \.transform)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.transform)
      }
      yield &_transform
    }
  }

  func submit(_ text: String) {
    if validate(text) {
      onSubmit?()
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<FormValidator, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<FormValidator, __macro_local_6MemberfMu0_>,
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

extension FormValidator: nonisolated Observation.Observable {
}

let form = FormValidator()
print(form.formatter(7), form.transform("ok"))

withObservationTracking {
  _ = form.validate
} onChange: {
  print("validation rule changed")
}
form.onSubmit = { print("submitted") }
form.submit("")
form.submit("hello")
form.validate = { $0.count > 3 }
print("hi valid: \(form.validate("hi"))")
