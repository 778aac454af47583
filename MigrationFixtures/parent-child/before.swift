import SwiftUI
import Combine

final class Scoreboard: ObservableObject {
    @Published var home = 0
    @Published var away = 0
}

struct GameView: View {
    @StateObject var scoreboard = Scoreboard()

    var body: some View {
        VStack {
            ScoreView(scoreboard: scoreboard)
            Button("Home scores") { scoreboard.home += 1 }
        }
    }
}

struct ScoreView: View {
    @ObservedObject var scoreboard: Scoreboard

    var body: some View {
        Text("\(scoreboard.home) : \(scoreboard.away)")
    }
}
