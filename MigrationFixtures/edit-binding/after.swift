import SwiftUI
import Observation

@Observable
class Contact {
    var name: String
    var isFavorite = false

    init(name: String) {
        self.name = name
    }
}

struct ContactEditor: View {
    @Bindable var contact: Contact

    var body: some View {
        VStack {
            TextField("Name", text: $contact.name)
            Toggle("Favorite", isOn: $contact.isFavorite)
        }
    }
}

struct ContactScreen: View {
    @State private var contact: Contact

    init(name: String) {
        _contact = State(initialValue: Contact(name: name))
    }

    var body: some View {
        ContactEditor(contact: contact)
    }
}
