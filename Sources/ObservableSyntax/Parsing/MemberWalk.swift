/// The one walk over the members of a body (or of a file) through its `#if` blocks: each
/// block's clauses are opened in place, at any depth, and their members come in source order
/// (every clause, whatever its condition: the tool expands each build configuration). The
/// members of nested types are not visited: a walk over a type's body is a walk of its own.
///
/// `for member in MemberWalk(members)` gives the members; the iterator also says where the
/// current one sits (`clauseDepth`, `clauses`) for the walks that need it.
package struct MemberWalk: Sequence {
    @usableFromInline let members: [Member]

    /// A walk over `members` and the members of their `#if` clauses.
    @inlinable package init(_ members: [Member]) { self.members = members }

    @inlinable package func makeIterator() -> Iterator { Iterator(members) }

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
