import Observation

// The magic identifier literals have the default literal types: '#line' and '#column' are
// 'Int', '#file', '#fileID', '#filePath' and '#function' are 'String'.
// @Observable
final class Trace {
    private var _line = #line
    var line: Int = #line {
        @storageRestrictions(initializes: _line)
        init(initialValue) {
            _line = initialValue
        }
        get {
            access(keyPath: \.line)
            return _line
        }
        set {
            guard shouldNotifyObservers(_line, newValue) else {
                _line = newValue
                return
            }
            withMutation(keyPath: \.line) {
                _line = newValue
            }
        }
        _modify {
            access(keyPath: \.line)
            _$observationRegistrar.willSet(self, keyPath: \.line)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.line)
            }
            yield &_line
        }
    }
    private var _column = #column
    var column: Int = #column {
        @storageRestrictions(initializes: _column)
        init(initialValue) {
            _column = initialValue
        }
        get {
            access(keyPath: \.column)
            return _column
        }
        set {
            guard shouldNotifyObservers(_column, newValue) else {
                _column = newValue
                return
            }
            withMutation(keyPath: \.column) {
                _column = newValue
            }
        }
        _modify {
            access(keyPath: \.column)
            _$observationRegistrar.willSet(self, keyPath: \.column)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.column)
            }
            yield &_column
        }
    }
    private var _file = #file
    var file: String = #file {
        @storageRestrictions(initializes: _file)
        init(initialValue) {
            _file = initialValue
        }
        get {
            access(keyPath: \.file)
            return _file
        }
        set {
            guard shouldNotifyObservers(_file, newValue) else {
                _file = newValue
                return
            }
            withMutation(keyPath: \.file) {
                _file = newValue
            }
        }
        _modify {
            access(keyPath: \.file)
            _$observationRegistrar.willSet(self, keyPath: \.file)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.file)
            }
            yield &_file
        }
    }
    private var _fileID = #fileID
    var fileID: String = #fileID {
        @storageRestrictions(initializes: _fileID)
        init(initialValue) {
            _fileID = initialValue
        }
        get {
            access(keyPath: \.fileID)
            return _fileID
        }
        set {
            guard shouldNotifyObservers(_fileID, newValue) else {
                _fileID = newValue
                return
            }
            withMutation(keyPath: \.fileID) {
                _fileID = newValue
            }
        }
        _modify {
            access(keyPath: \.fileID)
            _$observationRegistrar.willSet(self, keyPath: \.fileID)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.fileID)
            }
            yield &_fileID
        }
    }
    private var _filePath = #filePath
    var filePath: String = #filePath {
        @storageRestrictions(initializes: _filePath)
        init(initialValue) {
            _filePath = initialValue
        }
        get {
            access(keyPath: \.filePath)
            return _filePath
        }
        set {
            guard shouldNotifyObservers(_filePath, newValue) else {
                _filePath = newValue
                return
            }
            withMutation(keyPath: \.filePath) {
                _filePath = newValue
            }
        }
        _modify {
            access(keyPath: \.filePath)
            _$observationRegistrar.willSet(self, keyPath: \.filePath)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.filePath)
            }
            yield &_filePath
        }
    }
    private var _function = #function
    var function: String = #function {
        @storageRestrictions(initializes: _function)
        init(initialValue) {
            _function = initialValue
        }
        get {
            access(keyPath: \.function)
            return _function
        }
        set {
            guard shouldNotifyObservers(_function, newValue) else {
                _function = newValue
                return
            }
            withMutation(keyPath: \.function) {
                _function = newValue
            }
        }
        _modify {
            access(keyPath: \.function)
            _$observationRegistrar.willSet(self, keyPath: \.function)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.function)
            }
            yield &_function
        }
    }
    private var _sum = #line + 1
    var sum: Int = #line + 1 {
        @storageRestrictions(initializes: _sum)
        init(initialValue) {
            _sum = initialValue
        }
        get {
            access(keyPath: \.sum)
            return _sum
        }
        set {
            guard shouldNotifyObservers(_sum, newValue) else {
                _sum = newValue
                return
            }
            withMutation(keyPath: \.sum) {
                _sum = newValue
            }
        }
        _modify {
            access(keyPath: \.sum)
            _$observationRegistrar.willSet(self, keyPath: \.sum)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.sum)
            }
            yield &_sum
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Trace, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Trace, __macro_local_6MemberfMu0_>,
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

extension Trace: nonisolated Observation.Observable {
}

let trace = Trace()
// Types only: the values of '#line' (and so of 'sum') follow the output's lines unless
// '--source-location' is given (see README).
print(type(of: trace.line), type(of: trace.column), type(of: trace.file), type(of: trace.fileID), type(of: trace.filePath), type(of: trace.function), type(of: trace.sum))
