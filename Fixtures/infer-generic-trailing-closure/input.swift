import Observation

struct Lazy<Value> {
    let make: () -> Value
    init(_ make: @escaping () -> Value) { self.make = make }
}

struct Labeled<Value> {
    let label: String
    let make: () -> Value
    init(label: String, make: @escaping () -> Value) { self.label = label; self.make = make }
}

// A generic type's initializer called with its generic arguments written and a trailing
// closure: the type as written.
// @Observable
final class Catalog {
    var count = Lazy<Int> { 42 }
    var name = Labeled<String>(label: "title") { "Catalog" }
}

let catalog = Catalog()
print(catalog.count.make(), catalog.name.label, catalog.name.make())
