/// Why a class cannot leave `ObservableObject`: a use that needs Combine, which Observation has
/// no counterpart for. A payload of the catalogue's migrate messages, hence in this folder, which
/// every stage may use.
package enum MigrationBlockerKind: String, Sendable, Equatable {
    /// `$name` of a `@Published` property (inside the class, or `model.$name` elsewhere).
    case publisher
    /// `objectWillChange` (`.send()`, `.sink`, …).
    case objectWillChange
    /// `assign(to: &$name)`, republishing into a `@Published` property.
    case assign
    /// Code written against `ObservableObject` itself (`T: ObservableObject`, `some
    /// ObservableObject`, a protocol or extension naming it): it may receive any of the classes.
    case observableObjectType
    /// `_name`, the backing store of a `@Published` property, used other than as
    /// `_name = Published(initialValue: …)` or `_name.wrappedValue` (which are rewritten): the
    /// macro makes `_name` a plain stored property of another type.
    case backingStore
    /// A backticked `@Published` name (`` `default` ``): the real macro spells its backing store
    /// `` _`default` ``, which does not parse (attribute mode only).
    case backtickedName
    /// A class declared in a function body: the compiler refuses the macro's extension on a
    /// local type (attribute mode only).
    case localClass
    /// An `open` `@Published` property (`name`): the real macro writes its backing store
    /// `private open var _name`, which does not compile (attribute mode only: the expander's
    /// store is `private`).
    case openProperty
    /// A type of the run named `name` that the class's body sees (`KeyPath`, `Bool`,
    /// `Equatable`, `Observation`: `ObservationRules.macroCapturedNames`): the real macro's
    /// added members write that name unqualified (attribute mode only: the expander qualifies
    /// them; `Observation`, which the expander's `Observation.` names meet too, in either mode).
    case shadowedName
    /// Attribute `name` of a `@Published` property that the real macro copies where it cannot
    /// go: onto the `private` store (`@usableFromInline`, `@_spi`), or leaves on the computed
    /// property (`@NSCopying`, `@exclusivity`) (attribute mode only: the expander places it,
    /// `ObservationRules.attributePlacements`).
    case attributePlacement
    /// A `@Published` property (`name`) of opaque type (`some P`): the macro's store gets
    /// another opaque type, and the expander refuses it too (either mode).
    case opaqueType
    /// A `@Published` property (`name`) that another of the expander's structural rules refuses
    /// to track (`lazy`, `nonisolated` in a class isolated to a global actor, an attribute
    /// neither piece may carry): neither expansion compiles (either mode).
    case untrackableProperty
    /// A `@Published` property with another property wrapper (`@Published @Clamped var
    /// level`): a tracked property cannot have one (the macro makes it computed), in either
    /// annotation mode.
    case propertyWrapper
    /// A subclass whose superclass name the run declares more than once (`name`), one of them a
    /// candidate: the chain it may belong to cannot be told, and migrating the candidate alone
    /// would leave the subclass half migrated.
    case ambiguousSuperclass
    /// A class whose qualified name the run declares again elsewhere (`name`: where), outside
    /// the clauses of one `#if` block (a file that is not built, a copy, or a namesake of a
    /// module the run cannot tell apart): which one a use means cannot be told, so both stay.
    case ambiguousClass
    /// A stored property with a property wrapper that `migrate` cannot classify (`name` is the
    /// property): it may publish through the enclosing `ObservableObject` as `@AppStorage`
    /// does, and `@ObservationIgnored` would silence it.
    case unknownWrapper
    /// A stored property (`name`) with a property wrapper of the run whose `static
    /// subscript(_enclosingInstance:…)` requires the enclosing class to be an `ObservableObject`:
    /// the compiler uses that subscript for a class's wrapped property, so the property would
    /// not build in an `@Observable` class (review 18a/01).
    case enclosingObservableWrapper
    /// An `@AppStorage`-like property (`name`) without a written type: the tracked accessors
    /// that keep it notifying need one.
    case untypedWrapper
    /// An `@AppStorage`-like property (`name`) with observers other than a plain `didSet`
    /// (`willSet`, or `didSet(old)`): the tracked accessors cannot carry them.
    case observedWrapper
    /// `$name` or `_name` of an `@AppStorage`-like property inside the class: its store moves.
    case wrapperProjection
    /// A class passed to `name`, a generic declaration written against `ObservableObject`
    /// itself (`struct PanelView<Model: ObservableObject>`).
    case genericArgument
    /// A class passed to `name`, a generic declaration written against `ObservableObject` that
    /// stays so because another class passed to it is kept.
    case genericCoupled
    /// A value passed to `name`, a generic declaration written against `ObservableObject`
    /// itself, whose type cannot be told: any class of the run may be passed (review 22b/01:
    /// the message says so, rather than that each class is passed).
    case genericUntoldArgument
    /// A class bound to associated type `name` (`Q.X`, written `associatedtype X:
    /// ObservableObject`) by a conformer of `Q`, when the associated type stays so for a reason
    /// reported at its line (another kind below).
    case associatedTypeBinding
    /// A class bound to associated type `name` that stays written against `ObservableObject`
    /// because another class bound to it is kept.
    case associatedTypeCoupled
    /// A conformer's binding of associated type `name` to a type that is no candidate class of
    /// the run: the associated type stays, with every class bound to it.
    case associatedTypeForeignBinding
    /// A conformer whose binding of associated type `name` cannot be told: it keeps the
    /// classes it may bind, and the associated type stays, with every class bound to it.
    case associatedTypeUntold
    /// Code over associated type `name` that needs `ObservableObject` (a publisher, SwiftUI's
    /// `ObservableObject` API): the associated type stays, with every class bound to it.
    case associatedTypeUse
    /// A conformer of protocol `name` (which refines `ObservableObject`) whose other
    /// conformers stay: the protocol, and so all its conformers, keep `ObservableObject`.
    case protocolConformer
    /// A conformer through typealias `name` (`typealias ControlState = NSObject &
    /// ObservableObject & Identifiable`, `class C: ControlState`) whose other conformers stay:
    /// the alias, and so all its conformers, keep `ObservableObject`.
    case aliasConformer
    /// An extension's conformance to observable protocol `name` (`extension Manager: P {}`)
    /// of a class that keeps `ObservableObject`, or of a type the run does not declare as one
    /// class: the protocol, and so all its conformers, keep `ObservableObject`.
    case protocolExtensionConformer
    /// A class whose clause names `name`, which the run's declarations do not resolve
    /// (`Alias.P` through a typealias of the enclosing type), while protocols of the run with
    /// that simple name refine `ObservableObject`: whether it conforms to one cannot be told,
    /// so it is left as it is and those protocols, with their conformers, keep `ObservableObject`.
    case protocolUnresolvedConformer
    /// An attached macro on the class that `migrate` does not know (`name`, `@Stateful`): it may
    /// generate `@Published` members, as a member macro can.
    case unknownMacro
    /// The `deinit` of class `name`, or an `init` of it that stores `self` in shared state
    /// (`X.shared.delegate = self`, `addObserver(self, …)`), when a view holds the class with
    /// `@StateObject`: it relies on one instance per view identity, while `@State` creates a
    /// throw-away instance each time the view is initialized, whose `init` and `deinit` run.
    case stateObjectLifetime
    /// SwiftUI's wrapper of a class used as a value (`name`): the type `ObservedObject<Clip>`
    /// (`StateObject<…>`, `EnvironmentObject<…>`, `.Wrapper`) written, or `_clip`, the wrapper
    /// store of such a property, read, passed or assigned whole. The wrapper asks for
    /// `ObservableObject`, and what it would become depends on every place the value goes.
    case wrapperValue
    /// A property wrapper of the run nested in SwiftUI's `EnvironmentObject`, `ObservedObject` or
    /// `StateObject` (declared in an extension of it) and written with the class as the outer
    /// wrapper's argument (`name`: `EnvironmentObject<Session>.Optional`): the nested type's
    /// `ObjectType` is that argument, which must be an `ObservableObject`.
    case nestedWrapper
    /// An attribute (`name`) of an `@AppStorage`-like property that `migrate` does not know:
    /// whether it belongs to the private store or to the tracked computed property cannot be told.
    case wrapperAttribute
    /// A class used by SwiftUI's focus API for objects (`name` is the site: `@FocusedObject var
    /// doc`, `.focusedObject(doc)`, `.focusedSceneObject(doc)`), which asks for
    /// `ObservableObject`; its Observation forms (`@FocusedValue(T.self)`, `.focusedValue(_:)`)
    /// need newer SDKs, so `migrate` does not rewrite them.
    case focusedObject
    /// A class wrapped by a property wrapper (`name`, `EnvironmentObservableInjected`) that no
    /// file of the run declares and `migrate` does not know (an imported module's, such as a
    /// pod's, left out of the run): whether it asks for `ObservableObject` (as a wrapper that
    /// observes an object does, `<Value: ObservableObject>`) cannot be told (review 47c/03).
    case importedWrapper
    /// `$appDelegate` (`name`) of an `@UIApplicationDelegateAdaptor(T.self)` property (also `NS…`,
    /// `WK…`): the adaptor's projected value is `ObservedObject<T>.Wrapper`, only where
    /// `T: ObservableObject`.
    case delegateAdaptorProjection
    /// A Core Data class: its superclass (`name`, `NSManagedObject`, directly or above the
    /// run's superclasses) is an `ObservableObject` already, whose `objectWillChange` fires
    /// when a managed (`@NSManaged`) attribute changes; Observation tracks none of them.
    case managedObject
    /// `@Published` property `name` (`Superclass.property`) is declared by a superclass of the
    /// run that is no `ObservableObject`: the subclass's synthesized `objectWillChange`
    /// publishes its changes, which a migrated subclass would not track.
    case inheritedPublished
    /// A scene delegate (`name`: `UIWindowSceneDelegate`, `UISceneDelegate`) that is an
    /// `ObservableObject`: SwiftUI puts such a delegate into the environment of its scene's
    /// views; that it does so for an `@Observable` one is not documented.
    case sceneDelegate

    /// The use, in the compiler's voice, for messages: `'$query' is a Combine publisher`.
    func use(_ name: String) -> String {
        switch self {
        case .publisher: return "'$\(name)' is a Combine publisher, which Observation does not have"
        case .objectWillChange: return "'objectWillChange' is a Combine publisher, which Observation does not have"
        case .assign: return "'assign(to:)' republishes into '$\(name)', a Combine publisher, which Observation does not have"
        case .observableObjectType: return "code written against 'ObservableObject' itself may receive any class that conforms to it"
        case .backingStore: return "'_\(name)' is the backing store of '@Published' property '\(name)', which '@Observable' replaces with one of another type"
        case .backtickedName: return "the '@Observable' macro cannot track property '\(name)', whose name is backticked: the backing store it declares does not parse (rename the property, or migrate with '--annotation comment')"
        case .localClass: return "'@Observable' cannot be attached to local class '\(name)' (local type cannot have attached extension macro); move it out of the function, or migrate with '--annotation comment'"
        case .openProperty: return "the '@Observable' macro writes the backing store of 'open' property '\(name)' as 'private open var _\(name)', which does not compile (multiple incompatible access-level modifiers); make the property 'public', or migrate with '--annotation comment' (observable-expand's expansion makes the store 'private')"
        case .shadowedName:
            let way = name == "Observation"
                ? "rename the type, or migrate with '--annotation comment' (observable-expand's expansion writes the bare 'ObservationRegistrar' and 'Observable' where nothing else may take those names)"
                : "rename the type, or migrate with '--annotation comment' (observable-expand's expansion writes 'Swift.\(name)')"
            return "the run declares a type named '\(name)' that this class sees, and the members the '@Observable' macro adds write '\(name)' unqualified, meaning \(name == "Observation" ? "the module" : "the standard library's"): the expansion would not compile; \(way)"
        case .attributePlacement: return "the '@Observable' macro writes attribute '@\(name)' on both the tracked property and its 'private' backing store, and one of them cannot carry it, so the expansion does not compile; remove it, or migrate with '--annotation comment' (observable-expand's expansion puts it where it applies)"
        case .opaqueType: return "'@Published' property '\(name)' has an opaque type ('some …'), which '@Observable' cannot track (its backing store would get another opaque type); write the concrete type"
        case .untrackableProperty: return "'@Published' property '\(name)' is declared in a way '@Observable' cannot track ('lazy', 'nonisolated' in a class isolated to a global actor, or an attribute neither the property nor its backing store may carry), so the expansion would not compile"
        case .propertyWrapper: return "'@Published' property '\(name)' also has this property wrapper, which a property that '@Observable' tracks cannot have"
        case .ambiguousSuperclass: return "this class inherits from a '\(name)', and the run declares several classes of that name in one scope (in different files), which 'migrate' cannot tell apart"
        case .ambiguousClass: return "a class of this name is declared in the same scope at \(name) too, and which one a use means cannot be told (if one of them is not built, leave it out with '--exclude'; if both are, rename one)"
        case .unknownWrapper: return "property '\(name)' has a property wrapper that 'migrate' does not know: it may publish through the enclosing 'ObservableObject' (as '@AppStorage' does), and '@ObservationIgnored' would silence it; if it does not (it declares no '_enclosingInstance' subscript), name it with '--plain-wrapper NAME'"
        case .enclosingObservableWrapper: return "property '\(name)' has a property wrapper of the run whose 'static subscript(_enclosingInstance:…)' requires the enclosing class to conform to 'ObservableObject', which an '@Observable' class does not (the compiler uses that subscript for a class's wrapped property, so the property would not build); to migrate the class, write that subscript without 'ObservableObject' and 'objectWillChange' (as '<EnclosingSelf: AnyObject>') and give the wrapper a 'wrappedValue' that is available: 'migrate' then tracks the property"
        case .untypedWrapper: return "property '\(name)' publishes through the enclosing 'ObservableObject' (as '@AppStorage' does); the tracked accessors that keep it notifying need its type (written, or a literal's or 'Type.member''s, or, for '@AppStorage(\\.key)', the value type of the one 'KeyPath<Root, Key<Value>>' initializer of the run's 'extension AppStorage' when 'Root.key' is declared 'Key<T>') write its type ('var \(name): T', T the type of the value it stores, as 'Bool' for a 'Key<Bool>')"
        case .observedWrapper: return "property '\(name)' publishes through the enclosing 'ObservableObject' (as '@AppStorage' does), and has observers other than a plain 'didSet' ('willSet', or 'didSet' naming its old value), which the tracked accessors that keep it notifying cannot carry: move that code into a plain 'didSet', or out of the property"
        case .wrapperProjection: return "'\(name)' is reached through its property wrapper ('$\(name)' or '_\(name)'), whose store a migration moves under another name"
        case .genericArgument: return "this is passed to '\(name)', which is written against 'ObservableObject' itself (a generic parameter constrained to it)"
        case .genericCoupled: return "this is passed to '\(name)', which stays written against 'ObservableObject' because another class passed to it keeps 'ObservableObject'"
        case .genericUntoldArgument: return "this is passed to '\(name)', which is written against 'ObservableObject' itself (a generic parameter constrained to it), and its type cannot be told (a declared type, or an initializer or wrapper that tells one, would), so any class that conforms may be passed here"
        case .associatedTypeBinding: return "this binds associated type '\(name)', which is written against 'ObservableObject' itself and stays so for the reason reported at another of its bindings or uses"
        case .associatedTypeCoupled: return "this binds associated type '\(name)', which stays written against 'ObservableObject' because another class bound to it keeps 'ObservableObject'"
        case .associatedTypeForeignBinding: return "this binds associated type '\(name)', written against 'ObservableObject', to a type that is no class this run migrates, so the associated type stays so, with every class bound to it"
        case .associatedTypeUntold: return "which type this conformer binds to associated type '\(name)' (written against 'ObservableObject') cannot be told ('typealias', a nested type or a witness whose declared type is a class tells it), so the associated type stays so, with every class bound to it and each class this conformer may bind"
        case .associatedTypeUse: return "this code over associated type '\(name)' needs 'ObservableObject' itself (a Combine publisher, or SwiftUI's 'ObservableObject' API), so the associated type stays written against it, with every class bound to it"
        case .protocolConformer: return "this class conforms to protocol '\(name)', which refines 'ObservableObject', and another of its conformers keeps 'ObservableObject'"
        case .aliasConformer: return "this class conforms through typealias '\(name)', which composes 'ObservableObject', and another of its conformers keeps 'ObservableObject'"
        case .protocolUnresolvedConformer: return "this class names '\(name)', which 'migrate' does not resolve to one declaration of the run, and protocols of that name refine 'ObservableObject': whether the class conforms to one cannot be told, so it is left as it is and they stay"
        case .protocolExtensionConformer: return "this extension makes a type that keeps 'ObservableObject' (or that is not a class of this run) conform to protocol '\(name)', which refines 'ObservableObject'"
        case .unknownMacro: return "'@\(name)' is an attribute that 'migrate' does not know: as an attached macro it may generate '@Published' members, which '@Observable' would not see"
        case .wrapperValue: return "'\(name)' is SwiftUI's wrapper of an 'ObservableObject' used as a value ('ObservedObject', 'StateObject' or 'EnvironmentObject' written as a type, or the wrapper store '_x' read, passed or assigned whole): the wrapper needs 'ObservableObject', and what it would become ('State', 'Bindable', 'Environment' or no wrapper) depends on every place the value goes, which 'migrate' does not rewrite"
        case .nestedWrapper:
            let outer = Self.outerWrapper(name)
            return "'\(name)' is the app's property wrapper declared in an extension of SwiftUI's '\(outer)': its 'ObjectType' is the argument written here, which '\(outer)' requires to be an 'ObservableObject', and 'migrate' does not rewrite the app's wrapper"
        case .wrapperAttribute: return "attribute '@\(name)' is on a property that publishes through the enclosing 'ObservableObject' (as '@AppStorage' does), whose wrapper a migration moves to a private store behind a tracked computed property: 'migrate' does not know whether '@\(name)' belongs to the store or to the property others see"
        case .delegateAdaptorProjection: return "'\(name)' is the projected value of an application delegate adaptor, 'ObservedObject<T>.Wrapper', which SwiftUI declares only where the delegate class is an 'ObservableObject'"
        case .importedWrapper: return "'@\(name)' is a property wrapper that no file of this run declares (an imported module's) and that 'migrate' does not know: whether it requires the wrapped class to be an 'ObservableObject' (as a wrapper that observes an object does, '<Value: ObservableObject>'), which an '@Observable' class is not, cannot be told; migrate with the module's sources ('--include-dependencies' for a 'Pods' folder) to let 'migrate' read it"
        case .focusedObject: return "'\(name)' is SwiftUI's focus API for objects, which needs 'ObservableObject' ('FocusedObject<T: ObservableObject>', 'focusedObject(_:)', 'focusedSceneObject(_:)'); its Observation forms ('@FocusedValue(T.self)', '.focusedValue(_:)', '.focusedSceneValue(_:)') need iOS 17/macOS 14 SDKs, and 'migrate' does not rewrite them"
        case .managedObject: return "this class inherits from '\(name)', which is an 'ObservableObject' already: its 'objectWillChange' fires when a managed ('@NSManaged') attribute changes, which '@Observable' does not track, so views that read the object would no longer be redrawn when it changes"
        case .inheritedPublished: return "'@Published' property '\(name)' is declared by a superclass that is no 'ObservableObject': the subclass's 'objectWillChange' publishes its changes, which '@Observable' on the subclass would not track, so views that read it would no longer be redrawn when it changes"
        case .sceneDelegate: return "this class is a scene delegate ('\(name)') and an 'ObservableObject', which SwiftUI puts into the environment of its scene's views for '@EnvironmentObject'; SwiftUI does not document doing so for an '@Observable' scene delegate, so views reading it with '@Environment' could find none"
        case .stateObjectLifetime: return "class '\(name)' is held by '@StateObject', which keeps one instance per view identity, and acts beyond the instance here (a 'deinit', an 'init' that stores 'self' in shared state: 'X.shared.delegate = self', 'addObserver(self, …)', or one that starts a task, timer or subscription holding 'self' strongly: 'Task { … self … }', a 'Timer' with 'target: self', a 'sink { … self … }', or one that creates an object whose own 'init' does): '@State' would create a throw-away instance each time the view is initialized, whose 'init' runs (taking the shared slot from the kept instance, or starting work that keeps the instance alive, one leaked instance per view init) and whose 'deinit' runs, for each"
        }
    }

    /// The SwiftUI wrapper that `name` (`SwiftUI.EnvironmentObject<T>.Optional`) nests in:
    /// `EnvironmentObject`.
    static func outerWrapper(_ name: String) -> String {
        let head = name.prefix { $0 != "<" }
        return head.hasPrefix("SwiftUI.") ? String(head.dropFirst(8)) : String(head)
    }

    /// A few words for the kept-class report line.
    package func reason(_ name: String) -> String {
        switch self {
        case .publisher: return "'$\(name)' publisher"
        case .objectWillChange: return "'objectWillChange'"
        case .assign: return "'assign(to: &$\(name))'"
        case .observableObjectType: return "code written against 'ObservableObject'"
        case .backingStore: return "backing store '_\(name)'"
        case .backtickedName: return "backticked name '\(name)'"
        case .localClass: return "a local class"
        case .openProperty: return "'open' property '\(name)'"
        case .shadowedName: return "a type named '\(name)' that the macro's members would mean"
        case .attributePlacement: return "attribute '@\(name)' that the macro misplaces"
        case .opaqueType: return "opaque type of '\(name)'"
        case .untrackableProperty: return "untrackable property '\(name)'"
        case .propertyWrapper: return "property wrapper on '\(name)'"
        case .ambiguousSuperclass: return "a subclass of one of several classes named '\(name)'"
        case .ambiguousClass: return "declared more than once in one scope"
        case .unknownWrapper: return "unknown property wrapper on '\(name)'"
        case .enclosingObservableWrapper: return "property wrapper on '\(name)' whose '_enclosingInstance' subscript requires 'ObservableObject'"
        case .untypedWrapper: return "publishing property wrapper on '\(name)' without a type or with observers"
        case .observedWrapper: return "publishing property wrapper on '\(name)' with observers other than a plain 'didSet'"
        case .wrapperProjection: return "'$\(name)' or '_\(name)' of a publishing property wrapper"
        case .genericArgument: return "passed to '\(name)', written against 'ObservableObject'"
        case .genericCoupled: return "passed to '\(name)', which another class keeps on 'ObservableObject'"
        case .genericUntoldArgument: return "may be passed to '\(name)' (an argument whose type cannot be told), written against 'ObservableObject'"
        case .associatedTypeBinding: return "bound to '\(name)', written against 'ObservableObject'"
        case .associatedTypeCoupled: return "bound to '\(name)', which another class keeps on 'ObservableObject'"
        case .associatedTypeForeignBinding: return "bound to '\(name)', which another binding keeps on 'ObservableObject'"
        case .associatedTypeUntold: return "may be bound to '\(name)', written against 'ObservableObject'"
        case .associatedTypeUse: return "bound to '\(name)', which code over it keeps on 'ObservableObject'"
        case .protocolConformer: return "protocol '\(name)' stays 'ObservableObject'"
        case .aliasConformer: return "typealias '\(name)' keeps 'ObservableObject'"
        case .protocolExtensionConformer: return "protocol '\(name)' stays 'ObservableObject'"
        case .protocolUnresolvedConformer: return "a class names '\(name)', which may be its protocol"
        case .unknownMacro: return "unknown attribute '@\(name)'"
        case .wrapperValue: return "SwiftUI wrapper '\(name)' used as a value"
        case .nestedWrapper: return "the app's wrapper '\(name)', declared in an extension of '\(Self.outerWrapper(name))', needs 'ObservableObject'"
        case .wrapperAttribute: return "unknown attribute '@\(name)' on a publishing wrapped property"
        case .focusedObject: return "used by '\(name)'"
        case .importedWrapper: return "wrapped by '@\(name)', a wrapper the run does not declare"
        case .delegateAdaptorProjection: return "its delegate adaptor's projection '\(name)' is used"
        case .managedObject: return "a Core Data class, an 'ObservableObject' through '\(name)'"
        case .inheritedPublished: return "'@Published' property '\(name)' of a superclass"
        case .sceneDelegate: return "a scene delegate ('\(name)') that SwiftUI puts into the environment"
        case .stateObjectLifetime: return "an 'init' or 'deinit' that relies on '@StateObject''s one instance per view identity"
        }
    }
}

extension MigrationBlockerKind {
    /// The stable identifier of `DiagnosticMessage.migrationBlocked` of this kind (the README's
    /// diagnostics table lists each).
    package var id: String {
        switch self {
        case .publisher: return "migrate-blocked-publisher"
        case .objectWillChange: return "migrate-blocked-object-will-change"
        case .assign: return "migrate-blocked-assign"
        case .observableObjectType: return "migrate-blocked-generic"
        case .backingStore: return "migrate-blocked-backing-store"
        case .backtickedName: return "migrate-blocked-backticked-name"
        case .localClass: return "migrate-blocked-local-class"
        case .openProperty: return "migrate-blocked-open-property"
        case .shadowedName: return "migrate-blocked-shadowed-name"
        case .attributePlacement: return "migrate-blocked-attribute-placement"
        case .opaqueType: return "migrate-blocked-opaque-type"
        case .untrackableProperty: return "migrate-blocked-untrackable-property"
        case .propertyWrapper: return "migrate-blocked-property-wrapper"
        case .ambiguousSuperclass: return "migrate-blocked-ambiguous-superclass"
        case .ambiguousClass: return "migrate-blocked-ambiguous-class"
        case .unknownWrapper: return "migrate-blocked-unknown-wrapper"
        case .untypedWrapper: return "migrate-blocked-wrapper-type"
        case .observedWrapper: return "migrate-blocked-wrapper-observers"
        case .enclosingObservableWrapper: return "migrate-blocked-wrapper-enclosing-instance"
        case .wrapperProjection: return "migrate-blocked-wrapper-projection"
        case .genericArgument: return "migrate-blocked-generic-argument"
        case .protocolConformer, .protocolExtensionConformer, .protocolUnresolvedConformer: return "migrate-blocked-protocol"
        case .aliasConformer: return "migrate-blocked-alias"
        case .genericCoupled: return "migrate-blocked-generic-coupled"
        case .genericUntoldArgument: return "migrate-blocked-generic-untold-argument"
        case .associatedTypeBinding, .associatedTypeCoupled, .associatedTypeForeignBinding, .associatedTypeUntold, .associatedTypeUse:
            return "migrate-blocked-associated-type"
        case .unknownMacro: return "migrate-blocked-unknown-macro"
        case .stateObjectLifetime: return "migrate-blocked-state-object-lifetime"
        case .wrapperValue: return "migrate-blocked-wrapper-value"
        case .nestedWrapper: return "migrate-blocked-nested-wrapper"
        case .wrapperAttribute: return "migrate-blocked-wrapper-attribute"
        case .focusedObject: return "migrate-blocked-focused-object"
        case .importedWrapper: return "migrate-blocked-imported-wrapper"
        case .delegateAdaptorProjection: return "migrate-blocked-delegate-adaptor-projection"
        case .managedObject: return "migrate-blocked-managed-object"
        case .inheritedPublished: return "migrate-blocked-inherited-published"
        case .sceneDelegate: return "migrate-blocked-scene-delegate"
        }
    }
}
