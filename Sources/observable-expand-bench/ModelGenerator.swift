/// Generates the annotated-model corpus: deterministic Swift files of `// @Observable` classes
/// with the trivia real models have (doc comments, interpolated, raw and multi-line strings,
/// closures, methods, computed properties, `#if` blocks, ignored properties).
///
/// Everything it writes expands without diagnostics; `GeneratedCorpora` checks that before
/// measuring, so that no figure is taken on an error path.
enum ModelGenerator {
    // MARK: - Properties

    /// The declaration of property number `k` of a wide class, one of ten shapes in turn. Each
    /// shape is tracked by the expansion except `cache` (`// @ObservationIgnored`).
    static func property(_ k: Int, indent: String) -> String {
        let lines: [String]
        switch k % 10 {
        case 0: lines = [#"/// The title of row \#(k), shown in the list."#, #"var title\#(k) = "Row \#(k)""#]
        case 1: lines = [#"var count\#(k) = \#(k)"#]
        case 2: lines = [#"var ratio\#(k): Double = 0.5"#]
        case 3: lines = [#"/// Whether row \#(k) reacts to taps."#, #"var isEnabled\#(k) = true"#]
        case 4: lines = [#"var tags\#(k): [String] = ["alpha", "beta"]"#]
        case 5: lines = [#"var label\#(k) = "Item \(\#(k)) of \("many") — \(String(repeating: "*", count: 3))""#]
        case 6: lines = [##"var pattern\##(k) = #"^\d+\s*"quoted"\##(k)$"#"##]
        case 7: lines = [#"var onChange\#(k): ((Int) -> Void)? = { value in print("changed \(value)") }"#]
        case 8: lines = ["// @ObservationIgnored", #"var cache\#(k): [String: Int] = [:]"#]
        default:
            lines = [#"var note\#(k) = """"#, #"    Note \#(k): "multi-line" text with \(1 + 1) parts"#,
                     #"    and a second line"#, #"    """"#]
        }
        return lines.map { indent + $0 }.joined(separator: "\n")
    }

    /// A method, a computed property and an `#if` block, written after every 25 properties so
    /// that wide classes keep the mix of a real model.
    static func members(after k: Int, indent: String) -> String {
        """

        \(indent)/// Recomputes derived state for block \(k).
        \(indent)func refresh\(k)(force: Bool = false) async throws -> Int {
        \(indent)    let items = (0 ..< 10).map { "\\($0)" }.filter { !$0.isEmpty }
        \(indent)    if force { print("refreshing \\(items.count) items at block \(k)") }
        \(indent)    return items.count
        \(indent)}

        \(indent)var summary\(k): String { "block \(k): \\(title\(k - k % 10))" }

        \(indent)#if DEBUG
        \(indent)var debugCounter\(k) = 0
        \(indent)#endif

        """
    }

    /// One annotated class with `count` tracked-or-ignored properties.
    static func wideClass(name: String, properties count: Int) -> String {
        var body: [String] = []
        for k in 0 ..< count {
            body.append(property(k, indent: "    "))
            if k % 25 == 24 { body.append(members(after: k, indent: "    ")) }
        }
        return """
            /// A model with \(count) properties, generated for the benchmark.
            // @Observable
            final class \(name) {
            \(body.joined(separator: "\n"))
            }

            """
    }

    /// A file holding one class with `count` properties (the class-size scaling series).
    static func wideClassFile(properties count: Int) -> String {
        "import Foundation\nimport Observation\n\n" + wideClass(name: "Wide\(count)", properties: count)
    }

    // MARK: - Typical model files

    /// A typical model file (about 4 KB): a struct, an enum with raw strings, a store class and
    /// a smaller view model, both annotated. `index` varies names and sizes deterministically.
    static func typicalFile(index i: Int) -> String {
        let extra = 4 + (i * 7) % 9
        var viewModelProperties: [String] = []
        for k in 0 ..< extra { viewModelProperties.append(property(k * 3 + i % 3, indent: "    ")) }
        return #"""
            //
            //  Model\#(i).swift
            //  Generated for the observable-expand benchmark: file \#(i).
            //

            import Foundation
            import Observation

            /// A line item shown in the list of screen \#(i).
            ///
            /// - Note: prices are formatted with `\(price, format: .currency)`-style interpolation.
            struct Item\#(i): Identifiable, Hashable {
                let id: Int
                var title: String
                var price: Double
            }

            /* The filters offered in the toolbar. */
            enum Filter\#(i): String, CaseIterable {
                case all, open, closed

                var label: String {
                    switch self {
                    case .all: return "All"
                    case .open: return #"Open "now""#
                    case .closed: return "Closed \(Self.allCases.count)"
                    }
                }
            }

            /// The store behind screen \#(i).
            // @Observable
            final class Store\#(i) {
                /// Items currently loaded, newest first.
                var items: [Item\#(i)] = []
                var filter = Filter\#(i).all
                var query = ""
                var isLoading = false
                var loadCount = 0
                var total: Double = 0
                var lastError: String? = nil
                var tags: Set<String> = ["new", "sale"]
                var scores = [Int: Double]()
                var onChange: (() -> Void)?
                // @ObservationIgnored
                var cache: [String: Item\#(i)] = [:]
                var header = """
                    Store \#(i)
                    a "multi-line" header, \(1 + 2) lines
                    """
                var pattern = #"^\d+\s*(?<unit>[a-z]+)$"#
                let identifier = UUID()

                /// The items that match the filter and the query.
                var visible: [Item\#(i)] {
                    items.filter { item in
                        filter == .all || item.title.localizedCaseInsensitiveContains(query)
                    }
                }

                init(items: [Item\#(i)] = []) {
                    self.items = items
                }

                func load() async {
                    isLoading = true
                    defer { isLoading = false }
                    let summary = "Loaded \(items.count) items for \"\(query)\" (#\(loadCount))"
                    loadCount += 1
                    print(summary)
                }

                func total(where predicate: (Item\#(i)) -> Bool) -> Double {
                    items.lazy.filter(predicate).map(\.price).reduce(0, +)
                }

                #if DEBUG
                var debugCounter = 0
                var debugDescription: String { "Store\#(i)(\(items.count))" }
                #endif
            }

            /// The editor sheet of screen \#(i).
            // @Observable
            @MainActor
            final class Editor\#(i) {
            \#(viewModelProperties.joined(separator: "\n"))

                func reset() {
                    // Nothing to do in the benchmark.
                }
            }

            """#
    }

    // MARK: - Build-time comparison

    /// `classes` classes of 8 properties each, marked `// @Observable` (to expand) or with the
    /// real `@Observable` attribute (for the macro), in a file that imports only Observation.
    static func buildTimeFile(classes: Int, realMacro: Bool) -> String {
        var text = "import Observation\n\n"
        for k in 0 ..< classes {
            text += """
                \(realMacro ? "@Observable" : "// @Observable")
                final class Model\(k) {
                    var name = "Model \(k)"
                    var count = \(k)
                    var ratio = 0.5
                    var isEnabled = true
                    var tags: [String] = []
                    var scores: [String: Int] = [:]
                    var note: String? = nil
                    var onChange: (() -> Void)? = nil

                    func summary() -> String {
                        "\\(name): \\(count) \\(tags.joined(separator: ","))"
                    }
                }


                """
        }
        return text
    }
}
