import SwiftUI

@MainActor
final class AppSettings: ObservableObject {
    static let shared = AppSettings()

    @Published var username = ""
    @Published var darkMode = false
}

@MainActor
final class Session: ObservableObject {
    @Published var signedIn = false

    static func make() -> Session { Session() }
}

typealias Preferences = AppSettings

@MainActor
func makeSession() -> Session { Session.make() }

struct RootView: View {
    @StateObject private var settings = AppSettings.shared
    @StateObject private var session = makeSession()

    var body: some View {
        VStack {
            ProfileForm()
            StatusLine()
        }
        .environmentObject(AppSettings.shared)
        .environmentObject(session)
    }
}

struct ProfileForm: View {
    @EnvironmentObject var settings: AppSettings

    var body: some View {
        VStack {
            TextField("Name", text: $settings.username)
            darkModeToggle
        }
    }

    var darkModeToggle: some View {
        return Toggle("Dark", isOn: $settings.darkMode)
    }
}

struct StatusLine: View {
    @EnvironmentObject var session: Session
    @StateObject var preferences = Preferences.shared

    var body: some View {
        Text(session.signedIn ? preferences.username : "signed out")
    }
}

@MainActor
func preview() -> some View {
    let session: Session = Session.make()
    return StatusLine()
        .environmentObject(session)
        .environmentObject(Preferences.shared)
}
