/// Type declarations: name, generic parameters, inheritance clause and body.
extension DeclarationParser {

    mutating func parseType(_ kind: TypeDeclaration.Kind, head: consuming DeclarationHead, depth: Int) -> TypeDeclaration {
        let keyword = i
        i += 1
        // The parts are gathered in locals and the declaration is made once at the end:
        // mutating a partly built one would copy it (and retain all its fields) on return.
        var nameToken: Int?
        var name = ""
        var genericParameters: [GenericParameter] = []
        var genericParametersEnd: Int?
        var inheritance: [TypeReference] = []
        var leftBrace: Int?
        var rightBrace: Int?
        var members: [Member] = []
        if kind == .extension {
            nameToken = i
            name = parseExtendedTypeName()
        } else if self.kind(i) == .identifier {
            nameToken = i
            name = text(i)
            i += 1
            if self.kind(i) == .operator && firstByte(i) == UInt8(ascii: "<") {
                genericParameters = parseGenericParameters()
                genericParametersEnd = i - 1
            }
        }
        if self.kind(i) == .colon {
            i += 1
            inheritance = parseInheritanceClause()
        }
        // A `where` clause (or anything else) up to the body. Its conformance requirements on
        // the generic parameters (`where M: P, N: Q`) are kept with them; a requirement on an
        // associated type (`M.Item: P`) or a same-type one (`M == N`) is not read.
        var inWhere = false, requirementStart = false
        while self.kind(i) != .leftBrace && self.kind(i) != .endOfFile && self.kind(i) != .rightBrace {
            if tokens[i].isAtStartOfLine && isDeclarationStart(i) { break }
            if isWord(i, "where") || (inWhere && self.kind(i) == .comma) {
                inWhere = true
                requirementStart = true
                i += 1
                continue
            }
            if requirementStart && self.kind(i) == .identifier && self.kind(i + 1) == .colon && self.kind(i + 2) == .identifier,
               let p = genericParameters.firstIndex(where: { $0.name == text(i) }) {
                genericParameters[p].whereConstraints.append(text(i + 2))
                genericParameters[p].constraintPaths += constraintPaths(from: i + 2)
            }
            requirementStart = false
            i += 1
        }
        if self.kind(i) != .leftBrace {
            diagnose(.expectedBody(kind: kind.rawValue), at: keyword, readingTo: i)
        } else if depth >= Self.maximumNesting {
            leftBrace = i
            diagnose(.nestedTooDeeply, at: keyword)
            if let close = matchingBrace(from: i) {
                rightBrace = close
                i = close + 1
            } else {
                i = tokens.count - 1
            }
        } else {
            let open = i
            leftBrace = open
            i += 1
            typeNames.append(name)
            members = parseMembers(depth: depth + 1, inIfConfig: false)
            typeNames.removeLast()
            if self.kind(i) == .rightBrace {
                rightBrace = i
                i += 1
            } else {
                diagnose(.expectedClosingBrace(of: "\(kind.rawValue) '\(name)'"), at: open, readingTo: i)
            }
        }
        return TypeDeclaration(
            kind: kind, head: ended(head), nameToken: nameToken, name: name, genericParameters: genericParameters,
            genericParametersEnd: genericParametersEnd, inheritance: inheritance, leftBrace: leftBrace, rightBrace: rightBrace,
            members: members)
    }

    /// The entries after the `:` of an inheritance clause, up to the body, a `where` clause or
    /// (for a type without a body) a declaration starting a line; leaves `i` there.
    mutating func parseInheritanceClause() -> [TypeReference] {
        var entries: [TypeReference] = []
        // Most clauses name one to four types: one allocation instead of one per doubling.
        entries.reserveCapacity(4)
        var entryStart = i
        var nesting = 0
        while kind(i) != .endOfFile {
            let k = kind(i)
            // A declaration starting a line ends the clause of a type that has no body (except
            // right after a `,`: `B,\n  @unchecked Sendable` continues it).
            let startsDeclaration = i > entryStart && tokens[i].isAtStartOfLine && isDeclarationStart(i)
            if nesting == 0 && (k == .leftBrace || isWord(i, "where") || k == .comma || k == .rightBrace || startsDeclaration) {
                if i > entryStart { entries.append(typeReference(TokenSpan(entryStart, i - 1))) }
                if k != .comma { break }
                i += 1
                entryStart = i
                continue
            }
            switch k {
            case .leftParen, .leftSquare: nesting += 1
            case .rightParen, .rightSquare: nesting -= 1
            case .operator: nesting += angleDelta(i)
            default: break
            }
            i += 1
        }
        return entries
    }

    /// Reads one inheritance entry: specifiers (`@unchecked`, `nonisolated`, `~`), then a name
    /// of `.`-separated components whose generic arguments are skipped.
    func typeReference(_ span: TokenSpan) -> TypeReference {
        var specifiers: [String] = []
        var j = span.first
        while j <= span.last {
            if kind(j) == .atSign {
                let end = min(attributeEnd(from: j), span.last)
                specifiers.append(normalizedText(TokenSpan(j, end)))
                j = end + 1
            } else if kind(j) == .operator && isWord(j, "~") {
                specifiers.append("~")
                j += 1
            } else if kind(j) == .identifier && j < span.last && kind(j + 1) == .identifier
                        && (isWord(j, "nonisolated") || isWord(j, "isolated") || isWord(j, "sending") || isWord(j, "any")) {
                specifiers.append(text(j))
                j += 1
            } else {
                break
            }
        }
        // The commonest entry, one name (`Identifiable`): its text made once, for both fields.
        if specifiers.isEmpty && j == span.last && kind(j) == .identifier {
            let name = text(j)
            return TypeReference(span: span, specifiers: [], components: [name], text: name)
        }
        var components: [String] = []
        var angle = 0
        while j <= span.last {
            switch kind(j) {
            case .identifier where angle == 0: components.append(text(j))
            case .operator: angle += angleDelta(j)
            default: break
            }
            j += 1
        }
        return TypeReference(span: span, specifiers: specifiers, components: components, text: normalizedText(span))
    }

    /// `Outer.Inner`, `Array<Int>` in `extension Outer.Inner: P where …`; the generic
    /// arguments are dropped from the returned name.
    mutating func parseExtendedTypeName() -> String {
        var name = ""
        while kind(i) == .identifier {
            name += text(i)
            i += 1
            if kind(i) == .operator && firstByte(i) == UInt8(ascii: "<") && isGluedToPrevious(i) {
                var angle = 0
                repeat {
                    if kind(i) == .operator { angle += angleDelta(i) }
                    i += 1
                } while angle > 0 && kind(i) != .endOfFile && kind(i) != .leftBrace
            }
            guard kind(i) == .period, kind(i + 1) == .identifier else { break }
            name += "."
            i += 1
        }
        return name
    }

    /// Skips a generic parameter clause nobody reads (`init<T>`), without making its names.
    mutating func skipGenericParameters() {
        _ = parseGenericParameters(collecting: false)
    }

    /// The types a `where` requirement's right side names from token `start` (`Outer.P & Q`
    /// -> `[["Outer", "P"], ["Q"]]`), each as its components; generic arguments end a path.
    func constraintPaths(from start: Int) -> [[String]] {
        var paths: [[String]] = []
        var j = start
        while kind(j) == .identifier {
            var path = [text(j)]
            while kind(j + 1) == .period && kind(j + 2) == .identifier {
                path.append(text(j + 2))
                j += 2
            }
            paths.append(path)
            guard kind(j + 1) == .operator && text(j + 1) == "&" else { break }
            j += 2
        }
        return paths
    }

    /// `<T: P & Q, U>` starting at the `<` token; leaves `i` after the closing `>`. With
    /// `collecting` false, returns no parameters.
    mutating func parseGenericParameters(collecting: Bool = true) -> [GenericParameter] {
        var parameters: [GenericParameter] = []
        var angle = angleDelta(i)
        i += 1
        var expectName = true
        var current: GenericParameter?
        var afterColon = false
        while angle > 0 && kind(i) != .endOfFile && kind(i) != .leftBrace {
            let k = kind(i)
            if k == .operator {
                angle += angleDelta(i)
            } else if angle == 1 && k == .comma {
                if let parameter = current { parameters.append(parameter) }
                current = nil
                expectName = true
                afterColon = false
            } else if angle == 1 && k == .colon {
                afterColon = true
            } else if k == .identifier && angle == 1 && collecting {
                if expectName && !isWord(i, "each") && !isWord(i, "let") {
                    current = GenericParameter(name: text(i), firstConstraint: nil)
                    expectName = false
                } else if afterColon {
                    if current?.firstConstraint == nil { current?.firstConstraint = text(i) }
                    // `Outer.P`: a component of the path being read; else a new path.
                    if kind(i - 1) == .period, var paths = current?.constraintPaths, !paths.isEmpty {
                        paths[paths.count - 1].append(text(i))
                        current?.constraintPaths = paths
                    } else {
                        current?.constraintPaths.append([text(i)])
                    }
                }
            }
            i += 1
        }
        if let parameter = current { parameters.append(parameter) }
        return parameters
    }
}
