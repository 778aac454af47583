import Observation

// `Library` is written in Observable/Library.swift with a `// @Observable` comment; the build
// plugin expands it, so this file sees the observable class.
let library = Library()

withObservationTracking {
    _ = library.books
} onChange: {
    print("  -> books changed")
}
withObservationTracking {
    _ = library.selectedTitle
} onChange: {
    print("  -> selection changed")
}

print("add a book")
library.add("Middlemarch", by: "George Eliot")
print("select it")
library.selectedTitle = "Middlemarch"
print("ignored property")
library.loadCount += 1
let observable: any Observable = library
print("\(library.count) book(s); \(type(of: observable)) is Observable")
