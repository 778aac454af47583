@testable import ObservableExpander
@testable import ObservableSyntax
import XCTest

/// `Annotation.looksMeantAsAnnotation`, now read from the bytes in place (issue 27): a table of
/// comments, each with whether it is a near miss that gets the `not-an-annotation` warning.
final class AnnotationNearMissTests: XCTestCase {
    func testNearMissesAreTheSameAsWhenTheyWereReadAsStrings() {
        let table: [(String, Bool)] = [
            ("// @observable", true),
            ("//@OBSERVABLE   ", true),
            ("/// @observationignored", true),
            ("// @Observation.observable", true),
            ("// @Observable // a note", true),
            ("// @observable// a note", true),
            ("/* @observable */", true),
            ("/** @OBSERVATIONIGNORED */", true),
            ("/*\n * @Observable\n */", true),
            ("/*\r\n   @ObservationIgnored\r\n*/", true),
            ("/*\n * @observable\n * more\n */", false),
            ("/**\n * @Observable\n */", true),
            ("// @Observable models notify their views", false),
            ("/// @Observable models notify their views", false),
            ("// @Observables", false),
            ("// @Observ", false),
            ("// email@observable.com", false),
            ("/* @ */", false),
            ("// @", false),
            ("// caf\u{E9} @observable", false),
            ("// @observabl\u{E9}", false),
        ]
        for (text, expected) in table {
            let bytes = Array(text.utf8)
            let comment = bytes.withUnsafeBufferPointer { Comment(0 ..< $0.count, in: $0) }
            XCTAssertEqual(Annotation.looksMeantAsAnnotation(comment, in: bytes), expected, text)
        }
    }
}
