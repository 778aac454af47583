import Foundation
import Observation

/// Encodable only: encoded under the public names.
// @Observable
final class Report: Encodable {
    var title = "Q3"
    var `default` = true
    weak var owner: Owner?
}

final class Owner: Codable {}

/// Decodable only, spelled with its module.
// @Observable
final class Incoming: Swift.Decodable {
    var count: Int = 0
    private(set) var label: String = ""
}

/// Declares its own keys: left as written.
// @Observable
final class Legacy: Codable {
    var value = 1
    enum CodingKeys: String, CodingKey {
        case _value = "v"
    }
}

/// Its own keys in an extension: left alone too.
// @Observable
final class Extended: Codable {
    var value = 2
}

extension Extended {
    enum CodingKeys: String, CodingKey {
        case _value = "value"
    }
}

/// Not Codable: no keys.
// @Observable
final class Plain {
    var value = 1
}

/// Nothing stored: an enum without cases cannot have a raw type.
// @Observable
final class Empty: Codable {
    var computed: Int { 1 }
}

struct Namespace {
    /// Nested and generic.
    // @Observable
    final class Box<Item: Codable>: Codable {
        var item: Item
        var items: [Item] = []

        init(item: Item) {
            self.item = item
        }
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
func show<T: Encodable>(_ value: T) {
    print(String(decoding: try! encoder.encode(value), as: UTF8.self))
}
let report = Report()
let owner = Owner()
report.owner = owner
show(report)
let incoming = try! JSONDecoder().decode(Incoming.self, from: Data(#"{"count":3,"label":"in"}"#.utf8))
print(incoming.count, incoming.label)
show(Legacy())
show(Extended())
show(Empty())
let box = Namespace.Box(item: 5)
box.items = [1, 2]
show(box)
let back = try! JSONDecoder().decode(Namespace.Box<Int>.self, from: Data(#"{"item":8,"items":[9]}"#.utf8))
print(back.item, back.items)
print(Plain().value)
