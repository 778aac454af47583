import SwiftUI
import Combine

/// Kept: it subscribes to its own publisher.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .map { $0.isEmpty ? [] : [$0] }
            .sink { [weak self] found in self?.results = found }
            .store(in: &cancellables)
    }
}

/// Kept: it sends 'objectWillChange' itself.
final class Ticker: ObservableObject {
    var ticks = 0 {
        willSet { objectWillChange.send() }
    }
}

/// Kept: a publisher is assigned into one of its properties.
final class Clock: ObservableObject {
    @Published var now = 0

    init(source: PassthroughSubject<Int, Never>) {
        source.assign(to: &$now)
    }
}

/// Kept: another type subscribes to its publisher.
final class Profile: ObservableObject {
    @Published var name = ""
}

struct ProfileLogger {
    var cancellable: AnyCancellable?

    mutating func watch(_ profile: Profile) {
        cancellable = profile.$name.sink { print($0) }
    }
}

struct SearchView: View {
    @StateObject private var model = SearchModel()
    @ObservedObject var ticker: Ticker

    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            Text("\(ticker.ticks)")
        }
    }
}
