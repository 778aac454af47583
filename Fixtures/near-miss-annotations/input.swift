import Observation

// None of these comments is an annotation: each gets a warning, and nothing is expanded.

// @observable
final class Lowercase {
  var a = 1
}

// @Observable // a note after the annotation
final class WithNote {
  var b = 2
}

/*
 @Observable
 */
final class InBlock {
  var c = 3
}

/// @Observable models notify their views: prose like this is not a near miss.
final class Prose {
  var d = 4
}

print(Lowercase().a + WithNote().b + InBlock().c + Prose().d)
