import Observation

struct Manager<Kind> {
    init(_ kind: Kind.Type) {}
}

// The initializer names the class's own nested types or generic parameter inside generic
// arguments: the annotation, written in the same class body, resolves them the same way.
// @Observable
final class Library<Item: Hashable> {
    enum Kind: Hashable { case book, film }
    struct Shelf: Hashable { var name = "" }
    var manager = Manager<Kind>(Kind.self)
    var shelves = Set<Shelf>()
    var kinds = [String: Kind]()
    var items = Set<Item>()
    var byKind = [Kind: [Item]]()
}

let library = Library<String>()
print(type(of: library.manager), library.shelves.count, library.kinds.count, library.items.count, library.byKind.count)
