import Observation

struct Book: Equatable {
    var title: String
    var author: String
}

/// A reading list that views observe.
// @Observable
final class Library {
    var books: [Book] = []
    var selectedTitle: String?
    var isLoading = false
    // Typed from Shelf.swift, another file of the target (the plugins pass it as context).
    var shelf = Shelf.toRead

    // @ObservationIgnored
    var loadCount = 0

    var count: Int { books.count }

    func add(_ title: String, by author: String) {
        books.append(Book(title: title, author: author))
    }
}
