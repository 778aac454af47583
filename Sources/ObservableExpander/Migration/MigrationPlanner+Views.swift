import ObservableSyntax

/// Rewriting the uses of migrated classes in views and call sites (rule: "for migrated types
/// only").
extension MigrationPlanner {
    /// The property wrappers of `ObservableObject` that a migration rewrites.
    enum Wrapper: String {
        case stateObject = "StateObject"
        case observedObject = "ObservedObject"
        case environmentObject = "EnvironmentObject"

        init?(attribute: Attribute) {
            let name = attribute.name.hasPrefix("SwiftUI.") ? String(attribute.name.dropFirst(8)) : attribute.name
            self.init(rawValue: name)
        }
    }

    /// `@StateObject` -> `@State` (and its `_x = StateObject(wrappedValue:)` assignments),
    /// `@ObservedObject` -> `@Bindable` (when `$x` is used in the type) or nothing,
    /// `@EnvironmentObject` -> `@Environment(T.self)`, for properties of migrated types.
    mutating func rewriteViewProperties() {
        let once = runOnceTypes()
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind != .protocol {
            let file = site.file
            let source = sources[file]
            var rewroteAny = false
            // An `App` (its `init` runs once) or a preview: an eager initializer costs nothing.
            let eagerInitMatters = !(([site.qualifiedName] + site.scope).contains(where: once.contains) || isInPreviewMacro(site))
            for variable in ModelCatalogue.variables(site.declaration.members) {
                let attributes = ModelCatalogue.attributes(variable.attributes)
                guard let attribute = attributes.first(where: { Wrapper(attribute: $0) != nil }), let wrapper = Wrapper(attribute: attribute),
                      variable.bindings.count == 1, let binding = variable.bindings.first, let name = name(of: binding, in: source) else { continue }
                if reportsUnresolvedMemberType(of: binding, site: "@\(attribute.name) var \(name)", file: file, at: attribute.span.first) { continue }
                guard let type = propertyType(of: binding, file: file) else {
                    // `= ImportedType.shared`: another module's type, no class of the run.
                    if let initializer = binding.initializer, let imported = importedTypeHead(file: file, first: initializer.first, last: initializer.last)
                        ?? importedConstantHead(file: file, first: initializer.first, last: initializer.last)
                        ?? importedValueName(file: file, first: initializer.first, last: initializer.last) {
                        explainSiteLeft("@\(attribute.name) var \(name)", type: imported, file: file, token: attribute.span.first)
                        continue
                    }
                    // `@StateObject var model = { … }()`: it may hold an observable class. An
                    // error while any class of the run is one (after a migration too), so that
                    // every run names it until it is fixed.
                    if !observableClasses.isEmpty { report(.migrationUnknownWrappedType(wrapper: wrapper.rawValue, name: name), file: file, token: attribute.span.first) }
                    continue
                }
                // `@ObservedObject var model: Model` with `Model` a generic parameter of the view
                // or of a type enclosing it: decided by the parameter, whatever else the name means.
                let writtenType = writtenType(of: binding, file: file)
                let parameter = writtenType.flatMap { source.writtenTypeName(ofAnnotation: $0) }.flatMap { written in
                    genericParameterOwner(written, file: file, token: attribute.span.first).map { (name: written, owner: $0) }
                }
                let parameterDecision = parameter.flatMap { genericParameterDecision($0.name, owner: $0.owner) }
                if parameter == nil, let types = ambiguousTypes(type, site: k) {
                    report(.migrationAmbiguousTypeName(name: type, site: "@\(attribute.name) var \(name)", types: types), file: file, token: attribute.span.first)
                    continue
                }
                guard parameter != nil || resolvesMixedClass(type, site: "@\(attribute.name) var \(name)", file: file, token: attribute.span.first) else { continue }
                guard parameter != nil ? parameterDecision != nil : alreadyObservable.contains(type) || isMigratedType(type, site: k) else {
                    explainSiteLeft("@\(attribute.name) var \(name)", type: parameter?.name ?? type, file: file, token: attribute.span.first)
                    continue
                }
                rewroteAny = true
                // `@ObservedObject(initialValue: X()) var x: X` (also `wrappedValue:`, and
                // `@StateObject(wrappedValue:)`): the value moves to the property's initializer,
                // since the new attribute takes none (review 30a, charalarm-ios: dropped, every
                // `NewsListView()` then lacked an argument).
                let attributeValue = binding.initializer == nil ? wrapperAttributeValue(attribute, in: source) : nil
                if let attributeValue, let annotation = binding.typeAnnotation {
                    let end = Int(source.tokens[annotation.last].end)
                    edits[file].append(Edit(end ..< end, " = " + source.sourceText(attributeValue)))
                }
                // `@StateObject<Model> var model`: the type the attribute wrote becomes the
                // annotation, which the new attribute (or none) does not write; `@Environment(T.self)` does.
                if binding.typeAnnotation == nil, wrapper != .environmentObject, let writtenType, case let .identifier(token) = binding.pattern {
                    let end = Int(source.tokens[token].end)
                    edits[file].append(Edit(end ..< end, ": " + source.normalizedText(writtenType) + (attributeValue.map { " = " + source.sourceText($0) } ?? "")))
                }
                let spans = bodySpans(of: site.key)
                let isStatic = variable.head.isStatic
                let dollarUses = isStatic ? staticDollarUses(name, of: k) : spans.flatMap { span in
                    sources[span.file].dollarUses(in: span.span).filter { ($0.receiver == .implicit || $0.receiver == .selfValue) && $0.name == name }.map { (span.file, $0) }
                }
                let old = "@" + attribute.name
                let new: String
                // `@StateObject var settings = Settings.shared`: the view does not own a shared
                // instance, so it becomes what a view writes for a model it is given.
                let shared = wrapper == .stateObject && binding.initializer.map { isStoredSharedInstance($0, file: file, implicitType: type) } == true
                // `_x = StateObject(wrappedValue: X.shared)` in each `init` (and no initial value):
                // the same as `@StateObject var x = X.shared`.
                let sharedAssignments = wrapper == .stateObject && binding.initializer == nil ? stateObjectAssignments(to: name, inType: site.key) : []
                let sharedInit = assignsSharedInstancesOnly(sharedAssignments)
                // A model the view is given: a plain property, or `@Bindable` where `$name` makes bindings.
                func plainOrBindable() -> String {
                    if dollarUses.isEmpty {
                        edits[file].append(source.removal(of: attribute.span))
                        return keepsMemberwiseAccess(variable, binding: binding, name: name, site: k) ? "let" : "var"
                    }
                    edits[file].append(source.replacement(of: attribute.span, with: "@" + swiftUI("Bindable", file: file, token: attribute.span.first)))
                    return "@" + swiftUI("Bindable", file: file, token: attribute.span.first)
                }
                switch wrapper {
                case .stateObject where isStatic:
                    // `@StateObject static var`: SwiftUI never installs a wrapper on a static
                    // property (no view owns it), so it is a plain `static var` (review 24b/03),
                    // as `@ObservedObject static var` is; `@State` would warn of a per-view
                    // evaluation that a static initializer never makes.
                    new = plainOrBindable()
                case .stateObject where shared:
                    new = plainOrBindable()
                    report(.migrationSingletonProperty(name: name, initializer: Self.shortened(source.sourceText(binding.initializer!)), new: new),
                           file: file, token: attribute.span.first)
                case .stateObject where sharedInit:
                    new = plainOrBindable()
                    for (other, assignment) in sharedAssignments {
                        let value = sources[other].sourceText(TokenSpan(assignment.label + 2, assignment.close - 1))
                        report(.migrationSingletonProperty(name: name, initializer: Self.shortened(value), new: new), file: other, token: assignment.target)
                    }
                    for span in spans {
                        rewriteWrapperAssignments(sources[span.file].stateObjectAssignments(in: span.span), to: name, bindable: !dollarUses.isEmpty, file: span.file)
                    }
                case .stateObject:
                    new = "@" + swiftUI("State", file: file, token: attribute.span.first)
                    edits[file].append(source.replacement(of: attribute.span, with: new))
                    if let initializer = binding.initializer ?? attributeValue {
                        if eagerInitMatters {
                            report(.migrationStateObjectEagerInit(initializer: Self.quotedInitializer(source.sourceText(initializer))), file: file, token: attribute.span.first)
                        }
                    } else if !spans.contains(where: { span in sources[span.file].stateObjectAssignments(in: span.span).contains { $0.property == name } }) {
                        // Set by the memberwise initializer (or one that assigns `self.x`).
                        report(.migrationStateObjectMemberwise(name: name), file: file, token: attribute.span.first)
                    }
                    for span in spans { rewriteStateObjectAssignments(to: name, file: span.file, in: span.span, eagerInitMatters: eagerInitMatters) }
                case .observedObject:
                    new = plainOrBindable()
                    for span in spans { rewriteObservedObjectAssignments(to: name, bindable: !dollarUses.isEmpty, file: span.file, in: span.span) }
                case .environmentObject:
                    // A member of the view named as the type would be found in the expression (review 28c/02).
                    let written = expressionSpelling(ofType: writtenType.map { source.normalizedText($0) } ?? type, view: site.key, file: file)
                    new = "@" + swiftUI("Environment", file: file, token: attribute.span.first) + "(\(written).self)"
                    edits[file].append(source.replacement(of: attribute.span, with: new))
                    addBindableLocals(name, site: k)
                    // `_foo = EnvironmentObject()` -> `_foo = Environment(Foo.self)`.
                    for span in spans {
                        let body = sources[span.file]
                        for assignment in body.environmentObjectAssignments(in: span.span) where assignment.property == name {
                            let replacement = swiftUI("Environment", file: span.file, token: assignment.call.first) + "(\(written).self)"
                            edits[span.file].append(body.replacement(of: assignment.call, with: replacement))
                            summary.rewrittenCalls += 1
                            report(.migrationCallRewritten(old: body.normalizedText(assignment.call), new: replacement), file: span.file, token: assignment.call.first)
                        }
                    }
                }
                summary.rewrittenProperties += 1
                // A class already `@Observable` (not one this run migrates, nor a protocol or
                // generic parameter that moved with its conformers): the site was left behind.
                if parameter == nil ? alreadyObservable.contains(type) && !isMigratedType(type, site: k) : parameterDecision == .unfinished {
                    let site = old + " var " + name
                    report(.migrationUnfinishedSite(site: site, className: parameter?.name ?? type, new: new), file: file, token: attribute.span.first)
                }
                if isStatic || (!shared && !sharedInit) { report(.migrationPropertyRewritten(property: name, old: old, new: new), file: file, token: attribute.span.first) }
                let rule: MigrationRule
                switch wrapper {
                case .stateObject: rule = isStatic ? (dollarUses.isEmpty ? .observedObjectToPlain : .observedObjectToBindable)
                    : shared || sharedInit ? .sharedInstanceNotOwned : .stateObjectToState
                case .observedObject: rule = dollarUses.isEmpty ? .observedObjectToPlain : .observedObjectToBindable
                case .environmentObject: rule = .environmentObjectToEnvironment
                }
                explain(rule: rule, "'\(old) var \(name)' becomes '\(new)'", reason: "'\(type)' is '@Observable' after this run", file: file,
                        offset: source.offset(attribute.span.first))
            }
            if rewroteAny { reportDeploymentTarget(site: k) }
        }
    }

    /// A wrapped `private var x = e` took no part in the access of the view's memberwise
    /// initializer; a plain one with an initial value is one of its parameters, and makes it
    /// `private` (or `fileprivate`), so callers elsewhere stop compiling. A `let` with an
    /// initial value is no parameter: written when nothing assigns the property (true is
    /// returned); else an error at the attribute, as the output would not build. A struct
    /// with an `init` of its own has no memberwise one, and keeps `var`.
    mutating func keepsMemberwiseAccess(_ variable: VariableDeclaration, binding: PatternBinding, name: String, site k: Int) -> Bool {
        let site = catalogue.sites[k]
        let source = sources[site.file]
        guard site.declaration.kind == .struct, binding.initializer != nil, !variable.isLet, !variable.head.isStatic,
              let access = variable.modifiers.first(where: { ($0.name == "private" || $0.name == "fileprivate") && $0.detail == nil }),
              // An `init` of its own: no memberwise one.
              Self.initializers(site.declaration.members).isEmpty else { return false }
        let attribute = ModelCatalogue.attributes(variable.attributes).first { Wrapper(attribute: $0) != nil }
        guard !isAssigned(name, inType: site.key) else {
            // Callers that pass nothing use the implicit `init()`, which keeps the struct's access.
            if keepsArgumentlessInitializer(site: k) { return false }
            report(.migrationPrivateMemberwiseInitializer(name: name, access: access.name, view: site.key),
                   file: site.file, token: attribute?.span.first ?? variable.keyword)
            return false
        }
        edits[site.file].append(source.replacement(of: TokenSpan(variable.keyword, variable.keyword), with: "let"))
        return true
    }

    /// Whether property `name` of the type keyed `key` is assigned in its bodies (`name = …`,
    /// `self.name = …`, `_name = …`, a compound assignment, a tuple's element, `&name`), as
    /// the body walk found (`BodyUses.propertyAssignments`): the assignment of a local of the
    /// name is not one of it. Tokens the walk could not read that name it count as one.
    func isAssigned(_ name: String, inType key: String) -> Bool {
        let names: Set<String> = [name, "_" + name]
        for (file, span) in bodySpans(of: key) {
            let source = sources[file]
            let uses = source.bodyUses.value
            if uses.propertyAssignments.contains(where: { source.holds(span, $0.token) && names.contains($0.name) }) { return true }
            for unread in uses.unreadSpans where unread.first <= span.last && span.first <= unread.last {
                let tokens = max(unread.first, span.first) ... min(unread.last, span.last)
                if tokens.contains(where: { source.kind($0) == .identifier && names.contains(source.text($0)) }) { return true }
            }
        }
        return false
    }

    /// The qualified names of the run's types whose `init` runs once per process, or that only
    /// previews build: those conforming to `App` or `PreviewProvider` (in their declaration or
    /// an extension's). A type nested in one is judged by it (`Foo_Previews.Preview`).
    func runOnceTypes() -> Set<String> {
        let kinds: Set<String> = ["App", "SwiftUI.App", "PreviewProvider", "SwiftUI.PreviewProvider"]
        var names: Set<String> = []
        for site in catalogue.sites where site.declaration.inheritance.contains(where: { kinds.contains($0.qualifiedName) }) {
            names.insert(site.qualifiedName)
        }
        return names
    }

    /// The qualified names of the run's types conforming to `App` (their `init` runs once per process).
    func appTypes() -> Set<String> {
        Set(catalogue.sites.filter { $0.declaration.inheritance.contains { ["App", "SwiftUI.App"].contains($0.qualifiedName) } }.map(\.qualifiedName))
    }

    /// Whether a type is declared in the body of a `#Preview { … }` macro.
    func isInPreviewMacro(_ site: TypeSite) -> Bool {
        let token = site.declaration.keyword
        return previewBodies[site.file].contains { $0.lowerBound < token && token < $0.upperBound }
    }

    /// The token ranges of `source`'s `#Preview` macros from the `#Preview` to its body's `}`
    /// (a `(…)` of arguments between them), in token order.
    static func previewBodies(_ source: MigrationSource) -> [ClosedRange<Int>] {
        var bodies: [ClosedRange<Int>] = []
        for t in source.tokens.indices where source.kind(t) == .poundKeyword && source.text(t) == "#Preview" {
            var j = t + 1
            if j < source.tokens.count && source.kind(j) == .leftParen, let close = source.closingBracket(of: j) { j = close + 1 }
            if j < source.tokens.count && source.kind(j) == .leftBrace, let close = source.closingBracket(of: j) { bodies.append(t ... close) }
        }
        return bodies
    }

    /// The `_name = StateObject(wrappedValue: e)` assignments in the bodies of the type keyed
    /// `key`, with their files.
    func stateObjectAssignments(to name: String, inType key: String) -> [(Int, MigrationSource.StateObjectAssignment)] {
        bodySpans(of: key).flatMap { span in sources[span.file].stateObjectAssignments(in: span.span).filter { $0.property == name }.map { (span.file, $0) } }
    }

    /// Whether `assignments` are some, and each assigns a stored shared instance (`X.shared`).
    func assignsSharedInstancesOnly(_ assignments: [(Int, MigrationSource.StateObjectAssignment)]) -> Bool {
        !assignments.isEmpty && assignments.allSatisfy { file, assignment in
            assignment.close > assignment.label + 2 && isStoredSharedInstance(TokenSpan(assignment.label + 2, assignment.close - 1), file: file)
        }
    }

    /// `_name = StateObject(wrappedValue: e)` -> `_name = State(initialValue: e)`.
    mutating func rewriteStateObjectAssignments(to name: String, file: Int, in span: TokenSpan, eagerInitMatters: Bool = true) {
        let source = sources[file]
        for assignment in source.stateObjectAssignments(in: span) where assignment.property == name {
            // `_foo = .init(wrappedValue: e)` is `State(wrappedValue: e)` now, as it is.
            guard let wrapper = assignment.wrapper else {
                if assignment.close > assignment.label + 2 && eagerInitMatters { reportStateObjectValue(assignment, name: name, file: file, token: assignment.callee.first) }
                continue
            }
            edits[file].append(source.replacement(of: wrapper, with: swiftUI("State", file: file, token: wrapper.first)))
            edits[file].append(source.replacement(of: TokenSpan(assignment.label, assignment.label), with: "initialValue"))
            summary.rewrittenCalls += 1
            let old = source.normalizedText(TokenSpan(assignment.callee.first, assignment.label))
            report(.migrationCallRewritten(old: old + ":", new: swiftUI("State", file: file, token: wrapper.first) + "(initialValue:"), file: file, token: wrapper.first)
            if assignment.close > assignment.label + 2 && eagerInitMatters { reportStateObjectValue(assignment, name: name, file: file, token: wrapper.first) }
        }
    }

    /// The trap of `_name = StateObject(wrappedValue: e)` made `State`: `e` evaluated on every
    /// init; when `e` is a parameter or local (`proxy`), evaluating it costs nothing, and the
    /// trap is the caller's instance made on every parent update (as for a memberwise one).
    mutating func reportStateObjectValue(_ assignment: MigrationSource.StateObjectAssignment, name: String, file: Int, token: Int) {
        let source = sources[file]
        let value = assignment.label + 2
        if assignment.close == value + 1, source.kind(value) == .identifier, source.text(value).first?.isLowercase == true, !source.isWord(value, "self") {
            report(.migrationStateObjectMemberwise(name: name), file: file, token: token)
            return
        }
        // `Store.shared`: no instance is made, as for `@StateObject var x = Store.shared`.
        if isStoredSharedInstance(TokenSpan(value, assignment.close - 1), file: file) { return }
        let expression = source.sourceText(TokenSpan(value, assignment.close - 1))
        report(.migrationStateObjectEagerInit(initializer: Self.quotedInitializer(expression)), file: file, token: token)
    }

    /// `_name = ObservedObject(wrappedValue: e)` (or `initialValue:`, `.init(…)`) ->
    /// `_name = Bindable(wrappedValue: e)` for a `@Bindable` property, `self.name = e` for a
    /// plain one.
    mutating func rewriteObservedObjectAssignments(to name: String, bindable: Bool, file: Int, in span: TokenSpan) {
        rewriteWrapperAssignments(sources[file].observedObjectAssignments(in: span), to: name, bindable: bindable, file: file)
    }

    /// `rewriteObservedObjectAssignments` of `assignments` (of `file`): also
    /// `_name = StateObject(wrappedValue: X.shared)`, a shared instance the view does not own.
    mutating func rewriteWrapperAssignments(_ assignments: [MigrationSource.StateObjectAssignment], to name: String, bindable: Bool, file: Int) {
        let source = sources[file]
        for assignment in assignments where assignment.property == name && assignment.close > assignment.label + 2 {
            let old = "_\(name) = " + source.normalizedText(TokenSpan(assignment.callee.first, assignment.label)) + ":"
            let new: String
            if bindable {
                if let wrapper = assignment.wrapper { edits[file].append(source.replacement(of: wrapper, with: swiftUI("Bindable", file: file, token: wrapper.first))) }
                edits[file].append(source.replacement(of: TokenSpan(assignment.label, assignment.label), with: "wrappedValue"))
                new = "_\(name) = " + (assignment.wrapper == nil ? ".init" : swiftUI("Bindable", file: file, token: assignment.target)) + "(wrappedValue:"
            } else {
                let target = source.kind(assignment.target - 1) == .period ? name : "self." + name
                edits[file].append(source.replacement(of: TokenSpan(assignment.target, assignment.target), with: target))
                edits[file].append(Edit(source.offset(assignment.callee.first) ..< source.offset(assignment.label + 2), ""))
                edits[file].append(Edit(Int(source.tokens[assignment.close - 1].end) ..< Int(source.tokens[assignment.close].end), ""))
                new = target + " ="
            }
            summary.rewrittenCalls += 1
            report(.migrationCallRewritten(old: old, new: new), file: file, token: assignment.target)
        }
    }

    /// `.environmentObject(x)` -> `.environment(x)` where `x`'s type is known to be migrated;
    /// a warning where it cannot be told and some class migrated.
    mutating func rewriteEnvironmentObjectCalls() {
        for (file, source) in sources.enumerated() {
            for call in source.environmentObjectCalls(in: TokenSpan(0, max(0, source.tokens.count - 1))) where call.close > call.open + 1 {
                let first = call.open + 1, last = call.close - 1
                let argument = source.sourceText(TokenSpan(first, last))
                if reportsUnresolvedMemberType(TokenSpan(first, last), call: true, site: ".environmentObject(\(Self.shortened(argument)))", file: file, at: call.name) { continue }
                // `m` of `_ m: some ObservableObject` whose declaration moved with the classes passed.
                let someParameter = first == last && source.kind(first) == .identifier
                    && isMigratedGenericParameter(Self.someParameterKey(source.text(first)), file: file, token: call.name)
                guard let known = someParameter ? "some Observable & AnyObject" : argumentType(file: file, first: first, last: last) else {
                    // `PermissionManager.shared` of an imported module, or a property initialised
                    // from one: no class of the run.
                    if let imported = importedTypeHead(file: file, first: first, last: last) ?? importedPropertyHead(file: file, first: first, last: last)
                        ?? importedValueName(file: file, first: first, last: last) ?? importedBoundValue(file: file, first: first, last: last) {
                        explainSiteLeft(".environmentObject(\(Self.shortened(argument)))", type: imported, file: file, token: call.name)
                        continue
                    }
                    if !observableClasses.isEmpty { report(.migrationUnknownEnvironmentObject(argument: Self.shortened(argument)), file: file, token: call.name) }
                    continue
                }
                if !someParameter, let types = ambiguousTypes(known, site: catalogue.enclosingSite(file: file, token: call.name)) {
                    report(.migrationAmbiguousTypeName(name: known, site: ".environmentObject(\(Self.shortened(argument)))", types: types), file: file, token: call.name)
                    continue
                }
                guard resolvesMixedClass(known, site: ".environmentObject(\(Self.shortened(argument)))", file: file, token: call.name) else { continue }
                // `func inject<T: ObservableObject>(_ t: T)`: a `T` whose constraint became
                // `Observable & AnyObject` has no `.environmentObject` any more.
                // `.environmentObject(vpn)` of `@EnvironmentObject var vpn: VPN` in `struct Menu<VPN:
                // VPNService>`, whose protocol moved (review 26a/01, coder-desktop-macos): as the
                // property was rewritten, so is the call.
                let movedParameter = genericParameterOwner(known, file: file, token: call.name).flatMap { genericParameterDecision(known, owner: $0) } != nil
                    || isMovedFunctionGenericParameter(known, file: file, token: call.name)
                guard someParameter || movedParameter || observableClasses.contains(known) || isMigratedGenericParameter(known, file: file, token: call.name) else {
                    explainSiteLeft(".environmentObject(\(Self.shortened(argument)))", type: known, file: file, token: call.name)
                    continue
                }
                explain(rule: .environmentObjectCall, "'.environmentObject(\(Self.shortened(argument)))' becomes '.environment'",
                        reason: "'\(known)' is '@Observable' after this run", file: file, offset: source.offset(call.name))
                edits[file].append(source.replacement(of: TokenSpan(call.name, call.name), with: "environment"))
                summary.rewrittenCalls += 1
                if alreadyObservable.contains(known) && !migrated.contains(known) {
                    report(.migrationUnfinishedSite(site: ".environmentObject(\(Self.shortened(argument)))", className: known, new: ".environment"), file: file, token: call.name)
                }
                report(.migrationCallRewritten(old: ".environmentObject(\(Self.shortened(argument)))", new: ".environment(\(Self.shortened(argument)))"), file: file, token: call.name)
            }
        }
    }

    /// The keys of the run's types named `type` when `type` is a simple name that no lookup
    /// resolved (`typeKey` fell back to it: `Model` outside the types that nest one, with
    /// several nested in the run) and one of them is `@Observable`: which one a site means
    /// cannot be told, and leaving it may leave a wrapper on a migrated class. Nil otherwise,
    /// and for a generic parameter of the enclosing type `site` (or of a type enclosing it).
    func ambiguousTypes(_ type: String, site: Int?) -> [String]? {
        guard catalogue.typesByName[type] == nil, let keys = catalogue.keysBySimpleName[type], keys.contains(where: observableClasses.contains) else { return nil }
        var enclosing = site
        while let k = enclosing {
            if catalogue.sites[k].declaration.genericParameters.contains(where: { $0.name == type }) { return nil }
            enclosing = catalogue.sites[k].declaration.leftBrace.flatMap { open in
                catalogue.enclosingSite(file: catalogue.sites[k].file, token: catalogue.sites[k].declaration.keyword).flatMap { $0 == k || (catalogue.sites[$0].declaration.leftBrace ?? 0) >= open ? nil : $0 }
            }
        }
        return keys.sorted()
    }

    /// `text` on one line, whitespace runs made single spaces, at most 60 characters.
    static func shortened(_ text: String) -> String {
        var result = ""
        var lastWasSpace = false
        for character in text {
            if character.isWhitespace {
                if !lastWasSpace && !result.isEmpty { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        return result.count > 60 ? String(result.prefix(59)) + "…" : result
    }
}
