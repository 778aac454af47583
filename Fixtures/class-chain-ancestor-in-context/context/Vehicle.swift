import Observation

// Observable through an extension, as a dependency's interface shows a class that its
// module expanded with `@Observable`.
class Vehicle {
  var name = "vehicle"
}

extension Vehicle: Observable {}

// Between the ancestor and the annotated class: a plain class of another file.
class Van: Vehicle {}
