import Observation

// @Observable
class ImageLoader {
  var url: String?
  var image = nil
}
