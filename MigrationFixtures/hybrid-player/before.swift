import Combine
import Observation
import SwiftUI

/// Halfway through a move to Observation: the model is already '@Observable', and still an
/// 'ObservableObject' so that the views holding it with '@StateObject' keep building.
@Observable
final class PlayerModel: ObservableObject {
    var title = "Untitled"
    var isPlaying = false
    @ObservationIgnored var ticks = 0

    func toggle() {
        isPlaying.toggle()
        ticks += 1
    }
}

struct PlayerView: View {
    @StateObject private var model = PlayerModel()

    var body: some View {
        VStack {
            Text(model.title)
            Button(model.isPlaying ? "Pause" : "Play") { model.toggle() }
            TitleEditor(model: model)
        }
    }
}

struct TitleEditor: View {
    @ObservedObject var model: PlayerModel

    var body: some View {
        TextField("Title", text: $model.title)
    }
}
