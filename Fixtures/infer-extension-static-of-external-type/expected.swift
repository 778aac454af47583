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
    private var _decoder = JSONDecoder.iso8601
    var decoder: JSONDecoder = JSONDecoder.iso8601 {
        @storageRestrictions(initializes: _decoder)
        init(initialValue) {
            _decoder = initialValue
        }
        get {
            access(keyPath: \.decoder)
            return _decoder
        }
        set {
            guard shouldNotifyObservers(_decoder, newValue) else {
                _decoder = newValue
                return
            }
            withMutation(keyPath: \.decoder) {
                _decoder = newValue
            }
        }
        _modify {
            access(keyPath: \.decoder)
            _$observationRegistrar.willSet(self, keyPath: \.decoder)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.decoder)
            }
            yield &_decoder
        }
    }
    private var _since = Date.epoch
    var since: Date = Date.epoch {
        @storageRestrictions(initializes: _since)
        init(initialValue) {
            _since = initialValue
        }
        get {
            access(keyPath: \.since)
            return _since
        }
        set {
            guard shouldNotifyObservers(_since, newValue) else {
                _since = newValue
                return
            }
            withMutation(keyPath: \.since) {
                _since = newValue
            }
        }
        _modify {
            access(keyPath: \.since)
            _$observationRegistrar.willSet(self, keyPath: \.since)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.since)
            }
            yield &_since
        }
    }
    private var _page = Int.pageSize
    var page: Int = Int.pageSize {
        @storageRestrictions(initializes: _page)
        init(initialValue) {
            _page = initialValue
        }
        get {
            access(keyPath: \.page)
            return _page
        }
        set {
            guard shouldNotifyObservers(_page, newValue) else {
                _page = newValue
                return
            }
            withMutation(keyPath: \.page) {
                _page = newValue
            }
        }
        _modify {
            access(keyPath: \.page)
            _$observationRegistrar.willSet(self, keyPath: \.page)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.page)
            }
            yield &_page
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Feed, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Feed, __macro_local_6MemberfMu0_>,
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
}

extension Feed: nonisolated Observation.Observable {
}

let feed = Feed()
print(type(of: feed.decoder), feed.since.timeIntervalSince1970, feed.page)
