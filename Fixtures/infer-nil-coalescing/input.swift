import Foundation
import Observation

func storedCount() -> Int? { nil }
func storedName() -> String? { "saved" }
func storedScores() -> [Int]? { nil }
func storedRatio() -> Double? { nil }
nonisolated(unsafe) let anyValue: Any = 7
nonisolated(unsafe) let json: [String: Any] = ["tags": ["a"]]
func storedSize() -> (Int, Int)? { nil }

// 'a ?? b' has the left operand's wrapped type 'T' when the left is known to be 'T?' (a
// function's declared result, a failable initializer, 'as?') and the right is 'T', a literal,
// an empty collection literal, or 'nil' (then 'T?').
// @Observable
final class Preferences {
    var count = storedCount() ?? Int()
    var name = storedName() ?? "anonymous"
    var scores = storedScores() ?? []
    // The integer literal takes the left's type: 'Double', not 'Int'.
    var ratio = storedRatio() ?? 1
    var cast = anyValue as? Int ?? 0
    var home = URL(string: "https://example.com") ?? URL(fileURLWithPath: "/")
    var parsed = Int("42") ?? -1
    var maybe = storedName() ?? nil
    var chained = storedCount() ?? storedCount() ?? 3
    var payload = json["payload"] as? [String: Any] ?? [:]
    var tags = json["tags"] as? [String] ?? []
    var size = storedSize() ?? (640, 480)
}

let preferences = Preferences()
print(preferences.count, preferences.name, preferences.scores, preferences.ratio, preferences.cast, preferences.home, preferences.parsed, preferences.maybe as Any, preferences.chained)
print(preferences.payload.count, preferences.tags, preferences.size)
print(type(of: preferences.ratio), type(of: preferences.maybe))
