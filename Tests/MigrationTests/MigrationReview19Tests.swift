import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review round 19 of `migrate` (5d9050e) on apps it had not seen.
final class MigrationReview19Tests: XCTestCase, MigrationReviewCase {
    /// 19a/01 (FRW-iOS, 32 view warnings missing in 15 views): a view that conforms to `View`
    /// through a typealias of a composition (`typealias RouteableView = RouterContentDelegate &
    /// View`) is a view: its read of a plain property that becomes `@ObservationIgnored` is
    /// warned, as for a view that writes `View`. An alias of that alias, and `any`/`some` in the
    /// target, count too; an alias that composes no view protocol makes no view. The model is
    /// held through `@ObservedObject`: a plain `let` never observed it (review 31c/02).
    func testAViewThroughACompositionTypealiasIsWarned() throws {
        let text = """
        import SwiftUI

        protocol RouterContentDelegate {}
        protocol Routed {}
        typealias RouteableView = RouterContentDelegate & View
        typealias Screen = RouteableView
        typealias Helper = RouterContentDelegate & Routed

        final class UploadModel: ObservableObject {
            @Published var index = 0
            var currentType = "start"

            func next() {
                currentType = "phrase"
                index += 1
            }
        }

        struct UploadView: RouteableView {
            @ObservedObject var model: UploadModel
            var body: some View { Text(model.currentType) }
        }

        struct OtherView: Screen {
            @ObservedObject var model: UploadModel
            var body: some View { Text(model.currentType) }
        }

        struct Uploader: Helper {
            @ObservedObject var model: UploadModel
            var body: String { model.currentType }
        }

        """
        let result = migrate([("Upload.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Upload.swift:21", "Upload.swift:26"])
        try assertOutputsTypeCheck(result)
    }

    /// 19a/02 (AuroraEditor): `@NSApplicationMain` and `@UIApplicationMain` are the compiler's
    /// attributes, not macros: they generate no member and keep no class.
    func testApplicationMainAttributesAreNoUnknownMacros() throws {
        let text = """
        import Cocoa
        import SwiftUI

        @NSApplicationMain
        final class AppDelegate: NSObject, NSApplicationDelegate, ObservableObject {
            @Published var isOpen = false
        }

        @UIApplicationMain @IBDesignable
        final class PhoneDelegate: NSObject, ObservableObject {
            @Published var isOpen = false
        }

        """
        let result = migrate([("AppDelegate.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-unknown-macro"), [])
        XCTAssertEqual(result.summary.migratedClasses, ["AppDelegate", "PhoneDelegate"])
        XCTAssertTrue(output(result).contains("@Observable\n@NSApplicationMain\nfinal class AppDelegate: NSObject, NSApplicationDelegate {"), output(result))
    }

    /// 19b/02 (macos-browser: 2 classes kept for no reason): `task.$state` in a loop over a
    /// `Set<DownloadTask>` (a property initialised `Set<T>()` or annotated `Set<T>`, or a
    /// parameter `Set<T>`) is the publisher of `DownloadTask`, a plain class: it keeps no class
    /// of the run that has a published `state`. A loop over a collection whose element cannot
    /// be told still keeps it.
    func testAPublisherOnASetElementIsThatElementsPublisher() throws {
        let text = """
        import SwiftUI
        import Combine

        final class DownloadTask: Hashable {
            @Published var state = 0
            static func == (a: DownloadTask, b: DownloadTask) -> Bool { a === b }
            func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
        }

        final class DownloadManager {
            private(set) var downloads = Set<DownloadTask>()
            var finished: Set<DownloadTask> = []
            var bag = Set<AnyCancellable>()
            func watch(more: Set<DownloadTask>) {
                for task in downloads { task.$state.sink { _ in }.store(in: &bag) }
                for task in finished { task.$state.sink { _ in }.store(in: &bag) }
                for task in more { task.$state.sink { _ in }.store(in: &bag) }
            }
        }

        final class AddressUI: ObservableObject {
            @Published var city = ""
            @Published var state = ""
        }

        struct AddressView: View {
            @ObservedObject var address: AddressUI
            var body: some View { Text(address.city + address.state) }
        }

        """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["AddressUI"])
        XCTAssertEqual(found(result, "migrate-blocked-publisher"), [])
        try assertOutputsTypeCheck(result)

        let untold = text.replacingOccurrences(of: "func watch(more: Set<DownloadTask>)", with: "func watch(more: some Sequence<DownloadTask>)")
        XCTAssertEqual(migrate([("App.swift", untold)]).summary.keptClasses, ["AddressUI"])
    }

    /// 19c/04: a view whose stored properties all have initial values keeps the implicit
    /// `init()` at its own access beside the memberwise one, which a `private var` makes
    /// `private`: when the run calls it only as `Row()`, an assigned `private var prefs =
    /// Prefs.shared` stays a `var` with no error. A call that passes an argument, or a stored
    /// property without an initial value, still makes it an error.
    func testAnAssignedPrivateVarOfAViewCalledWithoutArgumentsIsNoError() throws {
        let prefs = """
        import SwiftUI

        @MainActor
        final class Prefs: ObservableObject {
            static let shared = Prefs()
            @Published var name = ""
        }

        final class Session: ObservableObject {
            @Published var user = ""
        }

        """
        let screen = """
        import SwiftUI

        @MainActor
        struct Screen: View {
            var body: some View { Row() }
        }

        @MainActor
        private struct Row: View {
            @ObservedObject private var prefs = Prefs.shared
            @EnvironmentObject var session: Session
            var note: String?
            var body: some View {
                Button(prefs.name + session.user) { reset() }
            }
            func reset() { prefs.name = "" }
            mutating func use(_ other: Prefs) { prefs = other }
        }

        """
        let result = migrate([("Prefs.swift", prefs), ("Screen.swift", screen)])
        XCTAssertEqual(found(result, "migrate-private-memberwise-initializer"), [])
        XCTAssertTrue(output(result, 1).contains("    private var prefs = Prefs.shared\n"), output(result, 1))
        XCTAssertEqual(result.summary.errors, 0)
        try assertOutputsTypeCheck(result)

        let withArgument = screen.replacingOccurrences(of: "{ Row() }", with: "{ Row(note: \"x\") }")
        XCTAssertEqual(found(migrate([("Prefs.swift", prefs), ("Screen.swift", withArgument)]), "migrate-private-memberwise-initializer"), ["Screen.swift:10"])
        let undefaulted = screen.replacingOccurrences(of: "var note: String?", with: "let note: String")
        XCTAssertEqual(found(migrate([("Prefs.swift", prefs), ("Screen.swift", undefaulted)]), "migrate-private-memberwise-initializer"), ["Screen.swift:10"])
    }

    /// 19b (OnlySwitch: 3 classes kept): swift-sharing's `@Shared` and `@SharedReader` publish
    /// nothing through the enclosing object (no `_enclosingInstance` subscript; the reference is
    /// observable itself): known plain wrappers when the file imports `Sharing`, so the class
    /// migrates and they become `@ObservationIgnored`. Without the import they stay unknown.
    func testSwiftSharingWrappersArePlain() throws {
        let text = """
            import Sharing
            import SwiftUI

            @MainActor
            final class SwitchBarVM: ObservableObject {
                @Shared(.appStorage("hidden")) var hidden = false
                @SharedReader(.appStorage("order")) var order = ""
                @Published var isOn = false
            }

            struct SwitchBar: View {
                @ObservedObject var model: SwitchBarVM
                var body: some View { Text(model.isOn ? "on" : "off") }
            }

            """
        let result = migrate([("Switch.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["SwitchBarVM"])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("@ObservationIgnored @Shared(.appStorage(\"hidden\")) var hidden = false")
                      && migrated.contains("@ObservationIgnored @SharedReader(.appStorage(\"order\")) var order = \"\""), migrated)
        // Type-checked with a stand-in of the two wrappers in place of the library's module.
        let standIn = """
            struct SharedKey<Value> { static func appStorage(_ key: String) -> SharedKey<Value> { SharedKey() } }
            @propertyWrapper struct Shared<Value> {
                private var value: Value
                init(wrappedValue: Value, _ key: SharedKey<Value>) { value = wrappedValue }
                var wrappedValue: Value { value }
            }
            @propertyWrapper struct SharedReader<Value> {
                private var value: Value
                init(wrappedValue: Value, _ key: SharedKey<Value>) { value = wrappedValue }
                var wrappedValue: Value { value }
            }

            """
        let checkFolder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: checkFolder) }
        let paths = [checkFolder.appendingPathComponent("Switch.swift").path, checkFolder.appendingPathComponent("Sharing.swift").path]
        try Data(migrated.replacingOccurrences(of: "import Sharing\n", with: "").utf8).write(to: URL(fileURLWithPath: paths[0]))
        try Data(standIn.utf8).write(to: URL(fileURLWithPath: paths[1]))
        for (mode, check) in try MigrationSupport.typecheckInBothModes(paths) {
            XCTAssertEqual(check.status, 0, "Swift \(mode):\n\(check.stderr)")
        }
        let unimported = migrate([("Switch.swift", text.replacingOccurrences(of: "import Sharing\n", with: ""))])
        XCTAssertEqual(unimported.summary.migratedClasses, [])
        XCTAssertEqual(found(unimported, "migrate-blocked-unknown-wrapper").count, 2)
    }

    /// 20b/02 (olvid: a file that no longer builds, with exit 0): a view nested in a generic
    /// view, or declared in an extension of it, whose `@ObservedObject` property is typed by the
    /// outer view's parameter, moves with that parameter as the outer view's own property does.
    /// A rerun over the migrated files (the nested site left behind) rewrites the site and says
    /// it was unfinished, so `--check` fails on it.
    func testAViewNestedInAGenericViewMovesWithTheOuterParameter() throws {
        let text = """
        import SwiftUI

        protocol ListModelProtocol: ObservableObject {
            var names: [String] { get }
        }

        final class ListModel: ListModelProtocol {
            @Published var names: [String] = []
        }

        final class Counter: ObservableObject {
            @Published var count = 0
        }

        struct ListView<Model: ListModelProtocol>: View {
            @ObservedObject var model: Model
            var body: some View { Row(model: model) }
        }

        extension ListView {
            struct Row: View {
                @ObservedObject var model: Model
                var body: some View { Text("\\(model.names.count)") }
            }
        }

        struct Panel<Item: ObservableObject>: View {
            @ObservedObject var item: Item
            struct Inner: View {
                @ObservedObject var item: Item
                var body: some View { Text("inner") }
            }
            var body: some View { Inner(item: item) }
        }

        struct Screen: View {
            @StateObject private var model = ListModel()
            @StateObject private var counter = Counter()
            var body: some View {
                ListView(model: model)
                Panel(item: counter)
            }
        }

        """
        let result = migrate([("Views.swift", text)])
        let migrated = output(result)
        XCTAssertFalse(migrated.contains("@ObservedObject"), migrated)
        XCTAssertTrue(migrated.contains("    struct Row: View {\n        var model: Model\n"), migrated)
        XCTAssertTrue(migrated.contains("    struct Inner: View {\n        var item: Item\n"), migrated)
        try assertOutputsTypeCheck(result)

        // The outer declarations migrated and the nested sites left, as the earlier build wrote them.
        let half = migrated.replacingOccurrences(of: "    struct Row: View {\n        var model: Model\n", with: "    struct Row: View {\n        @ObservedObject var model: Model\n")
            .replacingOccurrences(of: "    struct Inner: View {\n        var item: Item\n", with: "    struct Inner: View {\n        @ObservedObject var item: Item\n")
        let rerun = migrate([("Views.swift", half)])
        XCTAssertEqual(found(rerun, "migrate-unfinished-site"), ["Views.swift:25", "Views.swift:33"])
        XCTAssertEqual(output(rerun), migrated)
    }

    /// 20c/01 (p2p-wallet: a package that no longer builds, with exit 0): a view generic over a
    /// parameter constrained to a class of the run (`R: Repository<P>`, `where S: Store`) holds
    /// an `@Observable` class when that class migrates: its `@ObservedObject` and `@StateObject`
    /// properties of the parameter are rewritten. A parameter named like a migrated class
    /// (`<Repository: ListRepository>`) is its constraint's type, not that class: with
    /// `ListRepository` kept, its site stays `@ObservedObject`.
    func testAViewGenericOverAClassOfTheRunMovesWithTheClass() throws {
        let text = """
        import Combine
        import SwiftUI

        open class Repository<P>: ObservableObject {
            @Published public var data: Int = 0
            public init() {}
        }

        final class Store: ObservableObject { @Published var n = 0 }

        final class ListRepository: ObservableObject {
            @Published var items: [Int] = []
        }
        let keepIt = ListRepository().$items

        struct RepositoryView<P, R: Repository<P>>: View {
            @ObservedObject var repository: R
            var body: some View { Text("\\(repository.data)") }
        }

        struct Row<S>: View where S: Store {
            @StateObject var store: S
            var body: some View { Text("\\(store.n)") }
        }

        struct ListContentView<Repository: ListRepository>: View {
            @ObservedObject var repository: Repository
            var body: some View { Text("\\(repository.items.count)") }
        }

        """
        let result = migrate([("Views.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["Repository", "Store"])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("struct RepositoryView<P, R: Repository<P>>: View {\n    var repository: R\n"), migrated)
        XCTAssertTrue(migrated.contains("    @State var store: S\n"), migrated)
        XCTAssertTrue(migrated.contains("    @ObservedObject var repository: Repository\n"), migrated)
        try assertOutputsTypeCheck(result)
    }

    /// 20a/03 (100ms-roomkit-ios: 66 of 73 errors): `.environmentObject(RoomModel.dummyRoom(3))`
    /// of another module's `RoomModel` is left as it is although the run extends `RoomModel`:
    /// no extension of the run declares `dummyRoom`, so it is the other module's and cannot
    /// return a class of the run. A member an extension does declare is typed by its
    /// declaration, as before.
    func testAMemberOfAnExtendedImportedTypeThatNoExtensionDeclaresIsImported() throws {
        let text = """
        import SwiftUI
        import RoomModels

        extension RoomModel {
            var isLarge: Bool { peerCount > 10 }
            static func makeOptions() -> Options { Options() }
        }

        final class Options: ObservableObject {
            @Published var title = ""
        }

        struct Strip: View {
            @EnvironmentObject var options: Options
            var body: some View { Text(options.title) }
        }

        #Preview {
            Strip()
                .environmentObject(RoomModel.dummyRoom(3))
                .environmentObject(RoomModel.makeOptions())
        }

        """
        let result = migrate([("Views.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        XCTAssertEqual(result.summary.errors, 0)
        let migrated = output(result)
        XCTAssertTrue(migrated.contains(".environmentObject(RoomModel.dummyRoom(3))\n        .environment(RoomModel.makeOptions())"), migrated)
    }

    /// 20a/04 (ASC): `ForEach(sorted()) { participant in ….environmentObject(participant) }`
    /// with `private func sorted() -> [Participant]` types `participant` by the method's
    /// declared result, as `ForEach(participants)` does by the property's.
    func testAForEachOverAnOwnMethodsResultIsTyped() throws {
        let text = """
        import SwiftUI

        final class Participant: ObservableObject, Identifiable {
            let id = 0
            @Published var name = ""
        }

        struct ParticipantList: View {
            let participants: [Participant]

            private func sorted() -> [Participant] {
                participants.sorted { $0.name < $1.name }
            }

            var body: some View {
                ForEach(sorted()) { participant in
                    Row()
                        .environmentObject(participant)
                }
            }
        }

        struct Row: View {
            @EnvironmentObject var participant: Participant
            var body: some View { Text(participant.name) }
        }

        """
        let result = migrate([("List.swift", text)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertTrue(output(result).contains("                .environment(participant)\n"), output(result))
        try assertOutputsTypeCheck(result)
    }

    /// 20b/01 (Mist, olvid: false warnings): the macro's setter compares only values of an
    /// `Equatable` type, so a custom `==` matters only where the property's type is compared
    /// through it: `[Item]`, `Item?`, a generic type of the run that is `Equatable`; not an array
    /// of tuples, nor a generic enum of the run that does not conform (checked with the real
    /// Observation runtime: those notify on an equal set, as `@Published` did).
    func testACustomEqualityBehindATupleOrANonEquatableTypeIsNotWarned() throws {
        let text = """
        import SwiftUI

        struct Item: Identifiable, Equatable {
            let id: String
            var state: Int
            static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }
        }

        enum Status<D> {
            case loading
            case loaded([D])
        }

        enum Result<D>: Equatable where D: Equatable {
            case none
            case some(D)
        }

        final class TaskManager: ObservableObject {
            @Published var groups: [(section: String, items: [Item])] = []
            @Published var status: Status<Item> = .loading
            @Published var items: [Item] = []
            @Published var selected: Item?
            @Published var result: Result<Item> = .none
        }

        """
        let result = migrate([("Tasks.swift", text)])
        XCTAssertEqual(found(result, "migrate-custom-equality-property"), ["Tasks.swift:22", "Tasks.swift:23", "Tasks.swift:24"])
        try assertOutputsTypeCheck(result)
    }

    /// 21c/01 (processout: a false error; and a silent build break found while reducing it):
    /// `objectWillChange` on a value typed by a protocol of the run that refines
    /// `ObservableObject`, written `some P`, `some P<A>` or `M` of `<M: P>` (`where M: P`), is a
    /// Combine use through `P`: `P` and its conformers stay `ObservableObject`. Before, `<M: P>`
    /// let them migrate into code that does not build, and `some P` was an error.
    func testObjectWillChangeThroughAnObservableProtocolKeepsItsConformers() throws {
        // (`vm: any VM` does not build before either: an existential's `objectWillChange` needs its
        // publisher type.)
        for form in ["vm: some VM", "vm: some Model<Int>", "<M: VM>(vm: M)", "<M>(vm: M) where M: VM"] {
            let signature = form.hasPrefix("<") ? "init" + form : "init(" + form + ")"
            let text = """
            import Combine

            protocol VM: ObservableObject {
                var state: Int { get set }
            }

            protocol Model<Value>: VM {
                associatedtype Value
            }

            final class Impl: Model {
                typealias Value = Int
                @Published var state: Int = 0
            }

            final class Watcher {
                var c: AnyCancellable?
                \(signature) {
                    c = vm.objectWillChange.sink { _ in }
                }
            }

            final class Settings: ObservableObject {
                @Published var on = false
            }

            """
            let result = migrate([("A.swift", text)])
            XCTAssertEqual(result.summary.keptClasses, ["Impl"], form)
            XCTAssertEqual(result.summary.migratedClasses, ["Settings"], form)
            XCTAssertEqual(result.summary.errors, 0, form)
            try assertOutputsTypeCheck(result)
        }
    }

    /// 21b/04 (ios-core: PDF search stays empty): an `init` that sets `self.document.delegate =
    /// self` on a document handed in by the caller stores the instance outside, as
    /// `document.delegate = self` does: under `@State` each throw-away instance takes the
    /// delegate from the kept one. The class stays, with the lifetime reason. Setting the
    /// delegate of an object the instance creates itself (`self.manager.delegate = self`) harms nothing.
    func testADelegateSetThroughSelfOnAHandedInObjectIsALifetimeBlocker() throws {
        let text = """
        import SwiftUI

        protocol DocDelegate: AnyObject { func didMatch(_ s: String) }
        final class Doc {
            var delegate: DocDelegate?
        }

        final class SearchDelegate: ObservableObject, DocDelegate {
            let document: Doc
            @Published var results: [String] = []
            init(document: Doc) {
                self.document = document
                self.document.delegate = self
            }
            func didMatch(_ s: String) { results.append(s) }
        }

        final class OwnSearch: ObservableObject, DocDelegate {
            let manager = Doc()
            @Published var results: [String] = []
            init() {
                self.manager.delegate = self
            }
            func didMatch(_ s: String) { results.append(s) }
        }

        struct SearchView: View {
            @StateObject var searchDelegate: SearchDelegate
            @StateObject var own = OwnSearch()
            init(document: Doc) {
                self._searchDelegate = StateObject(wrappedValue: SearchDelegate(document: document))
            }
            var body: some View { Text("\\(searchDelegate.results.count) \\(own.results.count)") }
        }

        """
        let result = migrate([("Search.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime"), ["Search.swift:13"])
        XCTAssertEqual(result.summary.keptClasses, ["SearchDelegate"])
        XCTAssertEqual(result.summary.migratedClasses, ["OwnSearch"])
        try assertOutputsTypeCheck(result)
    }

    /// 21c/02 (processout: 2 classes that never were `ObservableObject` kept, or rewritten):
    /// module `ModB` declares its own `protocol ViewModel: AnyObject`, unrelated to `ModA`'s
    /// `protocol ViewModel: ObservableObject`. A class of `ModB` conforming to `ViewModel`
    /// conforms to `ModB`'s: it is no candidate, and it neither migrates nor keeps anything.
    func testAProtocolOfOneNameInAnotherModuleIsNotTheObservableOne() throws {
        let modA = """
        import SwiftUI

        protocol ViewModel<State>: ObservableObject {
            associatedtype State
            var state: State { get set }
        }

        final class CounterViewModel: ViewModel {
            @Published var state: Int = 0
        }

        """
        let modB = """
        protocol ViewModel<State>: AnyObject {
            associatedtype State
            var state: State { get }
        }

        class BaseViewModel<State>: ViewModel {
            init(state: State) { self.state = state }
            var state: State
        }

        """
        var options = MigrationOptions()
        options.modules = ["A/ViewModel.swift": ["ModA"], "B/ViewModel.swift": ["ModB"]]
        let result = Migrator.migrate([SourceFile(path: "A/ViewModel.swift", text: modA), SourceFile(path: "B/ViewModel.swift", text: modB)], options: options)
        XCTAssertEqual(result.summary.migratedClasses, ["CounterViewModel"])
        XCTAssertEqual(result.summary.keptClasses, [])
        XCTAssertNil(result.files[1].output.map { String(decoding: $0, as: UTF8.self) }.flatMap { $0 == modB ? nil : $0 })
    }

    /// 21a/02 (Droppy: 2 classes kept): `nonisolated let objectWillChange =
    /// ObservableObjectPublisher()` declares the publisher the conformance would synthesize;
    /// with no use of it the class migrates and the declaration goes. A `send()` on it still
    /// keeps the class.
    func testADeclaredDefaultPublisherAloneKeepsNothing() throws {
        let text = """
        import Combine
        import SwiftUI

        @MainActor
        final class TelepromptyManager: ObservableObject {
            static let shared = TelepromptyManager()
            nonisolated let objectWillChange = ObservableObjectPublisher()

            @Published private(set) var isRunning = false

            func start() { isRunning = true }
        }

        struct PromptView: View {
            @ObservedObject private var manager = TelepromptyManager.shared
            var body: some View { Text(manager.isRunning ? "running" : "idle") }
        }

        """
        let result = migrate([("Manager.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["TelepromptyManager"])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertFalse(output(result).contains("objectWillChange"), output(result))
        try assertOutputsTypeCheck(result)

        let sending = text.replacingOccurrences(of: "func start() { isRunning = true }", with: "func start() { objectWillChange.send(); isRunning = true }")
        XCTAssertEqual(migrate([("Manager.swift", sending)]).summary.keptClasses, ["TelepromptyManager"])
    }

    /// 21a/03 (Droppy: 3 views silently stale): a computed property of the model that reads
    /// `UserDefaults` through a member of another type of the run (an enumeration's computed
    /// property, a static function) is warned where a view shows it, as one that reads the
    /// store itself is. A member of another type that reads no store is not.
    func testAStoreReadThroughAnotherTypeIsWarnedAtTheView() throws {
        let text = """
        import Foundation
        import SwiftUI

        enum ExtensionType: String {
            case spotify
            var isRemoved: Bool { UserDefaults.standard.bool(forKey: "\\(rawValue)_removed") }
            var title: String { rawValue.capitalized }
        }

        enum LayoutConstants {
            static func usesIsland() -> Bool { UserDefaults.standard.bool(forKey: "island") }
        }

        final class MusicManager: ObservableObject {
            @Published var bundleIdentifier: String? = "com.spotify.client"
            @Published var elapsed: Double = 0
            var isSpotifySource: Bool {
                guard !ExtensionType.spotify.isRemoved else { return false }
                return bundleIdentifier == "com.spotify.client"
            }
            var modeLabel: String { LayoutConstants.usesIsland() ? "Island" : "Notch" }
            var sourceTitle: String { ExtensionType.spotify.title }
        }

        struct SpotifyBadge: View {
            @ObservedObject var musicManager: MusicManager
            var body: some View {
                Text(musicManager.modeLabel + musicManager.sourceTitle + (musicManager.isSpotifySource ? "!" : ""))
            }
        }

        """
        let result = migrate([("Music.swift", text)])
        XCTAssertEqual(found(result, "migrate-untracked-computed-view-read").count, 2, "\(result.files[0].diagnostics.map(\.message))")
        XCTAssertTrue(result.files[0].diagnostics.contains { $0.message.contains("'UserDefaults' through 'LayoutConstants.usesIsland'") })
        XCTAssertTrue(result.files[0].diagnostics.contains { $0.message.contains("'UserDefaults' through 'ExtensionType.isRemoved'") })
        try assertOutputsTypeCheck(result)
    }

    /// 20a/03 (100ms-roomkit-ios: 6 errors): `if let peer = roomModel.localPeerModel` with
    /// `roomModel` declared `RoomModel` of an imported module (which the run only extends, with
    /// no `localPeerModel`) binds what that module's type holds: no class of the run, so
    /// `.environmentObject(peer)` is left as it is. Bound to a member of a run type, the local
    /// is typed as before.
    func testALocalBoundToAMemberOfAnImportedValueIsImported() throws {
        let text = """
        import SwiftUI
        import RoomModels

        extension RoomModel {
            var isLarge: Bool { peerCount > 10 }
        }

        final class Options: ObservableObject {
            @Published var title = ""
        }

        final class Holder {
            let options = Options()
        }

        struct Strip: View {
            @EnvironmentObject var roomModel: RoomModel
            let holder: Holder
            var body: some View {
                if let localPeerModel = roomModel.localPeerModel {
                    Text("peer")
                        .environmentObject(localPeerModel)
                }
                let options = holder.options
                Text("options")
                    .environmentObject(options)
            }
        }

        """
        let result = migrate([("Views.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        XCTAssertEqual(result.summary.errors, 0)
        let migrated = output(result)
        XCTAssertTrue(migrated.contains(".environmentObject(localPeerModel)") && migrated.contains(".environment(options)"), migrated)
    }
}
