import BridgeLintCore
import SwiftSyntax

/// What a type's or function's generic parameter is known to be: its constraints (`<Model: SessionModel>`,
/// `where Model: SessionModel`). A parameter's name says nothing about which project type it stands for, so a
/// rule asks about its constraints instead of looking the name up.
enum GenericConstraints {
    /// The simple names of the constraints on `name` when it is a generic parameter of `declaration` (a struct,
    /// class or function; `[]` for an unconstrained one); `nil` when it is not a generic parameter there.
    static func of(_ name: String, in declaration: Syntax?) -> [String]? {
        guard let declaration else { return nil }
        let (parameters, whereClause) = clauses(of: declaration)
        guard let parameter = parameters?.parameters.first(where: { $0.name.text == name }) else { return nil }
        var constraints = parameter.inheritedType.map(names(in:)) ?? []
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               TypeNames.simpleName(of: conformance.leftType) == name {
                constraints += names(in: conformance.rightType)
            }
        }
        return constraints
    }

    /// The constraints on `name` as a generic parameter of the nearest declaration around `node` that has one
    /// of that name; `nil` when none has.
    static func around(_ node: some SyntaxProtocol, of name: String) -> [String]? {
        var current = node.parent
        while let scope = current {
            if let constraints = of(name, in: scope) { return constraints }
            current = scope.parent
        }
        return nil
    }

    private static func clauses(of declaration: Syntax) -> (GenericParameterClauseSyntax?, GenericWhereClauseSyntax?) {
        if let type = declaration.as(StructDeclSyntax.self) { return (type.genericParameterClause, type.genericWhereClause) }
        if let type = declaration.as(ClassDeclSyntax.self) { return (type.genericParameterClause, type.genericWhereClause) }
        if let function = declaration.as(FunctionDeclSyntax.self) { return (function.genericParameterClause, function.genericWhereClause) }
        return (nil, nil)
    }

    /// `A & B` gives both names.
    private static func names(in type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.compactMap { TypeNames.simpleName(of: $0.type) }
        }
        return TypeNames.simpleName(of: type).map { [$0] } ?? []
    }
}
