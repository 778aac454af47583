import Observation

struct Config {
    var retries: Int
    init(retries: Int) throws { self.retries = retries }
}

struct Plain {
    init() {}
}

// 'try! e' and 'try e' have the type of 'e'; 'try? e' is optional and needs an annotation.
// @Observable
final class Settings {
    private var _config = try! Config(retries: 3)
    var config: Config = try! Config(retries: 3) {
        @storageRestrictions(initializes: _config)
        init(initialValue) {
            _config = initialValue
        }
        get {
            access(keyPath: \.config)
            return _config
        }
        set {
            guard shouldNotifyObservers(_config, newValue) else {
                _config = newValue
                return
            }
            withMutation(keyPath: \.config) {
                _config = newValue
            }
        }
        _modify {
            access(keyPath: \.config)
            _$observationRegistrar.willSet(self, keyPath: \.config)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.config)
            }
            yield &_config
        }
    }
    private var _plain = try Plain()
    var plain: Plain = try Plain() {
        @storageRestrictions(initializes: _plain)
        init(initialValue) {
            _plain = initialValue
        }
        get {
            access(keyPath: \.plain)
            return _plain
        }
        set {
            guard shouldNotifyObservers(_plain, newValue) else {
                _plain = newValue
                return
            }
            withMutation(keyPath: \.plain) {
                _plain = newValue
            }
        }
        _modify {
            access(keyPath: \.plain)
            _$observationRegistrar.willSet(self, keyPath: \.plain)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.plain)
            }
            yield &_plain
        }
    }
    private var _nested = try! [Config(retries: 1)]
    var nested: [Config] = try! [Config(retries: 1)] {
        @storageRestrictions(initializes: _nested)
        init(initialValue) {
            _nested = initialValue
        }
        get {
            access(keyPath: \.nested)
            return _nested
        }
        set {
            guard shouldNotifyObservers(_nested, newValue) else {
                _nested = newValue
                return
            }
            withMutation(keyPath: \.nested) {
                _nested = newValue
            }
        }
        _modify {
            access(keyPath: \.nested)
            _$observationRegistrar.willSet(self, keyPath: \.nested)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.nested)
            }
            yield &_nested
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Settings, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Settings, __macro_local_6MemberfMu0_>,
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

extension Settings: nonisolated Observation.Observable {
}

let settings = Settings()
print(type(of: settings.config), settings.config.retries, type(of: settings.plain), type(of: settings.nested))
