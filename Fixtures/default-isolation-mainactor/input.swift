import Observation

struct Message: Equatable {
  var sender: String
  var body: String
}

// @Observable
final class ChatRoomModel {
  var messages: [Message] = []
  var typingUsers: Set<String> = []
  var unread = 0

  func receive(_ message: Message) {
    messages.append(message)
    unread += 1
  }
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
