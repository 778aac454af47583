import ObservableSyntax

/// Which structs are views for the view-read warnings (review 12b/06, InfiniLink: helper structs
/// `BLEWriteManager` and `BLECharacteristicHandler` that actions and classes call were taken for
/// views, every method as their redraw). Nothing redraws a struct that is no SwiftUI content.
extension MigrationPlanner {
    /// The SwiftUI protocols whose conformers SwiftUI evaluates again when what they read changes.
    static let redrawnProtocols: Set<String> = [
        "View", "App", "Scene", "ViewModifier", "Commands", "ToolbarContent", "CustomizableToolbarContent",
        "TableColumnContent", "TableRowContent", "Widget", "WidgetBundle", "PreviewProvider", "Shape", "InsettableShape",
        "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
        "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "MenuStyle", "GaugeStyle", "ProgressViewStyle",
        "GroupBoxStyle", "DisclosureGroupStyle", "TextFieldStyle", "PickerStyle", "ControlGroupStyle", "LabeledContentStyle",
        "DynamicProperty", "AnimatableModifier", "ChartContent", "MapContent",
    ]

    /// Whether type `key` (its declaration or an extension of it) conforms to one of
    /// `redrawnProtocols` (written plain or `SwiftUI.`-qualified), or to a protocol of the run that
    /// refines one of them (at any depth), also through a typealias of the run that names one
    /// (review 19a/01, FRW-iOS: `struct V: RouteableView` with `typealias RouteableView =
    /// RouterContentDelegate & View`; aliases of aliases to a depth of 8).
    func isRedrawnType(_ key: String) -> Bool {
        var seen: Set<String> = []
        func conforms(_ key: String) -> Bool {
            guard seen.insert(key).inserted else { return false }
            for k in catalogue.bodies(of: key) {
                let site = catalogue.sites[k]
                for entry in site.declaration.inheritance where names(entry.components, scope: site.scope, depth: 0) { return true }
            }
            return false
        }
        // Whether the type written `components` in `scope` is a redrawn protocol, a protocol of
        // the run refining one, or a typealias whose target composes one of those.
        func names(_ components: [String], scope: [String], depth: Int) -> Bool {
            let plain = components.first == "SwiftUI" ? Array(components.dropFirst()) : components
            if plain.count == 1, Self.redrawnProtocols.contains(plain[0]) { return true }
            if let protocolKey = catalogue.key(of: components, scope: scope),
               catalogue.typesByName[protocolKey]?.contains(where: { catalogue.sites[$0].declaration.kind == .protocol }) == true {
                return conforms(protocolKey)
            }
            guard depth < 8, let qualified = catalogue.index.resolve(components, in: scope, useFallback: false),
                  let alias = catalogue.index.typeEntries(qualified, useFallback: false)?.first(where: { $0.kind == .typeAlias }),
                  let target = alias.aliasTarget else { return false }
            return Self.composedNames(target.parsed).contains { names($0, scope: alias.scope, depth: depth + 1) }
        }
        return conforms(key)
    }

    /// The names a typealias's target composes, each as its dotted components: `P & View` is
    /// `P` and `View`; `any P`, `some P` and a plain name are that name; a generic name or any
    /// other type composes none (a conformance cannot be written through them).
    static func composedNames(_ type: TypeExpr) -> [[String]] {
        switch type.kind {
        case let .composition(parts): return parts.flatMap(composedNames)
        case let .specified(word, inner) where word == "any" || word == "some": return composedNames(inner)
        case let .named(components) where components.allSatisfy({ !$0.hasArgumentClause }): return [components.map(\.name)]
        default: return []
        }
    }
}
