import Observation
import SwiftUI

/// Halfway through a move to Observation: the model is already '@Observable', and still an
/// 'ObservableObject' so that the views holding it with '@StateObject' keep building.
@Observable
final class PlayerModel {
    var title = "Untitled"
    var isPlaying = false
    @ObservationIgnored var ticks = 0

    func toggle() {
        isPlaying.toggle()
        ticks += 1
    }
}

struct PlayerView: View {
    @State private var model = PlayerModel()

    var body: some View {
        VStack {
            Text(model.title)
            Button(model.isPlaying ? "Pause" : "Play") { model.toggle() }
            TitleEditor(model: model)
        }
    }
}

struct TitleEditor: View {
    @Bindable var model: PlayerModel

    var body: some View {
        TextField("Title", text: $model.title)
    }
}
