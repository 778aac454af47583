import Observation

// @Observable
@MainActor
class PhotoGalleryModel {
  var photos: [String] = []
  var selection: Int?
  var isEditing = false

  func importPhoto(_ name: String) {
    photos.append(name)
    if selection == nil {
      selection = 0
    }
  }
}

let gallery = PhotoGalleryModel()

withObservationTracking {
  _ = gallery.selection
} onChange: {
  print("selection changed")
}
gallery.isEditing = true
print("editing: \(gallery.isEditing)")
gallery.importPhoto("beach.jpg")
gallery.importPhoto("forest.jpg")
print("photos \(gallery.photos), selection \(gallery.selection ?? -1)")
