import ObservableSyntax

/// A `DynamicProperty` struct (a property wrapper a view declares: HotSwiftUI's and Inject's
/// `@ObserveInjection var forceRedraw`) that holds a migrated class with `@ObservedObject`
/// or `@StateObject` made every view that declares it observe the object: each `@Published`
/// change redrew those views, whatever they read (review 29b/03). Under Observation the views
/// are redrawn only by what their redraw reads, and a stored property's initializer in the
/// wrapper (`@ObservedObject private var iO = InjectionObserver.shared`) reads nothing when a
/// view draws. What a view's redraw reaches of such a wrapper is its computed properties and
/// methods (`wrappedValue`, `projectedValue`, `update()`), so only their bodies count as the
/// wrapper's reads of the model for `migrate-tracked-property-unread` (rule of
/// `UnreadModels`), reported at the wrapper's property as for a view's.
extension MigrationPlanner {
    /// Whether `key` is a struct of the run that conforms to `DynamicProperty` (in its clause or an
    /// extension's, written `DynamicProperty` or `SwiftUI.DynamicProperty`) and declares no `body`
    /// (a view that also is one is read as a view).
    func isDynamicPropertyStruct(_ key: String) -> Bool {
        let bodies = catalogue.bodies(of: key)
        guard bodies.contains(where: { catalogue.sites[$0].declaration.kind == .struct }),
              bodies.contains(where: { k in catalogue.sites[k].declaration.inheritance.contains { $0.components.last == "DynamicProperty" && ($0.components.count == 1 || $0.components == ["SwiftUI", "DynamicProperty"]) } })
        else { return false }
        return !bodies.contains { k in
            let site = catalogue.sites[k]
            return ModelCatalogue.variables(site.declaration.members).contains { variable in
                !variable.head.isStatic && variable.bindings.contains { name(of: $0, in: sources[site.file]) == "body" }
            }
        }
    }

    /// The token ranges a view's redraw evaluates of the `DynamicProperty` struct `key`: the
    /// accessor blocks of its instance computed properties and the bodies of its instance
    /// methods, by file (not its stored properties' initializers, nor its `init`s, which run when
    /// the view is created).
    func dynamicPropertyRanges(of key: String) -> [(file: Int, ranges: [ClosedRange<Int>])] {
        var result: [(file: Int, ranges: [ClosedRange<Int>])] = []
        for k in catalogue.bodies(of: key) {
            let site = catalogue.sites[k]
            let source = sources[site.file]
            var ranges: [ClosedRange<Int>] = []
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where binding.isComputed {
                    if let block = binding.accessorBlock { ranges += evaluatedRanges(of: block, in: source) }
                }
            }
            for function in ModelCatalogue.functions(site.declaration.members) where !function.head.isStatic {
                ranges += evaluatedRanges(of: function.span, in: source)
            }
            result.append((site.file, ranges))
        }
        return result
    }
}
