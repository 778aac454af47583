/// The one walk over the members of a body (or of a file) through its `#if` blocks: each
/// block's clauses are opened in place, at any depth, and their members come in source order
/// (every clause, whatever its condition: the tool expands each build configuration). The
/// members of nested types are not visited: a walk over a type's body is a walk of its own.
///
/// `for member in MemberWalk(members)` gives the members; the iterator also says where the
/// current one sits (`clauseDepth`, `clauses`) for the walks that need it. The hot walks use
/// `forEach`, `visit` or `contains(where:)`: they hand each member to the closure borrowed from
/// its array, where the iterator returns an owned copy (a retain of every reference in the
/// member, then a release: about 100 instructions a member, most of a walk's cost).
package struct MemberWalk: Sequence {
    @usableFromInline let members: [Member]

    /// A walk over `members` and the members of their `#if` clauses.
    @inlinable package init(_ members: [Member]) { self.members = members }

    @inlinable package func makeIterator() -> Iterator { Iterator(members) }

    /// Calls `body` with each member in walk order, in place: a pointer to the member in its
    /// array, valid only during the call (read it as `pointee`, which copies only the payload a
    /// `case let` binds), and the number of `#if` clauses that enclose it (0: none). `body`
    /// returns false to end the walk.
    ///
    /// The hot walks use it: the iterator, and a closure given the member itself, copy every
    /// member out of its array first (a retain of every reference it holds, then a release:
    /// most of a walk's cost), since the optimizer cannot see that the closure leaves the array
    /// alone.
    ///
    /// - Returns: false when `body` ended the walk, else true.
    @inlinable @discardableResult
    package func visit(_ body: (UnsafePointer<Member>, _ clauseDepth: Int) throws -> Bool) rethrows -> Bool {
        try Self.visit(members, depth: 0, body)
    }

    @inlinable static func visit(_ members: [Member], depth: Int, _ body: (UnsafePointer<Member>, Int) throws -> Bool) rethrows -> Bool {
        try members.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            for k in 0 ..< buffer.count {
                if case .ifConfig = base[k] {
                    guard case let .ifConfig(block) = base[k] else { continue }
                    for clause in block.clauses where try !visit(clause.elements, depth: depth + 1, body) { return false }
                } else if try !body(base + k, depth) {
                    return false
                }
            }
            return true
        }
    }

    /// Calls `body` with each member in walk order, in place (see `visit`).
    @inlinable
    package func forEachInPlace(_ body: (UnsafePointer<Member>) throws -> Void) rethrows {
        try visit { member, _ in
            try body(member)
            return true
        }
    }

    /// Whether a member satisfies `predicate` (the walk ends at the first that does).
    @inlinable
    package func contains(where predicate: (Member) throws -> Bool) rethrows -> Bool {
        try !visit { member, _ in try !predicate(member.pointee) }
    }

    /// `contains(where:)` with each member in place (see `visit`): `contains(where:)` copies
    /// every member out of its array for the predicate (a retain and a release of each
    /// reference it holds), where this copies only the payload a `case let` binds.
    @inlinable
    package func containsInPlace(where predicate: (UnsafePointer<Member>) throws -> Bool) rethrows -> Bool {
        try !visit { member, _ in try !predicate(member) }
    }

    package struct Iterator: IteratorProtocol {
        /// An open `#if` block: the clause being walked, and where the walk resumes after it.
        @usableFromInline struct Frame {
            @usableFromInline var block: IfConfigBlock<Member>
            @usableFromInline var clause: Int
            @usableFromInline var resume: [Member]
            @usableFromInline var resumeAt: Int

            @inlinable init(block: IfConfigBlock<Member>, clause: Int, resume: [Member], resumeAt: Int) {
                self.block = block
                self.clause = clause
                self.resume = resume
                self.resumeAt = resumeAt
            }
        }

        @usableFromInline var current: [Member]
        @usableFromInline var position = 0
        /// The open blocks, outermost first (empty, and never allocated, outside any `#if`).
        @usableFromInline var frames: [Frame] = []

        @inlinable init(_ members: [Member]) { current = members }

        /// How many `#if` clauses enclose the member `next()` returned last (0: none).
        @inlinable package var clauseDepth: Int { frames.count }

        /// The `#if` clauses that enclose the member `next()` returned last, outermost first,
        /// each as its block and the index of the clause in it.
        package var clauses: [(IfConfigBlock<Member>, Int)] { frames.map { ($0.block, $0.clause) } }

        @inlinable package mutating func next() -> Member? {
            while true {
                if position < current.count {
                    let member = current[position]
                    position += 1
                    guard case let .ifConfig(block) = member else { return member }
                    // Into the block's first clause; its other clauses follow (`frames`).
                    frames.append(Frame(block: block, clause: 0, resume: current, resumeAt: position))
                    current = block.clauses.first?.elements ?? []
                    position = 0
                    continue
                }
                guard var frame = frames.popLast() else { return nil }
                frame.clause += 1
                if frame.clause < frame.block.clauses.count {
                    current = frame.block.clauses[frame.clause].elements
                    position = 0
                    frames.append(frame)
                } else {
                    current = frame.resume
                    position = frame.resumeAt
                }
            }
        }
    }
}
