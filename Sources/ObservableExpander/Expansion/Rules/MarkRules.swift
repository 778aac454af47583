import ObservableSyntax

/// The mark rules (R1): which declarations an `@Observable` mark may stand on, and the
/// message for the others. (How a mark is spelled: `Facts/AnnotationQuestions.swift`.)
extension ObservationRules {
    /// The message for an `@Observable` on a declaration that is not a class (R1: the
    /// macro's wording where it has one).
    static func invalidTarget(_ member: Member, propertyName: (VariableDeclaration) -> String) -> DiagnosticMessage? {
        switch member {
        case let .type(type) where type.kind != .class:
            return .annotationNotOnClass(kind: type.kind.rawValue, name: type.name)
        case let .variable(variable): return .annotationOnProperty(name: propertyName(variable))
        case let .function(function): return .annotationOnFunction(name: function.name)
        case .initializer: return .annotationOnOtherDeclaration(keyword: "init")
        case .subscript: return .annotationOnOtherDeclaration(keyword: "subscript")
        case .enumCase: return .annotationOnOtherDeclaration(keyword: "case")
        case .typeAlias: return .annotationOnOtherDeclaration(keyword: "typealias")
        case let .declaration(other): return .annotationOnOtherDeclaration(keyword: other.kind.rawValue)
        default: return nil
        }
    }
}
