import Observation

// Every untyped property here is typed from declarations in context/Declarations.swift.
// @Observable
final class Dashboard {
  private var _frequency = PollVotingFrequency.oneVote
  var frequency: PollVotingFrequency = PollVotingFrequency.oneVote {
    @storageRestrictions(initializes: _frequency)
    init(initialValue) {
      _frequency = initialValue
    }
    get {
      access(keyPath: \.frequency)
      return _frequency
    }
    set {
      guard shouldNotifyObservers(_frequency, newValue) else {
        _frequency = newValue
        return
      }
      withMutation(keyPath: \.frequency) {
        _frequency = newValue
      }
    }
    _modify {
      access(keyPath: \.frequency)
      _$observationRegistrar.willSet(self, keyPath: \.frequency)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.frequency)
      }
      yield &_frequency
    }
  }
  private var _limited = PollVotingFrequency.limited(3)
  var limited: PollVotingFrequency = PollVotingFrequency.limited(3) {
    @storageRestrictions(initializes: _limited)
    init(initialValue) {
      _limited = initialValue
    }
    get {
      access(keyPath: \.limited)
      return _limited
    }
    set {
      guard shouldNotifyObservers(_limited, newValue) else {
        _limited = newValue
        return
      }
      withMutation(keyPath: \.limited) {
        _limited = newValue
      }
    }
    _modify {
      access(keyPath: \.limited)
      _$observationRegistrar.willSet(self, keyPath: \.limited)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.limited)
      }
      yield &_limited
    }
  }
  private var _publication = SpendDashboardPublication.empty
  var publication: SpendDashboardPublication = SpendDashboardPublication.empty {
    @storageRestrictions(initializes: _publication)
    init(initialValue) {
      _publication = initialValue
    }
    get {
      access(keyPath: \.publication)
      return _publication
    }
    set {
      guard shouldNotifyObservers(_publication, newValue) else {
        _publication = newValue
        return
      }
      withMutation(keyPath: \.publication) {
        _publication = newValue
      }
    }
    _modify {
      access(keyPath: \.publication)
      _$observationRegistrar.willSet(self, keyPath: \.publication)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.publication)
      }
      yield &_publication
    }
  }
  private var _pageSize = SpendDashboardPublication.pageSize
  var pageSize: Int = SpendDashboardPublication.pageSize {
    @storageRestrictions(initializes: _pageSize)
    init(initialValue) {
      _pageSize = initialValue
    }
    get {
      access(keyPath: \.pageSize)
      return _pageSize
    }
    set {
      guard shouldNotifyObservers(_pageSize, newValue) else {
        _pageSize = newValue
        return
      }
      withMutation(keyPath: \.pageSize) {
        _pageSize = newValue
      }
    }
    _modify {
      access(keyPath: \.pageSize)
      _$observationRegistrar.willSet(self, keyPath: \.pageSize)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.pageSize)
      }
      yield &_pageSize
    }
  }
  private var _memory = Memory.snapshot()
  var memory: Memory.Snapshot = Memory.snapshot() {
    @storageRestrictions(initializes: _memory)
    init(initialValue) {
      _memory = initialValue
    }
    get {
      access(keyPath: \.memory)
      return _memory
    }
    set {
      guard shouldNotifyObservers(_memory, newValue) else {
        _memory = newValue
        return
      }
      withMutation(keyPath: \.memory) {
        _memory = newValue
      }
    }
    _modify {
      access(keyPath: \.memory)
      _$observationRegistrar.willSet(self, keyPath: \.memory)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.memory)
      }
      yield &_memory
    }
  }
  private var _memoryBytes = Memory.snapshot().bytes
  var memoryBytes: Int = Memory.snapshot().bytes {
    @storageRestrictions(initializes: _memoryBytes)
    init(initialValue) {
      _memoryBytes = initialValue
    }
    get {
      access(keyPath: \.memoryBytes)
      return _memoryBytes
    }
    set {
      guard shouldNotifyObservers(_memoryBytes, newValue) else {
        _memoryBytes = newValue
        return
      }
      withMutation(keyPath: \.memoryBytes) {
        _memoryBytes = newValue
      }
    }
    _modify {
      access(keyPath: \.memoryBytes)
      _$observationRegistrar.willSet(self, keyPath: \.memoryBytes)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.memoryBytes)
      }
      yield &_memoryBytes
    }
  }
  private var _tint = Theme.shared.tintColor
  var tint: String = Theme.shared.tintColor {
    @storageRestrictions(initializes: _tint)
    init(initialValue) {
      _tint = initialValue
    }
    get {
      access(keyPath: \.tint)
      return _tint
    }
    set {
      guard shouldNotifyObservers(_tint, newValue) else {
        _tint = newValue
        return
      }
      withMutation(keyPath: \.tint) {
        _tint = newValue
      }
    }
    _modify {
      access(keyPath: \.tint)
      _$observationRegistrar.willSet(self, keyPath: \.tint)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.tint)
      }
      yield &_tint
    }
  }
  private var _radius = Theme.shared.cornerRadius
  var radius: Double = Theme.shared.cornerRadius {
    @storageRestrictions(initializes: _radius)
    init(initialValue) {
      _radius = initialValue
    }
    get {
      access(keyPath: \.radius)
      return _radius
    }
    set {
      guard shouldNotifyObservers(_radius, newValue) else {
        _radius = newValue
        return
      }
      withMutation(keyPath: \.radius) {
        _radius = newValue
      }
    }
    _modify {
      access(keyPath: \.radius)
      _$observationRegistrar.willSet(self, keyPath: \.radius)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.radius)
      }
      yield &_radius
    }
  }
  private var _badgeEmpty = Theme.shared.badge(for: 3).isEmpty
  var badgeEmpty: Bool = Theme.shared.badge(for: 3).isEmpty {
    @storageRestrictions(initializes: _badgeEmpty)
    init(initialValue) {
      _badgeEmpty = initialValue
    }
    get {
      access(keyPath: \.badgeEmpty)
      return _badgeEmpty
    }
    set {
      guard shouldNotifyObservers(_badgeEmpty, newValue) else {
        _badgeEmpty = newValue
        return
      }
      withMutation(keyPath: \.badgeEmpty) {
        _badgeEmpty = newValue
      }
    }
    _modify {
      access(keyPath: \.badgeEmpty)
      _$observationRegistrar.willSet(self, keyPath: \.badgeEmpty)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.badgeEmpty)
      }
      yield &_badgeEmpty
    }
  }
  private var _tag = Tag.make("new")
  var tag: Tag = Tag.make("new") {
    @storageRestrictions(initializes: _tag)
    init(initialValue) {
      _tag = initialValue
    }
    get {
      access(keyPath: \.tag)
      return _tag
    }
    set {
      guard shouldNotifyObservers(_tag, newValue) else {
        _tag = newValue
        return
      }
      withMutation(keyPath: \.tag) {
        _tag = newValue
      }
    }
    _modify {
      access(keyPath: \.tag)
      _$observationRegistrar.willSet(self, keyPath: \.tag)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.tag)
      }
      yield &_tag
    }
  }
  private var _visibility = Models.Visibility.pub
  var visibility: Models.Visibility = Models.Visibility.pub {
    @storageRestrictions(initializes: _visibility)
    init(initialValue) {
      _visibility = initialValue
    }
    get {
      access(keyPath: \.visibility)
      return _visibility
    }
    set {
      guard shouldNotifyObservers(_visibility, newValue) else {
        _visibility = newValue
        return
      }
      withMutation(keyPath: \.visibility) {
        _visibility = newValue
      }
    }
    _modify {
      access(keyPath: \.visibility)
      _$observationRegistrar.willSet(self, keyPath: \.visibility)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.visibility)
      }
      yield &_visibility
    }
  }
  private var _palette = Palette.shared
  var palette: Theme = Palette.shared {
    @storageRestrictions(initializes: _palette)
    init(initialValue) {
      _palette = initialValue
    }
    get {
      access(keyPath: \.palette)
      return _palette
    }
    set {
      guard shouldNotifyObservers(_palette, newValue) else {
        _palette = newValue
        return
      }
      withMutation(keyPath: \.palette) {
        _palette = newValue
      }
    }
    _modify {
      access(keyPath: \.palette)
      _$observationRegistrar.willSet(self, keyPath: \.palette)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.palette)
      }
      yield &_palette
    }
  }
  private var _box = Box<Int>.empty
  var box: Box<Int> = Box<Int>.empty {
    @storageRestrictions(initializes: _box)
    init(initialValue) {
      _box = initialValue
    }
    get {
      access(keyPath: \.box)
      return _box
    }
    set {
      guard shouldNotifyObservers(_box, newValue) else {
        _box = newValue
        return
      }
      withMutation(keyPath: \.box) {
        _box = newValue
      }
    }
    _modify {
      access(keyPath: \.box)
      _$observationRegistrar.willSet(self, keyPath: \.box)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.box)
      }
      yield &_box
    }
  }
  private var _boxFirst = Box<String>.empty.first()
  var boxFirst: String? = Box<String>.empty.first() {
    @storageRestrictions(initializes: _boxFirst)
    init(initialValue) {
      _boxFirst = initialValue
    }
    get {
      access(keyPath: \.boxFirst)
      return _boxFirst
    }
    set {
      guard shouldNotifyObservers(_boxFirst, newValue) else {
        _boxFirst = newValue
        return
      }
      withMutation(keyPath: \.boxFirst) {
        _boxFirst = newValue
      }
    }
    _modify {
      access(keyPath: \.boxFirst)
      _$observationRegistrar.willSet(self, keyPath: \.boxFirst)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.boxFirst)
      }
      yield &_boxFirst
    }
  }
  private var _title = defaultTitle()
  var title: String = defaultTitle() {
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
  private var _transform = { (x: Int, y: Int) -> Int in x * y }
  var transform: (_ x: Int, _ y: Int) -> Int = { (x: Int, y: Int) -> Int in x * y } {
    @storageRestrictions(initializes: _transform)
    init(initialValue) {
      _transform = initialValue
    }
    get {
      access(keyPath: \.transform)
      return _transform
    }
    set {
      guard shouldNotifyObservers(_transform, newValue) else {
        _transform = newValue
        return
      }
      withMutation(keyPath: \.transform) {
        _transform = newValue
      }
    }
    _modify {
      access(keyPath: \.transform)
      _$observationRegistrar.willSet(self, keyPath: \.transform)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.transform)
      }
      yield &_transform
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Dashboard, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Dashboard, __macro_local_6MemberfMu0_>,
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

extension Dashboard: nonisolated Observation.Observable {
}

@main
struct App {
  static func main() {
    let dashboard = Dashboard()
    withObservationTracking {
      _ = dashboard.frequency
      _ = dashboard.memory.bytes
    } onChange: {
      print("dashboard changed")
    }
    dashboard.frequency = .unlimited
    print(dashboard.frequency, dashboard.limited, dashboard.publication.items, dashboard.pageSize)
    print(dashboard.memoryBytes, dashboard.tint, dashboard.radius, dashboard.badgeEmpty, dashboard.tag.name)
    print(dashboard.visibility, dashboard.palette.tintColor, dashboard.box.value as Any)
    print(dashboard.boxFirst as Any, dashboard.title, dashboard.transform(6, 7))
  }
}
