import Observation

enum Priority: Int, Equatable {
  case low, normal, high
}

struct Attachment: Equatable {
  var fileName: String
}

final class Assignee {
  let name: String
  init(name: String) { self.name = name }
}

// @Observable
final class TaskItem {
  private var _title: String
  var title: String {
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
  private var _notes = ""
  var notes: String = "" {
    @storageRestrictions(initializes: _notes)
    init(initialValue) {
      _notes = initialValue
    }
    get {
      access(keyPath: \.notes)
      return _notes
    }
    set {
      guard shouldNotifyObservers(_notes, newValue) else {
        _notes = newValue
        return
      }
      withMutation(keyPath: \.notes) {
        _notes = newValue
      }
    }
    _modify {
      access(keyPath: \.notes)
      _$observationRegistrar.willSet(self, keyPath: \.notes)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.notes)
      }
      yield &_notes
    }
  }
  private var _priority: Priority = .normal
  var priority: Priority = .normal {
    @storageRestrictions(initializes: _priority)
    init(initialValue) {
      _priority = initialValue
    }
    get {
      access(keyPath: \.priority)
      return _priority
    }
    set {
      guard shouldNotifyObservers(_priority, newValue) else {
        _priority = newValue
        return
      }
      withMutation(keyPath: \.priority) {
        _priority = newValue
      }
    }
    _modify {
      access(keyPath: \.priority)
      _$observationRegistrar.willSet(self, keyPath: \.priority)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.priority)
      }
      yield &_priority
    }
  }
  private var _isDone = false
  var isDone: Bool = false {
    @storageRestrictions(initializes: _isDone)
    init(initialValue) {
      _isDone = initialValue
    }
    get {
      access(keyPath: \.isDone)
      return _isDone
    }
    set {
      guard shouldNotifyObservers(_isDone, newValue) else {
        _isDone = newValue
        return
      }
      withMutation(keyPath: \.isDone) {
        _isDone = newValue
      }
    }
    _modify {
      access(keyPath: \.isDone)
      _$observationRegistrar.willSet(self, keyPath: \.isDone)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.isDone)
      }
      yield &_isDone
    }
  }
  private var _estimateHours = 1.5
  var estimateHours: Double = 1.5 {
    @storageRestrictions(initializes: _estimateHours)
    init(initialValue) {
      _estimateHours = initialValue
    }
    get {
      access(keyPath: \.estimateHours)
      return _estimateHours
    }
    set {
      guard shouldNotifyObservers(_estimateHours, newValue) else {
        _estimateHours = newValue
        return
      }
      withMutation(keyPath: \.estimateHours) {
        _estimateHours = newValue
      }
    }
    _modify {
      access(keyPath: \.estimateHours)
      _$observationRegistrar.willSet(self, keyPath: \.estimateHours)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.estimateHours)
      }
      yield &_estimateHours
    }
  }
  private var _tags: [String] = []
  var tags: [String] = [] {
    @storageRestrictions(initializes: _tags)
    init(initialValue) {
      _tags = initialValue
    }
    get {
      access(keyPath: \.tags)
      return _tags
    }
    set {
      guard shouldNotifyObservers(_tags, newValue) else {
        _tags = newValue
        return
      }
      withMutation(keyPath: \.tags) {
        _tags = newValue
      }
    }
    _modify {
      access(keyPath: \.tags)
      _$observationRegistrar.willSet(self, keyPath: \.tags)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.tags)
      }
      yield &_tags
    }
  }
  private var _attachments: [Attachment] = []
  var attachments: [Attachment] = [] {
    @storageRestrictions(initializes: _attachments)
    init(initialValue) {
      _attachments = initialValue
    }
    get {
      access(keyPath: \.attachments)
      return _attachments
    }
    set {
      guard shouldNotifyObservers(_attachments, newValue) else {
        _attachments = newValue
        return
      }
      withMutation(keyPath: \.attachments) {
        _attachments = newValue
      }
    }
    _modify {
      access(keyPath: \.attachments)
      _$observationRegistrar.willSet(self, keyPath: \.attachments)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.attachments)
      }
      yield &_attachments
    }
  }
  private var _dueDay: Int?
  var dueDay: Int? {
    @storageRestrictions(initializes: _dueDay)
    init(initialValue) {
      _dueDay = initialValue
    }
    get {
      access(keyPath: \.dueDay)
      return _dueDay
    }
    set {
      guard shouldNotifyObservers(_dueDay, newValue) else {
        _dueDay = newValue
        return
      }
      withMutation(keyPath: \.dueDay) {
        _dueDay = newValue
      }
    }
    _modify {
      access(keyPath: \.dueDay)
      _$observationRegistrar.willSet(self, keyPath: \.dueDay)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.dueDay)
      }
      yield &_dueDay
    }
  }
  private var _assignee: Assignee?
  var assignee: Assignee? {
    @storageRestrictions(initializes: _assignee)
    init(initialValue) {
      _assignee = initialValue
    }
    get {
      access(keyPath: \.assignee)
      return _assignee
    }
    set {
      guard shouldNotifyObservers(_assignee, newValue) else {
        _assignee = newValue
        return
      }
      withMutation(keyPath: \.assignee) {
        _assignee = newValue
      }
    }
    _modify {
      access(keyPath: \.assignee)
      _$observationRegistrar.willSet(self, keyPath: \.assignee)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.assignee)
      }
      yield &_assignee
    }
  }
  private var _subtaskCount = 0
  var subtaskCount: Int = 0 {
    @storageRestrictions(initializes: _subtaskCount)
    init(initialValue) {
      _subtaskCount = initialValue
    }
    get {
      access(keyPath: \.subtaskCount)
      return _subtaskCount
    }
    set {
      guard shouldNotifyObservers(_subtaskCount, newValue) else {
        _subtaskCount = newValue
        return
      }
      withMutation(keyPath: \.subtaskCount) {
        _subtaskCount = newValue
      }
    }
    _modify {
      access(keyPath: \.subtaskCount)
      _$observationRegistrar.willSet(self, keyPath: \.subtaskCount)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.subtaskCount)
      }
      yield &_subtaskCount
    }
  }
  private var _ratings: [String: Int] = [:]
  var ratings: [String: Int] = [:] {
    @storageRestrictions(initializes: _ratings)
    init(initialValue) {
      _ratings = initialValue
    }
    get {
      access(keyPath: \.ratings)
      return _ratings
    }
    set {
      guard shouldNotifyObservers(_ratings, newValue) else {
        _ratings = newValue
        return
      }
      withMutation(keyPath: \.ratings) {
        _ratings = newValue
      }
    }
    _modify {
      access(keyPath: \.ratings)
      _$observationRegistrar.willSet(self, keyPath: \.ratings)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.ratings)
      }
      yield &_ratings
    }
  }
  private var _createdOrder: UInt64 = 0
  var createdOrder: UInt64 = 0 {
    @storageRestrictions(initializes: _createdOrder)
    init(initialValue) {
      _createdOrder = initialValue
    }
    get {
      access(keyPath: \.createdOrder)
      return _createdOrder
    }
    set {
      guard shouldNotifyObservers(_createdOrder, newValue) else {
        _createdOrder = newValue
        return
      }
      withMutation(keyPath: \.createdOrder) {
        _createdOrder = newValue
      }
    }
    _modify {
      access(keyPath: \.createdOrder)
      _$observationRegistrar.willSet(self, keyPath: \.createdOrder)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.createdOrder)
      }
      yield &_createdOrder
    }
  }

  init(title: String) {
    self.title = title
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<TaskItem, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<TaskItem, __macro_local_6MemberfMu0_>,
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

extension TaskItem: nonisolated Observation.Observable {
}

let task = TaskItem(title: "Write fixtures")

withObservationTracking {
  _ = task.priority
  _ = task.isDone
} onChange: {
  print("row badge changed")
}
task.notes = "cover every form"
task.estimateHours += 0.5
task.tags.append("testing")
task.attachments.append(Attachment(fileName: "spec.md"))
task.dueDay = 12
task.assignee = Assignee(name: "Ana")
task.subtaskCount = 3
task.ratings["ana"] = 5
task.createdOrder = 42
print("\(task.title): \(task.estimateHours)h, \(task.tags), due \(task.dueDay!), \(task.assignee!.name)")
task.priority = .normal
print("same priority assigned")
task.priority = .high
print("priority \(task.priority.rawValue), done \(task.isDone)")
