import SwiftUI
import Observation

@Observable
final class Scoreboard {
    var home = 0
    var away = 0
}

struct GameView: View {
    @State var scoreboard = Scoreboard()

    var body: some View {
        VStack {
            ScoreView(scoreboard: scoreboard)
            Button("Home scores") { scoreboard.home += 1 }
        }
    }
}

struct ScoreView: View {
    var scoreboard: Scoreboard

    var body: some View {
        Text("\(scoreboard.home) : \(scoreboard.away)")
    }
}
