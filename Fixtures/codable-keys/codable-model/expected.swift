import Foundation
import Observation

// @Observable
final class Profile: Codable {
    private var _name = "Ada"
    var name: String = "Ada" {
        @storageRestrictions(initializes: _name)
        init(initialValue) {
            _name = initialValue
        }
        get {
            access(keyPath: \.name)
            return _name
        }
        set {
            guard shouldNotifyObservers(_name, newValue) else {
                _name = newValue
                return
            }
            withMutation(keyPath: \.name) {
                _name = newValue
            }
        }
        _modify {
            access(keyPath: \.name)
            _$observationRegistrar.willSet(self, keyPath: \.name)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.name)
            }
            yield &_name
        }
    }
    private var _age: Int = 36
    var age: Int = 36 {
        @storageRestrictions(initializes: _age)
        init(initialValue) {
            _age = initialValue
        }
        get {
            access(keyPath: \.age)
            return _age
        }
        set {
            guard shouldNotifyObservers(_age, newValue) else {
                _age = newValue
                return
            }
            withMutation(keyPath: \.age) {
                _age = newValue
            }
        }
        _modify {
            access(keyPath: \.age)
            _$observationRegistrar.willSet(self, keyPath: \.age)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.age)
            }
            yield &_age
        }
    }
    private var _nickname: String?
    var nickname: String? {
        @storageRestrictions(initializes: _nickname)
        init(initialValue) {
            _nickname = initialValue
        }
        get {
            access(keyPath: \.nickname)
            return _nickname
        }
        set {
            guard shouldNotifyObservers(_nickname, newValue) else {
                _nickname = newValue
                return
            }
            withMutation(keyPath: \.nickname) {
                _nickname = newValue
            }
        }
        _modify {
            access(keyPath: \.nickname)
            _$observationRegistrar.willSet(self, keyPath: \.nickname)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.nickname)
            }
            yield &_nickname
        }
    }
    let id: Int
    let kind = "person"
    var cache = 0
    lazy var greeting = "Hello, \(name)"
    var (x, y) = (1, 2)
    static let created = 0
    var summary: String { "\(name) (\(age))" }
#if DEBUG
    private var _debugNote = "debug"
    var debugNote: String = "debug" {
        @storageRestrictions(initializes: _debugNote)
        init(initialValue) {
            _debugNote = initialValue
        }
        get {
            access(keyPath: \.debugNote)
            return _debugNote
        }
        set {
            guard shouldNotifyObservers(_debugNote, newValue) else {
                _debugNote = newValue
                return
            }
            withMutation(keyPath: \.debugNote) {
                _debugNote = newValue
            }
        }
        _modify {
            access(keyPath: \.debugNote)
            _$observationRegistrar.willSet(self, keyPath: \.debugNote)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.debugNote)
            }
            yield &_debugNote
        }
    }
#else
    private var _releaseNote = "release"
    var releaseNote: String = "release" {
        @storageRestrictions(initializes: _releaseNote)
        init(initialValue) {
            _releaseNote = initialValue
        }
        get {
            access(keyPath: \.releaseNote)
            return _releaseNote
        }
        set {
            guard shouldNotifyObservers(_releaseNote, newValue) else {
                _releaseNote = newValue
                return
            }
            withMutation(keyPath: \.releaseNote) {
                _releaseNote = newValue
            }
        }
        _modify {
            access(keyPath: \.releaseNote)
            _$observationRegistrar.willSet(self, keyPath: \.releaseNote)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.releaseNote)
            }
            yield &_releaseNote
        }
    }
#endif

    init(id: Int) {
        self.id = id
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Profile, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Profile, __macro_local_6MemberfMu0_>,
        _ mutation: () throws -> __macro_local_14MutationResultfMu_
    ) rethrows -> __macro_local_14MutationResultfMu_ {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
        true
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
        lhs != rhs
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
        lhs !== rhs
    }

    private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
        lhs != rhs
    }

    enum CodingKeys: Swift.String, Swift.CodingKey {
        case _name = "name"
        case _age = "age"
        case _nickname = "nickname"
        case id
        case kind
        case cache
        case x
        case y
    #if DEBUG
        case _debugNote = "debugNote"
    #else
        case _releaseNote = "releaseNote"
    #endif
    }
}

extension Profile: nonisolated Observation.Observable {
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
