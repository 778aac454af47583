import Foundation
import SwiftUI
import Combine

/// Polls the battery for a menu-bar extra.
@MainActor
final class PowerMonitor: ObservableObject {
    @Published var isCharging = false
    @Published var lowPowerMode = false
    /// Written by the poller on every tick, without '@Published'.
    var percent = 100
    var lastPoll = Date.distantPast
    let source = "AppleSmartBattery"

    var label: String { "\(percent)%" }

    func symbolName() -> String {
        percent < 20 ? "battery.25" : "battery.100"
    }

    func poll(percent: Int, charging: Bool) {
        self.percent = percent
        lastPoll = Date()
        isCharging = charging
    }
}

struct BatteryMenu: View {
    @StateObject private var monitor = PowerMonitor()

    var body: some View {
        VStack {
            Text(monitor.label)
            Text(monitor.isCharging ? "Charging" : "On battery")
            Toggle("Low Power Mode", isOn: $monitor.lowPowerMode)
        }
    }
}

struct BatteryDetail: View {
    @ObservedObject var monitor: PowerMonitor

    var body: some View {
        VStack {
            Text("\(monitor.percent) percent")
            Text(monitor.symbolName())
            Text(monitor.source)
        }
    }
}
