import Foundation
import Combine

protocol SettingsDelegate: AnyObject {
    func settingsChanged()
}

/// The user's settings.
final class Settings: ObservableObject, Equatable {
    /// Shown in the title bar.
    @Published var userName = "Ada"
    @Published private(set) var fontSize: Double = 14
    @Published var theme = "light" {
        didSet { delegate?.settingsChanged() }
    }

    var launchCount = 0
    var width = 320, height = 240
    private var cache: [String: Int] = [:]
    weak var delegate: SettingsDelegate?
    lazy var formatter = NumberFormatter()
    let createdAt = Date()
    nonisolated(unsafe) static var shared = Settings()

    var title: String { "\(userName) (\(theme))" }

    func enlarge() {
        fontSize += 1
    }

    static func == (lhs: Settings, rhs: Settings) -> Bool {
        lhs.userName == rhs.userName
    }
}
