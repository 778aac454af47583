import Observation

// @Observable
final class Roster<Member: Equatable, MutationResult> {
  var members: [Member] = []
  var lastResult: MutationResult?

  func add(_ member: Member, result: MutationResult) {
    members.append(member)
    lastResult = result
  }
}

let roster = Roster<String, Bool>()

withObservationTracking {
  _ = roster.members
} onChange: {
  print("members changed")
}
roster.lastResult = true
print("result recorded")
roster.add("Grace", result: false)
print("members \(roster.members), last \(roster.lastResult.map { "\($0)" } ?? "none")")
