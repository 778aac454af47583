import SwiftUI
import Observation

enum SortOrder: String {
    case newest, oldest
}

/// The app's settings: three values kept in user defaults (which publish through the settings
/// object, as '@Published' does), the time of the last sync, and a counter no view shows.
@Observable
final class SettingsModel {
    @ObservationIgnored @AppStorage("units") private var _units: String = "metric"
    var units: String {
        get { access(keyPath: \.units); return _units }
        set { withMutation(keyPath: \.units) { _units = newValue } }
    }
    @ObservationIgnored @AppStorage("showHints") private var _showHints: Bool = true
    private(set) var showHints: Bool {
        get { access(keyPath: \.showHints); return _showHints }
        set { withMutation(keyPath: \.showHints) { _showHints = newValue } }
    }
    @ObservationIgnored @AppStorage("sort") private var _sortOrder: SortOrder = SortOrder.newest
    var sortOrder: SortOrder {
        get { access(keyPath: \.sortOrder); return _sortOrder }
        set {
            let oldValue = _sortOrder
            withMutation(keyPath: \.sortOrder) { _sortOrder = newValue }
            // A changed order is saved with the rest.
            if sortOrder != oldValue { saveCount += 1 }
        }
    }
    var lastSync = 0
    @ObservationIgnored var saveCount = 0

    func toggleHints() {
        showHints.toggle()
        saveCount += 1
    }
}

struct SettingsView: View {
    @Environment(SettingsModel.self) var settings: SettingsModel

    var body: some View {
        VStack {
            Text(settings.units)
            Button(settings.showHints ? "Hide hints" : "Show hints") { settings.toggleHints() }
            Text("Last sync: \(settings.lastSync)")
        }
    }
}
