import Combine
import SwiftUI

enum SortOrder: String {
    case newest, oldest
}

/// The app's settings: three values kept in user defaults (which publish through the settings
/// object, as '@Published' does), the time of the last sync, and a counter no view shows.
final class SettingsModel: ObservableObject {
    @AppStorage("units") var units: String = "metric"
    @AppStorage("showHints") private(set) var showHints = true
    @AppStorage("sort") var sortOrder = SortOrder.newest {
        didSet {
            // A changed order is saved with the rest.
            if sortOrder != oldValue { saveCount += 1 }
        }
    }
    @Published var lastSync = 0
    var saveCount = 0

    func toggleHints() {
        showHints.toggle()
        saveCount += 1
    }
}

struct SettingsView: View {
    @EnvironmentObject var settings: SettingsModel

    var body: some View {
        VStack {
            Text(settings.units)
            Button(settings.showHints ? "Hide hints" : "Show hints") { settings.toggleHints() }
            Text("Last sync: \(settings.lastSync)")
        }
    }
}
