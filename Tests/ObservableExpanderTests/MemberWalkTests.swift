import XCTest
@testable import ObservableSyntax

/// `MemberWalk`, the one walk through a body's `#if` blocks: every clause's members in source
/// order at any depth, nested type bodies left out, and where each member sits.
final class MemberWalkTests: XCTestCase {
    func testClausesOpenInSourceOrderAtAnyDepth() {
        let source = """
        var a = 1
        #if os(macOS)
        var b = 2
        #if DEBUG
        var c = 3
        #elseif TEST
        #else
        var d = 4
        #endif
        #elseif os(iOS)
        var e = 5
        #else
        #endif
        struct S { var inner = 0 }
        var f = 6
        #if X
        #endif
        """
        let bytes = Array(source.utf8)
        let tokenized = Tokenizer.tokenize(bytes)
        let tree = DeclarationParser.parse(tokenized, bytes: bytes)
        func name(_ member: Member) -> String {
            switch member {
            case let .variable(variable):
                guard case let .identifier(token) = variable.bindings[0].pattern else { return "?" }
                return String(decoding: bytes[tokenized.tokens[token].textRange], as: UTF8.self)
            case let .type(type): return type.name
            default: return "other"
            }
        }
        XCTAssertEqual(MemberWalk(tree.members).map(name), ["a", "b", "c", "d", "e", "S", "f"])

        // Where each member sits: how many clauses enclose it, and which (the directive of each).
        var iterator = MemberWalk(tree.members).makeIterator()
        var places: [String] = []
        while let member = iterator.next() {
            let path = iterator.clauses.map { block, k in String(decoding: bytes[tokenized.tokens[block.clauses[k].directive].textRange], as: UTF8.self) }
            XCTAssertEqual(path.count, iterator.clauseDepth)
            places.append(name(member) + ":" + path.joined(separator: ">"))
        }
        XCTAssertEqual(places, ["a:", "b:#if", "c:#if>#if", "d:#if>#else", "e:#elseif", "S:", "f:"])
        XCTAssertEqual(Array(MemberWalk([])).count, 0)

        // The walk in place (`visit`, `forEachInPlace`, `contains`) gives the same members,
        // at the same depths, and ends when told to.
        var visited: [String] = []
        MemberWalk(tree.members).visit { member, depth in
            visited.append(name(member.pointee) + ":\(depth)")
            return true
        }
        XCTAssertEqual(visited, ["a:0", "b:1", "c:2", "d:2", "e:1", "S:0", "f:0"])
        var inPlace: [String] = []
        MemberWalk(tree.members).forEachInPlace { inPlace.append(name($0.pointee)) }
        XCTAssertEqual(inPlace, ["a", "b", "c", "d", "e", "S", "f"])
        var seen: [String] = []
        XCTAssertFalse(MemberWalk(tree.members).visit { member, _ in
            seen.append(name(member.pointee))
            return seen.count < 3
        })
        XCTAssertEqual(seen, ["a", "b", "c"])
        XCTAssertTrue(MemberWalk(tree.members).contains { name($0) == "d" })
        XCTAssertFalse(MemberWalk(tree.members).contains { name($0) == "inner" })
        XCTAssertTrue(MemberWalk([]).visit { _, _ in false })
    }
}
