import Observation

@Observable
final class LibraryCard {
  var holder: String = "Rosa"
  var borrowed: [String] = []
  @ObservationIgnored var scans = 0

  func borrow(_ title: String) {
    scans += 1
    borrowed.append(title)
  }
}

let card = LibraryCard()

withObservationTracking {
  _ = card.borrowed
} onChange: {
  print("borrowed list changed")
}
card.holder = "Rosa P."
print("holder \(card.holder)")
card.borrow("Dune")
print("borrowed \(card.borrowed), scans \(card.scans)")
