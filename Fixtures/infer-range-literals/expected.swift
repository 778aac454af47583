import Observation

// @Observable
class PageSelection {
  private var _visiblePages = 1...3
  var visiblePages: ClosedRange<Int> = 1...3 {
    @storageRestrictions(initializes: _visiblePages)
    init(initialValue) {
      _visiblePages = initialValue
    }
    get {
      access(keyPath: \.visiblePages)
      return _visiblePages
    }
    set {
      guard shouldNotifyObservers(_visiblePages, newValue) else {
        _visiblePages = newValue
        return
      }
      withMutation(keyPath: \.visiblePages) {
        _visiblePages = newValue
      }
    }
    _modify {
      access(keyPath: \.visiblePages)
      _$observationRegistrar.willSet(self, keyPath: \.visiblePages)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.visiblePages)
      }
      yield &_visiblePages
    }
  }
  private var _loadedPages = 0..<10
  var loadedPages: Range<Int> = 0..<10 {
    @storageRestrictions(initializes: _loadedPages)
    init(initialValue) {
      _loadedPages = initialValue
    }
    get {
      access(keyPath: \.loadedPages)
      return _loadedPages
    }
    set {
      guard shouldNotifyObservers(_loadedPages, newValue) else {
        _loadedPages = newValue
        return
      }
      withMutation(keyPath: \.loadedPages) {
        _loadedPages = newValue
      }
    }
    _modify {
      access(keyPath: \.loadedPages)
      _$observationRegistrar.willSet(self, keyPath: \.loadedPages)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.loadedPages)
      }
      yield &_loadedPages
    }
  }
  private var _zoomRange = 0.5...2.0
  var zoomRange: ClosedRange<Double> = 0.5...2.0 {
    @storageRestrictions(initializes: _zoomRange)
    init(initialValue) {
      _zoomRange = initialValue
    }
    get {
      access(keyPath: \.zoomRange)
      return _zoomRange
    }
    set {
      guard shouldNotifyObservers(_zoomRange, newValue) else {
        _zoomRange = newValue
        return
      }
      withMutation(keyPath: \.zoomRange) {
        _zoomRange = newValue
      }
    }
    _modify {
      access(keyPath: \.zoomRange)
      _$observationRegistrar.willSet(self, keyPath: \.zoomRange)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.zoomRange)
      }
      yield &_zoomRange
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<PageSelection, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<PageSelection, __macro_local_6MemberfMu0_>,
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

extension PageSelection: nonisolated Observation.Observable {
}

let selection = PageSelection()
print("visible \(selection.visiblePages), loaded \(selection.loadedPages.count), zoom \(selection.zoomRange)")

withObservationTracking {
  _ = selection.visiblePages
} onChange: {
  print("visible pages changed")
}
selection.loadedPages = 0..<20
print("loaded \(selection.loadedPages.count)")
selection.visiblePages = 1...3
print("same visible range assigned")
selection.visiblePages = 4...6
print("visible \(selection.visiblePages)")
