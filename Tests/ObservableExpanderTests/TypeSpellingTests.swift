import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Table tests of `TypeSpelling` on `TypeExpr` values: a member's declared type written for use
/// outside its declaration (`Self` and the owner's generic parameters substituted, nested names
/// qualified), keeping the written spacing of the parts it does not change.
final class TypeSpellingTests: XCTestCase {
    static let context = """
        struct Box<T> {
            struct Inner {}
            var a: [T]
            var b: Self
            var c: T.Element
            var d: Inner?
            var e: Dictionary<String,Inner>
            var f: (x: T, y: Inner) -> Void
            var g: [String:T]
            var h: @Sendable (Inner) async throws -> T
            func k<U>() -> U { fatalError() }
        }
        """

    func testSpellsMembersForAnOwner() throws {
        var index = DeclarationIndex()
        index.addContext(SourceFile(path: "Context.swift", text: Self.context))
        let spelling = TypeSpelling(index: index)
        let owner = TypeSpelling.TypeValue(name: "Box", type: .name("Box", arguments: [.name("Array", arguments: [.name("Int")])]),
                                           arguments: [.name("Array", arguments: [.name("Int")])])
        let cases: [(String, String?)] = [
            ("a", "[Array<Int>]"),
            ("b", "Box<Array<Int>>"),
            ("c", "Array<Int>.Element"),
            ("d", "Box.Inner?"),
            ("e", "Dictionary<String,Box.Inner>"),
            ("f", "(x: Array<Int>, y: Box.Inner) -> Void"),
            ("g", "[String:Array<Int>]"),
            ("h", "@Sendable (Box.Inner) async throws -> Array<Int>"),
            ("k", nil), // a generic function's own parameter: not known
        ]
        for (member, expected) in cases {
            let entry = try XCTUnwrap(index.memberEntries(of: "Box", named: member).first, member)
            let declared = try XCTUnwrap(entry.type?.parsed, member)
            XCTAssertEqual(spelling.spell(declared, member: entry, owner: owner)?.text, expected, member)
        }
    }
}
