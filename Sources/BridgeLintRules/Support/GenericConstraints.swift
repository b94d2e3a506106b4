import BridgeLintCore
import SwiftSyntax

/// What a type's generic parameter is known to be: its constraints (`<Model: SessionModel>`,
/// `where Model: SessionModel`). A parameter's name says nothing about which project type it stands for, so a
/// rule asks about its constraints instead of looking the name up.
enum GenericConstraints {
    /// The simple names of the constraints on `name` when it is a generic parameter of `declaration`
    /// (`[]` for an unconstrained one); `nil` when it is not a generic parameter there.
    static func of(_ name: String, in declaration: DeclGroupSyntax?) -> [String]? {
        let clause = declaration?.as(StructDeclSyntax.self)?.genericParameterClause
            ?? declaration?.as(ClassDeclSyntax.self)?.genericParameterClause
        guard let parameter = clause?.parameters.first(where: { $0.name.text == name }) else { return nil }
        var constraints = parameter.inheritedType.map(names(in:)) ?? []
        let whereClause = declaration?.as(StructDeclSyntax.self)?.genericWhereClause
            ?? declaration?.as(ClassDeclSyntax.self)?.genericWhereClause
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               TypeNames.simpleName(of: conformance.leftType) == name {
                constraints += names(in: conformance.rightType)
            }
        }
        return constraints
    }

    /// `A & B` gives both names.
    private static func names(in type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.compactMap { TypeNames.simpleName(of: $0.type) }
        }
        return TypeNames.simpleName(of: type).map { [$0] } ?? []
    }
}
