import Observation
import SwiftUI

// A migration interrupted after the models were written and before the views were: the
// models are '@Observable', the views still use the 'ObservableObject' wrappers (this file
// does not build), and one view was already moved to '@Environment' but makes a binding.

@Observable
final class Library {
    var books: [String] = []
    var filter = ""
}

@Observable
final class Reader {
    var page = 0
}

struct LibraryApp: View {
    @State private var library = Library()

    var body: some View {
        Shelf()
            .environment(library)
    }
}

struct Shelf: View {
    @Environment(Library.self) var library: Library
    var reader: Reader = Reader()

    var body: some View {
        @Bindable var library = library
        VStack {
            TextField("Filter", text: $library.filter)
            Text("\(library.books.count) books, page \(reader.page)")
        }
    }
}

struct FilterBar: View {
    @Environment(Library.self) var library

    var body: some View {
        @Bindable var library = library
        TextField("Filter", text: $library.filter)
    }
}
