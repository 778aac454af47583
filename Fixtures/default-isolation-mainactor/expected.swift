import Observation

struct Message: Equatable {
  var sender: String
  var body: String
}

// @Observable
final class ChatRoomModel {
  private var _messages: [Message] = []
  var messages: [Message] = [] {
    @storageRestrictions(initializes: _messages)
    init(initialValue) {
      _messages = initialValue
    }
    get {
      access(keyPath: \.messages)
      return _messages
    }
    set {
      guard shouldNotifyObservers(_messages, newValue) else {
        _messages = newValue
        return
      }
      withMutation(keyPath: \.messages) {
        _messages = newValue
      }
    }
    _modify {
      access(keyPath: \.messages)
      _$observationRegistrar.willSet(self, keyPath: \.messages)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.messages)
      }
      yield &_messages
    }
  }
  private var _typingUsers: Set<String> = []
  var typingUsers: Set<String> = [] {
    @storageRestrictions(initializes: _typingUsers)
    init(initialValue) {
      _typingUsers = initialValue
    }
    get {
      access(keyPath: \.typingUsers)
      return _typingUsers
    }
    set {
      guard shouldNotifyObservers(_typingUsers, newValue) else {
        _typingUsers = newValue
        return
      }
      withMutation(keyPath: \.typingUsers) {
        _typingUsers = newValue
      }
    }
    _modify {
      access(keyPath: \.typingUsers)
      _$observationRegistrar.willSet(self, keyPath: \.typingUsers)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.typingUsers)
      }
      yield &_typingUsers
    }
  }
  private var _unread = 0
  var unread: Int = 0 {
    @storageRestrictions(initializes: _unread)
    init(initialValue) {
      _unread = initialValue
    }
    get {
      access(keyPath: \.unread)
      return _unread
    }
    set {
      guard shouldNotifyObservers(_unread, newValue) else {
        _unread = newValue
        return
      }
      withMutation(keyPath: \.unread) {
        _unread = newValue
      }
    }
    _modify {
      access(keyPath: \.unread)
      _$observationRegistrar.willSet(self, keyPath: \.unread)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.unread)
      }
      yield &_unread
    }
  }

  func receive(_ message: Message) {
    messages.append(message)
    unread += 1
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<ChatRoomModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<ChatRoomModel, __macro_local_6MemberfMu0_>,
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

extension ChatRoomModel: nonisolated Observation.Observable {
}

let room = ChatRoomModel()

withObservationTracking {
  _ = room.unread
} onChange: {
  print("unread badge changed")
}
room.typingUsers.insert("sam")
print("typing: \(room.typingUsers.sorted())")
room.receive(Message(sender: "sam", body: "hi"))
print("unread \(room.unread), last \(room.messages.last?.body ?? "")")
