import ObservableSyntax

/// Rule `ignoredPropertyRead`, for references: a migrated class's `let` (or a `var` set only in `init`) that
/// holds a plain class does not make the state it points to unchanging. A view reading
/// `model.isEnabled` (`service.enabled`, with `let service: Service`) was redrawn before by
/// every `@Published` change of the model, and so showed the held object's new state; under
/// Observation the read registers nothing (checked with the Observation runtime), so the
/// view is no longer redrawn. Such a property is added to the class's `ignoredReads` (its
/// readers are found as those of an ignored property), and the view's read is reported as
/// `migrate-reference-state-view-read`.
extension MigrationPlanner {
    /// The stored instance properties of the migrated class at `site` among `candidates` (its
    /// `let`s and the `var`s set only in `init`) whose type is a class that is not observable
    /// after the run and whose state changes: a class of the run one of whose stored `var`s is
    /// written somewhere in the run (not in its own `init`s), or a type the run does not
    /// declare (not a known value type) on which a method is called or through which a
    /// member is set outside the holder's `init`s. Property name -> the held class.
    func changingReferences(_ candidates: Set<String>, of site: TypeSite) -> [String: String] {
        var result: [String: String] = [:]
        for name in candidates.sorted() {
            // A type name is capitalized (`appending` of `base.appending(path:)` is a call's).
            guard let type = heldReferenceType(of: site.key, member: name), type.first?.isUppercase == true,
                  !isObservableClassAfterRun(type), type != site.key else { continue }
            let bodies = catalogue.bodies(of: type)
            if bodies.isEmpty {
                guard !Self.unchangingImportedTypes.contains(type), isCalledOrSetThrough(name, outsideInitsOf: site.key) else { continue }
            } else {
                guard bodies.contains(where: { catalogue.sites[$0].declaration.kind == .class }), hasWrittenVariable(type) else { continue }
            }
            result[name] = type
        }
        return result
    }

    /// Whether a stored instance `var` of the class keyed `type` is written anywhere in the
    /// run (whatever the receiver), other than in the class's `init`s: also through a binding a
    /// control sets (`Toggle(isOn: $preferences.x)`, `$manager.device.name`:
    /// `isProjectedBindingMember`), and by a Combine pipeline, in an `init` too
    /// (`assign(to: &$x)`: `isAssignTarget`), which writes after it (review 47b/05-07).
    func hasWrittenVariable(_ type: String) -> Bool {
        var names: Set<String> = []
        var inits: [Int: [ClosedRange<Int>]] = [:]
        for k in catalogue.bodies(of: type) {
            let body = catalogue.sites[k]
            for variable in ModelCatalogue.variables(body.declaration.members) where !variable.head.isStatic && !variable.isLet {
                for binding in variable.bindings where !binding.isComputed {
                    if let name = name(of: binding, in: sources[body.file]) { names.insert(name) }
                }
            }
            for initializer in Self.initializers(body.declaration.members) {
                inits[body.file, default: []].append(initializer.head.span.first ... initializer.head.span.last)
            }
        }
        for name in names.sorted() {
            for place in identifierOccurrences.places(of: name, in: sources) + identifierOccurrences.places(of: "$" + name, in: sources) {
                let file = Int(place.file), t = Int(place.token), source = sources[file]
                if Self.isAssignTarget(t, in: source) { return true }
                if source.kind(t) != .identifier || inits[file]?.contains(where: { $0.contains(t) }) == true { continue }
                if Self.isWritten(t, in: source) || Self.isProjectedBindingMember(t, in: source) { return true }
            }
        }
        return false
    }

    /// Imported types whose instances a read cannot see change (values, or classes whose
    /// methods do not change what a computed property would read of them).
    static let unchangingImportedTypes: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "Date", "URL", "UUID", "Data", "Locale", "TimeZone", "Calendar",
        "DateComponents", "IndexPath", "CGSize", "CGPoint", "CGRect", "Color", "Font", "Image", "Array", "Dictionary", "Set", "Optional",
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter", "ByteCountFormatter", "MeasurementFormatter",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "Logger", "OSLog", "DispatchQueue", "NotificationCenter",
        "URLSession", "Bundle", "ProcessInfo", "Regex", "NSRegularExpression", "AnyCancellable", "NSAttributedString", "AttributedString",
        "NSString", "NSNumber", "UIImage", "NSImage", "UIColor", "NSColor", "UIFont", "NSFont",
    ]
}

extension MigrationPlanner {
    /// A view's read `holder.y` where `holder` (`model.child`, `model` of class `outer`) holds a
    /// migrated class `inner` and `y` (token `at` of `file`) is one of `inner`'s ignored
    /// properties, or a member that reads one: the view was redrawn before by every change
    /// `outer` published, and
    /// showed `y`'s new value with it; now the read registers nothing, so it is reported as a
    /// direct read of `inner`'s ignored property is (rule `ignoredPropertyRead`).
    mutating func reportIgnoredReadThroughHolder(view: String, holder: String, outer: String, inner: String, at: Int, in file: Int, reported: inout Set<String>) {
        let source = sources[file]
        guard source.kind(at) == .identifier, let facts = ignoredReads[inner] else { return }
        let member = source.text(at)
        guard let property = facts.properties.contains(member) ? member : facts.readers[member] else { return }
        // An assignment is no read; a further observable link is tracked through it.
        if source.kind(at + 1) == .equal || Self.isWritten(at, in: source) { return }
        if source.kind(at + 1) == .leftParen && facts.properties.contains(member) && declaresMethod(member, of: inner) { return }
        if source.kind(at + 1) == .period, let next = memberType(of: inner, member: member, isStatic: false), isObservableClassAfterRun(next) { return }
        if followsTrackedRead(member: member, property: property, of: inner) { return }
        let read = holder + "." + member
        guard reported.insert(read).inserted else { return }
        // The view was redrawn before by the changes `outer` published.
        report(.migrationIgnoredPropertyViewRead(view: view, read: read, name: property, className: outer), file: file, token: at)
        explain(rule: .ignoredPropertyRead, "'\(read)' is read by view '\(view)'",
                reason: "'\(property)' of '\(inner)' did not notify and stays '@ObservationIgnored', so a change of it alone does not redraw the view, which every '@Published' change of '\(outer)' redrew before",
                file: file, offset: source.offset(at))
    }

    /// Whether migrated class `type` has a stored instance property holding a migrated class
    /// with ignored properties (`reportIgnoredReadThroughHolder`).
    func holdsClassWithIgnoredReads(_ type: String) -> Bool {
        guard observableClasses.contains(type) else { return false }
        return catalogue.bodies(of: type).contains { k in
            let site = catalogue.sites[k]
            return ModelCatalogue.variables(site.declaration.members).contains { variable in
                !variable.head.isStatic && variable.bindings.contains { binding in
                    guard let name = name(of: binding, in: sources[site.file]), let held = memberType(of: type, member: name, isStatic: false) else { return false }
                    return held != type && observableClasses.contains(held) && ignoredReads[held] != nil
                }
            }
        }
    }
}
