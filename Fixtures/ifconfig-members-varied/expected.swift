import Observation

// @Observable
final class Workspace {
  private var _title = "Untitled"
  var title: String = "Untitled" {
    @storageRestrictions(initializes: _title)
    init(initialValue) {
      _title = initialValue
    }
    get {
      access(keyPath: \.title)
      return _title
    }
    set {
      guard shouldNotifyObservers(_title, newValue) else {
        _title = newValue
        return
      }
      withMutation(keyPath: \.title) {
        _title = newValue
      }
    }
    _modify {
      access(keyPath: \.title)
      _$observationRegistrar.willSet(self, keyPath: \.title)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.title)
      }
      yield &_title
    }
  }

#if swift(>=5.9) && (os(Linux) ||
 os(macOS))
  private var _tabs: [String] = ["main"]
  var tabs: [String] = ["main"] {
    @storageRestrictions(initializes: _tabs)
    init(initialValue) {
      _tabs = initialValue
    }
    get {
      access(keyPath: \.tabs)
      return _tabs
    }
    set {
      guard shouldNotifyObservers(_tabs, newValue) else {
        _tabs = newValue
        return
      }
      withMutation(keyPath: \.tabs) {
        _tabs = newValue
      }
    }
    _modify {
      access(keyPath: \.tabs)
      _$observationRegistrar.willSet(self, keyPath: \.tabs)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.tabs)
      }
      yield &_tabs
    }
  }
  private var _zoom = 1.0
  var zoom: Double = 1.0 {
    @storageRestrictions(initializes: _zoom)
    init(initialValue) {
      _zoom = initialValue
    }
    get {
      access(keyPath: \.zoom)
      return _zoom
    }
    set {
      guard shouldNotifyObservers(_zoom, newValue) else {
        _zoom = newValue
        return
      }
      withMutation(keyPath: \.zoom) {
        _zoom = newValue
      }
    }
    _modify {
      access(keyPath: \.zoom)
      _$observationRegistrar.willSet(self, keyPath: \.zoom)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.zoom)
      }
      yield &_zoom
    }
  }

  func openTab(_ name: String) {
    tabs.append(name)
  }
#elseif os(Windows)
  private var _tabs: [String] = []
  var tabs: [String] = [] {
    @storageRestrictions(initializes: _tabs)
    init(initialValue) {
      _tabs = initialValue
    }
    get {
      access(keyPath: \.tabs)
      return _tabs
    }
    set {
      guard shouldNotifyObservers(_tabs, newValue) else {
        _tabs = newValue
        return
      }
      withMutation(keyPath: \.tabs) {
        _tabs = newValue
      }
    }
    _modify {
      access(keyPath: \.tabs)
      _$observationRegistrar.willSet(self, keyPath: \.tabs)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.tabs)
      }
      yield &_tabs
    }
  }
  private var _zoom = 1.5
  var zoom: Double = 1.5 {
    @storageRestrictions(initializes: _zoom)
    init(initialValue) {
      _zoom = initialValue
    }
    get {
      access(keyPath: \.zoom)
      return _zoom
    }
    set {
      guard shouldNotifyObservers(_zoom, newValue) else {
        _zoom = newValue
        return
      }
      withMutation(keyPath: \.zoom) {
        _zoom = newValue
      }
    }
    _modify {
      access(keyPath: \.zoom)
      _$observationRegistrar.willSet(self, keyPath: \.zoom)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.zoom)
      }
      yield &_zoom
    }
  }

  func openTab(_ name: String) {}
#else
  private var _tabs: [String] = []
  var tabs: [String] = [] {
    @storageRestrictions(initializes: _tabs)
    init(initialValue) {
      _tabs = initialValue
    }
    get {
      access(keyPath: \.tabs)
      return _tabs
    }
    set {
      guard shouldNotifyObservers(_tabs, newValue) else {
        _tabs = newValue
        return
      }
      withMutation(keyPath: \.tabs) {
        _tabs = newValue
      }
    }
    _modify {
      access(keyPath: \.tabs)
      _$observationRegistrar.willSet(self, keyPath: \.tabs)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.tabs)
      }
      yield &_tabs
    }
  }
  private var _zoom: Double = 2.0
  var zoom: Double = 2.0 {
    @storageRestrictions(initializes: _zoom)
    init(initialValue) {
      _zoom = initialValue
    }
    get {
      access(keyPath: \.zoom)
      return _zoom
    }
    set {
      guard shouldNotifyObservers(_zoom, newValue) else {
        _zoom = newValue
        return
      }
      withMutation(keyPath: \.zoom) {
        _zoom = newValue
      }
    }
    _modify {
      access(keyPath: \.zoom)
      _$observationRegistrar.willSet(self, keyPath: \.zoom)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.zoom)
      }
      yield &_zoom
    }
  }
#endif

  #if DEBUG
  private var _verbose = true
  var verbose: Bool = true {
    @storageRestrictions(initializes: _verbose)
    init(initialValue) {
      _verbose = initialValue
    }
    get {
      access(keyPath: \.verbose)
      return _verbose
    }
    set {
      guard shouldNotifyObservers(_verbose, newValue) else {
        _verbose = newValue
        return
      }
      withMutation(keyPath: \.verbose) {
        _verbose = newValue
      }
    }
    _modify {
      access(keyPath: \.verbose)
      _$observationRegistrar.willSet(self, keyPath: \.verbose)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.verbose)
      }
      yield &_verbose
    }
  }
  init() {
    print("debug init")
  }
  #else
  private var _verbose = false
  var verbose: Bool = false {
    @storageRestrictions(initializes: _verbose)
    init(initialValue) {
      _verbose = initialValue
    }
    get {
      access(keyPath: \.verbose)
      return _verbose
    }
    set {
      guard shouldNotifyObservers(_verbose, newValue) else {
        _verbose = newValue
        return
      }
      withMutation(keyPath: \.verbose) {
        _verbose = newValue
      }
    }
    _modify {
      access(keyPath: \.verbose)
      _$observationRegistrar.willSet(self, keyPath: \.verbose)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.verbose)
      }
      yield &_verbose
    }
  }
  init() {
    print("release init")
  }
  #endif

#if (os(Linux) ||
     os(macOS)) && !DEBUG
  #if canImport(Foundation)
  private var _nested = "foundation"
  var nested: String = "foundation" {
    @storageRestrictions(initializes: _nested)
    init(initialValue) {
      _nested = initialValue
    }
    get {
      access(keyPath: \.nested)
      return _nested
    }
    set {
      guard shouldNotifyObservers(_nested, newValue) else {
        _nested = newValue
        return
      }
      withMutation(keyPath: \.nested) {
        _nested = newValue
      }
    }
    _modify {
      access(keyPath: \.nested)
      _$observationRegistrar.willSet(self, keyPath: \.nested)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.nested)
      }
      yield &_nested
    }
  }
  #else
  private var _nested = "bare"
  var nested: String = "bare" {
    @storageRestrictions(initializes: _nested)
    init(initialValue) {
      _nested = initialValue
    }
    get {
      access(keyPath: \.nested)
      return _nested
    }
    set {
      guard shouldNotifyObservers(_nested, newValue) else {
        _nested = newValue
        return
      }
      withMutation(keyPath: \.nested) {
        _nested = newValue
      }
    }
    _modify {
      access(keyPath: \.nested)
      _$observationRegistrar.willSet(self, keyPath: \.nested)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.nested)
      }
      yield &_nested
    }
  }
  #endif
  var summary: String { "\(title) [\(tabs.joined(separator: ","))] \(nested)" }
#else
  var summary: String { title }
#endif

  #if compiler(>=5.9)
  static let kind = "workspace"
  #endif

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Workspace, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Workspace, __macro_local_6MemberfMu0_>,
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

extension Workspace: nonisolated Observation.Observable {
}

let workspace = Workspace()
print(workspace.summary, Workspace.kind, workspace.verbose, workspace.zoom)

withObservationTracking {
  _ = workspace.tabs
} onChange: {
  print("tabs changed")
}
workspace.zoom = 1.25
print("zoom \(workspace.zoom)")
workspace.openTab("notes")
print(workspace.summary)

withObservationTracking {
  _ = workspace.nested
  _ = workspace.verbose
} onChange: {
  print("nested or verbose changed")
}
workspace.title = "Plan"
print(workspace.summary)
workspace.nested = "changed"
print(workspace.summary)
