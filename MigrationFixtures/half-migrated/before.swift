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
    @StateObject private var library = Library()

    var body: some View {
        Shelf()
            .environmentObject(library)
    }
}

struct Shelf: View {
    @EnvironmentObject var library: Library
    @ObservedObject var reader: Reader = Reader()

    var body: some View {
        VStack {
            TextField("Filter", text: $library.filter)
            Text("\(library.books.count) books, page \(reader.page)")
        }
    }
}

struct FilterBar: View {
    @Environment(Library.self) var library

    var body: some View {
        TextField("Filter", text: $library.filter)
    }
}
