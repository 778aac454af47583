// A stand-in for Apple's SwiftUI, for the migration tests only: just enough of its surface for
// the fixtures ("before" with ObservableObject, "after" with Observation) to type-check on Linux,
// where SwiftUI does not exist. It cannot prove that the real framework would accept the same
// code (nothing here can fail where SwiftUI would), so it stays minimal: only the declarations
// the fixtures use, with SwiftUI's own signatures and generic constraints (those are what make
// a wrong rewrite fail here: `Bindable` and `.environment(_:)` require `Observable`,
// `StateObject`, `ObservedObject` and `.environmentObject(_:)` require `ObservableObject`).
// Like SwiftUI, it re-exports Combine.
@_exported import Combine
import Observation

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { return fatalError() } // an explicit return: no view builder
}

/// What every primitive view of the stand-in is: a view with no body of its own.
public protocol PrimitiveView: View where Body == Never {}
extension PrimitiveView {
    public var body: Never { return fatalError("primitive view") }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}

/// A representable: SwiftUI calls `updateNSView` again when what it read changes.
public struct NSViewRepresentableContext<Representable> {}
@MainActor @preconcurrency public protocol NSViewRepresentable: PrimitiveView {
    associatedtype NSViewType: AnyObject
    typealias Context = NSViewRepresentableContext<Self>
    func makeNSView(context: Context) -> NSViewType
    func updateNSView(_ nsView: NSViewType, context: Context)
}

public struct TupleView<T>: PrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }
}

public struct Text: PrimitiveView {
    public init(_ content: String) {}
}

public struct Button: PrimitiveView {
    public init(_ title: String, action: @escaping () -> Void) {}
}

public struct TextField: PrimitiveView {
    public init(_ title: String, text: Binding<String>) {}
}

public struct Toggle: PrimitiveView {
    public init(_ title: String, isOn: Binding<Bool>) {}
}

public struct VStack<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct ForEach<Data: RandomAccessCollection, Content: View>: PrimitiveView where Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public init<ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

/// `List(_:rowContent:)`: its row closure binds each element, as `ForEach`'s does (review 48/03).
public struct List<Data: RandomAccessCollection, Content: View>: PrimitiveView where Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Content) {}
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

public protocol DynamicProperty { mutating func update() }
extension DynamicProperty { public mutating func update() {} }

@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    private let box: Box
    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        Binding(get: { self.box.value }, set: { self.box.value = $0 })
    }
}

/// SwiftUI's `@AppStorage`: a value kept in user defaults under `key` (here, in a process-wide
/// dictionary). Inside an `ObservableObject` it publishes through the enclosing object (the
/// issue's premise); the stand-in only needs its surface and its storage.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let initial: Value
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        initial = wrappedValue
    }
    public var wrappedValue: Value {
        get { appStorageDefaults[key] as? Value ?? initial }
        nonmutating set { appStorageDefaults[key] = newValue }
    }
    public var projectedValue: Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }
}

nonisolated(unsafe) private var appStorageDefaults: [String: Any] = [:]

@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> where Value: AnyObject & Observable {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

public struct EnvironmentValues {}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {}
    public var wrappedValue: Value { fatalError("no environment in the stand-in") }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let thunk: () -> ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }
    public var wrappedValue: ObjectType { thunk() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(root: thunk()) }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(get: { self.root[keyPath: keyPath] }, set: { self.root[keyPath: keyPath] = $0 })
        }
    }
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType { fatalError("no environment in the stand-in") }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError("no environment in the stand-in") }
}

/// SwiftUI's focus API for objects asks for `ObservableObject` as well.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType? { nil }
}

public struct ModifiedContent<Content: View>: PrimitiveView {
    let content: Content
}

extension View {
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self> { ModifiedContent(content: self) }
    public func focusedObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self> { ModifiedContent(content: self) }
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self> { ModifiedContent(content: self) }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self> { ModifiedContent(content: self) }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self> {
        ModifiedContent(content: self)
    }
}

/// A view modifier: `body(content:)` is a view builder, as `View.body` is.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self> { ModifiedContent(content: self) }
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self> {
        ModifiedContent(content: self)
    }
    /// SwiftUI's takes a `URL`; a `String` here, so that the stand-in needs no Foundation.
    public func onOpenURL(perform action: @escaping (String) -> Void) -> ModifiedContent<Self> { ModifiedContent(content: self) }
    /// SwiftUI's also takes an alignment.
    public func overlay<V: View>(_ overlay: V) -> ModifiedContent<Self> { ModifiedContent(content: self) }
    /// SwiftUI's takes a `CGFloat`; a `Double` here (no CoreGraphics).
    public func padding(_ length: Double) -> ModifiedContent<Self> { ModifiedContent(content: self) }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ModifiedContent<Self> where P.Failure == Never {
        ModifiedContent(content: self)
    }
}
