import BridgeLintCore
import SwiftSyntax

/// Which arguments of a call take the value an `ObservableObject` requirement constrains: the parameters
/// typed with the constrained generic parameter (or `some ObservableObject` itself), and for a generic type
/// its initializers' parameters and its stored properties (the memberwise initializer's labels). Labels are
/// written as at the call, `_` for none.
enum RequirementLabels {
    static func labels(for mention: IdentifierTypeSyntax, in declaration: Syntax) -> Set<String>? {
        if let parameter = mention.ancestor(FunctionParameterSyntax.self) {
            return [parameter.firstName.text]
        }
        guard let constrained = constrainedName(of: mention) else { return nil }
        var labels: Set<String> = []
        if let function = declaration.as(FunctionDeclSyntax.self) {
            labels.formUnion(matching(constrained, in: function.signature.parameterClause.parameters))
        } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
            labels.formUnion(matching(constrained, in: initializer.signature.parameterClause.parameters))
        } else if let group = declaration.asDeclGroup {
            for member in group.memberBlock.members {
                if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                    labels.formUnion(matching(constrained, in: initializer.signature.parameterClause.parameters))
                } else if let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic, variable.isStored {
                    for binding in variable.bindings where binding.typeAnnotation.flatMap({ TypeNames.simpleName(of: $0.type) }) == constrained {
                        if let name = binding.boundName { labels.insert(name) }
                    }
                }
            }
        }
        return labels
    }

    /// `T` in `<T: ObservableObject>` or `where T: ObservableObject`.
    private static func constrainedName(of mention: IdentifierTypeSyntax) -> String? {
        if let parameter = mention.ancestor(GenericParameterSyntax.self) { return parameter.name.text }
        if let requirement = mention.ancestor(ConformanceRequirementSyntax.self) {
            return TypeNames.simpleName(of: requirement.leftType)
        }
        return nil
    }

    private static func matching(_ name: String, in parameters: FunctionParameterListSyntax) -> [String] {
        parameters.filter { TypeNames.simpleName(of: $0.type) == name }.map(\.firstName.text)
    }
}
