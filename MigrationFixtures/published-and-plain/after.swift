import Foundation
import Observation

protocol SettingsDelegate: AnyObject {
    func settingsChanged()
}

/// The user's settings.
@Observable
final class Settings: Equatable {
    /// Shown in the title bar.
    var userName = "Ada"
    private(set) var fontSize: Double = 14
    var theme = "light" {
        didSet { delegate?.settingsChanged() }
    }

    @ObservationIgnored var launchCount = 0
    @ObservationIgnored var width = 320
    @ObservationIgnored var height = 240
    @ObservationIgnored private var cache: [String: Int] = [:]
    @ObservationIgnored weak var delegate: SettingsDelegate?
    @ObservationIgnored lazy var formatter = NumberFormatter()
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
