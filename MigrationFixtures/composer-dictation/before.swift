import SwiftUI
import Combine

final class Dictation: ObservableObject {
    @Published var isRecording = false
    @Published var transcript = ""

    func toggle() {
        isRecording.toggle()
    }
}

final class Composer: ObservableObject {
    @Published var draft = ""
    var dictation = Dictation()
    let maximumLength = 280

    var remaining: Int { maximumLength - draft.count }
}

struct ComposerView: View {
    @StateObject private var composer = Composer()

    var body: some View {
        VStack {
            TextField("Message", text: $composer.draft)
            Text(composer.dictation.isRecording ? "Listening" : "\(composer.remaining)")
            Button("Dictate") { composer.dictation.toggle() }
        }
    }
}
