import ObservableSyntax

/// The type of an `@AppStorage`-like property initialised with a call of a type the run does
/// not declare (`= Data()`, `= Date(timeIntervalSince1970: 0)`): the call creates a value of
/// the type written, as a literal or `Type.member` gives its type (review 12c/02,
/// SwiftUI-WorkoutApp's `DefaultsService`, kept for this alone).
extension MigrationPlanner {
    /// First argument labels of the imported initializers that may fail (`URL(string:)`,
    /// `UUID(uuidString:)`, `UIImage(named:)`, …): their value is optional, not of the type written.
    static let failableInitializerLabels: Set<String> = [
        "string", "base64Encoded", "uuidString", "rawValue", "named", "data", "exactly", "identifier", "abbreviation",
        "contentsOf", "contentsOfFile", "resource", "path", "hex", "description", "name", "systemName",
    ]

    /// Imported types whose unlabeled one-argument initializers may fail (`Int("3")`).
    static let failableConversionTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float80",
        "CGFloat", "Bool", "Decimal", "URL", "UUID",
    ]

    /// `Type(…)`, `Module.Type(…)`, `Type.init(…)` (the whole initializer; no generic arguments,
    /// no trailing closure) of a capitalised type the run does not declare and with no function
    /// of that name in the run, not a failable initializer (a label of
    /// `failableInitializerLabels`, an unlabeled argument of a `failableConversionTypes` type,
    /// or an `init?` in the run's extensions of the type): the type as written. Nil otherwise.
    func importedTypeCreated(by initializer: TokenSpan, in source: MigrationSource) -> String? {
        guard let (written, open) = wholeCall(initializer, in: source) else { return nil }
        let components = written.split(separator: ".").map(String.init)
        guard let simple = components.last, let head = components.first, simple.first?.isUppercase == true,
              catalogue.keysBySimpleName[simple] == nil, catalogue.keysBySimpleName[head] == nil,
              !declaresFunction(named: head) else { return nil }
        if source.kind(open + 1) == .identifier, source.kind(open + 2) == .colon {
            if Self.failableInitializerLabels.contains(source.text(open + 1)) { return nil }
        } else if open + 1 < initializer.last, Self.failableConversionTypes.contains(simple) {
            return nil
        }
        let failable = catalogue.sites.contains { site in
            site.declaration.kind == .extension && site.simpleName == simple
                && MemberWalk(site.declaration.members).contains { if case let .initializer(initializer) = $0 { initializer.isFailable } else { false } }
        }
        return failable ? nil : written
    }

    /// Whether the run declares a function `name` (at file scope, or in one of its types).
    func declaresFunction(named name: String) -> Bool {
        sources.contains { ModelCatalogue.functions($0.tree.members).contains { $0.name == name } }
            || catalogue.sites.contains { ModelCatalogue.functions($0.declaration.members).contains { $0.name == name } }
    }
}
