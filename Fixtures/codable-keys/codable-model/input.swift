import Foundation
import Observation

// @Observable
final class Profile: Codable {
    var name = "Ada"
    var age: Int = 36
    var nickname: String?
    let id: Int
    let kind = "person"
    @ObservationIgnored var cache = 0
    @ObservationIgnored lazy var greeting = "Hello, \(name)"
    var (x, y) = (1, 2)
    static let created = 0
    var summary: String { "\(name) (\(age))" }
#if DEBUG
    var debugNote = "debug"
#else
    var releaseNote = "release"
#endif

    init(id: Int) {
        self.id = id
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let profile = Profile(id: 7)
profile.nickname = "Countess"
let data = try! encoder.encode(profile)
print(String(decoding: data, as: UTF8.self))
let decoded = try! JSONDecoder().decode(Profile.self, from: Data(#"{"name":"Grace","age":85,"id":9,"kind":"ignored","cache":4,"x":5,"y":6,"releaseNote":"r","debugNote":"d"}"#.utf8))
print(decoded.name, decoded.age, decoded.nickname ?? "nil", decoded.id, decoded.kind, decoded.cache, decoded.x, decoded.y)
print(String(decoding: try! encoder.encode(decoded), as: UTF8.self))
