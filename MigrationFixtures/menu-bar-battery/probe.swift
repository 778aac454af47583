// The model is '@MainActor': the probe runs on the main actor, as top-level code does.
import Foundation

MainActor.assumeIsolated {
    let monitor = PowerMonitor()
    probe("isCharging", read: { _ = monitor.isCharging }, change: { monitor.poll(percent: 90, charging: true) })
    probe("lowPowerMode", read: { _ = monitor.lowPowerMode }, change: { monitor.lowPowerMode = true })
    probe("percent", read: { _ = monitor.percent }, change: { monitor.percent = 80 })
    probe("lastPoll", read: { _ = monitor.lastPoll }, change: { monitor.lastPoll = Date() })
    // What BatteryMenu's body reads: 'label' only. With 'ObservableObject' it was redrawn by
    // every '@Published' change; now a change of 'isCharging' does not redraw it, which the
    // warning 'migrate-ignored-property-view-read' at 'monitor.label' says.
    probe("label, on isCharging (warned)", read: { _ = monitor.label }, change: { monitor.isCharging = false })
    probe("symbolName, on a poll (warned)", read: { _ = monitor.symbolName() }, change: { monitor.poll(percent: 10, charging: false) })
}
