import Combine
import SwiftUI

/// A download that reports progress through a callback (not an 'ObservableObject').
final class DownloadTask {
    var progress = 0.0 {
        didSet { onProgress?() }
    }
    var onProgress: (() -> Void)?
}

/// Republishes its tasks' progress through a '[weak self]' closure: it needs Combine.
final class DownloadQueue: ObservableObject {
    var tasks: [DownloadTask] = []

    func add(_ task: DownloadTask) {
        tasks.append(task)
        task.onProgress = { [weak self] in
            self?.objectWillChange.send()
        }
    }
}

/// Loads asynchronously and republishes through a strong copy of 'self'.
final class LibraryModel: ObservableObject {
    @Published var books: [String] = []
    var pending = 0

    func refresh(load: (@escaping ([String]) -> Void) -> Void) {
        load { [weak self] titles in
            guard let strongSelf = self else { return }
            strongSelf.pending = titles.count
            strongSelf.objectWillChange.send()
        }
    }
}

/// A player, and a mixer whose 'sync' sends another mixer's publisher through a local that
/// hides the 'player' property: the mixer republishes, the player does not.
final class Player: ObservableObject {
    @Published var volume = 0
}

final class Mixer: ObservableObject {
    @Published var level = 0
    var player = Player()

    func sync(from other: Mixer) {
        let player = other
        level = player.level
        player.objectWillChange.send()
    }
}

struct PlayerView: View {
    @ObservedObject var player: Player

    var body: some View { Text("\(player.volume)") }
}
