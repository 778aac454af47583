import SwiftUI
import Observation

@Observable
@MainActor
final class AppSettings {
    static let shared = AppSettings()

    var username = ""
    var darkMode = false
}

@Observable
@MainActor
final class Session {
    var signedIn = false

    static func make() -> Session { Session() }
}

typealias Preferences = AppSettings

@MainActor
func makeSession() -> Session { Session.make() }

struct RootView: View {
    private let settings = AppSettings.shared
    @State private var session = makeSession()

    var body: some View {
        VStack {
            ProfileForm()
            StatusLine()
        }
        .environment(AppSettings.shared)
        .environment(session)
    }
}

struct ProfileForm: View {
    @Environment(AppSettings.self) var settings: AppSettings

    var body: some View {
        @Bindable var settings = settings
        VStack {
            TextField("Name", text: $settings.username)
            darkModeToggle
        }
    }

    var darkModeToggle: some View {
        @Bindable var settings = settings
        return Toggle("Dark", isOn: $settings.darkMode)
    }
}

struct StatusLine: View {
    @Environment(Session.self) var session: Session
    var preferences = Preferences.shared

    var body: some View {
        Text(session.signedIn ? preferences.username : "signed out")
    }
}

@MainActor
func preview() -> some View {
    let session: Session = Session.make()
    return StatusLine()
        .environment(session)
        .environment(Preferences.shared)
}
