import Observation

/// A single reminder shown in the list.
// @Observable
final class Reminder {
  /// The text shown in the list row.
  ///
  /// Never empty once saved.
  var title: String = "New Reminder" // placeholder until edited

  // Minutes before the due date; nil means no alert.
  var alertOffset: Int? /* minutes */

  /**
   Whether the user ticked it off.
   */
  var isDone = false // toggled from the row's checkbox
}

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
