import Observation

let launches = 3

// An 'if' or 'switch' expression (Swift 5.9) has the type its branches share; a branch that
// does not return ('fatalError', 'throw') takes no part.
// @Observable
final class Onboarding {
    var step = if launches > 1 { 2 } else { 0 }
    var title = if launches == 0 { "Welcome" } else if launches < 5 { "Welcome back" } else { "Hello again" }
    var scale = switch launches {
    case 0: 1.0
    case 1, 2: 1.5
    default: 2.0
    }
    var badge = switch launches {
    case 0...5: [true]
    default: fatalError("unreachable")
    }
    var nested = if launches > 0 { switch launches { case 1: "one" default: "many" } } else { "none" }
}

let onboarding = Onboarding()
print(onboarding.step, onboarding.title, onboarding.scale, onboarding.badge, onboarding.nested)
