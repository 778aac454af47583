import Foundation

/// The property declarations with an attribute that README's prose shows as inline code
/// (`@Published var x = 0`, `@StateObject var foo = Foo()`, mostly in the migration tables):
/// each is type-checked as a member (or, when its initializer names the property itself, as a
/// local in a view's `body`) of a type where that attribute belongs, against the stand-in
/// SwiftUI and Combine. The names the tables use are declared around it: `Foo` (an
/// `ObservableObject` for the attributes of before a migration, an `@Observable` class for
/// those of after, each with `static let shared`), `makeFoo()`, `someValue`, and a superclass with `var x: Int` for `override`.
/// `…` stands for elided code and is dropped.
struct ReadmeInlineDeclaration: Sendable {
    var line: Int
    var code: String

    /// The attributes before a migration (Combine's world) and after it (Observation's).
    static let before: Set<String> = ["Published", "AppStorage", "StateObject", "ObservedObject", "EnvironmentObject"]
    static let after: Set<String> = ["State", "Bindable", "Environment", "ObservationIgnored"]

    /// Every inline code span of `markdown`, outside fenced blocks, that declares a `var` with
    /// an attribute.
    static func find(in markdown: String) -> [ReadmeInlineDeclaration] {
        let span = try! NSRegularExpression(pattern: "`(@[A-Za-z.]+(?:\\([^`)]*\\))? (?:override )?var [^`]+)`")
        var result: [ReadmeInlineDeclaration] = []
        var inFence = false
        for (k, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence else { continue }
            let text = String(line)
            for match in span.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                result.append(ReadmeInlineDeclaration(line: k + 1, code: String(text[Range(match.range(at: 1), in: text)!])))
            }
        }
        return result
    }

    /// The attribute's name (`Environment` for `@Environment(Foo.self)`).
    var attribute: String {
        String(code.dropFirst().prefix { $0.isLetter || $0 == "." }).replacingOccurrences(of: "Combine.", with: "")
    }

    /// The file that declares it in its place, or nil for an attribute the test has no place for.
    var program: String? {
        let declaration = code.replacingOccurrences(of: "…", with: "")
        let isBefore = Self.before.contains(attribute)
        guard isBefore || Self.after.contains(attribute) else { return nil }
        var text = "import SwiftUI\nimport Observation\n"
        text += isBefore
            ? "final class Foo: ObservableObject { @MainActor static let shared = Foo() }\nfunc makeFoo() -> Foo { Foo() }\nlet someValue = Foo()\n"
            : "@Observable final class Foo { @MainActor static let shared = Foo() }\nclass Base { var x: Int = 0 }\n"
        let name = declaration.split(separator: " ").drop { $0 != "var" }.dropFirst().first.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) } ?? ""
        let namesItself = declaration.range(of: "= \(name)") != nil && declaration.range(of: "= \(name)(") == nil
        switch attribute {
        case "Published", "AppStorage":
            text += "final class Model: ObservableObject {\n\(declaration)\n}\n"
        case "ObservationIgnored":
            text += "@Observable final class Model: Base {\n\(declaration)\n}\n"
        default:
            text += namesItself
                ? "struct V: View {\n    let \(name): Foo\n    var body: some View {\n\(declaration)\n        Text(\"\")\n    }\n}\n"
                : "struct V: View {\n\(declaration)\n    var body: some View { Text(\"\") }\n}\n"
        }
        return text
    }
}

extension ReadmeChecker {
    /// Nil when `declaration` type-checks in its place, else why not (naming its line).
    func check(_ declaration: ReadmeInlineDeclaration) -> String? {
        let prefix = "README.md:\(declaration.line): `\(declaration.code)`"
        guard let program = declaration.program else {
            return "\(prefix): no place to check '@\(declaration.attribute)' in; add one to ReadmeInlineDeclarations.swift"
        }
        do {
            guard let message = try typecheck(program, manifest: false) else { return nil }
            return "\(prefix) \(message)"
        } catch {
            return "\(prefix): \(error)"
        }
    }

    /// What each of `declarations` came to, in order: nil when it passed (run concurrently).
    func failures(_ declarations: [ReadmeInlineDeclaration]) -> [String?] {
        Toolchain.parallel(declarations) { check($0) }
    }
}
