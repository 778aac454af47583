import Observation

// @Observable
final class FormValidator {
  var validate: (String) -> Bool = { !$0.isEmpty }
  var onSubmit: (() -> Void)?
  var formatter: @Sendable (Int) -> String = { "#\($0)" }
  var transform: (String) -> String = { text in text.uppercased() }

  func submit(_ text: String) {
    if validate(text) {
      onSubmit?()
    }
  }
}

let form = FormValidator()
print(form.formatter(7), form.transform("ok"))

withObservationTracking {
  _ = form.validate
} onChange: {
  print("validation rule changed")
}
form.onSubmit = { print("submitted") }
form.submit("")
form.submit("hello")
form.validate = { $0.count > 3 }
print("hi valid: \(form.validate("hi"))")
