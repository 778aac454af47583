import SwiftUI
import Observation

@Observable
final class Counter {
    var count = 0
    private(set) var history: [Int] = []
    @ObservationIgnored var step = 1

    func increment() {
        count += step
        history.append(count)
    }
}

struct CounterView: View {
    @State private var counter = Counter()

    var body: some View {
        VStack {
            Text("\(counter.count)")
            Button("Add") { counter.increment() }
        }
    }
}
