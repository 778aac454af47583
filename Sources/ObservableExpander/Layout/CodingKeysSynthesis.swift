import ObservableSyntax

/// `--codable-keys` (`ExpansionOptions.codableKeys`): the `CodingKeys` a `Codable` observable
/// class needs so that it encodes as the same class without the macro would.
///
/// With the macro, a class's stored properties are the `_name` backing stores and the
/// registrar, so Codable synthesis encodes `{"_$observationRegistrar":{},"_name":…}`. A class
/// that names `Codable`, `Encodable` or `Decodable` in its own inheritance clause and declares
/// no `CodingKeys` in its body gets, as the last added member:
///
/// ```swift
/// enum CodingKeys: Swift.String, Swift.CodingKey {
///     case _name = "name"   // a tracked property: its backing store, under its own name
///     case id               // an untracked stored instance property
/// }
/// ```
///
/// Listed are the stored instance properties Codable synthesis would encode: every `var` and
/// `let` that is not `static`/`class`, not computed, not `lazy` (synthesis leaves those out),
/// not an `override` (which stores nothing); tracked ones as their backing store, the registrar
/// left out. A `let` with an initial value is listed, as synthesis encodes it; it is not
/// decoded (it cannot be assigned), as without the macro, and listing it silences the
/// compiler's warning that says so. Properties in `#if` clauses are listed in the same clauses.
extension ExpansionPlanner {
    /// The `CodingKeys` declaration with the decided `lines` (`ClassExpansion.codingKeys`;
    /// LF line breaks, not indented, indentation `unit` inside).
    static func codingKeysDeclaration(_ lines: [String], unit: String) -> String {
        // An enum without cases cannot have a raw type.
        guard !lines.isEmpty else { return "enum CodingKeys: Swift.CodingKey {}" }
        let body = lines.map { $0.hasPrefix("#") ? $0 : unit + $0 }.joined(separator: "\n")
        return "enum CodingKeys: Swift.String, Swift.CodingKey {\n" + body + "\n}"
    }
}
