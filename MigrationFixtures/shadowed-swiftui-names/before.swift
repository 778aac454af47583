import SwiftUI

// The run declares its own `Environment`, `State` and `Bindable` (XcodesApp's `Environment`
// holds its dependencies): a bare `@Environment(…)`, `@State` or `@Bindable` written into
// these views would name them, so the migration writes SwiftUI's by its module.
public struct Environment {
    public var version = "1.0"
}

nonisolated(unsafe) var Current = Environment()

enum State {
    case idle
    case checking
}

typealias Bindable = Int

final class Updater: ObservableObject {
    @Published var automaticallyChecks = true
    @Published var state = State.idle
}

final class AppState: ObservableObject {
    @Published var title: String

    init(title: String) {
        self.title = title
    }
}

struct UpdaterSettings: View {
    @EnvironmentObject var updater: Updater

    var body: some View {
        VStack {
            Toggle("Check automatically", isOn: $updater.automaticallyChecks)
            Text(Current.version)
        }
    }
}

struct TitleEditor: View {
    @ObservedObject var appState: AppState

    var body: some View {
        TextField("Title", text: $appState.title)
    }
}

struct RootView: View {
    @StateObject private var appState: AppState
    @StateObject private var updater = Updater()

    init(title: String) {
        _appState = StateObject(wrappedValue: AppState(title: title))
    }

    var body: some View {
        VStack {
            TitleEditor(appState: appState)
            UpdaterSettings()
                .environmentObject(updater)
        }
    }
}
