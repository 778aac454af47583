import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 18b (01-03) and 18c/05 of `migrate` (415b489) fixed on branch migfix38:
/// lifetime traps and the identity of types.
final class MigrationReviewEighteenBTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private let room = """
    final class ChatRoom {
        var delegates: [ChatRoomDelegateStub] = []
        func addDelegate(delegate: ChatRoomDelegateStub) { delegates.append(delegate) }
        func removeDelegate(delegate: ChatRoomDelegateStub) { delegates.removeAll { $0 === delegate } }
    }
    final class ChatRoomDelegateStub {
        let onMessage: () -> Void
        init(onMessage: @escaping () -> Void) { self.onMessage = onMessage }
    }
    final class Shared {
        nonisolated(unsafe) static let shared = Shared()
        let room = ChatRoom()
    }

    """

    private func model(_ register: String) -> String {
        """
        import Combine

        final class ConversationViewModel: ObservableObject {
            @Published var messageCount = 0

            final class ChatRoomDelegateHolder {
                let chatRoom: ChatRoom
                let delegate: ChatRoomDelegateStub
                init(chatroom: ChatRoom, delegate: ChatRoomDelegateStub) {
                    chatroom.addDelegate(delegate: delegate)
                    self.chatRoom = chatroom
                    self.delegate = delegate
                }
                deinit { chatRoom.removeDelegate(delegate: delegate) }
            }
            private var chatRoomDelegateHolder: ChatRoomDelegateHolder?
            private var stubs: [ChatRoomDelegateStub] = []
            private var stub: ChatRoomDelegateStub?

            init() {
                addConversationDelegate(chatRoom: Shared.shared.room)
            }

            func addConversationDelegate(chatRoom: ChatRoom) {
        \(register)
            }
        }

        """
    }

    private let fragment = """
    import SwiftUI

    struct ConversationFragment: View {
        @StateObject private var conversationViewModel = ConversationViewModel()
        var body: some View { Text("\\(conversationViewModel.messageCount)") }
    }

    """

    /// 18b/01 (linphone-iphone's ConversationViewModel): an `init` that (through a method it
    /// calls) builds an object from closures holding `self` strongly and hands it outside the
    /// instance (to a holder whose `init` calls `chatroom.addDelegate(delegate:)`, or straight
    /// to `room.addDelegate`) is the `addObserver(forName:) { … self … }` trap: each throw-away
    /// instance of `@State` is kept alive by the room. It was migrated with the eager-init
    /// warning only. Closures holding `[weak self]`, or an object kept only in the instance's
    /// own properties, block nothing.
    func testAClosureObjectHandedOutsideIsALifetimeBlocker() throws {
        let shapes = [
            // The holder whose `init` registers it (linphone).
            """
                    let stub = ChatRoomDelegateStub(onMessage: {
                        self.messageCount += 1
                    })
                    self.chatRoomDelegateHolder = ChatRoomDelegateHolder(chatroom: chatRoom, delegate: stub)
            """,
            // Stored in a property of its own, then registered on the room.
            """
                    self.stub = ChatRoomDelegateStub(onMessage: { self.messageCount += 1 })
                    chatRoom.addDelegate(delegate: self.stub!)
            """,
            // Straight to the room, as a trailing closure.
            """
                    chatRoom.addDelegate(delegate: ChatRoomDelegateStub { self.messageCount += 1 })
            """,
        ]
        let stubWithTrailing = room.replacingOccurrences(of: "init(onMessage: @escaping () -> Void)", with: "init(_ onMessage: @escaping () -> Void)")
        for (n, shape) in shapes.enumerated() {
            let text = model(shape)
            let roomText = n == 2 ? stubWithTrailing : room
            let run = migrate([("ConversationViewModel.swift", text), ("Room.swift", roomText), ("ConversationFragment.swift", fragment)])
            let line = ["let stub = ChatRoomDelegateStub", "self.stub = ChatRoomDelegateStub", "delegate: ChatRoomDelegateStub {"][n]
            XCTAssertEqual(found(run, "migrate-blocked-state-object-lifetime"), [at("ConversationViewModel.swift", text, line)], "shape \(n)")
            XCTAssertTrue(output(run).contains("final class ConversationViewModel: ObservableObject"), output(run))
            XCTAssertTrue(output(run, 2).contains("@StateObject private var conversationViewModel"), output(run, 2))
        }
        // Not outside: `[weak self]`, kept in its own properties only (an array of its own too).
        let inside = [
            """
                    let stub = ChatRoomDelegateStub(onMessage: { [weak self] in
                        self?.messageCount += 1
                    })
                    self.chatRoomDelegateHolder = ChatRoomDelegateHolder(chatroom: chatRoom, delegate: stub)
            """,
            """
                    self.stub = ChatRoomDelegateStub(onMessage: { self.messageCount += 1 })
                    self.stubs.append(ChatRoomDelegateStub(onMessage: { self.messageCount += 1 }))
            """,
        ]
        for (n, shape) in inside.enumerated() {
            let text = model(shape)
            let run = migrate([("ConversationViewModel.swift", text), ("Room.swift", room), ("ConversationFragment.swift", fragment)])
            XCTAssertEqual(found(run, "migrate-blocked-state-object-lifetime"), [], "inside \(n)")
            XCTAssertEqual(found(run, "migrate-class-migrated").count, 1, "inside \(n)")
            XCTAssertTrue(output(run, 2).contains("@State private var conversationViewModel"), output(run, 2))
            try assertOutputsTypeCheck(run)
        }
    }

    private let core = """
    import SwiftUI
    import Combine

    final class Core {
        nonisolated(unsafe) static let shared = Core()
        func doOnCoreQueue(_ f: @escaping () -> Void) { f() }
        var delegates = 0
    }

    """

    /// 18b/02 (linphone-iphone's CardDavViewModel): a `deinit` acting on a shared instance
    /// through a stored property initialised from it (`private var coreContext = Core.shared`)
    /// acts beyond the instance, as `Core.shared.delegates -= 1` does: both are kept. It was
    /// migrated, the throw-away instances of `@State` each running it. A property holding an
    /// object it creates (`let own = Core()`) is its own: migrated.
    func testADeinitThroughAPropertyHoldingASharedInstanceIsALifetimeBlocker() throws {
        let text = core + """
        final class ViaShared: ObservableObject {
            @Published var x = 0
            deinit { Core.shared.doOnCoreQueue { Core.shared.delegates -= 1 } }
        }
        final class ViaStored: ObservableObject {
            @Published var x = 0
            private var coreContext = Core.shared
            deinit { self.coreContext.doOnCoreQueue { } ; coreContext.delegates -= 1 }
        }
        final class ViaOwn: ObservableObject {
            @Published var x = 0
            private let own = Core()
            deinit { own.delegates -= 1 }
        }
        struct V1: View { @StateObject private var m = ViaShared(); var body: some View { Text("\\(m.x)") } }
        struct V2: View { @StateObject private var m = ViaStored(); var body: some View { Text("\\(m.x)") } }
        struct V3: View { @StateObject private var m = ViaOwn(); var body: some View { Text("\\(m.x)") } }

        """
        let run = migrate([("A.swift", text)])
        XCTAssertEqual(found(run, "migrate-blocked-state-object-lifetime"),
                       [at("A.swift", text, "deinit { Core.shared"), at("A.swift", text, "deinit { self.coreContext")])
        XCTAssertEqual(found(run, "migrate-class-migrated"), [at("A.swift", text, "final class ViaOwn")])
        try assertOutputsTypeCheck(run)
    }

    /// 18b/03 (linphone-iphone's HistoryModel): `Call.Status` of an imported module is not the
    /// run's `Message.Status`, whose `==` is custom: no `migrate-custom-equality-property`
    /// (there was one, matched by the short name `Status`). `Message.Status`, and a bare
    /// `Status` in `Message`'s scope, still get it.
    func testCustomEqualityIsMatchedByTheExactType() throws {
        let message = """
        struct Message {
            public enum Status: Equatable {
                case sending, sent
                case error(code: Int)
                public static func == (lhs: Message.Status, rhs: Message.Status) -> Bool {
                    switch (lhs, rhs) {
                    case (.sending, .sending), (.sent, .sent), (.error, .error): return true
                    default: return false
                    }
                }
            }
        }
        enum Call { enum Status { case idle } }

        """
        let history = """
        import Combine

        final class HistoryModel: ObservableObject {
            @Published var status: Other.Status
            @Published var messageStatus: Message.Status
            @Published var statuses: [Message.Status] = []
            init(status: Other.Status, messageStatus: Message.Status) { self.status = status; self.messageStatus = messageStatus }
        }
        enum Other { enum Status { case idle } }
        extension Message {
            final class Tracker: ObservableObject {
                @Published var status: Status = .sent
            }
        }

        """
        let run = migrate([("Message.swift", message), ("HistoryModel.swift", history)])
        XCTAssertEqual(found(run, "migrate-custom-equality-property"),
                       [at("HistoryModel.swift", history, "var messageStatus"), at("HistoryModel.swift", history, "var statuses"),
                        at("HistoryModel.swift", history, "var status: Status")])
        // Another module's `Call` (the run declares none): no warning.
        let imported = history.replacingOccurrences(of: "Other.Status", with: "Call.Status").replacingOccurrences(of: "enum Other { enum Status { case idle } }\n", with: "")
        let sdk = migrate([("Message.swift", message.replacingOccurrences(of: "enum Call { enum Status { case idle } }\n", with: "")), ("HistoryModel.swift", imported)])
        XCTAssertEqual(found(sdk, "migrate-custom-equality-property"),
                       [at("HistoryModel.swift", imported, "var messageStatus"), at("HistoryModel.swift", imported, "var statuses"),
                        at("HistoryModel.swift", imported, "var status: Status")])
        try assertOutputsTypeCheck(run)
    }

    /// 18c/05 (planetary-ios's seven `fileprivate class PreviewViewModel`): file-private
    /// classes of one name in different files are different classes, each decided on its own.
    /// They were one class: the one conforming to `PeerListViewModel` (which stays: its other
    /// conformer uses `$peers`) kept the other, and with it `RoomListViewModel` and
    /// `RoomListController`. Now only the first stays; a name written in a file finds that
    /// file's own class (the preview's `PreviewViewModel()`).
    func testFilePrivateClassesOfOneNameAreDecidedApart() throws {
        let peers = """
        import SwiftUI
        import Combine

        protocol PeerListViewModel: ObservableObject {
            var peers: [String] { get }
        }

        final class PeerListController: PeerListViewModel {
            @Published var peers: [String] = []
        }

        func watch(_ c: PeerListController) -> AnyCancellable {
            c.$peers.sink { print($0) }
        }

        struct PeersView<ViewModel: PeerListViewModel>: View {
            @ObservedObject var viewModel: ViewModel
            var body: some View { Text("\\(viewModel.peers.count)") }
        }

        fileprivate class PreviewViewModel: PeerListViewModel {
            var peers: [String] = ["a"]
        }

        struct PeersPreview: View {
            var body: some View { PeersView(viewModel: PreviewViewModel()) }
        }

        """
        let rooms = """
        import SwiftUI

        protocol RoomListViewModel: ObservableObject {
            var rooms: [String] { get }
        }

        final class RoomListController: RoomListViewModel {
            @Published var rooms: [String] = []
        }

        struct RoomsView<ViewModel: RoomListViewModel>: View {
            @ObservedObject var viewModel: ViewModel
            var body: some View { Text("\\(viewModel.rooms.count)") }
        }

        fileprivate class PreviewViewModel: RoomListViewModel {
            var rooms: [String] = ["r"]
        }

        extension PreviewViewModel {
            var first: String? { rooms.first }
        }

        struct RoomsPreview: View {
            @StateObject private var model = PreviewViewModel()
            var body: some View { RoomsView(viewModel: model) }
        }

        """
        let run = migrate([("PeersView.swift", peers), ("RoomsView.swift", rooms)])
        XCTAssertEqual(found(run, "migrate-class-migrated"), [at("RoomsView.swift", rooms, "final class RoomListController"),
                                                              at("RoomsView.swift", rooms, "fileprivate class PreviewViewModel")])
        XCTAssertEqual(found(run, "migrate-class-kept"), [at("PeersView.swift", peers, "final class PeerListController"),
                                                          at("PeersView.swift", peers, "fileprivate class PreviewViewModel")])
        XCTAssertTrue(output(run, 1).contains("protocol RoomListViewModel: AnyObject, Observable"), output(run, 1))
        XCTAssertTrue(output(run, 1).contains("@State private var model = PreviewViewModel()"), output(run, 1))
        XCTAssertTrue(output(run, 0).contains("fileprivate class PreviewViewModel: PeerListViewModel {"), output(run, 0))
        XCTAssertEqual(found(run, "migrate-blocked-ambiguous-class"), [])
        try assertOutputsTypeCheck(run)
    }
}
