import Combine

class Vehicle: ObservableObject {
    @Published var speed = 0
    var name = ""
}

class Truck: Vehicle {
    @Published var load = 0
    var plate = ""
}

final class DumpTruck: Truck {
    @Published var isTipped = false
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
