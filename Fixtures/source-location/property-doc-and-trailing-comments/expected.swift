#sourceLocation(file: "input.swift", line: 1)
import Observation

/// A single reminder shown in the list.
// @Observable
final class Reminder {
#sourceLocation()
  private var _title: String = "New Reminder"
  /// The text shown in the list row.
  ///
  /// Never empty once saved.
#sourceLocation(file: "input.swift", line: 9)
  var title: String = "New Reminder" { @storageRestrictions(initializes: _title) init(initialValue) { _title = initialValue } get { access(keyPath: \.title); return _title } set { guard shouldNotifyObservers(_title, newValue) else { _title = newValue; return }; withMutation(keyPath: \.title) { _title = newValue } } _modify { access(keyPath: \.title); _$observationRegistrar.willSet(self, keyPath: \.title); defer { _$observationRegistrar.didSet(self, keyPath: \.title) }; yield &_title } } // placeholder until edited
#sourceLocation(file: "input.swift", line: 10)

#sourceLocation()
  private var _alertOffset: Int?
  // Minutes before the due date; nil means no alert.
  var alertOffset: Int? {
    @storageRestrictions(initializes: _alertOffset)
    init(initialValue) {
      _alertOffset = initialValue
    }
    get {
      access(keyPath: \.alertOffset)
      return _alertOffset
    }
    set {
      guard shouldNotifyObservers(_alertOffset, newValue) else {
        _alertOffset = newValue
        return
      }
      withMutation(keyPath: \.alertOffset) {
        _alertOffset = newValue
      }
    }
    _modify {
      access(keyPath: \.alertOffset)
      _$observationRegistrar.willSet(self, keyPath: \.alertOffset)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.alertOffset)
      }
      yield &_alertOffset
    }
  } /* minutes */
#sourceLocation(file: "input.swift", line: 13)

#sourceLocation()
  private var _isDone = false
  /**
   Whether the user ticked it off.
   */
#sourceLocation(file: "input.swift", line: 17)
  var isDone: Bool = false { @storageRestrictions(initializes: _isDone) init(initialValue) { _isDone = initialValue } get { access(keyPath: \.isDone); return _isDone } set { guard shouldNotifyObservers(_isDone, newValue) else { _isDone = newValue; return }; withMutation(keyPath: \.isDone) { _isDone = newValue } } _modify { access(keyPath: \.isDone); _$observationRegistrar.willSet(self, keyPath: \.isDone); defer { _$observationRegistrar.didSet(self, keyPath: \.isDone) }; yield &_isDone } } // toggled from the row's checkbox
#sourceLocation()

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Reminder, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Reminder, __macro_local_6MemberfMu0_>,
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

extension Reminder: nonisolated Observation.Observable {
}
#sourceLocation(file: "input.swift", line: 19)

let reminder = Reminder()

withObservationTracking {
  _ = reminder.isDone
} onChange: {
  print("done state changed")
}
reminder.title = "Buy milk" // inline comment in the program
reminder.alertOffset = 15
print("\(reminder.title), alert \(reminder.alertOffset ?? 0) min")
reminder.isDone = true
print("done: \(reminder.isDone)")
