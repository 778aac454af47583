import Observation

final class Profile {
  // @Observable
  var nickname = "anon"
  var age = 30
}
