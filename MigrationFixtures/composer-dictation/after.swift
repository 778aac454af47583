import SwiftUI
import Observation

@Observable
final class Dictation {
    var isRecording = false
    var transcript = ""

    func toggle() {
        isRecording.toggle()
    }
}

@Observable
final class Composer {
    var draft = ""
    @ObservationIgnored var dictation = Dictation()
    let maximumLength = 280

    var remaining: Int { maximumLength - draft.count }
}

struct ComposerView: View {
    @State private var composer = Composer()

    var body: some View {
        VStack {
            TextField("Message", text: $composer.draft)
            Text(composer.dictation.isRecording ? "Listening" : "\(composer.remaining)")
            Button("Dictate") { composer.dictation.toggle() }
        }
    }
}
