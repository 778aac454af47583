/// Generates a folder shaped like a real app's sources (issue 27), with the shapes that cost and
/// that `ModelGenerator`'s models lack: doc comments that mention the annotation, commented-out
/// code, `#if` blocks, nested and generic types, unannotated properties whose type comes from
/// the standard library's index, extensions of the models in other files, and a few large files.
///
/// Proportions, from eight fetched public SwiftUI apps (IceCubesApp, CodeEdit, MovieSwiftUI,
/// RedditOS, Backyard Birds, Boutique, clean-architecture-swiftui, SwiftUI samples; 1,585 files,
/// 4.3 MB): file size median 1.5 KB, 90th percentile 6.8 KB, largest 31 KB; 0.28 `#if` blocks,
/// 0.37 extensions and 0.27 classes a file; 3% of files hold `@Observable`. The corpus keeps the
/// sizes and per-file counts, but annotates one file in four (not 3%), so that the expansion,
/// the part this tool adds to copying, weighs more than it would in an app.
///
/// Of every 100 files: 55 views (no annotation), 25 annotated models, 12 extensions of those
/// models, 7 services (protocols, generic and nested types), 1 large model file (about 60 KB).
/// Everything expands without a diagnostic (the bench checks it before measuring).
enum RealShapedGenerator {
    /// The file of index `i` and its name.
    static func file(_ i: Int) -> (name: String, text: String) {
        switch i % 100 {
        case 0: return ("Large\(i).swift", largeFile(i))
        case 1 ... 25: return ("Model\(i).swift", modelFile(i))
        case 26 ... 37: return ("Model\(modelIndex(before: i))+Feature\(i).swift", extensionFile(i))
        case 38 ... 44: return ("Service\(i).swift", serviceFile(i))
        default: return ("View\(i).swift", viewFile(i))
        }
    }

    /// A model file's index for extension file `i`: one of the 25 models of its hundred.
    static func modelIndex(before i: Int) -> Int { i - i % 100 + 1 + (i * 7) % 25 }

    // MARK: - Models

    static func modelFile(_ i: Int) -> String {
        let mentions = i % 2 == 0
        let generic = i % 5 == 0
        let name = "Model\(i)"
        return #"""
            //
            //  \#(name).swift
            //

            import Foundation
            import Observation

            /// The state of screen \#(i)\#(mentions ? ". Marked `@Observable` (the annotation comment below) so that\n/// SwiftUI views that read it refresh; see the Observation docs for `@Observable` classes." : ".")
            /// - Note: reads happen on the main actor.
            // @Observable
            final class \#(name)\#(generic ? "<Key: Hashable>" : "") {
                /// A nested kind, looked up as `\#(name).Kind`.
                enum Kind: String, CaseIterable { case draft, published, archived }

                struct Page<Element> {
                    var items: [Element] = []
                    var cursor: String?
                }

                var title = "Screen \#(i)"
                var kind = Kind.draft
                var count = 0
                var ratio = 0.5
                var limit = Int.max
                var timeout = Duration.zero
                var pending: [String] = []
                var page = Page<String>()
                var selection: Set<Int> = []
                \#(generic ? "var keys: [Key] = []" : "var keys: [String] = []")
                // var legacyCount = 0   (removed in 2.0, kept for reference)
                // @ObservationIgnored
                var cache: [String: Int] = [:]

                /* Old loading code, kept while the new one settles:
                func reload() {
                    count = 0
                    pending.removeAll()
                }
                */

                #if os(iOS)
                var hapticsEnabled = true
                #elseif os(macOS)
                var showsInspector = false
                #endif

                #if DEBUG
                var debugLabel: String { "\#(name)(\(count))" }
                #endif

                var summary: String { "\(title): \(count) of \(pending.count)" }

                func load() async {
                    // TODO: pagination (see issue #\#(i))
                    count += 1
                    pending.append("item \(count)")
                }
            }

            """#
    }

    static func extensionFile(_ i: Int) -> String {
        let model = "Model\(modelIndex(before: i))"
        let generic = modelIndex(before: i) % 5 == 0
        return #"""
            import Foundation

            // Feature \#(i) of \#(model). The class is `@Observable` in \#(model).swift; these members are not tracked.
            extension \#(model) {
                /// Whether feature \#(i) is available.
                var isFeature\#(i)Available: Bool { count > \#(i % 7) }

                func runFeature\#(i)() {
                    #if DEBUG
                    print("feature \#(i) on \(title)")
                    #endif
                    pending.append("feature \#(i)")
                }
            }

            extension \#(model)\#(generic ? "" : ".Kind") {
                \#(generic ? "static var feature\(i)Default: Int { \(i) }" : "static let feature\(i)Default = \(model).Kind.draft")
            }

            """#
    }

    // MARK: - Views and services

    static func viewFile(_ i: Int) -> String {
        // A model that is not generic (every fifth is), so that `var model: ModelN` is complete.
        let index = 1 + i % 25
        let model = "Model\(i - i % 100 + (index % 5 == 0 ? index - 1 : index))"
        var rows = ""
        for k in 0 ..< 2 + i % 4 {
            rows += #"""
                        Text("Row \#(k): \(model.title)")
                            .font(.body)

                """#
        }
        return #"""
            import SwiftUI

            /// Screen \#(i): reads \#(model), which is `@Observable`, so this view refreshes on its changes.
            struct View\#(i): View {
                var model: \#(model)
                @State private var isPresented = false

                var body: some View {
                    VStack(alignment: .leading) {
            \#(rows)            Button("Load") {
                            Task { await model.load() }
                        }
                        #if os(iOS)
                        .buttonStyle(.borderedProminent)
                        #endif
                    }
                    // .padding()  (removed: the parent pads)
                    .sheet(isPresented: $isPresented) { Text("Details \#(i)") }
                }
            }

            """#
    }

    static func serviceFile(_ i: Int) -> String {
        #"""
            import Foundation

            /// Fetches the data of service \#(i).
            protocol Service\#(i)Loading {
                associatedtype Output
                func load(page: Int) async throws -> Output
            }

            /// A cache keyed by `Key`; not observable (no `@Observable` here on purpose).
            struct Cache\#(i)<Key: Hashable, Value> {
                private var storage: [Key: Value] = [:]

                subscript(key: Key) -> Value? {
                    get { storage[key] }
                    set { storage[key] = newValue }
                }

                enum Policy { case keepAll, keepLast(Int) }
            }

            enum Endpoint\#(i) {
                case list(page: Int), detail(id: String)

                var path: String {
                    switch self {
                    case let .list(page): return "/items?page=\(page)"
                    case let .detail(id): return "/items/\(id)"
                    }
                }
            }

            """#
    }

    /// About 60 KB: a file of many annotated classes (a generated API client's models).
    static func largeFile(_ i: Int) -> String {
        var text = "import Foundation\nimport Observation\n\n"
        for k in 0 ..< 80 {
            text += #"""
                /// Resource \#(k) of the API. `@Observable` so that screens refresh.
                // @Observable
                final class Resource\#(i)x\#(k) {
                    var id = ""
                    var name = "Resource \#(k)"
                    var revision = 0
                    var updatedAfter = Duration.zero
                    var tags: [String] = []
                    var attributes: [String: String] = [:]
                    #if DEBUG
                    var trace = false
                    #endif
                    // var deprecatedField = 0
                    var isStale: Bool { revision < \#(k) }
                }


                """#
        }
        return text
    }
}
