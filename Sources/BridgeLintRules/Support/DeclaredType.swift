import BridgeLintCore
import SwiftSyntax

/// The declared type of a name, found without a type checker: a local or property declared
/// with a type annotation (`let store: Store`) or initialised by a constructor (`= Store()`),
/// searched from the use outwards through enclosing code blocks, closures, functions and types.
/// Anything else (an inferred type, a function result) is unknown.
enum DeclaredType {
    /// The simple type name of `expression` when it is `Store()`, `name` or `self.name` with a visible declaration.
    static func of(_ expression: ExprSyntax) -> String? {
        if let constructed = TypeNames.constructedTypeName(expression) {
            return constructed
        }
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        var node: Syntax? = Syntax(expression)
        while let current = node {
            if let block = current.as(CodeBlockSyntax.self) {
                if let type = type(of: name, in: block.statements.map { Syntax($0.item) }) { return type }
            } else if let closure = current.as(ClosureExprSyntax.self) {
                if let type = type(of: name, in: closure.statements.map { Syntax($0.item) }) { return type }
            } else if let function = current.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters
                where (parameter.secondName ?? parameter.firstName).text == name {
                    return TypeNames.simpleName(of: parameter.type)
                }
            } else if let group = current.asProtocol(DeclGroupSyntax.self) {
                if let type = type(of: name, in: group.memberBlock.flattenedDeclarations.map { Syntax($0) }) { return type }
            }
            node = current.parent
        }
        return nil
    }

    private static func type(of name: String, in items: [Syntax]) -> String? {
        for item in items {
            if let variable = item.as(VariableDeclSyntax.self), let type = type(of: name, in: variable) {
                return type
            }
        }
        return nil
    }

    private static func type(of name: String, in variable: VariableDeclSyntax) -> String? {
        for binding in variable.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = binding.typeAnnotation {
                return TypeNames.simpleName(of: annotation.type)
            }
            if let value = binding.initializer?.value {
                return TypeNames.constructedTypeName(value)
            }
        }
        return nil
    }
}
