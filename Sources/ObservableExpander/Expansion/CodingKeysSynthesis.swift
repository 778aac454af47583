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
    /// The `CodingKeys` declaration for `type` (named `qualifiedName` in the run's index; LF
    /// line breaks, not indented, indentation `unit` inside), or nil when it does not conform
    /// to a Codable protocol in its own declaration or already declares `CodingKeys` (in its
    /// body, or in an extension in a file of the run or its context).
    func codingKeysDeclaration(for type: TypeDeclaration, qualifiedName: String, unit: String) -> String? {
        let codable: Set<String> = ["Codable", "Encodable", "Decodable", "Swift.Codable", "Swift.Encodable", "Swift.Decodable"]
        guard type.inheritance.contains(where: { codable.contains($0.qualifiedName) }),
              !Self.memberTypeNames(type.members).contains("CodingKeys"),
              classes.typeEntries(qualifiedName + ".CodingKeys", useFallback: false) == nil else { return nil }
        let lines = codingKeyLines(type.members)
        // An enum without cases cannot have a raw type.
        guard !lines.isEmpty else { return "enum CodingKeys: Swift.CodingKey {}" }
        let body = lines.map { $0.hasPrefix("#") ? $0 : unit + $0 }.joined(separator: "\n")
        return "enum CodingKeys: Swift.String, Swift.CodingKey {\n" + body + "\n}"
    }

    /// The `case` lines for the stored properties among `members`, with `#if` clauses
    /// re-created around those inside them (a block that holds none is left out).
    private func codingKeyLines(_ members: [Member]) -> [String] {
        var lines: [String] = []
        for member in members {
            switch member {
            case let .variable(variable):
                lines += codingKeyCases(variable).map { "case " + $0 }
            case let .ifConfig(block):
                var clauses: [[String]] = []
                for clause in block.clauses {
                    var directive = text(clause.directive)
                    if let condition = clause.condition { directive += " " + sourceText(condition) }
                    clauses.append([directive] + codingKeyLines(clause.elements))
                }
                guard clauses.contains(where: { $0.count > 1 }) else { continue }
                lines += clauses.flatMap { $0 } + ["#endif"]
            default:
                break
            }
        }
        return lines
    }

    /// The cases for one `var`/`let`: `_name = "name"` for each tracked binding, the name as
    /// written for an untracked stored one, nothing for what Codable synthesis skips.
    private func codingKeyCases(_ variable: VariableDeclaration) -> [String] {
        if variable.head.isStatic || variable.head.hasModifier("lazy") || variable.head.hasModifier("override") { return [] }
        let tracked = ObservationRules.trackingDecision(variable, isIgnored: questions.isIgnored(variable.head)).applies
        var cases: [String] = []
        for binding in variable.bindings where !binding.isComputed {
            switch binding.pattern {
            case let .identifier(index):
                let name = text(index)
                if tracked {
                    cases.append(String(decoding: Self.storageName(name), as: UTF8.self) + " = \"" + Self.escapedForStringLiteral(Self.bareName(name)) + "\"")
                } else if Self.bareName(name) != "_$observationRegistrar" {
                    cases.append(name)
                }
            case let .other(span):
                // A tuple pattern `(a, b)`: each name it binds (a label is followed by `:`).
                for index in span.first ... span.last where tokens[index].kind == .identifier && text(index) != "_" {
                    if index + 1 <= span.last, tokens[index + 1].kind == .colon { continue }
                    cases.append(text(index))
                }
            }
        }
        return cases
    }

    /// `text` with `\\` and `"` escaped, for a string literal.
    private static func escapedForStringLiteral(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
