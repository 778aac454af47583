import Combine
import SwiftUI

/// Navigation for each tab; the stack view is written against the protocol.
protocol Coordinating: ObservableObject {
    var path: [String] { get set }
    func open(_ screen: String)
}

final class HomeCoordinator: Coordinating {
    @Published var path: [String] = []

    func open(_ screen: String) { path.append(screen) }
}

final class SearchCoordinator: Coordinating {
    @Published var path: [String] = []
    var history: [String] = []

    func open(_ screen: String) {
        history.append(screen)
        path.append(screen)
    }
}

/// A session with a true Combine use: it is kept, and it keeps no coordinator.
final class SessionModel: ObservableObject {
    @Published var token = ""
    var cancellable: AnyCancellable?

    init() {
        cancellable = $token.sink { _ in }
    }
}

/// A profile shown in a badge next to the session: it stays with the badge.
final class ProfileModel: ObservableObject {
    @Published var name = ""
}

/// A view written against 'ObservableObject' itself, given the session: it stays, and so does
/// every class passed to it.
struct Badge<Model: ObservableObject>: View {
    @ObservedObject var model: Model
    var label: String

    var body: some View { Text(label) }
}

/// A view written against 'ObservableObject' itself, given coordinators only: it moves with them.
struct Panel<Model: ObservableObject>: View {
    @ObservedObject var model: Model
    var title: String

    var body: some View { Text(title) }
}

struct CoordinatedStack<C: Coordinating>: View {
    @ObservedObject var coordinator: C

    var body: some View {
        VStack {
            Text("\(coordinator.path.count) screens")
            Button("Open") { coordinator.open("detail") }
        }
    }
}

struct RootView: View {
    @StateObject private var home = HomeCoordinator()
    @StateObject private var search = SearchCoordinator()
    @StateObject private var session = SessionModel()
    @StateObject private var profile = ProfileModel()

    var body: some View {
        VStack {
            CoordinatedStack(coordinator: home)
            CoordinatedStack(coordinator: search)
            Badge(model: session, label: session.token)
            Badge(model: profile, label: profile.name)
            Panel(model: home, title: "Home")
            Panel(model: search, title: "Search")
        }
    }
}
