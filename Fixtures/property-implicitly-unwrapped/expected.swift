import Observation

final class Connection {
  let host: String
  init(host: String) { self.host = host }
}

// @Observable
class NetworkClient {
  private var _connection: Connection!
  var connection: Connection! {
    @storageRestrictions(initializes: _connection)
    init(initialValue) {
      _connection = initialValue
    }
    get {
      access(keyPath: \.connection)
      return _connection
    }
    set {
      guard shouldNotifyObservers(_connection, newValue) else {
        _connection = newValue
        return
      }
      withMutation(keyPath: \.connection) {
        _connection = newValue
      }
    }
    _modify {
      access(keyPath: \.connection)
      _$observationRegistrar.willSet(self, keyPath: \.connection)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.connection)
      }
      yield &_connection
    }
  }
  private var _hostName: String!
  var hostName: String! {
    @storageRestrictions(initializes: _hostName)
    init(initialValue) {
      _hostName = initialValue
    }
    get {
      access(keyPath: \.hostName)
      return _hostName
    }
    set {
      guard shouldNotifyObservers(_hostName, newValue) else {
        _hostName = newValue
        return
      }
      withMutation(keyPath: \.hostName) {
        _hostName = newValue
      }
    }
    _modify {
      access(keyPath: \.hostName)
      _$observationRegistrar.willSet(self, keyPath: \.hostName)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.hostName)
      }
      yield &_hostName
    }
  }
  private var _retries: Int! = 3
  var retries: Int! = 3 {
    @storageRestrictions(initializes: _retries)
    init(initialValue) {
      _retries = initialValue
    }
    get {
      access(keyPath: \.retries)
      return _retries
    }
    set {
      guard shouldNotifyObservers(_retries, newValue) else {
        _retries = newValue
        return
      }
      withMutation(keyPath: \.retries) {
        _retries = newValue
      }
    }
    _modify {
      access(keyPath: \.retries)
      _$observationRegistrar.willSet(self, keyPath: \.retries)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.retries)
      }
      yield &_retries
    }
  }

  func connect(to host: String) {
    hostName = host
    connection = Connection(host: host)
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<NetworkClient, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<NetworkClient, __macro_local_6MemberfMu0_>,
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

extension NetworkClient: nonisolated Observation.Observable {
}

let client = NetworkClient()
print("connected: \(client.connection != nil), retries: \(client.retries!)")

withObservationTracking {
  _ = client.hostName
} onChange: {
  print("host changed")
}
client.retries = 5
print("retries \(client.retries!)")
client.connect(to: "example.org")
print("host \(client.hostName!), connection to \(client.connection.host)")
