import Observation

enum Permission: Equatable {
  case read
  case write
}

// @Observable
final class FilePermissions {
  var access: Permission = .read
  var withMutation = false
  var owner = "root"
}

let permissions = FilePermissions()

withObservationTracking {
  _ = permissions.access
} onChange: {
  print("access changed")
}
permissions.withMutation = true
permissions.owner = "admin"
print("withMutation \(permissions.withMutation), owner \(permissions.owner)")
permissions.access = .read
print("same access assigned")
permissions.access = .write
print("access \(permissions.access)")
