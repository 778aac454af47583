import Observation

struct Shelf {
    // @Observable
    final class Slot { var count = 0 }
    let label = "shelf"
}

// @Observable
final class Basket {
    var items = 0
}; let basket = Basket()

// @Observable
final class Tally {
	var total = 0
} /* a comment that
   ends on the next line */ let tally = Tally()

let slot = Shelf.Slot()
withObservationTracking {
    _ = slot.count
    _ = basket.items
    _ = tally.total
} onChange: {
    print("changed")
}
slot.count = 1
print(basket.items, tally.total, Shelf().label)
