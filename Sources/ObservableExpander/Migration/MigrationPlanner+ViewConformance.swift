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
    /// refines one of them (at any depth).
    func isRedrawnType(_ key: String) -> Bool {
        var seen: Set<String> = []
        func conforms(_ key: String) -> Bool {
            guard seen.insert(key).inserted else { return false }
            for k in catalogue.bodies(of: key) {
                let site = catalogue.sites[k]
                for entry in site.declaration.inheritance {
                    let components = entry.components.first == "SwiftUI" ? Array(entry.components.dropFirst()) : entry.components
                    if components.count == 1, Self.redrawnProtocols.contains(components[0]) { return true }
                    guard let protocolKey = catalogue.key(of: entry.components, scope: site.scope),
                          catalogue.typesByName[protocolKey]?.contains(where: { catalogue.sites[$0].declaration.kind == .protocol }) == true
                    else { continue }
                    if conforms(protocolKey) { return true }
                }
            }
            return false
        }
        return conforms(key)
    }
}
