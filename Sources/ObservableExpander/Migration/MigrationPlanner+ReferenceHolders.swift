import ObservableSyntax

/// Rule `ignoredPropertyRead`, for references held by tracked properties (review 12b, [02] and
/// [08]): a tracked (formerly `@Published`) `var` of a migrated class that holds a class which
/// is not observable after the run (a plain class, a class that stays an `ObservableObject`, a
/// Core Data entity or another module's class) notifies only when it is reassigned. A view that
/// reads `model.device.firmware` was redrawn before by every `@Published` change of the model,
/// and so showed the held object's new state; now the read registers `device` only, and a change
/// made in place (`model.device.firmware = …`, `isLoading = false` in the held class) redraws
/// nothing (checked with the Observation runtime). Such a property joins `referenceReads`, and
/// the view's read through it is reported as `migrate-reference-state-view-read`, as for a `let`.
/// A member of the model that reads through it (`firmware { device?.firmware ?? "" }`), or
/// through another migrated model's such property (`bleManager.pairedDevice.firmware`), is
/// reported where a view reads that member.
extension MigrationPlanner {
    /// The type of stored property `binding` of `file`: written, or of its initializer call
    /// (`typeName`), or of a shared instance it is initialised with (`Plain.shared`,
    /// `App.Store.main`), typed through the index as a property read by name is.
    func heldTypeName(of binding: PatternBinding, file: Int) -> String? {
        if let type = typeName(of: binding, file: file) { return type }
        guard binding.typeAnnotation == nil, let initializer = binding.initializer else { return nil }
        return staticPropertyChainType(file: file, first: initializer.first, last: initializer.last)
    }

    /// `memberType(of:member:isStatic: false)`, also for a property initialised with a shared
    /// instance (`heldTypeName`).
    func heldMemberType(of type: String, member: String) -> String? {
        if let found = memberType(of: type, member: member, isStatic: false) { return found }
        guard let entry = storedProperty(member, of: type) else { return nil }
        return heldTypeName(of: entry.binding, file: catalogue.sites[entry.site].file)
    }

    /// Whether the class keyed `key` is a class of the run that stays an `ObservableObject`.
    func isKeptModel(_ key: String) -> Bool {
        !migrated.contains(key) && catalogue.chains.contains { chain in chain.contains { catalogue.sites[$0].key == key } }
    }

    /// The tracked properties `published` of the migrated class at `site` that hold a class
    /// whose state changes in place and that is not observable after the run: a class of the
    /// run (kept, or plain) one of whose stored `var`s the run writes outside its `init`s, or a
    /// type the run does not declare through which the run sets a member
    /// (`pairedDevice.firmware = …`, `pairedDevice?.firmware = …`). Recorded in
    /// `referenceReads` and `ignoredReads` (its properties) for the views' reads.
    mutating func recordTrackedHolders(_ published: Set<String>, in site: TypeSite) {
        for name in published.sorted() where referenceReads[site.key]?[name] == nil {
            guard let type = heldReferenceType(of: site.key, member: name), type.first?.isUppercase == true,
                  !isObservableClassAfterRun(type), type != site.key, !Self.unchangingImportedTypes.contains(type),
                  !Self.importedValueTypes.contains(type) else { continue }
            let bodies = catalogue.bodies(of: type)
            // `AidokuRunner.Manga`: another module's type, which the run's `Manga` is not (nor
            // does the run's use of `Manga` tell what it is): not followed.
            if isModuleQualified(site.key, member: name) && !bodies.isEmpty { continue }
            if bodies.isEmpty {
                // A member set through it: a class only if the run shows it is one (a value
                // type's member set goes through the tracked setter, which notifies).
                guard isMemberSetThrough(name), isImportedClass(String(type.split(separator: ".").last ?? "")) else { continue }
            } else {
                guard bodies.contains(where: { catalogue.sites[$0].declaration.kind == .class }), hasWrittenVariable(type) else { continue }
            }
            referenceReads[site.key, default: [:]][name] = type
            ignoredReads[site.key, default: ([], [:])].properties.insert(name)
        }
    }

    /// Whether stored property `member` of `key` is written with a type qualified by a name
    /// that is no type of the run (`AidokuRunner.Manga`, a module's name).
    func isModuleQualified(_ key: String, member: String) -> Bool {
        for body in catalogue.bodies(of: key) {
            let site = catalogue.sites[body]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where name(of: binding, in: sources[site.file]) == member {
                    guard let annotation = binding.typeAnnotation, let written = sources[site.file].writtenTypeName(ofAnnotation: annotation),
                          let head = written.split(separator: ".").first, written.contains(".") else { return false }
                    return catalogue.typesByName[String(head)] == nil && catalogue.key(of: [String(head)], scope: []) == nil
                }
            }
        }
        return false
    }

    /// Whether the run shows that `name`, a type it does not declare, is a class: a Core Data
    /// entity (`Device(context: …)`, `Device.fetchRequest()`, `NSFetchRequest<Device>`,
    /// `FetchRequest<Device>`, `FetchedResults<Device>`), or `weak var x: Device?`.
    func isImportedClass(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        let generics: Set<String> = ["NSFetchRequest", "FetchRequest", "FetchedResults", "SectionedFetchRequest", "SectionedFetchResults", "NSFetchedResultsController"]
        for source in sources {
            for t in source.tokens.indices where source.kind(t) == .identifier && source.text(t) == name {
                let count = source.tokens.count
                if t + 3 < count, source.kind(t + 1) == .leftParen, source.isWord(t + 2, "context"), source.kind(t + 3) == .colon { return true }
                if t + 2 < count, source.kind(t + 1) == .period, source.isWord(t + 2, "fetchRequest") { return true }
                if t >= 2, source.kind(t - 2) == .identifier, generics.contains(source.text(t - 2)), source.text(t - 1) == "<" { return true }
                if t >= 4, source.kind(t - 1) == .colon, source.isWord(t - 3, "var"), source.isWord(t - 4, "weak") { return true }
            }
        }
        return false
    }

    /// Whether class `key` of the run (or a superclass of it in the run) declares `member` as a
    /// stored instance `let`.
    func isStoredLet(_ member: String, of key: String) -> Bool {
        for body in ([key] + superclassKeys(of: key)).flatMap({ catalogue.bodies(of: $0) }) {
            let site = catalogue.sites[body]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic && variable.isLet {
                if variable.bindings.contains(where: { name(of: $0, in: sources[site.file]) == member }) { return true }
            }
        }
        return false
    }

    /// The tracked properties of class `key` recorded by `recordTrackedHolders`.
    func trackedHolders(of key: String) -> Set<String> {
        Set(referenceReads[key]?.keys.map { $0 } ?? []).intersection(trackedProperties[key] ?? [])
    }

    /// Whether the run sets a member through `name`, whatever the receiver
    /// (`bleManager.pairedDevice.firmware = …`, `pairedDevice?.firmware = …`): the object it
    /// holds changes in place. A method call is not counted: on a value type of another module
    /// it would go through the property's setter, which notifies.
    func isMemberSetThrough(_ name: String) -> Bool {
        for source in sources {
            for t in source.tokens.indices where source.kind(t) == .identifier && source.text(t) == name {
                guard let member = Self.memberAfter(t, in: source), member + 1 < source.tokens.count else { continue }
                if source.kind(member + 1) == .equal { return true }
                if source.kind(member + 1) == .operator, source.text(member + 1).hasSuffix("="),
                   !["==", "!=", "<=", ">=", "===", "!=="].contains(source.text(member + 1)) { return true }
            }
        }
        return false
    }

    /// The token of the member named after the name at `t` (`x.m`, `x?.m`, `x!.m`), or nil.
    static func memberAfter(_ t: Int, in source: MigrationSource) -> Int? {
        var j = t + 1
        while j < source.tokens.count, source.kind(j) == .operator, source.text(j) == "?" || source.text(j) == "!" { j += 1 }
        guard j + 1 < source.tokens.count, source.kind(j) == .period, source.kind(j + 1) == .identifier else { return nil }
        return j + 1
    }

    /// For each migrated class, its members (non-private computed properties, methods with a
    /// result) that read a member of the object a tracked holder holds (`device?.firmware`,
    /// `self.device.firmware`), or of the one another migrated class's holder holds, reached
    /// through a stored property (`bleManager.pairedDevice.firmware`, recorded as the holder
    /// `bleManager.pairedDevice`): the views that read them are reported.
    mutating func recordHeldReferenceReaders() {
        for k in migratedSites {
            let key = catalogue.sites[k].key
            let own = trackedHolders(of: key)
            for body in catalogue.bodies(of: key) {
                let site = catalogue.sites[body]
                let source = sources[site.file]
                // A setter's reads are no view's (review 17b/03).
                var members: [(name: String, span: TokenSpan, setters: [TokenSpan])] = []
                for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic && !variable.head.hasModifier("private") {
                    for binding in variable.bindings where binding.isComputed {
                        if let name = name(of: binding, in: source), let block = binding.accessorBlock {
                            members.append((name, block, source.writeAccessorSpans(in: block)))
                        }
                    }
                }
                for function in ModelCatalogue.functions(site.declaration.members) where !function.head.isStatic && !function.head.hasModifier("private") {
                    guard let result = function.returnType, !["Void", "()"].contains(source.sourceText(result)) else { continue }
                    members.append((function.name + "()", TokenSpan(result.last + 1, function.head.span.last), []))
                }
                for member in members where member.span.first <= member.span.last {
                    for t in member.span.first ... member.span.last
                    where source.kind(t) == .identifier && !member.setters.contains(where: { $0.first <= t && t <= $0.last }) {
                        // `x` or `self.x`, not `other.x`.
                        if t > 0 && source.kind(t - 1) == .period && !(t >= 2 && source.isWord(t - 2, "self") && !(t >= 3 && source.kind(t - 3) == .period)) { continue }
                        let name = source.text(t)
                        if own.contains(name) {
                            guard let next = Self.memberAfter(t, in: source), !Self.isWritten(t, in: source),
                                  !isStoredLet(source.text(next), of: referenceReads[key]?[name] ?? "") else { continue }
                            recordReader(member.name, reads: name, of: key)
                            break
                        }
                        // `bleManager.pairedDevice.firmware`: a stored property holding another migrated class.
                        guard let next = Self.memberAfter(t, in: source),
                              let type = heldMemberType(of: key, member: name), type != key, migrated.contains(type),
                              trackedHolders(of: type).contains(source.text(next)), let held = referenceReads[type]?[source.text(next)],
                              let after = Self.memberAfter(next, in: source), !isStoredLet(source.text(after), of: held),
                              !Self.isWritten(t, in: source) else { continue }
                        let holder = name + "." + source.text(next)
                        referenceReads[key, default: [:]][holder] = held
                        recordReader(member.name, reads: holder, of: key)
                        break
                    }
                }
            }
        }
    }

    /// Value types of other modules often held by a tracked property and changed in place
    /// through its setter (which notifies): not references.
    static let importedValueTypes: Set<String> = [
        "MKCoordinateRegion", "MKCoordinateSpan", "CLLocationCoordinate2D", "MapCameraPosition", "CGAffineTransform", "CGVector",
        "EdgeInsets", "Angle", "Measurement", "DateInterval", "PersonNameComponents", "URLComponents", "URLRequest", "Duration",
        "CMTime", "NSRange", "NSRect", "NSPoint", "NSSize", "UIEdgeInsets", "NSEdgeInsets", "ScrollPosition", "NavigationPath",
        "AttributeContainer", "Text", "LocalizedStringKey", "ClosedRange", "Range", "Result", "Task",
    ]
}
