import Observation

func f(_ body: () -> Int) -> Int { body() }
func g(a: Int, _ first: () -> Int, other: () -> String) -> Int { a + first() + other().count }

// A call with trailing closures is typed as the same call with the closures in
// parentheses; partial ranges are typed by their bound. (`Task { }` is typed `Task`, as
// `Task(operation: {})` is: the unit tests check it, since print-ast shows the written `Task`.)
// @Observable
final class AudioController {
  var value = f { 3 }
  var both = g(a: 1) { 2 } other: { "abc" }
  var from = 1...
  var upTo = ..<5
  var through = ...5.5
}

let controller = AudioController()
print(controller.value, controller.both, controller.from.lowerBound, controller.upTo.upperBound, controller.through.upperBound)
var fired = false
withObservationTracking { _ = controller.value } onChange: { fired = true }
controller.value = 4
print("value notifies: \(fired)")
