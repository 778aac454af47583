import ObservableSyntax

/// What a tracked property's generated text copies from its file: the tokens, the bytes and the
/// line break, as buffer pointers valid in the scope that made it (never kept beyond it), so
/// that the text is laid out with no `String`, array or copy of the planner made per property.
struct PropertySource {
    let tokens: UnsafeBufferPointer<Token>
    /// The file's bytes (UTF-8).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The file's line break.
    let newline: UnsafeBufferPointer<UInt8>

    /// Writes the source bytes from the start of token `span.first` to the end of `span.last`.
    @inline(__always) func put<Sink: ByteSink>(_ span: TokenSpan, to out: inout Sink) {
        let start = Int(tokens[span.first].start)
        // Safe: token offsets lie within the file's bytes.
        out.put(bytes.baseAddress! + start, Int(tokens[span.last].end) - start)
    }

    /// The parts of a binding that its peer copies (token spans only: trivially copied).
    struct PeerParts {
        var annotation: TokenSpan?
        var initializer: TokenSpan?
        /// The observers' block.
        var observers: TokenSpan?

        init(_ binding: borrowing PatternBinding) {
            annotation = binding.typeAnnotation
            initializer = binding.initializer
            if case .none = binding.accessorKind { observers = nil } else { observers = binding.accessorBlock }
        }
    }

    /// The parts of a declaration's head that a peer copies, as buffer pointers valid in the
    /// scope that made them: read in place, so that a peer's closures copy no arrays.
    struct PeerHead {
        var attributes: UnsafeBufferPointer<AttributeListElement>
        var modifiers: UnsafeBufferPointer<Modifier>
    }

    /// Writes `private var _name` for a binding of the declaration `head` with `parts`, with
    /// the declaration's attributes and non-access modifiers (R4.1), to `out`: `type` is the
    /// binding's type when it has neither an annotation nor an initializer (`var a, b: Int`:
    /// the later annotation's), `indent` the property's indentation, `name` its name as
    /// written and `storage` the backing store's name (`indent` and `name` within `bytes`).
    func writePeer<Sink: ByteSink>(_ head: DeclarationHead, _ parts: PeerParts, type: String?,
                                   indent: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>, storage: StorageName,
                                   to out: inout Sink) {
        var typeText = type ?? ""
        head.attributes.withUnsafeBufferPointer { attributes in
            head.modifiers.withUnsafeBufferPointer { modifiers in
                typeText.withUTF8 { typeBytes in
                    writePeer(PeerHead(attributes: attributes, modifiers: modifiers), parts, type: type == nil ? nil : typeBytes,
                              indent: indent, name: name, storage: storage, to: &out)
                }
            }
        }
    }

    /// `writePeer` with the head's parts and the type (UTF-8) read in place.
    func writePeer<Sink: ByteSink>(_ head: PeerHead, _ parts: PeerParts, type: UnsafeBufferPointer<UInt8>?,
                                   indent: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>, storage: StorageName,
                                   to out: inout Sink) {
        // The attributes but `@ObservationIgnored` and `@ObservationTracked` (removed, R8.1c);
        // an `#if` block of attributes ends its line.
        for element in head.attributes {
            switch element {
            case let .attribute(attribute):
                guard !ObservationRules.isObservationMacroAttribute(attribute.name),
                      ObservationRules.attributePlacement(attribute.name) != .propertyOnly else { continue }
                put(attribute.span, to: &out)
                out.put(0x20)
            case let .ifConfig(block):
                put(block.span, to: &out)
                out.put(newline)
                out.put(indent)
            }
        }
        out.put("private ")
        for modifier in head.modifiers where !modifier.isAccessLevel && modifier.name != "override" {
            put(modifier.span, to: &out)
            out.put(0x20)
        }
        out.put("var ")
        storage.write(name: name, to: &out)
        if let annotation = parts.annotation {
            out.put(": ")
            put(annotation, to: &out)
        } else if parts.initializer == nil, let type {
            out.put(": ")
            out.put(type)
        }
        if let initializer = parts.initializer {
            out.put(" = ")
            put(initializer, to: &out)
        }
        if let observers = parts.observers {
            out.put(0x20)
            put(observers, to: &out)
        }
    }
}
