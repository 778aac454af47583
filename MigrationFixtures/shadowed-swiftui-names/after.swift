import SwiftUI
import Observation

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

@Observable
final class Updater {
    var automaticallyChecks = true
    var state = State.idle
}

@Observable
final class AppState {
    var title: String

    init(title: String) {
        self.title = title
    }
}

struct UpdaterSettings: View {
    @SwiftUI.Environment(Updater.self) var updater: Updater

    var body: some View {
        @SwiftUI.Bindable var updater = updater
        VStack {
            Toggle("Check automatically", isOn: $updater.automaticallyChecks)
            Text(Current.version)
        }
    }
}

struct TitleEditor: View {
    @SwiftUI.Bindable var appState: AppState

    var body: some View {
        TextField("Title", text: $appState.title)
    }
}

struct RootView: View {
    @SwiftUI.State private var appState: AppState
    @SwiftUI.State private var updater = Updater()

    init(title: String) {
        _appState = SwiftUI.State(initialValue: AppState(title: title))
    }

    var body: some View {
        VStack {
            TitleEditor(appState: appState)
            UpdaterSettings()
                .environment(updater)
        }
    }
}
