import Observation

// @Observable
class Avatar {
  var url: String = "https://example.org/a.png"
  var _url: String = "cached"
  var size = 64
}
