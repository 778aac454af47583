import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// `WordSet` spells its sets out as switches on length; they must hold exactly the words of the
/// parser's `Set<String>` lists, and nothing that merely shares a prefix or a length.
final class WordSetTests: XCTestCase {
    private func contains(_ set: WordSet, _ word: String) -> Bool {
        let bytes = Array(word.utf8)
        return bytes.withUnsafeBufferPointer { set.contains($0.baseAddress!, count: $0.count) }
    }

    private func check(_ set: WordSet, _ words: Set<String>, line: UInt = #line) {
        for word in words {
            XCTAssertTrue(contains(set, word), "\(set) lacks \(word)", line: line)
            // Near misses: a byte more, a byte less, the last byte changed, another case.
            XCTAssertFalse(contains(set, word + "x"), "\(set) holds \(word)x", line: line)
            XCTAssertFalse(contains(set, String(word.dropLast())) && !words.contains(String(word.dropLast())), "\(set) holds a prefix of \(word)", line: line)
            XCTAssertFalse(contains(set, String(word.dropLast()) + "\u{7F}"), "\(set) holds \(word) with its last byte changed", line: line)
            XCTAssertFalse(contains(set, word.uppercased()), "\(set) holds \(word.uppercased())", line: line)
        }
        // No other word of the parser's lists (or a few common identifiers) is in the set.
        let others = DeclarationParser.declarationKeywords.union(DeclarationParser.modifierKeywords)
            .union(DeclarationParser.accessorKeywords).union(["value", "items", "x", "self", "Self", "some", "any"])
        for word in others.subtracting(words) {
            XCTAssertFalse(contains(set, word), "\(set) holds \(word)", line: line)
        }
    }

    func testSetsMatchTheParsersLists() {
        check(.declarationKeywords, DeclarationParser.declarationKeywords)
        check(.modifierKeywords, DeclarationParser.modifierKeywords)
        check(.accessorKeywords, DeclarationParser.accessorKeywords)
        check(.accessorModifiers, DeclarationParser.accessorModifierKeywords)
        check(.localTypeStarts, ["class", "struct", "enum", "actor", "protocol"])
    }
}
