/// The one place a `TypeExpr` becomes text.
///
/// Each node is a sequence of pieces (its own tokens and its children), in source order:
/// - named: per component `.`(after the first) name, then `<` arg (`,` arg)… `>`;
/// - member: base, then per component `.` name `<…>`;
/// - optional: wrapped `?`/`!`; array: `[` T `]`; dictionary: `[` K `:` V `]`;
/// - tuple: `(` elements separated by `,` `)`, an element being labels… `:` type;
/// - function: the parameters as a tuple's, each effect word (`throws` then `(` E `)` for a
///   typed throw), `->`, result;
/// - composition: T (`&` T)…; specified: word T; suppressed: `~` T; attributed: attribute T;
///   variadic: T `...`; opaque: its text.
/// A parsed node's `spacing` bit n says whether a space goes before piece n (`TypeExprParser`
/// counts pieces in the same order); a made node uses the compiler's spacing.
extension TypeExpr {
    /// Swift source text of the type (UTF-8 text, no line breaks).
    package var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    /// Appends the text to `out`; no space before the first piece (the parent decides it).
    package func write(into out: inout String) {
        var w = PieceWriter(spacing: spacing)
        switch kind {
        case let .named(components):
            write(components, startingWithPeriod: false, &w, &out)
        case let .member(base, components):
            w.child(base, &out, canonicalSpace: false)
            write(components, startingWithPeriod: true, &w, &out)
        case let .optional(wrapped, implicitlyUnwrapped):
            w.child(wrapped, &out, canonicalSpace: false)
            w.token(implicitlyUnwrapped ? "!" : "?", &out, canonicalSpace: false)
        case let .array(element):
            w.token("[", &out, canonicalSpace: false)
            w.child(element, &out, canonicalSpace: false)
            w.token("]", &out, canonicalSpace: false)
        case let .dictionary(key, value):
            w.token("[", &out, canonicalSpace: false)
            w.child(key, &out, canonicalSpace: false)
            w.token(":", &out, canonicalSpace: false)
            w.child(value, &out, canonicalSpace: true)
            w.token("]", &out, canonicalSpace: false)
        case let .tuple(elements):
            write(elements, &w, &out)
        case let .function(function):
            write(function.parameters, &w, &out)
            for effect in function.effects {
                w.token(effect, &out, canonicalSpace: true)
                if effect == "throws", let thrown = function.thrownType {
                    w.token("(", &out, canonicalSpace: false)
                    w.child(thrown, &out, canonicalSpace: false)
                    w.token(")", &out, canonicalSpace: false)
                }
            }
            w.token("->", &out, canonicalSpace: true)
            w.child(function.result, &out, canonicalSpace: true)
        case let .composition(parts):
            for (n, part) in parts.enumerated() {
                if n > 0 { w.token("&", &out, canonicalSpace: true) }
                w.child(part, &out, canonicalSpace: n > 0)
            }
        case let .specified(word, type):
            w.token(word, &out, canonicalSpace: false)
            w.child(type, &out, canonicalSpace: true)
        case let .suppressed(type):
            w.token("~", &out, canonicalSpace: false)
            w.child(type, &out, canonicalSpace: false)
        case let .attributed(attribute, type):
            w.token(attribute, &out, canonicalSpace: false)
            w.child(type, &out, canonicalSpace: true)
        case let .variadic(type):
            w.child(type, &out, canonicalSpace: false)
            w.token("...", &out, canonicalSpace: false)
        case let .opaque(text):
            w.token(text, &out, canonicalSpace: false)
        }
    }

    private func write(_ components: [Component], startingWithPeriod: Bool, _ w: inout PieceWriter, _ out: inout String) {
        for (n, component) in components.enumerated() {
            if n > 0 || startingWithPeriod { w.token(".", &out, canonicalSpace: false) }
            w.token(component.name, &out, canonicalSpace: false)
            guard component.hasArgumentClause else { continue }
            w.token("<", &out, canonicalSpace: false)
            for (m, argument) in component.arguments.enumerated() {
                if m > 0 { w.token(",", &out, canonicalSpace: false) }
                w.child(argument, &out, canonicalSpace: m > 0)
            }
            w.token(">", &out, canonicalSpace: false)
        }
    }

    private func write(_ elements: [Element], _ w: inout PieceWriter, _ out: inout String) {
        w.token("(", &out, canonicalSpace: false)
        for (n, element) in elements.enumerated() {
            if n > 0 { w.token(",", &out, canonicalSpace: false) }
            for (m, label) in element.labels.enumerated() { w.token(label, &out, canonicalSpace: n > 0 || m > 0) }
            if !element.labels.isEmpty { w.token(":", &out, canonicalSpace: false) }
            w.child(element.type, &out, canonicalSpace: n > 0 || !element.labels.isEmpty)
        }
        w.token(")", &out, canonicalSpace: false)
    }
}

/// Counts a node's pieces and writes the space before each one its spacing asks for.
private struct PieceWriter {
    let spacing: UInt64?
    var piece = 0

    /// The space before the next piece: the written one (never before piece 0, nor past the
    /// 64 pieces a parsed node may have), else the compiler's.
    private mutating func space(_ canonicalSpace: Bool, _ out: inout String) {
        defer { piece += 1 }
        if let spacing {
            if piece > 0, piece < 64, spacing & (1 << UInt64(piece)) != 0 { out += " " }
        } else if canonicalSpace, piece > 0 {
            out += " "
        }
    }

    mutating func token(_ text: String, _ out: inout String, canonicalSpace: Bool) {
        space(canonicalSpace, &out)
        out += text
    }

    mutating func child(_ type: TypeExpr, _ out: inout String, canonicalSpace: Bool) {
        space(canonicalSpace, &out)
        type.write(into: &out)
    }
}

extension TypeExpr: CustomStringConvertible {
    package var description: String { text }
}
