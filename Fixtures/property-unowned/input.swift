import Observation

final class Document {
  let title: String
  init(title: String) { self.title = title }
}

// @Observable
final class PageModel {
  unowned var document: Document
  var pageNumber = 1

  init(document: Document) {
    self.document = document
  }
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
