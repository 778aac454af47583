import ObservableSyntax

/// Property wrappers the run does not declare but that are known not to publish through the
/// enclosing `ObservableObject` (no `static subscript(_enclosingInstance:wrapped:storage:)`):
/// a property they wrap never notified, so `@ObservationIgnored` keeps that, as for a wrapper
/// of the run without that subscript. The others stay unknown (`migrate-blocked-unknown-wrapper`).
extension MigrationPlanner {
    /// A well-known dependency-injection wrapper of a library: its name, the modules whose
    /// import brings it, and why it does not publish (read in the library's source).
    struct KnownPlainWrapper {
        let name: String
        let library: String
        let modules: Set<String>
        let reason: String
    }

    /// The catalogue. Each entry was checked in its library's source: a struct (or class) whose
    /// `wrappedValue` resolves a dependency and declares no `_enclosingInstance` subscript.
    /// (`InjectedObject` of Factory and Resolver is left out: it holds an `ObservableObject`
    /// for a view, as `@StateObject`/`@ObservedObject` do. InfomaniakDI's `Inject` and
    /// `LazyInject` are left out: they exist only on an unreleased branch of its repository.)
    static let knownPlainWrappers: [KnownPlainWrapper] = {
        let factory = "a struct whose 'wrappedValue' resolves a Factory container's key path; no '_enclosingInstance' subscript"
        let resolver = "a struct whose 'wrappedValue' resolves from a Resolver container; no '_enclosingInstance' subscript"
        return [
            KnownPlainWrapper(name: "Injected", library: "Factory (hmlongco/Factory)", modules: ["Factory", "FactoryKit"], reason: factory),
            KnownPlainWrapper(name: "LazyInjected", library: "Factory (hmlongco/Factory)", modules: ["Factory", "FactoryKit"], reason: factory),
            KnownPlainWrapper(name: "WeakLazyInjected", library: "Factory (hmlongco/Factory)", modules: ["Factory", "FactoryKit"], reason: factory),
            KnownPlainWrapper(name: "Injected", library: "Resolver (hmlongco/Resolver)", modules: ["Resolver"], reason: resolver),
            KnownPlainWrapper(name: "LazyInjected", library: "Resolver (hmlongco/Resolver)", modules: ["Resolver"], reason: resolver),
            KnownPlainWrapper(name: "WeakLazyInjected", library: "Resolver (hmlongco/Resolver)", modules: ["Resolver"], reason: resolver),
            KnownPlainWrapper(name: "OptionalInjected", library: "Resolver (hmlongco/Resolver)", modules: ["Resolver"], reason: resolver),
            // Review 17b/05 (ios-kMail): Infomaniak/swift-dependency-injection 2.0.x.
            KnownPlainWrapper(name: "InjectService", library: "InfomaniakDI (Infomaniak/swift-dependency-injection)", modules: ["InfomaniakDI"],
                              reason: "a struct whose 'wrappedValue' is resolved from a container in its 'init'; no '_enclosingInstance' subscript"),
            KnownPlainWrapper(name: "LazyInjectService", library: "InfomaniakDI (Infomaniak/swift-dependency-injection)", modules: ["InfomaniakDI"],
                              reason: "a class whose 'wrappedValue' resolves from a container at its first read; no '_enclosingInstance' subscript"),
            KnownPlainWrapper(name: "Dependency", library: "swift-dependencies (pointfreeco/swift-dependencies)",
                              modules: ["Dependencies", "ComposableArchitecture"],
                              reason: "a struct whose 'wrappedValue' reads 'DependencyValues'; no '_enclosingInstance' subscript"),
            // Review 19b (OnlySwitch): swift-sharing 2.x. Its reference is itself observable, so a
            // view's read of the value registers through it before and after the run alike.
            KnownPlainWrapper(name: "Shared", library: "swift-sharing (pointfreeco/swift-sharing)", modules: ["Sharing", "ComposableArchitecture"],
                              reason: "a struct whose 'wrappedValue' reads a shared reference that is observable itself; no '_enclosingInstance' subscript"),
            KnownPlainWrapper(name: "SharedReader", library: "swift-sharing (pointfreeco/swift-sharing)", modules: ["Sharing", "ComposableArchitecture"],
                              reason: "a struct whose 'wrappedValue' reads a shared reference that is observable itself; no '_enclosingInstance' subscript"),
            // Reviews 31a (boring.notch) and 32b (Pika): sindresorhus/Defaults. A view's
            // `DynamicProperty`, documented as not for an `ObservableObject`: in a class it
            // never notified the class.
            KnownPlainWrapper(name: "Default", library: "Defaults (sindresorhus/Defaults)", modules: ["Defaults"],
                              reason: "a SwiftUI 'DynamicProperty' for views whose 'wrappedValue' reads 'Defaults'; no '_enclosingInstance' subscript"),
        ]
    }()

    /// Why wrapper attribute `name` (module prefix dropped) on a property of `file` does not
    /// publish, when that is known although the run does not declare it: the user named it
    /// with `--plain-wrapper`, or it is in `knownPlainWrappers` and `file` imports its library
    /// (a top-level import, or one in an `#if` clause) or some file of the run re-exports it
    /// (`@_exported import Factory`). Nil otherwise (it stays unknown).
    func plainWrapperReason(_ name: String, file: Int) -> String? {
        let simple = String(name.split(separator: ".").last ?? "")
        if options.plainWrappers.contains(simple) { return "named with '--plain-wrapper \(simple)'" }
        // A declaration of that name in the run is read instead (`RunWrappers`).
        guard catalogue.keysBySimpleName[simple] == nil else { return nil }
        let entries = Self.knownPlainWrappers.filter { $0.name == simple }
        guard !entries.isEmpty else { return nil }
        func imported(_ source: MigrationSource, exportedOnly: Bool) -> Set<String> {
            Set(ImportRewrite.allImports(source.tree.members).filter { declaration in
                !exportedOnly || ModelCatalogue.attributes(declaration.head.attributes).contains { $0.name == "_exported" }
            }.compactMap { ImportRewrite.module(of: $0, in: source) })
        }
        // The file's imports, else an `@_exported import Factory` elsewhere in the run (anytype's
        // `ServicesDI.swift`), which makes the library visible without an import of its own.
        var modules = imported(sources[file], exportedOnly: false)
        if !entries.contains(where: { !$0.modules.isDisjoint(with: modules) }) {
            modules = sources.reduce(into: Set<String>()) { $0.formUnion(imported($1, exportedOnly: true)) }
        }
        guard let entry = entries.first(where: { !$0.modules.isDisjoint(with: modules) }) else { return nil }
        return "'@\(simple)' of \(entry.library): \(entry.reason)"
    }
}
