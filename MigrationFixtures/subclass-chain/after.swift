import Combine
import Observation

@Observable
class Vehicle {
    var speed = 0
    @ObservationIgnored var name = ""
}

@Observable
class Truck: Vehicle {
    var load = 0
    @ObservationIgnored var plate = ""
}

@Observable
final class DumpTruck: Truck {
    var isTipped = false
}

/// This chain stays: its subclass sends 'objectWillChange'.
class Document: ObservableObject {
    @Published var title = ""
}

final class Drawing: Document {
    var strokes = 0

    func addStroke() {
        strokes += 1
        objectWillChange.send()
    }
}
