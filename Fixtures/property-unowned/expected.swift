import Observation

final class Document {
  let title: String
  init(title: String) { self.title = title }
}

// @Observable
final class PageModel {
  private unowned var _document: Document
  unowned var document: Document {
    @storageRestrictions(initializes: _document)
    init(initialValue) {
      _document = initialValue
    }
    get {
      access(keyPath: \.document)
      return _document
    }
    set {
      guard shouldNotifyObservers(_document, newValue) else {
        _document = newValue
        return
      }
      withMutation(keyPath: \.document) {
        _document = newValue
      }
    }
    _modify {
      access(keyPath: \.document)
      _$observationRegistrar.willSet(self, keyPath: \.document)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.document)
      }
      yield &_document
    }
  }
  private var _pageNumber = 1
  var pageNumber: Int = 1 {
    @storageRestrictions(initializes: _pageNumber)
    init(initialValue) {
      _pageNumber = initialValue
    }
    get {
      access(keyPath: \.pageNumber)
      return _pageNumber
    }
    set {
      guard shouldNotifyObservers(_pageNumber, newValue) else {
        _pageNumber = newValue
        return
      }
      withMutation(keyPath: \.pageNumber) {
        _pageNumber = newValue
      }
    }
    _modify {
      access(keyPath: \.pageNumber)
      _$observationRegistrar.willSet(self, keyPath: \.pageNumber)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.pageNumber)
      }
      yield &_pageNumber
    }
  }

  init(document: Document) {
    self.document = document
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<PageModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<PageModel, __macro_local_6MemberfMu0_>,
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

extension PageModel: nonisolated Observation.Observable {
}

let book = Document(title: "Manual")
let appendix = Document(title: "Appendix")
let page = PageModel(document: book)

withObservationTracking {
  _ = page.document
} onChange: {
  print("document changed")
}
page.pageNumber = 2
print("page \(page.pageNumber) of \(page.document.title)")
page.document = book
print("same document assigned (identity check)")
page.document = appendix
print("now in \(page.document.title)")
