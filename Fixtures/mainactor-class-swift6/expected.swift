import Observation

// @Observable
@MainActor
class PhotoGalleryModel {
  private var _photos: [String] = []
  var photos: [String] = [] {
    @storageRestrictions(initializes: _photos)
    init(initialValue) {
      _photos = initialValue
    }
    get {
      access(keyPath: \.photos)
      return _photos
    }
    set {
      guard shouldNotifyObservers(_photos, newValue) else {
        _photos = newValue
        return
      }
      withMutation(keyPath: \.photos) {
        _photos = newValue
      }
    }
    _modify {
      access(keyPath: \.photos)
      _$observationRegistrar.willSet(self, keyPath: \.photos)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.photos)
      }
      yield &_photos
    }
  }
  private var _selection: Int?
  var selection: Int? {
    @storageRestrictions(initializes: _selection)
    init(initialValue) {
      _selection = initialValue
    }
    get {
      access(keyPath: \.selection)
      return _selection
    }
    set {
      guard shouldNotifyObservers(_selection, newValue) else {
        _selection = newValue
        return
      }
      withMutation(keyPath: \.selection) {
        _selection = newValue
      }
    }
    _modify {
      access(keyPath: \.selection)
      _$observationRegistrar.willSet(self, keyPath: \.selection)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.selection)
      }
      yield &_selection
    }
  }
  private var _isEditing = false
  var isEditing: Bool = false {
    @storageRestrictions(initializes: _isEditing)
    init(initialValue) {
      _isEditing = initialValue
    }
    get {
      access(keyPath: \.isEditing)
      return _isEditing
    }
    set {
      guard shouldNotifyObservers(_isEditing, newValue) else {
        _isEditing = newValue
        return
      }
      withMutation(keyPath: \.isEditing) {
        _isEditing = newValue
      }
    }
    _modify {
      access(keyPath: \.isEditing)
      _$observationRegistrar.willSet(self, keyPath: \.isEditing)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.isEditing)
      }
      yield &_isEditing
    }
  }

  func importPhoto(_ name: String) {
    photos.append(name)
    if selection == nil {
      selection = 0
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<PhotoGalleryModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<PhotoGalleryModel, __macro_local_6MemberfMu0_>,
    _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
    lhs != rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
    lhs !== rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
    lhs != rhs
  }
}

extension PhotoGalleryModel: nonisolated Observation.Observable {
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
