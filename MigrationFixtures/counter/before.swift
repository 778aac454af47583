import Combine
import SwiftUI

final class Counter: ObservableObject {
    @Published var count = 0
    @Published private(set) var history: [Int] = []
    var step = 1

    func increment() {
        count += step
        history.append(count)
    }
}

struct CounterView: View {
    @StateObject private var counter = Counter()

    var body: some View {
        VStack {
            Text("\(counter.count)")
            Button("Add") { counter.increment() }
        }
    }
}
