import SwiftUI

class Contact: ObservableObject {
    @Published var name: String
    @Published var isFavorite = false

    init(name: String) {
        _name = Published(initialValue: name)
    }
}

struct ContactEditor: View {
    @ObservedObject var contact: Contact

    var body: some View {
        VStack {
            TextField("Name", text: $contact.name)
            Toggle("Favorite", isOn: $contact.isFavorite)
        }
    }
}

struct ContactScreen: View {
    @StateObject private var contact: Contact

    init(name: String) {
        _contact = StateObject(wrappedValue: Contact(name: name))
    }

    var body: some View {
        ContactEditor(contact: contact)
    }
}
