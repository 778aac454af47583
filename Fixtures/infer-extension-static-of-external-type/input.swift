import Foundation
import Observation

// A static member declared with its type in an extension (in the run) of a type declared
// elsewhere (Foundation): the member's declared type.
extension JSONDecoder {
    static let iso8601: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

extension Date {
    static let epoch: Date = Date(timeIntervalSince1970: 0)
}

extension Int {
    static var pageSize: Int { 20 }
}

// @Observable
final class Feed {
    var decoder = JSONDecoder.iso8601
    var since = Date.epoch
    var page = Int.pageSize
}

let feed = Feed()
print(type(of: feed.decoder), feed.since.timeIntervalSince1970, feed.page)
