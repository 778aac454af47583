import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 16b of `migrate` (b95414f): nostur-ios-public.
final class MigrationThirtyFirstReviewTests: XCTestCase, MigrationReviewCase {
    /// 16b/01 (nostur's `ConversionVM`, `NRChatMessage`, `NRLazyBookmark`: silent build break):
    /// a closure whose signature starts with attributes (`{ @MainActor in … }`,
    /// `{ @Sendable [weak self] in … }`, `{ @MainActor () in … }`) was not read, so an
    /// `objectWillChange` or `$x` use in it was not seen and its class migrated. Each use now
    /// keeps its class, as the same closure without the attribute does.
    func testUsesInAClosureWithAttributesKeepTheirClass() {
        let text = """
        import Combine
        import Foundation

        class Message: ObservableObject {
            @Published var text = ""
        }

        class Query: ObservableObject {
            @Published var text = ""
        }

        final class Conversation: ObservableObject {
            @Published var count = 0
            func refresh() {
                Task { @MainActor [weak self] in self?.objectWillChange.send() }
            }
        }

        func poke(message: Message, query: Query) {
            Task { @MainActor in message.objectWillChange.send() }
            DispatchQueue.main.async { @Sendable () in _ = query.$text }
        }

        """
        let result = migrate([("Chat.swift", text)])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [])
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change").count, 2)
        XCTAssertEqual(found(result, "migrate-blocked-publisher").count, 1)
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.id), [])
    }
}
