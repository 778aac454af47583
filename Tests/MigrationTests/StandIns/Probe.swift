// Support for the runtime probes of MigrationFixtures/*/probe.swift: prints whether a change
// of a property notifies an observer that read it, through `withObservationTracking`.
import Observation

final class Flag: @unchecked Sendable {
    var raised = false
}

/// Reads with `read` under `withObservationTracking`, runs `change`, and prints
/// `label: fires` or `label: silent`.
func probe(_ label: String, read: () -> Void, change: () -> Void) {
    let flag = Flag()
    withObservationTracking(read) { flag.raised = true }
    change()
    print("\(label): \(flag.raised ? "fires" : "silent")")
}
