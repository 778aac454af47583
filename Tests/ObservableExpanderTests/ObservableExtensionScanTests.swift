import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// The first pass of a run: which extensions add `Observable`, found by a byte scan that only
/// parses files where `Observable` appears other than after `@` and not as the start of a
/// longer name (`ObservableObject`).
final class ObservableExtensionScanTests: XCTestCase {
    func testNamesOfExtensionsThatAddObservable() {
        let rows: [(source: String, names: Set<String>)] = [
            ("// @Observable\nfinal class A { var x = 0 }\n", []),
            ("@Observable final class A {}\n", []),
            ("extension A: Observable {}\n", ["A"]),
            ("extension Outer.A: Observation.Observable {}\n", ["Outer.A"]),
            ("#if os(Linux)\nextension A: Sendable, Observable {}\n#endif\n", ["A"]),
            ("class Model: ObservableObject {}\n", []),
            ("extension A: ObservableObject {}\n", []),
            ("protocol P: Observable {}\nextension A: P {}\n", []),
            ("let text = \"Observable\"\n", []),
            ("", []),
        ]
        for row in rows {
            XCTAssertEqual(Expander.observableExtensionNames(in: SourceFile(path: "t.swift", text: row.source)), row.names, row.source)
        }
    }

    func testTheByteScanMissesNoSpellingOfTheProtocol() {
        // Every way to name the protocol in an inheritance clause holds `Observable` after
        // something other than `@`; the attribute and the annotation comments do not count.
        for text in ["extension A: Observable {}", "extension A:Observable{}", "extension A: `Observable` {}",
                     "extension A: Observation.Observable {}", "extension A: Sendable,Observable {}", "Observable"] {
            XCTAssertTrue(Expander.mayNameObservableProtocol(Array(text.utf8)), text)
        }
        for text in ["// @Observable", "@Observable class A {}", "/* @Observable */", "Observabl", "observable", ""] {
            XCTAssertFalse(Expander.mayNameObservableProtocol(Array(text.utf8)), text)
        }
    }

    /// A longer name that starts with the word (`ObservableObject`, in most SwiftUI files) names
    /// no protocol: such a file is not parsed for extensions; the word followed by anything
    /// that cannot continue an ASCII name still counts (a non-ASCII byte is left to the parser).
    func testALongerNameIsNoNameOfTheProtocol() {
        for text in ["class Model: ObservableObject {}", "Observable_", "Observable2", "ObservableX", "let x: ObservableObjectPublisher"] {
            XCTAssertFalse(Expander.mayNameObservableProtocol(Array(text.utf8)), text)
        }
        for text in ["extension A: Observable{}", "extension A: Observable,Sendable {}", "extension A:\nObservable\n{}", "Observable.self",
                     "extension A: ObservableObject, Observable {}", "Observable\u{E9}"] {
            XCTAssertTrue(Expander.mayNameObservableProtocol(Array(text.utf8)), text)
        }
        XCTAssertEqual(Expander.observableExtensionNames(in: SourceFile(path: "t.swift", text: "extension A: ObservableObject {}\nextension B: Observable {}\n")),
                       ["B"])
    }

    /// The scan jumps from one `O` to the next 8 bytes at a time: every position of the word
    /// relative to the 8-byte steps, after other `O`s and after an attribute, and the word
    /// cut off at the end of the buffer.
    func testTheScanFindsTheWordAtEveryOffset() {
        for offset in 0 ..< 20 {
            let lead = String(repeating: "x", count: offset)
            for (text, expected) in [(lead + "Observable", true), (lead + "OOObservable {}", true), (lead + "@Observable OObservable", true),
                                     (lead + "@Observable", false), (lead + "Observabl", false), (lead + "O@Observable O", false),
                                     ("Oxx" + lead + "Observable", true), (lead + "ObservableObject", false),
                                     (lead + "ObservableObject: Observable", true)] {
                XCTAssertEqual(Expander.mayNameObservableProtocol(Array(text.utf8)), expected, text)
            }
        }
    }
}
